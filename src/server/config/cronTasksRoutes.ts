import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES } from '../../shared/errorCodes';
import {
  CRON_MESSAGES,
  cronTaskListSchema,
  cronTaskRunHistoryQuerySchema,
  cronTaskRunListSchema,
  cronTaskRunSchema,
  cronTaskSchema,
  cronTaskUpdateSchema,
} from '../../shared/schemas/cronTasks';
import { idParam } from '../../shared/schemas/fields/resourceFields';
import { AppError, notFound } from '../errors';
import { errorResponses } from '../plugins/errorResponses';
import { runCronTask } from './cronRunner';
import { cronTaskExists, listCronTaskRuns, listCronTasks, updateCronTask } from './cronTasksRepository';

// The background tasks screen (/config/crontask, key config.crontask) reads the tasks
// and, per task, its run history (both answers carry `items`); with permissionUpdate it runs a task now and changes
// its schedule or enabled flag.

const KEY = 'config.crontask';
const idParams = z.object({ id: idParam('Некорректный идентификатор фоновой задачи') });

export const cronTasksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/users/cron_tasks',
    {
      config: { operation: KEY },
      schema: {
        tags: ['cron'],
        summary: 'Фоновые задачи с итогом последнего запуска',
        response: { 200: cronTaskListSchema, ...errorResponses },
      },
    },
    async () => ({ items: await listCronTasks(app.db) }),
  );

  app.get(
    '/v1/users/cron_task_run_history',
    {
      config: { operation: KEY },
      schema: {
        tags: ['cron'],
        summary: 'История запусков фоновой задачи, новые первыми (не более 500)',
        querystring: cronTaskRunHistoryQuerySchema,
        response: { 200: cronTaskRunListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { cronTaskId } = request.query;
      if (!(await cronTaskExists(app.db, cronTaskId))) throw notFound(CRON_MESSAGES.notFound);
      return { items: await listCronTaskRuns(app.db, cronTaskId) };
    },
  );

  app.post(
    '/v1/users/cron_tasks/:id/run',
    {
      config: { operation: KEY, flag: 'permissionUpdate' },
      schema: {
        tags: ['cron'],
        summary: 'Запустить фоновую задачу сейчас; ответ — завершённый запуск (409, если задача уже выполняется)',
        params: idParams,
        response: { 200: cronTaskRunSchema, ...errorResponses },
      },
    },
    async (request) => {
      const outcome = await runCronTask(app.db, request.params.id, new Date(), {
        mailer: app.mailer,
        sms: app.sms,
        log: request.log,
      });
      if (outcome.kind === 'notFound') throw notFound(CRON_MESSAGES.notFound);
      if (outcome.kind === 'noJob') throw new AppError(409, ERROR_CODES.ineligibleState, CRON_MESSAGES.noJob);
      if (outcome.kind === 'busy') throw new AppError(409, ERROR_CODES.ineligibleState, CRON_MESSAGES.running);
      return outcome.run;
    },
  );

  app.put(
    '/v1/users/cron_tasks/:id',
    {
      config: { operation: KEY, flag: 'permissionUpdate' },
      schema: {
        tags: ['cron'],
        summary: 'Изменить расписание фоновой задачи или включить/отключить её',
        params: idParams,
        body: cronTaskUpdateSchema,
        response: { 200: cronTaskSchema, ...errorResponses },
      },
    },
    async (request) => {
      const task = await updateCronTask(app.db, request.params.id, request.body, request.authUser?.id ?? null);
      if (!task) throw notFound(CRON_MESSAGES.notFound);
      return task;
    },
  );
};
