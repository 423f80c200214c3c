import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { Invoice } from '../../../src/shared/schemas/invoice';
import { invoice } from '../../machines/invoices/invoicePanelFixtures';
import { renderSection } from './orderPartsFixtures';

const state = vi.hoisted(() => ({ grants: {} as Record<string, string[]> }));
const ALL_FLAGS = ['available', 'permissionInsert', 'permissionUpdate', 'permissionDelete'];

vi.mock('../../../src/console/api/invoicesApi', () => ({
  fetchOrderInvoices: vi.fn(),
  fetchInvoice: vi.fn(),
  createAutomatedInvoice: vi.fn(),
  acceptInvoice: vi.fn(),
  payInCash: vi.fn(),
  fetchPartnerLegals: vi.fn(),
}));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../src/console/session/useSession', () => ({
  useAllowed: (operation: string, flags: string[] = ['available']) =>
    flags.some((f) => (state.grants[operation] ?? []).includes(f)),
}));
// The editor and the documents panel are another piece's: here they only show they were given the right invoice.
vi.mock('../../../src/console/screens/orders/card/sections/invoices/InvoiceEditorDialog', () => ({
  InvoiceEditorDialog: ({
    invoice,
    onSaved,
    onClose,
  }: {
    invoice?: Invoice;
    onSaved: (i: Invoice) => void;
    onClose: () => void;
  }) => (
    <div data-testid="invoice-editor">
      {invoice ? `Редактор счёта № ${invoice.number}` : 'Новый счёт'}
      <button type="button" onClick={() => onSaved({ ...(invoice ?? savedDraft), comment: 'сохранено редактором' })}>
        editor-save
      </button>
      <button type="button" onClick={onClose}>
        editor-close
      </button>
    </div>
  ),
}));
vi.mock('../../../src/console/screens/orders/card/sections/invoices/InvoiceDocumentsPanel', () => ({
  InvoiceDocumentsPanel: ({ invoice, readOnly }: { invoice: Invoice; readOnly: boolean }) => (
    <p>
      Документы счёта {invoice.number}
      {readOnly ? ' (только чтение)' : ''}
    </p>
  ),
}));

const api = vi.mocked(await import('../../../src/console/api/invoicesApi'));
const { notify } = vi.mocked(await import('../../../src/console/toasts/toaster'));
const { InvoicesSection } = await import('../../../src/console/screens/orders/card/sections/InvoicesSection');

/**
 * ru money as Intl writes it: non-breaking spaces between thousands and before the sign (exact text, not normalised).
 */
const rub = (text: string) => text.replace(/\d{1,3}(?: \d{3})*,\d{2} ₽/g, (money) => money.replace(/ /g, '\u00a0'));
const savedDraft = invoice({
  id: 30,
  number: '7-3',
  state: 'draft',
  stateName: 'Черновик',
  allowedActions: ['invoice.edit'],
});

const sent = invoice({
  invoicePositions: [
    {
      id: 1,
      priceListItemId: 8,
      name: 'Эвакуация легкового автомобиля',
      unit: 'услуга',
      quantity: 1,
      currentPrice: 2500,
      discount: 0,
      amount: 2500,
      discountedAmount: 2500,
    },
    {
      id: 2,
      priceListItemId: 9,
      name: 'Километр за МКАД',
      unit: 'км',
      quantity: 12,
      currentPrice: 45.5,
      discount: 46,
      amount: 546,
      discountedAmount: 500,
    },
  ],
  invoiceAmount: 3046,
  invoiceDiscount: 196,
  percentageDiscount: 5,
  totalAmount: 2850,
  ndsAmount: 475,
});
const paid = invoice({
  id: 12,
  number: '7-2',
  state: 'paid',
  stateName: 'Оплачен',
  nds: null,
  ndsAmount: 0,
  totalAmount: 1234.5,
  paidAmount: 1034.5,
  bonusSpent: 200,
  bonusReceived: 51,
  paymentLink: 'https://pay.avtoconsole.local/invoice/7-2?method=card',
  allowedActions: ['invoice.retract', 'invoice.crucialEdit', 'invoice.feeRate', 'invoice.close'],
  payments: [
    {
      id: 1,
      operationName: 'Приход',
      operation: 'income',
      target: 'client',
      method: 'terminal',
      amount: 1000,
      bonusSpent: 0,
      bonusReceived: 0,
      createdDate: 1_700_000_000,
      createdByUserFio: 'Петров Пётр',
      affirmedDate: null,
      retractedDate: 1_700_000_500,
    },
    {
      id: 2,
      operationName: 'Приход',
      operation: 'income',
      target: 'client',
      method: 'cash',
      amount: 1034.5,
      bonusSpent: 200,
      bonusReceived: 51,
      createdDate: 1_700_003_600,
      createdByUserFio: 'Петров Пётр',
      affirmedDate: null,
      retractedDate: null,
    },
  ],
});

