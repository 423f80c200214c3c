import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { ERROR_CODES } from '../../shared/errorCodes';
import { kopecks } from '../../shared/invoiceMoney';
import type { InvoicePositionInput } from '../../shared/schemas/invoice';
import type { DbOrTx } from '../db/db';
import { AppError } from '../errors';
import { liveItem, PRICE_LIST_NOT_FOUND } from '../pricing/priceListsRepository';
import { positions, priceListItems, priceLists } from '../pricing/pricingSchema';
import { orderInvoicePositions, partnerLegals, partnerLegalUsers } from './invoicesSchema';

// What an invoice is made of, checked against the database: the price list is alive, the
// caller's partner's and for the order's service; every basket line is an alive item of that list, once, with a
// discount no larger than its amount; the legal entity is the list's partner's. Every problem is reported at once,
// in `details` keyed as the form's fields are ('invoicePositions.2.discount').

export const INVOICE_MESSAGES = {
  priceListNotFound: PRICE_LIST_NOT_FOUND,
  priceListOfOtherService: 'Прайс-лист не для услуги заявки',
  itemNotInList: 'Позиция не из выбранного прайс-листа',
  itemTwice: 'Позиция уже есть в счёте',
  discountAboveAmount: 'Скидка больше суммы позиции',
  legalNotFound: 'Юридическое лицо не найдено',
  legalOfOtherPartner: 'Юридическое лицо другого партнёра',
  noPriceList: 'Для услуги заявки нет прайс-листа партнёра',
} as const;

type Details = Record<string, string>;

/** 400 VALIDATION_ERROR: the first problem is the message (what the toast shows), all of them in details. */
export const invalidInvoice = (details: Details) =>
  new AppError(400, ERROR_CODES.validation, Object.values(details)[0], details);

/** An alive price list the caller may use for this service; the problem goes to details.priceListId. */
export async function checkPriceList(
  db: DbOrTx,
  priceListId: number,
  serviceId: number,
  scope: number | null,
  details: Details,
) {
  const [list] = await db
    .select({ id: priceLists.id, partnerId: priceLists.partnerId, serviceId: priceLists.serviceId })
    .from(priceLists)
    .where(and(eq(priceLists.id, priceListId), isNull(priceLists.deletedDate)));
  if (!list || (scope !== null && list.partnerId !== scope)) {
    details.priceListId = INVOICE_MESSAGES.priceListNotFound;
    return null;
  }
  if (list.serviceId !== serviceId) details.priceListId = INVOICE_MESSAGES.priceListOfOtherService;
  return list;
}

/** A basket line as stored: the item's name, unit and price when it was added. */
export interface PricedLine extends InvoicePositionInput {
  name: string;
  unit: string;
  currentPrice: number;
  /** The item's price in the list now; differs from currentPrice when the line kept its price from before. */
  listPrice: number;
}

/** What an invoice already holds of an item: a line keeps its name, unit and price when the list changes later. */
export type StoredLines = ReadonlyMap<number, { name: string; unit: string; currentPrice: number }>;

/** The invoice's stored lines by price-list item (none for a new invoice or another list). */
export async function storedLines(db: DbOrTx, invoiceId: number): Promise<StoredLines> {
  const rows = await db
    .select({
      priceListItemId: orderInvoicePositions.priceListItemId,
      name: orderInvoicePositions.name,
      unit: orderInvoicePositions.unit,
      currentPrice: orderInvoicePositions.currentPrice,
    })
    .from(orderInvoicePositions)
    .where(eq(orderInvoicePositions.invoiceId, invoiceId));
  return new Map(rows.flatMap((r) => (r.priceListItemId === null ? [] : [[r.priceListItemId, r] as const])));
}

/**
 * The basket priced from the list; problems go to details.invoicePositions.{i}.*. A line the invoice already held
 * keeps its stored price (a price-list change applies to invoices made afterwards); a new line takes the list's.
 */
