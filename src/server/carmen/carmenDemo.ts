import { inArray, sql } from 'drizzle-orm';
import { CRON_JOBS } from '../config/cronJobs';
import type { Tx } from '../db/db';
import type { DemoContext, DemoSeed } from '../db/demoContext';
import { users } from '../db/schema';
import { carmenMakes, carmenUsers, cronTaskRuns, cronTasks, vehicleMakes } from '../vehicles/vehiclesSchema';

// The Carmen CRM mapping and the background tasks: makes spelled as the CRM spells them, its employees (some are
// our demo users, found by e-mail), five tasks with a week of runs, some of them failed.
//
// A Carmen make is mapped only when a make of ours with one of its titles is already there (the vehicles' seed loads
// the catalogue first; a database whose catalogue is still empty gets them all unmapped, for an operator to map).

const HOUR = 3_600_000;
const MINUTE = 60_000;

/** A Carmen name and the titles of ours it stands for (empty: nothing of ours matches, it stays unmapped). */
const CARMEN_MAKES: [string, string[]][] = [
  ['ВАЗ (LADA)', ['LADA', 'Lada', 'ВАЗ', 'LADA (ВАЗ)']],
  ['KIA MOTORS', ['Kia', 'KIA']],
  ['Hyundai Motor', ['Hyundai']],
  ['Тойота', ['Toyota']],
  ['RENAULT', ['Renault']],
  ['Шкода', ['Skoda', 'Škoda', 'ŠKODA']],
  ['VOLKSWAGEN AG', ['Volkswagen']],
  ['Ниссан', ['Nissan']],
  ['Mercedes', ['Mercedes-Benz']],
  ['BMW AG', ['BMW']],
  ['Chery Automobile', ['Chery']],
  ['HAVAL (Great Wall)', ['Haval']],
  ['Geely Auto', ['Geely']],
  ['ГАЗ', ['ГАЗ', 'GAZ']],
  ['УАЗ', ['УАЗ', 'UAZ']],
  ['Мицубиси', ['Mitsubishi']],
  ['Mazda Motor', ['Mazda']],
  ['ФОРД', ['Ford']],
  ['Прочие иномарки', []],
  ['Спецтехника (без марки)', []],
];

/** Carmen's employees; those whose e-mail is a demo user's are mapped to that user. */
const CARMEN_EMPLOYEES: {
  carmenFio: string;
  depart: string;
  email: string | null;
  phoneNumber: string | null;
  position: string;
}[] = [
  {
    carmenFio: 'Иванов Сергей Петрович',
    depart: 'Отдел продаж',
    email: 'ivanov.s@demo.ru',
    phoneNumber: '+79161234501',
    position: 'Менеджер',
  },
  {
    carmenFio: 'Смирнова Анна Викторовна',
    depart: 'Колл-центр',
    email: 'smirnova.a@demo.ru',
    phoneNumber: '+79161234502',
    position: 'Оператор',
  },
  {
    carmenFio: 'Кузнецов Дмитрий Алексеевич',
    depart: 'Сервис',
    email: 'kuznetsov.d@demo.ru',
    phoneNumber: '+79161234503',
    position: 'Мастер-приёмщик',
  },
  {
    carmenFio: 'Васильев Андрей Николаевич',
    depart: 'Отдел продаж',
    email: 'vasiliev.a@demo.ru',
    phoneNumber: '+79161234504',
    position: 'Старший менеджер',
  },
  {
    carmenFio: 'Фёдоров Игорь Сергеевич',
    depart: 'Шиномонтаж',
    email: 'fedorov.i@demo.ru',
    phoneNumber: '+79161234505',
    position: 'Мастер',
  },
  {
    carmenFio: 'Павлова Светлана Андреевна',
    depart: 'Эвакуация',
    email: 'pavlova.s@demo.ru',
    phoneNumber: '+79161234506',
    position: 'Диспетчер',
  },
  {
    carmenFio: 'Оператор Демо',
    depart: 'Колл-центр',
    email: 'operator@demo.ru',
    phoneNumber: null,
    position: 'Оператор',
  },
  {
    carmenFio: 'Гусев Олег Викторович',
    depart: 'Страхование',
    email: 'gusev.o@carmen-crm.ru',
    phoneNumber: '+79161234508',
    position: 'Страховой агент',
  },
  {
    carmenFio: 'Белова Кристина Олеговна',
    depart: 'Колл-центр',
    email: 'belova.k@carmen-crm.ru',
    phoneNumber: '+79161234509',
    position: 'Оператор',
  },
  { carmenFio: 'Тарасов Глеб Ильич', depart: 'Сервис', email: null, phoneNumber: '+79161234510', position: 'Механик' },
  {
    carmenFio: 'Комарова Полина Сергеевна',
    depart: 'Бухгалтерия',
    email: 'komarova.p@carmen-crm.ru',
    phoneNumber: null,
    position: 'Бухгалтер',
  },
  {
    carmenFio: 'Жуков Станислав Юрьевич',
    depart: 'Отдел продаж',
    email: 'zhukov.s@carmen-crm.ru',
    phoneNumber: '+79161234512',
    position: 'Руководитель отдела',
  },
];

