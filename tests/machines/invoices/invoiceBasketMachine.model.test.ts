import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { type BasketDraft, type BasketLine, basketDirty, basketIssues } from '../../../machines/invoices/invoiceBasket';
import { invoiceBasketMachine } from '../../../machines/invoices/invoiceBasketMachine';
import type { Invoice, PartnerLegal, PriceList, PriceListItem } from '../../../src/shared/schemas/invoice';
import { expectContext, tableRow } from '../liveChecks';
import { type Path, replayPath, shortestPaths, type WalkEvent, walkEvent } from '../modelPaths';
import {
  CLICKED,
  EMPTY,
  item,
  LEGALS,
  LISTED,
  LISTS,
  line,
  PROMO,
  REFUSAL,
  SAVED,
  STARTS,
} from './invoiceBasketFixtures';

// Every shortest path of the invoice editor's chart on a live actor with the save held by hand, walked for a new
// invoice and for a stored one (its list chosen, a line at its stored price), so each guard takes both outcomes.
// After every step the check asserts, from the path's events: the state the step leads to; the state's tags, the
// save pending and the body it was given; the events taken (an item only of the draft's list, items only for the
// draft's list, another loaded list only, the save whatever the draft); and the editor in context: the draft as the
// edits made it (one more of an item, the last one goes, a quantity never below one, money rounded to kopecks), a
// new list emptying the basket (asked first over a filled one) with the legal entity following its partner, the
// list's price for a line the invoice did not hold and the stored price for one it did, 'Сохранить' pressed, the
// refusal kept with everything typed until the next edit, and the server's invoice once saved (the editor's output).
// The basket's rules themselves (the schema, dirty) are the rules module's, tested in invoiceBasketMachine.test.ts.

type Ev = WalkEvent;
const ev = walkEvent;
const events: Ev[] = [
  ev({ type: 'basket.priceLists.loaded', priceLists: LISTS }),
  ev({ type: 'basket.legals.loaded', legals: LEGALS }),
  ev({ type: 'basket.items.loaded', priceListId: 1, items: [LISTED] }),
  ev({ type: 'basket.items.loaded', priceListId: 2, items: [item(21, 2, 3)] }),
  ev({ type: 'basket.priceList.choose', priceListId: 1 }),
  ev({ type: 'basket.priceList.choose', priceListId: 2 }),
  { type: 'basket.priceList.confirm' },
  { type: 'basket.priceList.cancel' },
  ev({ type: 'basket.legal.choose', partnerLegalId: 101 }),
  ev({ type: 'basket.promos.loaded', clientPromos: [PROMO] }),
  ev({ type: 'basket.promo.choose', clientPromoId: PROMO.id }),
  ev({ type: 'basket.item.add', item: CLICKED }),
  ev({ type: 'basket.item.remove', key: 'item:11' }),
  ev({ type: 'basket.line.delete', key: 'item:11' }),
  ev({ type: 'basket.quantity.set', key: 'item:11', quantity: 0 }),
  ev({ type: 'basket.discount.set', key: 'item:11', discount: 0.505 }),
  ev({ type: 'basket.percent.set', value: 5.555 }),
  ev({ type: 'basket.comment.set', value: '  Срочно ' }),
  // Kept over another list than the one the walk chooses: choosing a list then asks before dropping the lines.
  ev({
    type: 'basket.restore',
    draft: { ...EMPTY, priceListId: 2, comment: 'Возвращено после входа', lines: [line(1.05, 2)] },
  }),
  { type: 'basket.save' },
  ev({ type: 'xstate.done.actor.saveInvoice', output: SAVED }),
  ev({ type: 'xstate.error.actor.saveInvoice', error: REFUSAL }),
];
/** An event as the tables name it: its type, and the list it names. */
const label = (e: Ev) => (e.priceListId === undefined ? e.type : `${e.type}(${e.priceListId})`);
const USER_EVENTS = events.filter((e) => !e.type.startsWith('xstate.'));

const LOADS = ['basket.priceLists.loaded', 'basket.legals.loaded', 'basket.promos.loaded'];
const EDITS = [
  ...LOADS,
  ...['item.remove', 'line.delete', 'quantity.set', 'discount.set', 'percent.set', 'comment.set'],
  ...['legal.choose', 'promo.choose', 'restore', 'save'],
].map((t) => (t.startsWith('basket.') ? t : `basket.${t}`));
/** Per state: its tags, the calls pending, the events it takes whatever the draft, whether it edits the draft. */
const STATES: Record<string, { tags: string[]; pending: string[]; takes: string[]; edits: boolean }> = {
  editing: { tags: [], pending: [], takes: EDITS, edits: true },
  confirmingPriceList: {
    tags: [],
    pending: [],
    takes: [...LOADS, 'basket.priceList.confirm', 'basket.priceList.cancel'],
    edits: false,
  },
  saving: { tags: ['busy'], pending: ['saveInvoice'], takes: LOADS, edits: false },
  saved: { tags: [], pending: [], takes: [], edits: false },
};

