import { sql } from 'drizzle-orm';
import { REF_VALUE_IDS } from '../../../shared/referenceIds';
import type { ReportSpec } from '../kit/reportKit';
import type { ReportQuery } from '../kit/reportQuery';
import { dayOf, fioOf, inPeriod, matches, ofPartner, unixOf } from '../kit/reportQuery';
import { STORAGE_SERVICE, TIRE_COUNT } from './tyreOrderSql';

// «Перевозки шин», the moves: when a storage order's wheels changed hands in the period, read off the order's history
// (the only record of where the wheels were):
// - between offices: a save of the storage order that changed its office (details.officeFrom / officeTo, ids written
//   by orderSaveRepository.ts; an office left empty is null);
// - out to the client: the status line that moved the storage order into "done" (details.to), the storage being over
//   and the wheels handed back; from the order's office to the client.
// The history line's id is the move's key. The office filter is the order's office now.

const MOVE_BETWEEN_OFFICES = 'Между офисами';
const MOVE_TO_CLIENT = 'Выдача клиенту';

/** The moves of the period of the storage orders the caller may see: the history line, its order, kind and offices. */
const movesOf = (q: ReportQuery) => sql`
  select m.*
  from (
    select h.id, h.order_id, h.created_at, ${MOVE_BETWEEN_OFFICES}::text as kind,
           (h.details->>'officeFrom')::int as from_office_id, (h.details->>'officeTo')::int as to_office_id
    from order_history h
    where h.action = 'updated' and h.details ? 'officeTo' and ${inPeriod(sql`h.created_at`, q)}
    union all
    select h.id, h.order_id, h.created_at, ${MOVE_TO_CLIENT}::text, null::int, null::int
    from order_history h
    where h.action = 'status' and h.details->>'to' = ${String(REF_VALUE_IDS.orderStatusDone)}
      and ${inPeriod(sql`h.created_at`, q)}
  ) m
  join orders o on o.id = m.order_id
  where o.service_id = ${STORAGE_SERVICE} and o.deleted_date is null
    and ${ofPartner(sql`o.partner_id`, q)} and ${matches(sql`o.office_id`, q.officeId)}`;

export const wheelTransfersReport: ReportSpec = {
  path: '/v1/reports/wheels/transfers',
  operation: 'reports.tyre.changes',
  summary: 'Перевозки шин',
  fields: {
    moveId: 'number',
    orderId: 'number',
    orderNumber: 'text',
    date: 'datetime',
    moveKind: 'text',
    fromOffice: 'text',
    destination: 'text',
    clientFio: 'text',
    tireCount: 'number',
    statusName: 'text',
  },
  key: 'moveId',
  defaultSort: { field: 'date', order: 'ASC' },
  rows: (q) => sql`
    select mv.id as "moveId", mv.order_id as "orderId", o.number as "orderNumber",
           ${unixOf(sql`mv.created_at`)} as "date", mv.kind as "moveKind",
           case when mv.kind = ${MOVE_TO_CLIENT} then of.name else ofrom.name end as "fromOffice",
           case when mv.kind = ${MOVE_TO_CLIENT} then coalesce(${fioOf('c')}, c.phone_number) else oto.name end
             as "destination",
           ${fioOf('c')} as "clientFio", ${TIRE_COUNT}::int as "tireCount", st.name as "statusName"
    from (${movesOf(q)}) mv
    join orders o on o.id = mv.order_id
    join clients c on c.id = o.client_id
    left join offices of on of.id = o.office_id
    left join offices ofrom on ofrom.id = mv.from_office_id
    left join offices oto on oto.id = mv.to_office_id
    left join ref_values st on st.id = o.status_ref_value_id`,
  totals: {
    tireCount: sql`coalesce(sum(r."tireCount"), 0)::int`,
  },
  // Moves per day of each kind, for the chart.
  series: (q) => sql`
    select ${dayOf(sql`mv.created_at`, q)} as day,
           count(*) filter (where mv.kind = ${MOVE_BETWEEN_OFFICES})::int as "betweenOffices",
           count(*) filter (where mv.kind = ${MOVE_TO_CLIENT})::int as "toClients"
    from (${movesOf(q)}) mv
    group by 1 order by 1`,
};