interface DemoTask {
  /** The job that runs the task (config/cronJobs.ts). */
  code: string;
  name: string;
  description: string;
  schedule: string;
  enabled: boolean;
  /** Hours between the demo's runs over the last week. */
  everyHours: number;
  /** How long a run takes, in seconds. */
  seconds: number;
  okMessage: (n: number) => string;
  /** Every failEvery-th run failed (0: never) with this message. */
  failEvery: number;
  failMessage: string;
}

const CRON_TASKS: DemoTask[] = [
  {
    code: 'insurance_catalog_sync',
    name: 'Синхронизация каталога страховых компаний',
    description: 'Загружает каталог страховщиков и отмечает новые, изменённые и удалённые компании',
    schedule: '0 */6 * * *',
    enabled: true,
    everyHours: 6,
    seconds: 42,
    okMessage: (n) => `Получено компаний: ${180 + (n % 7)}, изменений: ${n % 3}`,
    failEvery: 9,
    failMessage: 'Сервис каталога недоступен: превышено время ожидания ответа (60 с)',
  },
  {
    code: 'appointment_reminders',
    name: 'Рассылка напоминаний о записи',
    description: 'Отправляет клиентам push и SMS за сутки и за два часа до записи на сервис',
    schedule: '0 * * * *',
    enabled: true,
    everyHours: 3,
    seconds: 8,
    okMessage: (n) => `Отправлено напоминаний: ${(n * 7) % 23}`,
    failEvery: 0,
    failMessage: '',
  },
  {
    code: 'carmen_export',
    name: 'Выгрузка заявок в Carmen',
    description: 'Передаёт новые и изменённые заявки в CRM Carmen',
    schedule: '*/30 * * * *',
    enabled: true,
    everyHours: 4,
    seconds: 25,
    okMessage: (n) => `Выгружено заявок: ${(n * 5) % 17}`,
    failEvery: 5,
    failMessage: 'Carmen ответил 502 Bad Gateway; заявки будут выгружены при следующем запуске',
  },
  {
    code: 'temp_files_cleanup',
    name: 'Очистка временных файлов',
    description: 'Удаляет загруженные файлы старше 7 дней, не привязанные к заявкам',
    schedule: '30 3 * * *',
    enabled: true,
    everyHours: 24,
    seconds: 95,
    okMessage: (n) => `Удалено файлов: ${40 + ((n * 13) % 60)}`,
    failEvery: 0,
    failMessage: '',
  },
  {
    code: 'bonus_recalc',
    name: 'Пересчёт бонусов',
    description: 'Пересчитывает бонусные балансы клиентов по истории начислений и списаний',
    schedule: '0 2 * * 1',
    enabled: false,
    everyHours: 48,
    seconds: 310,
    okMessage: (n) => `Пересчитано балансов: ${1200 + n * 3}`,
    failEvery: 2,
    failMessage: 'Прервано: блокировка таблицы бонусов не получена за 30 с',
  },
];

