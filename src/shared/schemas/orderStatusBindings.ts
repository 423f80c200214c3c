import { z } from 'zod';
import { entityIdSchema, idField, idParam, int32Field, unixSecondsSchema } from './fields/resourceFields';

// Order status bindings (/order_statuses): the statuses (values of reference 9) an order of a service from a source
// (a value of the status-source reference, the one holding value 144) may take, in order; one of them may be the
// primary, the status such an order starts in.

export const ORDER_STATUS_BINDING_NOT_FOUND = 'Привязка статуса не найдена';
export const ORDER_STATUS_BINDING_EXISTS = 'Этот статус уже привязан к услуге и источнику';
export const STATUS_MESSAGE = 'Укажите статус заявки';
export const SOURCE_MESSAGE = 'Укажите источник статуса';
export const SERVICE_MESSAGE = 'Укажите услугу';

export const orderStatusBindingSchema = z.object({
  id: entityIdSchema,
  serviceId: entityIdSchema,
  sourceRefValueId: entityIdSchema,
  statusRefValueId: entityIdSchema,
  statusName: z.string(),
  isPrimary: z.boolean(),
  sort: z.number().int(),
  createdAt: unixSecondsSchema,
});
export type OrderStatusBinding = z.infer<typeof orderStatusBindingSchema>;

export const orderStatusBindingsQuerySchema = z.object({
  serviceId: idParam(SERVICE_MESSAGE),
  sourceRefValueId: idParam(SOURCE_MESSAGE),
});

export const orderStatusBindingCreateSchema = z.object({
  serviceId: idField(SERVICE_MESSAGE),
  sourceRefValueId: idField(SOURCE_MESSAGE),
  statusRefValueId: idField(STATUS_MESSAGE),
  /** Unset: after the service and source's last status. */
  sort: int32Field('Порядок — целое число').optional(),
});
export type OrderStatusBindingCreate = z.input<typeof orderStatusBindingCreateSchema>;

/** PUT /order_statuses/{id}: the status and its place; the service and source stay. */
export const orderStatusBindingUpdateSchema = orderStatusBindingCreateSchema
  .pick({ statusRefValueId: true, sort: true })
  .partial({ statusRefValueId: true });
export type OrderStatusBindingUpdate = z.input<typeof orderStatusBindingUpdateSchema>;

export const orderStatusBindingIdParamsSchema = z.object({ id: idParam('Некорректная привязка статуса') });
