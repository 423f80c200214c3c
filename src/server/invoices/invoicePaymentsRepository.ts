import { and, desc, eq, isNull } from 'drizzle-orm';
import { ERROR_CODES } from '../../shared/errorCodes';
import { bonusToReceive, kopecks, maxBonusToSpend } from '../../shared/invoiceMoney';
import { BONUS_LIMIT_MESSAGE, type Invoice } from '../../shared/schemas/invoice';
import type { Db, Tx } from '../db/db';
import { AppError } from '../errors';
import type { SmsSender } from '../mail/smsSender';
import { formatAmount } from '../orders/orderChangeText';
import { type InvoicePaymentContext, invoicePaymentContext, moveInvoiceBonuses } from './invoiceBonusLedger';
import type { InvoiceRow } from './invoiceLifecycle';
import { buildPaymentLink, type PaymentLinkMethod } from './invoicePaymentLink';
import { assertInvoiceSmsCode, INVOICE_SMS_CODE_TTL_MS, newInvoiceSmsCode } from './invoiceSmsCode';
import { type InvoiceCaller, scopedInvoiceAction } from './invoicesRepository';
import { orderInvoicePayments, orderInvoices } from './invoicesSchema';

// An invoice's payments: the SMS with the bonus code, the payment links, payment in cash or by terminal,
// payment to the account and its confirmation. Each runs through runInvoiceAction (the invoice's row locked, the
// chart consulted); the money is computed here with src/shared/invoiceMoney, the bonuses move with the payment in
// the same transaction. Retracting a payment is in invoiceRetract.ts.

export const NOT_ENOUGH_BONUSES = 'У клиента недостаточно бонусов';
export const NO_PAYMENT_TO_AFFIRM = 'У счёта нет оплаты на расчётный счёт, ожидающей подтверждения';

const METHOD_NAMES = { cash: 'наличными', terminal: 'через терминал', account: 'на расчётный счёт' } as const;
const paymentComment = (invoiceNumber: string) => `Оплата счёта № ${invoiceNumber}`;

/** The SMS and the bonus code are spent once the invoice is paid, whichever way. */
const spentSmsOffer = { bonusToSpend: null, smsCodeHash: null, smsCodeExpiresAt: null } as const;
const setInvoice = (tx: Tx, id: number, values: Partial<InvoiceRow>) =>
  tx.update(orderInvoices).set(values).where(eq(orderInvoices.id, id));
const rub = (amount: number) => `${formatAmount(amount)} ₽`;

function assertBonusLimit(ctx: InvoicePaymentContext, bonusToSpend: number) {
  const max = maxBonusToSpend(ctx.totalAmount, ctx.bonusMaxSpendingPercent, ctx.clientBonus);
  if (bonusToSpend > max)
    throw new AppError(400, ERROR_CODES.validation, BONUS_LIMIT_MESSAGE(max), {
      bonusToSpend: BONUS_LIMIT_MESSAGE(max),
    });
}

/** POST /order_invoices/{id}/send/sms?bonusToSpend: the invoice by SMS, with a code when bonuses are to be spent. */
export async function sendInvoiceSms(
  db: Db,
  sms: SmsSender,
  invoiceId: number,
  bonusToSpend: number,
  caller: InvoiceCaller,
): Promise<Invoice> {
  const fresh = bonusToSpend > 0 ? await newInvoiceSmsCode() : null;
  return scopedInvoiceAction(db, invoiceId, 'invoice.sendSms', caller, async (tx, row) => {
    const ctx = await invoicePaymentContext(tx, row);
    assertBonusLimit(ctx, bonusToSpend);
    const expiresAt = fresh ? new Date(Date.now() + INVOICE_SMS_CODE_TTL_MS) : null;
    await setInvoice(tx, invoiceId, { bonusToSpend, smsCodeHash: fresh?.hash ?? null, smsCodeExpiresAt: expiresAt });
    const code = fresh ? ` Код для оплаты бонусами: ${fresh.code}` : '';
    await sms.send(
      { phone: ctx.clientPhone, text: `Счёт № ${row.number} на сумму ${rub(row.totalAmount)}.${code}` },
      tx,
    );
    return `SMS на номер ${ctx.clientPhone}${fresh ? `, к оплате бонусами: ${bonusToSpend}` : ''}`;
  });
}

/** POST /order_invoices/{id}/payments/card?phone and /payments/sbp_api: a signed link for the whole total. */
export async function createPaymentLink(
  db: Db,
  deps: { sms: SmsSender; secret: Uint8Array; baseUrl: string },
  invoiceId: number,
  method: PaymentLinkMethod,
  phone: string | undefined,
  caller: InvoiceCaller,
): Promise<{ paymentLink: string; invoice: Invoice }> {
  let paymentLink = '';
  const invoice = await scopedInvoiceAction(
    db,
    invoiceId,
    method === 'card' ? 'invoice.payByCard' : 'invoice.paySbp',
    caller,
    async (tx, row) => {
      // The chart allows a link only before any payment counts, so what is to pay is the total; bonuses are spent at
      // the cash desk with the SMS code, never through a link.
      paymentLink = buildPaymentLink(deps.baseUrl, deps.secret, row, method, row.totalAmount);
      await setInvoice(tx, invoiceId, { paymentLink });
      if (!phone) return null;
      await deps.sms.send(
        { phone, text: `Оплата счёта № ${row.number} на сумму ${rub(row.totalAmount)}: ${paymentLink}` },
        tx,
      );
      return `Ссылка на оплату отправлена по SMS на номер ${phone}`;
    },
  );
  return { paymentLink, invoice };
}

