import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import { allowedLifecycleEvents } from '../../../machines/kit/lifecycle';
import {
  TRAVEL_PAYMENT_EVENTS,
  type TravelPaymentFacts,
  travelPaymentMachine,
} from '../../../machines/travel/travelPaymentMachine';
import type { TravelPaymentState, TravelPolicyState } from '../../shared/lifecycleStates';
import {
  TRAVEL_PAYMENT_NOT_FOUND,
  type TravelPayment,
  type TravelPaymentFind,
  type TravelPaymentListItem,
} from '../../shared/schemas/travel/travelPayments';
import type { DbOrTx } from '../db/db';
import { users } from '../db/schema';
import { notFound } from '../errors';
import { userFio } from '../users/userFio';
import { moscowToday } from './travelPolicyLifecycle';
import { travelPaymentCashes, travelPayments, travelPaymentTypes, travelPolicies } from './travelSchema';

// The payment as every payment call answers it: the stored row with its policy, type, cash desk and author, and the
// actions machines/travel/travelPaymentMachine allows from the stored state and today's facts. A partner's staff
// (scope = their partnerId) reach only payments of their partner's policies; any other answers as if it did not exist.

const unix = (date: Date) => Math.floor(date.getTime() / 1000);
const unixOrNull = (date: Date | null) => (date === null ? null : unix(date));

/** The counted rows past the page's start beyond which the total is given as «более N». */
export const TRAVEL_PAYMENT_TOTAL_CAP = 10_000;

/** What the chart's guards read, from the payment's type and invoice and the policy's state and dates. */
export function paymentFacts(
  payment: { requiresInvoice: boolean; hasInvoice: boolean },
  policy: { state: string; startDate: string },
  today: string,
): TravelPaymentFacts {
  const state = policy.state as TravelPolicyState;
  return {
    invoiceMissing: payment.requiresInvoice && !payment.hasInvoice,
    policyRefundable: state === 'annulled' || (policy.startDate > today && state !== 'active' && state !== 'expired'),
  };
}

/**
 * The chart's actions from the stored state; editing and confirming also need the policy still waiting for its money
 * (an annulled policy's registered payment can only be deleted), which the server checks on those calls too.
 */
export function paymentAllowedActions(state: TravelPaymentState, facts: TravelPaymentFacts, policyState: string) {
  const allowed = allowedLifecycleEvents(travelPaymentMachine, state, facts, TRAVEL_PAYMENT_EVENTS);
  return policyState === 'issued' ? allowed : allowed.filter((a) => a !== 'payment.update' && a !== 'payment.confirm');
}

const selection = {
  payment: travelPayments,
  policyNumber: travelPolicies.number,
  policyState: travelPolicies.state,
  policyStartDate: travelPolicies.startDate,
  holderName: travelPolicies.holderName,
  paymentTypeName: travelPaymentTypes.name,
  requiresInvoice: travelPaymentTypes.requiresInvoice,
  cashName: travelPaymentCashes.name,
  createdByName: userFio(),
};

const inScope = (scope: number | null) => (scope === null ? undefined : eq(travelPolicies.partnerId, scope));

function baseQuery(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(selection)
    .from(travelPayments)
    .innerJoin(travelPolicies, eq(travelPolicies.id, travelPayments.policyId))
    .innerJoin(travelPaymentTypes, eq(travelPaymentTypes.id, travelPayments.paymentTypeId))
    .leftJoin(travelPaymentCashes, eq(travelPaymentCashes.id, travelPayments.cashId))
    .leftJoin(users, eq(users.id, travelPayments.createdByUserId))
    .where(where);
}

type Row = Awaited<ReturnType<typeof baseQuery>>[number];

