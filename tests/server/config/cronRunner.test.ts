import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditJournal } from '../../../src/server/audit/auditSchema';
import { readCommonSettings } from '../../../src/server/config/commonSettingsRepository';
import { CRON_JOBS, type CronJob, type CronJobRegistry } from '../../../src/server/config/cronJobs';
import { runCronTask, runDueCronTasks } from '../../../src/server/config/cronRunner';
import { withCronTaskLock } from '../../../src/server/config/cronTaskLock';
import { ensurePlatformCronTasks } from '../../../src/server/config/platformCronTasks';
import type { Db } from '../../../src/server/db/db';
import { cronTaskRuns, cronTasks } from '../../../src/server/vehicles/vehiclesSchema';
import { login, openTestApp } from '../buildTestApp';

// The background tasks' runner: a due slot runs once however often (and from however many callers) it is asked, a
// failing job is recorded with its message, a run already going keeps a second one out, 'Запустить сейчас' and the
// schedule's validation. The jobs here are the test's own (by a code of its own), so the demo's tasks never run.

const MINUTE = 60_000;
/** A moment on a 5-minute boundary, far from the demo's data. */
const T0 = new Date('2031-03-03T09:00:00Z');

async function newTask(db: Db, values: Partial<typeof cronTasks.$inferInsert> = {}) {
  const [task] = await db
    .insert(cronTasks)
    .values({
      name: `Тестовая задача ${randomUUID()}`,
      code: `test_${randomUUID()}`,
      schedule: '*/5 * * * *',
      lastSlotAt: T0,
      ...values,
    })
    .returning();
  return task;
}

const runsOf = (db: Db, cronTaskId: number) =>
  db
    .select()
    .from(cronTaskRuns)
    .where(eq(cronTaskRuns.cronTaskId, cronTaskId))
    .orderBy(desc(cronTaskRuns.startedAt), desc(cronTaskRuns.id));

const slotOf = async (db: Db, id: number) =>
  (await db.select({ at: cronTasks.lastSlotAt }).from(cronTasks).where(eq(cronTasks.id, id)))[0].at;

/** A job that waits until the test lets it go. */
function gatedJob() {
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  let started: () => void = () => {};
  const running = new Promise<void>((resolve) => (started = resolve));
  const job: CronJob = async () => {
    started();
    await gate;
    return 'Готово после ожидания';
  };
  return { job, open, running };
}

