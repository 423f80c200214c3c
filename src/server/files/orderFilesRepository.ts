import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { OrderFile, OrderFileKind, PhotoSource } from '../../shared/schemas/orders/orderFiles';
import { userDisplayName } from '../clients/clientCrmRepository';
import type { DbOrTx } from '../db/db';
import { users } from '../db/schema';
import { logOrderChange } from '../orders/orderPartHistory';
import { orderFiles, orders } from '../orders/ordersSchema';

// The order's photos, videos and temporary files (table order_files; the bytes are in the database, see
// files/fileStorage.ts), and the history line each addition or removal leaves on the order.

const toSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

export interface OrderFileFilter {
  kinds: OrderFileKind[];
  showDeleted?: boolean;
  source?: PhotoSource;
}

const entityColumns = {
  id: orderFiles.id,
  orderId: orderFiles.orderId,
  kind: orderFiles.kind,
  source: orderFiles.source,
  fileName: orderFiles.fileName,
  mimeType: orderFiles.mimeType,
  size: orderFiles.size,
  comment: orderFiles.comment,
  userFio: userDisplayName,
  createdAt: orderFiles.createdAt,
  deletedDate: orderFiles.deletedDate,
};

interface EntityRow {
  id: number;
  orderId: number;
  kind: string;
  source: string;
  fileName: string;
  mimeType: string;
  size: number;
  comment: string | null;
  userFio: string | null;
  createdAt: Date;
  deletedDate: Date | null;
}

function toEntity(row: EntityRow): OrderFile {
  const { createdAt, deletedDate, ...rest } = row;
  return {
    ...rest,
    kind: rest.kind as OrderFileKind,
    source: rest.source as PhotoSource,
    createdDate: toSeconds(createdAt),
    deletedDate: deletedDate ? toSeconds(deletedDate) : null,
    url: `/v1/orders/photos/${rest.id}/file`,
  };
}

/** The order's files of these kinds, oldest first (the grid fills in upload order). */
export async function listOrderFiles(db: DbOrTx, orderId: number, filter: OrderFileFilter): Promise<OrderFile[]> {
  const rows = await db
    .select(entityColumns)
    .from(orderFiles)
    .leftJoin(users, eq(users.id, orderFiles.userId))
    .where(
      and(
        eq(orderFiles.orderId, orderId),
        inArray(orderFiles.kind, filter.kinds),
        filter.showDeleted ? undefined : isNull(orderFiles.deletedDate),
        filter.source ? eq(orderFiles.source, filter.source) : undefined,
      ),
    )
    .orderBy(asc(orderFiles.createdAt), asc(orderFiles.id));
  return rows.map(toEntity);
}

export async function getOrderFile(db: DbOrTx, id: number): Promise<OrderFile | null> {
  const [row] = await db
    .select(entityColumns)
    .from(orderFiles)
    .leftJoin(users, eq(users.id, orderFiles.userId))
    .where(eq(orderFiles.id, id));
  return row ? toEntity(row) : null;
}

/** The stored row: where the bytes are, for the download and the zip. */
export async function getOrderFileRow(db: DbOrTx, id: number) {
  const [row] = await db.select().from(orderFiles).where(eq(orderFiles.id, id));
  return row ?? null;
}

export async function listOrderFileRows(db: DbOrTx, orderId: number, kind: OrderFileKind) {
  return db
    .select()
    .from(orderFiles)
    .where(and(eq(orderFiles.orderId, orderId), eq(orderFiles.kind, kind), isNull(orderFiles.deletedDate)))
    .orderBy(asc(orderFiles.createdAt), asc(orderFiles.id));
}

export type NewOrderFile = Pick<
  typeof orderFiles.$inferInsert,
  'orderId' | 'kind' | 'source' | 'fileName' | 'mimeType' | 'size' | 'storagePath' | 'comment' | 'userId'
>;

const KIND_NAMES: Record<OrderFileKind, string> = { photo: 'фото', video: 'видео', temporary: 'временный файл' };

/** Adds the row and the history line ('Добавлено фото «...»'); the bytes must already be stored. */
export async function createOrderFile(db: DbOrTx, values: NewOrderFile): Promise<number> {
  const [row] = await db.insert(orderFiles).values(values).returning({ id: orderFiles.id });
  const kind = values.kind as OrderFileKind;
  const verb = kind === 'temporary' ? 'Добавлен' : 'Добавлено';
  await logOrderChange(
    db,
    values.orderId,
    values.userId ?? null,
    `${kind}_added`,
    `${verb} ${KIND_NAMES[kind]} «${values.fileName}»`,
    { fileId: row.id },
  );
  return row.id;
}

export async function updateOrderFile(
  db: DbOrTx,
  id: number,
  values: { comment: string | null; source?: PhotoSource },
) {
  await db.update(orderFiles).set(values).where(eq(orderFiles.id, id));
}

/** Soft delete (deleted = true) or restore of a photo or video, with the history line. */
export async function setOrderFileDeleted(
  db: DbOrTx,
  file: { id: number; orderId: number; kind: string; fileName: string },
  deleted: boolean,
  userId: number,
) {
  await db
    .update(orderFiles)
    .set({ deletedDate: deleted ? new Date() : null })
    .where(eq(orderFiles.id, file.id));
  const name = KIND_NAMES[file.kind as OrderFileKind];
  const text = deleted ? `Удалено ${name} «${file.fileName}»` : `Восстановлено ${name} «${file.fileName}»`;
  await logOrderChange(db, file.orderId, userId, deleted ? `${file.kind}_deleted` : `${file.kind}_restored`, text, {
    fileId: file.id,
  });
}

/** A temporary file leaves for good (its bytes are removed by the caller), with the history line. */
export async function deleteOrderFileRow(
  db: DbOrTx,
  file: { id: number; orderId: number; fileName: string },
  userId: number,
) {
  await db.delete(orderFiles).where(eq(orderFiles.id, file.id));
  await logOrderChange(db, file.orderId, userId, 'temporary_deleted', `Удалён временный файл «${file.fileName}»`, {
    fileId: file.id,
  });
}

/** The order's number, for the archive's name. */
export async function orderNumberOf(db: DbOrTx, orderId: number): Promise<string | null> {
  const [row] = await db.select({ number: orders.number }).from(orders).where(eq(orders.id, orderId));
  return row?.number ?? null;
}
