import type { InjectOptions } from 'fastify';
import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NonWorkingHours, SchedulerConfig } from '../../../src/shared/schemas/scheduler/schedulerAppointments';
import { createTestUser, login, openTestApp } from '../buildTestApp';
import { at, insertAppointment, newOffice, newPost, newWorkInterval, schedulerUser } from './schedulerFixtures';

// The scheduler config the boards draw: POST /v1/users/scheduler/find (every live post of an office), POST
// /v2/users/scheduler/find (one service's posts, 61 by default) and GET /v1/users/scheduler/board/{officeId} (a
// day, today by default). Posts by sort, the appointments of the range, the off hours of each post, the federal days
// once for all, the hours the day spans, the range limit, access and scope.

const DAY = '2026-11-24'; // a Tuesday
type Config = SchedulerConfig;

describe('scheduler boards', () => {
  const t = openTestApp();
  let admin = '';
  let partnerId = 0;
  let officeId = 0;
  const posts = { a: 0, b: 0, d: 0, deleted: 0 };
  const booked = { onA: 0, onB: 0, deleted: 0, dayBefore: 0, overMidnight: 0 };
  beforeAll(async () => {
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
    const office = await newOffice(t.db, { name: 'Офис доски' });
    ({ id: officeId, partnerId } = office);
    posts.a = (await newPost(t.db, officeId, { name: 'A', sort: 2, serviceIds: [61] })).id;
    posts.b = (
      await newPost(t.db, officeId, {
        name: 'B',
        sort: 1,
        serviceIds: [69, 68],
        weekly: [
          { day: 2, begin: '10:00', end: '13:00' },
          { day: 2, begin: '14:00', end: '19:00' },
        ],
      })
    ).id;
    posts.d = (await newPost(t.db, officeId, { name: 'D', sort: 1, serviceIds: [61], weekly: [] })).id;
    posts.deleted = (await newPost(t.db, officeId, { name: 'Удалённый', deleted: true })).id;
    booked.onA = (await insertAppointment(t.db, { officePostId: posts.a, start: at(DAY, '10:00') })).id;
    booked.onB = (
      await insertAppointment(t.db, {
        officePostId: posts.b,
        serviceId: 69,
        start: at(DAY, '15:00'),
        end: at(DAY, '16:30'),
      })
    ).id;
    booked.deleted = (
      await insertAppointment(t.db, {
        officePostId: posts.a,
        start: at(DAY, '11:00'),
        deletedDate: new Date(),
        state: 'deleted',
      })
    ).id;
    booked.dayBefore = (await insertAppointment(t.db, { officePostId: posts.a, start: at('2026-11-23', '10:00') })).id;
    booked.overMidnight = (
      await insertAppointment(t.db, { officePostId: posts.d, start: at('2026-11-23', '23:30'), end: at(DAY, '00:30') })
    ).id;
  });

  const call = (token: string, method: InjectOptions['method'], url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });
  async function ok(method: InjectOptions['method'], url: string, payload?: object, token = admin): Promise<Config> {
    const response = await call(token, method, url, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Config;
  }
  const day = (fromDate: string, toDate?: string) =>
    ok('POST', '/v1/users/scheduler/find', { partnerOfficeId: officeId, fromDate, ...(toDate ? { toDate } : {}) });
  const offHours = (config: Config, postId: number) =>
    config.nonWorkingHours
      .filter((n) => n.officePostId === postId)
      .map((n) => [
        DateTime.fromSeconds(n.startDate, { zone: config.timezone }).toFormat('dd HH:mm'),
        DateTime.fromSeconds(n.endDate, { zone: config.timezone }).toFormat('dd HH:mm'),
      ]);

  it("draws the day: live posts by sort, the day's live appointments, the board's constants", async () => {
    const config = await day(DAY);
    expect(config).toMatchObject({
      appointmentDefaultDuration: 30,
      appointmentGridStep: 30,
      partnerOfficeId: officeId,
      officeName: 'Офис доски',
      timezone: 'Europe/Moscow',
      fromDate: DAY,
      toDate: DAY,
      serviceId: null,
      federalDays: [],
    });
    expect(config.posts).toEqual([
      { id: posts.b, name: 'B', sort: 1, serviceIds: [68, 69] },
      { id: posts.d, name: 'D', sort: 1, serviceIds: [61] },
      { id: posts.a, name: 'A', sort: 2, serviceIds: [61] },
    ]);
    expect(config.appointments.map((a) => a.id)).toEqual([booked.overMidnight, booked.onA, booked.onB]);
    expect(config.appointments.find((a) => a.id === booked.onB)).toMatchObject({
      officePostName: 'B',
      startDate: at(DAY, '15:00'),
      endDate: at(DAY, '16:30'),
      state: 'booked',
    });
  });

  it('marks when each post does not work and spans the earliest to the latest working hour', async () => {
    const config = await day(DAY);
    expect(offHours(config, posts.a)).toEqual([
      ['24 00:00', '24 09:00'],
      ['24 18:00', '25 00:00'],
    ]);
    expect(offHours(config, posts.b)).toEqual([
      ['24 00:00', '24 10:00'],
      ['24 13:00', '24 14:00'],
      ['24 19:00', '25 00:00'],
    ]);
    expect(offHours(config, posts.d)).toEqual([['24 00:00', '25 00:00']]);
    expect(new Set(config.nonWorkingHours.map((n) => `${n.reason}:${n.title}`))).toEqual(
      new Set(['offHours:Пост не работает']),
    );
    expect([config.startDayHour, config.endDayHour]).toEqual([9, 19]);
    const sorted = [...config.nonWorkingHours].sort((x, y) => x.startDate - y.startDate);
    expect(config.nonWorkingHours.map((n) => n.startDate)).toEqual(sorted.map((n) => n.startDate));
  });

  it('falls back to 9 to 18 when no post works in the range', async () => {
    const config = await day('2026-11-29'); // a Sunday
    expect([config.startDayHour, config.endDayHour]).toEqual([9, 18]);
    expect(offHours(config, posts.a)).toEqual([['29 00:00', '30 00:00']]);
  });

  it('greys a federal day out once for every post, with its name', async () => {
    const config = await day('2026-11-03', '2026-11-05');
    expect(config.federalDays).toEqual([{ day: '2026-11-04', name: 'День народного единства' }]);
    const federal = config.nonWorkingHours.filter((n) => n.reason === 'federal');
    expect(federal).toEqual<NonWorkingHours[]>([
      {
        officePostId: null,
        startDate: at('2026-11-04', '00:00'),
        endDate: at('2026-11-05', '00:00'),
        reason: 'federal',
        title: 'День народного единства',
      },
    ]);
    // No post has off hours of its own that day: the federal entry covers them.
    expect(
      config.nonWorkingHours.filter(
        (n) =>
          n.officePostId !== null &&
          n.startDate >= at('2026-11-04', '00:00') &&
          n.startDate < at('2026-11-05', '00:00'),
      ),
    ).toEqual([]);
    expect(offHours(config, posts.a)).toEqual([
      ['03 00:00', '03 09:00'],
      ['03 18:00', '04 00:00'],
      ['05 00:00', '05 09:00'],
      ['05 18:00', '06 00:00'],
    ]);
  });

  it('follows the half-year plan where it exists instead of the weekly hours', async () => {
    const office = await newOffice(t.db, { partnerId });
    const post = (await newPost(t.db, office.id, { name: 'План' })).id;
    await newWorkInterval(t.db, post, at('2026-12-01', '12:00'), at('2026-12-01', '15:00'));
    await newWorkInterval(t.db, post, at('2026-12-03', '08:00'), at('2026-12-03', '20:30'));
    const config = await ok('POST', '/v1/users/scheduler/find', {
      partnerOfficeId: office.id,
      fromDate: '2026-12-01',
      toDate: '2026-12-04',
    });
    expect(offHours(config, post)).toEqual([
      ['01 00:00', '01 12:00'],
      ['01 15:00', '02 00:00'],
      // Inside the plan's span a day without intervals is a day off, whatever the weekly hours say.
      ['02 00:00', '03 00:00'],
      ['03 00:00', '03 08:00'],
      ['03 20:30', '04 00:00'],
      // After the plan the weekly hours apply again (a Friday: 09:00-18:00).
      ['04 00:00', '04 09:00'],
      ['04 18:00', '05 00:00'],
    ]);
    expect([config.startDayHour, config.endDayHour]).toEqual([8, 21]);
  });

  it("keeps days in the office's own zone", async () => {
    const zone = 'Asia/Vladivostok';
    const office = await newOffice(t.db, { partnerId, timezone: zone });
    const post = (await newPost(t.db, office.id, { name: 'Владивосток' })).id;
    const a = await insertAppointment(t.db, { officePostId: post, start: at(DAY, '09:00', zone) });
    const config = await ok('POST', '/v1/users/scheduler/find', { partnerOfficeId: office.id, fromDate: DAY });
    expect(config.timezone).toBe(zone);
    expect(config.appointments.map((x) => x.id)).toEqual([a.id]);
    expect(config.nonWorkingHours.filter((n) => n.officePostId === post).map((n) => [n.startDate, n.endDate])).toEqual([
      [at(DAY, '00:00', zone), at(DAY, '09:00', zone)],
      [at(DAY, '18:00', zone), at('2026-11-25', '00:00', zone)],
    ]);
  });

  it('shows the timeline of one service: 61 by default', async () => {
    const v2 = (payload: object) =>
      ok('POST', '/v2/users/scheduler/find', { partnerOfficeId: officeId, fromDate: DAY, ...payload });
    const byDefault = await v2({});
    expect(byDefault.serviceId).toBe(61);
    expect(byDefault.posts.map((p) => p.id)).toEqual([posts.d, posts.a]);
    expect(byDefault.appointments.map((a) => a.id)).toEqual([booked.overMidnight, booked.onA]);
    const tyres = await v2({ serviceId: 69, toDate: '2026-11-30' });
    expect(tyres.posts.map((p) => p.id)).toEqual([posts.b]);
    expect(tyres.appointments.map((a) => a.id)).toEqual([booked.onB]);
    expect(new Set(tyres.nonWorkingHours.map((n) => n.officePostId))).toEqual(new Set([posts.b]));
    const none = await v2({ serviceId: 13 });
    expect(none).toMatchObject({ posts: [], appointments: [], startDayHour: 9, endDayHour: 18 });
  });

  it('refuses a reversed range or one longer than 62 days', async () => {
    const find = (fromDate: string, toDate: string) =>
      call(admin, 'POST', '/v1/users/scheduler/find', { partnerOfficeId: officeId, fromDate, toDate });
    const reversed = await find('2026-11-24', '2026-11-23');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      message: 'Дата окончания периода раньше даты начала',
      details: { toDate: 'Дата окончания периода раньше даты начала' },
    });
    const long = await find('2026-11-01', '2027-01-02');
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      message: 'Период не больше 62 дней',
      details: { toDate: 'Период не больше 62 дней' },
    });
    expect((await find('2026-11-01', '2027-01-01')).statusCode).toBe(200);
    const badDate = await find('2026-02-30', '2026-03-01');
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().details).toEqual({ fromDate: 'Ошибка ввода даты' });
    const noOffice = await call(admin, 'POST', '/v1/users/scheduler/find', { fromDate: DAY });
    expect(noOffice.json().details).toEqual({ partnerOfficeId: 'Укажите офис' });
  });

  it("answers the office's day on the board: the given date, or today in its zone", async () => {
    const board = await ok('GET', `/v1/users/scheduler/board/${officeId}?date=${DAY}`);
    expect(board).toEqual(await day(DAY));
    const today = await ok('GET', `/v1/users/scheduler/board/${officeId}`);
    expect(today.fromDate).toBe(DateTime.now().setZone('Europe/Moscow').toISODate());
    expect(today.toDate).toBe(today.fromDate);
  });

  it('admits order staff to the board only, and refuses those without the keys', async () => {
    const orderStaff = (await schedulerUser(t.app, t.db, { keys: ['orders.view'], flags: ['available'] })).token;
    expect((await call(orderStaff, 'GET', `/v1/users/scheduler/board/${officeId}?date=${DAY}`)).statusCode).toBe(200);
    expect(
      (await call(orderStaff, 'POST', '/v1/users/scheduler/find', { partnerOfficeId: officeId, fromDate: DAY }))
        .statusCode,
    ).toBe(403);
    const plain = await createTestUser(t.db);
    const nobody = await login(t.app, plain.email, plain.password!);
    for (const [method, url, payload] of [
      ['GET', `/v1/users/scheduler/board/${officeId}`, undefined],
      ['POST', '/v1/users/scheduler/find', { partnerOfficeId: officeId, fromDate: DAY }],
      ['POST', '/v2/users/scheduler/find', { partnerOfficeId: officeId, fromDate: DAY }],
    ] as const) {
      const response = await call(nobody, method, url, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json().errorCode).toBe('ACCESS_DENIED');
    }
  });

  it("answers 404 for an unknown office and for another partner's, and shows a partner's staff their own", async () => {
    const missing = await call(admin, 'POST', '/v1/users/scheduler/find', {
      partnerOfficeId: 2_000_000_000,
      fromDate: DAY,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ errorCode: 'ENTITY_NOT_FOUND', message: 'Офис не найден' });
    const stranger = (
      await schedulerUser(t.app, t.db, {
        partnerId: (await newOffice(t.db)).partnerId,
        keys: ['scheduler.timeline', 'orders.view'],
      })
    ).token;
    for (const [method, url, payload] of [
      ['GET', `/v1/users/scheduler/board/${officeId}`, undefined],
      ['POST', '/v1/users/scheduler/find', { partnerOfficeId: officeId, fromDate: DAY }],
      ['POST', '/v2/users/scheduler/find', { partnerOfficeId: officeId, fromDate: DAY }],
    ] as const) {
      expect((await call(stranger, method, url, payload)).statusCode).toBe(404);
    }
    const own = (await schedulerUser(t.app, t.db, { partnerId, keys: ['scheduler.timeline'] })).token;
    expect(
      (await ok('POST', '/v1/users/scheduler/find', { partnerOfficeId: officeId, fromDate: DAY }, own)).posts,
    ).toHaveLength(3);
  });
});
