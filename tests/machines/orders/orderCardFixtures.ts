import type { OrderEntity } from '../../../src/shared/schemas/orders/orderEntity';

// An order as GET /orders/{id} answers it, for the order card's machine tests.

export const ME = 5;
export const OTHER = 9;

export const demoOrder = (patch: Partial<OrderEntity> = {}): OrderEntity => ({
  id: 42,
  number: '000042',
  createdDate: 1_700_000_000,
  updatedDate: 1_700_000_000,
  statusRefValueId: 9011,
  statusRefValueName: 'Новая',
  serviceId: 13,
  serviceName: 'Эвакуация',
  clientId: 7,
  clientFio: 'Иванов Иван Иванович',
  clientPhone: '+79161234567',
  vehicleId: 3,
  vehicleNumber: 'А123ВС777',
  vehicleMakeTitle: 'Lada',
  vehicleModelTitle: 'Vesta',
  partnerId: null,
  partnerName: null,
  officeId: null,
  officeName: null,
  userId: 1,
  userFio: 'Администраторов Александр',
  cost: 3500,
  isPaid: false,
  address: 'Москва, ул. Тверская, д. 1',
  fiasId: null,
  description: 'Не заводится',
  plannedDate: null,
  timezone: 'Europe/Moscow',
  storedObjectRefValueId: null,
  tires: null,
  rims: null,
  cancelReasonRefValueId: null,
  refusalReasonRefValueId: null,
  refusalComment: null,
  outsideRingRoadDistance: null,
  specificValues: {},
  specificRefValues: {},
  diameterWheelRefValueName: null,
  tireCount: null,
  carmenLeadId: null,
  maId: null,
  parentOrderId: null,
  blockedByUserId: null,
  blockedByUserFio: null,
  blockedDate: null,
  deletedDate: null,
  ...patch,
});

export const heldBy = (userId: number | null, fio: string | null = userId ? 'Петров Пётр' : null) => ({
  orderId: 42,
  blockedByUserId: userId,
  blockedByUserFio: fio,
  blockedDate: userId ? 1_700_000_100 : null,
});

export const cardInput = { orderId: 42, userId: ME, canUpdate: true, canDelete: true, canBlock: true, canMove: true };
