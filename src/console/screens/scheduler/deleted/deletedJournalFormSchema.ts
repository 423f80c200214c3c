import { z } from 'zod';
import { parseRuDate } from '../../../../shared/format';
import { dateText, RU_DATE } from '../../../../shared/schemas/fields/dates';
import { withRules } from '../../../../shared/schemas/fields/formFields';

/** The deleted journal's period, typed as DD.MM.YYYY: both ends required, the end not before the start. */
export const deletedJournalFormSchema = withRules(
  z.object({
    fromDate: dateText([RU_DATE], 'Укажите дату начала'),
    toDate: dateText([RU_DATE], 'Укажите дату окончания'),
  }),
  ({ fromDate, toDate }, report) => {
    const from = typeof fromDate === 'string' ? parseRuDate(fromDate) : null;
    const to = typeof toDate === 'string' ? parseRuDate(toDate) : null;
    if (from && to && to < from) report('toDate', 'Дата окончания не может быть раньше даты начала');
  },
);
export type DeletedJournalFormValues = z.output<typeof deletedJournalFormSchema>;
