import { z } from 'zod';
import { dateText, RU_DATE } from '../../../../shared/schemas/fields/dates';
import { withRules } from '../../../../shared/schemas/fields/formFields';
import { isSlotTime, timeSchema, toMinutes } from '../../../../shared/schemas/scheduler/schedulerTime';

/**
 * The half-year interval dialog: the day (DD.MM.YYYY) and its begin and end on the 30-minute grid, the weekly
 * hours' time rules: begin before end, an end of 00:00 meaning 24:00.
 */
export const workIntervalFormSchema = withRules(
  z.object({ day: dateText([RU_DATE], 'Укажите дату'), beginTime: timeSchema, endTime: timeSchema }),
  ({ beginTime, endTime }, report) => {
    // The rules run on a partly checked value too: compare only two complete times.
    if (typeof beginTime !== 'string' || typeof endTime !== 'string' || !isSlotTime(beginTime) || !isSlotTime(endTime))
      return;
    if (toMinutes(beginTime) >= toMinutes(endTime, { isEnd: true }))
      report('endTime', 'Время окончания должно быть позже времени начала');
  },
);
export type WorkIntervalFormValues = z.output<typeof workIntervalFormSchema>;
