import { z } from 'zod';
import { entityIdSchema, idParam, unixSecondsSchema } from './fields/resourceFields';

// Background tasks and their runs (both answers carry `items`).

export const CRON_RUN_STATUSES = ['success', 'failed', 'running'] as const;
export const cronRunStatusSchema = z.enum(CRON_RUN_STATUSES);
export type CronRunStatus = z.infer<typeof cronRunStatusSchema>;

/** A background task with the outcome of its latest run (null before the first one). */
export const cronTaskSchema = z.object({
  id: entityIdSchema,
  name: z.string(),
  description: z.string().nullable(),
  /** A cron expression: minute hour day month weekday. */
  schedule: z.string(),
  enabled: z.boolean(),
  lastRunAt: unixSecondsSchema.nullable(),
  lastStatus: cronRunStatusSchema.nullable(),
});
export type CronTask = z.infer<typeof cronTaskSchema>;

export const cronTaskListSchema = z.object({ items: z.array(cronTaskSchema) });

/** One run of a task; finishedAt is null while it runs. */
export const cronTaskRunSchema = z.object({
  id: entityIdSchema,
  cronTaskId: entityIdSchema,
  startedAt: unixSecondsSchema,
  finishedAt: unixSecondsSchema.nullable(),
  status: cronRunStatusSchema,
  message: z.string().nullable(),
});
export type CronTaskRun = z.infer<typeof cronTaskRunSchema>;

export const cronTaskRunListSchema = z.object({ items: z.array(cronTaskRunSchema) });

/** How many runs the history answers at most, newest first. */
export const CRON_RUN_HISTORY_LIMIT = 500;

/** GET /v1/users/cron_task_run_history?cronTaskId: the task is required. */
export const cronTaskRunHistoryQuerySchema = z.object({
  cronTaskId: idParam('Укажите фоновую задачу'),
});
