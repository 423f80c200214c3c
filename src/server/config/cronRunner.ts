import type { FastifyBaseLogger } from 'fastify';
import { COMMON_SETTINGS_DEFAULTS, type CommonSettings } from '../../shared/schemas/commonSettings';
import type { CronTaskRun } from '../../shared/schemas/cronTasks';
import type { Db } from '../db/db';
import type { Mailer } from '../mail/mailer';
import { recordMail } from '../mail/mailOutboxRepository';
import { createSmsSender, type SmsSender } from '../mail/smsSender';
import { readCommonSettings } from './commonSettingsRepository';
import { CRON_JOB_REGISTRY, type CronJobRegistry } from './cronJobs';
import {
  type CronTaskRow,
  claimCronSlot,
  enabledCronTasks,
  finishRun,
  getCronTaskRow,
  lastSuccessAt,
  pruneRuns,
  startRun,
} from './cronRunsRepository';
import { latestCronSlot } from './cronSchedule';
import { withCronTaskLock } from './cronTaskLock';

// Runs the background tasks: on their schedule (runDueCronTasks, every minute from cronRunnerPlugin) and on an
// operator's demand (runCronTask). Each run holds the task's lock, is recorded 'running' as it starts and finished
// 'success' or 'failed' with the job's Russian message; then the task's runs older than the settings' days go.

export interface CronRunnerDeps {
  /** The jobs by code (tests give their own). */
  jobs?: CronJobRegistry;
  /** The app's mailer and SMS sender; without them, mail and SMS only land in their outboxes. */
  mailer?: Mailer;
  sms?: SmsSender;
  log?: FastifyBaseLogger;
}

export type CronRunOutcome =
  | { kind: 'done'; run: CronTaskRun }
  | { kind: 'busy' }
  | { kind: 'noJob' }
  | { kind: 'notFound' };

const DAY_MS = 86_400_000;
const MESSAGE_LIMIT = 2000;
const CYRILLIC = /[а-яё]/i;

/** The thrown error's message (never its stack), framed in Russian when it is not Russian itself. */
export function failureMessage(error: unknown): string {
  const text = (error instanceof Error ? error.message : String(error ?? '')).trim();
  const message = !text
    ? 'Задача завершилась с ошибкой'
    : CYRILLIC.test(text)
      ? text
      : `Задача завершилась с ошибкой: ${text}`;
  return message.slice(0, MESSAGE_LIMIT);
}

function outboxMailer(db: Db): Mailer {
  return { send: (mail) => recordMail(db, { ...mail, sentVia: 'outbox' }) };
}

/** Outside an app (tests, scripts) the runner's notes go nowhere: the run's row is the record. */
const ignore = () => undefined;
const silentLog = { error: ignore, warn: ignore, info: ignore } as unknown as FastifyBaseLogger;

/** One run of the task under its lock; undefined when another run holds the lock (nothing is recorded then). */
async function executeTask(db: Db, task: CronTaskRow, now: Date, deps: CronRunnerDeps) {
  const job = (deps.jobs ?? CRON_JOB_REGISTRY)[task.code ?? ''];
  if (!job) return undefined;
  const log = deps.log ?? silentLog;
  return withCronTaskLock(db, task.id, async () => {
    const wallStart = Date.now();
    const since = await lastSuccessAt(db, task.id);
    const runId = await startRun(db, task.id, now);
    let settings: CommonSettings = COMMON_SETTINGS_DEFAULTS;
    let status: 'success' | 'failed' = 'success';
    let message: string;
    try {
      settings = await readCommonSettings(db);
      message = await job({
        db,
        now,
        settings,
        lastSuccessAt: since,
        mailer: deps.mailer ?? outboxMailer(db),
        sms: deps.sms ?? createSmsSender({ db, logger: log }),
      });
    } catch (error) {
      status = 'failed';
      message = failureMessage(error);
      log.warn({ err: error, task: task.code }, 'background task failed');
    }
    const run = await finishRun(
      db,
      runId,
      status,
      message.slice(0, MESSAGE_LIMIT),
      new Date(now.getTime() + Date.now() - wallStart),
    );
    try {
      await pruneRuns(db, task.id, new Date(now.getTime() - settings.cronHistoryKeepDays * DAY_MS));
    } catch (error) {
      log.error({ err: error, task: task.code }, 'could not prune the background task history');
    }
    return run;
  });
}

/**
 * Runs every enabled task with a known job whose schedule has a slot at or before `now` later than the slot it last
 * claimed; a task never claimed before (new, or from before the runner) only takes its latest slot, so it starts at
 * its next one instead of catching up at once. The runs made, in task order.
 */
export async function runDueCronTasks(
  db: Db,
  now: Date = new Date(),
  deps: CronRunnerDeps = {},
): Promise<CronTaskRun[]> {
  const jobs = deps.jobs ?? CRON_JOB_REGISTRY;
  const runs: CronTaskRun[] = [];
  for (const task of await enabledCronTasks(db)) {
    if (!task.code || !jobs[task.code]) continue;
    const slot = latestCronSlot(task.schedule, now);
    if (!slot || (task.lastSlotAt && task.lastSlotAt >= slot)) continue;
    if (!(await claimCronSlot(db, task.id, slot))) continue;
    if (task.lastSlotAt === null) continue;
    try {
      const run = await executeTask(db, task, now, deps);
      if (run) runs.push(run);
    } catch (error) {
      // Recording the run itself failed (the database went away): the next task still gets its turn.
      (deps.log ?? silentLog).error({ err: error, task: task.code }, 'background task could not be run');
    }
  }
  return runs;
}

/** 'Запустить сейчас': the task's job at once, whatever its schedule and enabled flag; its slot is left as it is. */
export async function runCronTask(
  db: Db,
  taskId: number,
  now: Date = new Date(),
  deps: CronRunnerDeps = {},
): Promise<CronRunOutcome> {
  const task = await getCronTaskRow(db, taskId);
  if (!task) return { kind: 'notFound' };
  if (!task.code || !(deps.jobs ?? CRON_JOB_REGISTRY)[task.code]) return { kind: 'noJob' };
  const run = await executeTask(db, task, now, deps);
  return run ? { kind: 'done', run } : { kind: 'busy' };
}
