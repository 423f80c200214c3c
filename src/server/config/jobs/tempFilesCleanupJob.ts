import { and, asc, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import { removeStored } from '../../files/fileStorage';
import { logOrderChange } from '../../orders/orderPartHistory';
import { orderFiles, orderUploads } from '../../orders/ordersSchema';
import type { CronJob } from '../cronJobs';

/**
 * Deletes what the settings' age makes expired: temporary files of orders (row, bytes and a line in the order's
 * history, as an operator's deletion writes), uploads that never finished (their partial bytes) and the bookkeeping
 * rows of finished uploads (their file stays: it belongs to the order). Each file goes in a transaction of its own,
 * so one that fails leaves the others done and the next run retries it.
 */
export const tempFilesCleanupJob: CronJob = async ({ db, now, settings }) => {
  const hours = settings.tempFilesMaxAgeHours;
  const cutoff = new Date(now.getTime() - hours * 3_600_000);

  const expiredFiles = await db
    .select({
      id: orderFiles.id,
      orderId: orderFiles.orderId,
      fileName: orderFiles.fileName,
      path: orderFiles.storagePath,
    })
    .from(orderFiles)
    .where(and(eq(orderFiles.kind, 'temporary'), lt(orderFiles.createdAt, cutoff)))
    .orderBy(asc(orderFiles.id));
  for (const file of expiredFiles) {
    await db.transaction(async (tx) => {
      await tx.delete(orderFiles).where(eq(orderFiles.id, file.id));
      await removeStored(tx, file.path);
      await logOrderChange(
        tx,
        file.orderId,
        null,
        'temporary_deleted',
        `Удалён временный файл «${file.fileName}»: старше ${hours} ч (очистка временных файлов)`,
        { fileId: file.id },
      );
    });
  }

  const abandoned = await db
    .select({ id: orderUploads.id, path: orderUploads.storagePath })
    .from(orderUploads)
    .where(and(isNull(orderUploads.fileId), lt(orderUploads.createdAt, cutoff)));
  for (const upload of abandoned) {
    await db.transaction(async (tx) => {
      await tx.delete(orderUploads).where(eq(orderUploads.id, upload.id));
      await removeStored(tx, upload.path);
    });
  }

  const finished = await db
    .delete(orderUploads)
    .where(and(isNotNull(orderUploads.fileId), lt(orderUploads.createdAt, cutoff)))
    .returning({ id: orderUploads.id });

  return `Удалено временных файлов заявок: ${expiredFiles.length}, незавершённых загрузок: ${abandoned.length}, записей о завершённых загрузках: ${finished.length} (старше ${hours} ч)`;
};