describe('the background tasks runner', () => {
  const t = openTestApp();

  it('runs a due task once and records success with the job’s message; the same slot again does nothing', async () => {
    const task = await newTask(t.db);
    let calls = 0;
    const jobs: CronJobRegistry = {
      [task.code!]: async ({ now }) => {
        calls += 1;
        return `Обработано в ${now.toISOString()}`;
      },
    };
    const now = new Date(T0.getTime() + 7 * MINUTE);
    const runs = await runDueCronTasks(t.db, now, { jobs });
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({
      cronTaskId: task.id,
      status: 'success',
      message: `Обработано в ${now.toISOString()}`,
    });
    expect(runs[0].startedAt).toBe(now.getTime() / 1000);
    expect(runs[0].finishedAt).toBeGreaterThanOrEqual(runs[0].startedAt);
    expect(await slotOf(t.db, task.id)).toEqual(new Date(T0.getTime() + 5 * MINUTE));

    expect(await runDueCronTasks(t.db, now, { jobs })).toEqual([]);
    expect(await runDueCronTasks(t.db, new Date(now.getTime() + 2 * MINUTE), { jobs })).toEqual([]);
    expect(calls).toBe(1);
    expect((await runsOf(t.db, task.id)).map((r) => r.status)).toEqual(['success']);

    // The next slot runs again.
    expect(await runDueCronTasks(t.db, new Date(T0.getTime() + 10 * MINUTE), { jobs })).toHaveLength(1);
    expect(calls).toBe(2);
  });

  it('runs nothing for a disabled task, a task without a known job, or a slot not reached yet', async () => {
    const disabled = await newTask(t.db, { enabled: false });
    const unknown = await newTask(t.db);
    const early = await newTask(t.db, { lastSlotAt: new Date(T0.getTime() + 5 * MINUTE) });
    let calls = 0;
    const job: CronJob = async () => {
      calls += 1;
      return 'Сделано';
    };
    const runs = await runDueCronTasks(t.db, new Date(T0.getTime() + 6 * MINUTE), {
      jobs: { [disabled.code!]: job, [early.code!]: job },
    });
    expect(runs.filter((r) => [disabled.id, unknown.id, early.id].includes(r.cronTaskId))).toEqual([]);
    expect(calls).toBe(0);
  });

  it('starts a never-claimed task at its next slot instead of catching up at once', async () => {
    const task = await newTask(t.db, { lastSlotAt: null });
    const jobs: CronJobRegistry = { [task.code!]: async () => 'Сделано' };
    expect(await runDueCronTasks(t.db, new Date(T0.getTime() + 2 * MINUTE), { jobs })).toEqual([]);
    expect(await slotOf(t.db, task.id)).toEqual(T0);
    expect(await runsOf(t.db, task.id)).toEqual([]);
    expect(await runDueCronTasks(t.db, new Date(T0.getTime() + 5 * MINUTE), { jobs })).toHaveLength(1);
  });

  it('records a failing job as failed with the error’s message, never its stack', async () => {
    const russian = await newTask(t.db);
    const english = await newTask(t.db);
    const jobs: CronJobRegistry = {
      [russian.code!]: async () => {
        throw new Error('Каталог страховщиков недоступен');
      },
      [english.code!]: async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
      },
    };
    await runDueCronTasks(t.db, new Date(T0.getTime() + 5 * MINUTE), { jobs });
    const [failed] = await runsOf(t.db, russian.id);
    expect(failed).toMatchObject({ status: 'failed', message: 'Каталог страховщиков недоступен' });
    expect(failed.finishedAt).not.toBeNull();
    const [framed] = await runsOf(t.db, english.id);
    expect(framed.message).toBe('Задача завершилась с ошибкой: connect ECONNREFUSED 127.0.0.1:5432');
    expect(framed.message).not.toMatch(/\n\s+at /);
  });

  it('skips, recording nothing, a task whose run is still going; the slot stays taken', async () => {
    const task = await newTask(t.db);
    const gated = gatedJob();
    const jobs: CronJobRegistry = { [task.code!]: gated.job };
    const first = runCronTask(t.db, task.id, T0, { jobs });
    await gated.running;
    expect(await runCronTask(t.db, task.id, T0, { jobs })).toEqual({ kind: 'busy' });
    expect(await runDueCronTasks(t.db, new Date(T0.getTime() + 5 * MINUTE), { jobs })).toEqual([]);
    expect(await slotOf(t.db, task.id)).toEqual(new Date(T0.getTime() + 5 * MINUTE));
    // The run going is seen as such meanwhile.
    expect((await runsOf(t.db, task.id)).map((r) => r.status)).toEqual(['running']);
    gated.open();
    expect(await first).toMatchObject({ kind: 'done', run: { status: 'success', message: 'Готово после ожидания' } });
    expect((await runsOf(t.db, task.id)).map((r) => r.status)).toEqual(['success']);
  });

  it('skips a task whose advisory lock another PostgreSQL session holds', async (context) => {
    if (!t.database.databaseUrl) context.skip();
    const task = await newTask(t.db);
    const other = new pg.Client({ connectionString: t.database.databaseUrl });
    await other.connect();
    try {
      await other.query('select pg_advisory_lock(7340205, $1)', [task.id]);
      const jobs: CronJobRegistry = { [task.code!]: async () => 'Сделано' };
      expect(await runDueCronTasks(t.db, new Date(T0.getTime() + 5 * MINUTE), { jobs })).toEqual([]);
      expect(await runsOf(t.db, task.id)).toEqual([]);
      await other.query('select pg_advisory_unlock(7340205, $1)', [task.id]);
      expect(await runCronTask(t.db, task.id, T0, { jobs })).toMatchObject({ kind: 'done' });
    } finally {
      await other.end();
    }
  });

  it('keeps the history bounded: a task’s runs older than the settings’ days go after its run', async () => {
    const task = await newTask(t.db);
    const { cronHistoryKeepDays } = await readCommonSettings(t.db);
    const now = new Date(T0.getTime() + 5 * MINUTE);
    const old = new Date(now.getTime() - (cronHistoryKeepDays + 1) * 86_400_000);
    const recent = new Date(now.getTime() - (cronHistoryKeepDays - 1) * 86_400_000);
    await t.db.insert(cronTaskRuns).values([
      { cronTaskId: task.id, startedAt: old, finishedAt: old, status: 'success', message: 'старый' },
      { cronTaskId: task.id, startedAt: recent, finishedAt: recent, status: 'success', message: 'недавний' },
    ]);
    await runDueCronTasks(t.db, now, { jobs: { [task.code!]: async () => 'новый' } });
    expect((await runsOf(t.db, task.id)).map((r) => r.message)).toEqual(['новый', 'недавний']);
  });

  it('makes sure every job has its task, leaving an existing task’s schedule and flag alone', async () => {
    const codes = CRON_JOBS.map((job) => job.code);
    const before = await t.db.select().from(cronTasks);
    for (const code of codes)
      expect(
        before.some((task) => task.code === code),
        code,
      ).toBe(true);
    const demo = before.find((task) => task.code === 'bonus_recalc')!;
    expect(demo).toMatchObject({ name: 'Пересчёт бонусов', enabled: false, schedule: '0 2 * * 1' });
    await ensurePlatformCronTasks(t.db);
    const after = await t.db.select().from(cronTasks).where(eq(cronTasks.code, 'bonus_recalc'));
    expect(after).toEqual([demo]);
  });
});

