import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { OrderExecutor, OrderExecutorBody } from '../../../shared/schemas/orders/orderParts';
import type { Db, DbOrTx, Tx } from '../../db/db';
import { users } from '../../db/schema';
import { notFound } from '../../errors';
import { userFio } from '../../users/userFio';
import { liveOrder, requireEditableOrder, requireOrder } from '../orderAccess';
import { logOrderChange } from '../orderPartHistory';
import { orderExecutors, orders } from '../ordersSchema';

// Executors of an order: the office's users are the candidates, each switched on (assigned) or off. Removing one keeps
// the row with deletedDate; assigning him again restores that row, so the order keeps one row per executor ('Office and
// executor records can be deleted and restored').

export const USER_NOT_FOUND = 'Пользователь не найден';
export const EXECUTOR_NOT_ASSIGNED = 'Исполнитель не назначен на заявку';

interface ExecutorRow {
  id: number;
  userId: number;
  userFio: string;
  available: boolean;
  deletedDate: Date | null;
}

const toExecutor = (row: ExecutorRow): OrderExecutor => ({
  id: row.id,
  userId: row.userId,
  userFio: row.userFio,
  available: row.available && row.deletedDate === null,
});

/** Each user's executor row of the order: the live one, else the last removed one. */
async function executorRows(db: DbOrTx, orderId: number, userId?: number): Promise<ExecutorRow[]> {
  return db
    .selectDistinctOn([orderExecutors.userId], {
      id: orderExecutors.id,
      userId: orderExecutors.userId,
      userFio: userFio(),
      available: orderExecutors.available,
      deletedDate: orderExecutors.deletedDate,
    })
    .from(orderExecutors)
    .innerJoin(users, eq(users.id, orderExecutors.userId))
    .where(
      and(eq(orderExecutors.orderId, orderId), userId === undefined ? undefined : eq(orderExecutors.userId, userId)),
    )
    .orderBy(orderExecutors.userId, sql`${orderExecutors.deletedDate} is null desc`, desc(orderExecutors.id));
}

/** The office's active users merged with whoever the order has had as executor, by name. */
export async function listOrderExecutors(db: DbOrTx, orderId: number, officeId?: number): Promise<OrderExecutor[]> {
  await requireOrder(db, orderId);
  const [order] = await db.select({ officeId: orders.officeId }).from(orders).where(liveOrder(orderId));
  const office = officeId ?? order?.officeId ?? null;
  const candidates =
    office === null
      ? []
      : await db
          .select({ userId: users.id, userFio: userFio() })
          .from(users)
          .where(and(eq(users.officeId, office), eq(users.status, 'active')))
          .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  const rows = await executorRows(db, orderId);
  const byUser = new Map(rows.map((r) => [r.userId, r]));
  const listed = candidates.map((c): OrderExecutor => {
    const row = byUser.get(c.userId);
    return row ? toExecutor(row) : { id: null, userId: c.userId, userFio: c.userFio, available: false };
  });
  const others = rows.filter((r) => !candidates.some((c) => c.userId === r.userId)).map(toExecutor);
  return [...listed, ...others].sort((a, b) => a.userFio.localeCompare(b.userFio, 'ru'));
}

async function requireUser(tx: Tx, userId: number) {
  const [user] = await tx.select({ officeId: users.officeId, fio: userFio() }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound(USER_NOT_FOUND);
  return user;
}

/** Assigns the user: a live row stays, a removed one is restored, otherwise a row is added. */
export async function assignOrderExecutor(
  db: Db,
  { userId, orderId }: OrderExecutorBody,
  actorId: number | null,
): Promise<OrderExecutor> {
  return db.transaction(async (tx) => {
    await requireEditableOrder(tx, orderId, actorId, { forUpdate: true });
    const user = await requireUser(tx, userId);
    const [row] = await executorRows(tx, orderId, userId);
    if (row && row.deletedDate === null && row.available) return toExecutor(row);
    let id: number;
    if (row) {
      await tx.update(orderExecutors).set({ deletedDate: null, available: true }).where(eq(orderExecutors.id, row.id));
      id = row.id;
    } else {
      const [created] = await tx
        .insert(orderExecutors)
        .values({ orderId, userId, officeId: user.officeId })
        .returning({ id: orderExecutors.id });
      id = created.id;
    }
    await logOrderChange(tx, orderId, actorId, 'executor_assigned', `Назначен исполнитель: ${user.fio}`, { userId });
    return { id, userId, userFio: user.fio, available: true };
  });
}

/** Removes the executor (soft): the row keeps deletedDate until he is assigned again. */
export async function removeOrderExecutor(
  db: Db,
  { userId, orderId }: OrderExecutorBody,
  actorId: number | null,
): Promise<OrderExecutor> {
  return db.transaction(async (tx) => {
    await requireEditableOrder(tx, orderId, actorId, { forUpdate: true });
    const [row] = await tx
      .select({ id: orderExecutors.id })
      .from(orderExecutors)
      .where(
        and(eq(orderExecutors.orderId, orderId), eq(orderExecutors.userId, userId), isNull(orderExecutors.deletedDate)),
      );
    if (!row) throw notFound(EXECUTOR_NOT_ASSIGNED);
    const user = await requireUser(tx, userId);
    await tx.update(orderExecutors).set({ deletedDate: new Date() }).where(eq(orderExecutors.id, row.id));
    await logOrderChange(tx, orderId, actorId, 'executor_removed', `Снят исполнитель: ${user.fio}`, { userId });
    return { id: row.id, userId, userFio: user.fio, available: false };
  });
}
