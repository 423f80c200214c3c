import type { CronTask, CronTaskRun } from '../../shared/schemas/cronTasks';
import { http } from './httpClient';

// The cron task calls: both answers carry `items`.

export async function fetchCronTasks(): Promise<CronTask[]> {
  return (await http.get<{ items: CronTask[] }>('/users/cron_tasks')).data.items;
}

/** A task's runs, newest first. */
export async function fetchCronTaskRuns(cronTaskId: number): Promise<CronTaskRun[]> {
  return (await http.get<{ items: CronTaskRun[] }>('/users/cron_task_run_history', { params: { cronTaskId } })).data
    .items;
}
