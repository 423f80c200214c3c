import { sql } from 'drizzle-orm';
import { REF_VALUE_IDS } from '../../../shared/referenceIds';
import { COUNTED_PAYMENTS } from '../kit/orderMoney';
import type { ReportSpec } from '../kit/reportKit';
import { inPeriod, matches, moneyOf, ofPartner, unixOf } from '../kit/reportQuery';

// «Расчёты с партнёрами»: every invoice paid (or closed) whose last counted payment falls in the period, as the paid
// invoices report counts it, with what the platform keeps and what goes to the partner. The fee is the reconciliation
// acts' rule (reconciliationActRead.ts invoiceFee): the invoice's total times its own fee rate, rounded to kopecks;
// no rate, no fee. The payout is the total less the fee.

/** The platform's fee on the invoice `i`, numeric, as the acts compute it. */
const FEE = sql`round(i.total_amount * coalesce(i.fee_rate, 0) / 100, 2)`;

/** When the order was done: its last move into «Выполнена» in the order's history, null if it never got there. */
const IMPLEMENTED_AT = sql`(
  select max(h.created_at) from order_history h
  where h.order_id = o.id and h.action = 'status' and h.details ->> 'to' = ${String(REF_VALUE_IDS.orderStatusDone)})`;

const TOP_PARTNERS = 10;

export const settlementsReport: ReportSpec = {
  path: '/v1/reports/invoices',
  operation: 'reports.settlements',
  summary: 'Расчёты с партнёрами',
  fields: {
    invoiceId: 'number',
    invoiceNumber: 'text',
    orderNumber: 'text',
    partnerName: 'text',
    partnerLegalName: 'text',
    serviceName: 'text',
    invoiceAmount: 'money',
    invoiceDiscount: 'money',
    totalAmount: 'money',
    feeRate: 'number',
    feeAmount: 'money',
    payoutAmount: 'money',
    paymentDate: 'datetime',
    orderCreatedDate: 'datetime',
    orderImplementedDate: 'datetime',
    reconciliationActId: 'number',
  },
  key: 'invoiceId',
  defaultSort: { field: 'paymentDate', order: 'DESC' },
  rows: (q) => sql`
    with pay as (
      select pm.invoice_id, max(pm.paid_at) as paid_at
      from (${COUNTED_PAYMENTS}) pm
      group by pm.invoice_id
      having ${inPeriod(sql`max(pm.paid_at)`, q)}
    )
    select i.id as "invoiceId", i.number as "invoiceNumber", o.number as "orderNumber", p.name as "partnerName",
           pl.name as "partnerLegalName", s.name as "serviceName",
           ${moneyOf(sql`i.invoice_amount`)} as "invoiceAmount",
           ${moneyOf(sql`i.invoice_discount`)} as "invoiceDiscount",
           ${moneyOf(sql`i.total_amount`)} as "totalAmount",
           i.fee_rate::float8 as "feeRate",
           ${moneyOf(FEE)} as "feeAmount",
           ${moneyOf(sql`i.total_amount - ${FEE}`)} as "payoutAmount",
           ${unixOf(sql`pay.paid_at`)} as "paymentDate", ${unixOf(sql`o.created_at`)} as "orderCreatedDate",
           ${unixOf(IMPLEMENTED_AT)} as "orderImplementedDate",
           ai.act_id as "reconciliationActId"
    from pay
    join order_invoices i on i.id = pay.invoice_id
    join orders o on o.id = i.order_id
    join services s on s.id = o.service_id
    left join partners p on p.id = i.partner_id
    left join partner_legals pl on pl.id = i.partner_legal_id
    left join reconciliation_act_invoices ai on ai.invoice_id = i.id
    where i.state in ('paid', 'closed') and ${ofPartner(sql`i.partner_id`, q)}
      and ${matches(sql`o.service_id`, q.serviceId)}`,
  totals: {
    invoiceAmount: moneyOf(sql`sum(r."invoiceAmount")`),
    invoiceDiscount: moneyOf(sql`sum(r."invoiceDiscount")`),
    totalAmount: moneyOf(sql`sum(r."totalAmount")`),
    feeAmount: moneyOf(sql`sum(r."feeAmount")`),
    payoutAmount: moneyOf(sql`sum(r."payoutAmount")`),
  },
  // The partners the platform pays the most in the period, for the chart: payout and fee per partner.
  series: (q) => sql`
    select coalesce(r."partnerName", 'Без партнёра') as "partnerName",
           ${moneyOf(sql`sum(r."payoutAmount")`)} as "payoutAmount", ${moneyOf(sql`sum(r."feeAmount")`)} as "feeAmount"
    from (${settlementsReport.rows(q)}) r
    group by 1 order by 2 desc, 1 limit ${TOP_PARTNERS}`,
};
