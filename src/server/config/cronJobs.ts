import type { CommonSettings } from '../../shared/schemas/commonSettings';
import type { Db } from '../db/db';
import type { Mailer } from '../mail/mailer';
import type { SmsSender } from '../mail/smsSender';
import { appointmentRemindersJob } from './jobs/appointmentRemindersJob';
import { bonusRecalcJob } from './jobs/bonusRecalcJob';
import { carmenExportJob } from './jobs/carmenExportJob';
import { insuranceCatalogSyncJob } from './jobs/insuranceCatalogSyncJob';
import { tempFilesCleanupJob } from './jobs/tempFilesCleanupJob';
import { travelPolicySweepJob } from './jobs/travelPolicySweepJob';
import { vehicleCatalogChangesJob } from './jobs/vehicleCatalogChangesJob';

// The jobs the server runs for the background tasks, by the task's code. A task whose code is not here is listed on
// /config/crontask but never run.

export interface CronJobContext {
  db: Db;
  /** The moment the run started. */
  now: Date;
  settings: CommonSettings;
  /** When this task's latest successful run before this one started; null before the first. */
  lastSuccessAt: Date | null;
  mailer: Mailer;
  sms: SmsSender;
}

/** Does the work and says what it did, in Russian; a thrown error's message becomes the failed run's message. */
export type CronJob = (context: CronJobContext) => Promise<string>;

export interface CronJobDefinition {
  code: string;
  /** The task a database without it gets (name, description, schedule); an existing task keeps its own. */
  name: string;
  description: string;
  schedule: string;
  enabled: boolean;
  run: CronJob;
}

export const CRON_JOBS: CronJobDefinition[] = [
  {
    code: 'insurance_catalog_sync',
    name: 'Синхронизация каталога страховых компаний',
    description: 'Сверяет справочник страховых компаний с каталогом страховщиков и сообщает, сколько в нём изменений',
    schedule: '0 */6 * * *',
    enabled: true,
    run: insuranceCatalogSyncJob,
  },
  {
    code: 'appointment_reminders',
    name: 'Рассылка напоминаний о записи',
    description: 'Напоминает клиентам о записи на сервис (e-mail или SMS) за заданное в общих настройках число часов',
    schedule: '0 * * * *',
    enabled: true,
    run: appointmentRemindersJob,
  },
  {
    code: 'carmen_export',
    name: 'Выгрузка заявок в Carmen',
    description: 'Считает заявки, изменённые с последней успешной выгрузки (подключения к Carmen нет)',
    schedule: '*/30 * * * *',
    enabled: true,
    run: carmenExportJob,
  },
  {
    code: 'temp_files_cleanup',
    name: 'Очистка временных файлов',
    description: 'Удаляет временные файлы заявок и незавершённые загрузки старше срока из общих настроек',
    schedule: '30 3 * * *',
    enabled: true,
    run: tempFilesCleanupJob,
  },
  {
    code: 'bonus_recalc',
    name: 'Пересчёт бонусов',
    description: 'Сверяет бонусные балансы клиентов с историей начислений и списаний и сообщает о расхождениях',
    schedule: '0 2 * * 1',
    enabled: false,
    run: bonusRecalcJob,
  },
  {
    code: 'vehicle_catalog_changes',
    name: 'Поиск изменений каталога автомобилей',
    description: 'Сравнивает каталог автомобилей с поставкой каталога и готовит изменения к проверке',
    schedule: '0 4 * * *',
    enabled: true,
    run: vehicleCatalogChangesJob,
  },
  {
    code: 'travel_policy_calendar',
    name: 'Календарь полисов ВЗР',
    description:
      'Переводит оплаченные полисы ВЗР в действующие с даты начала поездки и действующие в истёкшие после её окончания',
    schedule: '5 * * * *',
    enabled: true,
    run: travelPolicySweepJob,
  },
];

export type CronJobRegistry = Record<string, CronJob>;

export const CRON_JOB_REGISTRY: CronJobRegistry = Object.fromEntries(CRON_JOBS.map((job) => [job.code, job.run]));
