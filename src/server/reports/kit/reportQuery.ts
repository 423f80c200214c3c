import { type Column, type SQL, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { ReportFilters, ReportRequest } from '../../../shared/schemas/reports/reportRequest';
import type { PartnerScope } from '../../auth/tenantScope';

// What a report's SQL is built from: the request with its period resolved and the caller's scope, and the fragments
// every report repeats (the period, the tenant and filter conditions, unix seconds and days in the user's zone).

export interface ReportQuery extends Omit<ReportRequest, 'dateFrom' | 'dateTo' | 'timezone'> {
  /** The period [from, to). */
  from: Date;
  to: Date;
  timezone: string;
  /** The caller's partner (null for platform staff): every report keeps only this partner's rows. */
  scope: PartnerScope;
  /** Who asks (the token's user): the reports of the caller's own figures read it. */
  callerId: number | null;
}

/** The request's period, or the current month in the user's zone when it names none. */
export function resolvePeriod(filters: ReportFilters, now = DateTime.now()): { from: Date; to: Date } {
  const month = now.setZone(filters.timezone).startOf('month');
  const from = filters.dateFrom ?? Math.floor(month.toSeconds());
  const to = filters.dateTo ?? Math.floor(month.plus({ months: 1 }).toSeconds());
  return { from: new Date(from * 1000), to: new Date(to * 1000) };
}

/** The column's value within the period. */
export const inPeriod = (column: Column | SQL, q: ReportQuery): SQL =>
  sql`${column} >= ${q.from.toISOString()}::timestamptz and ${column} < ${q.to.toISOString()}::timestamptz`;

/** The one tenant condition of the reports: the caller's partner (none for platform staff), then the partner filter. */
export function ofPartner(column: Column | SQL, q: ReportQuery): SQL {
  const scope = q.scope === null ? sql`true` : sql`${column} = ${q.scope}`;
  return q.partnerId ? sql`${scope} and ${column} = ${q.partnerId}` : scope;
}

/** `column = value` when the filter is set, else no condition. */
export const matches = (column: Column | SQL, value: number | null | undefined): SQL =>
  value ? sql`${column} = ${value}` : sql`true`;

/** A timestamp as unix seconds (a number, as the API speaks). */
export const unixOf = (column: Column | SQL): SQL => sql`floor(extract(epoch from ${column}))::float8`;

/** The calendar day of a timestamp in the user's zone, 'yyyy-MM-dd' (text, so both drivers answer the same). */
export const dayOf = (column: Column | SQL, q: ReportQuery): SQL =>
  sql`to_char(${column} at time zone ${q.timezone}, 'YYYY-MM-DD')`;

/** Money as a number rounded to kopecks (numeric columns come back as text otherwise). */
export const moneyOf = (value: SQL | Column): SQL => sql`round(coalesce(${value}, 0)::numeric, 2)::float8`;

/** Paid sum ÷ paid count to 2 decimals; null when nothing was paid. */
export const averageOf = (sum: SQL, count: SQL): SQL =>
  sql`case when ${count} > 0 then round((${sum})::numeric / (${count}), 2)::float8 end`;

/** The start of the day that holds `date` (unix seconds) in the user's zone, and the start of the next one. */
export function dayBounds(date: number, timezone: string): { from: Date; to: Date } {
  const day = DateTime.fromSeconds(date, { zone: timezone }).startOf('day');
  return { from: day.toJSDate(), to: day.plus({ days: 1 }).toJSDate() };
}

/** A person's 'Фамилия Имя Отчество' from the columns of a clients or users row aliased `alias`. */
export const fioOf = (alias: string): SQL =>
  sql.raw(`nullif(trim(concat_ws(' ', ${alias}.last_name, ${alias}.first_name, ${alias}.middle_name)), '')`);
