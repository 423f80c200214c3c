import { sql } from 'drizzle-orm';
import { userFio } from '../../users/userFio';
import { FIGURE_COLUMNS, FIGURE_FIELDS, FIGURE_TOTALS, FIGURES } from '../kit/orderMoney';
import type { ReportSpec } from '../kit/reportKit';
import { matches } from '../kit/reportQuery';
import { operatorOrders } from './operatorStatisticsReport';

// «Статистика операторов» by operator: the same figures per user who created the orders, by name (the seed sorts
// users by fullName).

export const operatorStatisticsByUserReport: ReportSpec = {
  path: '/v1/reports/clients/operator/statistics/group_by_user',
  operation: 'reports.operator.statistics',
  summary: 'Статистика операторов по пользователям',
  fields: { userId: 'number', userFio: 'text', ...FIGURE_FIELDS },
  key: 'userId',
  defaultSort: { field: 'userFio', order: 'ASC' },
  rows: (q) => sql`
    select users.id as "userId", ${userFio()} as "userFio", ${FIGURE_COLUMNS}
    from (
      select f.user_id, ${FIGURES}
      from (${operatorOrders(q, matches(sql`o.user_id`, q.userId))}) f
      group by f.user_id
    ) fig
    join users on users.id = fig.user_id`,
  totals: FIGURE_TOTALS,
  // Orders (all and paid) and paid money per operator, for the chart, in the table's order.
  series: (q) => sql`
    select r."userFio", r."totalOrders", r."paidOrdersCount", r."paidOrdersSum"
    from (${operatorStatisticsByUserReport.rows(q)}) r order by r."userFio", r."userId"`,
};
