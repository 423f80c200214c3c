import { z } from 'zod';
import { TIME_STEP_MINUTES } from '../../format';
import { optionalId, withRules } from '../fields/formFields';

// The weekly hours of an office post. A time is HH:MM, hours 0-23, minutes 0-59, required; under 5 characters it is
// incomplete; it falls on :00 or :30 (the time picker's 30-minute step). A slot's begin is before its end, and an end
// of 00:00 means midnight at the end of the day (24:00).

const TIME = /^(\d{2}):(\d{2})$/;
const DAY_MINUTES = 24 * 60;

/** Minutes since midnight of 'HH:MM'; an end time of 00:00 is 24:00 (1440). NaN for anything else. */
export function toMinutes(time: string, { isEnd = false }: { isEnd?: boolean } = {}): number {
  const match = TIME.exec(time);
  if (!match) return Number.NaN;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return isEnd && minutes === 0 ? DAY_MINUTES : minutes;
}

const hours = (time: string) => Number(TIME.exec(time)?.[1]);
const minutes = (time: string) => Number(TIME.exec(time)?.[2]);

/** A complete, real time on the grid: what a slot needs before its begin and end are compared. */
export const isSlotTime = (time: string) =>
  TIME.test(time) && hours(time) <= 23 && minutes(time) <= 59 && minutes(time) % TIME_STEP_MINUTES === 0;

export const timeSchema = z
  .string({ error: 'Укажите время' })
  .trim()
  .min(1, { error: 'Укажите время', abort: true })
  .min(5, { error: 'Время введено не полностью', abort: true })
  .regex(TIME, { error: 'Введите время в формате ЧЧ:ММ', abort: true })
  .refine((time) => hours(time) <= 23, { error: 'Часы должны быть от 00 до 23', abort: true })
  .refine((time) => minutes(time) <= 59, { error: 'Минуты должны быть от 00 до 59', abort: true })
  .refine((time) => minutes(time) % TIME_STEP_MINUTES === 0, 'Время должно быть кратно 30 минутам: :00 или :30');

/** One slot of a day: beginTime, endTime, id. */
export const weeklySlotSchema = withRules(
  z.object({ id: optionalId, beginTime: timeSchema, endTime: timeSchema }),
  ({ beginTime, endTime }, report) => {
    if (typeof beginTime !== 'string' || typeof endTime !== 'string' || !isSlotTime(beginTime) || !isSlotTime(endTime))
      return;
    if (toMinutes(beginTime) >= toMinutes(endTime, { isEnd: true }))
      report('endTime', 'Время окончания должно быть позже времени начала');
  },
);
export type WeeklySlotInput = z.infer<typeof weeklySlotSchema>;

export const weeklyDaySchema = z.object({
  dayOfWeek: z.number({ error: 'Укажите день недели' }).int('Укажите день недели'),
  times: z.array(weeklySlotSchema),
});
export const weeklyHoursSchema = z.array(weeklyDaySchema);
export type WeeklyHoursInput = z.infer<typeof weeklyHoursSchema>;

/** How the editor marks a slot it has not saved yet. */
export type SlotChange = 'created' | 'updated' | 'deleted';

/** Weekly hours can be saved only if no kept slot is invalid and at least one was created, changed or deleted. */
export function canSaveWeeklyHours(
  days: readonly { times: readonly (Record<string, unknown> & { change?: SlotChange })[] }[],
): boolean {
  const slots = days.flatMap((day) => day.times);
  const kept = slots.filter((slot) => slot.change !== 'deleted');
  return (
    slots.some((slot) => slot.change !== undefined) && kept.every((slot) => weeklySlotSchema.safeParse(slot).success)
  );
}
