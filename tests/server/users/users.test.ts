import { count, gte } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notificationHistory, users } from '../../../src/server/db/schema';
import { createTestUser, login, openTestApp } from '../buildTestApp';

interface Row {
  id: number;
  createdAt: number;
  email: string;
  lastName: string | null;
  statusRefValueName: string;
  partnerName: string | null;
}

describe('users and notifications', () => {
  const t = openTestApp();
  const find = async (token: string, body: object) =>
    t.app.inject({ method: 'POST', url: '/v1/users/find', headers: { authorization: token }, payload: body });

  it('pages users newest first with the total', async () => {
    const token = await login(t.app, 'admin@demo.ru', 'Admin12345');
    const [{ n }] = await t.db.select({ n: count() }).from(users);
    const first = await find(token, { offset: 0, size: 10 });
    expect(first.statusCode).toBe(200);
    const page1 = first.json() as { users: Row[]; total: number };
    const page2 = (await find(token, { offset: 10, size: 10, sortField: 'createdAt', sortOrder: 'desc' })).json() as {
      users: Row[];
      total: number;
    };
    expect(page1.total).toBe(n);
    expect(page1.total).toBeGreaterThanOrEqual(28);
    expect(page1.users).toHaveLength(10);
    expect(page2.users).toHaveLength(10);
    const ids1 = new Set(page1.users.map((u) => u.id));
    expect(page2.users.some((u) => ids1.has(u.id))).toBe(false);
    const times = [...page1.users, ...page2.users].map((u) => u.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Number.isInteger(times[0]) && times[0] < Date.now() / 1000 + 5).toBe(true);
  });

  it('sorts by last name and e-mail in either order', async () => {
    const token = await login(t.app, 'admin@demo.ru', 'Admin12345');
    const emails = (dir: 'ASC' | 'DESC') =>
      find(token, { offset: 0, size: 500, sortField: 'email', sortOrder: dir }).then((r) =>
        (r.json().users as Row[]).map((u) => u.email),
      );
    const ascending = await emails('ASC');
    // The database's collation decides the exact order; both directions must agree and plain cases hold.
    expect(ascending).toEqual((await emails('DESC')).reverse());
    expect(ascending.indexOf('admin@demo.ru')).toBeLessThan(ascending.indexOf('zaitseva.d@demo.ru'));
    expect(ascending.indexOf('kozlov.m@demo.ru')).toBeLessThan(ascending.indexOf('operator@demo.ru'));
    const names = (
      (await find(token, { offset: 0, size: 500, sortField: 'lastName', sortOrder: 'DESC' })).json().users as Row[]
    )
      .map((u) => u.lastName)
      .filter((x): x is string => x !== null);
    expect(names.length).toBeGreaterThan(20);
    // PostgreSQL sorts by the database's collation; a descending list starts with what an ascending one ends with.
    const asc = (
      (await find(token, { offset: 0, size: 500, sortField: 'lastName', sortOrder: 'ASC' })).json().users as Row[]
    )
      .map((u) => u.lastName)
      .filter((x): x is string => x !== null);
    expect(names).toEqual([...asc].reverse());
    const bad = await find(token, { sortField: 'passwordHash' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.sortField).toBe('Сортировка возможна по полям createdAt, lastName, email, fullName');
  });

  it('searches by name, e-mail or phone and joins the partner and the status name', async () => {
    const token = await login(t.app, 'admin@demo.ru', 'Admin12345');
    const marker = `Уникальнова${Date.now()}`;
    const created = await createTestUser(t.db, {
      lastName: marker,
      phone: '+79990001122',
      partnerId: 2,
      password: null,
    });
    const found = (await find(token, { search: marker.toLowerCase() })).json();
    expect(found.total).toBe(1);
    expect(found.users[0]).toMatchObject({
      id: created.id,
      lastName: marker,
      partnerName: 'Шинный центр «Колесо»',
      statusRefValueName: 'Приглашён',
    });
    expect((await find(token, { search: created.email.toUpperCase() })).json().total).toBe(1);
    expect((await find(token, { search: '100%_' })).json().total).toBe(0);
  });

  it('filters by status, and refuses an unknown one in Russian', async () => {
    const token = await login(t.app, 'admin@demo.ru', 'Admin12345');
    const invited = (await find(token, { size: 500, status: 'invited' })).json() as { users: Row[]; total: number };
    expect(invited.total).toBeGreaterThan(0);
    expect(invited.users.every((u) => u.statusRefValueName === 'Приглашён')).toBe(true);
    const all = (await find(token, { size: 1 })).json().total as number;
    expect(invited.total).toBeLessThan(all);
    const bad = await find(token, { status: 'deleted' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.status).toBe('Статус: active, invited или blocked');
  });

  it('lets the dashboard widget (show.last.event) list users, and refuses those with neither key', async () => {
    const partner = await login(t.app, 'partner@demo.ru', 'Partner12345');
    expect((await find(partner, { size: 10 })).statusCode).toBe(200);
    const noRole = await login(t.app, 'kozlov.m@demo.ru', 'Demo12345');
    expect((await find(noRole, { size: 10 })).statusCode).toBe(403);
  });

  it('lists notifications since a moment, newest first, in unix seconds', async () => {
    const token = await login(t.app, 'operator@demo.ru', 'Operator12345');
    const since = Math.floor(Date.now() / 1000) - 3 * 86_400;
    const response = await t.app.inject({
      method: 'GET',
      url: `/v1/notifications/users/history?since=${since}`,
      headers: { authorization: token },
    });
    expect(response.statusCode).toBe(200);
    const items = response.json() as { sendingTime: number; pushBody: string; orderId: number }[];
    const [{ n }] = await t.db
      .select({ n: count() })
      .from(notificationHistory)
      .where(gte(notificationHistory.sendingTime, new Date(since * 1000)));
    expect(items).toHaveLength(n);
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.sendingTime >= since)).toBe(true);
    expect(items.map((i) => i.sendingTime)).toEqual(items.map((i) => i.sendingTime).sort((a, b) => b - a));
    // Other files sharing this database add pushes of their own (invoices sent with push): the demo's are there too.
    expect(items.some((i) => /^Заявка № [\d-]+: статус «.+»$/.test(i.pushBody))).toBe(true);

    const month = await t.app.inject({
      method: 'GET',
      url: `/v1/notifications/users/history?since=${since - 27 * 86_400}`,
      headers: { authorization: token },
    });
    expect(month.json().length).toBeGreaterThanOrEqual(39);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/v1/notifications/users/history?since=yesterday',
      headers: { authorization: token },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual({ since: 'Некорректное начало периода' });
  });
});
