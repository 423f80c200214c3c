import { act, screen, waitFor, within } from '@testing-library/react';
import { DateTime } from 'luxon';
import { vi } from 'vitest';
import { order, renderInRouter, rows } from './OrdersFixtures';

// /orders and /orders/archive against a fake API: the request body of each table state, the client chip, the
// menu badge fed by the list, and opening an order.

const state = vi.hoisted(() => ({ granted: new Set<string>() }));
const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));

vi.mock('../../../src/console/api/httpClient', () => ({ http }));
vi.mock('../../../src/console/api/userSettingsApi', () => ({
  fetchUserSetting: vi.fn(async () => null),
  saveUserSetting: vi.fn(async () => {}),
  deleteUserSetting: vi.fn(async () => {}),
}));
vi.mock('../../../src/console/session/useSession', () => ({
  useAllowed: (operation: string, flags: string[] = ['available']) =>
    flags.some((f) => state.granted.has(`${operation}:${f}`)),
}));
const { default: OrdersListPage } = await import('../../../src/console/screens/orders/OrdersListPage');
const { OrderCountBadge } = await import('../../../src/console/shell/OrderCountBadge');
const { publishPush } = await import('../../../src/console/realtime/pushListeners');

const STATUSES = [
  [9011, 'Новая'],
  [9012, 'В работе'],
  [9015, 'Выполнена'],
  [121, 'Отменена'],
  [29, 'В архиве'],
].map(([id, name]) => ({ id, refId: 9, name, int1: null, sort: id, createdAt: 0, deletedDate: null }));

type FindBody = Record<string, unknown>;
const findBodies = () =>
  http.post.mock.calls.filter(([url]) => url === '/orders/find').map(([, body]) => body as FindBody);
const listBodies = () => findBodies().filter((b) => b.size !== 1);

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
  state.granted = new Set();
  http.get.mockImplementation(async (url: string) => {
    if (url === '/services')
      return {
        data: [
          { id: 69, name: 'Шиномонтаж', code: 'tire_fitting' },
          { id: 13, name: 'Эвакуация', code: 'evacuation' },
        ],
      };
    if (url === '/ref_value/9') return { data: STATUSES };
    if (url === '/clients/5') return { data: { id: 5, lastName: 'Иванов', firstName: 'Иван', middleName: 'Иванович' } };
    throw new Error(`unexpected GET ${url}`);
  });
  http.post.mockImplementation(async (url: string, body: FindBody) => {
    if (url !== '/orders/find') throw new Error(`unexpected POST ${url}`);
    if (body.size === 1) return { data: { orders: [], total: body.scope === 'active' ? 2 : 7 } };
    return {
      data: {
        orders: [order(1), order(2, { number: '2611-009999', clientFio: 'Петрова Анна Сергеевна', cost: 1500.5 })],
        total: 2,
      },
    };
  });
});

function renderList(path: string) {
  return renderInRouter(
    path,
    <>
      <OrderCountBadge scope="active" />
      <OrdersListPage title={path.startsWith('/orders/archive') ? 'Архив заявок' : 'Активные заявки'} />
    </>,
  );
}

