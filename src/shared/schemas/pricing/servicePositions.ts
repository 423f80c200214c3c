import { z } from 'zod';
import { entityIdSchema, idField, idParam, int32Field } from '../fields/resourceFields';

// Service positions (GET/POST /nomenclature/services, PUT/DELETE /nomenclature/services/{id}): the positions a
// service offers, in their order.

export const SERVICE_POSITION_NOT_FOUND = 'Позиция услуги не найдена';
export const SERVICE_POSITION_EXISTS = 'Эта позиция уже есть у услуги';

export const servicePositionSchema = z.object({
  id: entityIdSchema,
  serviceId: entityIdSchema,
  positionId: entityIdSchema,
  positionName: z.string(),
  unit: z.string(),
  sort: z.number().int(),
});
export type ServicePosition = z.infer<typeof servicePositionSchema>;

const sortField = int32Field('Порядок — целое число');

export const servicePositionsQuerySchema = z.object({ serviceId: idParam('Укажите услугу') });

export const servicePositionCreateSchema = z.object({
  serviceId: idField('Укажите услугу'),
  positionId: idField('Укажите позицию'),
  sort: sortField.default(0),
});
export type ServicePositionCreate = z.input<typeof servicePositionCreateSchema>;

export const servicePositionUpdateSchema = z.object({
  positionId: idField('Укажите позицию').optional(),
  sort: sortField,
});
export type ServicePositionUpdate = z.input<typeof servicePositionUpdateSchema>;
