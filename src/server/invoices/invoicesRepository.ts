import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { InvoiceAction } from '../../../machines/invoices/invoiceMachine';
import { computeInvoice, kopecks } from '../../shared/invoiceMoney';
import {
  INVOICE_NOT_FOUND,
  type Invoice,
  type InvoiceEdit,
  type InvoicePositionInput,
} from '../../shared/schemas/invoice';
import type { Db, DbOrTx, Tx } from '../db/db';
import { notFound } from '../errors';
import { requireEditableOrder, requireOrder } from '../orders/orderAccess';
import { formatAmount } from '../orders/orderChangeText';
import { orders, services } from '../orders/ordersSchema';
import { priceLists } from '../pricing/pricingSchema';
import { autofillLines } from './invoiceAutofill';
import { type InvoiceRow, runInvoiceAction } from './invoiceLifecycle';
import { notePromoDiscount, settleInvoicePromo } from './invoicePromo';
import { listOrderInvoices, readInvoice } from './invoiceRead';
import { orderInvoiceHistory, orderInvoicePositions, orderInvoices } from './invoicesSchema';
import {
  checkPriceList,
  chooseLegal,
  INVOICE_MESSAGES,
  invalidInvoice,
  type PricedLine,
  priceLines,
  storedLines,
} from './invoiceValidation';

// Invoices of an order: reading them within the caller's partner scope, creating a draft (by hand or from the
// order's price list) and changing what it is made of. Every change of an existing invoice runs through
// runInvoiceAction (row lock, chart check, history); money is always computeInvoice's, from what is stored.

/** Who acts: the user, and his partner when he is a partner's staff (null: platform staff, sees everything). */
export interface InvoiceCaller {
  userId: number | null;
  scope: number | null;
}

/** The invoice if the caller may see it; someone else's partner's invoice answers 404 as if it did not exist. */
export async function readScopedInvoice(db: DbOrTx, id: number, scope: number | null): Promise<Invoice> {
  await assertInScope(db, id, scope);
  return readInvoice(db, id);
}

export async function assertInScope(db: DbOrTx, id: number, scope: number | null): Promise<void> {
  const [row] = await db
    .select({ partnerId: orderInvoices.partnerId })
    .from(orderInvoices)
    .where(eq(orderInvoices.id, id));
  if (!row || (scope !== null && row.partnerId !== scope)) throw notFound(INVOICE_NOT_FOUND);
}

/**
 * runInvoiceAction within the caller's partner scope: someone else's invoice is 404 before the chart is asked (not a
 * 409 that would tell it exists), and the scope is checked again under the row lock.
 */
export async function scopedInvoiceAction(
  db: Db,
  invoiceId: number,
  action: InvoiceAction,
  caller: InvoiceCaller,
  work?: (tx: Tx, row: InvoiceRow) => Promise<string | null | void>,
): Promise<Invoice> {
  await assertInScope(db, invoiceId, caller.scope);
  return runInvoiceAction(db, invoiceId, action, caller.userId, async (tx, row) => {
    if (caller.scope !== null && row.partnerId !== caller.scope) throw notFound(INVOICE_NOT_FOUND);
    return work?.(tx, row);
  });
}

/** GET /order_invoices?orderId&showDeleted: the order must exist; a partner's staff get only their partner's. */
export async function listScopedInvoices(
  db: DbOrTx,
  orderId: number,
  showDeleted: boolean,
  scope: number | null,
): Promise<Invoice[]> {
  await requireOrder(db, orderId);
  const all = await listOrderInvoices(db, orderId, showDeleted);
  return scope === null ? all : all.filter((i) => i.partnerId === scope);
}

/** What invoicing needs of the order. */
async function invoiceOrder(db: DbOrTx, orderId: number) {
  const [order] = await db
    .select({
      id: orders.id,
      number: orders.number,
      serviceId: orders.serviceId,
      clientId: orders.clientId,
      partnerId: orders.partnerId,
      officeId: orders.officeId,
      specificValues: orders.specificValues,
      feeRate: services.feeRate,
    })
    .from(orders)
    .innerJoin(services, eq(services.id, orders.serviceId))
    .where(eq(orders.id, orderId));
  return order;
}
type InvoiceOrder = Awaited<ReturnType<typeof invoiceOrder>>;

interface Content {
  priceListId: number;
  partnerId: number;
  partnerLegalId: number | null;
  nds: number | null;
  percentageDiscount: number;
  comment: string | null;
  lines: PricedLine[];
  /** The client promo the body asked for: undefined keeps the invoice's, null takes it off. */
  askedPromo?: number | null;
}

/** The body checked against the database; 400 with every problem otherwise. `keepLegal`: the stored entity, kept
 * on an edit that names none while the partner stays. */
