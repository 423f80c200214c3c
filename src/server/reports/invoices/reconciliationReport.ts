import { sql } from 'drizzle-orm';
import { ACT_STATE_NAMES } from '../../../../machines/reconciliation/reconciliationActMachine';
import { ACT_STATES } from '../../../shared/lifecycleStates';
import { COUNTED_PAYMENTS } from '../kit/orderMoney';
import type { ReportSpec } from '../kit/reportKit';
import { inPeriod, matches, moneyOf, ofPartner, unixOf } from '../kit/reportQuery';

// «Отчёт по сверке»: the orders created in the period that have invoices, with what was billed, what is paid (the
// payments that count, as the paid invoices report counts them) and what is still owed, and the reconciliation acts
// that hold their invoices. A revoked or deactivated invoice asks nothing of anyone, so it is left out.

const actStateName = sql.raw(
  `case a.state ${ACT_STATES.map((s) => `when '${s}' then '${ACT_STATE_NAMES[s]}'`).join(' ')} end`,
);

export const reconciliationReport: ReportSpec = {
  path: '/v1/reports/orders/with_invoices',
  operation: 'reports.reconciliation',
  summary: 'Отчёт по сверке',
  fields: {
    orderId: 'number',
    orderNumber: 'text',
    orderDate: 'datetime',
    serviceName: 'text',
    partnerName: 'text',
    invoiceCount: 'number',
    invoiceAmount: 'money',
    paidSum: 'money',
    unpaidSum: 'money',
    reconciliationActId: 'number',
    reconciliationActIds: 'text',
    actState: 'text',
  },
  key: 'orderId',
  defaultSort: { field: 'orderNumber', order: 'ASC' },
  rows: (q) => sql`
    with inv as (
      select i.order_id, count(*)::int as n, sum(i.total_amount) as total, sum(coalesce(pay.paid, 0)) as paid,
             sum(greatest(i.total_amount - coalesce(pay.paid, 0), 0)) as unpaid
      from order_invoices i
      join orders o on o.id = i.order_id
      left join lateral (select sum(pm.amount) as paid from (${COUNTED_PAYMENTS}) pm where pm.invoice_id = i.id) pay
        on true
      where i.state not in ('revoked', 'inactive') and ${inPeriod(sql`o.created_at`, q)}
        and ${ofPartner(sql`o.partner_id`, q)} and ${matches(sql`o.service_id`, q.serviceId)}
      group by i.order_id
    )
    select o.id as "orderId", o.number as "orderNumber", ${unixOf(sql`o.created_at`)} as "orderDate",
           s.name as "serviceName", p.name as "partnerName", inv.n as "invoiceCount",
           ${moneyOf(sql`inv.total`)} as "invoiceAmount", ${moneyOf(sql`inv.paid`)} as "paidSum",
           ${moneyOf(sql`inv.unpaid`)} as "unpaidSum",
           acts.last_id as "reconciliationActId", acts.ids as "reconciliationActIds", acts.last_state as "actState"
    from inv
    join orders o on o.id = inv.order_id
    join services s on s.id = o.service_id
    left join partners p on p.id = o.partner_id
    left join lateral (
      select string_agg(x.id::text, ', ' order by x.id) as ids,
             (array_agg(x.id order by x.created_at desc, x.id desc))[1] as last_id,
             (array_agg(x.state_name order by x.created_at desc, x.id desc))[1] as last_state
      from (
        select distinct a.id, a.created_at, ${actStateName} as state_name
        from order_invoices i
        join reconciliation_act_invoices ai on ai.invoice_id = i.id
        join reconciliation_acts a on a.id = ai.act_id
        where i.order_id = o.id
      ) x
    ) acts on true`,
  totals: {
    invoiceCount: sql`sum(r."invoiceCount")::int`,
    invoiceAmount: moneyOf(sql`sum(r."invoiceAmount")`),
    paidSum: moneyOf(sql`sum(r."paidSum")`),
    unpaidSum: moneyOf(sql`sum(r."unpaidSum")`),
  },
};
