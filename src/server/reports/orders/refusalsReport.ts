import { sql } from 'drizzle-orm';
import type { ReportSpec } from '../kit/reportKit';
import { fioOf, inPeriod, matches, ofPartner, unixOf } from '../kit/reportQuery';

// «Отказы эвакуаторов»: the orders a partner's office gave back (order_refusals, POST
// /orders/partner_office_refuse), with the reason of book 904 and who refused. A refusal is the refusing office's
// partner's; one without an office (the order had none, or the office is gone) is the order's partner's.

const REFUSING_PARTNER = sql`coalesce(of.partner_id, o.partner_id)`;

/** POST /v1/reports/refusals */
export const refusalsReport: ReportSpec = {
  path: '/v1/reports/refusals',
  operation: 'reports.evacuator.refusal',
  summary: 'Отказы эвакуаторов',
  fields: {
    refusalId: 'number',
    createdDate: 'datetime',
    orderNumber: 'text',
    serviceName: 'text',
    partnerId: 'number',
    partnerName: 'text',
    officeName: 'text',
    reason: 'text',
    comment: 'text',
    userFio: 'text',
  },
  key: 'refusalId',
  defaultSort: { field: 'createdDate', order: 'DESC' },
  rows: (q) => sql`
    select rf.id as "refusalId", ${unixOf(sql`rf.created_at`)} as "createdDate", o.number as "orderNumber",
           s.name as "serviceName", p.id as "partnerId", p.name as "partnerName", of.name as "officeName", rv.name as "reason",
           rf.comment, ${fioOf('u')} as "userFio"
    from order_refusals rf
    join orders o on o.id = rf.order_id
    join services s on s.id = o.service_id
    join ref_values rv on rv.id = rf.reason_ref_value_id
    left join offices of on of.id = rf.office_id
    left join partners p on p.id = ${REFUSING_PARTNER}
    left join users u on u.id = rf.user_id
    where ${inPeriod(sql`rf.created_at`, q)} and ${ofPartner(REFUSING_PARTNER, q)}
      and ${matches(sql`rf.office_id`, q.officeId)} and ${matches(sql`o.service_id`, q.serviceId)}
      and ${matches(sql`rf.user_id`, q.userId)}`,
  // Refusals per partner, the most refusing first.
  series: (q) => sql`
    select r."partnerId", coalesce(r."partnerName", 'Без партнёра') as "partnerName", count(*)::int as "refusals"
    from (${refusalsReport.rows(q)}) r
    group by 1, 2 order by 3 desc, 2`,
};
