import { type SQL, sql } from 'drizzle-orm';
import { dayBounds, type ReportQuery, unixOf } from '../kit/reportQuery';

// The day pairs of the receipt reports: `…/date_range` answers one row per day of the period that had any receipts,
// `…/date` the receipts of the one day the console opens. Days are the user's (the request's zone).

/** The start of the timestamp's day in the user's zone, as unix seconds: the day row's `dayStart`. */
export const dayStartOf = (column: SQL, q: ReportQuery): SQL =>
  unixOf(sql`(date_trunc('day', ${column} at time zone ${q.timezone}) at time zone ${q.timezone})`);

/** The timestamp falls on the request's day (`date`, any moment of it) in the user's zone. */
export function onDay(column: SQL, q: ReportQuery): SQL {
  // needsDate makes the kit refuse a request without one before the SQL is built.
  const { from, to } = dayBounds(q.date ?? 0, q.timezone);
  return sql`${column} >= ${from.toISOString()}::timestamptz and ${column} < ${to.toISOString()}::timestamptz`;
}

/**
 * The chart's points: every day of the period, a day without receipts at zero, so the line does not jump over it.
 * `days` is the report's day rows (a `day` text column and the charted fields).
 */
export function everyDay(q: ReportQuery, days: SQL, fields: string[]): SQL {
  const values = fields.map((f) => sql`coalesce(r.${sql.identifier(f)}, 0) as ${sql.identifier(f)}`);
  return sql`
    select to_char(d.d, 'YYYY-MM-DD') as day, ${sql.join(values, sql`, `)}
    from generate_series(
      date_trunc('day', ${q.from.toISOString()}::timestamptz at time zone ${q.timezone}),
      (${q.to.toISOString()}::timestamptz - interval '1 microsecond') at time zone ${q.timezone},
      interval '1 day'
    ) d(d)
    left join (${days}) r on r.day = to_char(d.d, 'YYYY-MM-DD')
    order by 1`;
}
