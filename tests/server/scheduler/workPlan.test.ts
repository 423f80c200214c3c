import { and, eq, gte, lte } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  federalDays,
  postWeeklySlots,
  postWorkIntervals,
  servicePosts,
} from '../../../src/server/scheduler/schedulerSchema';
import { END_NOT_AFTER_BEGIN, NO_WEEKLY_HOURS, NOT_ONE_DAY } from '../../../src/server/scheduler/workPlanRepository';
import {
  HALF_YEAR_MONTHS,
  POST_NOT_FOUND,
  type TimetableSlotResult,
  WORK_INTERVAL_NOT_FOUND,
  WORK_INTERVALS_OVERLAP,
  type WorkInterval,
} from '../../../src/shared/schemas/scheduler/schedulerPosts';
import { login, openTestApp } from '../buildTestApp';
import { newPartnerOffice, newPost, schedulerCalls, tokenWith } from './schedulerPostFixtures';

// The half-year plan of a post (/users/actual_timetable) on offices of the file's own, one in Yekaterinburg (UTC+5)
// so local strings and instants differ from Moscow's: generation from the weekly hours (federal days and deleted
// slots left out, the past kept, the future replaced), the day-interval rules and messages, overlaps refused by the
// database, 403 and 404.

const KEY = 'scheduler.halfyear';
const ZONE = 'Asia/Yekaterinburg';
const ISO = 'yyyy-MM-dd';
const OFF_GRID = 'Время должно быть кратно 30 минутам: :00 или :30';
const local = (text: string) => DateTime.fromISO(text, { zone: ZONE });

