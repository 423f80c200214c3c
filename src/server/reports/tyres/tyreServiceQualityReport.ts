import { sql } from 'drizzle-orm';
import type { ReportSpec } from '../kit/reportKit';
import { averageOf, inPeriod, matches, moneyOf, ofPartner } from '../kit/reportQuery';
import { FITTING_SERVICE, NO_DEFECT_TYPES, STATUS } from './tyreOrderSql';

// «Шиномонтаж»: how each office did its tyre service (service 69) in the period. Of the orders created in the period:
// how many were done (done or archived) and cancelled; the defects found (defect lines of those orders holding a type
// other than "no visible defects"); the average check (the paid orders' cost ÷ their count, to kopecks, none when
// nothing was paid); and the repeat clients: clients of the office's orders who had an earlier tyre-service order
// with the same partner. An order without an office has no row.

export const tyreServiceQualityReport: ReportSpec = {
  path: '/v1/reports/tyre_storage_quality/',
  operation: 'reports.tyre.service',
  summary: 'Шиномонтаж: качество по офисам',
  fields: {
    officeId: 'number',
    officeName: 'text',
    ordersCount: 'number',
    closedCount: 'number',
    cancelledCount: 'number',
    defectsCount: 'number',
    paidCount: 'number',
    paidSum: 'money',
    averageCheck: 'money',
    repeatClients: 'number',
  },
  key: 'officeId',
  defaultSort: { field: 'officeName', order: 'ASC' },
  rows: (q) => sql`
    with fit as (
      select o.id, o.office_id, o.client_id, o.partner_id, o.status_ref_value_id as status, o.is_paid, o.cost,
             o.created_at
      from orders o
      where o.service_id = ${FITTING_SERVICE} and o.deleted_date is null and o.office_id is not null
        and ${inPeriod(sql`o.created_at`, q)} and ${ofPartner(sql`o.partner_id`, q)}
        and ${matches(sql`o.office_id`, q.officeId)}
    ),
    defects as (
      select d.order_id, count(*) filter (where not (d.defect_type_ids <@ ${NO_DEFECT_TYPES}))::int as found
      from tire_defects d
      where d.order_id in (select id from fit)
      group by d.order_id
    )
    select of.id as "officeId", of.name as "officeName", count(*)::int as "ordersCount",
           count(*) filter (where f.status in (${STATUS.done}, ${STATUS.archive}))::int as "closedCount",
           count(*) filter (where f.status = ${STATUS.cancelled})::int as "cancelledCount",
           coalesce(sum(d.found), 0)::int as "defectsCount",
           count(*) filter (where f.is_paid)::int as "paidCount",
           ${moneyOf(sql`sum(f.cost) filter (where f.is_paid)`)} as "paidSum",
           ${averageOf(sql`sum(f.cost) filter (where f.is_paid)`, sql`count(*) filter (where f.is_paid)`)}
             as "averageCheck",
           count(distinct f.client_id) filter (where exists (
             select 1 from orders e
             where e.client_id = f.client_id and e.service_id = ${FITTING_SERVICE} and e.deleted_date is null
               and e.partner_id is not distinct from f.partner_id and e.created_at < f.created_at
           ))::int as "repeatClients"
    from fit f
    join offices of on of.id = f.office_id
    left join defects d on d.order_id = f.id
    group by of.id, of.name`,
  totals: {
    ordersCount: sql`coalesce(sum(r."ordersCount"), 0)::int`,
    closedCount: sql`coalesce(sum(r."closedCount"), 0)::int`,
    cancelledCount: sql`coalesce(sum(r."cancelledCount"), 0)::int`,
    defectsCount: sql`coalesce(sum(r."defectsCount"), 0)::int`,
    paidCount: sql`coalesce(sum(r."paidCount"), 0)::int`,
    paidSum: moneyOf(sql`sum(r."paidSum")`),
    // The average over every office: all the paid money ÷ all the paid orders, not an average of averages.
    averageCheck: averageOf(sql`sum(r."paidSum")`, sql`sum(r."paidCount")`),
    repeatClients: sql`coalesce(sum(r."repeatClients"), 0)::int`,
  },
  series: (q) => sql`
    select r."officeName", r."ordersCount", r."closedCount", r."cancelledCount", r."defectsCount"
    from (${tyreServiceQualityReport.rows(q)}) r
    order by r."officeName", r."officeId"`,
};
