import { and, asc, eq, inArray } from 'drizzle-orm';
import { invoiceMachine } from '../../../machines/invoices/invoiceMachine';
import { nextLifecycleState } from '../../../machines/kit/lifecycle';
import { ACT_STATE_NAMES } from '../../../machines/reconciliation/reconciliationActMachine';
import { ERROR_CODES } from '../../shared/errorCodes';
import type { ReconciliationAct } from '../../shared/schemas/reconciliation';
import type { Db, Tx } from '../db/db';
import { users } from '../db/schema';
import { AppError, notFound } from '../errors';
import { invoicePositionsCount } from '../invoices/invoiceRead';
import { orderInvoiceHistory, orderInvoices } from '../invoices/invoicesSchema';
import {
  type ActCaller,
  guardInvoicesInOneAct,
  invoiceNotPaid,
  invoiceRefused,
  lockAct,
  lockEligibleInvoices,
  nextActState,
  recomputeActTotals,
  runActAction,
} from './reconciliationActLifecycle';
import { actAllowedActions, firstUnpaidActOf, readAct } from './reconciliationActRead';
import { reconciliationActComments, reconciliationActInvoices, reconciliationActs } from './reconciliationSchema';

// The reconciliation act's calls: create from invoices, add and remove invoices,
// recalculate, the chart's transitions, hard delete and the first act still to settle. Each runs through
// reconciliationActLifecycle: one transaction, the act's row locked, the chart's verdict, a history line.

const numbers = (rows: { number: string }[]) => rows.map((r) => r.number).join(', ');

async function addInvoices(tx: Tx, actId: number, invoiceIds: number[]) {
  const ids = [...new Set(invoiceIds)];
  await tx.insert(reconciliationActInvoices).values(ids.map((invoiceId) => ({ actId, invoiceId })));
  await recomputeActTotals(tx, actId);
}

/** POST /reconciliation_acts: a draft act of one partner's paid or closed invoices, in no other act. */
export function createAct(
  db: Db,
  body: { invoiceIds: number[]; comment?: string },
  caller: ActCaller,
): Promise<ReconciliationAct> {
  const comment = body.comment || null;
  return guardInvoicesInOneAct(db, body.invoiceIds, async () => {
    const actId = await db.transaction(async (tx) => {
      const { partnerId } = await lockEligibleInvoices(tx, body.invoiceIds, caller.scope, null);
      const [act] = await tx
        .insert(reconciliationActs)
        .values({ partnerId, comment, createdByUserId: caller.userId })
        .returning({ id: reconciliationActs.id });
      await addInvoices(tx, act.id, body.invoiceIds);
      await tx
        .insert(reconciliationActComments)
        .values({ actId: act.id, action: 'act.create', comment, userId: caller.userId });
      return act.id;
    });
    return readAct(db, actId, caller.scope);
  });
}

/**
 * PUT /reconciliation_acts/{id}: more invoices of the act's partner, checked as on create. Invoices already in this
 * act are left as they are, so the act's own invoiceIds (GET /reconciliation_acts/{id}) may be sent back with the
 * new ones.
 */
export function addActInvoices(
  db: Db,
  actId: number,
  invoiceIds: number[],
  caller: ActCaller,
): Promise<ReconciliationAct> {
  return guardInvoicesInOneAct(db, invoiceIds, () =>
    runActAction(db, actId, 'act.update', caller, {
      work: async (tx, row) => {
        const present = await tx
          .select({ id: reconciliationActInvoices.invoiceId })
          .from(reconciliationActInvoices)
          .where(eq(reconciliationActInvoices.actId, actId));
        const fresh = invoiceIds.filter((id) => !present.some((p) => p.id === id));
        if (fresh.length === 0) return 'Состав акта не изменился';
        const { invoices } = await lockEligibleInvoices(tx, fresh, caller.scope, row.partnerId);
        await addInvoices(tx, actId, fresh);
        return `Добавлены счета: ${numbers(invoices)}`;
      },
    }),
  );
}

/** DELETE /reconciliation_acts/{id} {invoiceIds}: the invoices leave the act and become free again. */
export function removeActInvoices(
  db: Db,
  actId: number,
  invoiceIds: number[],
  caller: ActCaller,
): Promise<ReconciliationAct> {
  return runActAction(db, actId, 'act.update', caller, {
    work: async (tx) => {
      const ids = [...new Set(invoiceIds)].sort((a, b) => a - b);
      const inAct = await tx
        .select({ id: orderInvoices.id, number: orderInvoices.number })
        .from(reconciliationActInvoices)
        .innerJoin(orderInvoices, eq(orderInvoices.id, reconciliationActInvoices.invoiceId))
        .where(and(eq(reconciliationActInvoices.actId, actId), inArray(reconciliationActInvoices.invoiceId, ids)))
        .orderBy(asc(orderInvoices.id));
      const missing = ids.find((id) => !inAct.some((r) => r.id === id));
      if (missing !== undefined) throw invoiceRefused(`Счёт ${missing} не входит в акт № ${actId}`);
      await tx
        .delete(reconciliationActInvoices)
        .where(and(eq(reconciliationActInvoices.actId, actId), inArray(reconciliationActInvoices.invoiceId, ids)));
      await recomputeActTotals(tx, actId);
      return `Исключены счета: ${numbers(inAct)}`;
    },
  });
}

