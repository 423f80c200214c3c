import type { BasketDraft, BasketLine } from '../../../machines/invoices/invoiceBasket';
import type { Invoice, PartnerLegal, PriceList, PriceListItem } from '../../../src/shared/schemas/invoice';
import { clientPromoFixture, invoice } from './invoicePanelFixtures';

// The invoice editor's lists, items and invoices for its model suite: two lists of two partners, one legal entity, a
// client's promo, an item whose list price changed after it was clicked, and a stored invoice holding it at its old
// price.

export const list = (id: number, partnerId: number): PriceList => ({
  id,
  name: `Прайс-лист ${id}`,
  partnerId,
  partnerName: null,
  serviceId: 69,
  partnerOfficeId: null,
  deletedDate: null,
});
export const item = (id: number, priceListId: number, amount: number): PriceListItem => ({
  id,
  priceListId,
  positionId: id,
  name: `Позиция ${id}`,
  unit: 'шт.',
  amount,
  deletedDate: null,
});
export const LISTS = [list(1, 10), list(2, 20)];
export const LEGALS: PartnerLegal[] = [{ id: 101, partnerId: 10, name: 'ООО «Колесо»', inn: null, nds: 20 }];
export const PROMO = clientPromoFixture(10);
/** The item as the user clicks it, and as list 1 answers it later: the list's price has changed since. */
export const CLICKED = item(11, 1, 1.05);
export const LISTED = item(11, 1, 1.2);
export const REFUSAL = {
  message: 'Ошибка валидации',
  status: 400,
  details: { priceListId: 'Прайс-лист не для услуги заявки' },
};
export const SAVED = invoice({ id: 900, state: 'draft', stateName: 'Черновик' });

/** A stored invoice on list 1: two of item 11 at the price it was made with. */
export const STORED = invoice({
  id: 500,
  state: 'draft',
  stateName: 'Черновик',
  priceListId: 1,
  partnerLegalId: 101,
  nds: 20,
  invoicePositions: [
    {
      id: 71,
      priceListItemId: 11,
      name: 'Позиция 11',
      unit: 'шт.',
      quantity: 2,
      currentPrice: 1,
      discount: 0,
      amount: 2,
      discountedAmount: 2,
    },
  ],
});
export const line = (price: number, quantity = 1): BasketLine => ({
  key: 'item:11',
  priceListItemId: 11,
  name: 'Позиция 11',
  unit: 'шт.',
  price,
  quantity,
  discount: 0,
});
export const EMPTY: BasketDraft = {
  priceListId: null,
  partnerLegalId: null,
  percentageDiscount: 0,
  comment: '',
  clientPromoId: null,
  lines: [],
};
export const STARTS: Record<
  string,
  { input: { orderId: number; partnerId: number; invoice?: Invoice }; draft: BasketDraft }
> = {
  'a new invoice': { input: { orderId: 7, partnerId: 10 }, draft: EMPTY },
  'a stored invoice': {
    input: { orderId: 7, partnerId: 10, invoice: STORED },
    draft: { ...EMPTY, priceListId: 1, partnerLegalId: 101, lines: [line(1, 2)] },
  },
};
