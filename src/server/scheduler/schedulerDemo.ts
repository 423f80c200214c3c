import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { HALF_YEAR_MONTHS } from '../../shared/schemas/scheduler/schedulerPosts';
import { clients } from '../clients/clientsSchema';
import type { Tx } from '../db/db';
import { demoOriginOf } from '../db/demoChannels';
import type { DemoContext, DemoSeed } from '../db/demoContext';
import { offices } from '../db/schema';
import { orders } from '../orders/ordersSchema';
import { clientVehicles, vehicleMakes, vehicleModels, vehicles } from '../vehicles/vehiclesSchema';
import { slotText } from './appointmentsRepository';
import { federalDaysBetween, postWorkWindows, type WorkWindow } from './postWorkingHours';
import {
  CAR,
  DETAILS,
  type DemoPost,
  DURATIONS,
  GAPS,
  HOUR,
  INSERT_CHUNK,
  ISO,
  MAX_DELETED,
  MINUTE,
  PLATFORM_POSTS,
  STORAGE,
  TITLES,
  TYRE_POSTS,
} from './schedulerDemoPlan';
import {
  appointmentHistory,
  appointments,
  officePosts,
  postWeeklySlots,
  postWorkIntervals,
  servicePosts,
} from './schedulerSchema';

// Demo of the scheduler: posts of the platform's two offices (service 61) and of the tyre centre's two (69 tyre
// fitting, 68 tyre storage, some posts both), their weekly hours, the half-year plan generated from them as
// /users/actual_timetable/generate does (today to today + 6 months, federal days left out), one deleted post, and a
// week of appointments from the last working day to six days on, laid inside the posts' working windows without
// overlaps: clients' cars in the titles, a few deleted, moved or stretched ones with their history, tyre transfers
// to storage and one turned into an order. Every time counts from ctx.now in the office's zone, so the boards always
// show a current week.

interface DemoClient {
  id: number;
  phone: string;
  car: string | null;
}

interface Planned {
  row: typeof appointments.$inferInsert;
  history: { action: string; description: string; userId: number; at: number }[];
}

interface SeededPost {
  id: number;
  name: string;
  services: number[];
}

/** Demo clients with their primary car ('Kia Rio А123ВС77'), by id. */
async function demoClients(tx: Tx): Promise<DemoClient[]> {
  const rows = await tx
    .select({
      id: clients.id,
      phone: clients.phoneNumber,
      make: vehicleMakes.title,
      model: vehicleModels.title,
      number: vehicles.number,
    })
    .from(clients)
    .leftJoin(
      clientVehicles,
      and(
        eq(clientVehicles.clientId, clients.id),
        eq(clientVehicles.primary, true),
        isNull(clientVehicles.deletedDate),
      ),
    )
    .leftJoin(vehicles, eq(vehicles.id, clientVehicles.vehicleId))
    .leftJoin(vehicleMakes, eq(vehicleMakes.id, vehicles.makeId))
    .leftJoin(vehicleModels, eq(vehicleModels.id, vehicles.modelId))
    .orderBy(asc(clients.id));
  return rows.map((r) => ({
    id: r.id,
    phone: r.phone,
    car: r.number ? [r.make, r.model, r.number].filter(Boolean).join(' ') : null,
  }));
}

/** Posts, service posts, weekly hours and the half-year plan of one office. */
async function seedPosts(
  tx: Tx,
  ctx: DemoContext,
  officeId: number,
  timezone: string,
  plans: DemoPost[],
): Promise<SeededPost[]> {
  const createdAt = new Date(ctx.now - 120 * 24 * HOUR);
  const rows = await tx
    .insert(officePosts)
    .values(
      plans.map((p, i) => ({
        officeId,
        name: p.name,
        sort: i + 1,
        createdAt,
        deletedDate: p.deleted ? new Date(ctx.now - 12 * 24 * HOUR) : null,
      })),
    )
    .returning({ id: officePosts.id });
  const posts = rows.map((r, i) => ({ id: r.id, ...plans[i] }));
  await tx
    .insert(servicePosts)
    .values(posts.flatMap((p) => p.services.map((serviceId) => ({ officePostId: p.id, serviceId, createdAt }))));
  await tx.insert(postWeeklySlots).values(
    posts.flatMap((p) =>
      p.hours.map(([dayOfWeek, beginMinute, endMinute]) => ({
        officePostId: p.id,
        dayOfWeek,
        beginMinute,
        endMinute,
      })),
    ),
  );

  // The plan as POST /users/actual_timetable/generate makes it, for the live posts.
  const today = DateTime.fromMillis(ctx.now, { zone: timezone }).startOf('day');
  const lastDay = today.plus({ months: HALF_YEAR_MONTHS });
  const closed = new Set(
    (await federalDaysBetween(tx, today.toFormat(ISO), lastDay.plus({ days: 1 }).toFormat(ISO))).map((f) => f.day),
  );
  const live = posts.filter((p) => !p.deleted);
  const intervals: (typeof postWorkIntervals.$inferInsert)[] = [];
  for (const post of live) {
    for (let day = today; day <= lastDay; day = day.plus({ days: 1 })) {
      if (closed.has(day.toFormat(ISO))) continue;
      for (const [dayOfWeek, begin, end] of post.hours) {
        if (dayOfWeek !== day.weekday) continue;
        const at = (minute: number) => day.set({ hour: Math.floor(minute / 60), minute: minute % 60 }).toJSDate();
        intervals.push({ officePostId: post.id, beginAt: at(begin), endAt: at(end) });
      }
    }
  }
  for (let i = 0; i < intervals.length; i += INSERT_CHUNK)
    await tx.insert(postWorkIntervals).values(intervals.slice(i, i + INSERT_CHUNK));
  return live.map((p) => ({ id: p.id, name: p.name, services: p.services }));
}

