import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import { SERVICE_IDS } from '../../shared/constants';
import { REF_VALUE_IDS } from '../../shared/referenceIds';
import type { Tx } from '../db/db';
import type { DemoSeed } from '../db/demoContext';
import { geoRegions } from '../evacuation/evacuationSchema';
import { orderHistory, orders } from '../orders/ordersSchema';
import { servicePartnerPriorities } from './offersSchema';
import { type DispatchEventType, lockDispatch, stepDispatch } from './orderDispatchRepository';
import { lockPendingOffer } from './orderOffersRepository';

// Demo of the evacuation dispatch: priorities of the three demo partners for evacuation (13) and the bank's
// evacuation (903) in every region of the demo orders — «Эвакуатор-Сервис» first, the platform second, the tyre
// centre third, so a rejection or a restart has somewhere to go — and dispatches of the four newest evacuation
// orders not cancelled or archived, moved through the real chart: two offered to «Эвакуатор-Сервис» (answer due in
// a day, so dispatch@demo.ru finds them waiting), one accepted by it, one left to the operator after a refusal and
// two unanswered offers.

const MINUTE = 60_000;
const DAY = 86_400_000;
const DISPATCHED = [SERVICE_IDS.evacuation, SERVICE_IDS.tAvarcom];
/** Orders that still had a tow to find: every one but the cancelled and the archived. */
const CLOSED = [REF_VALUE_IDS.orderStatusCancelled, REF_VALUE_IDS.orderStatusArchive];

/** One move of the chart at a past moment; its history lines carry that moment too. */
async function move(
  tx: Tx,
  orderId: number,
  event: DispatchEventType,
  at: number,
  userId: number | null,
  options: { dueAt?: number; comment?: string } = {},
) {
  const dispatch = await lockDispatch(tx, orderId);
  const offer = event === 'offer.start' ? undefined : ((await lockPendingOffer(tx, orderId)) ?? undefined);
  const responseSeconds = Math.round(((options.dueAt ?? at + 5 * MINUTE) - at) / 1000);
  await stepDispatch(
    tx,
    dispatch,
    { event, userId, offer, comment: options.comment ?? null },
    { now: new Date(at), responseSeconds },
  );
  // The lines were written just now (the transaction's now()): they happened at `at`.
  await tx
    .update(orderHistory)
    .set({ createdAt: new Date(at) })
    .where(
      and(
        eq(orderHistory.orderId, orderId),
        eq(orderHistory.action, 'dispatch'),
        gte(orderHistory.createdAt, sql`now()`),
      ),
    );
}

export const seedOffersDemo: DemoSeed = async (tx, ctx) => {
  const { platform, tires, tow } = ctx.partnerIds;
  const regions = await tx
    .selectDistinct({ fiasId: orders.fiasId })
    .from(orders)
    .innerJoin(geoRegions, eq(geoRegions.fiasId, orders.fiasId))
    .where(and(inArray(orders.serviceId, DISPATCHED), isNotNull(orders.fiasId)))
    .orderBy(asc(orders.fiasId));
  const ranked = [tow, platform, tires];
  const rows = regions.flatMap(({ fiasId }) =>
    DISPATCHED.flatMap((serviceId) =>
      ranked.map((partnerId, i) => ({ serviceId, partnerId, fiasId: fiasId!, priority: i + 1 })),
    ),
  );
  if (rows.length) await tx.insert(servicePartnerPriorities).values(rows);

  const evacuations = await tx
    .select({ id: orders.id, createdAt: orders.createdAt })
    .from(orders)
    .where(
      and(
        eq(orders.serviceId, SERVICE_IDS.evacuation),
        notInArray(orders.statusRefValueId, CLOSED),
        isNotNull(orders.fiasId),
        isNull(orders.deletedDate),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(4);
  const { operator, dispatcher } = ctx.userIds;
  // The newest two wait for an answer; the older ones were settled.
  const [waiting1, waiting2, accepted, manual] = evacuations;
  // Started a little after the order came in; its moves (`span` long) all over before now.
  const startOf = (o: { createdAt: Date }, after: number, span = 0) =>
    Math.min(ctx.now - span - 5 * MINUTE, o.createdAt.getTime() + after);

  for (const [k, order] of [waiting1, waiting2].entries()) {
    if (!order) continue;
    await move(tx, order.id, 'offer.start', startOf(order, (10 + k * 7) * MINUTE), operator, { dueAt: ctx.now + DAY });
  }
  if (accepted) {
    const at = startOf(accepted, 15 * MINUTE, 3 * MINUTE);
    await move(tx, accepted.id, 'offer.start', at, operator);
    await move(tx, accepted.id, 'offer.accept', at + 3 * MINUTE, dispatcher);
  }
  if (manual) {
    const at = startOf(manual, 8 * MINUTE, 12 * MINUTE);
    await move(tx, manual.id, 'offer.start', at, operator);
    await move(tx, manual.id, 'offer.reject', at + 2 * MINUTE, dispatcher, {
      comment: 'Все эвакуаторы на выездах, ближайший освободится через два часа',
    });
    await move(tx, manual.id, 'offer.expire', at + 7 * MINUTE, null);
    await move(tx, manual.id, 'offer.expire', at + 12 * MINUTE, null);
  }
};
