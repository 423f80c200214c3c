import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../shared/errorCodes';
import { kopecks } from '../../shared/invoiceMoney';
import {
  TRAVEL_PAYMENT_MESSAGES,
  type TravelPayment,
  type TravelPaymentInput,
} from '../../shared/schemas/travel/travelPayments';
import type { Db, DbOrTx, Tx } from '../db/db';
import { AppError } from '../errors';
import { removeStored, writeStored } from '../files/fileStorage';
import {
  type PaymentCaller,
  type PaymentRow,
  paymentsSum,
  policyNotIssued,
  runPaymentAction,
} from './travelPaymentLifecycle';
import { readPayment } from './travelPaymentRead';
import { lockPolicy, moscowToday, movePolicy, type PolicyRow } from './travelPolicyLifecycle';
import { travelPaymentCashes, travelPayments, travelPaymentTypes } from './travelSchema';

// Payments against travel policies: taken only against an issued policy for at most what is left to pay, edited and
// deleted while registered, confirmed (which can make the policy paid) and refunded (which can make it issued again).
// Money is compared in integer kopecks. Each call runs in one transaction with the policy's row locked first, so two
// cashiers taking money for one policy at once are serialised and the second is judged on the first one's result.

const invalid = (field: string, message: string) =>
  new AppError(400, ERROR_CODES.validation, message, { [field]: message });

/** 'П-0000001': the payment's number from its id. */
const paymentNumber = (id: number) => `П-${String(id).padStart(7, '0')}`;

/** The payment type and cash desk of the body, checked against the dictionaries: the columns to store. */
async function checkedMeans(db: DbOrTx, input: TravelPaymentInput) {
  const [type] = await db.select().from(travelPaymentTypes).where(eq(travelPaymentTypes.id, input.paymentTypeId));
  if (!type) throw invalid('paymentTypeId', TRAVEL_PAYMENT_MESSAGES.paymentType);
  if (!type.requiresCash) return { paymentTypeId: type.id, cashId: null };
  if (input.cashId === undefined) throw invalid('cashId', TRAVEL_PAYMENT_MESSAGES.cash);
  const [cash] = await db
    .select({ id: travelPaymentCashes.id })
    .from(travelPaymentCashes)
    .where(eq(travelPaymentCashes.id, input.cashId));
  if (!cash) throw invalid('cashId', TRAVEL_PAYMENT_MESSAGES.cash);
  return { paymentTypeId: type.id, cashId: cash.id };
}

/** The payment's day in Moscow may be today at the latest. */
function checkPaidAt(paidAt: number) {
  if (moscowToday(new Date(paidAt * 1000)) > moscowToday())
    throw invalid('paidAt', TRAVEL_PAYMENT_MESSAGES.paidAtFuture);
}

/**
 * What is left to pay on the locked policy, in kopecks: its total less every payment that is confirmed or still
 * registered. Registered payments count too, so two cashiers registering at once cannot take more than the total
 * between them; a registered payment deleted gives its part back. `exceptId`: the payment being edited.
 */
async function dueKopecks(tx: Tx, policy: PolicyRow, exceptId?: number): Promise<number> {
  return kopecks(policy.total) - (await paymentsSum(tx, policy.id, ['registered', 'confirmed'], exceptId));
}

const RUBLES = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

async function checkAmount(tx: Tx, policy: PolicyRow, amount: number, exceptId?: number) {
  const due = await dueKopecks(tx, policy, exceptId);
  if (kopecks(amount) > due) {
    throw invalid('amount', TRAVEL_PAYMENT_MESSAGES.amountAboveDue(RUBLES.format(Math.max(due, 0) / 100)));
  }
}

const columnsOf = (input: TravelPaymentInput, means: { paymentTypeId: number; cashId: number | null }) => ({
  amount: kopecks(input.amount) / 100,
  ...means,
  paidAt: new Date(input.paidAt * 1000),
  payerName: input.payerName,
  comment: input.comment ?? null,
});

/** POST /vzr/payments: a registered payment against an issued policy of the caller's. */
export async function createPayment(db: Db, input: TravelPaymentInput, caller: PaymentCaller): Promise<TravelPayment> {
  checkPaidAt(input.paidAt);
  const id = await db.transaction(async (tx) => {
    const policy = await lockPolicy(tx, input.policyId, caller.scope);
    if (policy.state !== 'issued') throw policyNotIssued();
    const means = await checkedMeans(tx, input);
    await checkAmount(tx, policy, input.amount);
    // The number comes from the id, known once the row is in: a placeholder unique until then.
    const [{ id: paymentId }] = await tx
      .insert(travelPayments)
      .values({
        number: sql`gen_random_uuid()::text`,
        policyId: policy.id,
        state: 'registered',
        ...columnsOf(input, means),
        createdByUserId: caller.userId,
      })
      .returning({ id: travelPayments.id });
    await tx
      .update(travelPayments)
      .set({ number: paymentNumber(paymentId) })
      .where(eq(travelPayments.id, paymentId));
    return paymentId;
  });
  return readPayment(db, id, caller.scope);
}