export async function priceLines(
  db: DbOrTx,
  priceListId: number,
  lines: readonly InvoicePositionInput[],
  details: Details,
  stored: StoredLines = new Map(),
): Promise<PricedLine[]> {
  const ids = [...new Set(lines.map((l) => l.priceListItemId))];
  const items = ids.length
    ? await db
        .select({ id: priceListItems.id, name: positions.name, unit: positions.unit, amount: priceListItems.amount })
        .from(priceListItems)
        .innerJoin(positions, eq(positions.id, priceListItems.positionId))
        .where(and(eq(priceListItems.priceListId, priceListId), inArray(priceListItems.id, ids), liveItem()))
    : [];
  const byId = new Map(items.map((i) => [i.id, i]));
  const seen = new Set<number>();
  const priced: PricedLine[] = [];
  lines.forEach((line, i) => {
    const item = byId.get(line.priceListItemId);
    const at = `invoicePositions.${i}`;
    if (!item) details[`${at}.priceListItemId`] = INVOICE_MESSAGES.itemNotInList;
    else if (seen.has(line.priceListItemId)) details[`${at}.priceListItemId`] = INVOICE_MESSAGES.itemTwice;
    seen.add(line.priceListItemId);
    if (!item) return;
    const kept = stored.get(line.priceListItemId);
    const currentPrice = kept?.currentPrice ?? item.amount;
    if (kopecks(line.discount) > kopecks(currentPrice * line.quantity))
      details[`${at}.discount`] = INVOICE_MESSAGES.discountAboveAmount;
    priced.push({
      ...line,
      name: kept?.name ?? item.name,
      unit: kept?.unit ?? item.unit,
      currentPrice,
      listPrice: item.amount,
    });
  });
  return priced;
}

export interface ChosenLegal {
  id: number | null;
  name: string | null;
  /** VAT percent of the legal entity; null works without VAT. */
  nds: number | null;
}

const legalColumns = {
  id: partnerLegals.id,
  name: partnerLegals.name,
  partnerId: partnerLegals.partnerId,
  nds: partnerLegals.nds,
};

/**
 * The legal entity the invoice is issued by: the one asked for (it must be the partner's), else the user's own
 * entity of that partner (partner_legal_users), else the partner's first alive one, else none.
 */
export async function chooseLegal(
  db: DbOrTx,
  partnerId: number,
  asked: number | null | undefined,
  userId: number | null,
  details: Details,
): Promise<ChosenLegal> {
  if (asked) {
    const [legal] = await db
      .select(legalColumns)
      .from(partnerLegals)
      .where(and(eq(partnerLegals.id, asked), isNull(partnerLegals.deletedDate)));
    if (!legal) details.partnerLegalId = INVOICE_MESSAGES.legalNotFound;
    else if (legal.partnerId !== partnerId) details.partnerLegalId = INVOICE_MESSAGES.legalOfOtherPartner;
    return legal && legal.partnerId === partnerId ? legal : { id: null, name: null, nds: null };
  }
  const own =
    userId === null
      ? []
      : await db
          .select(legalColumns)
          .from(partnerLegalUsers)
          .innerJoin(partnerLegals, eq(partnerLegals.id, partnerLegalUsers.partnerLegalId))
          .where(
            and(
              eq(partnerLegalUsers.userId, userId),
              eq(partnerLegals.partnerId, partnerId),
              isNull(partnerLegals.deletedDate),
            ),
          )
          .orderBy(asc(partnerLegalUsers.id))
          .limit(1);
  const [legal] = own.length
    ? own
    : await db
        .select(legalColumns)
        .from(partnerLegals)
        .where(and(eq(partnerLegals.partnerId, partnerId), isNull(partnerLegals.deletedDate)))
        .orderBy(asc(partnerLegals.id))
        .limit(1);
  return legal ?? { id: null, name: null, nds: null };
}
