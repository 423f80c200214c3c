import { sql } from 'drizzle-orm';
import { FIGURE_COLUMNS, FIGURE_FIELDS, FIGURE_TOTALS, FIGURES } from '../kit/orderMoney';
import type { ReportSpec } from '../kit/reportKit';
import type { ReportQuery } from '../kit/reportQuery';
import { mobileOrders } from './mobileStatisticsReport';

// «Статистика мобильного приложения v2»: the mobile app's orders of the period per service. Each order counts in
// exactly one of paid, promo and unpaid (the clients report's rule: an order whose invoice carried a promo is a promo
// order even if the rest was paid), so unpaidOrders = totalOrders − paidOrdersCount − promoOrdersCount always holds.

const byService = (q: ReportQuery) => sql`
  select s.id as "serviceId", s.name as "serviceName", ${FIGURE_COLUMNS}
  from (
    select o.service_id, ${FIGURES}
    from (${mobileOrders(q)}) f
    join orders o on o.id = f.id
    group by o.service_id
  ) fig
  join services s on s.id = fig.service_id`;

export const mobileStatisticsExtendedReport: ReportSpec = {
  path: '/v1/reports/clients/mobile/statistics/extended',
  operation: 'reports.mobile.v2',
  summary: 'Статистика мобильного приложения v2',
  fields: { serviceId: 'number', serviceName: 'text', ...FIGURE_FIELDS },
  key: 'serviceId',
  defaultSort: { field: 'serviceName', order: 'ASC' },
  rows: byService,
  totals: FIGURE_TOTALS,
  // Per service, how its orders ended up (stacked bars).
  series: (q) => sql`
    select r."serviceName", r."paidOrdersCount", r."promoOrdersCount", r."unpaidOrders"
    from (${byService(q)}) r order by r."serviceName"`,
};