/** PUT /vzr/payments/{id}: a registered payment's amount, means, date, payer and comment (its policy stays). */
export function updatePayment(db: Db, id: number, input: TravelPaymentInput, caller: PaymentCaller) {
  checkPaidAt(input.paidAt);
  return runPaymentAction(db, id, 'payment.update', caller, async (tx, { policy }) => {
    if (policy.state !== 'issued') throw policyNotIssued();
    const means = await checkedMeans(tx, input);
    await checkAmount(tx, policy, input.amount, id);
    await tx
      .update(travelPayments)
      .set({ ...columnsOf(input, means), updatedAt: new Date() })
      .where(eq(travelPayments.id, id));
  });
}

const setState = (tx: Tx, id: number, values: Partial<PaymentRow>) =>
  tx
    .update(travelPayments)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(travelPayments.id, id));

/** DELETE /vzr/payments/{id}: a registered payment is set aside; its part of the policy's due is free again. */
export function deletePayment(db: Db, id: number, caller: PaymentCaller) {
  return runPaymentAction(db, id, 'payment.delete', caller, async (tx, { next }) => {
    await setState(tx, id, { state: next });
  });
}

/** PUT /vzr/payments/{id}/confirm: the money counts towards the policy; reaching its total makes it paid. */
export function confirmPayment(db: Db, id: number, caller: PaymentCaller) {
  return runPaymentAction(db, id, 'payment.confirm', caller, async (tx, { policy, next, today }) => {
    if (policy.state !== 'issued') throw policyNotIssued();
    await setState(tx, id, { state: next, confirmedAt: new Date() });
    const confirmed = await paymentsSum(tx, policy.id, ['confirmed']);
    if (confirmed >= kopecks(policy.total))
      await movePolicy(tx, policy, 'policy.pay', { userId: caller.userId, today });
  });
}

/** PUT /vzr/payments/{id}/refund: the money goes back; a paid policy left short of its total is issued again. */
export function refundPayment(db: Db, id: number, reason: string, caller: PaymentCaller) {
  return runPaymentAction(db, id, 'payment.refund', caller, async (tx, { policy, next, today }) => {
    await setState(tx, id, { state: next, refundedAt: new Date(), refundReason: reason });
    const confirmed = await paymentsSum(tx, policy.id, ['confirmed']);
    if (policy.state === 'paid' && confirmed < kopecks(policy.total)) {
      await movePolicy(tx, policy, 'policy.unpay', { userId: caller.userId, today, comment: reason });
    }
  });
}

/** Where a payment's invoice lives in stored_file_chunks: made from the id and a random name, never user text. */
const invoicePath = (id: number) => `travel/payments/${id}/${randomUUID()}`;

/** POST /vzr/payments/{id}/invoice: stores (or replaces) the payer's invoice, its type read from its bytes. */
export function uploadPaymentInvoice(
  db: Db,
  id: number,
  file: { bytes: Uint8Array; name: string; mimeType: string },
  caller: PaymentCaller,
) {
  return runPaymentAction(db, id, 'payment.uploadInvoice', caller, async (tx, { payment }) => {
    const path = invoicePath(id);
    await writeStored(tx, path, file.bytes);
    if (payment.invoicePath) await removeStored(tx, payment.invoicePath);
    await setState(tx, id, {
      invoicePath: path,
      invoiceName: file.name,
      invoiceMime: file.mimeType,
      invoiceSize: file.bytes.length,
    });
  });
}

/** The stored invoice of a payment the caller may see (404 'Платёж не найден' otherwise), or null when none. */
export async function invoiceOf(db: DbOrTx, id: number, scope: number | null) {
  await readPayment(db, id, scope);
  const [row] = await db
    .select({
      path: travelPayments.invoicePath,
      name: travelPayments.invoiceName,
      mimeType: travelPayments.invoiceMime,
    })
    .from(travelPayments)
    .where(eq(travelPayments.id, id));
  if (!row?.path) return null;
  return { path: row.path, name: row.name ?? `invoice-${id}`, mimeType: row.mimeType ?? 'application/octet-stream' };
}