const round2 = (n: number) => Math.round(n * 100) / 100;
const onLine = (lines: BasketLine[], key: string, patch: (l: BasketLine) => Partial<BasketLine>) =>
  lines.map((l) => (l.key === key ? { ...l, ...patch(l) } : l));

/** The per-step check for one replay of `path` from `start`. */
function basketMeaning(path: Path, start: (typeof STARTS)[string]) {
  const stored = start.input.invoice;
  // The editor as the events made it.
  const ed = {
    orderId: 7,
    invoiceId: stored?.id ?? null,
    partnerId: 10,
    loadedNds: stored?.nds ?? null,
    loaded: start.draft,
    draft: start.draft,
    priceLists: [] as PriceList[],
    legals: [] as PartnerLegal[],
    items: [] as PriceListItem[],
    clientPromos: [] as unknown[],
    pendingPriceListId: null as number | null,
    attempted: false,
    error: null as unknown,
    saved: null as Invoice | null,
  };
  const edit = (patch: Partial<BasketDraft>) => Object.assign(ed, { draft: { ...ed.draft, ...patch }, error: null });
  /** A new list: the basket and the items go; the legal entity stays only if it is the new partner's (or unknown). */
  const takeList = (priceListId: number) => {
    const partnerId = ed.priceLists.find((l) => l.id === priceListId)?.partnerId;
    const current = ed.legals.find((l) => l.id === ed.draft.partnerLegalId);
    const keep = ed.draft.partnerLegalId !== null && (!current || current.partnerId === partnerId);
    const partnerLegalId = keep
      ? ed.draft.partnerLegalId
      : (ed.legals.find((l) => l.partnerId === partnerId)?.id ?? null);
    edit({ priceListId, partnerLegalId, lines: [] });
    Object.assign(ed, { items: [], pendingPriceListId: null });
  };
  let step = 0;
  let from = 'editing';

  return (snapshot: AnyMachineSnapshot, after: string) => {
    const event = path.steps[step++].event as Ev;
    const key = event.key as string;
    let to = from;
    switch (event.type) {
      case 'basket.priceLists.loaded':
        ed.priceLists = event.priceLists as PriceList[];
        break;
      case 'basket.legals.loaded':
        ed.legals = event.legals as PartnerLegal[];
        break;
      case 'basket.promos.loaded':
        ed.clientPromos = event.clientPromos as unknown[];
        break;
      case 'basket.items.loaded': {
        // A line the invoice held on this list keeps its stored price; any other takes the list's.
        const items = event.items as PriceListItem[];
        const held = ed.loaded.priceListId === ed.draft.priceListId ? ed.loaded.lines.map((l) => l.key) : [];
        const lines = ed.draft.lines.map((l) => {
          const it = held.includes(l.key) ? undefined : items.find((i) => i.id === l.priceListItemId);
          return it ? { ...l, name: it.name, unit: it.unit, price: it.amount } : l;
        });
        Object.assign(ed, { items, draft: { ...ed.draft, lines } });
        break;
      }
      case 'basket.priceList.choose':
        if (ed.draft.lines.length > 0) {
          ed.pendingPriceListId = event.priceListId as number;
          to = 'confirmingPriceList';
        } else takeList(event.priceListId as number);
        break;
      case 'basket.priceList.confirm':
        takeList(ed.pendingPriceListId!);
        to = 'editing';
        break;
      case 'basket.priceList.cancel':
        ed.pendingPriceListId = null;
        to = 'editing';
        break;
      case 'basket.item.add': {
        const it = event.item as PriceListItem;
        const has = ed.draft.lines.some((l) => l.key === `item:${it.id}`);
        edit({
          lines: has
            ? onLine(ed.draft.lines, `item:${it.id}`, (l) => ({ quantity: l.quantity + 1 }))
            : [...ed.draft.lines, { ...line(it.amount), key: `item:${it.id}`, priceListItemId: it.id, name: it.name }],
        });
        break;
      }
      case 'basket.item.remove': {
        const one = ed.draft.lines.find((l) => l.key === key)?.quantity === 1;
        edit({
          lines: one
            ? ed.draft.lines.filter((l) => l.key !== key)
            : onLine(ed.draft.lines, key, (l) => ({ quantity: l.quantity - 1 })),
        });
        break;
      }
      case 'basket.line.delete':
        edit({ lines: ed.draft.lines.filter((l) => l.key !== key) });
        break;
      case 'basket.quantity.set':
        edit({
          lines: onLine(ed.draft.lines, key, () => ({ quantity: Math.max(1, Math.trunc(event.quantity as number)) })),
        });
        break;
      case 'basket.discount.set':
        edit({ lines: onLine(ed.draft.lines, key, () => ({ discount: round2(event.discount as number) })) });
        break;
      case 'basket.percent.set':
        edit({ percentageDiscount: round2(event.value as number) });
        break;
      case 'basket.comment.set':
        edit({ comment: event.value as string });
        break;
      case 'basket.legal.choose':
        edit({ partnerLegalId: event.partnerLegalId as number });
        break;
      case 'basket.promo.choose':
        edit({ clientPromoId: event.clientPromoId as number });
        break;
      case 'basket.restore':
        Object.assign(ed, { draft: event.draft, error: null });
        break;
      case 'basket.save':
        // Sent only when the draft differs from what was loaded and breaks no rule; pressed either way.
        ed.attempted = true;
        if (basketDirty(ed) && Object.keys(basketIssues(ed.draft)).length === 0) {
          ed.error = null;
          to = 'saving';
        }
        break;
      case 'xstate.done.actor.saveInvoice':
        ed.saved = event.output as Invoice;
        to = 'saved';
        break;
      case 'xstate.error.actor.saveInvoice':
        ed.error = { ...REFUSAL, errorCode: undefined };
        to = 'editing';
        break;
    }
    const state = snapshot.value as string;
    const at = `${state} after ${label(event)}`;
    expect(state, `after ${after}: where the step leads`).toBe(to);
    from = state;

    // The state's tags, the save pending and the events taken.
    const meaning = tableRow(STATES, state, snapshot, at);
    expect(Object.keys(snapshot.children).sort(), `${at}: calls pending`).toEqual(meaning.pending);
    const { draft } = ed;
    const guarded = USER_EVENTS.filter((e) =>
      e.type === 'basket.items.loaded'
        ? state !== 'saved' && e.priceListId === draft.priceListId
        : e.type === 'basket.priceList.choose'
          ? meaning.edits && e.priceListId !== draft.priceListId && ed.priceLists.some((l) => l.id === e.priceListId)
          : e.type === 'basket.item.add' &&
            meaning.edits &&
            (e.item as PriceListItem).priceListId === draft.priceListId,
    );
    const takes = [...new Set(USER_EVENTS.filter((e) => snapshot.can(e)).map(label))];
    expect(takes.sort(), `${at}: events taken`).toEqual([...meaning.takes, ...guarded.map(label)].sort());
    if (state === 'saving')
      expect(snapshot.children.saveInvoice!.getSnapshot().input, `${at}: what is saved`).toEqual({
        orderId: 7,
        invoiceId: ed.invoiceId,
        body: {
          priceListId: draft.priceListId,
          partnerLegalId: draft.partnerLegalId,
          percentageDiscount: draft.percentageDiscount,
          comment: draft.comment.trim() || undefined,
          clientPromoId: draft.clientPromoId,
          invoicePositions: draft.lines.map((l) => ({
            priceListItemId: l.priceListItemId,
            quantity: l.quantity,
            discount: l.discount,
          })),
        },
      });

    // The editor in context is the one the events made; once saved, its output is the server's invoice.
    expectContext(snapshot.context, ed, at);
    expect(snapshot.status, at).toBe(state === 'saved' ? 'done' : 'active');
    if (state === 'saved') expect(snapshot.output, `${at}: output`).toEqual(SAVED);
  };
}

