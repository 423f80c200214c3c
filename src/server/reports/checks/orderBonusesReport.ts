import { sql } from 'drizzle-orm';
import type { ReportSpec } from '../kit/reportKit';
import { dayOf, fioOf, inPeriod, matches, ofPartner, type ReportQuery, unixOf } from '../kit/reportQuery';
import { everyDay } from './checkDays';

// «Бонусы по заявкам»: the orders whose invoices accrued or spent client bonuses in the period, with how many of
// each, and the chart of bonuses issued and spent per day. Manual operations (no order) are not an order's and stay
// out; an operation belongs to the partner whose invoice caused it.

const MOMENT = sql`bo.created_at`;

const ordersOperations = (q: ReportQuery) => sql`
  select bo.* from bonus_operations bo
  join orders o on o.id = bo.order_id
  where bo.order_id is not null and ${inPeriod(MOMENT, q)} and ${ofPartner(sql`bo.partner_id`, q)}
    and ${matches(sql`o.service_id`, q.serviceId)} and ${matches(sql`o.office_id`, q.officeId)}`;

export const orderBonusesReport: ReportSpec = {
  path: '/v1/reports/orders/bonuses',
  operation: 'reports.bonuses',
  summary: 'Бонусы по заявкам',
  fields: {
    orderId: 'number',
    orderNumber: 'text',
    orderDate: 'datetime',
    clientFio: 'text',
    phone: 'text',
    serviceName: 'text',
    partnerName: 'text',
    accrued: 'number',
    spent: 'number',
    operationsCount: 'number',
    lastOperationDate: 'datetime',
  },
  key: 'orderId',
  defaultSort: { field: 'lastOperationDate', order: 'DESC' },
  rows: (q) => sql`
    select o.id as "orderId", o.number as "orderNumber", ${unixOf(sql`o.created_at`)} as "orderDate",
           ${fioOf('c')} as "clientFio", c.phone_number as "phone", s.name as "serviceName", p.name as "partnerName",
           coalesce(sum(bo.bonus) filter (where bo.bonus > 0), 0)::int as "accrued",
           coalesce(-sum(bo.bonus) filter (where bo.bonus < 0), 0)::int as "spent",
           count(*)::int as "operationsCount", ${unixOf(sql`max(bo.created_at)`)} as "lastOperationDate"
    from (${ordersOperations(q)}) bo
    join orders o on o.id = bo.order_id
    join services s on s.id = o.service_id
    left join clients c on c.id = o.client_id
    left join partners p on p.id = bo.partner_id
    group by o.id, c.id, s.id, p.id`,
  totals: {
    accrued: sql`sum(r."accrued")`,
    spent: sql`sum(r."spent")`,
    operationsCount: sql`sum(r."operationsCount")`,
  },
  series: (q) =>
    everyDay(
      q,
      sql`select ${dayOf(MOMENT, q)} as day,
                 coalesce(sum(bo.bonus) filter (where bo.bonus > 0), 0)::int as accrued,
                 coalesce(-sum(bo.bonus) filter (where bo.bonus < 0), 0)::int as spent
          from (${ordersOperations(q)}) bo group by 1`,
      ['accrued', 'spent'],
    ),
};
