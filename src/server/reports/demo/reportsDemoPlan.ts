import { DateTime } from 'luxon';
import { SERVICE_IDS } from '../../../shared/constants';
import { REF_VALUE_IDS } from '../../../shared/referenceIds';
import { type DemoOrigin, demoOriginOf } from '../../db/demoChannels';
import type { PaymentMethod } from '../../invoices/invoicesDemoPlan';

// The plan of the demo's year of history (reportsDemo.ts writes it): which orders each day from 364 to 61 days ago
// had, of which service, when each was taken, done, archived or cancelled, how it was paid. Every choice is drawn
// from a small hash of the order's running number (and a salt per choice), never at random, so two demo databases
// seeded on the same day hold the same history; like the rest of the demo, its dates count back from the day it is
// seeded. Nothing of it happens in the last 61 days: the rest of the demo and its tests own those.

export const ZONE = 'Europe/Moscow';
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
/** The history runs from this many days ago… */
export const FIRST_DAY_AGO = 364;
/** …to the day before the one this many days ago (all of it, every payment and status change, before that). */
export const LAST_DAY_AGO = 61;

const { orderStatusDone: DONE, orderStatusArchive: ARCHIVE, orderStatusCancelled: CANCELLED } = REF_VALUE_IDS;
const { evacuation, techHelp, tireFitting, tireStorage, carService, serviceOffice } = SERVICE_IDS;
const { avarcom, lossAdjustment, tAvarcom, realty } = SERVICE_IDS;

/** A well-mixed 32-bit number of the parts (FNV-1a over them, then murmur3's finaliser). */
export function hashOf(...parts: number[]): number {
  let x = 0x811c9dc5;
  for (const part of parts) x = Math.imul(x ^ part, 0x01000193);
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x >>> 0;
}

export const pick = <T>(list: readonly T[], k: number) => list[k % list.length];

/** The Moscow days of the history, oldest first, and the moment it ends (the start of the first day after it). */
export function historyDays(now: number): { days: DateTime[]; edge: number } {
  const edge = DateTime.fromMillis(now - LAST_DAY_AGO * DAY, { zone: ZONE }).startOf('day');
  const days: DateTime[] = [];
  for (let d = DateTime.fromMillis(now - FIRST_DAY_AGO * DAY, { zone: ZONE }).startOf('day'); d < edge; ) {
    days.push(d);
    d = d.plus({ days: 1 });
  }
  return { days, edge: edge.toMillis() };
}

/** Orders on a day of the week (Monday first): Friday the busiest, the weekend the quietest. */
const WEEKDAY_ORDERS = [15, 14, 15, 15, 18, 14, 13];
/** The tyre seasons: the swap to summer tyres in April, to winter ones in October and November. */
const TYRE_SEASON = new Set([4, 10, 11]);
/** The months a tyre promo runs in (around the seasons). */
const PROMO_MONTHS = new Set([3, 4, 5, 10, 11]);

/** How the day's usual orders share out over the services, in percent. */
const SERVICE_MIX: [serviceId: number, percent: number][] = [
  [carService, 20],
  [tireFitting, 13],
  [tireStorage, 4],
  [evacuation, 15],
  [techHelp, 12],
  [serviceOffice, 8],
  [avarcom, 9],
  [lossAdjustment, 5],
  [tAvarcom, 8],
  [realty, 6],
];

function serviceOf(draw: number): number {
  let left = draw % 100;
  for (const [serviceId, percent] of SERVICE_MIX) {
    if (left < percent) return serviceId;
    left -= percent;
  }
  return carService;
}

export type PromoKind = 'fitting' | 'storage';

export interface HistoryOrder {
  /** The order's running number in the history, oldest first. */
  n: number;
  /** Its running number among the history orders of its service: the generators' `k`. */
  k: number;
  serviceId: number;
  status: number;
  createdAt: number;
  /** Moved into work (null: cancelled straight away). */
  startedAt: number | null;
  /** Done: the work finished; for a storage order the wheels handed back. */
  doneAt: number | null;
  archivedAt: number | null;
  cancelledAt: number | null;
  /** When the invoice was paid (a storage order pays when it takes the wheels in), null when there is none. */
  paidAt: number | null;
  method: PaymentMethod;
  /** The invoice was closed after its payment. */
  closed: boolean;
  origin: DemoOrigin;
  /** Pays part of it with bonuses when the client has them. */
  wantsBonus: boolean;
  promo: PromoKind | null;
  /** A tow partner's office gave it back before it was done. */
  refused: boolean;
  /** Booked on a post of the office first (when one is free). */
  booked: boolean;
  /** A storage order whose wheels are brought back to the client (a planned delivery). */
  delivery: boolean;
  /** Draws for the rest (client, office, values), so they do not follow the choices above. */
  draw: number;
}

/** A booking of a day that never became an order: the day, the time asked for, and a draw for office and service. */
export interface HistoryBooking {
  n: number;
  /** Minutes after midnight the client asked for. */
  minute: number;
  day: DateTime;
  draw: number;
}