async function composeContent(
  tx: Tx,
  order: InvoiceOrder,
  body: InvoiceEdit,
  caller: InvoiceCaller,
  kept?: { partnerId: number | null; id: number | null; invoiceId: number; priceListId: number | null },
) {
  const details: Record<string, string> = {};
  const list = await checkPriceList(tx, body.priceListId, order.serviceId, caller.scope, details);
  const stored = kept && list && kept.priceListId === list.id ? await storedLines(tx, kept.invoiceId) : undefined;
  const lines = list ? await priceLines(tx, list.id, body.invoicePositions, details, stored) : [];
  const asked = body.partnerLegalId ?? (kept && list && kept.partnerId === list.partnerId ? kept.id : null);
  const legal = list ? await chooseLegal(tx, list.partnerId, asked, caller.userId, details) : null;
  if (!list || !legal || Object.keys(details).length > 0) throw invalidInvoice(details);
  const content: Content = {
    priceListId: list.id,
    partnerId: list.partnerId,
    partnerLegalId: legal.id,
    nds: legal.nds,
    percentageDiscount: body.percentageDiscount,
    comment: body.comment ?? null,
    lines,
    askedPromo: body.clientPromoId,
  };
  return content;
}

/** The invoice being written: its promo now, and whose order it is. */
interface Target {
  id: number;
  promoId: number | null;
  clientPromoId: number | null;
  order: InvoiceOrder;
}

/**
 * Replaces the positions, the promo and the money of the invoice; answers the history line that says what it is now,
 * with the lines that kept a price the list has changed since.
 */
async function writeContent(tx: Tx, target: Target, content: Content, caller: InvoiceCaller): Promise<string> {
  const invoiceId = target.id;
  const promo = await settleInvoicePromo(tx, {
    invoiceId,
    current: target,
    asked: content.askedPromo,
    clientId: target.order.clientId,
    serviceId: target.order.serviceId,
    partnerId: content.partnerId,
    userId: caller.userId,
  });
  const money = computeInvoice({
    positions: content.lines,
    percentageDiscount: content.percentageDiscount,
    nds: content.nds,
    promo: promo?.terms,
  });
  await tx.delete(orderInvoicePositions).where(eq(orderInvoicePositions.invoiceId, invoiceId));
  if (money.positions.length > 0) {
    await tx.insert(orderInvoicePositions).values(
      money.positions.map((p, sort) => {
        const line = content.lines[sort];
        return { invoiceId, priceListItemId: line.priceListItemId, name: line.name, unit: line.unit, sort, ...p };
      }),
    );
  }
  await tx
    .update(orderInvoices)
    .set({
      priceListId: content.priceListId,
      partnerId: content.partnerId,
      partnerLegalId: content.partnerLegalId,
      nds: content.nds,
      percentageDiscount: content.percentageDiscount,
      comment: content.comment,
      promoId: promo?.promoId ?? null,
      clientPromoId: promo?.clientPromoId ?? null,
      promoDiscount: money.promoDiscount,
      invoiceAmount: money.invoiceAmount,
      invoiceDiscount: money.invoiceDiscount,
      ndsAmount: money.ndsAmount,
      totalAmount: money.totalAmount,
      updatedAt: new Date(),
    })
    .where(eq(orderInvoices.id, invoiceId));
  if (promo) await notePromoDiscount(tx, invoiceId, money.promoDiscount);
  const kept = content.lines
    .filter((l) => kopecks(l.listPrice) !== kopecks(l.currentPrice))
    .map(
      (l) =>
        `«${l.name}»: в счёте ${formatAmount(l.currentPrice)} ₽, в прайс-листе теперь ${formatAmount(l.listPrice)} ₽`,
    );
  return [
    `Позиций: ${money.positions.length}, к оплате ${formatAmount(money.totalAmount)} ₽`,
    ...(promo ? [`промоакция: −${formatAmount(money.promoDiscount)} ₽`] : []),
    ...kept,
  ].join('; ');
}

