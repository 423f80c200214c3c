import { type SQL, sql } from 'drizzle-orm';
import { FIGURE_FIELDS, FIGURE_TOTALS, FIGURES, orderFigures } from '../kit/orderMoney';
import type { ReportSpec } from '../kit/reportKit';
import { matches, moneyOf, type ReportQuery } from '../kit/reportQuery';
import { UTM_FIELDS, UTM_KEY, utmColumns } from './utmMarks';

// «UTM: заявки»: the orders created in the period grouped by the UTM marks of the link that brought them, counted as
// the clients report counts orders (each paid, promo or unpaid; the paid money and the average cost), the most
// orders first. The tenant is the order's partner.

const byMarks = (q: ReportQuery): SQL => sql`
  select g.*, ${UTM_KEY} as "utmKey"
  from (
    select ${utmColumns('o')}, ${FIGURES}
    from (${orderFigures(q, matches(sql`o.office_id`, q.officeId))}) f
    join orders o on o.id = f.id
    group by 1, 2, 3
  ) g`;

export const utmOrdersReport: ReportSpec = {
  path: '/v1/reports/orders/utm',
  operation: 'reports.utm.orders',
  summary: 'UTM: заявки',
  fields: { ...UTM_FIELDS, ...FIGURE_FIELDS },
  key: 'utmKey',
  defaultSort: { field: 'totalOrders', order: 'DESC' },
  rows: byMarks,
  totals: FIGURE_TOTALS,
  // Per source: its orders and the money they brought.
  series: (q) => sql`
    select r."utmSource", sum(r."totalOrders")::int as "totalOrders",
           sum(r."paidOrdersCount")::int as "paidOrdersCount", ${moneyOf(sql`sum(r."paidOrdersSum")`)} as "paidOrdersSum"
    from (${byMarks(q)}) r
    group by 1 order by 2 desc, 1`,
};
