import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  addItem,
  type BasketDraft,
  basketBody,
  basketDirty,
  basketIssues,
  basketQuantity,
  DISCOUNT_ABOVE_AMOUNT,
  draftOf,
  removeItem,
} from '../../../machines/invoices/invoiceBasket';
import {
  basketFieldErrors,
  basketMoney,
  invoiceBasketMachine,
  legalOptions,
  promoOptions,
} from '../../../machines/invoices/invoiceBasketMachine';
import { computeInvoice } from '../../../src/shared/invoiceMoney';
import type { Invoice, InvoiceEdit, PartnerLegal, PriceList, PriceListItem } from '../../../src/shared/schemas/invoice';
import { clientPromoFixture } from './invoicePanelFixtures';

const priceList = (id: number, partnerId: number): PriceList => ({
  id,
  name: `Прайс-лист ${id}`,
  partnerId,
  partnerName: null,
  serviceId: 69,
  partnerOfficeId: null,
  deletedDate: null,
});
const item = (id: number, priceListId: number, name: string, amount: number, unit = 'шт.'): PriceListItem => ({
  id,
  priceListId,
  positionId: id,
  name,
  unit,
  amount,
  deletedDate: null,
});
const legal = (id: number, partnerId: number, nds: number | null): PartnerLegal => ({
  id,
  partnerId,
  name: `Юрлицо ${id}`,
  inn: null,
  nds,
});

const LISTS = [priceList(1, 10), priceList(2, 20)];
const LEGALS = [legal(101, 10, 20), legal(102, 10, null), legal(201, 20, 10)];
const BALANCING = item(11, 1, 'Балансировка колеса', 333.33, 'колесо');
const FITTING = item(12, 1, 'Шиномонтаж R15', 0.1, 'колесо');
const TOWING = item(21, 2, 'Эвакуация легкового автомобиля', 4500);

function storedInvoice(patch: Partial<Invoice> = {}): Invoice {
  return {
    ...({
      id: 500,
      orderId: 7,
      orderNumber: '2611-001007',
      number: '2611-001007/1',
      state: 'draft',
      stateName: 'Черновик',
    } as const),
    ...{
      serviceId: 69,
      clientId: 3,
      partnerId: 10,
      partnerName: 'ШинСервис',
      partnerLegalId: 101,
      partnerLegalName: 'Юрлицо 101',
      priceListId: 1,
    },
    ...{
      invoiceAmount: 666.66,
      invoiceDiscount: 0,
      percentageDiscount: 0,
      promoId: null,
      clientPromoId: null,
      promoName: null,
      promoDiscount: 0,
      nds: 20,
      ndsAmount: 111.11,
      totalAmount: 666.66,
      feeRate: null,
    },
    ...{
      paidAmount: 0,
      bonusSpent: 0,
      bonusReceived: 0,
      maxBonusToSpend: 0,
      bonusToSpend: null,
      paymentLink: null,
      comment: 'Клиент просил чек',
    },
    invoicePositions: [
      {
        id: 1,
        priceListItemId: 11,
        name: 'Балансировка колеса',
        unit: 'колесо',
        quantity: 2,
        currentPrice: 333.33,
        discount: 0,
        amount: 666.66,
        discountedAmount: 666.66,
      },
    ],
    ...{
      payments: [],
      allowedActions: ['invoice.edit'],
      createdDate: 1_700_000_000,
      createdByUserFio: null,
      updatedDate: 1_700_000_000,
    },
    ...patch,
  };
}

const draft = (patch: Partial<BasketDraft> = {}): BasketDraft => ({ ...draftOf(null), priceListId: 1, ...patch });

