import { and, asc, eq } from 'drizzle-orm';
import { ERROR_CODES } from '../../shared/errorCodes';
import type { OrderUser } from '../../shared/schemas/orders/orderEntity';
import type { DbOrTx } from '../db/db';
import { users } from '../db/schema';
import { AppError, MESSAGES, notFound } from '../errors';
import { userFio } from '../users/userFio';
import { logOrderChange } from './orderPartHistory';
import { orderResponsibles } from './ordersSchema';

// The order's responsible users, revision executors and revision editors: one table, told apart by role.

export const ORDER_USER_ROLES = {
  order_responsibles: { role: 'responsible', added: 'Добавлен ответственный', removed: 'Удалён ответственный' },
  revision_executors: {
    role: 'revision_executor',
    added: 'Добавлен исполнитель доработки',
    removed: 'Удалён исполнитель доработки',
  },
  revision_editors: {
    role: 'revision_editor',
    added: 'Добавлен редактор доработки',
    removed: 'Удалён редактор доработки',
  },
} as const;
export type OrderUserPath = keyof typeof ORDER_USER_ROLES;

export const USER_ALREADY_ADDED = 'Пользователь уже добавлен';
export const ROW_NOT_FOUND = 'Запись не найдена';

const columns = {
  id: orderResponsibles.id,
  orderId: orderResponsibles.orderId,
  userId: orderResponsibles.userId,
  userFio: userFio(users),
  createdAt: orderResponsibles.createdAt,
};

const toOrderUser = ({ createdAt, ...row }: { createdAt: Date } & Omit<OrderUser, 'createdDate'>): OrderUser => ({
  ...row,
  createdDate: Math.floor(createdAt.getTime() / 1000),
});

export async function listOrderUsers(db: DbOrTx, orderId: number, path: OrderUserPath): Promise<OrderUser[]> {
  const rows = await db
    .select(columns)
    .from(orderResponsibles)
    .innerJoin(users, eq(users.id, orderResponsibles.userId))
    .where(and(eq(orderResponsibles.orderId, orderId), eq(orderResponsibles.role, ORDER_USER_ROLES[path].role)))
    .orderBy(asc(orderResponsibles.createdAt), asc(orderResponsibles.id));
  return rows.map(toOrderUser);
}

const invalidUser = (message: string) => new AppError(400, ERROR_CODES.validation, message, { userId: message });

export async function addOrderUser(
  tx: DbOrTx,
  orderId: number,
  path: OrderUserPath,
  userId: number,
  byUserId: number,
): Promise<OrderUser> {
  const { role, added } = ORDER_USER_ROLES[path];
  const [user] = await tx
    .select({ fio: userFio(users) })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError(400, ERROR_CODES.validation, MESSAGES.validation, { userId: 'Пользователь не найден' });
  const [row] = await tx
    .insert(orderResponsibles)
    .values({ orderId, userId, role })
    .onConflictDoNothing()
    .returning({ id: orderResponsibles.id });
  if (!row) throw invalidUser(USER_ALREADY_ADDED);
  await logOrderChange(tx, orderId, byUserId, `${role}_added`, `${added}: ${user.fio}`, { userId });
  const [created] = await tx
    .select(columns)
    .from(orderResponsibles)
    .innerJoin(users, eq(users.id, orderResponsibles.userId))
    .where(eq(orderResponsibles.id, row.id));
  return toOrderUser(created);
}

/** Removes one row of the role from the order; answers it as it was. */
export async function removeOrderUser(
  tx: DbOrTx,
  orderId: number,
  path: OrderUserPath,
  rowId: number,
  byUserId: number,
): Promise<OrderUser> {
  const { role, removed } = ORDER_USER_ROLES[path];
  const [row] = await tx
    .select(columns)
    .from(orderResponsibles)
    .innerJoin(users, eq(users.id, orderResponsibles.userId))
    .where(
      and(eq(orderResponsibles.id, rowId), eq(orderResponsibles.orderId, orderId), eq(orderResponsibles.role, role)),
    );
  if (!row) throw notFound(ROW_NOT_FOUND);
  await tx.delete(orderResponsibles).where(eq(orderResponsibles.id, rowId));
  await logOrderChange(tx, orderId, byUserId, `${role}_removed`, `${removed}: ${row.userFio}`, { userId: row.userId });
  return toOrderUser(row);
}
