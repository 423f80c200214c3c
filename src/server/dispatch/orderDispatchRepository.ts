import { desc, eq, inArray } from 'drizzle-orm';
import {
  DISPATCH_ACTION_NAMES,
  DISPATCH_EVENTS,
  DISPATCH_STATE_NAMES,
  type DispatchEvent,
  type DispatchFacts,
  orderOfferMachine,
} from '../../../machines/dispatch/orderOfferMachine';
import { allowedLifecycleEvents, nextLifecycleState } from '../../../machines/kit/lifecycle';
import { SERVICE_IDS } from '../../shared/constants';
import { ERROR_CODES } from '../../shared/errorCodes';
import type { DispatchState } from '../../shared/lifecycleStates';
import { type Dispatch, OFFER_NOT_FOUND, type OrderOffer } from '../../shared/schemas/orderOffers';
import type { Db, DbOrTx, Tx } from '../db/db';
import { partners } from '../db/schema';
import { AppError, notFound } from '../errors';
import { assertEditable, requireOrder } from '../orders/orderAccess';
import { logOrderChange } from '../orders/orderPartHistory';
import { orders } from '../orders/ordersSchema';
import { orderDispatches, orderOffers } from './offersSchema';
import { closeOffer, lockPendingOffer, type OfferRow, readOffer, selectOffers } from './orderOffersRepository';
import { listPriorities } from './servicePartnerPrioritiesRepository';

// The evacuation dispatch: partners of the order's region are asked one at a time by their priority for its
// service. Every move goes through machines/dispatch/orderOfferMachine from the stored state, in the caller's
// transaction with the order's row and then the dispatch's row locked (always in this order, so two moves never
// deadlock): the pending offer is closed, the state moves, the next partner gets an offer, and the order's history
// says so.

export type DispatchEventType = DispatchEvent['type'];
export const DISPATCH_SERVICES: readonly number[] = [SERVICE_IDS.evacuation, SERVICE_IDS.tAvarcom];
export const DISPATCH_SERVICE_ONLY = 'Поиск партнёра только для заявок на эвакуацию';
export const OFFER_STALE = 'Предложение уже не актуально';
/** The operator's buttons; accept and reject are the partner's, expiry is the clock's. */
const PARTNER_SIDE: readonly DispatchEventType[] = ['offer.accept', 'offer.reject', 'offer.expire'];
export const OPERATOR_EVENTS = DISPATCH_EVENTS.filter((e) => !PARTNER_SIDE.includes(e.type));

/** When a move happens and how long the next partner has to answer. */
export interface DispatchClock {
  now: Date;
  responseSeconds: number;
}

interface DispatchOrder {
  id: number;
  serviceId: number;
  fiasId: string | null;
}

/** A dispatch as its transaction holds it: the order's facts, the stored row (none while idle), the state. */
export interface LockedDispatch {
  order: DispatchOrder;
  row: typeof orderDispatches.$inferSelect | null;
  state: DispatchState;
}

interface Candidate {
  partnerId: number;
  partnerName: string;
  priority: number;
}

export const ineligibleDispatchAction = (state: DispatchState, event: DispatchEventType) =>
  new AppError(
    409,
    ERROR_CODES.ineligibleState,
    `Действие «${DISPATCH_ACTION_NAMES[event]}» недоступно: ${DISPATCH_STATE_NAMES[state]}`,
  );
export const staleOffer = () => new AppError(409, ERROR_CODES.ineligibleState, OFFER_STALE);

/** 400 for an order that is not an evacuation (services 13 and 903). */
export function assertDispatchable(order: { serviceId: number }) {
  if (!DISPATCH_SERVICES.includes(order.serviceId))
    throw new AppError(400, ERROR_CODES.validation, DISPATCH_SERVICE_ONLY, { orderId: DISPATCH_SERVICE_ONLY });
}

/** The order's facts and its dispatch row, locked; the caller has locked the order's row already. */
export async function lockDispatch(tx: Tx, orderId: number): Promise<LockedDispatch> {
  const [order] = await tx
    .select({ id: orders.id, serviceId: orders.serviceId, fiasId: orders.fiasId })
    .from(orders)
    .where(eq(orders.id, orderId));
  const [row] = await tx.select().from(orderDispatches).where(eq(orderDispatches.orderId, orderId)).for('update');
  return { order, row: row ?? null, state: (row?.state ?? 'idle') as DispatchState };
}

/** Who a start would ask now: the region's partners for the order's service, by priority then name. */
function currentCandidates(db: DbOrTx, order: DispatchOrder): Promise<Candidate[]> {
  return order.fiasId ? listPriorities(db, order.fiasId, order.serviceId) : Promise.resolve([]);
}

/**
 * The fixed partners of a started dispatch with their names and priorities. A priority the region no longer has
 * (the order moved, the row went) is the one its last offer carried.
 */