/** A new draft numbered '{order number}/{n}'; the order's row stays locked, so two at once get 1 and 2. */
async function insertDraft(
  db: Db,
  orderId: number,
  caller: InvoiceCaller,
  action: 'invoice.create' | 'invoice.automatedCreate',
  make: (tx: Tx, order: InvoiceOrder) => Promise<Content>,
) {
  const id = await db.transaction(async (tx) => {
    await requireEditableOrder(tx, orderId, caller.userId, { forUpdate: true });
    const order = await invoiceOrder(tx, orderId);
    const content = await make(tx, order);
    const [{ n }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(orderInvoices)
      .where(eq(orderInvoices.orderId, orderId));
    const [row] = await tx
      .insert(orderInvoices)
      .values({
        orderId,
        number: `${order.number}/${n + 1}`,
        state: 'draft',
        feeRate: order.feeRate,
        createdByUserId: caller.userId,
      })
      .returning({ id: orderInvoices.id });
    const comment = await writeContent(tx, { id: row.id, promoId: null, clientPromoId: null, order }, content, caller);
    await tx
      .insert(orderInvoiceHistory)
      .values({ invoiceId: row.id, action, fromState: null, toState: 'draft', comment, userId: caller.userId });
    return row.id;
  });
  return readInvoice(db, id);
}

/** POST /order_invoices/{orderId}: a draft of the positions chosen. */
export function createInvoice(db: Db, orderId: number, body: InvoiceEdit, caller: InvoiceCaller) {
  return insertDraft(db, orderId, caller, 'invoice.create', (tx, order) => composeContent(tx, order, body, caller));
}

/**
 * POST /order_invoices/{orderId}/automated: the office's own (stationary) list for the service, else the order's
 * partner's list for it; positions by the autofill rule.
 */
export function createAutomatedInvoice(db: Db, orderId: number, caller: InvoiceCaller) {
  return insertDraft(db, orderId, caller, 'invoice.automatedCreate', async (tx, order) => {
    const priceListId = await automatedPriceList(tx, order, caller.scope);
    if (priceListId === null) throw invalidInvoice({ priceListId: INVOICE_MESSAGES.noPriceList });
    const lines = await autofillLines(tx, priceListId, order);
    return composeContent(tx, order, { priceListId, percentageDiscount: 0, invoicePositions: lines }, caller);
  });
}

async function automatedPriceList(tx: Tx, order: InvoiceOrder, scope: number | null): Promise<number | null> {
  const alive = and(
    eq(priceLists.serviceId, order.serviceId),
    isNull(priceLists.deletedDate),
    scope === null ? undefined : eq(priceLists.partnerId, scope),
  );
  const first = async (where: ReturnType<typeof and>) =>
    (
      await tx
        .select({ id: priceLists.id })
        .from(priceLists)
        .where(and(alive, where))
        .orderBy(asc(priceLists.id))
        .limit(1)
    )[0]?.id ?? null;
  const stationary = order.officeId === null ? null : await first(eq(priceLists.partnerOfficeId, order.officeId));
  if (stationary !== null || order.partnerId === null) return stationary;
  return first(and(eq(priceLists.partnerId, order.partnerId), isNull(priceLists.partnerOfficeId)));
}

/** The edits of a draft run on an order that takes changes (not archived, not held by another operator). */
async function editableOrder(tx: Tx, row: InvoiceRow, caller: InvoiceCaller) {
  if (caller.scope !== null && row.partnerId !== caller.scope) throw notFound(INVOICE_NOT_FOUND);
  await requireEditableOrder(tx, row.orderId, caller.userId);
  return invoiceOrder(tx, row.orderId);
}

/** PUT /order_invoices/{id}: price list, legal entity, percentage discount, comment and positions. */
export async function editInvoice(db: Db, id: number, body: InvoiceEdit, caller: InvoiceCaller) {
  await assertInScope(db, id, caller.scope);
  return runInvoiceAction(db, id, 'invoice.edit', caller.userId, async (tx, row) => {
    const order = await editableOrder(tx, row, caller);
    const kept = { partnerId: row.partnerId, id: row.partnerLegalId, invoiceId: id, priceListId: row.priceListId };
    return writeContent(tx, { ...row, order }, await composeContent(tx, order, body, caller, kept), caller);
  });
}

/** The basket replaced, the rest of the invoice as stored (its price list, entity, VAT and percentage discount). */
async function replaceLines(
  tx: Tx,
  row: InvoiceRow,
  caller: InvoiceCaller,
  lines: (order: InvoiceOrder, priceListId: number) => Promise<InvoicePositionInput[]>,
) {
  const order = await editableOrder(tx, row, caller);
  const details: Record<string, string> = {};
  const list =
    row.priceListId === null ? null : await checkPriceList(tx, row.priceListId, order.serviceId, caller.scope, details);
  if (!list) throw invalidInvoice({ priceListId: INVOICE_MESSAGES.priceListNotFound });
  const priced = await priceLines(tx, list.id, await lines(order, list.id), details, await storedLines(tx, row.id));
  if (Object.keys(details).length > 0) throw invalidInvoice(details);
  const { partnerLegalId, nds, percentageDiscount, comment } = row;
  const content = { priceListId: list.id, partnerId: list.partnerId, partnerLegalId, nds, percentageDiscount, comment };
  return writeContent(tx, { ...row, order }, { ...content, lines: priced }, caller);
}

/** PUT /order_invoices/{id}/positions: only the positions. */
export async function saveInvoicePositions(
  db: Db,
  id: number,
  invoicePositions: InvoicePositionInput[],
  caller: InvoiceCaller,
) {
  await assertInScope(db, id, caller.scope);
  return runInvoiceAction(db, id, 'invoice.edit', caller.userId, (tx, row) =>
    replaceLines(tx, row, caller, async () => invoicePositions),
  );
}

/** POST /order_invoices/{id}/autofill: the positions again from the invoice's price list by the autofill rule. */
export async function autofillInvoice(db: Db, id: number, caller: InvoiceCaller) {
  await assertInScope(db, id, caller.scope);
  return runInvoiceAction(db, id, 'invoice.autofill', caller.userId, (tx, row) =>
    replaceLines(tx, row, caller, (order, priceListId) => autofillLines(tx, priceListId, order)),
  );
}
