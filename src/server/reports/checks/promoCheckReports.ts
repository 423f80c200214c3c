import { type SQL, sql } from 'drizzle-orm';
import type { ReportSpec } from '../kit/reportKit';
import { dayOf, fioOf, inPeriod, matches, moneyOf, ofPartner, type ReportQuery, unixOf } from '../kit/reportQuery';
import { dayStartOf, everyDay, onDay } from './checkDays';

// «Статистика промоакций»: the uses of promos on invoices (promo_uses, written when a client's promo is put on an
// invoice) by day, and the uses of one day. A use later taken off the invoice (released) is no use. The discount is
// the one the use keeps in step with the invoice's money. A use belongs to the invoice's partner.

const USAGE_DATE = sql`pu.used_at`;

/** The live uses with their invoice and order, within the caller's partner and the request's filters. */
const usesOf = (q: ReportQuery, when: (column: SQL, q: ReportQuery) => SQL) => sql`
  from promo_uses pu
  join promos pr on pr.id = pu.promo_id
  left join order_invoices i on i.id = pu.invoice_id
  left join orders o on o.id = i.order_id
  left join clients c on c.id = o.client_id
  left join partners p on p.id = i.partner_id
  left join users u on u.id = pu.user_id
  where pu.released_at is null and ${when(USAGE_DATE, q)} and ${ofPartner(sql`i.partner_id`, q)}
    and ${matches(sql`o.service_id`, q.serviceId)} and ${matches(sql`o.office_id`, q.officeId)}`;

/** POST /v1/reports/promo/check/date_range: one row per day with uses. */
export const promoCheckDaysReport: ReportSpec = {
  path: '/v1/reports/promo/check/date_range',
  operation: 'reports.promo.statistics',
  summary: 'Статистика промоакций по дням',
  fields: {
    day: 'day',
    dayStart: 'date',
    usesCount: 'number',
    discountSum: 'money',
    invoiceSum: 'money',
  },
  key: 'day',
  defaultSort: { field: 'day', order: 'DESC' },
  rows: (q) => sql`
    select ${dayOf(USAGE_DATE, q)} as "day", ${dayStartOf(USAGE_DATE, q)} as "dayStart",
           count(*)::int as "usesCount",
           ${moneyOf(sql`sum(pu.discount)`)} as "discountSum",
           ${moneyOf(sql`sum(i.invoice_amount)`)} as "invoiceSum"
    ${usesOf(q, inPeriod)}
    group by 1, 2`,
  totals: {
    usesCount: sql`sum(r."usesCount")`,
    discountSum: moneyOf(sql`sum(r."discountSum")`),
    invoiceSum: moneyOf(sql`sum(r."invoiceSum")`),
  },
  series: (q) => everyDay(q, promoCheckDaysReport.rows(q), ['usesCount', 'discountSum']),
};

/** POST /v1/reports/promo/check/date: the uses of one day, the newest first (the seed's order). */
export const promoCheckDateReport: ReportSpec = {
  path: '/v1/reports/promo/check/date',
  operation: 'reports.promo.statistics',
  summary: 'Использования промоакций за день',
  fields: {
    id: 'number',
    usageDate: 'datetime',
    promoName: 'text',
    clientFio: 'text',
    orderNumber: 'text',
    invoiceNumber: 'text',
    invoiceAmount: 'money',
    promoDiscount: 'money',
    partnerName: 'text',
    userFio: 'text',
  },
  key: 'id',
  defaultSort: { field: 'usageDate', order: 'DESC' },
  needsDate: true,
  rows: (q) => sql`
    select pu.id, ${unixOf(USAGE_DATE)} as "usageDate", pr.name as "promoName", ${fioOf('c')} as "clientFio",
           o.number as "orderNumber", i.number as "invoiceNumber",
           ${moneyOf(sql`i.invoice_amount`)} as "invoiceAmount", ${moneyOf(sql`pu.discount`)} as "promoDiscount",
           p.name as "partnerName", ${fioOf('u')} as "userFio"
    ${usesOf(q, onDay)}`,
  totals: {
    invoiceAmount: moneyOf(sql`sum(r."invoiceAmount")`),
    promoDiscount: moneyOf(sql`sum(r."promoDiscount")`),
  },
};
