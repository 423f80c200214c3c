import { and, eq, inArray, sql } from 'drizzle-orm';
import { nextLifecycleState } from '../../../machines/kit/lifecycle';
import {
  TRAVEL_PAYMENT_ACTION_NAMES,
  TRAVEL_PAYMENT_STATE_NAMES,
  type TravelPaymentEvent,
  travelPaymentMachine,
} from '../../../machines/travel/travelPaymentMachine';
import { ERROR_CODES } from '../../shared/errorCodes';
import type { TravelPaymentState } from '../../shared/lifecycleStates';
import {
  TRAVEL_PAYMENT_MESSAGES,
  TRAVEL_PAYMENT_NOT_FOUND,
  type TravelPayment,
} from '../../shared/schemas/travel/travelPayments';
import type { Db, DbOrTx, Tx } from '../db/db';
import { AppError, notFound } from '../errors';
import { paymentFacts, readPayment } from './travelPaymentRead';
import { lockPolicy, moscowToday, type PolicyRow } from './travelPolicyLifecycle';
import { travelPayments, travelPaymentTypes, travelPolicies } from './travelSchema';

// Every action on a stored payment runs here, in one transaction: the policy's row is locked first and then the
// payment's (the fixed order every payment and policy call keeps, so two of them never wait on each other crosswise),
// the stored state is checked against machines/travel/travelPaymentMachine with the facts as they are under the locks
// (409 INELIGIBLE_STATE otherwise), the action's own work runs, and the payment is answered as it is afterwards.

export type PaymentAction = TravelPaymentEvent['type'];
export type PaymentRow = typeof travelPayments.$inferSelect;

/** Who acts: the user and whose policies they reach (partnerScopeOf: null = every partner's). */
export interface PaymentCaller {
  userId: number | null;
  scope: number | null;
}

const ineligible = (message: string) => new AppError(409, ERROR_CODES.ineligibleState, message);

export const ineligiblePaymentAction = (state: TravelPaymentState, action: PaymentAction) =>
  ineligible(
    `Действие «${TRAVEL_PAYMENT_ACTION_NAMES[action]}» недоступно: платёж в состоянии «${TRAVEL_PAYMENT_STATE_NAMES[state]}»`,
  );

/** A payment is taken, edited or confirmed only while its policy waits for money (issued, not yet paid). */
export const policyNotIssued = () =>
  new AppError(409, ERROR_CODES.ineligibleState, TRAVEL_PAYMENT_MESSAGES.policyNotIssued, {
    policyId: TRAVEL_PAYMENT_MESSAGES.policyNotIssued,
  });

/** Kopecks of a numeric column's sum, summed by the database in exact numeric arithmetic. */
const kopecksSum = sql<number>`(coalesce(sum(${travelPayments.amount}), 0) * 100)::bigint`.mapWith(Number);

/** The kopecks of the policy's payments in these states (a payment left out by `exceptId`). */
export async function paymentsSum(
  db: DbOrTx,
  policyId: number,
  states: TravelPaymentState[],
  exceptId?: number,
): Promise<number> {
  const [{ k }] = await db
    .select({ k: kopecksSum })
    .from(travelPayments)
    .where(
      and(
        eq(travelPayments.policyId, policyId),
        inArray(travelPayments.state, states),
        exceptId === undefined ? undefined : sql`${travelPayments.id} <> ${exceptId}`,
      ),
    );
  return k;
}

/** The payment's row, locked; call it after its policy's row is locked. */
async function lockPaymentRow(tx: Tx, id: number): Promise<PaymentRow> {
  const [row] = await tx.select().from(travelPayments).where(eq(travelPayments.id, id)).for('update');
  if (!row) throw notFound(TRAVEL_PAYMENT_NOT_FOUND);
  return row;
}

/** The payment's policy, if the caller may reach the payment at all (404 'Платёж не найден' otherwise). */
async function policyOfPayment(db: DbOrTx, id: number, scope: number | null): Promise<number> {
  const [row] = await db
    .select({ policyId: travelPayments.policyId, partnerId: travelPolicies.partnerId })
    .from(travelPayments)
    .innerJoin(travelPolicies, eq(travelPolicies.id, travelPayments.policyId))
    .where(eq(travelPayments.id, id));
  if (!row || (scope !== null && row.partnerId !== scope)) throw notFound(TRAVEL_PAYMENT_NOT_FOUND);
  return row.policyId;
}

/** The state the action leads to, or 409 with the reason the chart refuses it (a guard's own reason first). */
async function nextPaymentState(
  tx: Tx,
  payment: PaymentRow,
  policy: PolicyRow,
  action: PaymentAction,
  today: string,
): Promise<TravelPaymentState> {
  const [type] = await tx
    .select({ requiresInvoice: travelPaymentTypes.requiresInvoice })
    .from(travelPaymentTypes)
    .where(eq(travelPaymentTypes.id, payment.paymentTypeId));
  const facts = paymentFacts(
    { requiresInvoice: type?.requiresInvoice ?? false, hasInvoice: payment.invoicePath !== null },
    policy,
    today,
  );
  const from = payment.state as TravelPaymentState;
  const next = nextLifecycleState(travelPaymentMachine, from, facts, { type: action });
  if (next !== null) return next as TravelPaymentState;
  const unguarded = nextLifecycleState(
    travelPaymentMachine,
    from,
    { invoiceMissing: false, policyRefundable: true },
    { type: action },
  );
  if (unguarded !== null && action === 'payment.confirm') throw ineligible(TRAVEL_PAYMENT_MESSAGES.invoiceMissing);
  if (unguarded !== null && action === 'payment.refund') throw ineligible(TRAVEL_PAYMENT_MESSAGES.notRefundable);
  throw ineligiblePaymentAction(from, action);
}

/** The action's own writes under the locks, given the rows and the state the chart leads to. */
export type PaymentActionWork = (
  tx: Tx,
  rows: { payment: PaymentRow; policy: PolicyRow; next: TravelPaymentState; today: string },
) => Promise<void>;

/** Runs one action of the chart on a payment and answers the payment as it is afterwards. */
export async function runPaymentAction(
  db: Db,
  id: number,
  action: PaymentAction,
  caller: PaymentCaller,
  work: PaymentActionWork,
): Promise<TravelPayment> {
  const policyId = await policyOfPayment(db, id, caller.scope);
  await db.transaction(async (tx) => {
    const policy = await lockPolicy(tx, policyId, caller.scope);
    const payment = await lockPaymentRow(tx, id);
    const today = moscowToday();
    const next = await nextPaymentState(tx, payment, policy, action, today);
    await work(tx, { payment, policy, next, today });
  });
  return readPayment(db, id, caller.scope);
}
