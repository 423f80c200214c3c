import { and, asc, eq, lte, notInArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/db';
import { orders } from '../orders/ordersSchema';
import { announceNewOffers } from '../realtime/offerPushes';
import { OFFER_RESPONSE_SECONDS_DEFAULT } from '../serverConfig';
import { orderOffers } from './offersSchema';
import { type DispatchClock, lockDispatch, stepDispatch } from './orderDispatchRepository';

// A partner who does not answer in time loses the offer: 'offer.expire' through the chart, so the next partner by
// priority is asked, or the operator takes over when none is left. The sweeper does it every OFFER_SWEEP_MS; a read
// of an order's dispatch or of the offers does it first for what it shows, so the state is right between sweeps.

const due = (now: Date) => and(eq(orderOffers.status, 'pending'), lte(orderOffers.expiresAt, now));

/**
 * Expires the pending offers matching `where` (which may name the offer's and the order's columns) whose time is up,
 * one order at a time, each in its own transaction with the order's row, the dispatch's row and the offer locked (the
 * order of every dispatch move). An answer that got in first leaves nothing to expire. How many expired.
 */
export async function expireDueOffers(db: Db, where: SQL | undefined, clock: DispatchClock): Promise<number> {
  const orderIds = await db
    .selectDistinct({ orderId: orderOffers.orderId })
    .from(orderOffers)
    .innerJoin(orders, eq(orders.id, orderOffers.orderId))
    .where(and(due(clock.now), where));
  let expired = 0;
  for (const { orderId } of orderIds) {
    const done = await db.transaction(async (tx) => {
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
      const dispatch = await lockDispatch(tx, orderId);
      const [offer] = await tx
        .select()
        .from(orderOffers)
        .where(and(eq(orderOffers.orderId, orderId), due(clock.now)))
        .for('update');
      if (!offer) return false;
      await stepDispatch(tx, dispatch, { event: 'offer.expire', userId: null, offer }, clock);
      return true;
    });
    if (done) expired += 1;
  }
  return expired;
}

/**
 * The sweeper's pass: every pending offer whose time is up at `now`. Several server processes may sweep at once:
 * each takes an offer with FOR UPDATE SKIP LOCKED, so no two take the same one, and it takes the order's row the
 * same way, never waiting while it holds the offer (a partner answering holds the order and waits for the offer; the
 * sweep steps aside and that offer comes again in the next pass). How many expired; an offer that fails does not
 * stop the others, and the pass reports it at the end.
 */
export async function sweepExpiredOffers(
  db: Db,
  now: Date,
  responseSeconds = OFFER_RESPONSE_SECONDS_DEFAULT,
): Promise<number> {
  const clock = { now, responseSeconds };
  const passed: number[] = [];
  const failures: unknown[] = [];
  let expired = 0;
  for (;;) {
    let offerId: number | null = null;
    try {
      const outcome = await db.transaction(async (tx) => {
        const [offer] = await tx
          .select()
          .from(orderOffers)
          .where(and(due(now), passed.length ? notInArray(orderOffers.id, passed) : undefined))
          .orderBy(asc(orderOffers.expiresAt), asc(orderOffers.id))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!offer) return 'none';
        offerId = offer.id;
        const [order] = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(eq(orders.id, offer.orderId))
          .for('update', { skipLocked: true });
        if (!order) return 'busy';
        await stepDispatch(
          tx,
          await lockDispatch(tx, offer.orderId),
          { event: 'offer.expire', userId: null, offer },
          clock,
        );
        return 'expired';
      });
      if (outcome === 'none') break;
      if (outcome === 'expired') expired += 1;
      else passed.push(offerId!);
    } catch (error) {
      // The failing offer is left for the next pass; without an id nothing could be taken at all.
      if (offerId === null) throw error;
      passed.push(offerId);
      failures.push(error);
    }
  }
  if (failures.length) throw new AggregateError(failures, `${failures.length} expired offers could not be moved on`);
  return expired;
}

/** Runs the sweeper every OFFER_SWEEP_MS from ready to close; its timer never keeps the process alive. */
export const offerSweeper = fp(
  async (app: FastifyInstance) => {
    const { offerSweepMs, offerResponseSeconds } = app.serverConfig;
    let timer: ReturnType<typeof setInterval> | undefined;
    let running: Promise<void> | null = null;
    const sweep = () => {
      // A pass still running (a slow database) is not doubled.
      if (running !== null) return;
      const now = new Date();
      running = sweepExpiredOffers(app.db, now, offerResponseSeconds)
        .then((n) => {
          if (n === 0) return;
          app.log.info({ expired: n }, 'evacuation offers expired');
          // The next partners asked (the offers this pass made, stamped with its clock) are told.
          announceNewOffers(app, now);
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'offer sweep failed'))
        .finally(() => {
          running = null;
        });
    };
    app.addHook('onReady', async () => {
      if (offerSweepMs <= 0) return;
      timer = setInterval(sweep, offerSweepMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'offerSweeper' },
);
