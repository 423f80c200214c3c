import { kopecks } from '../../src/shared/invoiceMoney';
import { type Invoice, invoiceEditSchema, type PriceListItem } from '../../src/shared/schemas/invoice';

// The invoice editor's basket lines (the price-list basket, a line's minimum quantity is 1): the basket's rules as
// pure functions over the draft; machines/invoices/invoiceBasketMachine calls them.

export const DISCOUNT_ABOVE_AMOUNT = 'Скидка больше суммы позиции';
/** A basket line never holds less than one. */
export const BASKET_MIN_QUANTITY = 1;

export interface BasketLine {
  /** The row's identity: the price-list item, or the stored position when its item is gone. */
  key: string;
  priceListItemId: number | null;
  name: string;
  unit: string;
  price: number;
  quantity: number;
  /** Money off the line as typed (NaN when the text is not a number: the rules report it). */
  discount: number;
}

export interface BasketDraft {
  priceListId: number | null;
  partnerLegalId: number | null;
  percentageDiscount: number;
  comment: string;
  lines: BasketLine[];
  /** The client's promo applied to the invoice (one use of it), or none. */
  clientPromoId: number | null;
}

const itemKey = (priceListItemId: number) => `item:${priceListItemId}`;

export function draftOf(invoice: Invoice | null | undefined): BasketDraft {
  return {
    priceListId: invoice?.priceListId ?? null,
    partnerLegalId: invoice?.partnerLegalId ?? null,
    percentageDiscount: invoice?.percentageDiscount ?? 0,
    comment: invoice?.comment ?? '',
    clientPromoId: invoice?.clientPromoId ?? null,
    lines: (invoice?.invoicePositions ?? []).map((p) => ({
      key: p.priceListItemId === null ? `position:${p.id}` : itemKey(p.priceListItemId),
      ...{
        priceListItemId: p.priceListItemId,
        name: p.name,
        unit: p.unit,
        price: p.currentPrice,
        quantity: p.quantity,
        discount: p.discount,
      },
    })),
  };
}

/** An item already in the basket gets one more, a new one starts at one. */
export function addItem(lines: readonly BasketLine[], item: PriceListItem): BasketLine[] {
  const key = itemKey(item.id);
  if (lines.some((l) => l.key === key))
    return lines.map((l) => (l.key === key ? { ...l, quantity: l.quantity + 1 } : l));
  return [
    ...lines,
    {
      key,
      priceListItemId: item.id,
      name: item.name,
      unit: item.unit,
      price: item.amount,
      quantity: BASKET_MIN_QUANTITY,
      discount: 0,
    },
  ];
}

/** One less; at one (or nothing sensible) the line is removed. */
export function removeItem(lines: readonly BasketLine[], key: string): BasketLine[] {
  const line = lines.find((l) => l.key === key);
  if (!line) return [...lines];
  if (!Number.isFinite(line.quantity) || line.quantity <= BASKET_MIN_QUANTITY)
    return lines.filter((l) => l.key !== key);
  return lines.map((l) => (l.key === key ? { ...l, quantity: l.quantity - 1 } : l));
}

/** A quantity below the minimum (0, negative, not a number) becomes 1; a fraction is cut to whole. */
export const basketQuantity = (quantity: number): number =>
  Number.isFinite(quantity) && quantity >= BASKET_MIN_QUANTITY ? Math.trunc(quantity) : BASKET_MIN_QUANTITY;

export const updateLine = (lines: readonly BasketLine[], key: string, patch: Partial<BasketLine>) =>
  lines.map((l) => (l.key === key ? { ...l, ...patch } : l));

/** What 'Сохранить' sends, before the schema's parse. */
export const basketBody = ({
  priceListId,
  partnerLegalId,
  percentageDiscount,
  comment,
  clientPromoId,
  lines,
}: BasketDraft) => ({
  ...{ priceListId, partnerLegalId, percentageDiscount, comment, clientPromoId },
  invoicePositions: lines.map((l) => ({
    priceListItemId: l.priceListItemId,
    quantity: l.quantity,
    discount: l.discount,
  })),
});

/** Field path ('invoicePositions.2.discount', as the server's details name it) -> the first message of its rules. */
export function basketIssues(draft: BasketDraft): Record<string, string> {
  const issues: Record<string, string> = {};
  const parsed = invoiceEditSchema.safeParse(basketBody(draft));
  if (!parsed.success) for (const issue of parsed.error.issues) issues[issue.path.join('.')] ??= issue.message;
  draft.lines.forEach((l, i) => {
    if (Number.isFinite(l.discount) && kopecks(l.discount) > kopecks(l.price * l.quantity))
      issues[`invoicePositions.${i}.discount`] ??= DISCOUNT_ABOVE_AMOUNT;
  });
  return issues;
}

const sameDraft = (a: BasketDraft, b: BasketDraft) =>
  JSON.stringify({ ...basketBody(a), comment: a.comment.trim() }) ===
  JSON.stringify({ ...basketBody(b), comment: b.comment.trim() });

/** The draft differs from the loaded invoice (or from an empty one). */
export const basketDirty = ({ loaded, draft }: { loaded: BasketDraft; draft: BasketDraft }) =>
  !sameDraft(loaded, draft);