/** POST /reconciliation_acts/{id}/notify/recalculation: the totals follow the invoices as they are now. */
export const notifyActRecalculation = (db: Db, actId: number, comment: string | undefined, caller: ActCaller) =>
  runActAction(db, actId, 'act.notifyRecalculation', caller, {
    comment: comment || null,
    work: (tx) => recomputeActTotals(tx, actId),
  });

export const ratifyAct = (db: Db, actId: number, caller: ActCaller) => runActAction(db, actId, 'act.ratify', caller);
export const verifyAct = (db: Db, actId: number, caller: ActCaller) => runActAction(db, actId, 'act.verify', caller);

/** PUT /reconciliation_acts/{id}/reject {comment}: the reason becomes the act's comment and its history line. */
export const rejectAct = (db: Db, actId: number, comment: string, caller: ActCaller) =>
  runActAction(db, actId, 'act.reject', caller, {
    comment,
    work: async (tx) =>
      void (await tx.update(reconciliationActs).set({ comment }).where(eq(reconciliationActs.id, actId))),
  });

/**
 * PUT /reconciliation_acts/{id}/finalize: the act is settled, and its paid invoices close through the invoice chart
 * in the same transaction. An invoice no longer paid (retracted since) stops it: recalculate first.
 */
export const finalizeAct = (db: Db, actId: number, caller: ActCaller) =>
  runActAction(db, actId, 'act.finalize', caller, {
    work: async (tx) => {
      const invoices = await tx
        .select({ id: orderInvoices.id, number: orderInvoices.number, state: orderInvoices.state })
        .from(orderInvoices)
        .where(
          inArray(
            orderInvoices.id,
            tx
              .select({ id: reconciliationActInvoices.invoiceId })
              .from(reconciliationActInvoices)
              .where(eq(reconciliationActInvoices.actId, actId)),
          ),
        )
        .orderBy(asc(orderInvoices.id))
        .for('update');
      for (const invoice of invoices) {
        if (invoice.state === 'closed') continue;
        const next =
          invoice.state === 'paid'
            ? nextLifecycleState(
                invoiceMachine,
                'paid',
                { positionsCount: await invoicePositionsCount(tx, invoice.id) },
                { type: 'invoice.close' },
              )
            : null;
        if (next === null) throw new AppError(409, ERROR_CODES.ineligibleState, invoiceNotPaid(invoice.number));
        await tx
          .update(orderInvoices)
          .set({ state: next, updatedAt: new Date() })
          .where(eq(orderInvoices.id, invoice.id));
        await tx.insert(orderInvoiceHistory).values({
          invoiceId: invoice.id,
          action: 'invoice.close',
          fromState: 'paid',
          toState: next,
          comment: `Акт сверки № ${actId}`,
          userId: caller.userId,
        });
      }
    },
  });

/**
 * DELETE /reconciliation_acts/{id}/hard: the act's row goes (content and comments cascade; its invoices are free
 * again). Answers the act as it was, in state 'deleted' and without content, so the console can drop it.
 */
export async function hardDeleteAct(db: Db, actId: number, caller: ActCaller): Promise<ReconciliationAct> {
  return db.transaction(async (tx) => {
    const row = await lockAct(tx, actId, caller.scope);
    const state = await nextActState(tx, row, 'act.hardDelete');
    const before = await readAct(tx, actId, caller.scope);
    await tx.delete(reconciliationActs).where(eq(reconciliationActs.id, actId));
    return {
      ...before,
      state,
      stateName: ACT_STATE_NAMES[state],
      invoiceIds: [],
      content: [],
      allowedActions: actAllowedActions(state, 0, caller.scope),
    };
  });
}

/** GET /reconciliation_acts/first_unpaid?userId: the oldest act of the user's partner not yet finalized, or null. */
export async function firstUnpaidAct(db: Db, userId: number, scope: number | null): Promise<ReconciliationAct | null> {
  const [user] = await db.select({ partnerId: users.partnerId }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound('Пользователь не найден');
  return user.partnerId === null ? null : firstUnpaidActOf(db, user.partnerId, scope);
}