function toPayment(row: Row, today: string): TravelPayment {
  const p = row.payment;
  const state = p.state as TravelPaymentState;
  const facts = paymentFacts(
    { requiresInvoice: row.requiresInvoice, hasInvoice: p.invoicePath !== null },
    { state: row.policyState, startDate: row.policyStartDate },
    today,
  );
  return {
    id: p.id,
    number: p.number,
    state,
    policyId: p.policyId,
    policyNumber: row.policyNumber,
    policyState: row.policyState as TravelPolicyState,
    holderName: row.holderName,
    amount: p.amount,
    paymentTypeId: p.paymentTypeId,
    paymentTypeName: row.paymentTypeName,
    cashId: p.cashId,
    cashName: row.cashName,
    paidAt: unix(p.paidAt),
    payerName: p.payerName,
    comment: p.comment,
    invoice:
      p.invoicePath === null
        ? null
        : { name: p.invoiceName ?? 'invoice', mimeType: p.invoiceMime ?? '', size: p.invoiceSize ?? 0 },
    refundReason: p.refundReason,
    createdByName: p.createdByUserId === null ? null : row.createdByName,
    createdAt: unix(p.createdAt),
    confirmedAt: unixOrNull(p.confirmedAt),
    refundedAt: unixOrNull(p.refundedAt),
    allowedActions: paymentAllowedActions(state, facts, row.policyState),
  };
}

/** The payment as the caller may see it, or 404 'Платёж не найден'. */
export async function readPayment(db: DbOrTx, id: number, scope: number | null): Promise<TravelPayment> {
  const [row] = await baseQuery(db, and(eq(travelPayments.id, id), inScope(scope)));
  if (!row) throw notFound(TRAVEL_PAYMENT_NOT_FOUND);
  return toPayment(row, moscowToday());
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

function findConditions(q: TravelPaymentFind, scope: number | null): SQL | undefined {
  const search = q.search?.trim();
  return and(
    inScope(scope),
    q.policyId === undefined ? undefined : eq(travelPayments.policyId, q.policyId),
    q.state === undefined ? undefined : eq(travelPayments.state, q.state),
    q.paymentTypeId === undefined ? undefined : eq(travelPayments.paymentTypeId, q.paymentTypeId),
    q.cashId === undefined ? undefined : eq(travelPayments.cashId, q.cashId),
    q.paidFrom === undefined ? undefined : gte(travelPayments.paidAt, new Date(q.paidFrom * 1000)),
    // paidTo is inclusive to the second.
    q.paidTo === undefined ? undefined : lt(travelPayments.paidAt, new Date((q.paidTo + 1) * 1000)),
    search
      ? or(
          ilike(travelPayments.number, likePattern(search)),
          ilike(travelPolicies.number, likePattern(search)),
          ilike(travelPayments.payerName, likePattern(search)),
        )
      : undefined,
  );
}

const SORT_COLUMNS = {
  createdAt: travelPayments.createdAt,
  paidAt: travelPayments.paidAt,
  amount: travelPayments.amount,
  number: travelPayments.number,
} as const;

/**
 * POST /vzr/payments/find: newest first by default; every sort column has its (column, id) index, so a page is read
 * off the index with LIMIT. The total counts at most TRAVEL_PAYMENT_TOTAL_CAP rows past the page's start.
 */
export async function findPayments(db: DbOrTx, q: TravelPaymentFind, scope: number | null) {
  const where = findConditions(q, scope);
  const by = q.sortOrder === 'ASC' ? asc : desc;
  const column = SORT_COLUMNS[q.sortField ?? 'createdAt'];
  const rows = await baseQuery(db, where).orderBy(by(column), by(travelPayments.id)).limit(q.size).offset(q.offset);
  const limit = q.offset + TRAVEL_PAYMENT_TOTAL_CAP;
  const matched = db
    .select({ id: travelPayments.id })
    .from(travelPayments)
    .innerJoin(travelPolicies, eq(travelPolicies.id, travelPayments.policyId))
    .where(where)
    .limit(limit + 1)
    .as('matched');
  const [{ total }] = await db.select({ total: count() }).from(matched);
  const today = moscowToday();
  const items: TravelPaymentListItem[] = rows.map((row) => {
    const { allowedActions: _a, comment: _c, ...item } = toPayment(row, today);
    return item;
  });
  return total > limit ? { items, total: limit, totalCapped: true } : { items, total };
}
