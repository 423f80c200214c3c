import { count, gt } from 'drizzle-orm';
import { formatDateTime } from '../../../shared/format';
import { orders } from '../../orders/ordersSchema';
import type { CronJob } from '../cronJobs';

/**
 * There is no Carmen connection here: the job counts the orders changed since its last successful run, the ones an
 * export would carry, and says plainly that nothing was sent.
 */
export const carmenExportJob: CronJob = async ({ db, lastSuccessAt }) => {
  const since = lastSuccessAt ?? new Date(0);
  const [row] = await db.select({ n: count() }).from(orders).where(gt(orders.updatedAt, since));
  const period = lastSuccessAt
    ? `с последней успешной выгрузки (${formatDateTime(Math.floor(lastSuccessAt.getTime() / 1000))})`
    : 'за всё время (успешных выгрузок ещё не было)';
  return `Подключения к Carmen нет, заявки не отправлялись. Изменено заявок ${period}: ${row.n}`;
};
