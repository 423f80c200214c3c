import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { SERVICE_IDS } from '../../../shared/constants';
import { users } from '../../db/schema';
import { userFio } from '../../users/userFio';
import type { ReportSpec } from '../kit/reportKit';
import { matches, moneyOf } from '../kit/reportQuery';
import { bankOrdersOf } from './tAvarcomOrdersSql';

// «Эвакуации банка»: what each commissioner and tow driver earned on the bank's orders of the period. A person's
// orders are those he is a live executor of or has ledger operations for. The money is what the staff ledger booked
// on those orders (user_balance_operations by order, integer kopecks): accruals, the platform's fees withheld and
// corrections, their sum being the earnings (payouts move money out, they earn nothing). Beside it, the person's fee
// rule for the bank's service (user_service_fees: a percent of the work's price and a fixed part per order) and the
// fee that rule gives on the orders' cost, to hold the ledger against. A tow driver is a user with a tow truck.
// The totals add the people up: an order two people worked counts for each.

const u = alias(users, 'u');
const SERVICE = sql.raw(String(SERVICE_IDS.tAvarcom));
const roubles = (kopecks: string) => sql.raw(`round(coalesce(${kopecks}, 0)::numeric / 100, 2)::float8`);

export const tAvarcomSalaryReport: ReportSpec = {
  path: '/v1/reports/orders/t_avarcom_salary',
  operation: 'reports.t.avarcom.evacuation',
  summary: 'Эвакуации банка: заработок исполнителей',
  fields: {
    userId: 'number',
    userFio: 'text',
    role: 'text',
    ordersCount: 'number',
    ordersCost: 'money',
    feeRate: 'number',
    feeFixedPart: 'money',
    ruleFee: 'money',
    accrued: 'money',
    withheld: 'money',
    corrections: 'money',
    amount: 'money',
  },
  key: 'userId',
  defaultSort: { field: 'userFio', order: 'ASC' },
  rows: (q) => sql`
    with bank as (
      select o.id, o.cost from orders o where ${bankOrdersOf(q)}
    ),
    work as (
      select e.user_id, e.order_id from order_executors e join bank b on b.id = e.order_id where e.deleted_date is null
      union
      select op.user_id, op.order_id from user_balance_operations op join bank b on b.id = op.order_id
    ),
    ledger as (
      select op.user_id,
             sum(op.amount_kopecks) filter (where op.kind = 'accrual') as accrued,
             -sum(op.amount_kopecks) filter (where op.kind = 'fee') as withheld,
             sum(op.amount_kopecks) filter (where op.kind = 'correction') as corrections,
             sum(op.amount_kopecks) filter (where op.kind <> 'payout') as amount
      from user_balance_operations op join bank b on b.id = op.order_id
      group by op.user_id
    )
    select u.id as "userId", ${userFio(u)} as "userFio",
           case when exists (select 1 from tow_truck_drivers t where t.user_id = u.id)
             then 'Водитель эвакуатора' else 'Аварийный комиссар' end as "role",
           count(*)::int as "ordersCount", ${moneyOf(sql`sum(b.cost)`)} as "ordersCost",
           f.fee_rate::float8 as "feeRate", f.fee_fixed_part::float8 as "feeFixedPart",
           case when f.id is not null then ${moneyOf(
             sql`sum(round(coalesce(b.cost, 0) * coalesce(f.fee_rate, 0) / 100, 2) + coalesce(f.fee_fixed_part, 0))`,
           )} end as "ruleFee",
           ${roubles('l.accrued')} as "accrued", ${roubles('l.withheld')} as "withheld",
           ${roubles('l.corrections')} as "corrections", ${roubles('l.amount')} as "amount"
    from work w
    join bank b on b.id = w.order_id
    join users u on u.id = w.user_id
    left join user_service_fees f on f.user_id = u.id and f.service_id = ${SERVICE}
    left join ledger l on l.user_id = u.id
    where ${matches(sql`w.user_id`, q.userId)}
    group by u.id, f.id, l.accrued, l.withheld, l.corrections, l.amount`,
  totals: {
    ordersCount: sql`coalesce(sum(r."ordersCount"), 0)::int`,
    ordersCost: moneyOf(sql`sum(r."ordersCost")`),
    ruleFee: moneyOf(sql`sum(r."ruleFee")`),
    accrued: moneyOf(sql`sum(r."accrued")`),
    withheld: moneyOf(sql`sum(r."withheld")`),
    corrections: moneyOf(sql`sum(r."corrections")`),
    amount: moneyOf(sql`sum(r."amount")`),
  },
  // Each person's earnings, for the chart.
  series: (q) => sql`
    select r."userFio", r."amount", r."accrued"
    from (${tAvarcomSalaryReport.rows(q)}) r
    order by r."userFio", r."userId"`,
};
