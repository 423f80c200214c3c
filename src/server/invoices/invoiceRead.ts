import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  INVOICE_ACTION_NAMES,
  INVOICE_EVENTS,
  INVOICE_STATE_NAMES,
  invoiceMachine,
} from '../../../machines/invoices/invoiceMachine';
import { allowedLifecycleEvents } from '../../../machines/kit/lifecycle';
import { maxBonusToSpend } from '../../shared/invoiceMoney';
import type { InvoiceState } from '../../shared/lifecycleStates';
import {
  INVOICE_NOT_FOUND,
  type Invoice,
  type InvoiceHistoryEntry,
  type InvoicePayment,
  type InvoicePosition,
} from '../../shared/schemas/invoice';
import { clients } from '../clients/clientsSchema';
import type { DbOrTx } from '../db/db';
import { partners, users } from '../db/schema';
import { notFound } from '../errors';
import { orders, services } from '../orders/ordersSchema';
import { promos } from '../pricing/pricingSchema';
import { userFio } from '../users/userFio';
import {
  orderInvoiceHistory,
  orderInvoicePayments,
  orderInvoicePositions,
  orderInvoices,
  partnerLegals,
} from './invoicesSchema';

// The invoice as every invoice call answers it: the stored row, its positions and payments, what is paid, the bonus
// limit for the client now, and the actions the lifecycle chart allows from the stored state.

const unix = (date: Date) => Math.floor(date.getTime() / 1000);
const OPERATION_NAMES = { income: 'Приход', expense: 'Расход' } as const;

const CREATE_NAMES: Record<string, string> = {
  'invoice.create': 'Создан',
  'invoice.automatedCreate': 'Создан автоматически',
};
const actionName = (action: string) =>
  CREATE_NAMES[action] ?? INVOICE_ACTION_NAMES[action as keyof typeof INVOICE_ACTION_NAMES] ?? action;
const stateName = (state: string) => INVOICE_STATE_NAMES[state as InvoiceState] ?? state;

/** GET /order_invoices/{id}/history: the invoice's actions, who took them and what they made of it, oldest first. */
export async function readInvoiceHistory(db: DbOrTx, id: number): Promise<InvoiceHistoryEntry[]> {
  const rows = await db
    .select({
      id: orderInvoiceHistory.id,
      action: orderInvoiceHistory.action,
      fromState: orderInvoiceHistory.fromState,
      toState: orderInvoiceHistory.toState,
      comment: orderInvoiceHistory.comment,
      userFio: userFio(),
      createdAt: orderInvoiceHistory.createdAt,
    })
    .from(orderInvoiceHistory)
    .leftJoin(users, eq(users.id, orderInvoiceHistory.userId))
    .where(eq(orderInvoiceHistory.invoiceId, id))
    .orderBy(asc(orderInvoiceHistory.createdAt), asc(orderInvoiceHistory.id));
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    actionName: actionName(r.action),
    fromStateName: r.fromState === null ? null : stateName(r.fromState),
    toStateName: stateName(r.toState),
    comment: r.comment,
    userFio: r.userFio,
    createdDate: unix(r.createdAt),
  }));
}

/** One invoice, or ENTITY_NOT_FOUND 'Счёт не найден'. */
export async function readInvoice(db: DbOrTx, id: number): Promise<Invoice> {
  const [invoice] = await readInvoices(db, eq(orderInvoices.id, id));
  if (!invoice) throw notFound(INVOICE_NOT_FOUND);
  return invoice;
}

/** The order's invoices, oldest first; deactivated ones only with showDeleted. */
export function listOrderInvoices(db: DbOrTx, orderId: number, showDeleted: boolean): Promise<Invoice[]> {
  const where = showDeleted
    ? eq(orderInvoices.orderId, orderId)
    : and(eq(orderInvoices.orderId, orderId), ne(orderInvoices.state, 'inactive'));
  return readInvoices(db, where!);
}

