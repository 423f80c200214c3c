import { type SQL, sql } from 'drizzle-orm';
import type { ReportSpec } from '../kit/reportKit';
import { dayOf, inPeriod, matches, moneyOf, ofPartner, type ReportQuery, unixOf } from '../kit/reportQuery';
import { dayStartOf, everyDay, onDay } from './checkDays';

// «Чеки Т-Банка»: the receipts of the clients' card payments through the bank's terminals (invoice payments by
// 'terminal') by day, and the receipts of one day. A payment counts as the invoices' own rules say (COUNTED_PAYMENTS
// in kit/orderMoney.ts): a terminal payment needs no affirmation, so it counts unless retracted; a
// retracted one is a refund and is counted apart, on the day of its payment, so a day's row and its receipts agree.

const PAID_AT = sql`pm.created_at`;

const receiptsOf = (q: ReportQuery, when: (column: SQL, q: ReportQuery) => SQL) => sql`
  from order_invoice_payments pm
  join order_invoices i on i.id = pm.invoice_id
  join orders o on o.id = i.order_id
  left join partners p on p.id = i.partner_id
  left join offices of on of.id = o.office_id
  where pm.method = 'terminal' and pm.operation = 'income' and ${when(PAID_AT, q)}
    and ${ofPartner(sql`i.partner_id`, q)}
    and ${matches(sql`o.service_id`, q.serviceId)} and ${matches(sql`o.office_id`, q.officeId)}`;

const COUNTED = sql`pm.retracted_at is null`;
const REFUNDED = sql`pm.retracted_at is not null`;

/** POST /v1/reports/t_bank/check/date_range: one row per day with receipts. */
export const tbankCheckDaysReport: ReportSpec = {
  path: '/v1/reports/t_bank/check/date_range',
  operation: 'reports.tbank.check',
  summary: 'Чеки Т-Банка по дням',
  fields: {
    day: 'day',
    dayStart: 'date',
    paymentsCount: 'number',
    paymentsSum: 'money',
    refundsCount: 'number',
    refundsSum: 'money',
  },
  key: 'day',
  defaultSort: { field: 'day', order: 'DESC' },
  rows: (q) => sql`
    select ${dayOf(PAID_AT, q)} as "day", ${dayStartOf(PAID_AT, q)} as "dayStart",
           (count(*) filter (where ${COUNTED}))::int as "paymentsCount",
           ${moneyOf(sql`sum(pm.amount) filter (where ${COUNTED})`)} as "paymentsSum",
           (count(*) filter (where ${REFUNDED}))::int as "refundsCount",
           ${moneyOf(sql`sum(pm.amount) filter (where ${REFUNDED})`)} as "refundsSum"
    ${receiptsOf(q, inPeriod)}
    group by 1, 2`,
  totals: {
    paymentsCount: sql`sum(r."paymentsCount")`,
    paymentsSum: moneyOf(sql`sum(r."paymentsSum")`),
    refundsCount: sql`sum(r."refundsCount")`,
    refundsSum: moneyOf(sql`sum(r."refundsSum")`),
  },
  series: (q) => everyDay(q, tbankCheckDaysReport.rows(q), ['paymentsSum', 'refundsSum']),
};

/** POST /v1/reports/t_bank/check/date: the receipts of one day, the newest first (the seed's order). */
export const tbankCheckDateReport: ReportSpec = {
  path: '/v1/reports/t_bank/check/date',
  operation: 'reports.tbank.check',
  summary: 'Чеки Т-Банка за день',
  fields: {
    paymentId: 'number',
    date: 'datetime',
    invoiceNumber: 'text',
    orderNumber: 'text',
    amount: 'money',
    partnerName: 'text',
    officeName: 'text',
    retracted: 'boolean',
    retractedDate: 'datetime',
  },
  key: 'paymentId',
  defaultSort: { field: 'date', order: 'DESC' },
  needsDate: true,
  rows: (q) => sql`
    select pm.id as "paymentId", ${unixOf(PAID_AT)} as "date", i.number as "invoiceNumber", o.number as "orderNumber",
           ${moneyOf(sql`pm.amount`)} as "amount", p.name as "partnerName", of.name as "officeName",
           ${REFUNDED} as "retracted", ${unixOf(sql`pm.retracted_at`)} as "retractedDate"
    ${receiptsOf(q, onDay)}`,
  // The money the day kept: a refunded receipt's amount went back to the client (the day row's paymentsSum).
  totals: { amount: moneyOf(sql`sum(r."amount") filter (where not r."retracted")`) },
};