/**
 * POST /order_invoices/{id}/pay/in_cash: the money (total less the bonuses) is taken in cash or by terminal; the
 * bonuses are spent (with the code of the SMS sent for that amount) and the earned ones credited, all at once.
 */
export async function payInvoiceInCash(
  db: Db,
  invoiceId: number,
  body: { viaTerminal: boolean; bonusToSpend: number; smsCode?: string },
  caller: InvoiceCaller,
): Promise<Invoice> {
  return scopedInvoiceAction(db, invoiceId, 'invoice.payInCash', caller, async (tx, row) => {
    const ctx = await invoicePaymentContext(tx, row);
    const spent = body.bonusToSpend;
    assertBonusLimit(ctx, spent);
    if (spent > 0) await assertInvoiceSmsCode(row, spent, body.smsCode);
    const amount = (kopecks(row.totalAmount) - spent * 100) / 100;
    const received = bonusToReceive(amount, ctx.bonusReceivingPercent);
    const method = body.viaTerminal ? 'terminal' : 'cash';
    const now = new Date();
    await tx.insert(orderInvoicePayments).values({
      invoiceId,
      operation: 'income',
      target: 'client',
      method,
      amount,
      bonusSpent: spent,
      bonusReceived: received,
      createdAt: now,
      createdByUserId: caller.userId,
    });
    const comment = paymentComment(row.number);
    await moveInvoiceBonuses(tx, ctx, {
      lines: [
        { bonus: -spent, comment },
        { bonus: received, comment },
      ],
      required: spent,
      refusal: NOT_ENOUGH_BONUSES,
      userId: caller.userId,
      paymentDate: now,
    });
    await setInvoice(tx, invoiceId, spentSmsOffer);
    return `Оплачено ${METHOD_NAMES[method]} ${rub(amount)}; бонусами: ${spent}, начислено бонусов: ${received}`;
  });
}

/** POST /order_invoices/{id}/pay/to_account: the client pays to the account; bonuses come once it is affirmed. */
export async function payInvoiceToAccount(db: Db, invoiceId: number, caller: InvoiceCaller): Promise<Invoice> {
  return scopedInvoiceAction(db, invoiceId, 'invoice.payToAccount', caller, async (tx, row) => {
    const ctx = await invoicePaymentContext(tx, row);
    await tx.insert(orderInvoicePayments).values({
      invoiceId,
      operation: 'income',
      target: 'client',
      method: 'account',
      amount: row.totalAmount,
      bonusReceived: bonusToReceive(row.totalAmount, ctx.bonusReceivingPercent),
      createdByUserId: caller.userId,
    });
    await setInvoice(tx, invoiceId, spentSmsOffer);
    return `Ожидается оплата ${METHOD_NAMES.account} ${rub(row.totalAmount)}`;
  });
}

/**
 * POST /order_invoices/{id}/affirm_paid_to_account: the money came; the payment counts and its bonuses are credited.
 */
export async function affirmPaidToAccount(db: Db, invoiceId: number, caller: InvoiceCaller): Promise<Invoice> {
  return scopedInvoiceAction(db, invoiceId, 'invoice.affirmPaidToAccount', caller, async (tx, row) => {
    const [payment] = await tx
      .select()
      .from(orderInvoicePayments)
      .where(
        and(
          eq(orderInvoicePayments.invoiceId, invoiceId),
          eq(orderInvoicePayments.operation, 'income'),
          eq(orderInvoicePayments.method, 'account'),
          isNull(orderInvoicePayments.affirmedAt),
          isNull(orderInvoicePayments.retractedAt),
        ),
      )
      .orderBy(desc(orderInvoicePayments.id))
      .limit(1)
      .for('update');
    if (!payment) throw new AppError(409, ERROR_CODES.ineligibleState, NO_PAYMENT_TO_AFFIRM);
    const now = new Date();
    await tx.update(orderInvoicePayments).set({ affirmedAt: now }).where(eq(orderInvoicePayments.id, payment.id));
    const ctx = await invoicePaymentContext(tx, row);
    await moveInvoiceBonuses(tx, ctx, {
      lines: [{ bonus: payment.bonusReceived, comment: paymentComment(row.number) }],
      required: 0,
      refusal: NOT_ENOUGH_BONUSES,
      userId: caller.userId,
      paymentDate: now,
    });
    return `Оплата ${METHOD_NAMES.account} подтверждена: ${rub(payment.amount)}; начислено бонусов: ${payment.bonusReceived}`;
  });
}
