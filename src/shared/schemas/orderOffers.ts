import { z } from 'zod';
import { DISPATCH_STATES } from '../lifecycleStates';
import { idField, idParam, unixSecondsSchema } from './fields/resourceFields';

// Evacuation dispatch (POST /order_evacuation/{orderId}, /restart, /operator) and the partner's offers
// (GET /order_offers, POST /order_offers/{id}/accept and /reject); partner priorities 1 to 10.

const unix = unixSecondsSchema;
export const OFFER_NOT_FOUND = 'Предложение не найдено';
export const OFFER_STATUSES = ['pending', 'accepted', 'rejected', 'expired', 'cancelled'] as const;
export const OFFER_STATUS_NAMES: Record<(typeof OFFER_STATUSES)[number], string> = {
  pending: 'Ожидает ответа',
  accepted: 'Принято',
  rejected: 'Отклонено',
  expired: 'Истёк срок ответа',
  cancelled: 'Отозвано',
};

export const orderOfferSchema = z.object({
  id: z.number(),
  orderId: z.number(),
  orderNumber: z.string(),
  partnerId: z.number(),
  partnerName: z.string(),
  priority: z.number(),
  status: z.enum(OFFER_STATUSES),
  statusName: z.string(),
  createdDate: unix,
  expiresDate: unix,
  answeredDate: unix.nullable(),
  answeredByUserFio: z.string().nullable(),
  comment: z.string().nullable(),
  /** What the partner needs to decide: where from and to, the vehicle, the region. */
  addressFrom: z.string().nullable(),
  addressTo: z.string().nullable(),
  vehicleName: z.string().nullable(),
  regionName: z.string().nullable(),
});
export type OrderOffer = z.infer<typeof orderOfferSchema>;

export const dispatchSchema = z.object({
  orderId: z.number(),
  state: z.enum(DISPATCH_STATES),
  stateName: z.string(),
  candidates: z.array(z.object({ partnerId: z.number(), partnerName: z.string(), priority: z.number() })),
  /** Index of the partner asked now. */
  position: z.number(),
  startedDate: unix.nullable(),
  offers: z.array(orderOfferSchema),
  allowedActions: z.array(z.string()),
});
export type Dispatch = z.infer<typeof dispatchSchema>;

export const offerIdParamsSchema = z.object({ id: idParam('Некорректное предложение') });
export const dispatchParamsSchema = z.object({ orderId: idParam('Некорректный номер заявки') });
/**
 * GET /order_offers?status&orderId: the user's partner's offers (pending by default); platform staff may name an order.
 */
export const offersQuerySchema = z.object({
  status: z.enum(OFFER_STATUSES).optional(),
  orderId: idParam('Некорректный номер заявки').optional(),
});
export const offerRejectSchema = z.object({ comment: z.string().trim().max(500, 'Не более 500 символов').optional() });

export const PRIORITY_MESSAGE = 'Приоритет от 1 до 10';
export const servicePartnerPrioritySchema = z.object({
  id: z.number(),
  serviceId: z.number(),
  partnerId: z.number(),
  partnerName: z.string(),
  fiasId: z.string(),
  priority: z.number(),
});
export const prioritiesQuerySchema = z.object({
  fiasId: z.string().min(1, 'Укажите регион'),
  serviceId: idParam('Некорректная услуга'),
});
export const priorityUpdateSchema = z.object({
  id: idField('Некорректный идентификатор'),
  priority: z
    .number({ error: PRIORITY_MESSAGE })
    .int(PRIORITY_MESSAGE)
    .min(1, PRIORITY_MESSAGE)
    .max(10, PRIORITY_MESSAGE),
});