describe('OrdersListPage', () => {
  it('asks for the active orders newest first, shows them, and the unfiltered total becomes the menu badge', async () => {
    renderList('/orders');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(listBodies()[0]).toEqual({
      offset: 0,
      size: 10,
      sortField: 'createdDate',
      sortOrder: 'DESC',
      scope: 'active',
    });
    expect(rows()[0]).toHaveTextContent('2611-001001');
    expect(rows()[0]).toHaveTextContent('Иванов Иван Иванович');
    expect(rows()[0]).toHaveTextContent('+7 (916) 123-45-67');
    expect(rows()[0]).toHaveTextContent('Kia Rio');
    expect(rows()[0]).toHaveTextContent('А123ВС77');
    // «Офис» is hidden by default so the nine columns fit 1440 px; «Колонки» shows it again.
    expect(rows()[0]).not.toHaveTextContent('Колесо в Химках');
    expect(rows()[1]).toHaveTextContent(/1\s500,50\s₽/);
    await waitFor(() => expect(screen.getByTestId('order-count-active')).toHaveTextContent('2'));
    // The whole scope's total came with the list: only the badge's own first request was of size 1.
    expect(findBodies().filter((b) => b.size === 1).length).toBeLessThanOrEqual(1);
  });

  it('says «более 10 000» when the server stopped counting, and the next page stays open', async () => {
    http.post.mockImplementation(async (url: string, body: FindBody) => {
      if (url !== '/orders/find') throw new Error(`unexpected POST ${url}`);
      const offset = Number(body.offset);
      return { data: { orders: [order(1 + offset), order(2 + offset)], total: offset + 10_000, totalCapped: true } };
    });
    renderList('/orders/archive');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByTestId('table-total')).toHaveTextContent('Всего: более 10 000');
    screen.getByRole('button', { name: 'Следующая страница' }).click();
    await waitFor(() => expect(listBodies().at(-1)).toMatchObject({ offset: 10 }));
    await waitFor(() => expect(screen.getByTestId('table-total')).toHaveTextContent('Всего: более 10 010'));
  });

  it('shows a capped count in the menu badge with a plus, and says so to a screen reader', async () => {
    http.post.mockImplementation(async (url: string, body: FindBody) => {
      if (url !== '/orders/find') throw new Error(`unexpected POST ${url}`);
      return { data: { orders: [order(1), order(2)].slice(0, Number(body.size)), total: 10_000, totalCapped: true } };
    });
    renderList('/orders');
    const badge = await screen.findByTestId('order-count-active');
    await waitFor(() => expect(badge).toHaveTextContent('10 000+'));
    // Russian digit groups are split by a no-break space.
    expect(badge.getAttribute('aria-label')).toBe('Заявок: более 10\u00a0000');
  });

  it("re-reads the page shown, on the same query, and the badge when a push says an order's status changed", async () => {
    renderList('/orders');
    await waitFor(() => expect(rows()).toHaveLength(2));
    await waitFor(() => expect(screen.getByTestId('order-count-active')).toHaveTextContent('2'));
    const lists = listBodies().length;
    const counts = findBodies().filter((b) => b.size === 1).length;
    act(() =>
      publishPush({
        id: 91,
        content: 'Заявка № 2611-001001: статус «В работе»',
        timestamp: 1_790_000_000,
        sender: 'Система',
        kind: 'orderStatus',
        orderId: 1,
        penaltyId: null,
      }),
    );
    await waitFor(() => expect(listBodies()).toHaveLength(lists + 1));
    expect(listBodies().at(-1)).toEqual(listBodies()[0]);
    await waitFor(() => expect(findBodies().filter((b) => b.size === 1).length).toBe(counts + 1));
    // A push of another kind (a message) changes no list.
    act(() =>
      publishPush({
        id: 92,
        content: 'Добрый день',
        timestamp: 1_790_000_001,
        sender: 'Иванов Иван',
        kind: 'message',
        orderId: null,
        penaltyId: null,
      }),
    );
    expect(listBodies()).toHaveLength(lists + 1);
  });

  it('turns the filter panel into the find body and refreshes the badge with a size-1 request', async () => {
    const { user } = renderList('/orders');
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: /Фильтровать/ }));
    const panel = await screen.findByTestId('filter-panel');
    const [service, status] = within(panel).getAllByRole('combobox');
    await waitFor(() => expect(within(service).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(service, '69');
    // The active list offers only open statuses.
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Все', 'Новая', 'В работе']);
    await user.selectOptions(status, '9012');
    await user.type(within(panel).getByRole('textbox', { name: 'Партнёр' }), 'Колесо');
    await user.type(within(panel).getByRole('textbox', { name: 'Дата создания с' }), '01112025');
    await user.type(within(panel).getByRole('textbox', { name: 'Дата создания по' }), '30112025');
    await user.click(within(panel).getByRole('button', { name: 'Применить' }));
    await waitFor(() => expect(listBodies()).toHaveLength(2));
    const moscow = (iso: string) => DateTime.fromISO(iso, { zone: 'Europe/Moscow' });
    expect(listBodies()[1]).toEqual({
      offset: 0,
      size: 10,
      sortField: 'createdDate',
      sortOrder: 'DESC',
      scope: 'active',
      serviceIds: [69],
      statusRefValueIds: [9012],
      partnerName: 'Колесо',
      dateFrom: moscow('2025-11-01').toSeconds(),
      dateTo: Math.floor(moscow('2025-11-30').endOf('day').toSeconds()),
    });
    // A filtered total is not the scope's: the badge asks for its own, once.
    await waitFor(() =>
      expect(findBodies().filter((b) => b.size === 1)).toEqual([{ scope: 'active', offset: 0, size: 1 }]),
    );
    expect(screen.getByTestId('order-count-active')).toHaveTextContent('2');
  });

  it("lists the archive of one client from ?clientId= with a chip; removing the chip lists everybody's", async () => {
    const { user } = renderList('/orders/archive?clientId=5');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(listBodies()[0]).toMatchObject({ scope: 'archive', clientId: 5 });
    expect(await screen.findByText('Клиент: Иванов Иван Иванович')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Убрать фильтр по клиенту' }));
    await waitFor(() => expect(listBodies()).toHaveLength(2));
    expect(listBodies()[1]).toEqual({
      offset: 0,
      size: 10,
      sortField: 'createdDate',
      sortOrder: 'DESC',
      scope: 'archive',
    });
    expect(screen.queryByTestId('client-filter-chip')).toBeNull();
  });

  it("opens an order on a row click; 'Создать заявку' only with orders.create insert", async () => {
    const { user, location, unmount } = renderList('/orders');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Создать заявку' })).toBeNull();
    await user.click(within(rows()[1]).getByText('2611-009999'));
    expect(location.history!.at(-1)).toBe('/orders/2');
    unmount();

    state.granted.add('orders.create:permissionInsert');
    const again = renderList('/orders?clientId=5');
    await again.user.click(await screen.findByRole('button', { name: 'Создать заявку' }));
    expect(again.location.history!.at(-1)).toBe('/orders/create/?clientId=5');
  });
});
