import { sql } from 'drizzle-orm';
import type { ReportSpec } from '../kit/reportKit';
import { byDay, daySeries, figuresByDay } from './operatorStatisticsReport';

// «Статистика операторов», the caller's own: the orders the caller created, per day. Whoever the body names, the
// figures are the token's user's.

export const operatorStatisticsPersonalReport: ReportSpec = {
  path: '/v1/reports/clients/operator/statistics/personal',
  operation: 'reports.operator.statistics',
  summary: 'Моя статистика оператора',
  ...byDay,
  rows: (q) => figuresByDay(q, sql`o.user_id = ${q.callerId ?? 0}`),
  series: (q) => daySeries(figuresByDay(q, sql`o.user_id = ${q.callerId ?? 0}`)),
};
