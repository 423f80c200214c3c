import type { CronTask, CronTaskRun, CronTaskUpdate } from '../../shared/schemas/cronTasks';
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

/** 'Запустить сейчас': the finished run (409 while the task runs). */
export async function runCronTaskNow(id: number): Promise<CronTaskRun> {
  return (await http.post<CronTaskRun>(`/users/cron_tasks/${id}/run`)).data;
}

export async function updateCronTask(id: number, change: CronTaskUpdate): Promise<CronTask> {
  return (await http.put<CronTask>(`/users/cron_tasks/${id}`, change)).data;
}
