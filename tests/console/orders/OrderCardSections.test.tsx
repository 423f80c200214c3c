import { configure, screen, waitFor, within } from '@testing-library/react';
import { HistorySection } from '../../../src/console/screens/orders/card/sections/HistorySection';
import { LinkedOrdersSection } from '../../../src/console/screens/orders/card/sections/LinkedOrdersSection';
import { ResponsiblesSection } from '../../../src/console/screens/orders/card/sections/ResponsiblesSection';
import { isAllowed, type PermissionFlag } from '../../../src/shared/permissions';
import type { Permission } from '../../../src/shared/schemas/users';
import { grant, renderAt } from '../clients/ClientFixtures';
import { demoOrder } from './OrderCardFixtures';

// The machine is shared: give slow renders time before a query gives up.
configure({ asyncUtilTimeout: 5_000 });

const mocks = vi.hoisted(() => ({
  permissions: [] as Permission[],
  fetchOrderHistory: vi.fn(),
  fetchOrderUsers: vi.fn(),
  addOrderUser: vi.fn(),
  removeOrderUser: vi.fn(),
  findOrders: vi.fn(),
  findUsers: vi.fn(),
  notify: vi.fn(),
}));

vi.mock('../../../src/console/session/useSession', () => ({
  useAllowed: (operation: string | undefined, flags?: PermissionFlag[]) =>
    isAllowed(mocks.permissions, operation, flags),
}));
vi.mock('../../../src/console/api/ordersApi', () => ({
  fetchOrderHistory: mocks.fetchOrderHistory,
  fetchOrderUsers: mocks.fetchOrderUsers,
  addOrderUser: mocks.addOrderUser,
  removeOrderUser: mocks.removeOrderUser,
  findOrders: mocks.findOrders,
}));
vi.mock('../../../src/console/api/usersApi', () => ({ findUsers: mocks.findUsers }));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: mocks.notify }));

const props = { order: demoOrder(), readOnly: false, onOrderChanged: () => {} };
const render = (element: React.ReactNode) => renderAt('/orders/42', [{ path: '/orders/:id', element }]);
const user = (id: number, userFio: string) => ({
  id,
  orderId: 42,
  userId: id + 100,
  userFio,
  createdDate: 1_700_000_000,
});

describe('order card sections', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mocks.permissions = [grant('order.responsibles')];
  });

  it('История: newest first, DD.MM.YYYY HH:mm, who and what', async () => {
    mocks.fetchOrderHistory.mockResolvedValue([
      {
        id: 1,
        orderId: 42,
        action: 'create',
        text: 'Заявка создана',
        userId: 1,
        userFio: 'Администраторов Александр',
        createdDate: 1_700_000_000,
      },
      {
        id: 2,
        orderId: 42,
        action: 'status',
        text: 'Статус: В работе',
        userId: null,
        userFio: null,
        createdDate: 1_700_003_600,
      },
    ]);
    render(<HistorySection {...props} />);
    const rows = within(await screen.findByTestId('order-history'))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '15.11.2023 02:13СистемаСтатус: В работе',
      '15.11.2023 01:13Администраторов АлександрЗаявка создана',
    ]);
    expect(mocks.fetchOrderHistory).toHaveBeenCalledWith(42);
  });

  it('История: an empty history says so', async () => {
    mocks.fetchOrderHistory.mockResolvedValue([]);
    render(<HistorySection {...props} />);
    expect(await screen.findByText('По Вашему запросу ничего не найдено')).toBeInTheDocument();
  });

  it('Ответственные: three lists; a user is added from the users list and removed', async () => {
    mocks.fetchOrderUsers.mockImplementation(async (_id: number, role: string) =>
      role === 'order_responsibles' ? [user(1, 'Петров Пётр')] : [],
    );
    mocks.findUsers.mockResolvedValue({
      users: [{ id: 205, lastName: 'Сидорова', firstName: 'Анна', middleName: null, email: 'a@demo.ru' }],
      total: 1,
    });
    mocks.addOrderUser.mockResolvedValue(user(2, 'Сидорова Анна'));
    mocks.removeOrderUser.mockResolvedValue(undefined);
    const { user: u } = render(<ResponsiblesSection {...props} />);
    const responsibles = await screen.findByTestId('order-users-order_responsibles');
    expect(await within(responsibles).findByText('Петров Пётр')).toBeInTheDocument();
    expect(within(screen.getByTestId('order-users-revision_executors')).getByRole('heading')).toHaveTextContent(
      'Исполнители доработки',
    );
    expect(within(screen.getByTestId('order-users-revision_editors')).getByRole('heading')).toHaveTextContent(
      'Редакторы доработки',
    );

    await u.click(within(screen.getByTestId('order-users-revision_editors')).getByRole('button', { name: 'Добавить' }));
    const dialog = await screen.findByTestId('modal-form');
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Сидорова Анна' })).toBeInTheDocument());
    await u.selectOptions(within(dialog).getByRole('combobox', { name: /Пользователь/ }), 'Сидорова Анна');
    await u.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    await waitFor(() => expect(mocks.addOrderUser).toHaveBeenCalledWith(42, 'revision_editors', 205));

    await u.click(within(responsibles).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(mocks.removeOrderUser).toHaveBeenCalledWith(42, 'order_responsibles', 1));
  });

  it('Ответственные: no actions when read-only or without the flags', async () => {
    mocks.fetchOrderUsers.mockResolvedValue([user(1, 'Петров Пётр')]);
    const { unmount } = render(<ResponsiblesSection {...props} readOnly />);
    expect((await screen.findAllByText('Петров Пётр')).length).toBe(3);
    expect(screen.queryByRole('button', { name: 'Добавить' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Удалить' })).not.toBeInTheDocument();
    unmount();
    mocks.permissions = [grant('order.responsibles', { available: true })];
    render(<ResponsiblesSection {...props} />);
    expect((await screen.findAllByText('Петров Пётр')).length).toBe(3);
    expect(screen.queryByRole('button', { name: 'Добавить' })).not.toBeInTheDocument();
  });

  it('Связанные заявки: the parent order and the orders created from this one', async () => {
    mocks.findOrders.mockResolvedValue({
      orders: [demoOrder({ id: 43, number: '000043', serviceName: 'Шиномонтаж', parentOrderId: 42 })],
      total: 1,
    });
    render(<LinkedOrdersSection {...props} order={demoOrder({ parentOrderId: 40 })} />);
    expect(within(screen.getByTestId('parent-order')).getByRole('link', { name: '№ 40' })).toHaveAttribute(
      'href',
      '/orders/40',
    );
    const table = await screen.findByTestId('linked-orders');
    expect(within(table).getByRole('link', { name: '000043' })).toHaveAttribute('href', '/orders/43');
    expect(mocks.findOrders).toHaveBeenCalledWith(expect.objectContaining({ parentOrderId: 42 }));
  });
});
