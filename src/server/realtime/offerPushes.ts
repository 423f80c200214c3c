import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../db/db';
import { orderOffers } from '../dispatch/offersSchema';
import { orders } from '../orders/ordersSchema';
import type { PushRequest } from './notifier';
import { pushTexts } from './pushTexts';

/**
 * Pushes for the offers a dispatch move made: a move stamps the offer it makes with its clock (createdAt =
 * clock.now), so the offers still pending with that stamp are the new ones, each told to its partner's staff. Read
 * after the move committed; an offer answered in between is no news any more.
 */
async function offerPushes(db: DbOrTx, madeAt: Date, exceptUserId?: number): Promise<PushRequest[]> {
  const made = await db
    .select({ orderId: orderOffers.orderId, partnerId: orderOffers.partnerId, orderNumber: orders.number })
    .from(orderOffers)
    .innerJoin(orders, eq(orders.id, orderOffers.orderId))
    .where(and(eq(orderOffers.status, 'pending'), eq(orderOffers.createdAt, madeAt)));
  return made.map((offer) => ({
    kind: 'offer',
    target: pushTexts.targets.offerPartner,
    body: pushTexts.newOffer(offer.orderNumber),
    orderId: offer.orderId,
    to: { partnerIds: [offer.partnerId] },
    exceptUserId,
  }));
}

/** The offers a move made at `madeAt` go to their partners, once it committed (the routes and the sweeper). */
export function announceNewOffers(app: FastifyInstance, madeAt: Date, exceptUserId?: number) {
  app.notifier.dispatch(() => offerPushes(app.db, madeAt, exceptUserId));
}
