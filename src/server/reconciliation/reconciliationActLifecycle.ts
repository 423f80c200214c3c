import { asc, count, eq, inArray } from 'drizzle-orm';
import { nextLifecycleState } from '../../../machines/kit/lifecycle';
import {
  ACT_ACTION_NAMES,
  ACT_STATE_NAMES,
  type ActEvent,
  reconciliationActMachine,
} from '../../../machines/reconciliation/reconciliationActMachine';
import { ERROR_CODES } from '../../shared/errorCodes';
import { kopecks } from '../../shared/invoiceMoney';
import type { ActState } from '../../shared/lifecycleStates';
import { ACT_NOT_FOUND, type ReconciliationAct } from '../../shared/schemas/reconciliation';
import type { Db, DbOrTx, Tx } from '../db/db';
import { isUniqueViolation } from '../db/sqlState';
import { AppError, notFound } from '../errors';
import { orderInvoices } from '../invoices/invoicesSchema';
import { invoiceFee, readAct } from './reconciliationActRead';
import { reconciliationActComments, reconciliationActInvoices, reconciliationActs } from './reconciliationSchema';

// Every act action runs here: in one transaction with the act's row locked, the stored state is checked against
// machines/reconciliation/reconciliationActMachine (409 INELIGIBLE_STATE when the chart does not allow the action from
// it), the action's own work runs, the state moves and the comment history records who did what. Two people acting at
// once are serialised by the row lock, so the second one is judged on the first one's result.

export type ActAction = ActEvent['type'];
export type ActRow = typeof reconciliationActs.$inferSelect;

/** Who acts: the user (for the history) and whose acts they reach (partnerScopeOf: null = every partner's). */
export interface ActCaller {
  userId: number | null;
  scope: number | null;
}

export const ineligibleActAction = (state: ActState, action: ActAction) =>
  new AppError(
    409,
    ERROR_CODES.ineligibleState,
    `Действие «${ACT_ACTION_NAMES[action]}» недоступно: акт в состоянии «${ACT_STATE_NAMES[state]}»`,
  );

/** A refused invoice of the body: 400 VALIDATION_ERROR with the reason under details.invoiceIds. */
export const invoiceRefused = (message: string) =>
  new AppError(400, ERROR_CODES.validation, message, { invoiceIds: message });
export const invoiceInOtherAct = (number: string, actId: number) =>
  new AppError(409, ERROR_CODES.ineligibleState, `Счёт ${number} уже включён в акт № ${actId}`);
/** An invoice no longer paid (its payment retracted after it joined the act) settles nothing. */
export const invoiceNotPaid = (number: string) => `Счёт ${number} ещё не оплачен`;

/** The act's row, locked for the rest of the transaction; ENTITY_NOT_FOUND outside the caller's scope too. */
export async function lockAct(tx: Tx, actId: number, scope: number | null): Promise<ActRow> {
  const [row] = await tx.select().from(reconciliationActs).where(eq(reconciliationActs.id, actId)).for('update');
  if (!row || (scope !== null && row.partnerId !== scope)) throw notFound(ACT_NOT_FOUND);
  return row;
}

export async function actInvoiceCount(db: DbOrTx, actId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(reconciliationActInvoices)
    .where(eq(reconciliationActInvoices.actId, actId));
  return n;
}

/** The state the action leads to from the act's stored state, or 409 INELIGIBLE_STATE. */
export async function nextActState(tx: Tx, row: ActRow, action: ActAction): Promise<ActState> {
  const from = row.state as ActState;
  const next = nextLifecycleState(
    reconciliationActMachine,
    from,
    { invoiceCount: await actInvoiceCount(tx, row.id) },
    { type: action },
  );
  if (next === null) throw ineligibleActAction(from, action);
  return next as ActState;
}

/**
 * The invoices of the body, locked and checked in this order: each exists and is the caller's to see ('Счёт {n}
 * не найден'), all are of one partner (and of the act's, when adding), each is paid or closed, none sits in an
 * act yet (409). Answers their partner and the invoices. The unique index on the act's invoices is the final guard (see
 * guardInvoicesInOneAct).
 */