/** How far back the demo looks for the office's last working day (the New Year holidays are the longest break). */
const LOOK_BACK_DAYS = 14;

/**
 * The windows from the start of the last day before `today` on which a post works (yesterday; Saturday on a Monday;
 * after a holiday, the last day before it), so the board has a past (done, moved, deleted appointments) every day.
 */
export function fromLastWorkingDay(windows: Map<number, WorkWindow[]>, today: DateTime): Map<number, WorkWindow[]> {
  const before = [...windows.values()].flat().filter((w) => w.start < today.toMillis());
  const from =
    before.length > 0
      ? DateTime.fromMillis(Math.max(...before.map((w) => w.start)), { zone: today.zone })
          .startOf('day')
          .toMillis()
      : today.minus({ days: 1 }).toMillis();
  return new Map([...windows].map(([postId, list]) => [postId, list.filter((w) => w.start >= from)]));
}

/**
 * The office's week of appointments: each post's working windows from the last working day before today to six days
 * on, filled from the start with the lengths and gaps of a fixed rotation, so no two overlap and each lies inside a
 * window.
 */
async function planAppointments(
  tx: Tx,
  ctx: DemoContext,
  office: { id: number; timezone: string; staff: number[] },
  posts: SeededPost[],
  people: DemoClient[],
  counter: { n: number; deleted: number },
): Promise<Planned[]> {
  const zone = office.timezone;
  const today = DateTime.fromMillis(ctx.now, { zone }).startOf('day');
  const windows = fromLastWorkingDay(
    await postWorkWindows(
      tx,
      posts.map((p) => p.id),
      zone,
      today.minus({ days: LOOK_BACK_DAYS }).toFormat(ISO),
      today.plus({ days: 7 }).toFormat(ISO),
    ),
    today,
  );
  const slot = (name: string, start: number, end: number) => slotText(name, start / 1000, end / 1000, zone);
  const planned: Planned[] = [];
  for (const post of posts) {
    const other = posts.find((p) => p.id !== post.id) ?? post;
    for (const window of windows.get(post.id) ?? []) {
      let cursor = window.start + GAPS[counter.n % GAPS.length] * MINUTE;
      for (;;) {
        const n = ++counter.n;
        const serviceId = post.services[n % post.services.length];
        const lengths = DURATIONS[serviceId];
        const start = cursor;
        const end = start + lengths[n % lengths.length] * MINUTE;
        if (end > window.end) break;
        cursor = end + GAPS[(n * 3) % GAPS.length] * MINUTE;

        // Two appointments in three are of a demo client, with the car in the title.
        const client = n % 3 === 2 ? null : people[(n * 7) % people.length];
        const base = TITLES[serviceId][n % TITLES[serviceId].length];
        const title = client?.car && serviceId !== STORAGE ? `${base}, ${client.car}` : base;
        const phone = client?.phone ?? `+7926${String(1_000_000 + ((n * 7_919) % 9_000_000))}`;
        const userId = office.staff[n % office.staff.length];
        // Booked one to five days before it starts, and always before now.
        const createdAt = Math.min(start - (1 + (n % 5)) * 24 * HOUR - (n % 7) * HOUR, ctx.now - (1 + (n % 12)) * HOUR);
        const history: Planned['history'] = [
          {
            action: 'appointment.create',
            description: `Создание: ${slot(post.name, start, end)}, «${title}»`,
            userId,
            at: createdAt,
          },
        ];
        if (n % 9 === 2) {
          // Booked an hour later on another post, then moved here.
          const from = slot(other.name, start + HOUR, end + HOUR);
          history.push({
            action: 'appointment.move',
            description: `Перенос: ${from} → ${slot(post.name, start, end)}`,
            userId,
            at: createdAt + 30 * MINUTE,
          });
        }
        if (n % 11 === 4 && end - start > 30 * MINUTE) {
          const from = slot(post.name, start, end - 30 * MINUTE);
          history.push({
            action: 'appointment.stretch',
            description: `Изменение длительности: ${from} → ${slot(post.name, start, end)}`,
            userId,
            at: createdAt + 20 * MINUTE,
          });
        }
        const deleted = n % 17 === 5 && counter.deleted < MAX_DELETED;
        if (deleted) {
          counter.deleted += 1;
          history.push({
            action: 'appointment.delete',
            description: `Удаление: ${slot(post.name, start, end)}`,
            userId: office.staff[0],
            at: createdAt + 40 * MINUTE,
          });
        }
        history.sort((a, b) => a.at - b.at);
        planned.push({
          row: {
            officePostId: post.id,
            serviceId,
            startAt: new Date(start),
            endAt: new Date(end),
            title,
            details: DETAILS[n % DETAILS.length],
            clientId: client?.id ?? null,
            phone,
            state: deleted ? 'deleted' : 'booked',
            ...demoOriginOf(n, 3),
            createdAt: new Date(createdAt),
            createdByUserId: userId,
            updatedAt: new Date(history.at(-1)!.at),
            deletedDate: deleted ? new Date(createdAt + 40 * MINUTE) : null,
            deletedByUserId: deleted ? office.staff[0] : null,
          },
          history,
        });
      }
    }
  }
  return planned;
}

