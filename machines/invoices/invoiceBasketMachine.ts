import { type ActorRefFrom, assign, fromPromise, setup } from 'xstate';
import { computeInvoice, type InvoiceMoney, round2 } from '../../src/shared/invoiceMoney';
import type { ClientPromo } from '../../src/shared/schemas/clients/clientExtras';
import {
  type Invoice,
  type InvoiceEdit,
  invoiceEditSchema,
  type PartnerLegal,
  type PriceList,
  type PriceListItem,
} from '../../src/shared/schemas/invoice';
import type { SessionError } from '../session/sessionTypes';
import {
  addItem,
  type BasketDraft,
  basketBody,
  basketDirty,
  basketIssues,
  basketQuantity,
  draftOf,
  removeItem,
  updateLine,
} from './invoiceBasket';

// The invoice editor: the basket of positions picked from one price list (rules in ./invoiceBasket), the invoice's
// percentage discount, legal entity and comment, and the save. Every edit is a pure assign; the money preview uses the
// server's own computeInvoice.

export type BasketError = SessionError & { details?: Record<string, string> };

export interface BasketContext {
  orderId: number;
  invoiceId: number | null;
  /** The order's partner: whose legal entities are offered before a price list is chosen. */
  partnerId: number | null;
  /** VAT of the loaded invoice: the preview's rate while its legal entity is not among the loaded ones. */
  loadedNds: number | null;
  loaded: BasketDraft;
  draft: BasketDraft;
  priceLists: PriceList[];
  legals: PartnerLegal[];
  /** Items of the draft's price list. */
  items: PriceListItem[];
  /** The order's client's promos (inactive ones too: the invoice may hold one that went inactive since). */
  clientPromos: ClientPromo[];
  /** A list chosen over a filled basket, waiting for the user to agree to lose the lines. */
  pendingPriceListId: number | null;
  /** 'Сохранить' was pressed: every rule's message shows, the required price list's too. */
  attempted: boolean;
  error: BasketError | null;
  saved: Invoice | null;
}

export type BasketEvent =
  | { type: 'basket.priceLists.loaded'; priceLists: PriceList[] }
  | { type: 'basket.legals.loaded'; legals: PartnerLegal[] }
  | { type: 'basket.items.loaded'; priceListId: number; items: PriceListItem[] }
  | { type: 'basket.promos.loaded'; clientPromos: ClientPromo[] }
  | { type: 'basket.promo.choose'; clientPromoId: number | null }
  | { type: 'basket.priceList.choose'; priceListId: number }
  | { type: 'basket.priceList.confirm' }
  | { type: 'basket.priceList.cancel' }
  | { type: 'basket.legal.choose'; partnerLegalId: number | null }
  /** A click on a price-list item: one more of it. */
  | { type: 'basket.item.add'; item: PriceListItem }
  /** '−': one less; the last one goes. */
  | { type: 'basket.item.remove'; key: string }
  /** The line's 'Удалить'. */
  | { type: 'basket.line.delete'; key: string }
  | { type: 'basket.quantity.set'; key: string; quantity: number }
  | { type: 'basket.discount.set'; key: string; discount: number }
  | { type: 'basket.percent.set'; value: number }
  | { type: 'basket.comment.set'; value: string }
  /** Values kept when the session ended, put back after the login (not saved until 'Сохранить'). */
  | { type: 'basket.restore'; draft: BasketDraft }
  | { type: 'basket.save' };

/** The messages the editor shows: the server's answer to the last save, else the rules (the price list once saved). */
export function basketFieldErrors(
  context: Pick<BasketContext, 'draft' | 'attempted' | 'error'>,
): Record<string, string> {
  if (context.error?.details) return context.error.details;
  const issues = basketIssues(context.draft);
  if (!context.attempted) delete issues.priceListId;
  return issues;
}

/** Legal entities of the price list's partner (the order's partner before a list is chosen). */
export function legalOptions(
  context: Pick<BasketContext, 'draft' | 'priceLists' | 'legals' | 'partnerId'>,
): PartnerLegal[] {
  const partnerId = context.priceLists.find((p) => p.id === context.draft.priceListId)?.partnerId ?? context.partnerId;
  return context.legals.filter((l) => l.partnerId === partnerId);
}

/** The VAT the server will apply: the chosen entity's; with none chosen, the partner's first entity (its default). */
export function previewNds(context: BasketContext): number | null {
  const { draft, loaded } = context;
  const chosen = context.legals.find((l) => l.id === draft.partnerLegalId);
  if (chosen) return chosen.nds;
  if (draft.partnerLegalId !== null) return draft.partnerLegalId === loaded.partnerLegalId ? context.loadedNds : null;
  return legalOptions(context)[0]?.nds ?? null;
}

