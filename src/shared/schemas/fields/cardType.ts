import { z } from 'zod';
import { FREE_COUNT_ZERO_ON_SERVER } from '../../constants';
import { optionalId } from './formFields';

// A card type position's freeCount of 0 is sent as -1, and a received -1 is shown as 0. The two conversions live here
// so the console and the server agree.

export const freeCountToServer = (freeCount: number) => (freeCount === 0 ? FREE_COUNT_ZERO_ON_SERVER : freeCount);
export const freeCountFromServer = (freeCount: number) => (freeCount === FREE_COUNT_ZERO_ON_SERVER ? 0 : freeCount);

/** The card type position form (id, cardTypeId, freeCount); freeCount as the user sees it. */
export const cardTypePositionSchema = z.object({
  id: optionalId,
  cardTypeId: optionalId,
  freeCount: z
    .number({ error: 'Укажите количество' })
    .int('Допускается только целое число')
    .nonnegative('Количество не может быть отрицательным'),
});
export type CardTypePositionInput = z.infer<typeof cardTypePositionSchema>;

/** The same position as the API takes it: a freeCount of 0 becomes -1. */
export const cardTypePositionRequestSchema = cardTypePositionSchema.transform((position) => ({
  ...position,
  freeCount: freeCountToServer(position.freeCount),
}));
export type CardTypePositionRequest = z.output<typeof cardTypePositionRequestSchema>;
