import { z } from 'zod';
import { entityIdSchema, softDeleteFields } from '../fields/resourceFields';

// Service card types (/service_cards/types): the kinds of service card a client can hold. Soft deleted.

export const CARD_TYPE_NOT_FOUND = 'Тип сервисной карты не найден';

const NAME_MESSAGE = 'Укажите название';
const VALIDITY_MESSAGE = 'Срок действия — целое число месяцев от 1 до 120';

export const cardTypeSchema = z.object({
  id: entityIdSchema,
  name: z.string(),
  description: z.string().nullable(),
  /** Months a card of this type is valid from its issue; null: without end. */
  validityMonths: z.number().int().nullable(),
  ...softDeleteFields,
});
export type CardType = z.infer<typeof cardTypeSchema>;

/** POST /service_cards/types and PUT /service_cards/types/{id}: the whole card type. */
export const cardTypeBodySchema = z.object({
  name: z.string({ error: NAME_MESSAGE }).trim().min(1, NAME_MESSAGE).max(255, 'Название не длиннее 255 символов'),
  description: z
    .string({ error: 'Описание — строка' })
    .trim()
    .max(2000, 'Описание не длиннее 2000 символов')
    .nullish()
    .transform((v) => (v ? v : null)),
  validityMonths: z
    .int({ error: VALIDITY_MESSAGE })
    .min(1, VALIDITY_MESSAGE)
    .max(120, VALIDITY_MESSAGE)
    .nullish()
    .transform((v) => v ?? null),
});
export type CardTypeBody = z.input<typeof cardTypeBodySchema>;
