import { z } from 'zod';
import { optionalField, optionalId, optionalText, refId } from '../fields/formFields';

// The client promo dialog. Add mode picks a project, then a promo of it; edit mode changes only the comment and the
// used count. Bodies as /client_promos takes them.

const clientPromoFormShape = z.object({
  clientId: optionalId,
  sourceProjectId: refId('Укажите проект'),
  promoId: refId('Укажите промоакцию'),
  comment: optionalText,
  /** Editable only when editing; a blank count is 0. */
  usedCount: optionalField(
    z
      .number({ error: 'Допускается только целое число' })
      .int('Допускается только целое число')
      .nonnegative('Количество использований не может быть отрицательным'),
  ).transform((count) => count ?? 0),
});

/** POST /client_promos {clientId, promoId, sourceProjectId, comment}. */
export const clientPromoCreateSchema = clientPromoFormShape.omit({ usedCount: true });
export type ClientPromoCreateInput = z.infer<typeof clientPromoCreateSchema>;

/** PUT /client_promos/{id}: only comment and usedCount (default 0); anything else is dropped. */
export const clientPromoUpdateSchema = clientPromoFormShape.pick({ comment: true, usedCount: true });
export type ClientPromoUpdateInput = z.infer<typeof clientPromoUpdateSchema>;
