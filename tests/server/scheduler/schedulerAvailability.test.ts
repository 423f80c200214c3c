import { and, eq, gte, lt } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/server/db/db';
import { offices, partners } from '../../../src/server/db/schema';
import {
  freeDates,
  freeDatesByAppointment,
  timeSlots,
  timeSlotsByAppointment,
} from '../../../src/server/scheduler/schedulerAvailabilityRepository';
import {
  appointments,
  federalDays,
  officePosts,
  postWeeklySlots,
  postWorkIntervals,
  servicePosts,
} from '../../../src/server/scheduler/schedulerSchema';
import type { PermissionFlag } from '../../../src/shared/permissions';
import type { FreeDatesResult, TimeSlotsResult } from '../../../src/shared/schemas/scheduler/schedulerAppointments';
import { createTestUser, login, openTestApp } from '../buildTestApp';
import { grantKeys, uniqueTag } from '../evacuation/evacuationFixtures';

// Free dates and time slots on an office of the file's own: which posts count (a live service post of the service),
// working windows (weekly hours, the half-year plan, federal days), taken and past starts, the appointment's own
// length and time when rescheduling it, access keys and the partner scope. The logic runs against a fixed `now`
// through the repository; the routes with the real clock on a post that works around the clock.

const ZONE = 'Europe/Moscow';
const CAR = 61;
const TYRES = 69;
const STORAGE = 68;
/** Friday 20.02.2026 10:10 in Moscow; Monday 23.02.2026 is a federal day (migration 0008). */
const NOW = DateTime.fromISO('2026-02-20T10:10', { zone: ZONE }).toMillis();
const at = (local: string) => DateTime.fromISO(local, { zone: ZONE }).toJSDate();
const WEEKDAYS = [1, 2, 3, 4, 5];
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
/** 'HH:mm' every 30 minutes over [from, to). */
const grid = (from: string, to: string) => {
  const result: string[] = [];
  for (let m = minutes(from); m < minutes(to); m += 30)
    result.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  return result;
};
const times = (r: TimeSlotsResult) => r.timeSlots.map((s) => s.time);
const postsAt = (r: TimeSlotsResult, time: string) => r.timeSlots.find((s) => s.time === time)?.officePostIds ?? [];

async function newOffice(db: Db, tag: string, partnerId?: number) {
  const owner =
    partnerId ??
    (
      await db
        .insert(partners)
        .values({ name: `Запись ${tag}` })
        .returning({ id: partners.id })
    )[0].id;
  const [office] = await db
    .insert(offices)
    .values({ partnerId: owner, name: `Офис записи ${tag}`, timezone: ZONE })
    .returning();
  return office;
}

/** A post with live service posts of `services`, weekly slots [day, 'HH:mm', 'HH:mm'] and optional extra fields. */
async function newPost(
  db: Db,
  officeId: number,
  name: string,
  services: number[],
  slots: [number, string, string][],
  fields: { deletedDate?: Date } = {},
) {
  const [post] = await db
    .insert(officePosts)
    .values({ officeId, name, ...fields })
    .returning();
  if (services.length)
    await db.insert(servicePosts).values(services.map((serviceId) => ({ officePostId: post.id, serviceId })));
  const end = (hhmm: string) => (hhmm === '24:00' ? 1440 : minutes(hhmm));
  if (slots.length)
    await db.insert(postWeeklySlots).values(
      slots.map(([dayOfWeek, b, e]) => ({
        officePostId: post.id,
        dayOfWeek,
        beginMinute: minutes(b),
        endMinute: end(e),
      })),
    );
  return post;
}

const weekdays = (from: string, to: string): [number, string, string][] => WEEKDAYS.map((d) => [d, from, to]);

async function book(
  db: Db,
  officePostId: number,
  serviceId: number,
  start: string,
  end: string,
  fields: { deletedDate?: Date; state?: string } = {},
) {
  const [row] = await db
    .insert(appointments)
    .values({ officePostId, serviceId, startAt: at(start), endAt: at(end), title: 'Тестовая запись', ...fields })
    .returning();
  return row;
}

