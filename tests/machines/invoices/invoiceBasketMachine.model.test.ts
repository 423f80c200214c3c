import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { basketDirty, basketIssues } from '../../../machines/invoices/invoiceBasket';
import { type BasketContext, invoiceBasketMachine } from '../../../machines/invoices/invoiceBasketMachine';
import type { PartnerLegal, PriceList, PriceListItem } from '../../../src/shared/schemas/invoice';
import { replayPath, shortestPaths } from '../modelPaths';
import { clientPromoFixture } from './invoicePanelFixtures';

// Every shortest path of the invoice editor's chart, replayed on the real machine with the save held by hand; what
// each state means is asserted on the way.

const list = (id: number, partnerId: number): PriceList => ({
  id,
  name: `Прайс-лист ${id}`,
  partnerId,
  partnerName: null,
  serviceId: 69,
  partnerOfficeId: null,
  deletedDate: null,
});
const item = (id: number, priceListId: number, amount: number): PriceListItem => ({
  id,
  priceListId,
  positionId: id,
  name: `Позиция ${id}`,
  unit: 'шт.',
  amount,
  deletedDate: null,
});
const legals: PartnerLegal[] = [{ id: 101, partnerId: 10, name: 'ООО «Колесо»', inn: null, nds: 20 }];

const clientPromo = clientPromoFixture(10);

const input = { orderId: 7, partnerId: 10 };
const events: EventObject[] = [
  { type: 'basket.priceLists.loaded', priceLists: [list(1, 10), list(2, 20)] },
  { type: 'basket.legals.loaded', legals },
  { type: 'basket.items.loaded', priceListId: 1, items: [item(11, 1, 1.05)] },
  { type: 'basket.items.loaded', priceListId: 2, items: [item(21, 2, 3)] },
  { type: 'basket.priceList.choose', priceListId: 1 },
  { type: 'basket.priceList.choose', priceListId: 2 },
  { type: 'basket.priceList.confirm' },
  { type: 'basket.priceList.cancel' },
  { type: 'basket.legal.choose', partnerLegalId: 101 },
  { type: 'basket.promos.loaded', clientPromos: [clientPromo] },
  { type: 'basket.promo.choose', clientPromoId: clientPromo.id },
  { type: 'basket.item.add', item: item(11, 1, 1.05) },
  { type: 'basket.item.remove', key: 'item:11' },
  { type: 'basket.line.delete', key: 'item:11' },
  { type: 'basket.quantity.set', key: 'item:11', quantity: 0 },
  { type: 'basket.discount.set', key: 'item:11', discount: 0.5 },
  { type: 'basket.percent.set', value: 5 },
  { type: 'basket.comment.set', value: 'Срочно' },
  {
    type: 'basket.restore',
    // Kept over another list than the one the walk chooses: choosing a list then asks before dropping the lines.
    draft: {
      priceListId: 2,
      partnerLegalId: null,
      percentageDiscount: 0,
      comment: 'Возвращено после входа',
      clientPromoId: null,
      lines: [
        { key: 'item:11', priceListItemId: 11, name: 'Позиция 11', unit: 'шт.', price: 1.05, quantity: 2, discount: 0 },
      ],
    },
  },
  { type: 'basket.save' },
  { type: 'xstate.done.actor.saveInvoice', output: { id: 900 } },
  {
    type: 'xstate.error.actor.saveInvoice',
    error: { message: 'Ошибка валидации', status: 400, details: { priceListId: 'Прайс-лист не для услуги заявки' } },
  },
] as EventObject[];

describe('invoiceBasketMachine, every shortest path', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const paths = shortestPaths(invoiceBasketMachine, events, input);

  it('reaches saving only with a changed draft that breaks no rule, and asks only over a filled basket', () => {
    const contextsBefore = (target: string) =>
      paths
        .filter((p) => p.steps.at(-1)!.state.value === target)
        .map((p) => p.steps.at(-2)!.state.context as unknown as BasketContext);
    expect(contextsBefore('saving').length).toBeGreaterThan(0);
    for (const context of contextsBefore('saving')) {
      expect(basketDirty(context)).toBe(true);
      expect(basketIssues(context.draft)).toEqual({});
    }
    expect(contextsBefore('confirmingPriceList').length).toBeGreaterThan(0);
    for (const context of contextsBefore('confirmingPriceList')) expect(context.draft.lines.length).toBeGreaterThan(0);
  });

  it.each(paths.map((p) => [p.steps.map((s) => (s.event as EventObject).type).join(' > '), p] as const))(
    'replays %s',
    async (_, path) => {
      await replayPath(invoiceBasketMachine, path, { input, actorNames: ['saveInvoice'], longestDelayMs: 0 });
      const last = path.steps.at(-1)!;
      const value = last.state.value as string;
      const context = last.state.context as unknown as BasketContext;
      // What each state means: the lines never hold less than one; a pending list waits only in confirmingPriceList;
      // saved holds the server's invoice; a refusal keeps the draft with the server's details.
      for (const line of context.draft.lines) expect(line.quantity).toBeGreaterThanOrEqual(1);
      expect(context.pendingPriceListId !== null).toBe(value === 'confirmingPriceList');
      if (value === 'saving') expect(context.error).toBeNull();
      if (value === 'saved') expect(context.saved).toEqual({ id: 900 });
      if (last.event.type === 'xstate.error.actor.saveInvoice') {
        expect(context.error?.details).toEqual({ priceListId: 'Прайс-лист не для услуги заявки' });
        expect(basketDirty(context)).toBe(true);
      }
    },
  );
});
