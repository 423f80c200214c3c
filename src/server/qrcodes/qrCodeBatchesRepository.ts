import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../shared/errorCodes';
import {
  QR_BATCH_NOT_FOUND,
  QR_BATCH_USED,
  type QrCode,
  type QrCodeBatch,
  type QrCodeBatchDetail,
  type QrCodeBatchesFind,
  type QrCodeBatchesPage,
} from '../../shared/schemas/qrcodes';
import { recordAudit } from '../audit/auditJournal';
import { currentScope, isInScope, ownedByScope } from '../auth/tenantScope';
import type { Db, DbOrTx } from '../db/db';
import { offices, partners, users } from '../db/schema';
import { AppError, notFound } from '../errors';
import { tireDefects } from '../tires/tiresSchema';
import { qrCodeBatches, qrCodes } from './qrcodesSchema';

// The /qrcodes batches: the paged list, one batch with its codes, and deleting one none of whose codes is used. A
// partner's staff see only their partner's batches; another partner's answers 404. Making a batch is in
// qrCodeBatchCreation.ts.

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/** Codes of the batch a stored tyre carries as its barcode (tire_defects.barcode is unique: one tyre a code). */
const usedCount = sql<number>`(select count(*)::int from ${qrCodes} c join ${tireDefects} d on d.barcode = c.code
  where c.batch_id = ${qrCodeBatches.id})`;

const columns = {
  id: qrCodeBatches.id,
  partnerId: qrCodeBatches.partnerId,
  partnerName: partners.name,
  officeId: qrCodeBatches.officeId,
  officeName: offices.name,
  comment: qrCodeBatches.comment,
  count: qrCodeBatches.count,
  usedCount,
  createdByUserId: qrCodeBatches.createdByUserId,
  createdByName: sql<
    string | null
  >`nullif(concat_ws(' ', ${users.lastName}, ${users.firstName}, ${users.middleName}), '')`,
  createdAt: qrCodeBatches.createdAt,
};

const selectBatches = (db: DbOrTx) =>
  db
    .select(columns)
    .from(qrCodeBatches)
    .leftJoin(partners, eq(partners.id, qrCodeBatches.partnerId))
    .leftJoin(offices, eq(offices.id, qrCodeBatches.officeId))
    .leftJoin(users, eq(users.id, qrCodeBatches.createdByUserId));

type BatchRow = Awaited<ReturnType<ReturnType<typeof selectBatches>['where']>>[number];
const toBatch = (row: BatchRow): QrCodeBatch => ({
  ...row,
  usedCount: Number(row.usedCount),
  createdAt: unix(row.createdAt),
});

/**
 * POST /qrcodes/find: newest first (createdAt, then id). Partner staff, and platform staff filtering by partner,
 * walk the index (partner_id, created_at, id).
 */
export async function findQrCodeBatches(db: DbOrTx, query: QrCodeBatchesFind): Promise<QrCodeBatchesPage> {
  const where = and(
    ownedByScope(qrCodeBatches.partnerId),
    query.partnerId === undefined ? undefined : eq(qrCodeBatches.partnerId, query.partnerId),
    query.officeId === undefined ? undefined : eq(qrCodeBatches.officeId, query.officeId),
  );
  const direction = query.sortOrder === 'ASC' ? asc : desc;
  const order =
    query.sortField === 'id'
      ? [direction(qrCodeBatches.id)]
      : [direction(qrCodeBatches.createdAt), direction(qrCodeBatches.id)];
  const [rows, [{ total }]] = await Promise.all([
    selectBatches(db)
      .where(where)
      .orderBy(...order)
      .limit(query.size)
      .offset(query.offset),
    db.select({ total: count() }).from(qrCodeBatches).where(where),
  ]);
  return { items: rows.map(toBatch), total };
}

/** The batch if the caller may see it; 404 otherwise (another partner's batch does not exist to their staff). */
export async function requireQrCodeBatch(db: DbOrTx, id: number): Promise<QrCodeBatch> {
  const [row] = await selectBatches(db).where(eq(qrCodeBatches.id, id));
  if (!row || !isInScope(row.partnerId)) throw notFound(QR_BATCH_NOT_FOUND);
  return toBatch(row);
}

/** The batch's codes in the order they were made, each with the order of the tyre that carries it. */
export async function batchCodes(db: DbOrTx, batchId: number): Promise<QrCode[]> {
  const rows = await db
    .select({ id: qrCodes.id, code: qrCodes.code, orderId: tireDefects.orderId })
    .from(qrCodes)
    .leftJoin(tireDefects, eq(tireDefects.barcode, qrCodes.code))
    .where(eq(qrCodes.batchId, batchId))
    .orderBy(asc(qrCodes.id));
  return rows.map((r) => ({ id: r.id, code: r.code, used: r.orderId !== null, orderId: r.orderId }));
}

/** GET /qrcodes/{id} */
export async function getQrCodeBatch(db: DbOrTx, id: number): Promise<QrCodeBatchDetail> {
  const batch = await requireQrCodeBatch(db, id);
  return { ...batch, codes: await batchCodes(db, id) };
}

/** DELETE /qrcodes/{id}: the batch and its codes, while no tyre carries one of them (409 otherwise). */
export async function deleteQrCodeBatch(db: Db, id: number, actorUserId: number | null): Promise<QrCodeBatch> {
  return db.transaction(async (tx) => {
    // The row lock keeps a concurrent delete from journaling the batch twice.
    await tx.select({ id: qrCodeBatches.id }).from(qrCodeBatches).where(eq(qrCodeBatches.id, id)).for('update');
    const before = await requireQrCodeBatch(tx, id);
    if (before.usedCount > 0) throw new AppError(409, ERROR_CODES.ineligibleState, QR_BATCH_USED);
    await tx.delete(qrCodeBatches).where(eq(qrCodeBatches.id, id));
    await recordAudit(tx, {
      actorUserId,
      entity: 'qr_code_batch',
      entityId: id,
      action: 'delete',
      partnerId: before.partnerId,
      before,
    });
    return before;
  });
}

/** The partner whose batch it becomes: a partner's staff always make their own partner's. */
export const batchPartnerId = (requested: number) => currentScope() ?? requested;
