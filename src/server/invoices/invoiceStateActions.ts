import { and, eq, isNull } from 'drizzle-orm';
import type { InvoiceAction } from '../../../machines/invoices/invoiceMachine';
import type { Db } from '../db/db';
import { notificationHistory } from '../db/schema';
import { formatAmount } from '../orders/orderChangeText';
import { type InvoiceCaller, scopedInvoiceAction } from './invoicesRepository';
import { orderInvoices, partnerLegals } from './invoicesSchema';
import { INVOICE_MESSAGES, invalidInvoice } from './invoiceValidation';

// The invoice's lifecycle actions that are not payments: send (with the push flag), accept, revoke, reform, close,
// activate, deactivate, and the two changes a paid invoice still takes (crucial edit of the legal entity, the fee
// rate). Each one is the chart's: runInvoiceAction refuses it from a state where the chart does not allow it (409
// INELIGIBLE_STATE).

/** Transitions with nothing to do beyond the state change and its history line. */
export type PlainInvoiceAction = Extract<
  InvoiceAction,
  'invoice.accept' | 'invoice.reform' | 'invoice.close' | 'invoice.activate' | 'invoice.deactivate'
>;

export function plainInvoiceAction(db: Db, id: number, action: PlainInvoiceAction, caller: InvoiceCaller) {
  return scopedInvoiceAction(db, id, action, caller);
}

/** The client's push text, kept in the push history (the dashboard's push history panel lists it). */
export const invoicePushText = (number: string, total: number) =>
  `Вам выставлен счёт № ${number} на сумму ${formatAmount(total)} ₽`;

/** POST /order_invoices/{id}/send?push: to the client, and with push=true a push to deliver. */
export function sendInvoice(db: Db, id: number, push: boolean, caller: InvoiceCaller) {
  return scopedInvoiceAction(db, id, 'invoice.send', caller, async (tx, row) => {
    if (!push) return 'Счёт отправлен клиенту';
    await tx.insert(notificationHistory).values({
      sendingTime: new Date(),
      targetRefValueName: 'Клиент',
      pushBody: invoicePushText(row.number, row.totalAmount),
      orderId: row.orderId,
      sentCount: 0,
      failedCount: 0,
    });
    return 'Счёт отправлен клиенту с push-уведомлением';
  });
}

/** POST /order_invoices/{id}/revoke: what was offered to pay with (link, bonuses, SMS code) goes with it. */
export function revokeInvoice(db: Db, id: number, caller: InvoiceCaller) {
  return scopedInvoiceAction(db, id, 'invoice.revoke', caller, async (tx) => {
    await tx
      .update(orderInvoices)
      .set({ paymentLink: null, bonusToSpend: null, smsCodeHash: null, smsCodeExpiresAt: null })
      .where(eq(orderInvoices.id, id));
  });
}

/** PUT /order_invoices/{id}/crucial: the legal entity of a paid invoice, with the reason; the money stays. */
export function crucialEditInvoice(
  db: Db,
  id: number,
  body: { partnerLegalId: number | null; comment: string },
  caller: InvoiceCaller,
) {
  return scopedInvoiceAction(db, id, 'invoice.crucialEdit', caller, async (tx, row) => {
    if (body.partnerLegalId !== null) {
      const [legal] = await tx
        .select({ partnerId: partnerLegals.partnerId })
        .from(partnerLegals)
        .where(and(eq(partnerLegals.id, body.partnerLegalId), isNull(partnerLegals.deletedDate)));
      if (!legal) throw invalidInvoice({ partnerLegalId: INVOICE_MESSAGES.legalNotFound });
      if (legal.partnerId !== row.partnerId)
        throw invalidInvoice({ partnerLegalId: INVOICE_MESSAGES.legalOfOtherPartner });
    }
    await tx.update(orderInvoices).set({ partnerLegalId: body.partnerLegalId }).where(eq(orderInvoices.id, id));
    return body.comment;
  });
}

/** PUT /order_invoices/{id}/fee_rate: the platform's fee on this invoice (null: none set). */
export function setInvoiceFeeRate(db: Db, id: number, feeRate: number | null, caller: InvoiceCaller) {
  return scopedInvoiceAction(db, id, 'invoice.feeRate', caller, async (tx, row) => {
    await tx.update(orderInvoices).set({ feeRate }).where(eq(orderInvoices.id, id));
    const shown = (rate: number | null) => (rate === null ? 'не задана' : `${String(rate).replace('.', ',')} %`);
    return `Ставка комиссии: ${shown(row.feeRate)} → ${shown(feeRate)}`;
  });
}
