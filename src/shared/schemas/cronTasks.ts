import { Cron } from 'croner';
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

/** Schedules are read in Moscow time: the demo's '30 3 * * *' is half past three at night for the operators. */
export const CRON_TIMEZONE = 'Europe/Moscow';

export const CRON_MESSAGES = {
  schedule:
    'Расписание: пять полей cron через пробел — минута, час, день месяца, месяц, день недели (например, 0 */6 * * *)',
  nothingToChange: 'Укажите, что изменить: расписание или включение задачи',
  running: 'Задача уже выполняется: дождитесь окончания запуска',
  noJob: 'Для этой задачи нет обработчика на сервере: её нельзя запустить',
  notFound: 'Фоновая задача не найдена',
} as const;

/** Whether croner reads the expression as a 5-field schedule (the console's dialog and the server ask the same). */
export function isCronSchedule(expression: string): boolean {
  if (expression.trim().split(/\s+/).length !== 5) return false;
  try {
    new Cron(expression, { mode: '5-part', paused: true, timezone: CRON_TIMEZONE });
    return true;
  } catch {
    return false;
  }
}

export const cronScheduleSchema = z
  .string({ error: CRON_MESSAGES.schedule })
  .trim()
  .max(100, CRON_MESSAGES.schedule)
  .refine(isCronSchedule, CRON_MESSAGES.schedule);

/** PUT /v1/users/cron_tasks/{id}: the schedule, the enabled flag or both. */
export const cronTaskUpdateSchema = z
  .object({ schedule: cronScheduleSchema.optional(), enabled: z.boolean({ error: 'Ожидается да или нет' }).optional() })
  .refine((body) => body.schedule !== undefined || body.enabled !== undefined, {
    message: CRON_MESSAGES.nothingToChange,
    path: ['schedule'],
  });
export type CronTaskUpdate = z.infer<typeof cronTaskUpdateSchema>;

/** The schedule dialog's form. */
export const cronScheduleFormSchema = z.object({ schedule: cronScheduleSchema });
