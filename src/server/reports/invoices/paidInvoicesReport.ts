import { sql } from 'drizzle-orm';
import { PAYMENT_METHOD_NAMES, PAYMENT_METHODS } from '../../../shared/schemas/invoice';
import { COUNTED_PAYMENTS } from '../kit/orderMoney';
import type { ReportSpec } from '../kit/reportKit';
import { dayOf, inPeriod, matches, moneyOf, ofPartner, unixOf } from '../kit/reportQuery';

// «Оплаченные счета»: every invoice paid (or closed) whose last counted payment falls in the period, with what it
// cost, what came off it and how it was paid. Which payments count, and when: kit/orderMoney.ts.

const methodName = sql.raw(
  `case pm.method ${PAYMENT_METHODS.map((m) => `when '${m}' then '${PAYMENT_METHOD_NAMES[m]}'`).join(' ')} end`,
);

export const paidInvoicesReport: ReportSpec = {
  path: '/v1/reports/paid/invoices',
  operation: 'reports.paid.invoice',
  summary: 'Оплаченные счета',
  fields: {
    invoiceId: 'number',
    invoiceNumber: 'text',
    orderNumber: 'text',
    serviceName: 'text',
    partnerName: 'text',
    officeName: 'text',
    invoiceAmount: 'money',
    invoiceDiscount: 'money',
    promoDiscount: 'money',
    totalAmount: 'money',
    paidAmount: 'money',
    bonusSpent: 'number',
    paymentMethods: 'text',
    paymentDate: 'datetime',
    orderCreatedDate: 'datetime',
  },
  key: 'invoiceId',
  defaultSort: { field: 'paymentDate', order: 'DESC' },
  rows: (q) => sql`
    with pay as (
      select pm.invoice_id, sum(pm.amount) as paid, sum(pm.bonus_spent)::int as bonus, max(pm.paid_at) as paid_at,
             string_agg(distinct ${methodName}, ', ') as methods
      from (${COUNTED_PAYMENTS}) pm
      group by pm.invoice_id
      having ${inPeriod(sql`max(pm.paid_at)`, q)}
    )
    select i.id as "invoiceId", i.number as "invoiceNumber", o.number as "orderNumber", s.name as "serviceName",
           p.name as "partnerName", of.name as "officeName",
           ${moneyOf(sql`i.invoice_amount`)} as "invoiceAmount",
           ${moneyOf(sql`i.invoice_discount`)} as "invoiceDiscount",
           ${moneyOf(sql`i.promo_discount`)} as "promoDiscount",
           ${moneyOf(sql`i.total_amount`)} as "totalAmount",
           ${moneyOf(sql`pay.paid`)} as "paidAmount",
           pay.bonus as "bonusSpent", pay.methods as "paymentMethods",
           ${unixOf(sql`pay.paid_at`)} as "paymentDate", ${unixOf(sql`o.created_at`)} as "orderCreatedDate"
    from pay
    join order_invoices i on i.id = pay.invoice_id
    join orders o on o.id = i.order_id
    join services s on s.id = o.service_id
    left join partners p on p.id = i.partner_id
    left join offices of on of.id = o.office_id
    where i.state in ('paid', 'closed') and ${ofPartner(sql`i.partner_id`, q)}
      and ${matches(sql`o.service_id`, q.serviceId)} and ${matches(sql`o.office_id`, q.officeId)}`,
  totals: {
    invoiceAmount: sql`sum(r."invoiceAmount")`,
    invoiceDiscount: sql`sum(r."invoiceDiscount")`,
    promoDiscount: sql`sum(r."promoDiscount")`,
    totalAmount: sql`sum(r."totalAmount")`,
    paidAmount: sql`sum(r."paidAmount")`,
    bonusSpent: sql`sum(r."bonusSpent")`,
  },
  // Payments by method per day, for the chart: the money of the same invoices, on the day each payment counted.
  series: (q) => sql`
    select ${dayOf(sql`pm.paid_at`, q)} as day,
           ${sql.join(
             PAYMENT_METHODS.map(
               (m) => sql`${moneyOf(sql`sum(pm.amount) filter (where pm.method = ${m})`)} as ${sql.identifier(m)}`,
             ),
             sql`, `,
           )}
    from (${COUNTED_PAYMENTS}) pm
    join order_invoices i on i.id = pm.invoice_id
    join orders o on o.id = i.order_id
    where ${inPeriod(sql`pm.paid_at`, q)} and i.state in ('paid', 'closed') and ${ofPartner(sql`i.partner_id`, q)}
      and ${matches(sql`o.service_id`, q.serviceId)} and ${matches(sql`o.office_id`, q.officeId)}
    group by 1 order by 1`,
};
