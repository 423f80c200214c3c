import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Invoice, PartnerLegal, PriceList, PriceListItem } from '../../../src/shared/schemas/invoice';
import type { OrderEntity } from '../../../src/shared/schemas/orders/orderEntity';
import { demoOrder } from './OrderCardFixtures';

vi.mock('../../../src/console/api/invoicesApi', () => ({
  createInvoice: vi.fn(),
  updateInvoice: vi.fn(),
  fetchPriceListsForInvoices: vi.fn(),
  fetchStationaryPriceListsForInvoices: vi.fn(),
  fetchPartnerLegals: vi.fn(),
  fetchPriceListItems: vi.fn(),
}));
// The client's promos: none here (the promo choice is covered by the basket chart's tests and the browser test).
vi.mock('../../../src/console/api/clientExtrasApi', () => ({ fetchClientPromos: vi.fn(async () => []) }));

const api = vi.mocked(await import('../../../src/console/api/invoicesApi'));
const { InvoiceEditorDialog } = await import(
  '../../../src/console/screens/orders/card/sections/invoices/InvoiceEditorDialog'
);

const list = (id: number, name: string, partnerOfficeId: number | null = null): PriceList => ({
  id,
  name,
  partnerId: 2,
  partnerName: 'ШинСервис',
  serviceId: 69,
  partnerOfficeId,
  deletedDate: null,
});
const item = (id: number, priceListId: number, name: string, amount: number, unit = 'колесо'): PriceListItem => ({
  id,
  priceListId,
  positionId: id,
  name,
  unit,
  amount,
  deletedDate: null,
});
const LEGALS: PartnerLegal[] = [
  { id: 101, partnerId: 2, name: 'ООО «Колесо»', inn: '7701234567', nds: 20 },
  { id: 102, partnerId: 2, name: 'ИП Шинников', inn: null, nds: null },
];
const ITEMS: Record<number, PriceListItem[]> = {
  1: [
    item(11, 1, 'Балансировка колеса', 333.33),
    item(12, 1, 'Шиномонтаж R15', 0.1),
    item(13, 1, 'Хранение шин, сезон', 4000, 'комплект'),
  ],
  2: [item(21, 2, 'Снятие/установка колеса', 250)],
};

const ORDER = demoOrder({
  id: 7,
  number: '2611-001007',
  serviceId: 69,
  partnerId: 2,
  partnerName: 'ШинСервис',
  officeId: 31,
});

function stored(patch: Partial<Invoice> = {}): Invoice {
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
      partnerId: 2,
      partnerName: 'ШинСервис',
      partnerLegalId: 101,
      partnerLegalName: 'ООО «Колесо»',
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
      comment: null,
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

function renderEditor(props: { order?: OrderEntity; invoice?: Invoice } = {}) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  const location = memoryLocation({ path: '/orders/7' });
  render(
    <ChakraProvider value={defaultSystem}>
      <Router hook={location.hook}>
        <InvoiceEditorDialog order={props.order ?? ORDER} invoice={props.invoice} onSaved={onSaved} onClose={onClose} />
      </Router>
    </ChakraProvider>,
  );
  return { onSaved, onClose };
}

beforeEach(() => {
  vi.clearAllMocks();
  api.fetchPriceListsForInvoices.mockResolvedValue([list(1, 'Шиномонтаж, розница')]);
  api.fetchStationaryPriceListsForInvoices.mockResolvedValue([list(2, 'Шиномонтаж на Ленинском', 31)]);
  api.fetchPartnerLegals.mockResolvedValue(LEGALS);
  api.fetchPriceListItems.mockImplementation(async (id: number) => ITEMS[id] ?? []);
  api.createInvoice.mockImplementation(async () => stored({ id: 501 }));
  api.updateInvoice.mockImplementation(async () => stored());
});

const select = (name: RegExp) => screen.getByRole('combobox', { name });
const quantity = (name: string) => screen.getByRole('textbox', { name: `Количество: ${name}` }) as HTMLInputElement;
const totals = (key: string) => screen.getByTestId(`invoice-total-${key}`).textContent?.replace(/\s/g, ' ');
const saveButton = () => screen.getByRole('button', { name: 'Сохранить' });