async function describeCandidates(db: DbOrTx, order: DispatchOrder, ids: number[]): Promise<Candidate[]> {
  if (ids.length === 0) return [];
  // One after another: on a transaction's single connection queries do not run side by side.
  const names = await db
    .select({ id: partners.id, name: partners.name })
    .from(partners)
    .where(inArray(partners.id, ids));
  const current = await currentCandidates(db, order);
  const offered = await db
    .select({ partnerId: orderOffers.partnerId, priority: orderOffers.priority })
    .from(orderOffers)
    .where(eq(orderOffers.orderId, order.id))
    .orderBy(desc(orderOffers.id));
  return ids.map((partnerId) => ({
    partnerId,
    partnerName: names.find((p) => p.id === partnerId)?.name ?? '',
    priority:
      current.find((c) => c.partnerId === partnerId)?.priority ??
      offered.find((o) => o.partnerId === partnerId)?.priority ??
      0,
  }));
}

/** What the chart's guards read: how many partners, and how many after the one asked now. */
const factsOf = (count: number, position: number): DispatchFacts => ({
  candidates: count,
  remaining: Math.max(0, count - position - 1),
});

const OFFER_END = {
  'offer.accept': 'accepted',
  'offer.reject': 'rejected',
  'offer.expire': 'expired',
  'offer.restart': 'cancelled',
  'offer.operator': 'cancelled',
} as const;
const offerEndText = (event: keyof typeof OFFER_END, name: string, comment: string | null) =>
  ({
    'offer.accept': `Партнёр «${name}» принял предложение`,
    'offer.reject': `Партнёр «${name}» отклонил предложение${comment ? `: ${comment}` : ''}`,
    'offer.expire': `Партнёр «${name}» не ответил на предложение вовремя`,
    'offer.restart': `Предложение партнёру «${name}» отозвано`,
    'offer.operator': `Предложение партнёру «${name}» отозвано`,
  })[event];

export interface DispatchStep {
  event: DispatchEventType;
  /** Who moves it: the operator, the partner's user, or null for the clock. */
  userId: number | null;
  /** The pending offer answered or expired (accept, reject, expire), locked by the caller. */
  offer?: OfferRow;
  comment?: string | null;
}

/**
 * One chart event on a locked dispatch: 409 INELIGIBLE_STATE when the chart does not allow it from the stored state;
 * otherwise the pending offer ends, the state moves and, when the chart says offering, the next partner (or the
 * first one, on start and restart, from the priorities read again) gets an offer answering by clock.now + response.
 */
export async function stepDispatch(
  tx: Tx,
  d: LockedDispatch,
  step: DispatchStep,
  clock: DispatchClock,
): Promise<DispatchState> {
  const { event, userId } = step;
  const fresh = event === 'offer.start' || event === 'offer.restart' ? await currentCandidates(tx, d.order) : null;
  const ids = fresh ? fresh.map((c) => c.partnerId) : (d.row?.candidatePartnerIds ?? []);
  const position = fresh ? 0 : (d.row?.position ?? 0);
  const next = nextLifecycleState(orderOfferMachine, d.state, factsOf(ids.length, position), {
    type: event,
  }) as DispatchState | null;
  if (next === null) throw ineligibleDispatchAction(d.state, event);
  const log = (text: string, details: Record<string, unknown> = {}) =>
    logOrderChange(tx, d.order.id, userId, 'dispatch', text, { event, ...details });

  const ending = step.offer ?? (event === 'offer.start' ? null : await lockPendingOffer(tx, d.order.id));
  if (ending && event !== 'offer.start') {
    const answeredBy = event === 'offer.accept' || event === 'offer.reject' ? userId : null;
    await closeOffer(tx, ending.id, OFFER_END[event], clock.now, answeredBy, step.comment ?? null);
    const [partner] = await tx.select({ name: partners.name }).from(partners).where(eq(partners.id, ending.partnerId));
    await log(offerEndText(event, partner.name, step.comment ?? null), {
      offerId: ending.id,
      partnerId: ending.partnerId,
    });
  }
  if (event === 'offer.accept' && ending)
    await tx.update(orders).set({ partnerId: ending.partnerId, updatedAt: clock.now }).where(eq(orders.id, d.order.id));
  if (event === 'offer.restart') await log('Поиск партнёра перезапущен');
  if (event === 'offer.operator') await log('Заявка передана на ручную обработку оператором');

  const nextPosition = next === 'offering' && !fresh ? position + 1 : position;
  const started = fresh ? { candidatePartnerIds: ids, startedAt: clock.now, startedByUserId: userId } : {};
  const values = { state: next, position: nextPosition, updatedAt: clock.now, ...started };
  if (d.row) await tx.update(orderDispatches).set(values).where(eq(orderDispatches.orderId, d.order.id));
  else await tx.insert(orderDispatches).values({ orderId: d.order.id, candidatePartnerIds: ids, ...values });

  if (next === 'offering') {
    const [candidate] = fresh ? [fresh[0]] : await describeCandidates(tx, d.order, [ids[nextPosition]]);
    const expiresAt = new Date(clock.now.getTime() + clock.responseSeconds * 1000);
    const [offer] = await tx
      .insert(orderOffers)
      .values({
        orderId: d.order.id,
        partnerId: candidate.partnerId,
        priority: candidate.priority,
        createdAt: clock.now,
        expiresAt,
      })
      .returning({ id: orderOffers.id });
    await log(`Предложение отправлено партнёру «${candidate.partnerName}» (приоритет ${candidate.priority})`, {
      offerId: offer.id,
      partnerId: candidate.partnerId,
    });
  } else if (next === 'manual' && event !== 'offer.operator') {
    await log(
      fresh
        ? 'Нет партнёров с приоритетом по услуге в регионе заявки: ручная обработка оператором'
        : 'Партнёры закончились: ручная обработка оператором',
    );
  }
  return next;
}

