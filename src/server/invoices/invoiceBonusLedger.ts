import { and, eq, gte, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../shared/errorCodes';
import { REF_VALUE_IDS } from '../../shared/referenceIds';
import { bonusOperations, clients } from '../clients/clientsSchema';
import type { Tx } from '../db/db';
import { AppError } from '../errors';
import { orders, services } from '../orders/ordersSchema';
import type { InvoiceRow } from './invoiceLifecycle';
import { orderInvoices, partnerLegals } from './invoicesSchema';

// The client's bonuses moved by an invoice's payment: the balance (clients.bonus) and the ledger lines the client
// card's bonus history shows (GET /order_invoices/history_with_bonuses). Both change in the caller's transaction.

/** What a payment of the invoice needs to know beyond its row: the client, the service's bonus rules, the names. */
export interface InvoicePaymentContext {
  invoiceId: number;
  invoiceNumber: string;
  totalAmount: number;
  orderId: number;
  orderNumber: string;
  clientId: number;
  clientPhone: string;
  clientBonus: number;
  partnerId: number | null;
  partnerLegalName: string | null;
  serviceName: string;
  bonusReceivingPercent: number | null;
  bonusMaxSpendingPercent: number | null;
}

export async function invoicePaymentContext(tx: Tx, row: InvoiceRow): Promise<InvoicePaymentContext> {
  const [found] = await tx
    .select({
      orderNumber: orders.number,
      clientId: orders.clientId,
      clientPhone: clients.phoneNumber,
      clientBonus: clients.bonus,
      partnerLegalName: partnerLegals.name,
      serviceName: services.name,
      bonusReceivingPercent: services.bonusReceivingPercent,
      bonusMaxSpendingPercent: services.bonusMaxSpendingPercent,
    })
    .from(orderInvoices)
    .innerJoin(orders, eq(orders.id, orderInvoices.orderId))
    .innerJoin(services, eq(services.id, orders.serviceId))
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .leftJoin(partnerLegals, eq(partnerLegals.id, orderInvoices.partnerLegalId))
    .where(eq(orderInvoices.id, row.id));
  return {
    ...found,
    invoiceId: row.id,
    invoiceNumber: row.number,
    totalAmount: row.totalAmount,
    orderId: row.orderId,
    partnerId: row.partnerId,
  };
}

export interface BonusLedgerLine {
  /** Signed: positive received (or returned), negative spent (or taken back). */
  bonus: number;
  comment: string;
}

/**
 * Moves the client's balance by the lines' sum in one conditional statement that needs at least `required` on the
 * balance first: whatever another request took meanwhile, the balance never goes below zero. When it held less,
 * nothing changes and `refusal` answers 409 INELIGIBLE_STATE (the caller's transaction then rolls back).
 */
export async function moveInvoiceBonuses(
  tx: Tx,
  ctx: InvoicePaymentContext,
  input: { lines: BonusLedgerLine[]; required: number; refusal: string; userId: number | null; paymentDate: Date },
): Promise<void> {
  const lines = input.lines.filter((l) => l.bonus !== 0);
  if (lines.length === 0) return;
  const delta = lines.reduce((s, l) => s + l.bonus, 0);
  const [moved] = await tx
    .update(clients)
    .set({ bonus: sql`${clients.bonus} + ${delta}` })
    .where(and(eq(clients.id, ctx.clientId), gte(clients.bonus, Math.max(input.required, 0))))
    .returning({ bonus: clients.bonus });
  if (!moved) throw new AppError(409, ERROR_CODES.ineligibleState, input.refusal);
  await tx.insert(bonusOperations).values(
    lines.map((line) => ({
      clientId: ctx.clientId,
      bonus: line.bonus,
      operationTypeRefValueId: line.bonus > 0 ? REF_VALUE_IDS.bonusCredit : REF_VALUE_IDS.bonusWriteOff,
      comment: line.comment,
      orderId: ctx.orderId,
      orderNumber: ctx.orderNumber,
      invoiceNumber: ctx.invoiceNumber,
      paymentDate: input.paymentDate,
      partnerId: ctx.partnerId,
      partnerLegalName: ctx.partnerLegalName,
      serviceName: ctx.serviceName,
      createdByUserId: input.userId,
    })),
  );
}
