import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runDueCronTasks } from './cronRunner';
import { ensurePlatformCronTasks } from './platformCronTasks';

/** How often the runner looks for due tasks: schedules have minute precision. */
export const CRON_TICK_MS = 60_000;

export interface CronRunnerControl {
  /** Starts the minute ticks (the server's entry calls it; test apps do not, unless a test asks). */
  start: () => void;
  /** One look for due tasks now; resolves when its runs are done. */
  tick: () => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    cronRunner: CronRunnerControl;
  }
}

/**
 * The background tasks' runner of this process: makes sure every job's task exists, then, once started, runs the
 * due tasks every minute until the app closes. Several processes may run it on one database: the slot claim and
 * the task lock in cronRunner make each slot run once.
 */
export const cronRunnerPlugin = fp(
  async (app: FastifyInstance) => {
    await ensurePlatformCronTasks(app.db);
    let timer: ReturnType<typeof setInterval> | undefined;
    let running: Promise<void> | null = null;
    const tick = () => {
      // A pass still running (a long job) is not doubled: the next tick takes what came due meanwhile.
      running ??= runDueCronTasks(app.db, new Date(), { mailer: app.mailer, sms: app.sms, log: app.log })
        .then((runs) => {
          if (runs.length > 0)
            app.log.info({ runs: runs.map((r) => [r.cronTaskId, r.status]) }, 'background tasks ran');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'background tasks pass failed'))
        .finally(() => {
          running = null;
        });
      return running;
    };
    app.decorate('cronRunner', {
      start() {
        if (timer) return;
        timer = setInterval(tick, CRON_TICK_MS);
        timer.unref();
        void tick();
      },
      tick,
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      timer = undefined;
      await running;
    });
  },
  { name: 'cronRunner' },
);

/** Whether this process runs the schedules: on unless CRON_RUNNER=off (a process that only serves requests). */
export const cronRunnerEnabled = (env: Record<string, string | undefined> = process.env) =>
  env.CRON_RUNNER?.trim().toLowerCase() !== 'off';
