import { beforeAll, describe, expect, it } from 'vitest';
import {
  POST_NOT_FOUND,
  SLOT_NOT_FOUND,
  SLOTS_OVERLAP,
  type Timetable,
  type TimetableSlotResult,
} from '../../../src/shared/schemas/scheduler/schedulerPosts';
import { login, openTestApp } from '../buildTestApp';
import { newPartnerOffice, newPost, schedulerCalls, tokenWith } from './schedulerPostFixtures';

// Weekly hours of a post (/users/timetable) on posts of the file's own: the seven-day answer, the time rules
// (schedulerTime.ts) with their messages, overlaps within a day, slot updates and deletes, 403 and 404.

const KEY = 'scheduler.week';
const OFF_GRID = 'Время должно быть кратно 30 минутам: :00 или :30';
const END_BEFORE_BEGIN = 'Время окончания должно быть позже времени начала';

/** The PUT body of a slot 'HH:MM'-'HH:MM' on a day; with the post, the POST body. */
const slotTimes = (dayOfWeek: number, begin: string, end: string) => ({
  dayOfWeek,
  beginTimeHour: Number(begin.slice(0, 2)),
  beginTimeMin: Number(begin.slice(3)),
  endTimeHour: Number(end.slice(0, 2)),
  endTimeMin: Number(end.slice(3)),
});
const slot = (officePostId: number, dayOfWeek: number, begin: string, end: string) => ({
  officePostId,
  ...slotTimes(dayOfWeek, begin, end),
});
const times = (timetable: Timetable, day: number) =>
  timetable.days.find((d) => d.dayOfWeek === day)!.times.map((s) => `${s.beginTime}-${s.endTime}`);

