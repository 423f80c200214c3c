import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/server/db/db';
import { offices, partners, users } from '../../../src/server/db/schema';
import { isInsideWindows, postWorkWindows } from '../../../src/server/scheduler/postWorkingHours';
import { fromLastWorkingDay } from '../../../src/server/scheduler/schedulerDemo';
import {
  appointmentHistory,
  appointments,
  federalDays,
  officePosts,
  postWorkIntervals,
  servicePosts,
} from '../../../src/server/scheduler/schedulerSchema';
import { SERVICE_IDS } from '../../../src/shared/constants';
import { openTestApp } from '../buildTestApp';

// The scheduler's demo on the worker's demo-seeded database: the demo admin's office has posts and a board for
// today, the four offices have a half-year plan, and the week of appointments lies inside the posts' working windows
// without overlaps, with deleted, moved, tyre-storage and ordered ones. Read straight from the tables; posts other
// test files may add to demo offices are left out (the demo's were created four months before it was seeded).

const DAY = 86_400_000;
const ISO = 'yyyy-MM-dd';
const STATUTORY = [
  'Новогодние каникулы',
  'Рождество Христово',
  'День защитника Отечества',
  'Международный женский день',
  'Праздник Весны и Труда',
  'День Победы',
  'День России',
  'День народного единства',
];

interface DemoOffice {
  id: number;
  timezone: string;
  partner: string;
}

/**
 * The scheduler demo's appointments, not the reports' year of history on the same posts (src/server/reports/demo/
 * reportsDemo.ts: appointments of the past before the last 61 days, outside the half-year plan that starts today).
 */
const ofTheWeek = () => gte(appointments.startAt, new Date(Date.now() - 61 * DAY));

async function demoPosts(db: Db, officeIds: number[]) {
  return db
    .select({
      id: officePosts.id,
      officeId: officePosts.officeId,
      name: officePosts.name,
      deletedDate: officePosts.deletedDate,
    })
    .from(officePosts)
    .where(and(inArray(officePosts.officeId, officeIds), lt(officePosts.createdAt, new Date(Date.now() - 30 * DAY))))
    .orderBy(asc(officePosts.officeId), asc(officePosts.sort), asc(officePosts.id));
}

