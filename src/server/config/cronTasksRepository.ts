import { asc, desc, eq } from 'drizzle-orm';
import {
  CRON_RUN_HISTORY_LIMIT,
  type CronRunStatus,
  type CronTask,
  type CronTaskRun,
  type CronTaskUpdate,
} from '../../shared/schemas/cronTasks';
import { recordAudit } from '../audit/auditJournal';
import type { Db, DbOrTx } from '../db/db';
import { cronTaskRuns, cronTasks } from '../vehicles/vehiclesSchema';

// Background tasks and their run history. Every function takes the database or an open transaction.

const toUnix = (d: Date) => Math.floor(d.getTime() / 1000);

/** Every task by name (or the one task), each with the start and the status of its latest run. */
export async function listCronTasks(db: DbOrTx, onlyId?: number): Promise<CronTask[]> {
  const tasks = await db
    .select()
    .from(cronTasks)
    .where(onlyId === undefined ? undefined : eq(cronTasks.id, onlyId))
    .orderBy(asc(cronTasks.name), asc(cronTasks.id));
  // One row per task: its newest run (the index on (cron_task_id, started_at) serves it).
  const lastRuns = await db
    .selectDistinctOn([cronTaskRuns.cronTaskId], {
      cronTaskId: cronTaskRuns.cronTaskId,
      startedAt: cronTaskRuns.startedAt,
      status: cronTaskRuns.status,
    })
    .from(cronTaskRuns)
    .where(onlyId === undefined ? undefined : eq(cronTaskRuns.cronTaskId, onlyId))
    .orderBy(cronTaskRuns.cronTaskId, desc(cronTaskRuns.startedAt), desc(cronTaskRuns.id));
  const lastByTask = new Map(lastRuns.map((r) => [r.cronTaskId, r]));
  return tasks.map((t) => {
    const last = lastByTask.get(t.id);
    return {
      id: t.id,
      name: t.name,
      description: t.description,
      schedule: t.schedule,
      enabled: t.enabled,
      lastRunAt: last ? toUnix(last.startedAt) : null,
      lastStatus: last ? (last.status as CronRunStatus) : null,
    };
  });
}

/** PUT /v1/users/cron_tasks/{id}: the schedule and/or the enabled flag, journaled; null when there is no task. */
export async function updateCronTask(
  db: Db,
  id: number,
  body: CronTaskUpdate,
  actorUserId: number | null,
  now: Date = new Date(),
): Promise<CronTask | null> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(cronTasks).where(eq(cronTasks.id, id)).for('update');
    if (!locked) return null;
    const [before] = await listCronTasks(tx, id);
    const schedule = body.schedule ?? locked.schedule;
    const enabled = body.enabled ?? locked.enabled;
    // A new schedule, or a task switched back on, starts at its next slot instead of catching up a past one.
    const restart = schedule !== locked.schedule || (enabled && !locked.enabled);
    await tx
      .update(cronTasks)
      .set({ schedule, enabled, ...(restart ? { lastSlotAt: now } : {}) })
      .where(eq(cronTasks.id, id));
    const [after] = await listCronTasks(tx, id);
    await recordAudit(tx, { actorUserId, entity: 'cron_task', entityId: id, action: 'update', before, after });
    return after;
  });
}

export async function cronTaskExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: cronTasks.id }).from(cronTasks).where(eq(cronTasks.id, id));
  return row !== undefined;
}

/** A task's runs, newest first, at most CRON_RUN_HISTORY_LIMIT of them. */
export async function listCronTaskRuns(db: DbOrTx, cronTaskId: number): Promise<CronTaskRun[]> {
  const rows = await db
    .select()
    .from(cronTaskRuns)
    .where(eq(cronTaskRuns.cronTaskId, cronTaskId))
    .orderBy(desc(cronTaskRuns.startedAt), desc(cronTaskRuns.id))
    .limit(CRON_RUN_HISTORY_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    cronTaskId: r.cronTaskId,
    startedAt: toUnix(r.startedAt),
    finishedAt: r.finishedAt ? toUnix(r.finishedAt) : null,
    status: r.status as CronRunStatus,
    message: r.message,
  }));
}