/** GET /order_evacuation/{orderId}: the dispatch with its offers in the order they were made; idle without a row. */
export async function readDispatch(db: DbOrTx, orderId: number): Promise<Dispatch> {
  await requireOrder(db, orderId);
  const [order] = await db
    .select({ id: orders.id, serviceId: orders.serviceId, fiasId: orders.fiasId })
    .from(orders)
    .where(eq(orders.id, orderId));
  const [row] = await db.select().from(orderDispatches).where(eq(orderDispatches.orderId, orderId));
  const state = (row?.state ?? 'idle') as DispatchState;
  // Idle: whom a start would ask now; started: the partners fixed then.
  const [candidates, offers] = await Promise.all([
    row ? describeCandidates(db, order, row.candidatePartnerIds) : currentCandidates(db, order),
    selectOffers(db, eq(orderOffers.orderId, orderId), 'oldest'),
  ]);
  const position = row?.position ?? 0;
  const dispatchable = DISPATCH_SERVICES.includes(order.serviceId);
  return {
    orderId,
    state,
    stateName: DISPATCH_STATE_NAMES[state],
    candidates: candidates.map(({ partnerId, partnerName, priority }) => ({ partnerId, partnerName, priority })),
    position,
    startedDate: row?.startedAt ? Math.floor(row.startedAt.getTime() / 1000) : null,
    offers,
    // Not an evacuation: nothing to offer (the start would answer 400).
    allowedActions: dispatchable
      ? allowedLifecycleEvents(orderOfferMachine, state, factsOf(candidates.length, position), OPERATOR_EVENTS)
      : [],
  };
}

/** POST /order_evacuation/{orderId}, /restart, /operator: the operator's move on an evacuation order he may edit. */
export async function runDispatchAction(
  db: Db,
  orderId: number,
  event: DispatchEventType,
  userId: number,
  clock: DispatchClock,
): Promise<Dispatch> {
  await db.transaction(async (tx) => {
    const order = await requireOrder(tx, orderId, { forUpdate: true });
    assertDispatchable(order);
    assertEditable(order, userId);
    await stepDispatch(tx, await lockDispatch(tx, orderId), { event, userId }, clock);
  });
  return readDispatch(db, orderId);
}

/**
 * POST /order_offers/{id}/accept and /reject: only the offer's partner (or platform staff, null scope) answers, and
 * only while it is pending and in time (409 'Предложение уже не актуально' otherwise: answered, expired, withdrawn).
 * The operator holding the order's card does not stop the answer: the partner is not editing the card.
 */
export async function answerOffer(
  db: Db,
  offerId: number,
  answer: 'offer.accept' | 'offer.reject',
  user: { id: number; partnerScope: number | null },
  comment: string | null,
  clock: DispatchClock,
): Promise<OrderOffer> {
  await db.transaction(async (tx) => {
    const [ref] = await tx
      .select({
        orderId: orderOffers.orderId,
        partnerId: orderOffers.partnerId,
      })
      .from(orderOffers)
      .where(eq(orderOffers.id, offerId));
    // Another partner's offer is, to a partner's staff, one that does not exist (auth/tenantScope.ts).
    if (!ref || (user.partnerScope !== null && user.partnerScope !== ref.partnerId)) throw notFound(OFFER_NOT_FOUND);
    // The order is locked without the partner's order scope: that scope follows the offer's status
    // (orders/orderScope.ts), so an offer expired by the sweeper a moment ago would make its order 'not found'. The
    // offer's status, read under the locks, decides.
    await requireOrder(tx, ref.orderId, { forUpdate: true, scope: null });
    const dispatch = await lockDispatch(tx, ref.orderId);
    const [offer] = await tx.select().from(orderOffers).where(eq(orderOffers.id, offerId)).for('update');
    if (offer.status !== 'pending' || offer.expiresAt <= clock.now) throw staleOffer();
    await stepDispatch(tx, dispatch, { event: answer, userId: user.id, offer, comment }, clock);
  });
  return readOffer(db, offerId);
}
