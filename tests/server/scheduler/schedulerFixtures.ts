import { randomInt, randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import type { App } from '../../../src/server/app';
import { clients } from '../../../src/server/clients/clientsSchema';
import type { Db } from '../../../src/server/db/db';
import { offices, partners } from '../../../src/server/db/schema';
import {
  appointments,
  officePosts,
  postWeeklySlots,
  postWorkIntervals,
  servicePosts,
} from '../../../src/server/scheduler/schedulerSchema';
import type { PermissionFlag } from '../../../src/shared/permissions';
import { createTestUser, login } from '../buildTestApp';
import { grantKeys } from '../evacuation/evacuationFixtures';

// What the scheduler server tests share: a partner, an office in a chosen zone, posts with their services and
// weekly hours (or half-year intervals), and appointments, all by direct inserts with unique names, so the suites
// depend neither on the posts' routes nor on one another.

export const tag = () => randomUUID().slice(0, 8);
export const MSK = 'Europe/Moscow';
export const ALL_FLAGS: PermissionFlag[] = ['available', 'permissionInsert', 'permissionUpdate', 'permissionDelete'];
export const SCHEDULER_KEYS = ['scheduler.timeline', 'scheduler.deleted', 'scheduler.tire.transfer'];

/** Unix seconds of a local day and 'HH:mm' in `zone`. */
export const at = (day: string, time: string, zone = MSK) => DateTime.fromISO(`${day}T${time}`, { zone }).toSeconds();

export async function newPartner(db: Db, name = `Партнёр расписания ${tag()}`): Promise<number> {
  const [row] = await db.insert(partners).values({ name }).returning({ id: partners.id });
  return row.id;
}

export async function newOffice(db: Db, fields: { partnerId?: number; timezone?: string; name?: string } = {}) {
  const partnerId = fields.partnerId ?? (await newPartner(db));
  const [row] = await db
    .insert(offices)
    .values({ partnerId, name: fields.name ?? `Офис расписания ${tag()}`, timezone: fields.timezone ?? MSK })
    .returning();
  return row;
}

/** A weekly slot: day of week 1 (Monday) .. 7, times 'HH:mm' ('00:00' as an end is midnight). */
export interface WeeklySlot {
  day: number;
  begin: string;
  end: string;
}

const minutes = (time: string, isEnd = false) => {
  const [h, m] = time.split(':').map(Number);
  return isEnd && h === 0 && m === 0 ? 1440 : h * 60 + m;
};

/** Monday to Friday, 09:00-18:00. */
export const WEEKDAYS_9_18: WeeklySlot[] = [1, 2, 3, 4, 5].map((day) => ({ day, begin: '09:00', end: '18:00' }));

export interface PostFields {
  name?: string;
  sort?: number;
  serviceIds?: number[];
  weekly?: WeeklySlot[];
  deleted?: boolean;
}

export async function newPost(db: Db, officeId: number, fields: PostFields = {}) {
  const [post] = await db
    .insert(officePosts)
    .values({
      officeId,
      name: fields.name ?? `Пост ${tag()}`,
      sort: fields.sort ?? 0,
      deletedDate: fields.deleted ? new Date() : null,
    })
    .returning();
  const serviceIds = fields.serviceIds ?? [61];
  if (serviceIds.length)
    await db.insert(servicePosts).values(serviceIds.map((serviceId) => ({ officePostId: post.id, serviceId })));
  const weekly = fields.weekly ?? WEEKDAYS_9_18;
  if (weekly.length) {
    await db.insert(postWeeklySlots).values(
      weekly.map((s) => ({
        officePostId: post.id,
        dayOfWeek: s.day,
        beginMinute: minutes(s.begin),
        endMinute: minutes(s.end, true),
      })),
    );
  }
  return post;
}

/** A half-year plan interval of a post (unix seconds). */
export async function newWorkInterval(db: Db, officePostId: number, begin: number, end: number) {
  await db
    .insert(postWorkIntervals)
    .values({ officePostId, beginAt: new Date(begin * 1000), endAt: new Date(end * 1000) });
}

export async function newClient(db: Db, lastName = 'Записев') {
  const [row] = await db
    .insert(clients)
    .values({
      lastName,
      firstName: 'Пётр',
      middleName: 'Ильич',
      phoneNumber: `+7996${String(randomInt(10_000_000)).padStart(7, '0')}`,
    })
    .returning({ id: clients.id, phoneNumber: clients.phoneNumber });
  return row;
}

/** An appointment straight in the table (no rules checked): for lists, journals and fixtures of a state. */
export async function insertAppointment(
  db: Db,
  values: Partial<typeof appointments.$inferInsert> & { officePostId: number; start: number; end?: number },
) {
  const { start, end, ...rest } = values;
  const [row] = await db
    .insert(appointments)
    .values({
      serviceId: 61,
      title: `Запись ${tag()}`,
      ...rest,
      startAt: new Date(start * 1000),
      endAt: new Date((end ?? start + 1800) * 1000),
    })
    .returning();
  return row;
}

/** A user of a partner (or of the platform, partnerId null) holding these keys with these flags; logged in. */
export async function schedulerUser(
  app: App,
  db: Db,
  options: { partnerId?: number | null; keys?: string[]; flags?: PermissionFlag[] } = {},
) {
  const user = await createTestUser(db, {
    partnerId: options.partnerId ?? null,
    lastName: 'Расписанов',
    firstName: `Тест${tag()}`,
  });
  await grantKeys(db, user.id, options.keys ?? SCHEDULER_KEYS, options.flags ?? ALL_FLAGS);
  return { id: user.id, token: await login(app, user.email, user.password!) };
}
