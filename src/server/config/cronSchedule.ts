import { Cron } from 'croner';
import { CRON_TIMEZONE } from '../../shared/schemas/cronTasks';

/**
 * The schedule's latest slot at or before `now`, or null when the expression is not a schedule croner reads (a row
 * written past the API) or has no slot yet. croner leaves a run at exactly the reference out, so it is asked from
 * just after `now`.
 */
export function latestCronSlot(schedule: string, now: Date): Date | null {
  let cron: Cron;
  try {
    cron = new Cron(schedule, { mode: '5-part', paused: true, timezone: CRON_TIMEZONE });
  } catch {
    return null;
  }
  return cron.previousRuns(2, new Date(now.getTime() + 1)).find((slot) => slot.getTime() <= now.getTime()) ?? null;
}
