import { beforeAll, describe, expect, it } from 'vitest';
import { FEDERAL_DAY_NOT_FOUND } from '../../../src/server/scheduler/federalDaysRepository';
import { FEDERAL_DAY_EXISTS, type FederalDay } from '../../../src/shared/schemas/scheduler/schedulerPosts';
import { login, openTestApp } from '../buildTestApp';
import { schedulerCalls, tokenWith } from './schedulerPostFixtures';

// Federal non-working days (/users/scheduler/federal_days): the migration's list, add and remove with their
// messages, and the keys. Writes use 2099, which nothing else in the suite reads, and are removed again.

const KEY = 'scheduler.federal';
const BASE = '/users/scheduler/federal_days';

describe('federal days', () => {
  const t = openTestApp();
  const { ok, fails } = schedulerCalls(() => t.app);
  let admin = '';
  beforeAll(async () => {
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
  });

  it('lists a year’s days in date order', async () => {
    const days = await ok<FederalDay[]>(admin, 'GET', `${BASE}?year=2027`);
    expect(days.map((d) => d.day)).toEqual([...days.map((d) => d.day)].sort());
    expect(days.every((d) => d.day.startsWith('2027-'))).toBe(true);
    expect(days).toContainEqual({ day: '2027-01-07', name: 'Рождество Христово' });
    expect(days).toContainEqual({ day: '2027-11-04', name: 'День народного единства' });
    const year = await fails(admin, 'GET', `${BASE}?year=1999`, undefined, 400, 'VALIDATION_ERROR');
    expect(year.details?.year).toBe('Укажите год от 2000 до 2100');
  });

  it('adds a day once and removes it', async () => {
    const day = '2099-07-15';
    try {
      expect(await ok<FederalDay>(admin, 'POST', BASE, { day, name: '  Перенос выходного ' })).toEqual({
        day,
        name: 'Перенос выходного',
      });
      const twice = await fails(
        admin,
        'POST',
        BASE,
        { day, name: 'Ещё раз' },
        409,
        'BINDING_ALREADY_EXISTS',
        FEDERAL_DAY_EXISTS,
      );
      expect(twice.details).toEqual({ day: FEDERAL_DAY_EXISTS });
      expect(await ok<FederalDay[]>(admin, 'GET', `${BASE}?year=2099`)).toContainEqual({
        day,
        name: 'Перенос выходного',
      });
      expect(await ok(admin, 'DELETE', `${BASE}/${day}`)).toEqual({ day });
      await fails(admin, 'DELETE', `${BASE}/${day}`, undefined, 404, 'ENTITY_NOT_FOUND', FEDERAL_DAY_NOT_FOUND);
      expect((await ok<FederalDay[]>(admin, 'GET', `${BASE}?year=2099`)).map((d) => d.day)).not.toContain(day);
    } finally {
      await t.app.inject({ method: 'DELETE', url: `/v1${BASE}/${day}`, headers: { authorization: admin } });
    }
  });

  it('refuses an impossible date and an empty name', async () => {
    const date = await fails(
      admin,
      'POST',
      BASE,
      { day: '2099-02-30', name: 'Нет такого дня' },
      400,
      'VALIDATION_ERROR',
    );
    expect(date.details?.day).toBe('Ошибка ввода даты');
    const name = await fails(admin, 'POST', BASE, { day: '2099-02-28', name: '  ' }, 400, 'VALIDATION_ERROR');
    expect(name.details?.name).toBe('Укажите название выходного');
    const path = await fails(admin, 'DELETE', `${BASE}/2099-13-01`, undefined, 400, 'VALIDATION_ERROR');
    expect(path.details?.day).toBe('Ошибка ввода даты');
  });

  it('needs scheduler.federal to change the list; a board’s key may read it', async () => {
    const stranger = await tokenWith(t.app, t.db, ['scheduler.post']);
    const board = await tokenWith(t.app, t.db, ['scheduler.timeline']);
    const reader = await tokenWith(t.app, t.db, [KEY], ['available']);
    await fails(stranger, 'GET', `${BASE}?year=2027`, undefined, 403, 'ACCESS_DENIED');
    expect((await ok<FederalDay[]>(board, 'GET', `${BASE}?year=2027`)).length).toBeGreaterThan(0);
    await fails(board, 'POST', BASE, { day: '2099-03-01', name: 'Выходной' }, 403, 'ACCESS_DENIED');
    await fails(reader, 'POST', BASE, { day: '2099-03-01', name: 'Выходной' }, 403, 'ACCESS_DENIED');
    await fails(reader, 'DELETE', `${BASE}/2027-01-07`, undefined, 403, 'ACCESS_DENIED');
    await fails(null, 'GET', `${BASE}?year=2027`, undefined, 401, 'UNAUTHORIZED');
  });
});
