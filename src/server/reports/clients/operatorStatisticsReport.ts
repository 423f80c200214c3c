import { type SQL, sql } from 'drizzle-orm';
import { FIGURE_FIELDS, FIGURE_TOTALS, FIGURES, orderFigures } from '../kit/orderMoney';
import type { ReportSpec } from '../kit/reportKit';
import { matches, type ReportQuery, unixOf } from '../kit/reportQuery';

// «Статистика операторов»: the orders staff created (orders.user_id set) in the period, counted as the clients report
// counts them (paid, promo, unpaid, the paid money and the average cost), one row per day of the period, empty days
// included so the table and the chart show the whole period.

/** The orders created by staff, narrowed by `who` (the user filter, or the caller). */
export const operatorOrders = (q: ReportQuery, who: SQL) => orderFigures(q, sql`o.user_id is not null and ${who}`);

/** One row per day of the period in the user's zone: day ('yyyy-MM-dd'), dayStart (unix seconds) and the figures. */
export function figuresByDay(q: ReportQuery, who: SQL): SQL {
  const zone = q.timezone;
  return sql`
    with days as (
      select d from generate_series(
        date_trunc('day', ${q.from.toISOString()}::timestamptz at time zone ${zone}),
        (${q.to.toISOString()}::timestamptz at time zone ${zone}) - interval '1 microsecond',
        interval '1 day') d
    )
    select to_char(days.d, 'YYYY-MM-DD') as day, ${unixOf(sql`days.d at time zone ${zone}`)} as "dayStart", ${FIGURES}
    from days
    left join (${operatorOrders(q, who)}) f on date_trunc('day', f.created_at at time zone ${zone}) = days.d
    group by days.d`;
}

/** The fields, totals and chart of the per-day reports (the statistics and the caller's own). */
export const byDay = {
  fields: { day: 'day', dayStart: 'datetime', ...FIGURE_FIELDS },
  key: 'day',
  defaultSort: { field: 'day', order: 'ASC' },
  totals: FIGURE_TOTALS,
} satisfies Partial<ReportSpec>;

/** The chart of a per-day report: how the day's orders ended up, stacked. */
export const daySeries = (rows: SQL) => sql`
  select r.day, r."paidOrdersCount", r."promoOrdersCount", r."unpaidOrders", r."paidOrdersSum"
  from (${rows}) r order by r.day`;

export const operatorStatisticsReport: ReportSpec = {
  path: '/v1/reports/clients/operator/statistics',
  operation: 'reports.operator.statistics',
  summary: 'Статистика операторов',
  ...byDay,
  rows: (q) => figuresByDay(q, matches(sql`o.user_id`, q.userId)),
  series: (q) => daySeries(figuresByDay(q, matches(sql`o.user_id`, q.userId))),
};