describe('weekly hours of a post', () => {
  const t = openTestApp();
  const { ok, fails } = schedulerCalls(() => t.app);
  let admin = '';
  let officeId = 0;
  let otherOfficeId = 0;
  let staff = '';
  beforeAll(async () => {
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
    const own = await newPartnerOffice(t.db, 'Часы');
    officeId = own.office.id;
    otherOfficeId = (await newPartnerOffice(t.db, 'Часы чужие')).office.id;
    staff = await tokenWith(t.app, t.db, [KEY], undefined, own.partner.id);
  });
  const create = (body: object, token = admin) => ok<TimetableSlotResult>(token, 'POST', '/users/timetable', body);

  it('answers all seven days, each day’s slots by time, an end at midnight as 00:00', async () => {
    const post = await newPost(t.db, officeId);
    expect(await ok<Timetable>(admin, 'GET', `/users/timetable/${post.id}`)).toEqual({
      officePostId: post.id,
      days: [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({ dayOfWeek, times: [] })),
    });
    const afternoon = await create(slot(post.id, 1, '13:00', '18:00'));
    expect(afternoon).toEqual({
      id: afternoon.id,
      officePostId: post.id,
      dayOfWeek: 1,
      beginTime: '13:00',
      endTime: '18:00',
    });
    await create(slot(post.id, 1, '09:00', '13:00'));
    const night = await create(slot(post.id, 1, '22:00', '00:00'));
    expect(night.endTime).toBe('00:00');
    await create(slot(post.id, 7, '10:30', '12:00'), staff);
    const timetable = await ok<Timetable>(admin, 'GET', `/users/timetable/${post.id}`);
    expect(timetable.days.map((d) => d.dayOfWeek)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(times(timetable, 1)).toEqual(['09:00-13:00', '13:00-18:00', '22:00-00:00']);
    expect(times(timetable, 7)).toEqual(['10:30-12:00']);
  });

  it('refuses times off the grid, an end not after the begin and out-of-range hours, with their messages', async () => {
    const post = await newPost(t.db, officeId);
    const offGrid = await fails(
      admin,
      'POST',
      '/users/timetable',
      slot(post.id, 2, '09:15', '10:00'),
      400,
      'VALIDATION_ERROR',
      OFF_GRID,
    );
    expect(offGrid.details).toEqual({ beginTime: OFF_GRID });
    const backwards = await fails(
      admin,
      'POST',
      '/users/timetable',
      slot(post.id, 2, '18:00', '09:00'),
      400,
      'VALIDATION_ERROR',
      END_BEFORE_BEGIN,
    );
    expect(backwards.details).toEqual({ endTime: END_BEFORE_BEGIN });
    await fails(
      admin,
      'POST',
      '/users/timetable',
      slot(post.id, 2, '10:00', '10:00'),
      400,
      'VALIDATION_ERROR',
      END_BEFORE_BEGIN,
    );
    const hour = await fails(
      admin,
      'POST',
      '/users/timetable',
      { ...slot(post.id, 2, '09:00', '10:00'), beginTimeHour: 24 },
      400,
      'VALIDATION_ERROR',
    );
    expect(hour.details?.beginTimeHour).toBe('Часы должны быть от 00 до 23');
    const minute = await fails(
      admin,
      'POST',
      '/users/timetable',
      { ...slot(post.id, 2, '09:00', '10:00'), endTimeMin: 60 },
      400,
      'VALIDATION_ERROR',
    );
    expect(minute.details?.endTimeMin).toBe('Минуты должны быть от 00 до 59');
    const day = await fails(
      admin,
      'POST',
      '/users/timetable',
      slot(post.id, 8, '09:00', '10:00'),
      400,
      'VALIDATION_ERROR',
    );
    expect(day.details?.dayOfWeek).toBe('День недели от 1 до 7');
    expect(times(await ok<Timetable>(admin, 'GET', `/users/timetable/${post.id}`), 2)).toEqual([]);
  });

  it('refuses a slot overlapping another of the same day, on create and on update', async () => {
    const post = await newPost(t.db, officeId);
    const morning = await create(slot(post.id, 3, '09:00', '13:00'));
    const overlap = await fails(
      admin,
      'POST',
      '/users/timetable',
      slot(post.id, 3, '12:30', '15:00'),
      400,
      'VALIDATION_ERROR',
      SLOTS_OVERLAP,
    );
    expect(overlap.details?.beginTime).toContain(SLOTS_OVERLAP);
    await fails(
      admin,
      'POST',
      '/users/timetable',
      slot(post.id, 3, '08:00', '00:00'),
      400,
      'VALIDATION_ERROR',
      SLOTS_OVERLAP,
    );
    // Another day, or touching ends, are fine.
    await create(slot(post.id, 4, '12:30', '15:00'));
    const evening = await create(slot(post.id, 3, '13:00', '18:00'));
    await fails(
      admin,
      'PUT',
      `/users/timetable/${evening.id}`,
      slotTimes(3, '11:00', '18:00'),
      400,
      'VALIDATION_ERROR',
      SLOTS_OVERLAP,
    );
    // The slot does not overlap itself: widening it to 14:00-19:00 is fine.
    expect(
      await ok<TimetableSlotResult>(admin, 'PUT', `/users/timetable/${evening.id}`, slotTimes(3, '14:00', '19:00')),
    ).toMatchObject({ id: evening.id, beginTime: '14:00', endTime: '19:00' });
    expect(
      await ok<TimetableSlotResult>(admin, 'PUT', `/users/timetable/${morning.id}`, slotTimes(5, '09:00', '13:00')),
    ).toMatchObject({ dayOfWeek: 5 });
    const timetable = await ok<Timetable>(admin, 'GET', `/users/timetable/${post.id}`);
    expect([times(timetable, 3), times(timetable, 5)]).toEqual([['14:00-19:00'], ['09:00-13:00']]);
  });

  it('deletes a slot; unknown slots and posts, or another partner’s, answer 404', async () => {
    const post = await newPost(t.db, officeId);
    const foreign = await newPost(t.db, otherOfficeId);
    const made = await create(slot(post.id, 6, '09:00', '10:00'));
    const theirs = await create(slot(foreign.id, 6, '09:00', '10:00'));
    expect(await ok(admin, 'DELETE', `/users/timetable/${made.id}`)).toEqual({ id: made.id });
    await fails(admin, 'DELETE', `/users/timetable/${made.id}`, undefined, 404, 'ENTITY_NOT_FOUND', SLOT_NOT_FOUND);
    await fails(
      admin,
      'PUT',
      `/users/timetable/${made.id}`,
      slotTimes(6, '09:00', '10:00'),
      404,
      'ENTITY_NOT_FOUND',
      SLOT_NOT_FOUND,
    );
    await fails(admin, 'GET', '/users/timetable/2000000000', undefined, 404, 'ENTITY_NOT_FOUND', POST_NOT_FOUND);
    await fails(staff, 'GET', `/users/timetable/${foreign.id}`, undefined, 404, 'ENTITY_NOT_FOUND', POST_NOT_FOUND);
    await fails(
      staff,
      'POST',
      '/users/timetable',
      slot(foreign.id, 6, '11:00', '12:00'),
      404,
      'ENTITY_NOT_FOUND',
      POST_NOT_FOUND,
    );
    await fails(staff, 'DELETE', `/users/timetable/${theirs.id}`, undefined, 404, 'ENTITY_NOT_FOUND', SLOT_NOT_FOUND);
  });

  it('needs scheduler.week, with the flag of each write', async () => {
    const post = await newPost(t.db, officeId);
    const made = await create(slot(post.id, 1, '09:00', '10:00'));
    const stranger = await tokenWith(t.app, t.db, ['scheduler.post']);
    const reader = await tokenWith(t.app, t.db, [KEY], ['available']);
    await fails(stranger, 'GET', `/users/timetable/${post.id}`, undefined, 403, 'ACCESS_DENIED');
    await ok(reader, 'GET', `/users/timetable/${post.id}`);
    await fails(reader, 'POST', '/users/timetable', slot(post.id, 2, '09:00', '10:00'), 403, 'ACCESS_DENIED');
    await fails(reader, 'PUT', `/users/timetable/${made.id}`, slotTimes(1, '09:00', '11:00'), 403, 'ACCESS_DENIED');
    await fails(reader, 'DELETE', `/users/timetable/${made.id}`, undefined, 403, 'ACCESS_DENIED');
  });
});