describe('basket rules (pure functions over the draft)', () => {
  it('adds a new item at 1 and raises one already present by 1', () => {
    const once = addItem([], BALANCING);
    expect(once).toMatchObject([
      { priceListItemId: 11, name: 'Балансировка колеса', unit: 'колесо', price: 333.33, quantity: 1, discount: 0 },
    ]);
    const twice = addItem(addItem(once, FITTING), BALANCING);
    expect(twice.map((l) => [l.priceListItemId, l.quantity])).toEqual([
      [11, 2],
      [12, 1],
    ]);
  });

  it('removes by decrementing and drops the line at 1; an unknown line changes nothing', () => {
    const lines = addItem(addItem(addItem([], BALANCING), BALANCING), FITTING);
    const less = removeItem(lines, 'item:11');
    expect(less.map((l) => [l.priceListItemId, l.quantity])).toEqual([
      [11, 1],
      [12, 1],
    ]);
    expect(removeItem(less, 'item:11').map((l) => l.priceListItemId)).toEqual([12]);
    expect(removeItem(less, 'item:99')).toEqual(less);
    expect(removeItem([{ ...less[0], quantity: Number.NaN }], 'item:11')).toEqual([]);
  });

  it('turns a quantity below the minimum into 1 (negative, 0, not a number) and cuts fractions', () => {
    expect([-5, -0.5, 0, Number.NaN, 0.9, 1, 2.7, 40].map(basketQuantity)).toEqual([1, 1, 1, 1, 1, 1, 2, 40]);
  });

  it('reports each rule at the field path the server uses', () => {
    const lines = addItem(addItem([], BALANCING), FITTING);
    expect(basketIssues(draft({ lines }))).toEqual({});
    expect(basketIssues(draft({ lines: [lines[0], { ...lines[1], discount: 0.11 }] }))).toEqual({
      'invoicePositions.1.discount': DISCOUNT_ABOVE_AMOUNT,
    });
    expect(basketIssues(draft({ lines: [lines[0], { ...lines[1], discount: 0.1 }] }))).toEqual({});
    expect(basketIssues(draft({ lines: [{ ...lines[0], discount: -1 }] }))).toEqual({
      'invoicePositions.0.discount': 'Скидка не может быть отрицательной',
    });
    expect(basketIssues(draft({ lines: [{ ...lines[0], discount: Number.NaN }] }))).toEqual({
      'invoicePositions.0.discount': 'Скидка — число',
    });
    expect(basketIssues(draft({ lines: [{ ...lines[0], quantity: 10_001 }] }))).toEqual({
      'invoicePositions.0.quantity': 'Количество не больше 10000',
    });
    expect(basketIssues(draft({ percentageDiscount: 100.5 }))).toEqual({ percentageDiscount: 'Процент от 0 до 100' });
    expect(basketIssues(draft({ priceListId: null }))).toEqual({ priceListId: 'Выберите прайс-лист' });
  });

  it('is dirty only while the draft differs from what was loaded', () => {
    const loaded = draftOf(storedInvoice());
    expect(basketDirty({ loaded, draft: { ...loaded, comment: ' Клиент просил чек ' } })).toBe(false);
    const more = { ...loaded, lines: addItem(loaded.lines, BALANCING) };
    expect(basketDirty({ loaded, draft: more })).toBe(true);
    expect(basketDirty({ loaded, draft: { ...more, lines: removeItem(more.lines, 'item:11') } })).toBe(false);
  });
});

