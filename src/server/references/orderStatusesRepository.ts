import { and, asc, eq, max, ne, type SQL } from 'drizzle-orm';
import { ERROR_CODES } from '../../shared/errorCodes';
import { REF_IDS } from '../../shared/referenceIds';
import {
  ORDER_STATUS_BINDING_EXISTS,
  ORDER_STATUS_BINDING_NOT_FOUND,
  type OrderStatusBinding,
} from '../../shared/schemas/orderStatusBindings';
import { SERVICE_NOT_FOUND } from '../../shared/schemas/roles/servicesAdmin';
import { recordAudit } from '../audit/auditJournal';
import type { Db, DbOrTx } from '../db/db';
import { refValues } from '../db/schema';
import { isUniqueViolation } from '../db/sqlState';
import { AppError, notFound } from '../errors';
import { services } from '../orders/ordersSchema';
import { withUnixTimes } from '../resources/withUnixTimes';
import { orderStatusBindings } from './orderStatusesSchema';
import { invalidField, requireRefValue } from './refValueLookup';

// Order status bindings: per service and source, the statuses in order (sort, then id) with their names; at most one
// primary (a partial unique index). Making one primary locks its service and source's rows first, so two calls at
// once end with the later one primary, never with a unique-index failure. Writes go to the administration journal.

const ENTITY = 'order_status_binding';
const SORT_STEP = 10;

const columns = {
  id: orderStatusBindings.id,
  serviceId: orderStatusBindings.serviceId,
  sourceRefValueId: orderStatusBindings.sourceRefValueId,
  statusRefValueId: orderStatusBindings.statusRefValueId,
  statusName: refValues.name,
  isPrimary: orderStatusBindings.isPrimary,
  sort: orderStatusBindings.sort,
  createdAt: orderStatusBindings.createdAt,
};

async function select(db: DbOrTx, where: SQL | undefined): Promise<OrderStatusBinding[]> {
  const rows = await db
    .select(columns)
    .from(orderStatusBindings)
    .innerJoin(refValues, eq(refValues.id, orderStatusBindings.statusRefValueId))
    .where(where)
    .orderBy(asc(orderStatusBindings.sort), asc(orderStatusBindings.id));
  return rows.map(withUnixTimes);
}

const group = (serviceId: number, sourceRefValueId: number) =>
  and(eq(orderStatusBindings.serviceId, serviceId), eq(orderStatusBindings.sourceRefValueId, sourceRefValueId));
const bindingExists = () =>
  new AppError(409, ERROR_CODES.bindingExists, ORDER_STATUS_BINDING_EXISTS, {
    statusRefValueId: ORDER_STATUS_BINDING_EXISTS,
  });

const requireStatus = (db: DbOrTx, id: number) =>
  requireRefValue(db, REF_IDS.orderStatus, id, 'statusRefValueId', 'Это не статус заявки');
// The order-source book is the one holding value 144 (REF_VALUE_IDS.statusSource).
const requireSource = (db: DbOrTx, id: number) =>
  requireRefValue(db, REF_IDS.statusSource, id, 'sourceRefValueId', 'Это не источник статуса');

async function requireService(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: services.id }).from(services).where(eq(services.id, id));
  if (!row) throw invalidField('serviceId', SERVICE_NOT_FOUND);
}

async function refuseTwin(db: DbOrTx, binding: { serviceId: number; sourceRefValueId: number }, status: number) {
  const [twin] = await select(
    db,
    and(group(binding.serviceId, binding.sourceRefValueId), eq(orderStatusBindings.statusRefValueId, status)),
  );
  if (twin) throw bindingExists();
}

async function guarded<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw bindingExists();
    throw error;
  }
}

export async function listOrderStatusBindings(db: DbOrTx, serviceId: number, sourceRefValueId: number) {
  return select(db, group(serviceId, sourceRefValueId));
}

