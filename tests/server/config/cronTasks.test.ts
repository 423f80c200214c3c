import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { cronTaskRuns, cronTasks } from '../../../src/server/vehicles/vehiclesSchema';
import { login, openTestApp } from '../buildTestApp';

interface CronTask {
  id: number;
  name: string;
  description: string | null;
  schedule: string;
  enabled: boolean;
  lastRunAt: number | null;
  lastStatus: string | null;
}
interface CronTaskRun {
  id: number;
  cronTaskId: number;
  startedAt: number;
  finishedAt: number | null;
  status: string;
  message: string | null;
}

describe('background tasks (/v1/users/cron_tasks, /v1/users/cron_task_run_history)', () => {
  const t = openTestApp();
  let admin = '';
  let operator = '';
  const get = (token: string | null, url: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? { authorization: token } : {} });
  const tasks = async () => (await get(admin, '/v1/users/cron_tasks')).json().items as CronTask[];

  beforeAll(async () => {
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
    operator = await login(t.app, 'operator@demo.ru', 'Operator12345');
  });

  it('lists the demo tasks with the outcome of their latest run', async () => {
    const response = await get(admin, '/v1/users/cron_tasks');
    expect(response.statusCode).toBe(200);
    const items = response.json().items as CronTask[];
    for (const name of [
      'Синхронизация каталога страховых компаний',
      'Рассылка напоминаний о записи',
      'Выгрузка заявок в Carmen',
      'Очистка временных файлов',
      'Пересчёт бонусов',
    ]) {
      expect(
        items.some((task) => task.name === name),
        name,
      ).toBe(true);
    }
    const carmen = items.find((task) => task.name === 'Выгрузка заявок в Carmen')!;
    expect(carmen).toMatchObject({ enabled: true, lastStatus: 'failed', schedule: '*/30 * * * *' });
    expect(carmen.lastRunAt).toBeLessThanOrEqual(Date.now() / 1000);
    expect(carmen.lastRunAt).toBeGreaterThan(Date.now() / 1000 - 86_400);
    expect(items.find((task) => task.name === 'Пересчёт бонусов')).toMatchObject({ enabled: false });
  });

  it('gives a task’s runs newest first, success and failed with their messages', async () => {
    const carmen = (await tasks()).find((task) => task.name === 'Выгрузка заявок в Carmen')!;
    const response = await get(admin, `/v1/users/cron_task_run_history?cronTaskId=${carmen.id}`);
    expect(response.statusCode).toBe(200);
    const runs = response.json().items as CronTaskRun[];
    expect(runs.length).toBeGreaterThan(10);
    expect(runs.every((r) => r.cronTaskId === carmen.id)).toBe(true);
    const starts = runs.map((r) => r.startedAt);
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    expect(runs[0]).toMatchObject({ status: 'failed', startedAt: carmen.lastRunAt });
    expect(runs.some((r) => r.status === 'success' && r.message?.startsWith('Выгружено заявок'))).toBe(true);
    expect(runs.every((r) => r.finishedAt === null || r.finishedAt >= r.startedAt)).toBe(true);
  });

  it('answers an empty history and a null last run for a task that never ran, and keeps runs of one task apart', async () => {
    const [task] = await t.db
      .insert(cronTasks)
      .values({ name: `Тестовая задача ${randomUUID()}`, schedule: '0 0 * * *' })
      .returning();
    expect((await tasks()).find((x) => x.id === task.id)).toMatchObject({
      lastRunAt: null,
      lastStatus: null,
      description: null,
      enabled: true,
    });
    expect((await get(admin, `/v1/users/cron_task_run_history?cronTaskId=${task.id}`)).json()).toEqual({ items: [] });

    const base = Date.now() - 3_600_000;
    await t.db.insert(cronTaskRuns).values([
      {
        cronTaskId: task.id,
        startedAt: new Date(base),
        finishedAt: new Date(base + 5_000),
        status: 'success',
        message: 'Готово',
      },
      { cronTaskId: task.id, startedAt: new Date(base + 60_000), finishedAt: null, status: 'running' },
    ]);
    const runs = (await get(admin, `/v1/users/cron_task_run_history?cronTaskId=${task.id}`)).json()
      .items as CronTaskRun[];
    expect(runs.map((r) => r.status)).toEqual(['running', 'success']);
    expect(runs[0]).toMatchObject({ finishedAt: null, message: null });
    expect(runs[1].finishedAt! - runs[1].startedAt).toBe(5);
    expect((await tasks()).find((x) => x.id === task.id)).toMatchObject({
      lastStatus: 'running',
      lastRunAt: Math.floor((base + 60_000) / 1000),
    });
  });

  it('answers ENTITY_NOT_FOUND for an unknown task and a validation error for a missing or non-integer id', async () => {
    const unknown = await get(admin, '/v1/users/cron_task_run_history?cronTaskId=999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ errorCode: 'ENTITY_NOT_FOUND', message: 'Фоновая задача не найдена' });
    for (const query of ['', '?cronTaskId=abc', '?cronTaskId=1.5', '?cronTaskId=0']) {
      const bad = await get(admin, `/v1/users/cron_task_run_history${query}`);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json()).toMatchObject({
        errorCode: 'VALIDATION_ERROR',
        details: { cronTaskId: 'Укажите фоновую задачу' },
      });
    }
  });

  it('needs config.crontask', async () => {
    const id = (await tasks())[0].id;
    expect((await get(null, '/v1/users/cron_tasks')).statusCode).toBe(401);
    for (const url of ['/v1/users/cron_tasks', `/v1/users/cron_task_run_history?cronTaskId=${id}`]) {
      const refused = await get(operator, url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toMatchObject({ errorCode: 'ACCESS_DENIED' });
    }
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await get(null, '/v1/openapi.json')).json() as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths['/v1/users/cron_tasks'])).toEqual(['get']);
    expect(doc.paths['/v1/users/cron_task_run_history'].get).toMatchObject({
      parameters: [expect.objectContaining({ name: 'cronTaskId', in: 'query', required: true })],
    });
  });
});
