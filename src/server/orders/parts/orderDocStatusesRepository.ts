import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { REF_IDS } from '../../../shared/referenceIds';
import type { OrderDocStatus, OrderDocStatusBody } from '../../../shared/schemas/orders/orderParts';
import type { Db, DbOrTx } from '../../db/db';
import { refValues, users } from '../../db/schema';
import { notFound } from '../../errors';
import { requireRefValue } from '../../references/refValueLookup';
import { userFio } from '../../users/userFio';
import { liveOrder, requireEditableOrder, requireOrder } from '../orderAccess';
import { logOrderChange } from '../orderPartHistory';
import { orderDocTypeStatuses, orders } from '../ordersSchema';

// The insurance-documents checklist: per order, one status (reference 911) per
// document type (reference 905), who set it and when; and what the summary document lists.

export const DOC_STATUS_NOT_FOUND = 'Статус документа не найден';

const docType = alias(refValues, 'doc_type');
const docStatus = alias(refValues, 'doc_status');

async function selectStatuses(db: DbOrTx, where: SQL | undefined): Promise<OrderDocStatus[]> {
  const rows = await db
    .select({
      id: orderDocTypeStatuses.id,
      orderId: orderDocTypeStatuses.orderId,
      docTypeRefValueId: orderDocTypeStatuses.docTypeRefValueId,
      docTypeRefValueName: docType.name,
      docStatusRefValueId: orderDocTypeStatuses.docStatusRefValueId,
      docStatusRefValueName: docStatus.name,
      setByUserId: orderDocTypeStatuses.setByUserId,
      setByUserFio: userFio(),
      updatedAt: orderDocTypeStatuses.updatedAt,
    })
    .from(orderDocTypeStatuses)
    .innerJoin(docType, eq(docType.id, orderDocTypeStatuses.docTypeRefValueId))
    .innerJoin(docStatus, eq(docStatus.id, orderDocTypeStatuses.docStatusRefValueId))
    .leftJoin(users, eq(users.id, orderDocTypeStatuses.setByUserId))
    .where(where)
    .orderBy(sql`${docType.sort} asc nulls last`, asc(docType.name), asc(orderDocTypeStatuses.id));
  return rows.map(({ setByUserId, setByUserFio, updatedAt, ...row }) => ({
    ...row,
    setByUserFio: setByUserId === null ? null : setByUserFio,
    updatedDate: Math.floor(updatedAt.getTime() / 1000),
  }));
}

/** The statuses set on the order, in the document types' order. */
export async function listOrderDocStatuses(db: DbOrTx, orderId: number): Promise<OrderDocStatus[]> {
  await requireOrder(db, orderId);
  return selectStatuses(db, eq(orderDocTypeStatuses.orderId, orderId));
}

/** Sets the status of one document type of the order, adding the row or changing it. */
export async function setOrderDocStatus(
  db: Db,
  input: OrderDocStatusBody,
  userId: number | null,
): Promise<OrderDocStatus> {
  const id = await db.transaction(async (tx) => {
    await requireEditableOrder(tx, input.orderId, userId, { forUpdate: true });
    const typeName = await requireRefValue(
      tx,
      REF_IDS.documentType,
      input.docTypeRefValueId,
      'docTypeRefValueId',
      'Неизвестный тип документа',
    );
    const statusName = await requireRefValue(
      tx,
      REF_IDS.documentStatus,
      input.docStatusRefValueId,
      'docStatusRefValueId',
      'Неизвестный статус документа',
    );
    const now = new Date();
    const [row] = await tx
      .insert(orderDocTypeStatuses)
      .values({ ...input, setByUserId: userId, updatedAt: now })
      .onConflictDoUpdate({
        target: [orderDocTypeStatuses.orderId, orderDocTypeStatuses.docTypeRefValueId],
        set: { docStatusRefValueId: input.docStatusRefValueId, setByUserId: userId, updatedAt: now },
      })
      .returning({ id: orderDocTypeStatuses.id });
    await logOrderChange(tx, input.orderId, userId, 'doc_status', `Документ «${typeName}»: ${statusName}`, {
      ...input,
    });
    return row.id;
  });
  const [saved] = await selectStatuses(db, eq(orderDocTypeStatuses.id, id));
  return saved;
}

/** Removes a document's status (the type reads 'not set' again); the answer is the row as it was. */
export async function deleteOrderDocStatus(db: Db, id: number, userId: number | null): Promise<OrderDocStatus> {
  return db.transaction(async (tx) => {
    const [row] = await selectStatuses(tx, eq(orderDocTypeStatuses.id, id));
    if (!row) throw notFound(DOC_STATUS_NOT_FOUND);
    await requireEditableOrder(tx, row.orderId, userId, { forUpdate: true });
    await tx.delete(orderDocTypeStatuses).where(eq(orderDocTypeStatuses.id, id));
    await logOrderChange(tx, row.orderId, userId, 'doc_status', `Документ «${row.docTypeRefValueName}»: статус снят`, {
      docTypeRefValueId: row.docTypeRefValueId,
    });
    return row;
  });
}

export interface DocSummaryLine {
  docTypeName: string;
  statusName: string | null;
  setByUserFio: string | null;
  updatedDate: number | null;
}

export interface DocSummary {
  orderNumber: string;
  timezone: string;
  lines: DocSummaryLine[];
}

/** Every live document type with the order's status of it (or none): what the summary document prints. */
export async function orderDocSummary(db: DbOrTx, orderId: number): Promise<DocSummary> {
  await requireOrder(db, orderId);
  const [order] = await db
    .select({ number: orders.number, timezone: orders.timezone })
    .from(orders)
    .where(liveOrder(orderId));
  const statuses = await selectStatuses(db, eq(orderDocTypeStatuses.orderId, orderId));
  const types = await db
    .select({ id: refValues.id, name: refValues.name })
    .from(refValues)
    .where(and(eq(refValues.refId, REF_IDS.documentType), isNull(refValues.deletedDate)))
    .orderBy(sql`${refValues.sort} asc nulls last`, asc(refValues.name), asc(refValues.id));
  const lines = types.map((type): DocSummaryLine => {
    const status = statuses.find((s) => s.docTypeRefValueId === type.id);
    return {
      docTypeName: type.name,
      statusName: status?.docStatusRefValueName ?? null,
      setByUserFio: status?.setByUserFio ?? null,
      updatedDate: status?.updatedDate ?? null,
    };
  });
  return { orderNumber: order.number, timezone: order.timezone, lines };
}