export async function getOrderStatusBinding(db: DbOrTx, id: number): Promise<OrderStatusBinding> {
  const [row] = await select(db, eq(orderStatusBindings.id, id));
  if (!row) throw notFound(ORDER_STATUS_BINDING_NOT_FOUND);
  return row;
}

export async function createOrderStatusBinding(
  db: Db,
  body: { serviceId: number; sourceRefValueId: number; statusRefValueId: number; sort?: number },
  actorUserId: number | null,
): Promise<OrderStatusBinding> {
  await requireService(db, body.serviceId);
  await requireSource(db, body.sourceRefValueId);
  await requireStatus(db, body.statusRefValueId);
  await refuseTwin(db, body, body.statusRefValueId);
  return guarded(() =>
    db.transaction(async (tx) => {
      // Unset: after the last status of the service and source.
      const [{ last }] = await tx
        .select({ last: max(orderStatusBindings.sort) })
        .from(orderStatusBindings)
        .where(group(body.serviceId, body.sourceRefValueId));
      const sort = body.sort ?? (last ?? 0) + SORT_STEP;
      const [row] = await tx
        .insert(orderStatusBindings)
        .values({ ...body, sort })
        .returning({ id: orderStatusBindings.id });
      const after = await getOrderStatusBinding(tx, row.id);
      await recordAudit(tx, { actorUserId, entity: ENTITY, entityId: row.id, action: 'create', after });
      return after;
    }),
  );
}

export async function updateOrderStatusBinding(
  db: Db,
  id: number,
  body: { statusRefValueId?: number; sort?: number },
  actorUserId: number | null,
): Promise<OrderStatusBinding> {
  const before = await getOrderStatusBinding(db, id);
  const status = body.statusRefValueId;
  if (status !== undefined && status !== before.statusRefValueId) {
    await requireStatus(db, status);
    await refuseTwin(db, before, status);
  }
  return guarded(() =>
    db.transaction(async (tx) => {
      await tx
        .update(orderStatusBindings)
        .set({ statusRefValueId: status ?? before.statusRefValueId, sort: body.sort ?? before.sort })
        .where(eq(orderStatusBindings.id, id));
      const after = await getOrderStatusBinding(tx, id);
      await recordAudit(tx, { actorUserId, entity: ENTITY, entityId: id, action: 'update', before, after });
      return after;
    }),
  );
}

/** PUT /{id}/primary: this binding becomes the only primary of its service and source, in one transaction. */
export async function makeOrderStatusBindingPrimary(db: Db, id: number, actorUserId: number | null) {
  return db.transaction(async (tx) => {
    const before = await getOrderStatusBinding(tx, id);
    // Lock the whole group: a concurrent call waits here and then sees this one's primary.
    await tx
      .select({ id: orderStatusBindings.id })
      .from(orderStatusBindings)
      .where(group(before.serviceId, before.sourceRefValueId))
      .orderBy(asc(orderStatusBindings.id))
      .for('update');
    // Two statements: one UPDATE swapping the flag could meet the unique index half-way.
    await tx
      .update(orderStatusBindings)
      .set({ isPrimary: false })
      .where(
        and(
          group(before.serviceId, before.sourceRefValueId),
          eq(orderStatusBindings.isPrimary, true),
          ne(orderStatusBindings.id, id),
        ),
      );
    await tx.update(orderStatusBindings).set({ isPrimary: true }).where(eq(orderStatusBindings.id, id));
    const after = await getOrderStatusBinding(tx, id);
    await recordAudit(tx, { actorUserId, entity: ENTITY, entityId: id, action: 'primary', before, after });
    return after;
  });
}

/** DELETE /{id}: the binding is removed for good (the table keeps no deletion date). */
export async function deleteOrderStatusBinding(db: Db, id: number, actorUserId: number | null) {
  return db.transaction(async (tx) => {
    const before = await getOrderStatusBinding(tx, id);
    await tx.delete(orderStatusBindings).where(eq(orderStatusBindings.id, id));
    await recordAudit(tx, { actorUserId, entity: ENTITY, entityId: id, action: 'delete', before });
    return before;
  });
}