describe('half-year plan of a post', () => {
  const t = openTestApp();
  const { call, ok, fails } = schedulerCalls(() => t.app);
  let admin = '';
  let officeId = 0;
  let otherOfficeId = 0;
  let staff = '';
  beforeAll(async () => {
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
    const own = await newPartnerOffice(t.db, 'План', ZONE);
    officeId = own.office.id;
    otherOfficeId = (await newPartnerOffice(t.db, 'План чужой', ZONE)).office.id;
    staff = await tokenWith(t.app, t.db, [KEY], undefined, own.partner.id);
  });
  const interval = (officePostId: number, beginDateTime: string, endDateTime: string) => ({
    officePostId,
    beginDateTime,
    endDateTime,
  });

  describe('POST /v1/users/actual_timetable/generate', () => {
    it('needs weekly hours first', async () => {
      const post = await newPost(t.db, officeId);
      const body = await fails(
        admin,
        'POST',
        '/users/actual_timetable/generate',
        { officePostId: post.id },
        400,
        'VALIDATION_ERROR',
        NO_WEEKLY_HOURS,
      );
      expect(body.details).toEqual({ officePostId: NO_WEEKLY_HOURS });
    });

    it('fills today to today + half a year from the weekly hours, skipping federal days and deleted slots', async () => {
      const post = await newPost(t.db, officeId);
      await t.db.insert(postWeeklySlots).values(
        [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
          officePostId: post.id,
          dayOfWeek,
          beginMinute: 540,
          endMinute: 1080,
        })),
      );
      const extra = await ok<TimetableSlotResult>(admin, 'POST', '/users/timetable', {
        officePostId: post.id,
        dayOfWeek: 1,
        beginTimeHour: 19,
        beginTimeMin: 0,
        endTimeHour: 20,
        endTimeMin: 0,
      });
      await ok(admin, 'DELETE', `/users/timetable/${extra.id}`);

      const today = DateTime.now().setZone(ZONE).startOf('day');
      const lastDay = today.plus({ months: HALF_YEAR_MONTHS });
      // A federal day inside the half year for sure (the migration's list ends with 2027): ours, removed after.
      const ownFederal = today.plus({ days: 10 }).toFormat(ISO);
      const added = await t.db
        .insert(federalDays)
        .values({ day: ownFederal, name: 'Тестовый выходной' })
        .onConflictDoNothing()
        .returning();
      try {
        // The past stays; a future interval of the old plan goes.
        const yesterday = today.minus({ days: 1 });
        await t.db.insert(postWorkIntervals).values([
          {
            officePostId: post.id,
            beginAt: yesterday.set({ hour: 10 }).toJSDate(),
            endAt: yesterday.set({ hour: 11 }).toJSDate(),
          },
          {
            officePostId: post.id,
            beginAt: today.plus({ days: 3, hours: 20 }).toJSDate(),
            endAt: today.plus({ days: 3, hours: 21 }).toJSDate(),
          },
        ]);
        const plan = await ok<WorkInterval[]>(admin, 'POST', '/users/actual_timetable/generate', {
          officePostId: post.id,
        });

        const closed = new Set(
          (
            await t.db
              .select({ day: federalDays.day })
              .from(federalDays)
              .where(and(gte(federalDays.day, today.toFormat(ISO)), lte(federalDays.day, lastDay.toFormat(ISO))))
          ).map((f) => f.day),
        );
        expect(closed.has(ownFederal)).toBe(true);
        const expectedDays: string[] = [];
        for (let day = today; day <= lastDay; day = day.plus({ days: 1 }))
          if (!closed.has(day.toFormat(ISO))) expectedDays.push(day.toFormat(ISO));
        expect(plan.map((i) => i.beginDateTime.slice(0, 10))).toEqual(expectedDays);
        expect(new Set(plan.map((i) => i.title))).toEqual(new Set(['09:00–18:00']));
        expect(plan[0]).toEqual({
          id: plan[0].id,
          officePostId: post.id,
          title: '09:00–18:00',
          startDate: today.set({ hour: 9 }).toUnixInteger(),
          endDate: today.set({ hour: 18 }).toUnixInteger(),
          beginDateTime: `${today.toFormat(ISO)}T09:00:00`,
          endDateTime: `${today.toFormat(ISO)}T18:00:00`,
        });

        expect(await ok<WorkInterval[]>(admin, 'GET', `/users/actual_timetable/${post.id}`)).toEqual(plan);
        const past = await ok<WorkInterval[]>(
          admin,
          'GET',
          `/users/actual_timetable/${post.id}?fromDate=${yesterday.toFormat(ISO)}&toDate=${yesterday.toFormat(ISO)}`,
        );
        expect(past.map((i) => i.title)).toEqual(['10:00–11:00']);
        const week = await ok<WorkInterval[]>(
          admin,
          'GET',
          `/users/actual_timetable/${post.id}?fromDate=${today.toFormat(ISO)}&toDate=${today.plus({ days: 6 }).toFormat(ISO)}`,
        );
        expect(week).toEqual(plan.filter((i) => i.beginDateTime.slice(0, 10) <= today.plus({ days: 6 }).toFormat(ISO)));
        // Generating again replaces the plan rather than adding to it.
        expect(
          (await ok<WorkInterval[]>(admin, 'POST', '/users/actual_timetable/generate', { officePostId: post.id }))
            .length,
        ).toBe(plan.length);
      } finally {
        if (added.length) await t.db.delete(federalDays).where(eq(federalDays.day, ownFederal));
      }
    });

    it('answers 404 for an unknown post or another partner’s, and needs the key with permissionInsert', async () => {
      const foreign = await newPost(t.db, otherOfficeId);
      await fails(
        admin,
        'POST',
        '/users/actual_timetable/generate',
        { officePostId: 2_000_000_000 },
        404,
        'ENTITY_NOT_FOUND',
        POST_NOT_FOUND,
      );
      await fails(
        staff,
        'POST',
        '/users/actual_timetable/generate',
        { officePostId: foreign.id },
        404,
        'ENTITY_NOT_FOUND',
        POST_NOT_FOUND,
      );
      await fails(
        staff,
        'GET',
        `/users/actual_timetable/${foreign.id}`,
        undefined,
        404,
        'ENTITY_NOT_FOUND',
        POST_NOT_FOUND,
      );
      const reader = await tokenWith(t.app, t.db, [KEY], ['available']);
      const stranger = await tokenWith(t.app, t.db, ['scheduler.week']);
      await fails(
        reader,
        'POST',
        '/users/actual_timetable/generate',
        { officePostId: foreign.id },
        403,
        'ACCESS_DENIED',
      );
      await fails(stranger, 'GET', `/users/actual_timetable/${foreign.id}`, undefined, 403, 'ACCESS_DENIED');
      await ok(reader, 'GET', `/users/actual_timetable/${foreign.id}`);
    });
  });

  describe('day intervals', () => {
    it('creates, changes and deletes an interval in the office’s local time', async () => {
      const post = await newPost(t.db, officeId);
      const made = await ok<WorkInterval>(
        admin,
        'POST',
        '/users/actual_timetable',
        interval(post.id, '2030-03-04T09:00:00', '2030-03-04T13:00:00'),
      );
      expect(made).toEqual({
        id: made.id,
        officePostId: post.id,
        title: '09:00–13:00',
        startDate: local('2030-03-04T09:00').toUnixInteger(),
        endDate: local('2030-03-04T13:00').toUnixInteger(),
        beginDateTime: '2030-03-04T09:00:00',
        endDateTime: '2030-03-04T13:00:00',
      });
      // 09:00 in Yekaterinburg is 04:00 UTC.
      expect(new Date(made.startDate * 1000).toISOString()).toBe('2030-03-04T04:00:00.000Z');
      const night = await ok<WorkInterval>(
        admin,
        'POST',
        '/users/actual_timetable',
        interval(post.id, '2030-03-04T22:00', '2030-03-05T00:00'),
      );
      expect(night).toMatchObject({ title: '22:00–00:00', endDateTime: '2030-03-05T00:00:00' });
      const moved = await ok<WorkInterval>(admin, 'PUT', '/users/actual_timetable', {
        id: made.id,
        beginDateTime: '2030-03-04T08:00:00',
        endDateTime: '2030-03-04T12:30:00',
      });
      expect(moved).toMatchObject({
        id: made.id,
        title: '08:00–12:30',
        startDate: local('2030-03-04T08:00').toUnixInteger(),
      });
      const day = await ok<WorkInterval[]>(
        admin,
        'GET',
        `/users/actual_timetable/${post.id}?fromDate=2030-03-04&toDate=2030-03-04`,
      );
      expect(day.map((i) => i.title)).toEqual(['08:00–12:30', '22:00–00:00']);
      expect(await ok(admin, 'DELETE', `/users/actual_timetable/${made.id}`)).toEqual({ id: made.id });
      await fails(
        admin,
        'DELETE',
        `/users/actual_timetable/${made.id}`,
        undefined,
        404,
        'ENTITY_NOT_FOUND',
        WORK_INTERVAL_NOT_FOUND,
      );
      await fails(
        admin,
        'PUT',
        '/users/actual_timetable',
        { id: made.id, beginDateTime: '2030-03-04T08:00', endDateTime: '2030-03-04T09:00' },
        404,
        'ENTITY_NOT_FOUND',
        WORK_INTERVAL_NOT_FOUND,
      );
    });

    it('refuses intervals that end before they begin, cross midnight, leave the grid or name no real date', async () => {
      const post = await newPost(t.db, officeId);
      const refused = async (begin: string, end: string, field: string, message: string) => {
        const body = await fails(
          admin,
          'POST',
          '/users/actual_timetable',
          interval(post.id, begin, end),
          400,
          'VALIDATION_ERROR',
          message,
        );
        expect(body.details).toEqual({ [field]: message });
      };
      await refused('2030-03-04T13:00:00', '2030-03-04T09:00:00', 'endDateTime', END_NOT_AFTER_BEGIN);
      await refused('2030-03-04T13:00:00', '2030-03-04T13:00:00', 'endDateTime', END_NOT_AFTER_BEGIN);
      await refused('2030-03-04T22:00:00', '2030-03-05T00:30:00', 'endDateTime', NOT_ONE_DAY);
      await refused('2030-03-04T09:15:00', '2030-03-04T10:00:00', 'beginDateTime', OFF_GRID);
      await refused('2030-03-04T09:00:00', '2030-03-04T10:00:30', 'endDateTime', OFF_GRID);
      await refused('2030-02-30T09:00:00', '2030-02-30T10:00:00', 'beginDateTime', 'Ошибка ввода даты');
      const format = await fails(
        admin,
        'POST',
        '/users/actual_timetable',
        interval(post.id, 'завтра', '2030-03-04T10:00'),
        400,
        'VALIDATION_ERROR',
      );
      expect(format.details?.beginDateTime).toBe('Укажите дату и время в формате ГГГГ-ММ-ДДTЧЧ:ММ:СС');
      expect(
        await ok(admin, 'GET', `/users/actual_timetable/${post.id}?fromDate=2030-01-01&toDate=2030-12-31`),
      ).toEqual([]);
    });

    it('refuses an overlap with 409 SLOT_TAKEN, also when two requests race', async () => {
      const post = await newPost(t.db, officeId);
      const first = await ok<WorkInterval>(
        admin,
        'POST',
        '/users/actual_timetable',
        interval(post.id, '2030-03-05T09:00', '2030-03-05T13:00'),
      );
      await fails(
        admin,
        'POST',
        '/users/actual_timetable',
        interval(post.id, '2030-03-05T12:30', '2030-03-05T15:00'),
        409,
        'SLOT_TAKEN',
        WORK_INTERVALS_OVERLAP,
      );
      const second = await ok<WorkInterval>(
        admin,
        'POST',
        '/users/actual_timetable',
        interval(post.id, '2030-03-05T13:00', '2030-03-05T18:00'),
      );
      await fails(
        admin,
        'PUT',
        '/users/actual_timetable',
        { id: second.id, beginDateTime: '2030-03-05T10:00', endDateTime: '2030-03-05T18:00' },
        409,
        'SLOT_TAKEN',
        WORK_INTERVALS_OVERLAP,
      );
      const racing = await Promise.all(
        ['19:00', '19:30'].map((begin) =>
          call(admin, 'POST', '/users/actual_timetable', interval(post.id, `2030-03-05T${begin}`, '2030-03-05T21:00')),
        ),
      );
      expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const day = await ok<WorkInterval[]>(
        admin,
        'GET',
        `/users/actual_timetable/${post.id}?fromDate=2030-03-05&toDate=2030-03-05`,
      );
      expect(day.map((i) => i.id).slice(0, 2)).toEqual([first.id, second.id]);
      expect(day).toHaveLength(3);
    });

    it('keeps another partner’s intervals out of reach and needs the key with each write’s flag', async () => {
      const foreign = await newPost(t.db, otherOfficeId);
      const theirs = await ok<WorkInterval>(
        admin,
        'POST',
        '/users/actual_timetable',
        interval(foreign.id, '2030-03-06T09:00', '2030-03-06T10:00'),
      );
      await fails(
        staff,
        'POST',
        '/users/actual_timetable',
        interval(foreign.id, '2030-03-06T11:00', '2030-03-06T12:00'),
        404,
        'ENTITY_NOT_FOUND',
        POST_NOT_FOUND,
      );
      await fails(
        staff,
        'PUT',
        '/users/actual_timetable',
        { id: theirs.id, beginDateTime: '2030-03-06T09:00', endDateTime: '2030-03-06T11:00' },
        404,
        'ENTITY_NOT_FOUND',
        WORK_INTERVAL_NOT_FOUND,
      );
      await fails(
        staff,
        'DELETE',
        `/users/actual_timetable/${theirs.id}`,
        undefined,
        404,
        'ENTITY_NOT_FOUND',
        WORK_INTERVAL_NOT_FOUND,
      );
      const reader = await tokenWith(t.app, t.db, [KEY], ['available']);
      await fails(
        reader,
        'POST',
        '/users/actual_timetable',
        interval(foreign.id, '2030-03-06T11:00', '2030-03-06T12:00'),
        403,
        'ACCESS_DENIED',
      );
      await fails(
        reader,
        'PUT',
        '/users/actual_timetable',
        { id: theirs.id, beginDateTime: '2030-03-06T09:00', endDateTime: '2030-03-06T11:00' },
        403,
        'ACCESS_DENIED',
      );
      await fails(reader, 'DELETE', `/users/actual_timetable/${theirs.id}`, undefined, 403, 'ACCESS_DENIED');
    });
  });
  describe('changes that would strand a booking', () => {
    it('refuses to shrink, delete or regenerate away the working time of a booked appointment, and changes nothing', async () => {
      const post = await newPost(t.db, officeId);
      await t.db.insert(servicePosts).values({ officePostId: post.id, serviceId: 61 });
      await t.db.insert(postWeeklySlots).values(
        [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
          officePostId: post.id,
          dayOfWeek,
          beginMinute: 540,
          endMinute: 1080,
        })),
      );
      await ok(admin, 'POST', '/users/actual_timetable/generate', { officePostId: post.id });
      const day = DateTime.now().setZone(ZONE).startOf('day').plus({ days: 5 });
      const [booked, free] = [day, day.plus({ days: 1 })].map((d) => d.toFormat(ISO));
      const intervals = await ok<WorkInterval[]>(
        admin,
        'GET',
        `/users/actual_timetable/${post.id}?fromDate=${booked}&toDate=${free}`,
      );
      const [ofBooked, ofFree] = intervals;
      await ok(admin, 'POST', '/users/scheduler', {
        officePostId: post.id,
        serviceId: 61,
        startDate: Math.floor(day.set({ hour: 16 }).toSeconds()),
        title: 'Замена масла',
      });
      const stranded = `На это время есть записи: ${booked.split('-').reverse().join('.')} 16:00–16:30 «Замена масла». Перенесите или удалите их.`;

      await fails(
        admin,
        'DELETE',
        `/users/actual_timetable/${ofBooked.id}`,
        undefined,
        409,
        'INELIGIBLE_STATE',
        stranded,
      );
      await fails(
        admin,
        'PUT',
        '/users/actual_timetable',
        { id: ofBooked.id, beginDateTime: `${booked}T09:00:00`, endDateTime: `${booked}T15:00:00` },
        409,
        'INELIGIBLE_STATE',
        stranded,
      );
      await t.db
        .delete(postWeeklySlots)
        .where(and(eq(postWeeklySlots.officePostId, post.id), eq(postWeeklySlots.dayOfWeek, day.weekday)));
      await fails(
        admin,
        'POST',
        '/users/actual_timetable/generate',
        { officePostId: post.id },
        409,
        'INELIGIBLE_STATE',
        stranded,
      );
      expect(
        await ok<WorkInterval[]>(admin, 'GET', `/users/actual_timetable/${post.id}?fromDate=${booked}&toDate=${free}`),
      ).toEqual(intervals);

      // A day without bookings changes freely.
      await ok(admin, 'DELETE', `/users/actual_timetable/${ofFree.id}`);
    });
  });
});