describe('POST /v1/users/cron_tasks/{id}/run and PUT /v1/users/cron_tasks/{id}', () => {
  const t = openTestApp();
  let admin = '';
  let operator = '';
  beforeAll(async () => {
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
    operator = await login(t.app, 'operator@demo.ru', 'Operator12345');
  });
  const call = (method: 'POST' | 'PUT', url: string, token: string | null, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as object, headers: token ? { authorization: token } : {} });

  it('runs a task now (even a disabled one) and answers the finished run, newest in its history', async () => {
    const [bonus] = await t.db.select().from(cronTasks).where(eq(cronTasks.code, 'bonus_recalc'));
    const response = await call('POST', `/v1/users/cron_tasks/${bonus.id}/run`, admin);
    expect(response.statusCode).toBe(200);
    const run = response.json();
    expect(run).toMatchObject({ cronTaskId: bonus.id, status: 'success' });
    expect(run.message).toMatch(/^Проверено балансов: \d+/);
    const history = await t.app.inject({
      method: 'GET',
      url: `/v1/users/cron_task_run_history?cronTaskId=${bonus.id}`,
      headers: { authorization: admin },
    });
    expect(history.json().items[0]).toEqual(run);
  });

  it('answers 409 while the task runs, 409 for a task without a job, 404 for none, 403 without the right', async () => {
    const [insurance] = await t.db.select().from(cronTasks).where(eq(cronTasks.code, 'insurance_catalog_sync'));
    let release: () => void = () => {};
    let held: () => void = () => {};
    const holding = new Promise<void>((resolve) => (held = resolve));
    const lock = withCronTaskLock(t.db, insurance.id, () => {
      held();
      return new Promise<void>((resolve) => (release = resolve));
    });
    await holding;
    const busy = await call('POST', `/v1/users/cron_tasks/${insurance.id}/run`, admin);
    release();
    await lock;
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ message: 'Задача уже выполняется: дождитесь окончания запуска' });

    const [orphan] = await t.db
      .insert(cronTasks)
      .values({ name: `Без обработчика ${randomUUID()}`, schedule: '0 0 * * *' })
      .returning();
    const noJob = await call('POST', `/v1/users/cron_tasks/${orphan.id}/run`, admin);
    expect(noJob.statusCode).toBe(409);
    expect(noJob.json().message).toBe('Для этой задачи нет обработчика на сервере: её нельзя запустить');

    const none = await call('POST', '/v1/users/cron_tasks/99999999/run', admin);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ errorCode: 'ENTITY_NOT_FOUND', message: 'Фоновая задача не найдена' });
    expect((await call('POST', `/v1/users/cron_tasks/${orphan.id}/run`, operator)).statusCode).toBe(403);
    expect((await call('POST', `/v1/users/cron_tasks/${orphan.id}/run`, null)).statusCode).toBe(401);
  });

  it('changes the schedule and the enabled flag, journaled, and restarts the task at its next slot', async () => {
    const [task] = await t.db
      .insert(cronTasks)
      .values({ name: `Расписание ${randomUUID()}`, schedule: '0 0 * * *', enabled: false, lastSlotAt: T0 })
      .returning();
    const response = await call('PUT', `/v1/users/cron_tasks/${task.id}`, admin, {
      schedule: ' 15 */2 * * 1-5 ',
      enabled: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: task.id, schedule: '15 */2 * * 1-5', enabled: true });
    const slot = await slotOf(t.db, task.id);
    expect(Math.abs(slot!.getTime() - Date.now())).toBeLessThan(60_000);

    const off = await call('PUT', `/v1/users/cron_tasks/${task.id}`, admin, { enabled: false });
    expect(off.json()).toMatchObject({ schedule: '15 */2 * * 1-5', enabled: false });
    const journal = await t.db
      .select()
      .from(auditJournal)
      .where(and(eq(auditJournal.entity, 'cron_task'), eq(auditJournal.entityId, task.id)))
      .orderBy(auditJournal.id);
    expect(
      journal.map((j) => [
        j.action,
        (j.before as { enabled: boolean }).enabled,
        (j.after as { enabled: boolean }).enabled,
      ]),
    ).toEqual([
      ['update', false, true],
      ['update', true, false],
    ]);
  });

  it('refuses a schedule croner cannot read and an empty change, in Russian', async () => {
    const [task] = await t.db
      .insert(cronTasks)
      .values({ name: `Проверка ${randomUUID()}`, schedule: '0 0 * * *' })
      .returning();
    for (const schedule of ['каждый час', '61 * * * *', '* * * * * *', '@daily', '']) {
      const bad = await call('PUT', `/v1/users/cron_tasks/${task.id}`, admin, { schedule });
      expect(bad.statusCode, schedule).toBe(400);
      expect(bad.json()).toMatchObject({
        errorCode: 'VALIDATION_ERROR',
        details: { schedule: expect.stringMatching(/^Расписание: пять полей cron/) },
      });
    }
    const empty = await call('PUT', `/v1/users/cron_tasks/${task.id}`, admin, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details).toEqual({ schedule: 'Укажите, что изменить: расписание или включение задачи' });
    expect((await call('PUT', '/v1/users/cron_tasks/99999999', admin, { enabled: true })).statusCode).toBe(404);
    expect((await call('PUT', `/v1/users/cron_tasks/${task.id}`, operator, { enabled: true })).statusCode).toBe(403);
    expect((await t.db.select().from(cronTasks).where(eq(cronTasks.id, task.id)))[0].schedule).toBe('0 0 * * *');
  });
});
