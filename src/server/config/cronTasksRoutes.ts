import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cronTaskListSchema,
  cronTaskRunHistoryQuerySchema,
  cronTaskRunListSchema,
} from '../../shared/schemas/cronTasks';
import { notFound } from '../errors';
import { errorResponses } from '../plugins/errorResponses';
import { cronTaskExists, listCronTaskRuns, listCronTasks } from './cronTasksRepository';

// The background tasks screen (/config/crontask, key config.crontask) reads the tasks
// and, per task, its run history. Both answers carry `items`.

const KEY = 'config.crontask';

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
      if (!(await cronTaskExists(app.db, cronTaskId))) throw notFound('Фоновая задача не найдена');
      return { items: await listCronTaskRuns(app.db, cronTaskId) };
    },
  );
};
