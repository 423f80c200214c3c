import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ActListItem } from '../../../src/console/api/reconciliationApi';
import type { AvailableInvoice } from '../../../src/shared/schemas/reconciliation';
import { act } from '../../machines/reconciliation/reconciliationActPageFixtures';

// /reconciliation against a fake API: the find body, the client-side order, the filters, the create dialog.

configure({ asyncUtilTimeout: 5000 });

const state = vi.hoisted(() => ({ flags: ['available', 'permissionInsert'] as string[] }));
vi.mock('../../../src/console/api/userSettingsApi', () => ({
  fetchUserSetting: vi.fn(async () => null),
  saveUserSetting: vi.fn(async () => {}),
  deleteUserSetting: vi.fn(async () => {}),
}));
vi.mock('../../../src/console/api/reconciliationApi', () => ({
  findActs: vi.fn(),
  fetchAvailableInvoices: vi.fn(),
  createAct: vi.fn(),
}));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../src/console/session/useSession', () => ({
  useAllowed: (operation: string, flags: string[] = ['available']) =>
    operation === 'reconciliation' && flags.every((f) => state.flags.includes(f)),
}));

const api = vi.mocked(await import('../../../src/console/api/reconciliationApi'));
const { notify } = vi.mocked(await import('../../../src/console/toasts/toaster'));
const { default: ReconciliationListPage } = await import(
  '../../../src/console/screens/reconciliation/ReconciliationListPage'
);

const item = (id: number, createdDate: number, fields: Partial<ActListItem> = {}): ActListItem => {
  const { content: _c, comments: _h, ...rest } = act({ id, createdDate, ...fields });
  return rest;
};
const invoice = (invoiceId: number, partnerId: number, totalAmount: number): AvailableInvoice => ({
  invoiceId,
  invoiceNumber: `СЧ-${invoiceId}`,
  orderId: invoiceId + 1000,
  orderNumber: `2506-00${invoiceId}`,
  partnerId,
  partnerName: partnerId === 3 ? 'ООО «Шинный двор»' : 'ООО «Эвакуатор-Сервис»',
  clientFio: 'Иванов Иван Иванович',
  serviceName: 'Шиномонтаж',
  totalAmount,
  feeAmount: totalAmount / 10,
  paidDate: 1_750_000_000,
});

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
  state.flags = ['available', 'permissionInsert'];
  // The server's page out of order: the list sorts it by date, newest first.
  api.findActs.mockResolvedValue({
    items: [item(5, 1_750_000_000), item(8, 1_750_200_000, { state: 'ratified', stateName: 'Согласован партнёром' })],
    total: 25,
  });
  api.fetchAvailableInvoices.mockResolvedValue([invoice(601, 3, 1000.5), invoice(602, 3, 2000), invoice(701, 4, 3000)]);
});

function renderPage() {
  const location = memoryLocation({ path: '/reconciliation', record: true });
  render(
    <ChakraProvider value={defaultSystem}>
      <Router hook={location.hook}>
        <ReconciliationListPage title="Акты сверки" />
      </Router>
    </ChakraProvider>,
  );
  return { user: userEvent.setup(), location };
}
const rows = () => screen.getAllByTestId('table-row');

describe('ReconciliationListPage', () => {
  it('asks for the newest acts first, sorts the page by date and opens a row', async () => {
    const { user, location } = renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(api.findActs).toHaveBeenCalledWith({ offset: 0, size: 10, sortField: 'createdDate', sortOrder: 'DESC' });
    expect(rows()[0]).toHaveTextContent('8');
    expect(rows()[0]).toHaveTextContent('Согласован партнёром');
    expect(rows()[0]).toHaveTextContent(/4\s500,00\s₽/);
    expect(rows()[1]).toHaveTextContent('Сформирован');
    await user.click(rows()[0]);
    expect(location.history.at(-1)).toBe('/reconciliation/8/');
  });

  it('sends the filters and starts again from the first page', async () => {
    const { user } = renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Следующая страница' }));
    await waitFor(() => expect(api.findActs).toHaveBeenLastCalledWith(expect.objectContaining({ offset: 10 })));
    await user.click(screen.getByRole('button', { name: 'Фильтровать' }));
    const panel = screen.getByTestId('filter-panel');
    const partner = within(panel).getByRole('combobox', { name: 'Партнёр' });
    await waitFor(() =>
      expect(within(partner).getByRole('option', { name: 'ООО «Эвакуатор-Сервис»' })).toBeInTheDocument(),
    );
    await user.selectOptions(partner, '4');
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Состояние' }), 'rejected');
    await user.type(within(panel).getByLabelText('Дата с'), '01062025');
    await user.click(within(panel).getByRole('button', { name: 'Применить' }));
    await waitFor(() =>
      expect(api.findActs).toHaveBeenLastCalledWith({
        offset: 0,
        size: 10,
        sortField: 'createdDate',
        sortOrder: 'DESC',
        partnerId: 4,
        state: 'rejected',
        dateFrom: Date.parse('2025-05-31T21:00:00Z') / 1000,
      }),
    );
  });

  it('creates an act from a partner’s ticked invoices and opens it', async () => {
    api.createAct.mockResolvedValue(act({ id: 42 }));
    const { user, location } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Создать акт' }));
    const dialog = await screen.findByTestId('create-act-dialog');
    const partner = within(dialog).getByRole('combobox', { name: /Партнёр/ });
    await waitFor(() => expect(within(partner).getByRole('option', { name: 'ООО «Шинный двор»' })).toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(await within(dialog).findByText('Выберите партнёра')).toBeInTheDocument();
    await user.selectOptions(partner, '3');
    expect(within(dialog).getAllByTestId('available-invoice')).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(await within(dialog).findByText('Выберите хотя бы один счёт')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Выбрать все'));
    expect(within(dialog).getByTestId('selection-total')).toHaveTextContent(/Выбрано счетов: 2 на сумму 3\s000,50\s₽/);
    await user.click(within(dialog).getByLabelText('Выбрать счёт СЧ-602'));
    expect(within(dialog).getByTestId('selection-total')).toHaveTextContent(/Выбрано счетов: 1 на сумму 1\s000,50\s₽/);
    await user.type(within(dialog).getByRole('textbox', { name: 'Комментарий' }), 'Июнь');
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(api.createAct).toHaveBeenCalledWith({ invoiceIds: [601], comment: 'Июнь' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/reconciliation/42/'));
  });

  it('only records a failed create: shown in the dialog, no toast', async () => {
    api.createAct.mockRejectedValue({
      message: 'Счёт СЧ-601 уже включён в акт № 9',
      errorCode: 'INELIGIBLE_STATE',
      status: 409,
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Создать акт' }));
    const dialog = await screen.findByTestId('create-act-dialog');
    const partner = within(dialog).getByRole('combobox', { name: /Партнёр/ });
    await waitFor(() => expect(within(partner).getByRole('option', { name: 'ООО «Шинный двор»' })).toBeInTheDocument());
    await user.selectOptions(partner, '3');
    await user.click(within(dialog).getByLabelText('Выбрать счёт СЧ-601'));
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(await within(dialog).findByTestId('create-act-error')).toHaveTextContent(
      'Счёт СЧ-601 уже включён в акт № 9',
    );
    expect(notify).not.toHaveBeenCalled();
    expect(screen.getByTestId('create-act-dialog')).toBeInTheDocument();
  });

  it('offers no create without permissionInsert', async () => {
    state.flags = ['available'];
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Создать акт' })).toBeNull();
  });
});
