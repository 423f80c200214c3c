import { eq, inArray, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../shared/errorCodes';
import { REF_VALUE_IDS } from '../../shared/referenceIds';
import type { OrderEntity, OrderField, OrderSave } from '../../shared/schemas/orders/orderEntity';
import type { DbOrTx } from '../db/db';
import { refValues } from '../db/schema';
import { AppError, MESSAGES, notFound } from '../errors';
import { requireEditableOrder, requireOrder } from './orderAccess';
import { describeOrderChanges } from './orderChangeText';
import { findService, keepFieldValues, listOrderFields, SERVICE_NOT_FOUND } from './orderFieldsRepository';
import { logOrderChange } from './orderPartHistory';
import { checkOrderSave } from './orderSaveChecks';
import { getOrderEntity } from './ordersRepository';
import { orders } from './ordersSchema';

// Creating, changing, deleting, linking and moving orders. Every change runs in the caller's transaction with the
// order's row locked (requireEditableOrder), so two saves of one order run one after the other and each history
// line compares with what the previous save left.

/** 'YYMM-' and the running number in six digits: '2611-001234' (migration 0004's sequence). */
const NEXT_NUMBER = sql<string>`to_char(now() at time zone 'Europe/Moscow', 'YYMM') || '-' || lpad(nextval('order_number_seq')::text, 6, '0')`;

const invalid = (details: Record<string, string>) =>
  new AppError(400, ERROR_CODES.validation, MESSAGES.validation, details);

/**
 * The columns a save writes. The body is the whole form, so a field it leaves out is cleared; timezone, isPaid and
 * carmenLeadId are not on the form (integrations set them) and keep their value unless sent.
 */
function columnsOf(body: OrderSave, fields: OrderField[]) {
  return {
    serviceId: body.serviceId,
    statusRefValueId: body.statusRefValueId,
    clientId: body.clientId,
    vehicleId: body.vehicleId ?? null,
    partnerId: body.partnerId ?? null,
    officeId: body.officeId ?? null,
    cost: body.cost ?? null,
    address: body.address ?? null,
    description: body.description ?? null,
    plannedDate: body.plannedDate === undefined ? null : new Date(body.plannedDate * 1000),
    storedObjectRefValueId: body.storedObjectRefValueId ?? null,
    tires: (body.tires as Record<string, unknown> | undefined) ?? null,
    rims: (body.rims as Record<string, unknown> | undefined) ?? null,
    cancelReasonRefValueId: body.cancelReasonRefValueId ?? null,
    refusalReasonRefValueId: body.refusalReasonRefValueId ?? null,
    refusalComment: body.refusalComment ?? null,
    outsideRingRoadDistance: body.outsideRingRoadDistance ?? null,
    specificValues: keepFieldValues(body.specificValues, fields, false),
    specificRefValues: keepFieldValues(body.specificRefValues, fields, true),
    ...(body.timezone === undefined ? {} : { timezone: body.timezone }),
    ...(body.isPaid === undefined ? {} : { isPaid: body.isPaid }),
    ...(body.carmenLeadId === undefined ? {} : { carmenLeadId: body.carmenLeadId }),
  };
}

const requireEntity = async (db: DbOrTx, id: number, withDeleted = false) =>
  (await getOrderEntity(db, id, { withDeleted }))!;

export async function createOrder(tx: DbOrTx, body: OrderSave, userId: number): Promise<OrderEntity> {
  const fields = await checkOrderSave(tx, body);
  const [{ id }] = await tx
    .insert(orders)
    .values({ ...columnsOf(body, fields), number: NEXT_NUMBER, userId })
    .returning({ id: orders.id });
  await logOrderChange(tx, id, userId, 'created', 'Заявка создана');
  return requireEntity(tx, id);
}

/** Names of the reference values both versions of the order name, for the history line. */
async function refNamesOf(db: DbOrTx, ...versions: OrderEntity[]) {
  const ids = new Set<number>();
  for (const o of versions) {
    for (const id of [
      o.storedObjectRefValueId,
      o.cancelReasonRefValueId,
      o.refusalReasonRefValueId,
      ...Object.values(o.specificRefValues),
    ])
      if (id) ids.add(id);
  }
  const rows = ids.size
    ? await db
        .select({ id: refValues.id, name: refValues.name })
        .from(refValues)
        .where(inArray(refValues.id, [...ids]))
    : [];
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** `onStatusChange` runs when the save moved the status: the caller pushes about it once the transaction commits. */
export async function updateOrder(
  tx: DbOrTx,
  id: number,
  body: OrderSave,
  userId: number,
  onStatusChange?: () => void,
): Promise<OrderEntity> {
  await requireEditableOrder(tx, id, userId, { forUpdate: true });
  const before = await requireEntity(tx, id);
  // Another service means other fields and rights: that is the move (POST /order_fields/move_service).
  if (body.serviceId !== before.serviceId)
    throw invalid({ serviceId: 'Сервис заявки меняется переносом в другой сервис' });
  const fields = await checkOrderSave(tx, body);
  await tx
    .update(orders)
    .set({ ...columnsOf(body, fields), updatedAt: sql`now()` })
    .where(eq(orders.id, id));
  const after = await requireEntity(tx, id);
  const { status, changes } = describeOrderChanges(before, after, {
    refNames: await refNamesOf(tx, before, after),
    fields,
  });
  if (status)
    await logOrderChange(tx, id, userId, 'status', status, {
      from: before.statusRefValueId,
      to: after.statusRefValueId,
    });
  if (status) onStatusChange?.();
  // A new office is a move of what the order holds (a storage order's wheels): the ids go with the line, so the wheel
  // transfers report reads them instead of the Russian text.
  const moved =
    before.officeId !== after.officeId ? { officeFrom: before.officeId, officeTo: after.officeId } : undefined;
  if (changes || !status)
    await logOrderChange(tx, id, userId, 'updated', changes ?? 'Заявка сохранена без изменений', moved);
  return after;
}

/** Soft delete: the row stays for its history, invoices and reports. */
export async function deleteOrder(tx: DbOrTx, id: number, userId: number): Promise<OrderEntity> {
  await requireEditableOrder(tx, id, userId, { forUpdate: true });
  await tx.update(orders).set({ deletedDate: sql`now()`, updatedAt: sql`now()` }).where(eq(orders.id, id));
  await logOrderChange(tx, id, userId, 'deleted', 'Заявка удалена');
  return requireEntity(tx, id, true);
}

/** Services whose orders carry the tyre columns (stored object, tyres, rims): they follow into a linked order. */
const TYRE_SERVICES = new Set([68, 69]);

/**
 * A new order of service `type` (code or id) for the same client, vehicle, partner and office, status 'Новая', with
 * the parent's values of the fields the new service shares (a storage order keeps the fitting's tyres).
 */
export async function createLinkedOrder(
  tx: DbOrTx,
  parentId: number,
  type: string,
  userId: number,
): Promise<OrderEntity> {
  await requireOrder(tx, parentId);
  const service = await findService(tx, type);
  if (!service) throw notFound(SERVICE_NOT_FOUND);
  const [parent] = await tx.select().from(orders).where(eq(orders.id, parentId));
  const fields = await listOrderFields(tx, service.id);
  const tyres = TYRE_SERVICES.has(service.id) && TYRE_SERVICES.has(parent.serviceId);
  const [{ id, number }] = await tx
    .insert(orders)
    .values({
      number: NEXT_NUMBER,
      serviceId: service.id,
      statusRefValueId: REF_VALUE_IDS.orderStatusNew,
      clientId: parent.clientId,
      vehicleId: parent.vehicleId,
      partnerId: parent.partnerId,
      officeId: parent.officeId,
      address: parent.address,
      timezone: parent.timezone,
      parentOrderId: parent.id,
      userId,
      storedObjectRefValueId: tyres ? parent.storedObjectRefValueId : null,
      tires: tyres ? parent.tires : null,
      rims: tyres ? parent.rims : null,
      specificValues: keepFieldValues(parent.specificValues, fields, false),
      specificRefValues: keepFieldValues(parent.specificRefValues, fields, true),
    })
    .returning({ id: orders.id, number: orders.number });
  await logOrderChange(tx, id, userId, 'created', `Заявка создана как связанная с заявкой № ${parent.number}`, {
    parentOrderId: parent.id,
  });
  await logOrderChange(tx, parent.id, userId, 'linked', `Создана связанная заявка № ${number} (${service.name})`, {
    orderId: id,
  });
  return requireEntity(tx, id);
}

/** The order moves to another service; values of fields the new service does not have are dropped. */
export async function moveOrderService(
  tx: DbOrTx,
  orderId: number,
  serviceId: number,
  userId: number,
): Promise<OrderEntity> {
  await requireEditableOrder(tx, orderId, userId, { forUpdate: true });
  const before = await requireEntity(tx, orderId);
  const service = await findService(tx, serviceId);
  if (!service) throw invalid({ serviceId: SERVICE_NOT_FOUND });
  if (service.id === before.serviceId) throw invalid({ serviceId: 'Заявка уже относится к этому сервису' });
  const oldFields = await listOrderFields(tx, before.serviceId);
  const newFields = await listOrderFields(tx, service.id);
  const specificValues = keepFieldValues(before.specificValues, newFields, false);
  const specificRefValues = keepFieldValues(before.specificRefValues, newFields, true);
  await tx
    .update(orders)
    .set({ serviceId: service.id, specificValues, specificRefValues, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
  const kept = new Set([...Object.keys(specificValues), ...Object.keys(specificRefValues)]);
  const dropped = oldFields.filter((f) => {
    const had = f.type === 'ref' ? before.specificRefValues[f.code] : before.specificValues[f.code];
    return had !== undefined && had !== null && had !== '' && !kept.has(f.code);
  });
  const text = `Заявка перенесена в другой сервис: ${before.serviceName} → ${service.name}${dropped.length ? `; удалены поля: ${dropped.map((f) => f.name).join(', ')}` : ''}`;
  await logOrderChange(tx, orderId, userId, 'service_moved', text, { from: before.serviceId, to: service.id });
  return requireEntity(tx, orderId);
}