/** The totals as the server will compute them from this draft. */
export function basketMoney(context: BasketContext): InvoiceMoney {
  const finite = (v: number) => (Number.isFinite(v) ? v : 0);
  return computeInvoice({
    positions: context.draft.lines.map((l) => ({
      currentPrice: l.price,
      quantity: l.quantity,
      discount: finite(l.discount),
    })),
    percentageDiscount: finite(context.draft.percentageDiscount),
    nds: previewNds(context),
    promo: context.clientPromos.find((p) => p.id === context.draft.clientPromoId)?.promo ?? null,
  });
}

/** The promos the editor offers: the client's active ones, and the one the invoice holds even if inactive now. */
export const promoOptions = (context: Pick<BasketContext, 'clientPromos' | 'loaded'>): ClientPromo[] =>
  context.clientPromos.filter((p) => p.deletedDate === null || p.id === context.loaded.clientPromoId);

/** A new list: the basket empties, the items go, the legal entity follows the list's partner. */
function withPriceList(context: BasketContext, priceListId: number): Partial<BasketContext> {
  const list = context.priceLists.find((p) => p.id === priceListId);
  const current = context.legals.find((l) => l.id === context.draft.partnerLegalId);
  const keepLegal = context.draft.partnerLegalId !== null && (!current || current.partnerId === list?.partnerId);
  const partnerLegalId = keepLegal
    ? context.draft.partnerLegalId
    : (context.legals.find((l) => l.partnerId === list?.partnerId)?.id ?? null);
  return {
    draft: { ...context.draft, priceListId, partnerLegalId, lines: [] },
    items: [],
    pendingPriceListId: null,
    error: null,
  };
}

const toBasketError = (error: unknown): BasketError => {
  const e = error as Partial<BasketError> | undefined;
  return { message: e?.message ?? String(error), errorCode: e?.errorCode, status: e?.status, details: e?.details };
};

/** A loaded list other than the draft's. */
const isOtherList = (context: BasketContext, priceListId: number) =>
  priceListId !== context.draft.priceListId && context.priceLists.some((p) => p.id === priceListId);

type EditEvent =
  | Extract<BasketEvent, { key: string }>
  | Extract<
      BasketEvent,
      {
        type:
          | 'basket.item.add'
          | 'basket.percent.set'
          | 'basket.comment.set'
          | 'basket.legal.choose'
          | 'basket.promo.choose';
      }
    >;

function editDraft(draft: BasketDraft, event: EditEvent): BasketDraft {
  switch (event.type) {
    case 'basket.item.add':
      return { ...draft, lines: addItem(draft.lines, event.item) };
    case 'basket.item.remove':
      return { ...draft, lines: removeItem(draft.lines, event.key) };
    case 'basket.line.delete':
      return { ...draft, lines: draft.lines.filter((l) => l.key !== event.key) };
    case 'basket.quantity.set':
      return { ...draft, lines: updateLine(draft.lines, event.key, { quantity: basketQuantity(event.quantity) }) };
    case 'basket.discount.set':
      return {
        ...draft,
        lines: updateLine(draft.lines, event.key, {
          discount: Number.isFinite(event.discount) ? round2(event.discount) : event.discount,
        }),
      };
    case 'basket.percent.set':
      return { ...draft, percentageDiscount: Number.isFinite(event.value) ? round2(event.value) : event.value };
    case 'basket.comment.set':
      return { ...draft, comment: event.value };
    case 'basket.legal.choose':
      return { ...draft, partnerLegalId: event.partnerLegalId };
    case 'basket.promo.choose':
      return { ...draft, clientPromoId: event.clientPromoId };
  }
}

/** The lists the view loads arrive in every state but the final one. */
const LOADS = {
  'basket.priceLists.loaded': { actions: 'takePriceLists' },
  'basket.legals.loaded': { actions: 'takeLegals' },
  'basket.items.loaded': { guard: 'itemsOfDraftList', actions: 'takeItems' },
  'basket.promos.loaded': { actions: 'takePromos' },
} as const;

/**
 * editing (pure edits) -> saving -> saved (final, output: the invoice as the server answered), or back to editing
 * with the refusal and everything typed kept. A list chosen over a filled basket waits in confirmingPriceList.
 * `saveInvoice` (create when there is no invoice id, else update) is provided by the API wiring.
 */