async function readInvoices(db: DbOrTx, where: ReturnType<typeof eq>): Promise<Invoice[]> {
  const rows = await db
    .select({
      invoice: orderInvoices,
      orderNumber: orders.number,
      serviceId: orders.serviceId,
      clientId: orders.clientId,
      clientBonus: clients.bonus,
      bonusMaxSpendingPercent: services.bonusMaxSpendingPercent,
      partnerName: partners.name,
      partnerLegalName: partnerLegals.name,
      promoName: promos.name,
      createdByUserFio: userFio(),
    })
    .from(orderInvoices)
    .innerJoin(orders, eq(orders.id, orderInvoices.orderId))
    .innerJoin(services, eq(services.id, orders.serviceId))
    .leftJoin(clients, eq(clients.id, orders.clientId))
    .leftJoin(partners, eq(partners.id, orderInvoices.partnerId))
    .leftJoin(partnerLegals, eq(partnerLegals.id, orderInvoices.partnerLegalId))
    .leftJoin(promos, eq(promos.id, orderInvoices.promoId))
    .leftJoin(users, eq(users.id, orderInvoices.createdByUserId))
    .where(where)
    .orderBy(asc(orderInvoices.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.invoice.id);
  const [positions, payments] = await Promise.all([readPositions(db, ids), readPayments(db, ids)]);
  return rows.map((r) => {
    const inv = r.invoice;
    const own = positions.filter((p) => p.invoiceId === inv.id).map(({ invoiceId: _i, ...p }) => p);
    const live = payments.filter((p) => p.invoiceId === inv.id);
    // What is paid: income not retracted; a payment to the account counts once affirmed.
    const counted = live.filter(
      (p) =>
        p.operation === 'income' && p.retractedDate === null && (p.method !== 'account' || p.affirmedDate !== null),
    );
    const state = inv.state as InvoiceState;
    return {
      id: inv.id,
      orderId: inv.orderId,
      orderNumber: r.orderNumber,
      number: inv.number,
      state,
      stateName: INVOICE_STATE_NAMES[state],
      serviceId: r.serviceId,
      clientId: r.clientId,
      partnerId: inv.partnerId,
      partnerName: r.partnerName,
      partnerLegalId: inv.partnerLegalId,
      partnerLegalName: r.partnerLegalName,
      priceListId: inv.priceListId,
      invoiceAmount: inv.invoiceAmount,
      invoiceDiscount: inv.invoiceDiscount,
      percentageDiscount: inv.percentageDiscount,
      promoId: inv.promoId,
      clientPromoId: inv.clientPromoId,
      promoName: r.promoName,
      promoDiscount: inv.promoDiscount,
      nds: inv.nds,
      ndsAmount: inv.ndsAmount,
      totalAmount: inv.totalAmount,
      feeRate: inv.feeRate,
      paidAmount: counted.reduce((s, p) => s + Math.round(p.amount * 100), 0) / 100,
      bonusSpent: counted.reduce((s, p) => s + p.bonusSpent, 0),
      bonusReceived: counted.reduce((s, p) => s + p.bonusReceived, 0),
      maxBonusToSpend: maxBonusToSpend(inv.totalAmount, r.bonusMaxSpendingPercent, r.clientBonus ?? 0),
      bonusToSpend: inv.bonusToSpend,
      paymentLink: inv.paymentLink,
      comment: inv.comment,
      invoicePositions: own,
      payments: live.map(({ invoiceId: _i, ...p }) => p),
      allowedActions: allowedLifecycleEvents(invoiceMachine, state, { positionsCount: own.length }, INVOICE_EVENTS),
      createdDate: unix(inv.createdAt),
      createdByUserFio: inv.createdByUserId === null ? null : r.createdByUserFio,
      updatedDate: unix(inv.updatedAt),
    };
  });
}

async function readPositions(db: DbOrTx, invoiceIds: number[]): Promise<(InvoicePosition & { invoiceId: number })[]> {
  return db
    .select({
      id: orderInvoicePositions.id,
      invoiceId: orderInvoicePositions.invoiceId,
      priceListItemId: orderInvoicePositions.priceListItemId,
      name: orderInvoicePositions.name,
      unit: orderInvoicePositions.unit,
      quantity: orderInvoicePositions.quantity,
      currentPrice: orderInvoicePositions.currentPrice,
      discount: orderInvoicePositions.discount,
      amount: orderInvoicePositions.amount,
      discountedAmount: orderInvoicePositions.discountedAmount,
    })
    .from(orderInvoicePositions)
    .where(inArray(orderInvoicePositions.invoiceId, invoiceIds))
    .orderBy(asc(orderInvoicePositions.sort), asc(orderInvoicePositions.id));
}

async function readPayments(db: DbOrTx, invoiceIds: number[]): Promise<(InvoicePayment & { invoiceId: number })[]> {
  const rows = await db
    .select({ payment: orderInvoicePayments, createdByUserFio: userFio() })
    .from(orderInvoicePayments)
    .leftJoin(users, eq(users.id, orderInvoicePayments.createdByUserId))
    .where(inArray(orderInvoicePayments.invoiceId, invoiceIds))
    .orderBy(asc(orderInvoicePayments.id));
  return rows.map(({ payment: p, createdByUserFio }) => {
    const operation = p.operation as 'income' | 'expense';
    return {
      id: p.id,
      invoiceId: p.invoiceId,
      operation,
      operationName: OPERATION_NAMES[operation],
      target: p.target as 'client' | 'partner',
      method: p.method as 'cash' | 'terminal' | 'account',
      amount: p.amount,
      bonusSpent: p.bonusSpent,
      bonusReceived: p.bonusReceived,
      createdDate: unix(p.createdAt),
      createdByUserFio: p.createdByUserId === null ? null : createdByUserFio,
      affirmedDate: p.affirmedAt ? unix(p.affirmedAt) : null,
      retractedDate: p.retractedAt ? unix(p.retractedAt) : null,
    };
  });
}

/** How many positions an invoice has: the fact the chart's guard reads. */
export async function invoicePositionsCount(db: DbOrTx, invoiceId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderInvoicePositions)
    .where(eq(orderInvoicePositions.invoiceId, invoiceId));
  return n;
}