describe('scheduler demo', () => {
  const t = openTestApp();
  let demoOffices: DemoOffice[] = [];
  let posts: Awaited<ReturnType<typeof demoPosts>> = [];
  let adminOfficeId = 0;

  beforeAll(async () => {
    const rows = await t.db
      .select({ id: offices.id, timezone: offices.timezone, partner: partners.name })
      .from(offices)
      .innerJoin(partners, eq(partners.id, offices.partnerId))
      .where(inArray(partners.name, ['Автосервис Демо', 'Шинный центр «Колесо»']))
      .orderBy(asc(offices.id));
    demoOffices = rows;
    posts = await demoPosts(
      t.db,
      rows.map((o) => o.id),
    );
    [{ officeId: adminOfficeId }] = (await t.db
      .select({ officeId: users.officeId })
      .from(users)
      .where(eq(users.email, 'admin@demo.ru'))) as { officeId: number }[];
  });

  const liveAppointments = (postIds: number[]) =>
    t.db
      .select()
      .from(appointments)
      .where(and(inArray(appointments.officePostId, postIds), isNull(appointments.deletedDate), ofTheWeek()))
      .orderBy(asc(appointments.startAt));

  it("gives the admin's office posts and a board for today", async () => {
    const office = demoOffices.find((o) => o.id === adminOfficeId)!;
    expect(office.partner).toBe('Автосервис Демо');
    const own = posts.filter((p) => p.officeId === office.id && p.deletedDate === null);
    expect(own.map((p) => p.name).slice(0, 3)).toEqual([
      'Пост 1 — подъёмник',
      'Пост 2 — шиномонтаж',
      'Пост 3 — развал-схождение',
    ]);
    const services = await t.db
      .select()
      .from(servicePosts)
      .where(
        inArray(
          servicePosts.officePostId,
          own.map((p) => p.id),
        ),
      );
    expect(new Set(services.map((s) => s.serviceId))).toEqual(new Set([SERVICE_IDS.carService]));

    const today = DateTime.now().setZone(office.timezone).startOf('day');
    const windows = await postWorkWindows(
      t.db,
      own.map((p) => p.id),
      office.timezone,
      today.toFormat(ISO),
      today.plus({ days: 1 }).toFormat(ISO),
    );
    const board = (await liveAppointments(own.map((p) => p.id))).filter(
      (a) => a.startAt < today.plus({ days: 1 }).toJSDate() && a.endAt > today.toJSDate(),
    );
    // A Sunday or a federal day has no working window and so no appointments.
    const working = [...windows.values()].some((w) => w.length > 0);
    if (working) expect(board.length).toBeGreaterThan(0);
    else expect(board).toEqual([]);
    for (const a of board) expect(a.title.length).toBeGreaterThan(0);
  });

  it('keeps every live appointment inside its post’s working windows, none overlapping', async () => {
    let checked = 0;
    for (const office of demoOffices) {
      const own = posts.filter((p) => p.officeId === office.id);
      const list = await liveAppointments(own.map((p) => p.id));
      if (list.length === 0) continue;
      const zone = office.timezone;
      const from = DateTime.fromJSDate(list[0].startAt, { zone }).startOf('day');
      const to = DateTime.fromJSDate(new Date(Math.max(...list.map((a) => a.endAt.getTime()))), { zone })
        .startOf('day')
        .plus({ days: 1 });
      const windows = await postWorkWindows(
        t.db,
        own.map((p) => p.id),
        zone,
        from.toFormat(ISO),
        to.toFormat(ISO),
      );
      for (const a of list) {
        expect(
          isInsideWindows(windows.get(a.officePostId)!, a.startAt.getTime(), a.endAt.getTime()),
          `${a.title} ${a.startAt.toISOString()}`,
        ).toBe(true);
        const local = DateTime.fromJSDate(a.startAt, { zone });
        expect(local.minute % 30, 'on the 30-minute grid').toBe(0);
        checked += 1;
      }
      for (const [i, a] of list.entries()) {
        for (const b of list.slice(i + 1))
          if (a.officePostId === b.officePostId) expect(a.endAt <= b.startAt || b.endAt <= a.startAt).toBe(true);
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('spans a week from the last working day and has deleted, moved, tyre-storage and ordered appointments', async () => {
    const ids = posts.map((p) => p.id);
    const all = await t.db
      .select()
      .from(appointments)
      .where(and(inArray(appointments.officePostId, ids), ofTheWeek()));
    const now = Date.now();
    const starts = all.map((a) => a.startAt.getTime());
    // Yesterday, or Saturday on a Monday morning: there is always a past to show.
    expect(Math.min(...starts)).toBeGreaterThanOrEqual(now - 15 * DAY);
    expect(Math.max(...starts)).toBeLessThan(now + 8 * DAY);
    expect(all.some((a) => a.startAt.getTime() > now)).toBe(true);
    expect(all.some((a) => a.startAt.getTime() < now)).toBe(true);

    const deleted = all.filter((a) => a.deletedDate !== null);
    expect(deleted.length).toBeGreaterThan(0);
    for (const a of deleted) {
      expect(a.state).toBe('deleted');
      expect(a.deletedByUserId).not.toBeNull();
    }
    const ordered = all.filter((a) => a.state === 'ordered');
    expect(ordered).toHaveLength(1);
    expect(ordered[0].orderId).not.toBeNull();
    expect(ordered[0].clientId).not.toBeNull();
    expect(
      all.filter((a) => a.serviceId === SERVICE_IDS.tireStorage && a.title.startsWith('Перевозка шин на хранение'))
        .length,
    ).toBeGreaterThan(0);
    expect(all.filter((a) => a.clientId !== null).length).toBeGreaterThan(all.length / 2);
    for (const a of all.filter((x) => x.details !== null)) expect(() => JSON.parse(a.details!)).not.toThrow();

    const history = await t.db
      .select()
      .from(appointmentHistory)
      .where(
        inArray(
          appointmentHistory.appointmentId,
          all.map((a) => a.id),
        ),
      );
    const actions = new Set(history.map((h) => h.action));
    for (const action of ['appointment.create', 'appointment.move', 'appointment.delete', 'appointment.createOrder'])
      expect(actions.has(action), action).toBe(true);
    expect(new Set(history.filter((h) => h.action === 'appointment.create').map((h) => h.appointmentId)).size).toBe(
      all.length,
    );
    for (const h of history) expect(h.createdAt.getTime()).toBeLessThanOrEqual(now);
  });

  it('has tyre posts of both services, a deleted post and a half-year plan without federal days', async () => {
    const tyreOffices = demoOffices.filter((o) => o.partner !== 'Автосервис Демо').map((o) => o.id);
    expect(tyreOffices).toHaveLength(2);
    const tyrePosts = posts.filter((p) => tyreOffices.includes(p.officeId)).map((p) => p.id);
    const services = await t.db
      .select()
      .from(servicePosts)
      .where(and(inArray(servicePosts.officePostId, tyrePosts), isNull(servicePosts.deletedDate)));
    expect(new Set(services.map((s) => s.serviceId))).toEqual(
      new Set([SERVICE_IDS.tireFitting, SERVICE_IDS.tireStorage]),
    );
    const perPost = new Map<number, number>();
    for (const s of services) perPost.set(s.officePostId, (perPost.get(s.officePostId) ?? 0) + 1);
    expect([...perPost.values()].some((n) => n === 2)).toBe(true);
    for (const office of demoOffices) {
      const own = posts.filter((p) => p.officeId === office.id);
      expect(own.length).toBeGreaterThanOrEqual(3);
      expect(own.length).toBeLessThanOrEqual(4);
    }
    expect(posts.filter((p) => p.deletedDate !== null).map((p) => p.name)).toEqual(['Пост 4 — мойка']);

    const first = posts.find((p) => p.officeId === adminOfficeId)!;
    const [span] = await t.db
      .select({
        first: sql<string>`min(${postWorkIntervals.beginAt})`.mapWith((v) => new Date(v)),
        last: sql<string>`max(${postWorkIntervals.endAt})`.mapWith((v) => new Date(v)),
      })
      .from(postWorkIntervals)
      .where(eq(postWorkIntervals.officePostId, first.id));
    expect(span.last.getTime()).toBeGreaterThan(Date.now() + 170 * DAY);
    expect(span.first.getTime()).toBeLessThan(Date.now() + 3 * DAY);
    // The statutory days of migration 0008 (other files may add days of their own after the seeding).
    const closed = await t.db
      .select({ day: federalDays.day })
      .from(federalDays)
      .where(inArray(federalDays.name, STATUTORY));
    const office = demoOffices.find((o) => o.id === adminOfficeId)!;
    const intervals = await t.db.select().from(postWorkIntervals).where(eq(postWorkIntervals.officePostId, first.id));
    const days = new Set(intervals.map((i) => DateTime.fromJSDate(i.beginAt, { zone: office.timezone }).toFormat(ISO)));
    for (const { day } of closed) expect(days.has(day), day).toBe(false);
  });
});

describe("the scheduler demo's first day", () => {
  const zone = 'Europe/Moscow';
  const at = (iso: string) => DateTime.fromISO(iso, { zone }).toMillis();
  const window = (day: string, from: string, to: string) => ({ start: at(`${day}T${from}`), end: at(`${day}T${to}`) });
  const saturday = window('2026-11-28', '10:00', '16:00');
  const monday = window('2026-11-30', '09:00', '18:00');
  const tuesday = window('2026-12-01', '09:00', '18:00');

  it('is Saturday on a Monday: Sunday has no working hours', () => {
    const today = DateTime.fromISO('2026-11-30', { zone }).startOf('day');
    const windows = new Map([[1, [window('2026-11-20', '09:00', '18:00'), saturday, monday, tuesday]]]);
    expect(fromLastWorkingDay(windows, today).get(1)).toEqual([saturday, monday, tuesday]);
  });

  it('is yesterday on other days, for every post alike', () => {
    const today = DateTime.fromISO('2026-12-01', { zone }).startOf('day');
    const windows = new Map([
      [1, [saturday, monday, tuesday]],
      [2, [saturday, tuesday]],
    ]);
    const from = fromLastWorkingDay(windows, today);
    expect(from.get(1)).toEqual([monday, tuesday]);
    expect(from.get(2)).toEqual([tuesday]);
  });
});
