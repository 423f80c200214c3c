import { sql } from 'drizzle-orm';
import type { ReportSpec } from '../kit/reportKit';
import { matches, ofPartner } from '../kit/reportQuery';
import { RELEASED_AT, STORAGE_SERVICE, TIRE_COUNT } from './tyreOrderSql';

// «Хранение колёс» per office: what each office took into storage in the period (orders, tyres, paid orders) and what
// it held when the period ended (its occupancy): the storage orders created before the end that had not yet been
// closed by then (RELEASED_AT: done, cancelled or archived). An office with neither is left out; orders without an
// office have no row (nothing to open the office's dates with).

export const tyreStorageOfficeReport: ReportSpec = {
  path: '/v1/reports/tyre_storage/office',
  operation: 'reports.wheels.storage',
  summary: 'Хранение колёс по офисам',
  fields: {
    officeId: 'number',
    officeName: 'text',
    ordersCount: 'number',
    tireCount: 'number',
    paidCount: 'number',
    storedOrdersCount: 'number',
    storedTireCount: 'number',
  },
  key: 'officeId',
  defaultSort: { field: 'officeName', order: 'ASC' },
  rows: (q) => {
    const from = sql`${q.from.toISOString()}::timestamptz`;
    const to = sql`${q.to.toISOString()}::timestamptz`;
    return sql`
      select of.id as "officeId", of.name as "officeName",
             count(*) filter (where s.created_at >= ${from})::int as "ordersCount",
             coalesce(sum(s.tires) filter (where s.created_at >= ${from}), 0)::int as "tireCount",
             count(*) filter (where s.created_at >= ${from} and s.is_paid)::int as "paidCount",
             count(*) filter (where s.released_at is null or s.released_at >= ${to})::int as "storedOrdersCount",
             coalesce(sum(s.tires) filter (where s.released_at is null or s.released_at >= ${to}), 0)::int
               as "storedTireCount"
      from (
        select o.office_id, o.created_at, o.is_paid, ${TIRE_COUNT} as tires, ${RELEASED_AT} as released_at
        from orders o
        where o.service_id = ${STORAGE_SERVICE} and o.deleted_date is null and o.created_at < ${to}
          and ${ofPartner(sql`o.partner_id`, q)} and ${matches(sql`o.office_id`, q.officeId)}
      ) s
      join offices of on of.id = s.office_id
      group by of.id, of.name
      having count(*) filter (where s.created_at >= ${from}) > 0
          or count(*) filter (where s.released_at is null or s.released_at >= ${to}) > 0`;
  },
  totals: {
    ordersCount: sql`coalesce(sum(r."ordersCount"), 0)::int`,
    tireCount: sql`coalesce(sum(r."tireCount"), 0)::int`,
    paidCount: sql`coalesce(sum(r."paidCount"), 0)::int`,
    storedOrdersCount: sql`coalesce(sum(r."storedOrdersCount"), 0)::int`,
    storedTireCount: sql`coalesce(sum(r."storedTireCount"), 0)::int`,
  },
  // The occupancy chart: each office's tyres in storage at the period's end beside those taken in during it.
  series: (q) => sql`
    select r."officeName", r."storedTireCount", r."tireCount"
    from (${tyreStorageOfficeReport.rows(q)}) r
    order by r."officeName", r."officeId"`,
};
