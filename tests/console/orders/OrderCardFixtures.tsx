import type { OrderField } from '../../../src/shared/schemas/orders/orderEntity';
import type { RefValue } from '../../../src/shared/schemas/references';

// What the order card, form and creation tests share: reference values, services and the tyre catalogue the
// mocked API modules answer with.

export { demoOrder, heldBy } from '../../machines/orders/orderCardFixtures';

const value = (id: number, refId: number, name: string, sort: number): RefValue =>
  ({ id, refId, name, int1: null, sort, createdAt: 0, deletedDate: null }) as RefValue;

export const REF_VALUES: Record<number, RefValue[]> = {
  9: [
    value(9011, 9, 'Новая', 1),
    value(9012, 9, 'В работе', 2),
    value(121, 9, 'Отменена', 3),
    value(29, 9, 'Архив', 4),
  ],
  902: [value(379, 902, 'Шины', 1), value(380, 902, 'Комплект колёс', 2), value(443, 902, 'Диски', 3)],
  904: [value(9041, 904, 'Дорого', 1), value(503, 904, 'Другое', 2)],
  913: [value(9141, 913, 'Клиент отменил заявку', 1), value(9142, 913, 'Проблема решена самостоятельно', 2)],
  914: [value(9151, 914, 'Литые', 1), value(9152, 914, 'Штампованные', 2)],
  915: [value(9161, 915, 'ДТП', 1), value(9162, 915, 'Техническая неисправность', 2)],
};
export const fetchRefValuesFake = async (refId: number) => REF_VALUES[refId] ?? [];

export const SERVICES = [
  { id: 13, name: 'Эвакуация', code: 'evacuation' },
  { id: 42, name: 'Техническая помощь', code: 'tech_help' },
  { id: 69, name: 'Шиномонтаж', code: 'tire_fitting' },
  { id: 68, name: 'Хранение шин', code: 'tire_storage' },
  { id: 902, name: 'Урегулирование убытков', code: 'loss_adjustment' },
];

export const LOSS_FIELDS: OrderField[] = [
  {
    id: 1,
    serviceId: 902,
    code: 'lossNumber',
    name: 'Номер убытка',
    type: 'text',
    refId: null,
    required: true,
    sort: 10,
  },
  {
    id: 2,
    serviceId: 902,
    code: 'damageAmount',
    name: 'Сумма ущерба',
    type: 'number',
    refId: null,
    required: false,
    sort: 30,
  },
];
export const EVACUATION_FIELDS: OrderField[] = [
  {
    id: 3,
    serviceId: 13,
    code: 'evacuationReason',
    name: 'Причина эвакуации',
    type: 'ref',
    refId: 915,
    required: true,
    sort: 10,
  },
];

export const TIRE_BRANDS = [
  { id: 1, name: 'Nokian Tyres' },
  { id: 2, name: 'Michelin' },
];
export const TIRE_MODELS: Record<number, { id: number; brandId: number; name: string }[]> = {
  1: [{ id: 11, brandId: 1, name: 'Hakkapeliitta 10' }],
  2: [{ id: 21, brandId: 2, name: 'X-Ice North 4' }],
};

export const OFFICES = [
  { id: 31, name: 'Шиномонтаж на Ленинском', partnerId: 2, partnerName: 'ШинСервис', timezone: 'Europe/Moscow' },
  { id: 32, name: 'Шиномонтаж в Химках', partnerId: 2, partnerName: 'ШинСервис', timezone: 'Europe/Moscow' },
];