export async function lockEligibleInvoices(
  tx: Tx,
  invoiceIds: number[],
  scope: number | null,
  actPartnerId: number | null,
) {
  const ids = [...new Set(invoiceIds)].sort((a, b) => a - b);
  const rows = await tx
    .select({
      id: orderInvoices.id,
      number: orderInvoices.number,
      state: orderInvoices.state,
      partnerId: orderInvoices.partnerId,
    })
    .from(orderInvoices)
    .where(inArray(orderInvoices.id, ids))
    .orderBy(asc(orderInvoices.id))
    .for('update');
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const id of ids) {
    const row = byId.get(id);
    if (!row || (scope !== null && row.partnerId !== scope)) throw invoiceRefused(`Счёт ${id} не найден`);
  }
  const partnerId = actPartnerId ?? rows[0].partnerId;
  if (partnerId === null) throw invoiceRefused(`У счёта ${rows[0].number} не указан партнёр`);
  if (rows.some((r) => r.partnerId !== partnerId)) throw invoiceRefused('Счета разных партнёров');
  const unpaid = rows.find((r) => r.state !== 'paid' && r.state !== 'closed');
  if (unpaid) throw invoiceRefused(invoiceNotPaid(unpaid.number));
  const [held] = await tx
    .select({ actId: reconciliationActInvoices.actId, invoiceId: reconciliationActInvoices.invoiceId })
    .from(reconciliationActInvoices)
    .where(inArray(reconciliationActInvoices.invoiceId, ids))
    .orderBy(asc(reconciliationActInvoices.invoiceId))
    .limit(1);
  if (held) throw invoiceInOtherAct(byId.get(held.invoiceId)!.number, held.actId);
  return { partnerId, invoices: rows };
}

/**
 * Runs `work` and turns a violation of reconciliation_act_invoices_invoice_key (an invoice taken by another act
 * between our check and our insert) into the same 409 the check gives, naming the act that holds it.
 */
export async function guardInvoicesInOneAct<T>(db: Db, invoiceIds: number[], work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const [held] = await db
      .select({ actId: reconciliationActInvoices.actId, number: orderInvoices.number })
      .from(reconciliationActInvoices)
      .innerJoin(orderInvoices, eq(orderInvoices.id, reconciliationActInvoices.invoiceId))
      .where(inArray(reconciliationActInvoices.invoiceId, invoiceIds))
      .limit(1);
    if (!held) throw error;
    throw invoiceInOtherAct(held.number, held.actId);
  }
}

/** Sums the act's invoices as they are now: total, the platform's fee per invoice, in kopecks so nothing drifts. */
export async function recomputeActTotals(tx: Tx, actId: number): Promise<void> {
  const rows = await tx
    .select({ totalAmount: orderInvoices.totalAmount, feeRate: orderInvoices.feeRate })
    .from(reconciliationActInvoices)
    .innerJoin(orderInvoices, eq(orderInvoices.id, reconciliationActInvoices.invoiceId))
    .where(eq(reconciliationActInvoices.actId, actId));
  const totalK = rows.reduce((s, r) => s + kopecks(r.totalAmount), 0);
  const feeK = rows.reduce((s, r) => s + kopecks(invoiceFee(r.totalAmount, r.feeRate)), 0);
  await tx
    .update(reconciliationActs)
    .set({ totalAmount: totalK / 100, feeAmount: feeK / 100 })
    .where(eq(reconciliationActs.id, actId));
}

/**
 * The action's own writes inside the transaction; may answer the history line's comment.
 * Throwing there rolls everything back, state included.
 */
export type ActActionWork = (tx: Tx, row: ActRow, next: ActState) => Promise<string | null | void>;

/** Runs one action of the chart on an act and answers the act as it is afterwards. */
export async function runActAction(
  db: Db,
  actId: number,
  action: ActAction,
  caller: ActCaller,
  options: { comment?: string | null; work?: ActActionWork } = {},
): Promise<ReconciliationAct> {
  await db.transaction(async (tx) => {
    const row = await lockAct(tx, actId, caller.scope);
    const next = await nextActState(tx, row, action);
    const comment = (await options.work?.(tx, row, next)) ?? options.comment ?? null;
    await tx
      .update(reconciliationActs)
      .set({ state: next, updatedAt: new Date() })
      .where(eq(reconciliationActs.id, actId));
    await tx.insert(reconciliationActComments).values({ actId, action, comment, userId: caller.userId });
  });
  return readAct(db, actId, caller.scope);
}
