import { type SQL, sql } from 'drizzle-orm';
import { FIGURE_FIELDS, FIGURE_TOTALS, FIGURES, orderFigures } from '../kit/orderMoney';
import type { ReportSpec } from '../kit/reportKit';
import { inPeriod, ofPartner, type ReportQuery, unixOf } from '../kit/reportQuery';

// «Статистика мобильного приложения»: per day of the period (empty days included, so the table and the chart show
// the whole period), the clients who registered in the app and the orders made from it (orders.channel 'mobile'),
// counted as the clients report counts orders: each paid, promo or unpaid, the paid money and the average cost.

/** The orders made from the mobile app in the period, the caller's partner's, with how each ended up. */
export const mobileOrders = (q: ReportQuery) => orderFigures(q, sql`o.channel = 'mobile'`);

function mobileByDay(q: ReportQuery): SQL {
  const zone = q.timezone;
  const dayOfRow = (column: SQL) => sql`date_trunc('day', ${column} at time zone ${zone})`;
  return sql`
    with days as (
      select d from generate_series(
        ${dayOfRow(sql`${q.from.toISOString()}::timestamptz`)},
        (${q.to.toISOString()}::timestamptz at time zone ${zone}) - interval '1 microsecond',
        interval '1 day') d
    ),
    registered as (
      select ${dayOfRow(sql`c.created_at`)} as d, count(*)::int as n
      from clients c
      where c.registration_channel = 'mobile' and ${inPeriod(sql`c.created_at`, q)}
        and ${ofPartner(sql`c.partner_id`, q)}
      group by 1
    )
    select to_char(days.d, 'YYYY-MM-DD') as day, ${unixOf(sql`days.d at time zone ${zone}`)} as "dayStart",
           coalesce(max(registered.n), 0)::int as "registrations", ${FIGURES}
    from days
    left join registered on registered.d = days.d
    left join (${mobileOrders(q)}) f on ${dayOfRow(sql`f.created_at`)} = days.d
    group by days.d`;
}

export const mobileStatisticsReport: ReportSpec = {
  path: '/v1/reports/clients/mobile/statistics',
  operation: 'reports.mobile.statistics',
  summary: 'Статистика мобильного приложения',
  fields: { day: 'day', dayStart: 'datetime', registrations: 'number', ...FIGURE_FIELDS },
  key: 'day',
  defaultSort: { field: 'day', order: 'ASC' },
  rows: mobileByDay,
  totals: { registrations: sql`sum(r."registrations")::int`, ...FIGURE_TOTALS },
  // Per day: the app's registrations, its orders and the paid ones among them.
  series: (q) => sql`
    select r.day, r."registrations", r."totalOrders", r."paidOrdersCount"
    from (${mobileByDay(q)}) r order by r.day`,
};
