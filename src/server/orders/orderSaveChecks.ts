import { and, eq, inArray, isNull } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { ERROR_CODES } from '../../shared/errorCodes';
import { REF_IDS } from '../../shared/referenceIds';
import type { OrderField, OrderSave } from '../../shared/schemas/orders/orderEntity';
import { clients } from '../clients/clientsSchema';
import type { DbOrTx } from '../db/db';
import { offices, partners, refValues } from '../db/schema';
import { AppError, MESSAGES } from '../errors';
import { vehicles } from '../vehicles/vehiclesSchema';
import { findService, listOrderFields, SERVICE_NOT_FOUND } from './orderFieldsRepository';

// What the save body's schema cannot know: the ids it names exist (400 per field), the reference values belong to
// their books, and the service's required fields are filled ('Заполните поле «…»').

const WRONG_VALUE = 'Некорректное значение';

const exists = async (query: Promise<unknown[]>) => (await query).length > 0;

/** The details of every broken check; the service's fields when the body is fine. */
export async function checkOrderSave(db: DbOrTx, body: OrderSave): Promise<OrderField[]> {
  const details: Record<string, string> = {};
  const service = await findService(db, body.serviceId);
  if (!service) details.serviceId = SERVICE_NOT_FOUND;
  if (
    !(await exists(
      db
        .select({ id: clients.id })
        .from(clients)
        .where(and(eq(clients.id, body.clientId), isNull(clients.deletedDate))),
    ))
  )
    details.clientId = 'Клиент не найден';
  if (
    body.vehicleId &&
    !(await exists(
      db
        .select({ id: vehicles.id })
        .from(vehicles)
        .where(and(eq(vehicles.id, body.vehicleId), isNull(vehicles.deletedDate))),
    ))
  )
    details.vehicleId = 'Автомобиль не найден';
  if (
    body.partnerId &&
    !(await exists(db.select({ id: partners.id }).from(partners).where(eq(partners.id, body.partnerId))))
  )
    details.partnerId = 'Партнёр не найден';
  if (body.officeId) {
    const [office] = await db
      .select({ partnerId: offices.partnerId })
      .from(offices)
      .where(eq(offices.id, body.officeId));
    if (!office) details.officeId = 'Офис не найден';
    else if (body.partnerId && office.partnerId !== body.partnerId)
      details.officeId = 'Офис не относится к выбранному партнёру';
  }
  if (body.timezone && !DateTime.now().setZone(body.timezone).isValid) details.timezone = 'Неизвестный часовой пояс';
  const fields = service ? await listOrderFields(db, service.id) : [];
  await checkRefValues(db, body, fields, details);
  checkSpecificValues(body, fields, details);
  if (Object.keys(details).length > 0) throw new AppError(400, ERROR_CODES.validation, MESSAGES.validation, details);
  return fields;
}

/** Each reference value the body names must be a live value of its book. */
async function checkRefValues(db: DbOrTx, body: OrderSave, fields: OrderField[], details: Record<string, string>) {
  const wanted: [field: string, id: number | null | undefined, refId: number | null, message: string][] = [
    ['statusRefValueId', body.statusRefValueId, REF_IDS.orderStatus, 'Статус не найден'],
    ['storedObjectRefValueId', body.storedObjectRefValueId, REF_IDS.storedObject, WRONG_VALUE],
    ['cancelReasonRefValueId', body.cancelReasonRefValueId, REF_IDS.orderCancelReason, WRONG_VALUE],
    ['refusalReasonRefValueId', body.refusalReasonRefValueId, REF_IDS.refusalReason, WRONG_VALUE],
    ...fields
      .filter((f) => f.type === 'ref')
      .map((f): [string, number | null | undefined, number | null, string] => [
        `specificRefValues.${f.code}`,
        body.specificRefValues[f.code],
        f.refId,
        WRONG_VALUE,
      ]),
  ];
  const ids = [...new Set(wanted.flatMap(([, id]) => (id ? [id] : [])))];
  const rows = ids.length
    ? await db
        .select({ id: refValues.id, refId: refValues.refId })
        .from(refValues)
        .where(and(inArray(refValues.id, ids), isNull(refValues.deletedDate)))
    : [];
  const bookOf = new Map(rows.map((r) => [r.id, r.refId]));
  for (const [field, id, refId, message] of wanted) {
    if (id && (!bookOf.has(id) || (refId !== null && bookOf.get(id) !== refId))) details[field] ??= message;
  }
}

/** Required fields filled, numbers numeric, flags true or false. */
function checkSpecificValues(body: OrderSave, fields: OrderField[], details: Record<string, string>) {
  for (const field of fields) {
    if (field.type === 'ref') {
      const value = body.specificRefValues[field.code];
      if (field.required && !value) details[`specificRefValues.${field.code}`] ??= `Заполните поле «${field.name}»`;
      continue;
    }
    const key = `specificValues.${field.code}`;
    const value = body.specificValues[field.code];
    const blank = value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
    if (blank) {
      if (field.required) details[key] ??= `Заполните поле «${field.name}»`;
    } else if (field.type === 'number' && (typeof value === 'boolean' || !Number.isFinite(Number(value))))
      details[key] ??= 'Укажите число';
    else if (field.type === 'boolean' && typeof value !== 'boolean') details[key] ??= 'Ожидается да или нет';
  }
}