/** When a storage order's wheels go back: at the next season's swap, never after the history's end. */
function releaseOf(createdAt: number, month: number, draw: number, edge: number): number {
  const stay = month >= 3 && month <= 5 ? 170 + (draw % 30) : month >= 9 ? 150 + (draw % 25) : 40 + (draw % 90);
  const day = (days: number) =>
    DateTime.fromMillis(createdAt, { zone: ZONE })
      .startOf('day')
      .plus({ days, minutes: 10 * 60 + ((draw >>> 9) % 420) })
      .toMillis();
  if (day(stay) < edge - DAY) return day(stay);
  // Taken in at the end of the history: handed back before it ends (on its last day, that evening).
  const left = Math.floor((edge - createdAt) / DAY) - 2;
  return Math.min(day(1 + (left > 0 ? (draw >>> 5) % left : 0)), edge - (30 + (draw % 60)) * MINUTE);
}

/** The share of the done orders of that age already archived, in percent. */
const archivedShare = (ageDays: number) => Math.min(85, Math.round(ageDays / 3.5));

function planOrder(n: number, k: number, serviceId: number, day: DateTime, now: number, edge: number): HistoryOrder {
  const h = (salt: number) => hashOf(n, salt);
  const createdAt = day.plus({ minutes: 8 * 60 + (h(1) % 720) }).toMillis();
  const ageDays = (now - createdAt) / DAY;
  const storage = serviceId === tireStorage;
  const cancelled = h(2) % 100 < 9;
  const origin = demoOriginOf(n, 4);
  const plan: HistoryOrder = {
    n,
    k,
    serviceId,
    status: DONE,
    createdAt,
    startedAt: null,
    doneAt: null,
    archivedAt: null,
    cancelledAt: null,
    paidAt: null,
    method: pick<PaymentMethod>(['cash', 'terminal', 'terminal', 'account', 'cash', 'terminal', 'account'], h(3)),
    closed: false,
    origin,
    wantsBonus: false,
    promo: null,
    refused: serviceId === evacuation && h(4) % 12 === 5,
    booked: (serviceId === carService || serviceId === tireFitting || storage) && h(5) % 10 < 5,
    delivery: storage && h(6) % 5 < 2,
    draw: h(7),
  };
  if (cancelled) {
    plan.status = CANCELLED;
    plan.startedAt = h(8) % 2 === 0 ? createdAt + (10 + (h(9) % 20)) * MINUTE : null;
    plan.cancelledAt = createdAt + (40 + (h(10) % 100)) * MINUTE;
    plan.delivery = false;
    return plan;
  }
  plan.startedAt = createdAt + (10 + (h(9) % 20)) * MINUTE;
  plan.doneAt = storage ? releaseOf(createdAt, day.month, h(11), edge) : plan.startedAt + (30 + (h(12) % 100)) * MINUTE;
  plan.paidAt = storage ? plan.startedAt + 10 * MINUTE : plan.doneAt + 5 * MINUTE;
  const archivedAt = plan.doneAt + (3 + (h(13) % 18)) * DAY + (h(14) % 300) * MINUTE;
  if (archivedAt < edge - HOUR && h(15) % 100 < archivedShare(ageDays)) {
    plan.status = ARCHIVE;
    plan.archivedAt = archivedAt;
  }
  plan.closed = plan.status === ARCHIVE || h(16) % 10 < 3;
  plan.wantsBonus = plan.method !== 'account' && h(17) % 3 === 0;
  if (PROMO_MONTHS.has(day.month)) {
    if (serviceId === tireFitting && h(18) % 4 === 0) plan.promo = 'fitting';
    if (storage && h(18) % 5 === 0) plan.promo = 'storage';
  }
  return plan;
}

/**
 * The history's orders, oldest first: 12 to 20 a day (Friday the busiest, the weekend quieter, two to four more tyre
 * orders a day in April, October and November), and the bookings that never became orders.
 */
export function planHistory(now: number): { orders: HistoryOrder[]; bookings: HistoryBooking[]; edge: number } {
  const { days, edge } = historyDays(now);
  const orders: HistoryOrder[] = [];
  const bookings: HistoryBooking[] = [];
  const perService = new Map<number, number>();
  days.forEach((day, d) => {
    const h = hashOf(d, 1_000_003);
    const usual = WEEKDAY_ORDERS[day.weekday - 1] + (h % 3) - 1;
    const seasonal = TYRE_SEASON.has(day.month) ? 2 + ((h >>> 4) % 3) : 0;
    const services = [
      ...Array.from({ length: usual }, (_, i) => serviceOf(hashOf(orders.length + i, 11))),
      ...Array.from({ length: seasonal }, (_, i) => (hashOf(d, i, 12) % 4 === 0 ? tireStorage : tireFitting)),
    ];
    const planned = services.map((serviceId, i) => {
      const k = perService.get(serviceId) ?? 0;
      perService.set(serviceId, k + 1);
      return planOrder(orders.length + i, k, serviceId, day, now, edge);
    });
    // The day's orders by the time they were taken, so their numbers grow with it.
    planned.sort((a, b) => a.createdAt - b.createdAt || a.n - b.n);
    orders.push(...planned);
    for (let b = 0; b < (h >>> 8) % 4; b += 1) {
      const n = bookings.length;
      bookings.push({ n, minute: 9 * 60 + (hashOf(n, 21) % 540), day, draw: hashOf(n, 22) });
    }
  });
  return { orders, bookings, edge };
}
