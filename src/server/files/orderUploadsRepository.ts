import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/db';
import { orderUploads } from '../orders/ordersSchema';

// Chunked uploads in progress (table order_uploads): how much of the file arrived, so a dropped connection resumes
// from receivedSize; fileId once the last chunk made it an order file.

export type OrderUploadRow = typeof orderUploads.$inferSelect;

export async function createUpload(db: DbOrTx, values: typeof orderUploads.$inferInsert): Promise<OrderUploadRow> {
  const [row] = await db.insert(orderUploads).values(values).returning();
  return row;
}

/** The upload of this order, locked for the chunk being written when forUpdate. */
export async function getUpload(
  db: DbOrTx,
  id: string,
  orderId: number,
  { forUpdate = false } = {},
): Promise<OrderUploadRow | null> {
  const query = db
    .select()
    .from(orderUploads)
    .where(and(eq(orderUploads.id, id), eq(orderUploads.orderId, orderId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function setReceivedSize(db: DbOrTx, id: string, receivedSize: number) {
  await db.update(orderUploads).set({ receivedSize }).where(eq(orderUploads.id, id));
}

export async function setUploadFile(db: DbOrTx, id: string, fileId: number) {
  await db.update(orderUploads).set({ fileId }).where(eq(orderUploads.id, id));
}

export async function deleteUpload(db: DbOrTx, id: string) {
  await db.delete(orderUploads).where(eq(orderUploads.id, id));
}