/** Our makes by lowercased title, live ones only; empty when the catalogue is not loaded yet. */
async function ourMakesByTitle(tx: Tx): Promise<Map<string, number>> {
  const rows = await tx
    .select({ id: vehicleMakes.id, title: vehicleMakes.title })
    .from(vehicleMakes)
    .where(sql`${vehicleMakes.deletedDate} is null`);
  return new Map(rows.map((r) => [r.title.toLowerCase(), r.id]));
}

async function seedCarmenMakes(tx: Tx) {
  const ours = await ourMakesByTitle(tx);
  await tx.insert(carmenMakes).values(
    CARMEN_MAKES.map(([carmenName, titles], i) => ({
      carmenName,
      // Every fourth stays unmapped even when the catalogue has it, so the screen has work to show.
      vehicleMakeId:
        i % 4 === 3 ? null : (titles.map((t) => ours.get(t.toLowerCase())).find((id) => id !== undefined) ?? null),
    })),
  );
}

async function seedCarmenUsers(tx: Tx) {
  const emails = CARMEN_EMPLOYEES.flatMap((e) => (e.email ? [e.email] : []));
  const found = await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const idByEmail = new Map(found.map((u) => [u.email, u.id]));
  await tx.insert(carmenUsers).values(
    CARMEN_EMPLOYEES.map((e, i) => ({
      ...e,
      // One employee who is a demo user is left for the operator to map.
      userId: e.email && i !== 3 ? (idByEmail.get(e.email) ?? null) : null,
    })),
  );
}

async function seedCronTasks(tx: Tx, now: number) {
  const tasks = await tx
    .insert(cronTasks)
    .values(
      CRON_TASKS.map(({ code, name, description, schedule, enabled }) => ({
        code,
        name,
        // What the job really does now, where the demo's older wording promised more.
        description: CRON_JOBS.find((job) => job.code === code)?.description ?? description,
        schedule,
        enabled,
        createdAt: new Date(now - 30 * 24 * HOUR),
      })),
    )
    .returning({ id: cronTasks.id });
  const runs: (typeof cronTaskRuns.$inferInsert)[] = [];
  CRON_TASKS.forEach((task, t) => {
    // A week back from the latest run; a disabled task stopped three days ago.
    const latest = now - (task.enabled ? (t + 1) * 17 * MINUTE : 3 * 24 * HOUR);
    const count = Math.floor((7 * 24) / task.everyHours);
    for (let n = 0; n < count; n += 1) {
      const startedAt = latest - n * task.everyHours * HOUR;
      const failed = task.failEvery > 0 && n % task.failEvery === task.failEvery - 1;
      const seconds = failed ? Math.round(task.seconds / 3) + 1 : task.seconds + ((n * 7) % 11);
      runs.push({
        cronTaskId: tasks[t].id,
        startedAt: new Date(startedAt),
        finishedAt: new Date(startedAt + seconds * 1000),
        status: failed ? 'failed' : 'success',
        message: failed ? task.failMessage : task.okMessage(n),
      });
    }
  });
  // The Carmen export fails on its latest run, so the list shows a task whose last status is an error.
  const carmenExport = CRON_TASKS.findIndex((t) => t.name === 'Выгрузка заявок в Carmen');
  const latestExport = runs.find((r) => r.cronTaskId === tasks[carmenExport].id)!;
  Object.assign(latestExport, { status: 'failed', message: CRON_TASKS[carmenExport].failMessage });
  await tx.insert(cronTaskRuns).values(runs);
}

/** Demo rows of the Carmen mapping and the background tasks. */
export const seedCarmenDemo: DemoSeed = async (tx: Tx, ctx: DemoContext) => {
  await seedCarmenMakes(tx);
  await seedCarmenUsers(tx);
  await seedCronTasks(tx, ctx.now);
};