/** One live car-service appointment of the order's office becomes that order's: state ordered, the order's client. */
async function turnIntoOrder(
  tx: Tx,
  planned: Planned[],
  platformOfficeIds: number[],
  people: DemoClient[],
  postOffice: Map<number, number>,
) {
  const [order] = await tx
    .select({ id: orders.id, number: orders.number, clientId: orders.clientId, officeId: orders.officeId })
    .from(orders)
    .where(
      and(
        eq(orders.serviceId, CAR),
        inArray(orders.officeId, platformOfficeIds),
        isNotNull(orders.clientId),
        isNull(orders.deletedDate),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(1);
  if (!order) return;
  const target = planned.find(
    (p) => p.row.state === 'booked' && p.row.serviceId === CAR && postOffice.get(p.row.officePostId) === order.officeId,
  );
  if (!target) return;
  const client = people.find((c) => c.id === order.clientId);
  const base = TITLES[CAR][0];
  const last = target.history.at(-1)!;
  // Before now: every history line is at most 40 minutes after a booking made an hour or more ago.
  const at = last.at + 10 * MINUTE;
  Object.assign(target.row, {
    state: 'ordered',
    orderId: order.id,
    clientId: order.clientId,
    title: client?.car ? `${base}, ${client.car}` : base,
    phone: client?.phone ?? target.row.phone,
    updatedAt: new Date(at),
  });
  target.history.push({
    action: 'appointment.createOrder',
    description: `Создание заявки: № ${order.number}`,
    userId: last.userId,
    at,
  });
}

export const seedSchedulerDemo: DemoSeed = async (tx, ctx) => {
  const officeRows = await tx
    .select({ id: offices.id, partnerId: offices.partnerId, timezone: offices.timezone })
    .from(offices)
    .where(inArray(offices.id, ctx.officeIds))
    .orderBy(asc(offices.id));
  const platformOffices = officeRows
    .filter((o) => o.partnerId === ctx.partnerIds.platform)
    .slice(0, PLATFORM_POSTS.length);
  const tyreOffices = officeRows.filter((o) => o.partnerId === ctx.partnerIds.tires).slice(0, TYRE_POSTS.length);
  const people = await demoClients(tx);
  const { admin, operator, partner } = ctx.userIds;
  const counter = { n: 0, deleted: 0 };
  const planned: Planned[] = [];
  const postOffice = new Map<number, number>();

  const seeded = [
    ...platformOffices.map((o, i) => ({ office: { ...o, staff: [operator, admin] }, plans: PLATFORM_POSTS[i] })),
    ...tyreOffices.map((o, i) => ({ office: { ...o, staff: [partner] }, plans: TYRE_POSTS[i] })),
  ];
  for (const { office, plans } of seeded) {
    const posts = await seedPosts(tx, ctx, office.id, office.timezone, plans);
    for (const p of posts) postOffice.set(p.id, office.id);
    if (people.length) planned.push(...(await planAppointments(tx, ctx, office, posts, people, counter)));
  }
  if (planned.length === 0) return;
  await turnIntoOrder(
    tx,
    planned,
    platformOffices.map((o) => o.id),
    people,
    postOffice,
  );

  const ids = await tx
    .insert(appointments)
    .values(planned.map((p) => p.row))
    .returning({ id: appointments.id });
  await tx.insert(appointmentHistory).values(
    planned.flatMap((p, i) =>
      p.history.map((h) => ({
        appointmentId: ids[i].id,
        action: h.action,
        description: h.description,
        userId: h.userId,
        createdAt: new Date(h.at),
      })),
    ),
  );
};