async function federalSet(db: Db, from: string, to: string) {
  const rows = await db
    .select({ day: federalDays.day })
    .from(federalDays)
    .where(and(gte(federalDays.day, from), lt(federalDays.day, to)));
  return new Set(rows.map((r) => r.day));
}

describe('scheduler free dates and time slots', () => {
  const t = openTestApp();
  let officeId = 0;
  let partnerId = 0;
  const post = { lunch: 0, full: 0, bare: 0, unserved: 0, deleted: 0, tyres: 0 };
  let moved = 0;
  let gone = 0;

  beforeAll(async () => {
    const office = await newOffice(t.db, uniqueTag());
    [officeId, partnerId] = [office.id, office.partnerId];
    // Lunch break 13:00-14:00 on weekdays, Saturdays 10:00-16:00.
    post.lunch = (
      await newPost(
        t.db,
        officeId,
        'Пост 1 — подъёмник',
        [CAR],
        [...weekdays('09:00', '13:00'), ...weekdays('14:00', '18:00'), [6, '10:00', '16:00']],
      )
    ).id;
    post.full = (await newPost(t.db, officeId, 'Пост 2 — шиномонтаж', [CAR, TYRES], weekdays('09:00', '18:00'))).id;
    // No service posts at all: performs nothing.
    post.bare = (await newPost(t.db, officeId, 'Пост 3 — без услуг', [], weekdays('09:00', '18:00'))).id;
    post.unserved = (await newPost(t.db, officeId, 'Пост 4 — услуга снята', [CAR], weekdays('09:00', '18:00'))).id;
    await t.db
      .update(servicePosts)
      .set({ deletedDate: new Date() })
      .where(eq(servicePosts.officePostId, post.unserved));
    post.deleted = (
      await newPost(t.db, officeId, 'Пост 5 — удалён', [CAR], weekdays('09:00', '18:00'), { deletedDate: new Date() })
    ).id;
    // Tyres only, its half-year plan holds one interval: it works 24.02 12:00-13:00 and nothing else that day.
    post.tyres = (await newPost(t.db, officeId, 'Пост 6 — шины', [TYRES], weekdays('09:00', '18:00'))).id;
    await t.db
      .insert(postWorkIntervals)
      .values({ officePostId: post.tyres, beginAt: at('2026-02-24T12:00'), endAt: at('2026-02-24T13:00') });

    moved = (await book(t.db, post.full, CAR, '2026-02-24T10:00', '2026-02-24T11:00')).id;
    // A deleted appointment takes no time.
    gone = (await book(t.db, post.lunch, CAR, '2026-02-24T10:00', '2026-02-24T10:30', { deletedDate: new Date() })).id;
    // Wednesday 25.02 fully taken on both car posts.
    await book(t.db, post.lunch, CAR, '2026-02-25T09:00', '2026-02-25T13:00');
    await book(t.db, post.lunch, CAR, '2026-02-25T14:00', '2026-02-25T18:00');
    await book(t.db, post.full, TYRES, '2026-02-25T09:00', '2026-02-25T18:00');
  });

  it('offers every free start of the day with the posts free for 30 minutes from it', async () => {
    const day = await timeSlots(t.db, { serviceId: CAR, partnerOfficeId: officeId, date: '2026-02-24' }, null, NOW);
    expect(day.date).toBe('2026-02-24');
    expect(times(day)).toEqual(grid('09:00', '18:00'));
    expect(postsAt(day, '09:00')).toEqual([post.lunch, post.full]);
    // Taken on post 2; the deleted appointment does not take post 1.
    expect(postsAt(day, '10:00')).toEqual([post.lunch]);
    expect(postsAt(day, '10:30')).toEqual([post.lunch]);
    expect(postsAt(day, '11:00')).toEqual([post.lunch, post.full]);
    // Post 1's lunch break.
    expect(postsAt(day, '13:00')).toEqual([post.full]);
    expect(postsAt(day, '13:30')).toEqual([post.full]);
    const nine = day.timeSlots[0];
    expect(nine.startDate).toBe(Math.floor(at('2026-02-24T09:00').getTime() / 1000));
    // Posts without a live service post of the service, and deleted posts, never count.
    const offered = new Set(day.timeSlots.flatMap((s) => s.officePostIds));
    for (const id of [post.bare, post.unserved, post.deleted, post.tyres]) expect(offered.has(id)).toBe(false);
  });

  it('leaves out starts that have begun, federal days, days off and fully taken days', async () => {
    const today = await timeSlots(t.db, { serviceId: CAR, partnerOfficeId: officeId, date: '2026-02-20' }, null, NOW);
    expect(times(today)).toEqual(grid('10:30', '18:00'));
    const federal = await timeSlots(t.db, { serviceId: CAR, partnerOfficeId: officeId, date: '2026-02-23' }, null, NOW);
    expect(federal).toEqual({ date: '2026-02-23', timeSlots: [] });
    const sunday = await timeSlots(t.db, { serviceId: CAR, partnerOfficeId: officeId, date: '2026-02-22' }, null, NOW);
    expect(sunday.timeSlots).toEqual([]);
    const saturday = await timeSlots(
      t.db,
      { serviceId: CAR, partnerOfficeId: officeId, date: '2026-02-21' },
      null,
      NOW,
    );
    expect(times(saturday)).toEqual(grid('10:00', '16:00'));
    const taken = await timeSlots(t.db, { serviceId: CAR, partnerOfficeId: officeId, date: '2026-02-25' }, null, NOW);
    expect(taken.timeSlots).toEqual([]);
    const past = await timeSlots(t.db, { serviceId: CAR, partnerOfficeId: officeId, date: '2026-02-19' }, null, NOW);
    expect(past.timeSlots).toEqual([]);
  });

  it('lists the next 30 days with a free start', async () => {
    const { freeDates: dates } = await freeDates(t.db, { serviceId: CAR, partnerOfficeId: officeId }, null, NOW);
    const closed = await federalSet(t.db, '2026-02-20', '2026-03-22');
    const expected: string[] = [];
    for (
      let d = DateTime.fromISO('2026-02-20', { zone: ZONE });
      d.toISODate()! < '2026-03-22';
      d = d.plus({ days: 1 })
    ) {
      const iso = d.toISODate()!;
      if (d.weekday !== 7 && !closed.has(iso) && iso !== '2026-02-25') expected.push(iso);
    }
    expect(dates).toEqual(expected);
    expect(dates).not.toContain('2026-02-23');
    // Late on the day, the day's last start has begun: today drops out.
    const evening = DateTime.fromISO('2026-02-20T17:30', { zone: ZONE }).toMillis();
    expect((await freeDates(t.db, { serviceId: CAR, partnerOfficeId: officeId }, null, evening)).freeDates[0]).toBe(
      '2026-02-21',
    );
  });

  it('follows the half-year plan where it exists and answers nothing for a service no post performs', async () => {
    const tyres = await timeSlots(t.db, { serviceId: TYRES, partnerOfficeId: officeId, date: '2026-02-24' }, null, NOW);
    expect(postsAt(tyres, '12:00')).toEqual([post.full, post.tyres]);
    expect(postsAt(tyres, '12:30')).toEqual([post.full, post.tyres]);
    expect(postsAt(tyres, '11:00')).toEqual([post.full]);
    expect(postsAt(tyres, '13:00')).toEqual([post.full]);
    expect(await freeDates(t.db, { serviceId: STORAGE, partnerOfficeId: officeId }, null, NOW)).toEqual({
      freeDates: [],
    });
    expect(
      (await timeSlots(t.db, { serviceId: STORAGE, partnerOfficeId: officeId, date: '2026-02-24' }, null, NOW))
        .timeSlots,
    ).toEqual([]);
  });

  it('reschedules an appointment with its own length, its own time free', async () => {
    const day = await timeSlotsByAppointment(t.db, { appointmentJournalId: moved, date: '2026-02-24' }, null, NOW);
    // An hour must fit: post 1 up to 12:00 and from 14:00 to 17:00, post 2 all day up to 17:00.
    expect(times(day)).toEqual(grid('09:00', '17:30'));
    expect(postsAt(day, '10:00')).toEqual([post.lunch, post.full]);
    expect(postsAt(day, '12:00')).toEqual([post.lunch, post.full]);
    expect(postsAt(day, '12:30')).toEqual([post.full]);
    expect(postsAt(day, '17:00')).toEqual([post.lunch, post.full]);
    const dates = await freeDatesByAppointment(t.db, moved, null, NOW);
    expect(dates.freeDates).toContain('2026-02-24');
    expect(dates.freeDates).not.toContain('2026-02-25');
    await expect(freeDatesByAppointment(t.db, gone, null, NOW)).rejects.toMatchObject({
      status: 409,
      errorCode: 'INELIGIBLE_STATE',
      message: 'Запись уже удалена',
    });
  });

  describe('routes', () => {
    let admin = '';
    let roundClock = { officeId: 0, postId: 0 };
    beforeAll(async () => {
      admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
      const office = await newOffice(t.db, uniqueTag());
      const all: [number, string, string][] = [1, 2, 3, 4, 5, 6, 7].map((d) => [d, '00:00', '24:00']);
      roundClock = {
        officeId: office.id,
        postId: (await newPost(t.db, office.id, 'Пост круглосуточный', [CAR], all)).id,
      };
    });

    async function userWith(keys: string[], partner: number | null = null, flags: PermissionFlag[] = ['available']) {
      const user = await createTestUser(t.db, {
        partnerId: partner,
        lastName: 'Записев',
        firstName: `Тест${uniqueTag()}`,
      });
      await grantKeys(t.db, user.id, keys, flags);
      return login(t.app, user.email, user.password!);
    }
    const get = (token: string | null, url: string) =>
      t.app.inject({
        method: 'GET',
        url: `/v1/users/scheduler/${url}`,
        headers: token ? { authorization: token } : {},
      });

    it('answers the free dates and the slots of tomorrow with the real clock', async () => {
      const today = DateTime.now().setZone(ZONE).startOf('day');
      const closed = await federalSet(t.db, today.toISODate()!, today.plus({ days: 31 }).toISODate()!);
      const response = await get(admin, `free_dates?serviceId=${CAR}&partnerOfficeId=${roundClock.officeId}`);
      expect(response.statusCode, response.body).toBe(200);
      const { freeDates: dates } = response.json() as FreeDatesResult;
      const expected = Array.from({ length: 30 }, (_, k) => today.plus({ days: k }).toISODate()!).filter(
        (d) => !closed.has(d),
      );
      // Today is there unless its last start (23:30) has begun.
      expect(dates.filter((d) => d !== today.toISODate())).toEqual(expected.filter((d) => d !== today.toISODate()));

      const tomorrow = today.plus({ days: 1 }).toISODate()!;
      const slots = await get(
        admin,
        `time_slots?serviceId=${CAR}&partnerOfficeId=${roundClock.officeId}&date=${tomorrow}`,
      );
      expect(slots.statusCode, slots.body).toBe(200);
      const body = slots.json() as TimeSlotsResult;
      expect(body.timeSlots).toHaveLength(closed.has(tomorrow) ? 0 : 48);
      if (!closed.has(tomorrow))
        expect(body.timeSlots[0]).toEqual({
          time: '00:00',
          startDate: today.plus({ days: 1 }).toSeconds(),
          officePostIds: [roundClock.postId],
        });
    });

    it('answers by appointment on its own static paths', async () => {
      const start = DateTime.now().setZone(ZONE).startOf('day').plus({ days: 2, hours: 10 });
      const [own] = await t.db
        .insert(appointments)
        .values({
          officePostId: roundClock.postId,
          serviceId: CAR,
          startAt: start.toJSDate(),
          endAt: start.plus({ hours: 2 }).toJSDate(),
          title: 'Перенос',
        })
        .returning();
      const dates = await get(admin, `free_dates_by_appointment/${own.id}`);
      expect(dates.statusCode, dates.body).toBe(200);
      const day = start.toISODate()!;
      const slots = await get(admin, `time_slots_by_appointment?appointmentJournalId=${own.id}&date=${day}`);
      expect(slots.statusCode, slots.body).toBe(200);
      const closed = await federalSet(t.db, day, start.plus({ days: 1 }).toISODate()!);
      // Two hours must fit before the day's end (windows run on into the next day, so 23:30 still fits).
      if (!closed.has(day)) expect(times(slots.json() as TimeSlotsResult)).toContain('10:00');
      expect((await get(admin, 'free_dates_by_appointment/999999999')).json()).toMatchObject({
        errorCode: 'ENTITY_NOT_FOUND',
        message: 'Запись не найдена',
      });
    });

    it('admits the timeline and the order keys only', async () => {
      const url = `free_dates?serviceId=${CAR}&partnerOfficeId=${roundClock.officeId}`;
      expect((await get(null, url)).statusCode).toBe(401);
      expect((await get(await userWith(['scheduler.post']), url)).statusCode).toBe(403);
      for (const key of ['scheduler.timeline', 'orders.view', 'orders.create'])
        expect((await get(await userWith([key]), url)).statusCode).toBe(200);
      expect((await get(await userWith(['scheduler.timeline']), `free_dates_by_appointment/${moved}`)).statusCode).toBe(
        200,
      );
    });

    it("keeps a partner's staff to their partner's offices and appointments", async () => {
      const own = await userWith(['scheduler.timeline'], partnerId);
      const other = await userWith(['scheduler.timeline'], (await newOffice(t.db, uniqueTag())).partnerId);
      const url = `time_slots?serviceId=${CAR}&partnerOfficeId=${officeId}&date=2030-01-01`;
      expect((await get(own, url)).statusCode).toBe(200);
      const refused = await get(other, url);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ errorCode: 'ENTITY_NOT_FOUND' });
      expect((await get(own, `free_dates_by_appointment/${moved}`)).statusCode).toBe(200);
      expect((await get(other, `free_dates_by_appointment/${moved}`)).json()).toMatchObject({
        errorCode: 'ENTITY_NOT_FOUND',
        message: 'Запись не найдена',
      });
      expect(
        (await get(other, `time_slots_by_appointment?appointmentJournalId=${moved}&date=2030-01-01`)).statusCode,
      ).toBe(404);
    });

    it('refuses bad queries with the Russian messages', async () => {
      const noService = await get(admin, `free_dates?partnerOfficeId=${officeId}`);
      expect(noService.statusCode).toBe(400);
      expect(noService.json()).toMatchObject({
        errorCode: 'VALIDATION_ERROR',
        details: { serviceId: 'Укажите услугу' },
      });
      const badDate = await get(admin, `time_slots?serviceId=${CAR}&partnerOfficeId=${officeId}&date=2026-02-31`);
      expect(badDate.statusCode).toBe(400);
      expect(badDate.json()).toMatchObject({ details: { date: 'Ошибка ввода даты' } });
      expect((await get(admin, `free_dates?serviceId=${CAR}&partnerOfficeId=999999999`)).statusCode).toBe(404);
      expect(
        (await get(admin, `time_slots_by_appointment?appointmentJournalId=${gone}&date=2026-02-24`)).statusCode,
      ).toBe(409);
    });
  });
});