describe('InvoiceEditorDialog', () => {
  it('builds a new invoice from the price list: the same item twice makes quantity 2; saves the schema body', async () => {
    const user = userEvent.setup();
    const { onSaved, onClose } = renderEditor();
    expect(await screen.findByText('Новый счёт')).toBeInTheDocument();
    expect(screen.getByText('Поля, помеченные *, обязательны для заполнения')).toBeInTheDocument();
    await waitFor(() => expect(within(select(/Прайс-лист/)).getAllByRole('option')).toHaveLength(3));
    expect(api.fetchPriceListsForInvoices).toHaveBeenCalledWith(2, 69);
    expect(api.fetchStationaryPriceListsForInvoices).toHaveBeenCalledWith(31, 69);
    expect(api.fetchPartnerLegals).toHaveBeenCalledWith({ serviceId: 69 });
    expect(saveButton()).toBeDisabled();

    await user.selectOptions(select(/Прайс-лист/), '1');
    await user.click(await screen.findByRole('button', { name: 'Добавить: Балансировка колеса' }));
    await user.click(screen.getByRole('button', { name: 'Добавить: Балансировка колеса' }));
    expect(quantity('Балансировка колеса').value).toBe('2');
    expect(screen.getAllByTestId('invoice-basket-line')).toHaveLength(1);

    await user.type(screen.getByRole('textbox', { name: 'Поиск позиции прайс-листа' }), 'R15');
    expect(screen.queryByRole('button', { name: 'Добавить: Балансировка колеса' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Добавить: Шиномонтаж R15' }));
    await user.click(screen.getByRole('button', { name: 'Увеличить: Шиномонтаж R15' }));
    await user.click(screen.getByRole('button', { name: 'Увеличить: Шиномонтаж R15' }));
    expect(quantity('Шиномонтаж R15').value).toBe('3');
    // 666.66 + 0.30 = 666.96; VAT 20 % included (ООО «Колесо» is chosen for the list's partner).
    expect(totals('amount')).toBe('666,96 ₽');
    expect(totals('nds')).toBe('111,16 ₽');
    expect(totals('total')).toBe('666,96 ₽');

    await user.type(screen.getByRole('textbox', { name: 'Скидка на счёт, %' }), '{Backspace}10');
    expect(totals('total')).toBe('600,26 ₽');
    expect(totals('discount')).toBe('66,70 ₽ (в т. ч. 10 %)');
    await user.type(screen.getByRole('textbox', { name: 'Комментарий' }), 'Клиент ждёт в зоне отдыха');

    await user.click(saveButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(stored({ id: 501 })));
    expect(api.createInvoice).toHaveBeenCalledWith(7, {
      priceListId: 1,
      partnerLegalId: 101,
      percentageDiscount: 10,
      comment: 'Клиент ждёт в зоне отдыха',
      clientPromoId: null,
      invoicePositions: [
        { priceListItemId: 11, quantity: 2, discount: 0 },
        { priceListItemId: 12, quantity: 3, discount: 0 },
      ],
    });
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByText('Точно ?')).toBeNull();
  });

  it('applies the basket rules at the line: below 1 becomes 1, "−" at 1 removes, a discount above the amount is refused', async () => {
    const user = userEvent.setup();
    renderEditor({ invoice: stored() });
    expect(await screen.findByText('Счёт № 2611-001007/1')).toBeInTheDocument();
    const input = quantity('Балансировка колеса');
    await user.clear(input);
    await user.type(input, '-4');
    await user.tab();
    expect(quantity('Балансировка колеса').value).toBe('1');

    await user.type(screen.getByRole('textbox', { name: 'Скидка: Балансировка колеса' }), '{Backspace}400');
    expect(await screen.findByText('Скидка больше суммы позиции')).toBeInTheDocument();
    await user.click(saveButton());
    expect(api.updateInvoice).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Уменьшить: Балансировка колеса' }));
    expect(screen.queryByTestId('invoice-basket-line')).toBeNull();
    expect(screen.getByTestId('invoice-basket-empty')).toBeInTheDocument();
  });

  it('shows the server messages at their fields, keeps everything typed on a failure and sends again', async () => {
    const user = userEvent.setup();
    api.updateInvoice.mockRejectedValueOnce({
      message: 'Ошибка валидации',
      errorCode: 'VALIDATION_ERROR',
      status: 400,
      details: {
        'invoicePositions.1.priceListItemId': 'Позиция не из выбранного прайс-листа',
        percentageDiscount: 'Процент от 0 до 100',
      },
    });
    api.updateInvoice.mockRejectedValueOnce({
      message: 'Заявка заблокирована пользователем Петров Пётр',
      errorCode: 'INELIGIBLE_STATE',
      status: 409,
    });
    const { onSaved } = renderEditor({ invoice: stored() });
    await user.click(await screen.findByRole('button', { name: 'Добавить: Хранение шин, сезон' }));
    await user.click(saveButton());

    const row = await screen.findByText('Позиция не из выбранного прайс-листа');
    expect(row).toHaveAttribute('data-field', 'invoicePositions.1.priceListItemId');
    expect(screen.getByText('Процент от 0 до 100').closest('[data-field]')).toHaveAttribute(
      'data-field',
      'percentageDiscount',
    );
    expect(screen.getAllByTestId('invoice-basket-line')).toHaveLength(2);

    await user.click(saveButton());
    expect(await screen.findByText('Заявка заблокирована пользователем Петров Пётр')).toBeInTheDocument();
    expect(screen.getAllByTestId('invoice-basket-line')).toHaveLength(2);
    expect(quantity('Хранение шин, сезон').value).toBe('1');

    await user.click(saveButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.updateInvoice).toHaveBeenCalledTimes(3);
    expect(api.updateInvoice).toHaveBeenLastCalledWith(
      500,
      expect.objectContaining({
        invoicePositions: [
          { priceListItemId: 11, quantity: 2, discount: 0 },
          { priceListItemId: 13, quantity: 1, discount: 0 },
        ],
      }),
    );
  });

  it('asks "Точно ?" before closing a changed editor and closes a clean one at once', async () => {
    const user = userEvent.setup();
    const { onClose } = renderEditor({ invoice: stored() });
    await user.click(await screen.findByRole('button', { name: 'Увеличить: Балансировка колеса' }));
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(await screen.findByText('Точно ?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Нет. Отмена' }));
    await waitFor(() => expect(screen.queryByText('Точно ?')).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(quantity('Балансировка колеса').value).toBe('3');

    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    await user.click(await screen.findByRole('button', { name: 'ДА. Потерять изменения' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('asks before another list empties the basket', async () => {
    const user = userEvent.setup();
    const { onClose } = renderEditor({ invoice: stored() });
    await screen.findByRole('button', { name: 'Добавить: Балансировка колеса' });
    await user.selectOptions(select(/Прайс-лист/), '2');
    expect(await screen.findByText('Сменить прайс-лист?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Сменить прайс-лист' }));
    expect(await screen.findByRole('button', { name: 'Добавить: Снятие/установка колеса' })).toBeInTheDocument();
    expect(screen.queryByTestId('invoice-basket-line')).toBeNull();
    expect(api.fetchPriceListItems).toHaveBeenLastCalledWith(2);

    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(await screen.findByText('Точно ?')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('tells that the order has no partner, offers nothing and ignores a 404 of the legal lookup', async () => {
    api.fetchPartnerLegals.mockRejectedValue({
      message: 'Юридическое лицо не найдено',
      errorCode: 'ENTITY_NOT_FOUND',
      status: 404,
    });
    const { onClose } = renderEditor({ order: demoOrder({ id: 7, serviceId: 69, partnerId: null, officeId: null }) });
    expect(await screen.findByText('У заявки не выбран партнёр — выберите партнёра в заявке')).toBeInTheDocument();
    await waitFor(() => expect(within(select(/Прайс-лист/)).getByRole('option')).toHaveTextContent('Нет вариантов'));
    expect(within(select(/Юридическое лицо/)).getByRole('option')).toHaveTextContent('Нет вариантов');
    expect(api.fetchPriceListsForInvoices).not.toHaveBeenCalled();
    expect(screen.queryByTestId('error-panel')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Отмена' }));
    expect(onClose).toHaveBeenCalled();
  });
});
