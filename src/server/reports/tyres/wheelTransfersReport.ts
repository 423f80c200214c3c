import { sql } from 'drizzle-orm';
import { REF_VALUE_IDS } from '../../../shared/referenceIds';
import type { ReportSpec } from '../kit/reportKit';
import type { ReportQuery } from '../kit/reportQuery';
import { dayOf, inPeriod, matches, ofPartner, unixOf } from '../kit/reportQuery';
import { CLIENT_FIO, STORAGE_SERVICE, TIRE_COUNT } from './tyreOrderSql';

// «Перевозки шин», the moves: when a storage order's wheels changed hands in the period, read off the order's history
// (the only record of where the wheels were):
// - between offices: a save of the storage order that changed its office. The save writes no ids for it, only its
//   Russian line ('Офис: Склад на Ленина → Склад на Мира', parts joined by '; ', orderChangeText.ts), so both names are
//   taken from that line as they read at the time (a name holding '; ' or ' → ' would be cut there);
// - out to the client: the status line that moved the storage order into "done" (details.to), the storage being over
//   and the wheels handed back; from the order's office to the client.
// The history line's id is the move's key. The office filter is the order's office now.

const MOVE_BETWEEN_OFFICES = 'Между офисами';
const MOVE_TO_CLIENT = 'Выдача клиенту';
/** A save's line is its changes joined by '; '; the office's part reads 'Офис: <before> → <after>'. */
const OFFICE_PART = 'Офис: ';
const ARROW = ' → ';
/** How the line writes an order without an office. */
const NO_OFFICE = '—';

/** The moves of the period of the storage orders the caller may see: the history line, its order, kind and offices. */
const movesOf = (q: ReportQuery) => sql`
  select m.*
  from (
    select h.id, h.order_id, h.created_at, ${MOVE_BETWEEN_OFFICES}::text as kind,
           nullif(split_part(substr(p.part, ${OFFICE_PART.length + 1}), ${ARROW}, 1), ${NO_OFFICE}) as from_office,
           nullif(split_part(substr(p.part, ${OFFICE_PART.length + 1}), ${ARROW}, 2), ${NO_OFFICE}) as to_office
    from order_history h
    cross join lateral unnest(string_to_array(h.text, '; ')) as p(part)
    where h.action = 'updated' and ${inPeriod(sql`h.created_at`, q)} and left(p.part, ${OFFICE_PART.length}) = ${OFFICE_PART}
    union all
    select h.id, h.order_id, h.created_at, ${MOVE_TO_CLIENT}::text, null::text, null::text
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
           case when mv.kind = ${MOVE_TO_CLIENT} then of.name else mv.from_office end as "fromOffice",
           case when mv.kind = ${MOVE_TO_CLIENT} then coalesce(${CLIENT_FIO}, c.phone_number) else mv.to_office end
             as "destination",
           ${CLIENT_FIO} as "clientFio", ${TIRE_COUNT}::int as "tireCount", st.name as "statusName"
    from (${movesOf(q)}) mv
    join orders o on o.id = mv.order_id
    join clients c on c.id = o.client_id
    left join offices of on of.id = o.office_id
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
