import { beforeAll, describe, expect, it } from 'vitest';
import { openTestApp } from '../../buildTestApp';
import { at, createReportWorld, period, type ReportWorld, report, reportUser } from '../reportFixtures';
import { registeredClient } from './registrationFixtures';

// «Регистрации клиентов» on clients of its own registered in January 2034: which count (the period's bounds), the
// seed's order (newest first) and another, the chart per day and channel, days in the request's zone, the tenant rule.

const PATH = '/v1/reports/clients/registration';
const KEY = 'reports.client.registration';

describe('client registrations report', () => {
  const t = openTestApp();
  let w: ReportWorld;
  let admin = '';
  const january = period('2034-01-01', '2034-01-31');

  beforeAll(async () => {
    w = await createReportWorld(t.db);
    admin = await reportUser(t.app, t.db, [KEY]);
    await registeredClient(t.db, w, '2034-01-03 10:00', { registrationChannel: 'mobile', lastName: 'Белова' });
    await registeredClient(t.db, w, '2034-01-03 23:30', { lastName: 'Абрамов' });
    await registeredClient(t.db, w, '2034-01-15 09:00', { registrationChannel: 'site', lastName: 'Волков' });
    await registeredClient(t.db, w, '2034-01-31 23:59', { registrationChannel: 'partner', lastName: 'Гусев' });
    // Outside the period on both sides, and another partner's client inside it.
    await registeredClient(t.db, w, '2034-02-01 00:00');
    await registeredClient(t.db, w, '2033-12-31 23:59');
    await registeredClient(t.db, w, '2034-01-10 12:00', { partnerId: w.otherPartnerId, lastName: 'Чужой' });
  });

  it('answers the clients registered in the period, newest first, counted, with the chart by channel', async () => {
    const page = await report(t.app, admin, PATH, { ...january, partnerId: w.partnerId });
    expect(page.total).toBe(4);
    expect(page.items.map((r) => [r.clientFio, r.registrationChannel, r.createdDate])).toEqual([
      [`Гусев Анна`, 'Партнёр', at('2034-01-31 23:59')],
      [`Волков Анна`, 'Сайт', at('2034-01-15 09:00')],
      [`Абрамов Анна`, 'Оператор', at('2034-01-03 23:30')],
      [`Белова Анна`, 'Мобильное приложение', at('2034-01-03 10:00')],
    ]);
    expect(page.items[0].phone).toMatch(/^\+7992\d{7}$/);
    expect(page.totals).toEqual({});
    expect(page.series).toEqual([
      { day: '2034-01-03', operator: 1, mobile: 1, site: 0, partner: 0 },
      { day: '2034-01-15', operator: 0, mobile: 0, site: 1, partner: 0 },
      { day: '2034-01-31', operator: 0, mobile: 0, site: 0, partner: 1 },
    ]);
  });

  it('sorts by another field, searches, and counts days in the request’s zone', async () => {
    const byName = await report(t.app, admin, PATH, {
      ...january,
      partnerId: w.partnerId,
      sortField: 'clientFio',
      sortOrder: 'ASC',
    });
    expect(byName.items.map((r) => r.clientFio)).toEqual(['Абрамов Анна', 'Белова Анна', 'Волков Анна', 'Гусев Анна']);
    const found = await report(t.app, admin, PATH, { ...january, partnerId: w.partnerId, search: 'сайт' });
    expect(found.items.map((r) => r.clientFio)).toEqual(['Волков Анна']);
    expect(found.total).toBe(1);
    // 23:30 in Moscow is 01:30 of the next day in Yekaterinburg.
    const yekaterinburg = await report(t.app, admin, PATH, {
      ...january,
      timezone: 'Asia/Yekaterinburg',
      partnerId: w.partnerId,
    });
    expect(yekaterinburg.series.slice(0, 2)).toEqual([
      { day: '2034-01-03', operator: 0, mobile: 1, site: 0, partner: 0 },
      { day: '2034-01-04', operator: 1, mobile: 0, site: 0, partner: 0 },
    ]);
  });

  it('keeps a partner’s staff to their partner’s clients, 404 for another partner, 403 without the key', async () => {
    const staff = await reportUser(t.app, t.db, [KEY], w.otherPartnerId);
    const own = await report(t.app, staff, PATH, january);
    expect(own.items.map((r) => r.clientFio)).toEqual(['Чужой Анна']);
    const crossed = await t.app.inject({
      method: 'POST',
      url: PATH,
      headers: { authorization: staff },
      payload: { ...january, partnerId: w.partnerId },
    });
    expect(crossed.statusCode).toBe(404);
    const none = await reportUser(t.app, t.db, []);
    const denied = await t.app.inject({
      method: 'POST',
      url: PATH,
      headers: { authorization: none },
      payload: january,
    });
    expect(denied.statusCode).toBe(403);
  });
});
