import { z } from 'zod';
import { entityIdSchema, idField, idParam, softDeleteFields } from '../fields/resourceFields';

// A card type's positions (/service_cards/types/service_positions): a service position (a service and a nomenclature
// position) and how many uses of it are free. On the wire 'no free uses' is -1: a 0 is refused, the console maps its
// 0 to -1 (cardFreeCount.ts). Soft deleted; one alive row per position and card type.

export const CARD_TYPE_POSITION_NOT_FOUND = 'Позиция типа карты не найдена';
export const CARD_TYPE_POSITION_EXISTS = 'Эта позиция уже есть в типе карты';
export const SERVICE_POSITION_MESSAGE = 'Укажите позицию услуги';
export const FREE_COUNT_ZERO_MESSAGE = 'Ноль бесплатных раз передаётся как -1';
export const FREE_COUNT_MESSAGE = 'Бесплатно, раз: -1 (нет) или целое число от 1';
export const FREE_COUNT_SHOWN_MESSAGE = 'Бесплатно, раз: целое число от 0 (0 — нет)';

export const cardTypePositionSchema = z.object({
  id: entityIdSchema,
  cardTypeId: entityIdSchema,
  servicePositionId: entityIdSchema,
  serviceId: entityIdSchema,
  serviceName: z.string(),
  positionId: entityIdSchema,
  positionName: z.string(),
  /** -1: no free uses. */
  freeCount: z.number().int(),
  ...softDeleteFields,
});
export type CardTypePosition = z.infer<typeof cardTypePositionSchema>;

/** freeCount as the API takes it: -1 or a count from 1. */
export const freeCountField = z.int32({ error: FREE_COUNT_MESSAGE }).refine((v) => v === -1 || v >= 1, {
  error: (issue) => (issue.input === 0 ? FREE_COUNT_ZERO_MESSAGE : FREE_COUNT_MESSAGE),
});

export const cardTypePositionsQuerySchema = z.object({
  cardTypeId: idParam('Укажите тип сервисной карты'),
  showDeleted: z.stringbool({ error: 'showDeleted: true или false' }).default(false),
});

export const cardTypePositionCreateSchema = z.object({
  cardTypeId: idField('Укажите тип сервисной карты'),
  servicePositionId: idField(SERVICE_POSITION_MESSAGE),
  freeCount: freeCountField,
});
export type CardTypePositionCreate = z.input<typeof cardTypePositionCreateSchema>;

/** PUT /service_cards/types/service_positions: the id in the body; a position stays on its card type. */
export const cardTypePositionUpdateSchema = cardTypePositionCreateSchema
  .omit({ cardTypeId: true })
  .extend({ id: idField('Некорректная позиция типа карты') });
export type CardTypePositionUpdate = z.input<typeof cardTypePositionUpdateSchema>;

/** The console's form: freeCount as shown ('Бесплатно, раз', 0 — none), mapped with freeCountToWire on send. */
export const cardTypePositionFormSchema = z.object({
  servicePositionId: idField(SERVICE_POSITION_MESSAGE),
  freeCount: z.int32({ error: FREE_COUNT_SHOWN_MESSAGE }).min(0, FREE_COUNT_SHOWN_MESSAGE),
});

/** GET /service_cards/service_position_choices: every service position, for the position select. */
export const servicePositionChoiceSchema = z.object({
  id: entityIdSchema,
  serviceId: entityIdSchema,
  serviceName: z.string(),
  positionId: entityIdSchema,
  positionName: z.string(),
});
export type ServicePositionChoice = z.infer<typeof servicePositionChoiceSchema>;