export const invoiceBasketMachine = setup({
  types: {
    context: {} as BasketContext,
    events: {} as BasketEvent,
    input: {} as { orderId: number; partnerId: number | null; invoice?: Invoice | null },
    output: {} as Invoice | null,
  },
  actors: {
    saveInvoice: fromPromise<Invoice, { orderId: number; invoiceId: number | null; body: InvoiceEdit }>(async () => {
      throw new Error('saveInvoice is provided by the API wiring');
    }),
  },
  actions: {
    takePriceLists: assign({
      priceLists: ({ event }) => (event.type === 'basket.priceLists.loaded' ? event.priceLists : []),
    }),
    takeLegals: assign({ legals: ({ event }) => (event.type === 'basket.legals.loaded' ? event.legals : []) }),
    takePromos: assign({
      clientPromos: ({ event }) => (event.type === 'basket.promos.loaded' ? event.clientPromos : []),
    }),
    /**
     * Prices come from the list as the server will take them: a line the invoice already held keeps its stored
     * price (a price-list change applies to invoices made afterwards), any other takes the list's.
     */
    takeItems: assign(({ context, event }) => {
      const items = event.type === 'basket.items.loaded' ? event.items : [];
      const byId = new Map(items.map((i) => [i.id, i]));
      const sameList = context.loaded.priceListId === context.draft.priceListId;
      const stored = new Set(sameList ? context.loaded.lines.map((l) => l.key) : []);
      const lines = context.draft.lines.map((l) => {
        const item = l.priceListItemId === null || stored.has(l.key) ? undefined : byId.get(l.priceListItemId);
        return item ? { ...l, name: item.name, unit: item.unit, price: item.amount } : l;
      });
      return { items, draft: { ...context.draft, lines } };
    }),
    /** Any edit of the draft; a refusal shown for the old values goes with them. */
    edit: assign(({ context, event }) => ({ draft: editDraft(context.draft, event as EditEvent), error: null })),
  },
  guards: {
    otherList: ({ context, event }) =>
      event.type === 'basket.priceList.choose' && isOtherList(context, event.priceListId),
    otherListOverLines: ({ context, event }) =>
      event.type === 'basket.priceList.choose' &&
      isOtherList(context, event.priceListId) &&
      context.draft.lines.length > 0,
    /** An answer for a list no longer chosen is dropped. */
    itemsOfDraftList: ({ context, event }) =>
      event.type === 'basket.items.loaded' && event.priceListId === context.draft.priceListId,
    itemOfList: ({ context, event }) =>
      event.type === 'basket.item.add' && event.item.priceListId === context.draft.priceListId,
    canSave: ({ context }) => basketDirty(context) && Object.keys(basketIssues(context.draft)).length === 0,
  },
}).createMachine({
  id: 'invoiceBasket',
  context: ({ input }) => ({
    orderId: input.orderId,
    invoiceId: input.invoice?.id ?? null,
    partnerId: input.partnerId,
    loadedNds: input.invoice?.nds ?? null,
    loaded: draftOf(input.invoice),
    draft: draftOf(input.invoice),
    priceLists: [],
    legals: [],
    items: [],
    clientPromos: [],
    pendingPriceListId: null,
    attempted: false,
    error: null,
    saved: null,
  }),
  output: ({ context }) => context.saved,
  initial: 'editing',
  states: {
    editing: {
      on: {
        ...LOADS,
        'basket.priceList.choose': [
          {
            guard: 'otherListOverLines',
            target: 'confirmingPriceList',
            actions: assign({ pendingPriceListId: ({ event }) => event.priceListId }),
          },
          { guard: 'otherList', actions: assign(({ context, event }) => withPriceList(context, event.priceListId)) },
        ],
        'basket.item.add': { guard: 'itemOfList', actions: 'edit' },
        'basket.item.remove': { actions: 'edit' },
        'basket.line.delete': { actions: 'edit' },
        'basket.quantity.set': { actions: 'edit' },
        'basket.discount.set': { actions: 'edit' },
        'basket.percent.set': { actions: 'edit' },
        'basket.comment.set': { actions: 'edit' },
        'basket.legal.choose': { actions: 'edit' },
        'basket.promo.choose': { actions: 'edit' },
        'basket.restore': { actions: assign({ draft: ({ event }) => event.draft, error: null }) },
        'basket.save': [
          { guard: 'canSave', target: 'saving', actions: assign({ attempted: true, error: null }) },
          { actions: assign({ attempted: true }) },
        ],
      },
    },
    confirmingPriceList: {
      on: {
        ...LOADS,
        'basket.priceList.confirm': {
          target: 'editing',
          actions: assign(({ context }) => withPriceList(context, context.pendingPriceListId!)),
        },
        'basket.priceList.cancel': { target: 'editing', actions: assign({ pendingPriceListId: null }) },
      },
    },
    saving: {
      tags: ['busy'],
      on: LOADS,
      invoke: {
        id: 'saveInvoice',
        src: 'saveInvoice',
        input: ({ context }) => ({
          orderId: context.orderId,
          invoiceId: context.invoiceId,
          body: invoiceEditSchema.parse(basketBody(context.draft)),
        }),
        onDone: { target: 'saved', actions: assign({ saved: ({ event }) => event.output }) },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => toBasketError(event.error) }) },
      },
    },
    saved: { type: 'final' },
  },
});

/** The running editor as the view's parts receive it. */
export type InvoiceBasketActor = ActorRefFrom<typeof invoiceBasketMachine>;
