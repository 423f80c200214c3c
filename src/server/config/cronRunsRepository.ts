import { and, desc, eq, isNull, lt, ne, or } from 'drizzle-orm';
import type { CronRunStatus, CronTaskRun } from '../../shared/schemas/cronTasks';
import type { DbOrTx } from '../db/db';
import { cronTaskRuns, cronTasks } from '../vehicles/vehiclesSchema';

// What the runner writes: the slot a process claims, the runs it records, the history it keeps bounded.

export type CronTaskRow = typeof cronTasks.$inferSelect;

const toUnix = (d: Date) => Math.floor(d.getTime() / 1000);

export async function getCronTaskRow(db: DbOrTx, id: number): Promise<CronTaskRow | null> {
  const [row] = await db.select().from(cronTasks).where(eq(cronTasks.id, id));
  return row ?? null;
}

export async function enabledCronTasks(db: DbOrTx): Promise<CronTaskRow[]> {
  return db.select().from(cronTasks).where(eq(cronTasks.enabled, true)).orderBy(cronTasks.id);
}

/**
 * Takes the schedule slot for this process: only one UPDATE moves last_slot_at up to it, so however many processes
 * share the database, each slot is run once. False when another process (or an earlier tick) took it.
 */
export async function claimCronSlot(db: DbOrTx, id: number, slot: Date): Promise<boolean> {
  const rows = await db
    .update(cronTasks)
    .set({ lastSlotAt: slot })
    .where(
      and(
        eq(cronTasks.id, id),
        eq(cronTasks.enabled, true),
        or(isNull(cronTasks.lastSlotAt), lt(cronTasks.lastSlotAt, slot)),
      ),
    )
    .returning({ id: cronTasks.id });
  return rows.length === 1;
}

export async function startRun(db: DbOrTx, cronTaskId: number, startedAt: Date): Promise<number> {
  const [row] = await db
    .insert(cronTaskRuns)
    .values({ cronTaskId, startedAt, status: 'running' })
    .returning({ id: cronTaskRuns.id });
  return row.id;
}

export async function finishRun(
  db: DbOrTx,
  runId: number,
  status: Exclude<CronRunStatus, 'running'>,
  message: string,
  finishedAt: Date,
): Promise<CronTaskRun> {
  const [row] = await db
    .update(cronTaskRuns)
    .set({ status, message, finishedAt })
    .where(eq(cronTaskRuns.id, runId))
    .returning();
  return {
    id: row.id,
    cronTaskId: row.cronTaskId,
    startedAt: toUnix(row.startedAt),
    finishedAt: row.finishedAt ? toUnix(row.finishedAt) : null,
    status: row.status as CronRunStatus,
    message: row.message,
  };
}

/** When the task's latest successful run started. */
export async function lastSuccessAt(db: DbOrTx, cronTaskId: number): Promise<Date | null> {
  const [row] = await db
    .select({ startedAt: cronTaskRuns.startedAt })
    .from(cronTaskRuns)
    .where(and(eq(cronTaskRuns.cronTaskId, cronTaskId), eq(cronTaskRuns.status, 'success')))
    .orderBy(desc(cronTaskRuns.startedAt), desc(cronTaskRuns.id))
    .limit(1);
  return row?.startedAt ?? null;
}

/** Drops the task's finished runs that started before `before`; a run still going is kept whatever its age. */
export async function pruneRuns(db: DbOrTx, cronTaskId: number, before: Date): Promise<void> {
  await db
    .delete(cronTaskRuns)
    .where(
      and(
        eq(cronTaskRuns.cronTaskId, cronTaskId),
        lt(cronTaskRuns.startedAt, before),
        ne(cronTaskRuns.status, 'running'),
      ),
    );
}
