import type { DbOrTx } from '../db/db';
import { cronTasks } from '../vehicles/vehiclesSchema';
import { CRON_JOBS } from './cronJobs';

/**
 * Every job's task exists: a database without one gets it with the job's name, description and schedule, counted
 * from now (its first run is its next slot). An existing task is never touched: its schedule and enabled flag are
 * the operators'. Safe when several processes start together (the code is unique).
 */
export async function ensurePlatformCronTasks(db: DbOrTx, now: Date = new Date()): Promise<void> {
  await db
    .insert(cronTasks)
    .values(
      CRON_JOBS.map(({ code, name, description, schedule, enabled }) => ({
        code,
        name,
        description,
        schedule,
        enabled,
        lastSlotAt: now,
      })),
    )
    .onConflictDoNothing({ target: cronTasks.code });
}
