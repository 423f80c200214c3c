import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema';
import { userFio } from '../../users/userFio';
import type { ReportSpec } from '../kit/reportKit';
import { dayOf, moneyOf, type ReportQuery, unixOf } from '../kit/reportQuery';
import { bankOrdersOf, EVACUATION_NEEDED } from './tAvarcomOrdersSql';

// «Аварийные комиссары банка»: the bank partner's emergency-commissioner orders created in the period, by number as
// the seed sorts order lists, with the client, the place, the bank, whether a tow was needed, who went out (the
// order's live executors, in the order they were assigned), its cost and whether it was paid. The user filter keeps
// the orders that person works.

const u = alias(users, 'u');

/** The user filter: the orders the person is a live executor of. */
const workedBy = (q: ReportQuery): SQL =>
  q.userId
    ? sql`exists (select 1 from order_executors w
        where w.order_id = o.id and w.user_id = ${q.userId} and w.deleted_date is null)`
    : sql`true`;

export const tAvarcomReport: ReportSpec = {
  path: '/v1/reports/orders/t_avarcom',
  operation: 'reports.t.avarcom',
  summary: 'Аварийные комиссары банка',
  fields: {
    orderId: 'number',
    orderNumber: 'text',
    orderDate: 'datetime',
    plannedDate: 'datetime',
    clientFio: 'text',
    clientPhone: 'text',
    address: 'text',
    bankName: 'text',
    officeName: 'text',
    evacuationNeeded: 'boolean',
    statusName: 'text',
    executors: 'text',
    cost: 'money',
    isPaid: 'boolean',
  },
  key: 'orderId',
  defaultSort: { field: 'orderNumber', order: 'ASC' },
  rows: (q) => sql`
    select o.id as "orderId", o.number as "orderNumber", ${unixOf(sql`o.created_at`)} as "orderDate",
           ${unixOf(sql`o.planned_date`)} as "plannedDate",
           nullif(trim(concat_ws(' ', c.last_name, c.first_name, c.middle_name)), '') as "clientFio",
           c.phone_number as "clientPhone", o.address as "address",
           nullif(trim(o.specific_values->>'bankName'), '') as "bankName", of.name as "officeName",
           ${EVACUATION_NEEDED} as "evacuationNeeded", st.name as "statusName", ex.names as "executors",
           o.cost::float8 as "cost", o.is_paid as "isPaid"
    from orders o
    join clients c on c.id = o.client_id
    left join offices of on of.id = o.office_id
    left join ref_values st on st.id = o.status_ref_value_id
    left join lateral (
      select string_agg(${userFio(u)}, ', ' order by e.created_at, e.id) as names
      from order_executors e join users u on u.id = e.user_id
      where e.order_id = o.id and e.deleted_date is null
    ) ex on true
    where ${bankOrdersOf(q)} and ${workedBy(q)}`,
  totals: {
    cost: moneyOf(sql`sum(r."cost")`),
    isPaid: sql`count(*) filter (where r."isPaid")::int`,
    evacuationNeeded: sql`count(*) filter (where r."evacuationNeeded")::int`,
  },
  // Orders per day of the period, and how many of them needed a tow.
  series: (q) => sql`
    select ${dayOf(sql`o.created_at`, q)} as day, count(*)::int as "ordersCount",
           count(*) filter (where ${EVACUATION_NEEDED})::int as "evacuations"
    from orders o
    where ${bankOrdersOf(q)} and ${workedBy(q)}
    group by 1 order by 1`,
};
