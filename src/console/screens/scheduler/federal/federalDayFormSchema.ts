import { z } from 'zod';
import { dateText, RU_DATE } from '../../../../shared/schemas/fields/dates';
import { federalDayCreateSchema } from '../../../../shared/schemas/scheduler/schedulerPosts';

/** The add dialog: the day typed as DD.MM.YYYY (sent as yyyy-MM-dd) and the contract's name rule. */
export const federalDayFormSchema = z.object({
  day: dateText([RU_DATE], 'Укажите дату'),
  name: federalDayCreateSchema.shape.name,
});
export type FederalDayFormValues = z.output<typeof federalDayFormSchema>;
