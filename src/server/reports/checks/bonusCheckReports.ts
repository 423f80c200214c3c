import { sql } from 'drizzle-orm';
import type { ReportSpec } from '../kit/reportKit';
import { dayOf, fioOf, inPeriod, ofPartner, type ReportQuery, unixOf } from '../kit/reportQuery';
import { dayStartOf, everyDay, onDay } from './checkDays';

// «Статистика бонусов»: the client bonus ledger (bonus_operations) by day — what was accrued and what was spent —
// and the operations of one day. An operation belongs to the partner whose invoice caused it; a manual one has no
// partner and is the platform's, so a partner's staff never see it.

const OPERATION_DATE = sql`bo.created_at`;

const ofCaller = (q: ReportQuery) => ofPartner(sql`bo.partner_id`, q);

/** POST /v1/reports/bonus/check/date_range: one row per day with operations. */
export const bonusCheckDaysReport: ReportSpec = {
  path: '/v1/reports/bonus/check/date_range',
  operation: 'reports.bonus.statistics',
  summary: 'Статистика бонусов по дням',
  fields: {
    day: 'day',
    dayStart: 'date',
    accrued: 'number',
    spent: 'number',
    operationsCount: 'number',
    clientsCount: 'number',
  },
  key: 'day',
  defaultSort: { field: 'day', order: 'DESC' },
  rows: (q) => sql`
    select ${dayOf(OPERATION_DATE, q)} as "day", ${dayStartOf(OPERATION_DATE, q)} as "dayStart",
           coalesce(sum(bo.bonus) filter (where bo.bonus > 0), 0)::int as "accrued",
           coalesce(-sum(bo.bonus) filter (where bo.bonus < 0), 0)::int as "spent",
           count(*)::int as "operationsCount",
           count(distinct bo.client_id)::int as "clientsCount"
    from bonus_operations bo
    where ${inPeriod(OPERATION_DATE, q)} and ${ofCaller(q)}
    group by 1, 2`,
  totals: {
    accrued: sql`sum(r."accrued")`,
    spent: sql`sum(r."spent")`,
    operationsCount: sql`sum(r."operationsCount")`,
  },
  series: (q) => everyDay(q, bonusCheckDaysReport.rows(q), ['accrued', 'spent']),
};

/** POST /v1/reports/bonus/check/date: the operations of one day, the newest first (the seed's order). */
export const bonusCheckDateReport: ReportSpec = {
  path: '/v1/reports/bonus/check/date',
  operation: 'reports.bonus.statistics',
  summary: 'Бонусные операции за день',
  fields: {
    id: 'number',
    operationDate: 'datetime',
    clientFio: 'text',
    phone: 'text',
    bonus: 'number',
    operationTypeName: 'text',
    orderNumber: 'text',
    invoiceNumber: 'text',
    serviceName: 'text',
    partnerName: 'text',
    partnerLegalName: 'text',
    comment: 'text',
  },
  key: 'id',
  defaultSort: { field: 'operationDate', order: 'DESC' },
  needsDate: true,
  rows: (q) => sql`
    select bo.id, ${unixOf(OPERATION_DATE)} as "operationDate", ${fioOf('c')} as "clientFio",
           c.phone_number as "phone", bo.bonus, rv.name as "operationTypeName", bo.order_number as "orderNumber",
           bo.invoice_number as "invoiceNumber", bo.service_name as "serviceName", p.name as "partnerName",
           bo.partner_legal_name as "partnerLegalName", bo.comment
    from bonus_operations bo
    join clients c on c.id = bo.client_id
    left join ref_values rv on rv.id = bo.operation_type_ref_value_id
    left join partners p on p.id = bo.partner_id
    where ${onDay(OPERATION_DATE, q)} and ${ofCaller(q)}`,
  totals: { bonus: sql`sum(r."bonus")` },
};
