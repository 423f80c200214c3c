import { and, desc, eq, isNull } from 'drizzle-orm';
import { ERROR_CODES } from '../../shared/errorCodes';
import type { Invoice } from '../../shared/schemas/invoice';
import type { Db } from '../db/db';
import { AppError } from '../errors';
import { formatAmount } from '../orders/orderChangeText';
import { invoicePaymentContext, moveInvoiceBonuses } from './invoiceBonusLedger';
import { type InvoiceCaller, scopedInvoiceAction } from './invoicesRepository';
import { orderInvoicePayments } from './invoicesSchema';

// POST /order_invoices/{id}/retract: the last payment is undone. Its row stays, marked retracted; a refund of money
// that had come is recorded as an expense ('Расход') to the client; the bonuses go back exactly: the spent ones
// return to the client, the credited ones are taken back. When the client has already spent those, the balance
// would go below zero, so nothing changes and the answer is 409.

export const BONUSES_ALREADY_SPENT = 'Клиент уже потратил начисленные за счёт бонусы';
export const NO_PAYMENT_TO_RETRACT = 'У счёта нет платежа, который можно отменить';

export async function retractInvoicePayment(db: Db, invoiceId: number, caller: InvoiceCaller): Promise<Invoice> {
  return scopedInvoiceAction(db, invoiceId, 'invoice.retract', caller, async (tx, row) => {
    const [payment] = await tx
      .select()
      .from(orderInvoicePayments)
      .where(
        and(
          eq(orderInvoicePayments.invoiceId, invoiceId),
          eq(orderInvoicePayments.operation, 'income'),
          isNull(orderInvoicePayments.retractedAt),
        ),
      )
      .orderBy(desc(orderInvoicePayments.id))
      .limit(1)
      .for('update');
    if (!payment) throw new AppError(409, ERROR_CODES.ineligibleState, NO_PAYMENT_TO_RETRACT);
    // A payment to the account that was never affirmed brought no money and credited no bonuses.
    const counted = payment.method !== 'account' || payment.affirmedAt !== null;
    const now = new Date();
    await tx
      .update(orderInvoicePayments)
      .set({ retractedAt: now, retractedByUserId: caller.userId })
      .where(eq(orderInvoicePayments.id, payment.id));
    if (counted) {
      await tx.insert(orderInvoicePayments).values({
        invoiceId,
        operation: 'expense',
        target: 'client',
        method: payment.method,
        amount: payment.amount,
        createdAt: now,
        createdByUserId: caller.userId,
      });
    }
    const takenBack = counted ? payment.bonusReceived : 0;
    const comment = `Отмена оплаты счёта № ${row.number}`;
    await moveInvoiceBonuses(tx, await invoicePaymentContext(tx, row), {
      lines: [
        { bonus: payment.bonusSpent, comment },
        { bonus: -takenBack, comment },
      ],
      required: takenBack - payment.bonusSpent,
      refusal: BONUSES_ALREADY_SPENT,
      userId: caller.userId,
      paymentDate: now,
    });
    return `Платёж отменён: ${formatAmount(payment.amount)} ₽${counted ? ', возврат клиенту' : ''}`;
  });
}
