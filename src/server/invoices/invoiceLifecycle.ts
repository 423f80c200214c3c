import { eq } from 'drizzle-orm';
import {
  INVOICE_ACTION_NAMES,
  INVOICE_STATE_NAMES,
  type InvoiceAction,
  invoiceMachine,
} from '../../../machines/invoices/invoiceMachine';
import { nextLifecycleState } from '../../../machines/kit/lifecycle';
import { ERROR_CODES } from '../../shared/errorCodes';
import type { InvoiceState } from '../../shared/lifecycleStates';
import { INVOICE_NOT_FOUND, type Invoice } from '../../shared/schemas/invoice';
import type { Db, Tx } from '../db/db';
import { AppError, notFound } from '../errors';
import { assertNotHeldByOther, requireOrder } from '../orders/orderAccess';
import { invoicePositionsCount, readInvoice } from './invoiceRead';
import { orderInvoiceHistory, orderInvoices } from './invoicesSchema';

// Every invoice action runs here: in one transaction with the invoice's row locked, the stored state is checked
// against machines/invoices/invoiceMachine (409 INELIGIBLE_STATE when the chart does not allow the action from it), the
// action's own work runs, then the state moves and the history records who did what. Two operators acting at once
// are serialised by the row lock, so the second one is judged on the first one's result.

export type InvoiceRow = typeof orderInvoices.$inferSelect;

/** What the console shows when an action came too late ('Счёт был изменён.' toast and reload follow). */
export const ineligibleInvoiceAction = (state: InvoiceState, action: InvoiceAction) =>
  new AppError(
    409,
    ERROR_CODES.ineligibleState,
    `Действие «${INVOICE_ACTION_NAMES[action]}» недоступно: счёт в состоянии «${INVOICE_STATE_NAMES[state]}»`,
  );

/** The invoice's row, locked for the rest of the transaction; ENTITY_NOT_FOUND 'Счёт не найден'. */
export async function lockInvoice(tx: Tx, invoiceId: number): Promise<InvoiceRow> {
  const [row] = await tx.select().from(orderInvoices).where(eq(orderInvoices.id, invoiceId)).for('update');
  if (!row) throw notFound(INVOICE_NOT_FOUND);
  return row;
}

export interface InvoiceActionOptions {
  /** The history line's comment (a reason, a payment's sum). */
  comment?: string | null;
}

/**
 * Runs one action of the chart on an invoice and answers the invoice as it is afterwards. `work` does the action's
 * own writes (positions, payments, bonuses) inside the transaction and may return a history comment; throwing
 * there rolls everything back, state included.
 */
export async function runInvoiceAction(
  db: Db,
  invoiceId: number,
  action: InvoiceAction,
  userId: number | null,
  work?: (tx: Tx, row: InvoiceRow, next: InvoiceState) => Promise<string | null | void>,
  options: InvoiceActionOptions = {},
): Promise<Invoice> {
  await db.transaction(async (tx) => {
    const row = await lockInvoice(tx, invoiceId);
    // The order another operator holds takes no changes, its invoices included.
    assertNotHeldByOther(await requireOrder(tx, row.orderId), userId);
    const from = row.state as InvoiceState;
    const next = nextLifecycleState(
      invoiceMachine,
      from,
      { positionsCount: await invoicePositionsCount(tx, invoiceId) },
      { type: action },
    );
    if (next === null) throw ineligibleInvoiceAction(from, action);
    const comment = (await work?.(tx, row, next as InvoiceState)) ?? options.comment ?? null;
    await tx.update(orderInvoices).set({ state: next, updatedAt: new Date() }).where(eq(orderInvoices.id, invoiceId));
    await tx.insert(orderInvoiceHistory).values({ invoiceId, action, fromState: from, toState: next, comment, userId });
  });
  return readInvoice(db, invoiceId);
}
