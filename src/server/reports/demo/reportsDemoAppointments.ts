import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Tx } from '../../db/db';
import type { DemoOrigin } from '../../db/demoChannels';
import { offices } from '../../db/schema';
import { slotText } from '../../scheduler/appointmentsRepository';
import { DETAILS, DURATIONS, TITLES } from '../../scheduler/schedulerDemoPlan';
import {
  appointmentHistory,
  appointments,
  officePosts,
  postWeeklySlots,
  servicePosts,
} from '../../scheduler/schedulerSchema';
import { insertRows } from './reportsDemoInsert';
import { hashOf, MINUTE, pick } from './reportsDemoPlan';

// The history's appointments on the demo offices' posts: an order of a post's service booked there first (the order
// then made from the appointment, as the journal's «Оформить заявку» does), and bookings that never became orders.
// Each lies inside its post's weekly hours on that day, and a post's appointments of a day follow one another without
// overlapping (the database refuses overlapping live ones).

export interface DemoPost {
  id: number;
  name: string;
  officeId: number;
  timezone: string;
  services: number[];
  /** Day of the week (1 Monday) -> its working windows, minutes of the day. */
  hours: Map<number, [number, number][]>;
}

export interface Slot {
  post: DemoPost;
  start: number;
  end: number;
}

/** The live posts of the demo's offices with their services and weekly hours. */
export async function loadPosts(tx: Tx, officeIds: number[]): Promise<DemoPost[]> {
  const rows = await tx
    .select({ id: officePosts.id, name: officePosts.name, officeId: officePosts.officeId, timezone: offices.timezone })
    .from(officePosts)
    .innerJoin(offices, eq(offices.id, officePosts.officeId))
    .where(and(inArray(officePosts.officeId, officeIds), isNull(officePosts.deletedDate)))
    .orderBy(asc(officePosts.officeId), asc(officePosts.sort), asc(officePosts.id));
  if (rows.length === 0) return [];
  const posts = rows;
  const ids = posts.map((p) => p.id);
  const serviceRows = await tx
    .select({ postId: servicePosts.officePostId, serviceId: servicePosts.serviceId })
    .from(servicePosts)
    .where(and(inArray(servicePosts.officePostId, ids), isNull(servicePosts.deletedDate)));
  const slotRows = await tx
    .select()
    .from(postWeeklySlots)
    .where(inArray(postWeeklySlots.officePostId, ids))
    .orderBy(asc(postWeeklySlots.beginMinute));
  return posts.map((p) => {
    const hours = new Map<number, [number, number][]>();
    for (const s of slotRows.filter((r) => r.officePostId === p.id))
      hours.set(s.dayOfWeek, [...(hours.get(s.dayOfWeek) ?? []), [s.beginMinute, s.endMinute]]);
    return {
      id: p.id,
      name: p.name,
      officeId: p.officeId,
      timezone: p.timezone,
      services: serviceRows.filter((s) => s.postId === p.id).map((s) => s.serviceId),
      hours,
    };
  });
}

/** The posts' days as they fill up: where each post's last appointment of a day ends. */
export class PostBoard {
  private readonly busyUntil = new Map<string, number>();

  constructor(private readonly posts: DemoPost[]) {}

  /** The offices that have a post of some service, and the services of an office's posts. */
  officesWithPosts(): number[] {
    return [...new Set(this.posts.filter((p) => p.services.length > 0).map((p) => p.officeId))];
  }

  servicesOf(officeId: number): number[] {
    return [...new Set(this.posts.filter((p) => p.officeId === officeId).flatMap((p) => p.services))];
  }

  /**
   * The earliest free slot of the service at the office from `from` (epoch ms) on that day, `n` choosing its length:
   * on the post free soonest, inside one of its windows, on the half-hour grid. Null when the day has none left.
   */
  place(officeId: number, serviceId: number, from: number, n: number): Slot | null {
    const lengths = DURATIONS[serviceId];
    const posts = this.posts.filter((p) => p.officeId === officeId && p.services.includes(serviceId));
    if (!lengths || posts.length === 0) return null;
    const length = pick(lengths, n);
    // An office's posts share its zone.
    const at = DateTime.fromMillis(from, { zone: posts[0].timezone });
    const day = at.startOf('day');
    const from30 = Math.ceil((at.hour * 60 + at.minute) / 30) * 30;
    let best: { post: DemoPost; start: number } | null = null;
    for (const post of posts) {
      const earliest = Math.max(from30, this.busyUntil.get(`${post.id}:${day.toMillis()}`) ?? 0);
      const window = (post.hours.get(day.weekday) ?? []).find(
        ([begin, end]) => Math.max(begin, earliest) + length <= end,
      );
      const start = window ? Math.max(window[0], earliest) : null;
      if (start !== null && (!best || start < best.start)) best = { post, start };
    }
    if (!best) return null;
    this.busyUntil.set(`${best.post.id}:${day.toMillis()}`, best.start + length + pick([0, 0, 30, 0, 60], n));
    const start = day.plus({ minutes: best.start }).toMillis();
    return { post: best.post, start, end: start + length * MINUTE };
  }
}

/** One history appointment: its slot, who it was for, where it came from, and the order made of it if any. */
export interface PlannedAppointment {
  n: number;
  slot: Slot;
  serviceId: number;
  clientId: number | null;
  phone: string;
  origin: DemoOrigin;
  userId: number;
  order: { id: number; number: string; createdAt: number } | null;
}

/** Writes the appointments and their journal: booked one to four days before, the order made of it on its day. */
export async function insertAppointments(tx: Tx, planned: PlannedAppointment[]): Promise<number> {
  const seconds = (ms: number) => Math.floor(ms / 1000);
  const rows = planned.map((a) => {
    const title = pick(TITLES[a.serviceId], a.n);
    const bookedAt = Math.min(
      a.slot.start - (1 + (hashOf(a.n, 31) % 4)) * 24 * 60 * MINUTE - (hashOf(a.n, 32) % 600) * MINUTE,
      a.order ? a.order.createdAt - 30 * MINUTE : a.slot.start,
    );
    const slot = slotText(a.slot.post.name, seconds(a.slot.start), seconds(a.slot.end), a.slot.post.timezone);
    return {
      row: {
        officePostId: a.slot.post.id,
        serviceId: a.serviceId,
        startAt: new Date(a.slot.start),
        endAt: new Date(a.slot.end),
        title,
        details: pick(DETAILS, a.n),
        clientId: a.clientId,
        phone: a.phone,
        state: a.order ? 'ordered' : 'booked',
        ...a.origin,
        orderId: a.order?.id ?? null,
        createdAt: new Date(bookedAt),
        createdByUserId: a.userId,
        updatedAt: new Date(a.order?.createdAt ?? bookedAt),
      },
      history: [
        { action: 'appointment.create', description: `Создание: ${slot}, «${title}»`, at: bookedAt },
        ...(a.order
          ? [
              {
                action: 'appointment.createOrder',
                description: `Создание заявки: № ${a.order.number}`,
                at: a.order.createdAt,
              },
            ]
          : []),
      ],
      userId: a.userId,
    };
  });
  const ids = await insertRows<{ id: number }>(
    tx,
    appointments,
    rows.map((r) => r.row),
    { returning: ['id'] },
  );
  await insertRows(
    tx,
    appointmentHistory,
    rows.flatMap((r, j) =>
      r.history.map((h) => ({
        appointmentId: ids[j].id,
        action: h.action,
        description: h.description,
        userId: r.userId,
        createdAt: new Date(h.at),
      })),
    ),
  );
  return rows.length;
}