beforeEach(() => {
  vi.clearAllMocks();
  state.grants = { 'order.invoices': ALL_FLAGS, 'order.invoices.payments': ALL_FLAGS };
  api.fetchOrderInvoices.mockResolvedValue([sent, paid]);
});

const card = (number: string) => screen.findByLabelText(`Счёт № ${number}`);
const actionNames = (number: string) =>
  within(screen.getByRole('group', { name: `Действия со счётом № ${number}` }))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('InvoicesSection', () => {
  it('shows each invoice: state, positions, money in ru format, payments and the payment link', async () => {
    renderSection(InvoicesSection);
    const first = await card('7-1');
    expect(api.fetchOrderInvoices).toHaveBeenCalledWith(7, false);
    expect(within(first).getByTestId('invoice-state')).toHaveTextContent('Отправлен клиенту');
    const rows = within(first).getAllByTestId('invoice-position');
    expect(rows[1].textContent).toBe(rub('Километр за МКАД12км45,50 ₽46,00 ₽546,00 ₽500,00 ₽'));
    expect(within(first).getByTestId('invoice-amount').textContent).toBe(rub('3 046,00 ₽'));
    expect(within(first).getByText('Скидка (в т. ч. 5 %)')).toBeInTheDocument();
    expect(within(first).getByTestId('invoice-discount').textContent).toBe(rub('196,00 ₽'));
    expect(within(first).getByText('НДС 20 %')).toBeInTheDocument();
    expect(within(first).getByTestId('invoice-nds').textContent).toBe(rub('475,00 ₽'));
    expect(within(first).getByTestId('invoice-total').textContent).toBe(rub('2 850,00 ₽'));

    const second = await card('7-2');
    expect(within(second).getByTestId('invoice-nds')).toHaveTextContent('без НДС');
    expect(within(second).getByTestId('invoice-total').textContent).toBe(rub('1 234,50 ₽'));
    expect(within(second).getByTestId('invoice-paid').textContent).toBe(rub('1 034,50 ₽'));
    expect(within(second).getByTestId('invoice-bonusSpent')).toHaveTextContent('200');
    expect(within(second).getByTestId('invoice-bonusReceived')).toHaveTextContent('51');
    const [retracted, cash] = within(second).getAllByTestId('invoice-payment');
    expect(retracted.textContent).toBe(rub('15.11.2023 01:13ПриходТерминал1 000,00 ₽00Петров Пётротменён'));
    expect(retracted).toHaveStyle({ textDecoration: 'line-through' });
    expect(cash.textContent).toBe(rub('15.11.2023 02:13ПриходНаличные1 034,50 ₽20051Петров Пётр'));
    expect(cash).not.toHaveTextContent('отменён');
    expect(within(second).getByTestId('invoice-payment-link-line')).toHaveTextContent(
      'https://pay.avtoconsole.local/invoice/7-2?method=card',
    );
    expect(within(second).getByRole('button', { name: 'Копировать ссылку' })).toBeInTheDocument();
  });

  it("offers exactly the allowed actions the user's rights cover", async () => {
    const { unmount } = renderSection(InvoicesSection);
    await card('7-1');
    expect(actionNames('7-1')).toEqual([
      'Отправить по SMS',
      'Принят клиентом',
      'Ссылка на оплату картой',
      'Оплата наличными',
      'Отозвать',
    ]);
    expect(actionNames('7-2')).toEqual([
      'Существенное изменение',
      'Ставка комиссии',
      'Отменить последний платёж',
      'Закрыть',
    ]);
    expect(screen.getByRole('button', { name: 'Создать счёт' })).toBeInTheDocument();
    unmount();

    // No payment key: no SMS, links, payments or retract; no insert: no creation.
    state.grants = { 'order.invoices': ['available', 'permissionUpdate'] };
    const second = renderSection(InvoicesSection);
    await card('7-1');
    expect(actionNames('7-1')).toEqual(['Принят клиентом', 'Отозвать']);
    expect(actionNames('7-2')).toEqual(['Существенное изменение', 'Ставка комиссии', 'Закрыть']);
    expect(screen.queryByRole('button', { name: 'Создать счёт' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Создать автоматически' })).toBeNull();
    second.unmount();

    // A read-only card offers nothing, whatever the rights.
    state.grants = { 'order.invoices': ALL_FLAGS, 'order.invoices.payments': ALL_FLAGS };
    renderSection(InvoicesSection, { readOnly: true });
    await card('7-1');
    expect(screen.queryByRole('group', { name: /Действия со счётом/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Создать счёт' })).toBeNull();
  });

  it('reloads a stale invoice and says it changed, for 3 s', async () => {
    const user = userEvent.setup();
    api.acceptInvoice.mockRejectedValue({
      message: 'Действие недоступно в текущем состоянии счёта',
      errorCode: 'INELIGIBLE_STATE',
      status: 409,
    });
    api.fetchInvoice.mockResolvedValue({
      ...sent,
      state: 'paid',
      stateName: 'Оплачен',
      paidAmount: 2850,
      allowedActions: ['invoice.close'],
    });
    renderSection(InvoicesSection);
    const first = await card('7-1');
    await user.click(within(first).getByRole('button', { name: 'Принят клиентом' }));
    const confirm = await screen.findByTestId('invoice-confirm');
    expect(confirm).toHaveTextContent('Счёт будет отмечен как принятый клиентом.');
    await user.click(within(confirm).getByRole('button', { name: 'Принят клиентом' }));

    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        type: 'info',
        title: 'Счёт был изменён.',
        description: 'Данные по счёту обновлены.',
        duration: 3000,
      }),
    );
    expect(api.acceptInvoice).toHaveBeenCalledWith(11);
    expect(api.fetchInvoice).toHaveBeenCalledWith(11);
    await waitFor(() => expect(within(first).getByTestId('invoice-state')).toHaveTextContent('Оплачен'));
    expect(within(first).getByTestId('invoice-paid').textContent).toBe(rub('2 850,00 ₽'));
    expect(actionNames('7-1')).toEqual(['Закрыть']);
    await waitFor(() => expect(screen.queryByTestId('invoice-confirm')).toBeNull());
  });

  it('puts in the answer of an action and says it is done', async () => {
    const user = userEvent.setup();
    api.acceptInvoice.mockResolvedValue({
      ...sent,
      state: 'accepted',
      stateName: 'Принят клиентом',
      allowedActions: ['invoice.payInCash'],
    });
    renderSection(InvoicesSection);
    const first = await card('7-1');
    await user.click(within(first).getByRole('button', { name: 'Принят клиентом' }));
    await user.click(
      within(await screen.findByTestId('invoice-confirm')).getByRole('button', { name: 'Принят клиентом' }),
    );
    await waitFor(() => expect(within(first).getByTestId('invoice-state')).toHaveTextContent('Принят клиентом'));
    expect(actionNames('7-1')).toEqual(['Оплата наличными']);
    expect(notify).toHaveBeenCalledWith({
      type: 'success',
      title: 'Принят клиентом: готово',
      description: 'Счёт № 7-1: Принят клиентом',
    });
  });

  it('shows inactive invoices on demand, creates by hand (the editor) and from the price list', async () => {
    const user = userEvent.setup();
    renderSection(InvoicesSection);
    await card('7-1');
    api.fetchOrderInvoices.mockResolvedValue([
      sent,
      paid,
      invoice({
        id: 13,
        number: '7-4',
        state: 'inactive',
        stateName: 'Неактивен',
        allowedActions: ['invoice.activate'],
      }),
    ]);
    await user.click(screen.getByText('Показать неактивные'));
    expect(await card('7-4')).toHaveTextContent('Неактивен');
    expect(api.fetchOrderInvoices).toHaveBeenLastCalledWith(7, true);
    expect(actionNames('7-4')).toEqual(['Активировать']);

    await user.click(screen.getByRole('button', { name: 'Создать счёт' }));
    const editor = await screen.findByTestId('invoice-editor');
    expect(editor).toHaveTextContent('Новый счёт');
    await user.click(within(editor).getByRole('button', { name: 'editor-save' }));
    expect(await card('7-3')).toHaveTextContent('сохранено редактором');
    expect(screen.queryByTestId('invoice-editor')).toBeNull();

    api.createAutomatedInvoice.mockResolvedValue(
      invoice({ id: 31, number: '7-5', state: 'draft', stateName: 'Черновик', allowedActions: ['invoice.edit'] }),
    );
    await user.click(screen.getByRole('button', { name: 'Создать автоматически' }));
    const auto = await card('7-5');
    expect(api.createAutomatedInvoice).toHaveBeenCalledWith(7);
    await user.click(within(auto).getByRole('button', { name: 'Изменить' }));
    expect(await screen.findByTestId('invoice-editor')).toHaveTextContent('Редактор счёта № 7-5');
    await user.click(screen.getByRole('button', { name: 'editor-close' }));
    await waitFor(() => expect(screen.queryByTestId('invoice-editor')).toBeNull());

    await user.click(within(auto).getByRole('button', { name: 'Документы счёта' }));
    expect(await within(auto).findByText('Документы счёта 7-5')).toBeInTheDocument();
  });

  it('shows a load failure with a retry', async () => {
    const user = userEvent.setup();
    api.fetchOrderInvoices.mockRejectedValueOnce({
      message: 'Заявка не найдена',
      errorCode: 'ENTITY_NOT_FOUND',
      status: 404,
    });
    renderSection(InvoicesSection);
    expect(await screen.findByTestId('load-failed')).toHaveTextContent('Заявка не найдена');
    await user.click(screen.getByRole('button', { name: 'повторить' }));
    expect(await card('7-1')).toBeInTheDocument();
  });
});