const title = (p: Path) => p.steps.map((s) => label(s.event as Ev)).join(' > ');
const replay = (path: Path, start: (typeof STARTS)[string]) =>
  replayPath(invoiceBasketMachine, path, {
    input: start.input,
    actorNames: ['saveInvoice'],
    longestDelayMs: 0,
    check: basketMeaning(path, start),
  });

describe.each(Object.entries(STARTS))('invoiceBasketMachine for %s, every shortest path', (_, start) => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const paths = shortestPaths(invoiceBasketMachine, events, start.input);

  it.each(paths.map((p) => [title(p), p] as const))('replays %s', async (_, path) => {
    await replay(path, start);
  });
});

// The walk keys a state by (previous value, event, value), not by the context: after a refusal it walks no edit, no
// restore and no new list, since those steps were walked before any save. This path refuses the save three times and
// goes on each way, replayed with the same check.
const find = (type: string, priceListId?: number) =>
  events.find((e) => e.type === type && (priceListId === undefined || e.priceListId === priceListId))!;
const refused: [Ev, string] = [find('xstate.error.actor.saveInvoice'), 'editing'];
const save: [Ev, string] = [find('basket.save'), 'saving'];
const AFTER_REFUSALS: [Ev, string][] = [
  [find('basket.priceLists.loaded'), 'editing'],
  [find('basket.legals.loaded'), 'editing'],
  [find('basket.priceList.choose', 1), 'editing'],
  [find('basket.item.add'), 'editing'],
  save,
  refused,
  [find('basket.comment.set'), 'editing'],
  save,
  refused,
  [find('basket.restore'), 'editing'],
  save,
  refused,
  [find('basket.priceList.choose', 1), 'confirmingPriceList'],
  [find('basket.priceList.confirm'), 'editing'],
  [find('basket.item.add'), 'editing'],
  save,
  [find('xstate.done.actor.saveInvoice'), 'saved'],
];

describe('invoiceBasketMachine, edits after a refused save', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps everything typed with the refusal, and forgets the refusal at the next edit, restore or list', async () => {
    const steps = [[{ type: 'xstate.init' }, 'editing'] as [Ev, string], ...AFTER_REFUSALS];
    const path = { steps: steps.map(([event, value]) => ({ event, state: { value } })) } as unknown as Path;
    await replay(path, STARTS['a new invoice']);
  });
});
