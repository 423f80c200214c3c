import { formatDateTime, round2 } from '../../shared/format';
import type { OrderEntity, OrderField } from '../../shared/schemas/orders/orderEntity';

// What a save changed, in the Russian lines of the order's history: 'Статус изменён: Новая → В работе',
// 'Стоимость: 1 500,00 → 2 000,00'. A status change is a line of its own; the other changes share one line.

const EMPTY = '—';
const moneyFormat = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1500 -> '1 500,00' with plain spaces, so the line reads the same wherever it is shown or searched. */
export const formatAmount = (value: number) => moneyFormat.format(round2(value)).replace(/\s/g, ' ');

const shown = (value: string | null | undefined) =>
  value === null || value === undefined || value === '' ? EMPTY : value;
const yesNo = (value: unknown) => (value === true ? 'да' : value === false ? 'нет' : EMPTY);

export interface ChangeNames {
  /** Reference value names by id: reasons, stored objects, the service's reference fields. */
  refNames: Map<number, string>;
  /** The service's own fields, for their names and types. */
  fields: OrderField[];
}

type Describe = (order: OrderEntity, names: ChangeNames) => string;

const refName = (id: number | null | undefined, names: ChangeNames) =>
  id ? (names.refNames.get(id) ?? String(id)) : EMPTY;

const DESCRIBED: [label: string, describe: Describe][] = [
  ['Клиент', (o) => shown(o.clientFio)],
  ['Автомобиль', (o) => shown(o.vehicleNumber)],
  ['Стоимость', (o) => (o.cost === null ? EMPTY : formatAmount(o.cost))],
  ['Оплачена', (o) => yesNo(o.isPaid)],
  ['Партнёр', (o) => shown(o.partnerName)],
  ['Офис', (o) => shown(o.officeName)],
  ['Адрес', (o) => shown(o.address)],
  ['Описание', (o) => shown(o.description)],
  ['Плановая дата', (o) => shown(formatDateTime(o.plannedDate, o.timezone))],
  ['Часовой пояс', (o) => o.timezone],
  ['Объект хранения', (o, n) => refName(o.storedObjectRefValueId, n)],
  ['Шины', (o) => (o.tires ? JSON.stringify(o.tires) : EMPTY)],
  ['Диски', (o) => (o.rims ? JSON.stringify(o.rims) : EMPTY)],
  ['Причина отмены', (o, n) => refName(o.cancelReasonRefValueId, n)],
  ['Причина отказа', (o, n) => refName(o.refusalReasonRefValueId, n)],
  ['Комментарий к отказу', (o) => shown(o.refusalComment)],
  ['Расстояние за МКАД, км', (o) => (o.outsideRingRoadDistance === null ? EMPTY : String(o.outsideRingRoadDistance))],
  ['Лид Carmen', (o) => shown(o.carmenLeadId)],
];

/** Tyres and rims are objects: their line says that they changed, not the whole JSON. */
const SUMMARISED = new Set(['Шины', 'Диски']);

function fieldValue(order: OrderEntity, field: OrderField, names: ChangeNames): string {
  if (field.type === 'ref') return refName(order.specificRefValues[field.code], names);
  const value = order.specificValues[field.code];
  if (field.type === 'boolean') return yesNo(value);
  return value === null || value === undefined || value === '' ? EMPTY : String(value);
}

/** The history lines of one save: the status line (if the status changed) and one line of the other changes. */
export function describeOrderChanges(
  before: OrderEntity,
  after: OrderEntity,
  names: ChangeNames,
): { status: string | null; changes: string | null } {
  const status =
    before.statusRefValueId === after.statusRefValueId
      ? null
      : `Статус изменён: ${shown(before.statusRefValueName)} → ${shown(after.statusRefValueName)}`;
  const parts: string[] = [];
  for (const [label, textOf] of DESCRIBED) {
    const from = textOf(before, names);
    const to = textOf(after, names);
    if (from !== to) parts.push(SUMMARISED.has(label) ? `${label}: изменены` : `${label}: ${from} → ${to}`);
  }
  for (const field of names.fields) {
    const from = fieldValue(before, field, names);
    const to = fieldValue(after, field, names);
    if (from !== to) parts.push(`${field.name}: ${from} → ${to}`);
  }
  return { status, changes: parts.length > 0 ? parts.join('; ') : null };
}