/** The chart with the save answered by hand. */
function start(invoice?: Invoice) {
  const saves: {
    input: { orderId: number; invoiceId: number | null; body: InvoiceEdit };
    resolve: (i: Invoice) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const machine = invoiceBasketMachine.provide({
    actors: {
      saveInvoice: fromPromise(
        ({ input }) => new Promise<Invoice>((resolve, reject) => saves.push({ input, resolve, reject })),
      ),
    },
  });
  const actor = createActor(machine, { input: { orderId: 7, partnerId: 10, invoice } }).start();
  actor.send({ type: 'basket.priceLists.loaded', priceLists: LISTS });
  actor.send({ type: 'basket.legals.loaded', legals: LEGALS });
  return { actor, saves, context: () => actor.getSnapshot().context };
}

describe('invoiceBasketMachine', () => {
  it('builds a new invoice: list, items twice, quantity, discount, percent, comment; saves the schema body', async () => {
    const { actor, saves, context } = start();
    actor.send({ type: 'basket.save' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(basketFieldErrors(context())).toEqual({ priceListId: 'Выберите прайс-лист' });

    actor.send({ type: 'basket.priceList.choose', priceListId: 1 });
    expect(context().draft.partnerLegalId).toBe(101);
    actor.send({ type: 'basket.item.add', item: TOWING });
    expect(context().draft.lines).toEqual([]);
    actor.send({ type: 'basket.item.add', item: BALANCING });
    actor.send({ type: 'basket.item.add', item: BALANCING });
    actor.send({ type: 'basket.item.add', item: FITTING });
    actor.send({ type: 'basket.quantity.set', key: 'item:12', quantity: -3 });
    actor.send({ type: 'basket.discount.set', key: 'item:11', discount: 100.005 });
    actor.send({ type: 'basket.percent.set', value: 12.345 });
    actor.send({ type: 'basket.comment.set', value: '  Срочно ' });
    actor.send({ type: 'basket.legal.choose', partnerLegalId: 102 });
    expect(context().draft.lines.map((l) => [l.priceListItemId, l.quantity, l.discount])).toEqual([
      [11, 2, 100.01],
      [12, 1, 0],
    ]);

    actor.send({ type: 'basket.save' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(saves[0].input).toEqual({
      orderId: 7,
      invoiceId: null,
      body: {
        priceListId: 1,
        partnerLegalId: 102,
        percentageDiscount: 12.35,
        comment: 'Срочно',
        clientPromoId: null,
        invoicePositions: [
          { priceListItemId: 11, quantity: 2, discount: 100.01 },
          { priceListItemId: 12, quantity: 1, discount: 0 },
        ],
      },
    });
    const answer = storedInvoice({ id: 501 });
    saves[0].resolve(answer);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toBe(answer);
  });

  it('keeps everything typed on a refusal: the server details by field, the message otherwise; an edit clears them', async () => {
    const { actor, saves, context } = start(storedInvoice());
    actor.send({ type: 'basket.save' });
    expect(saves).toHaveLength(0); // nothing changed
    actor.send({ type: 'basket.item.add', item: FITTING });
    actor.send({ type: 'basket.save' });
    expect(saves[0].input.invoiceId).toBe(500);
    const details = { 'invoicePositions.1.priceListItemId': 'Позиция не из выбранного прайс-листа' };
    saves[0].reject({ message: 'Ошибка валидации', errorCode: 'VALIDATION_ERROR', status: 400, details });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(basketFieldErrors(context())).toEqual(details);
    expect(context().draft.lines.map((l) => l.priceListItemId)).toEqual([11, 12]);

    actor.send({ type: 'basket.save' });
    saves[1].reject({
      message: 'Заявка заблокирована пользователем Петров Пётр',
      errorCode: 'INELIGIBLE_STATE',
      status: 409,
    });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(context().error).toMatchObject({ message: 'Заявка заблокирована пользователем Петров Пётр', status: 409 });
    expect(context().draft.lines).toHaveLength(2);
    actor.send({ type: 'basket.comment.set', value: 'Другой комментарий' });
    expect(context().error).toBeNull();
  });

  it('asks before a new list empties a filled basket; the legal entity follows the new partner', () => {
    const { actor, context } = start(storedInvoice());
    actor.send({ type: 'basket.priceList.choose', priceListId: 2 });
    expect(actor.getSnapshot().matches('confirmingPriceList')).toBe(true);
    actor.send({ type: 'basket.priceList.cancel' });
    expect(context().draft).toMatchObject({ priceListId: 1, partnerLegalId: 101 });
    expect(context().draft.lines).toHaveLength(1);

    actor.send({ type: 'basket.priceList.choose', priceListId: 2 });
    actor.send({ type: 'basket.priceList.confirm' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(context().draft).toMatchObject({ priceListId: 2, partnerLegalId: 201, lines: [] });
    expect(legalOptions(context()).map((l) => l.id)).toEqual([201]);

    // An empty basket changes list at once; an unknown or the same list changes nothing.
    actor.send({ type: 'basket.priceList.choose', priceListId: 1 });
    expect(context().draft).toMatchObject({ priceListId: 1, partnerLegalId: 101 });
    actor.send({ type: 'basket.priceList.choose', priceListId: 99 });
    actor.send({ type: 'basket.priceList.choose', priceListId: 1 });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(context().draft.priceListId).toBe(1);
  });

  it("keeps a stored line's price, prices new lines from the list, and drops an answer for another list", () => {
    const { actor, context } = start(storedInvoice());
    actor.send({ type: 'basket.items.loaded', priceListId: 2, items: [TOWING] });
    expect(context().items).toEqual([]);
    actor.send({ type: 'basket.items.loaded', priceListId: 1, items: [{ ...BALANCING, amount: 350 }, FITTING] });
    expect(context().items).toHaveLength(2);
    // The invoice was made at 333.33: a price-list change applies to invoices made afterwards, as on the server.
    expect(context().draft.lines[0].price).toBe(333.33);
    actor.send({ type: 'basket.item.add', item: { ...FITTING, amount: 0.15 } });
    expect(context().draft.lines[1].price).toBe(0.15);
  });

  it('applies the chosen client promo in the preview and sends it', () => {
    const { actor, context } = start(storedInvoice());
    const promo = clientPromoFixture(12.5);
    actor.send({
      type: 'basket.promos.loaded',
      clientPromos: [promo, clientPromoFixture(12.5, { id: 56, deletedDate: 1 })],
    });
    expect(promoOptions(context()).map((p) => p.id)).toEqual([55]);
    actor.send({ type: 'basket.promo.choose', clientPromoId: 55 });
    // 2 x 333.33 = 666.66; 12.5 % = 83.3325 -> 83.33.
    expect(basketMoney(context())).toMatchObject({ promoDiscount: 83.33, totalAmount: 583.33 });
    expect(basketBody(context().draft).clientPromoId).toBe(55);
    expect(basketDirty(context())).toBe(true);
  });

  it('previews the money exactly as computeInvoice does, VAT from the chosen legal entity', () => {
    const { actor, context } = start(storedInvoice());
    actor.send({ type: 'basket.item.add', item: FITTING });
    actor.send({ type: 'basket.quantity.set', key: 'item:12', quantity: 3 });
    actor.send({ type: 'basket.discount.set', key: 'item:11', discount: 0.01 });
    actor.send({ type: 'basket.percent.set', value: 33.33 });
    const expected = computeInvoice({
      positions: [
        { currentPrice: 333.33, quantity: 2, discount: 0.01 },
        { currentPrice: 0.1, quantity: 3, discount: 0 },
      ],
      percentageDiscount: 33.33,
      nds: 20,
    });
    expect(basketMoney(context())).toEqual(expected);
    expect(expected).toMatchObject({
      invoiceAmount: 666.96,
      totalAmount: 444.66,
      invoiceDiscount: 222.3,
      ndsAmount: 74.11,
    });

    actor.send({ type: 'basket.legal.choose', partnerLegalId: 102 });
    expect(basketMoney(context()).ndsAmount).toBe(0);
    actor.send({ type: 'basket.legal.choose', partnerLegalId: null });
    expect(basketMoney(context()).ndsAmount).toBe(74.11); // the partner's first entity, the server's default
  });

  it("previews with the invoice's own VAT while its legal entity is not among the loaded ones", () => {
    const actor = createActor(invoiceBasketMachine, {
      input: { orderId: 7, partnerId: 10, invoice: storedInvoice({ partnerLegalId: 777, nds: 10 }) },
    }).start();
    expect(basketMoney(actor.getSnapshot().context).ndsAmount).toBe(60.61);
    actor.stop();
  });
});
