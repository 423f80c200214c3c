import { and, asc, desc, eq, isNull, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DIVISION_RECIPIENT_TYPES, REF_IDS, USER_RECIPIENT_TYPES } from '../../../shared/referenceIds';
import type { Division, OrderComment, OrderCommentCreate } from '../../../shared/schemas/orders/orderParts';
import { ownedByScope } from '../../auth/tenantScope';
import type { Db, DbOrTx } from '../../db/db';
import { refValues, users } from '../../db/schema';
import { accessDenied, notFound } from '../../errors';
import { invalidField, requireRefValue } from '../../references/refValueLookup';
import { userFio } from '../../users/userFio';
import { requireEditableOrder, requireOrder } from '../orderAccess';
import { logOrderChange } from '../orderPartHistory';
import { divisions, orderComments } from '../ordersSchema';

// Comments of an order: to everyone, to a division (9092, 9093) or to one user (9094). Adding one is allowed on a held
// or archived order (talking about an order is not changing it); removing is a change, and only its author or a holder
// of permissionDelete may do it.

export const COMMENT_NOT_FOUND = 'Комментарий не найден';

const unix = (date: Date) => Math.floor(date.getTime() / 1000);
const recipientType = alias(refValues, 'recipient_type');
const recipientUser = alias(users, 'recipient_user');

async function selectComments(db: DbOrTx, where: SQL | undefined): Promise<OrderComment[]> {
  const rows = await db
    .select({
      id: orderComments.id,
      orderId: orderComments.orderId,
      recipientTypeRefValueId: orderComments.recipientTypeRefValueId,
      recipientTypeRefValueName: recipientType.name,
      divisionId: orderComments.divisionId,
      divisionName: divisions.name,
      recipientUserId: orderComments.recipientUserId,
      recipientUserFio: userFio(recipientUser),
      comment: orderComments.comment,
      userId: orderComments.userId,
      userFio: userFio(),
      createdAt: orderComments.createdAt,
      deletedDate: orderComments.deletedDate,
    })
    .from(orderComments)
    .leftJoin(recipientType, eq(recipientType.id, orderComments.recipientTypeRefValueId))
    .leftJoin(divisions, eq(divisions.id, orderComments.divisionId))
    .leftJoin(recipientUser, eq(recipientUser.id, orderComments.recipientUserId))
    .leftJoin(users, eq(users.id, orderComments.userId))
    .where(where)
    .orderBy(desc(orderComments.createdAt), desc(orderComments.id));
  return rows.map(({ createdAt, deletedDate, recipientUserFio, userFio: authorFio, ...row }) => ({
    ...row,
    // A left join on no row still gives the coalesce of nulls: null.
    recipientUserFio: row.recipientUserId === null ? null : recipientUserFio,
    userFio: row.userId === null ? null : authorFio,
    createdDate: unix(createdAt),
    deletedDate: deletedDate ? unix(deletedDate) : null,
  }));
}

/** The order's comments, newest first; removed ones only with showDeleted. */
export async function listOrderComments(db: DbOrTx, orderId: number, showDeleted = false): Promise<OrderComment[]> {
  await requireOrder(db, orderId);
  return selectComments(
    db,
    and(eq(orderComments.orderId, orderId), showDeleted ? undefined : isNull(orderComments.deletedDate)),
  );
}

async function commentById(db: DbOrTx, id: number): Promise<OrderComment> {
  const [row] = await selectComments(db, eq(orderComments.id, id));
  if (!row) throw notFound(COMMENT_NOT_FOUND);
  return row;
}

/** The division a comment addresses: it must exist, not be removed, and be one the caller may choose. */
async function requireDivision(db: DbOrTx, id: number | undefined): Promise<string> {
  const own = ownedByScope(divisions.partnerId);
  const [row] = id
    ? await db
        .select({ name: divisions.name })
        .from(divisions)
        .where(and(eq(divisions.id, id), isNull(divisions.deletedDate), own && or(isNull(divisions.partnerId), own)))
    : [];
  if (!row) throw invalidField('divisionId', 'Подразделение не найдено');
  return row.name;
}

async function requireRecipientUser(db: DbOrTx, id: number | undefined): Promise<void> {
  const [row] = id ? await db.select({ id: users.id }).from(users).where(eq(users.id, id)) : [];
  if (!row) throw invalidField('userId', 'Пользователь не найден');
}

/** Adds a comment; the division or the user is kept only when the recipient type asks for it. */
export async function createOrderComment(
  db: Db,
  input: OrderCommentCreate,
  userId: number | null,
): Promise<OrderComment> {
  const id = await db.transaction(async (tx) => {
    await requireOrder(tx, input.orderId);
    const typeName = await requireRefValue(
      tx,
      REF_IDS.commentRecipientType,
      input.recipientTypeRefValueId,
      'recipientTypeRefValueId',
      'Неизвестный тип получателя',
    );
    const toDivision = DIVISION_RECIPIENT_TYPES.includes(input.recipientTypeRefValueId);
    const toUser = USER_RECIPIENT_TYPES.includes(input.recipientTypeRefValueId);
    const divisionName = toDivision ? await requireDivision(tx, input.divisionId) : null;
    if (toUser) await requireRecipientUser(tx, input.userId);
    const [row] = await tx
      .insert(orderComments)
      .values({
        orderId: input.orderId,
        recipientTypeRefValueId: input.recipientTypeRefValueId,
        divisionId: toDivision ? input.divisionId! : null,
        recipientUserId: toUser ? input.userId! : null,
        comment: input.comment,
        userId,
      })
      .returning({ id: orderComments.id });
    const to = divisionName ? `${typeName}: ${divisionName}` : typeName;
    await logOrderChange(tx, input.orderId, userId, 'comment_added', `Добавлен комментарий (${to})`, {
      commentId: row.id,
    });
    return row.id;
  });
  return commentById(db, id);
}

/** Removes a comment (soft): its author, or whoever may delete comments; the order must take changes. */
export async function deleteOrderComment(
  db: Db,
  id: number,
  user: { id: number | null; mayDeleteAny: boolean },
): Promise<OrderComment> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ orderId: orderComments.orderId, userId: orderComments.userId })
      .from(orderComments)
      .where(and(eq(orderComments.id, id), isNull(orderComments.deletedDate)));
    if (!row) throw notFound(COMMENT_NOT_FOUND);
    await requireEditableOrder(tx, row.orderId, user.id, { forUpdate: true });
    if (row.userId !== user.id && !user.mayDeleteAny) throw accessDenied();
    await tx.update(orderComments).set({ deletedDate: new Date() }).where(eq(orderComments.id, id));
    await logOrderChange(tx, row.orderId, user.id, 'comment_deleted', 'Удалён комментарий', { commentId: id });
  });
  return commentById(db, id);
}

/** Live divisions by name: the comment form's choice. A partner's staff see the platform's and their partner's. */
export async function listDivisions(db: DbOrTx): Promise<Division[]> {
  const own = ownedByScope(divisions.partnerId);
  return db
    .select({ id: divisions.id, name: divisions.name })
    .from(divisions)
    .where(and(isNull(divisions.deletedDate), own && or(isNull(divisions.partnerId), own)))
    .orderBy(asc(divisions.name), asc(divisions.id));
}
