import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { PriceListRow } from '../../../src/shared/schemas/pricing/priceLists';

// The price-list screens: the list hides deleted lists until asked and a row opens the card; the bulk add offers the
// positions (those already in the list disabled), checks amounts with the shared schema and keeps what was typed
// when the server refuses the batch.

configure({ asyncUtilTimeout: 5000 });

vi.mock('../../../src/console/api/userSettingsApi', () => ({
  fetchUserSetting: vi.fn(async () => null),
  saveUserSetting: vi.fn(async () => {}),
  deleteUserSetting: vi.fn(async () => {}),
}));
vi.mock('../../../src/console/api/pricing/priceListsApi', () => ({
  fetchPriceLists: vi.fn(),
  addPriceListItems: vi.fn(),
  fetchPositionChoices: vi.fn(),
  updatePriceListItem: vi.fn(),
}));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../src/console/session/useSession', () => ({
  useAllowed: (operation: string) => operation === 'pricelists',
  usePlatformStaff: () => true,
  useProfile: () => null,
}));

const api = vi.mocked(await import('../../../src/console/api/pricing/priceListsApi'));
const { default: PriceListsPage } = await import('../../../src/console/screens/pricing/priceLists/PriceListsPage');
const { PriceListAmountDialog } = await import('../../../src/console/screens/pricing/priceLists/PriceListAmountDialog');
const { PriceListBulkAddDialog } = await import(
  '../../../src/console/screens/pricing/priceLists/PriceListBulkAddDialog'
);

const row = (id: number, name: string, deleted = false): PriceListRow => ({
  id,
  name,
  partnerId: 5,
  partnerName: 'Шинный центр «Колесо»',
  serviceId: 69,
  serviceName: 'Шиномонтаж',
  partnerOfficeId: null,
  officeName: null,
  officeAddress: null,
  regions: [{ id: 1, regionFiasId: 'f', regionName: 'г. Москва' }],
  itemCount: 3,
  createdAt: 0,
  deletedDate: deleted ? 1 : null,
});

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
  api.fetchPriceLists.mockImplementation(async (showDeleted) =>
    [row(1, 'Основной'), row(2, 'Старый', true)].filter((l) => showDeleted || l.deletedDate === null),
  );
  api.fetchPositionChoices.mockResolvedValue([
    { id: 10, name: 'Балансировка' },
    { id: 11, name: 'Вентиль' },
    { id: 12, name: 'Шиномонтаж R16' },
  ]);
});

const wrap = (node: React.ReactNode, path = '/pricelists') => {
  const location = memoryLocation({ path, record: true });
  render(
    <ChakraProvider value={defaultSystem}>
      <Router hook={location.hook}>{node}</Router>
    </ChakraProvider>,
  );
  return location;
};

describe('price-list screens', () => {
  it('lists alive lists by default, deleted ones when asked, and opens the card from a row', async () => {
    const user = userEvent.setup();
    const location = wrap(<PriceListsPage title="Прайс-листы" />);
    expect(await screen.findByText('Основной')).toBeInTheDocument();
    expect(api.fetchPriceLists).toHaveBeenLastCalledWith(false);
    expect(screen.queryByText('Старый')).not.toBeInTheDocument();
    expect(screen.getAllByText('г. Москва').length).toBeGreaterThan(0);
    await user.click(screen.getByText('Показывать удалённые'));
    expect(await screen.findByText('Старый')).toBeInTheDocument();
    expect(api.fetchPriceLists).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByText('Основной'));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/pricelists/1/'));
  });

  it('bulk add: positions already in the list are disabled; amounts are checked; a refusal keeps the input', async () => {
    const user = userEvent.setup();
    const onAdded = vi.fn();
    wrap(<PriceListBulkAddDialog priceListId={7} present={[11]} onClose={vi.fn()} onAdded={onAdded} />);
    const dialog = await screen.findByTestId('price-list-bulk-add');
    const valve = await within(dialog).findByRole('checkbox', { name: /Вентиль/ });
    expect(valve).toBeDisabled();
    expect(within(dialog).getByText('уже в прайс-листе')).toBeInTheDocument();
    const submit = within(dialog).getByRole('button', { name: 'Добавить' });
    expect(submit).toBeDisabled();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Балансировка' }));
    await user.type(within(dialog).getByLabelText('Сумма: Балансировка'), '1234,567');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Шиномонтаж R16' }));
    await user.type(within(dialog).getByLabelText('Сумма: Шиномонтаж R16'), '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить (2)' }));
    expect(await within(dialog).findByText('Сумма — не больше двух знаков после запятой')).toBeInTheDocument();
    expect(within(dialog).getByText('Сумма не может быть отрицательной')).toBeInTheDocument();
    expect(api.addPriceListItems).not.toHaveBeenCalled();

    // The server refuses the second row: its message shows beside it, and both amounts stay as typed.
    api.addPriceListItems.mockRejectedValueOnce({
      message: 'Позиция уже есть в прайс-листе',
      errorCode: 'BINDING_ALREADY_EXISTS',
      status: 409,
      details: { '1.positionId': 'Позиция уже есть в прайс-листе' },
    });
    await user.clear(within(dialog).getByLabelText('Сумма: Балансировка'));
    await user.type(within(dialog).getByLabelText('Сумма: Балансировка'), '1234,56');
    await user.clear(within(dialog).getByLabelText('Сумма: Шиномонтаж R16'));
    await user.type(within(dialog).getByLabelText('Сумма: Шиномонтаж R16'), '800');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить (2)' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Позиция уже есть в прайс-листе');
    expect(api.addPriceListItems).toHaveBeenCalledWith(7, [
      { positionId: 10, amount: 1234.56 },
      { positionId: 12, amount: 800 },
    ]);
    expect(within(dialog).getByLabelText('Сумма: Балансировка')).toHaveValue('1234,56');

    api.addPriceListItems.mockResolvedValueOnce([]);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Шиномонтаж R16' }));
    await user.click(within(dialog).getByRole('button', { name: 'Добавить (1)' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalled());
    expect(api.addPriceListItems).toHaveBeenLastCalledWith(7, [{ positionId: 10, amount: 1234.56 }]);
  });

  it('amount dialog: save waits for a change, takes a comma, refuses three decimals and keeps the input', async () => {
    const user = userEvent.setup();
    const onChanged = vi.fn();
    const item = {
      id: 3,
      priceListId: 7,
      positionId: 10,
      name: 'Балансировка',
      unit: 'колесо',
      amount: 300,
      deletedDate: null,
    };
    wrap(<PriceListAmountDialog item={item} onClose={vi.fn()} onChanged={onChanged} />);
    const dialog = await screen.findByTestId('modal-form');
    const save = within(dialog).getByRole('button', { name: 'Сохранить' });
    expect(save).toBeDisabled();
    const input = within(dialog).getByRole('textbox');
    await user.clear(input);
    await user.type(input, '12,345');
    await user.click(save);
    expect(await within(dialog).findByText('Сумма — не больше двух знаков после запятой')).toBeInTheDocument();
    expect(api.updatePriceListItem).not.toHaveBeenCalled();
    api.updatePriceListItem.mockResolvedValueOnce({ ...item, amount: 2000.5 });
    await user.clear(input);
    await user.type(input, '2000,5');
    await user.click(save);
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(api.updatePriceListItem).toHaveBeenCalledWith(3, 2000.5);
  });
});
