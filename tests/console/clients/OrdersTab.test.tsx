import { screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import type { Client } from '../../../src/shared/schemas/clients/clientEntity';
import { order, renderInRouter, rows } from '../orders/OrdersFixtures';

// The client card's 'Заявки' tab: the client's newest 500 orders of every status in one request, sorted and paged
// in the browser; a row opens the order.

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('../../../src/console/api/httpClient', () => ({ http }));
vi.mock('../../../src/console/api/userSettingsApi', () => ({
  fetchUserSetting: vi.fn(async () => null),
  saveUserSetting: vi.fn(async () => {}),
  deleteUserSetting: vi.fn(async () => {}),
}));
const { OrdersTab } = await import('../../../src/console/screens/clients/tabs/OrdersTab');

const CLIENT = { id: 5, lastName: 'Иванов', firstName: 'Иван' } as Client;

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
});

describe('OrdersTab', () => {
  it("asks for the client's orders at once (offset 0, size 500, newest first, every status) and opens one", async () => {
    const orders = Array.from({ length: 12 }, (_, i) =>
      order(i + 1, { statusRefValueId: i === 0 ? 29 : 9012, statusRefValueName: i === 0 ? 'В архиве' : 'В работе' }),
    );
    http.post.mockResolvedValue({ data: { orders, total: 12 } });
    const { user, location } = renderInRouter('/client/5/', <OrdersTab client={CLIENT} onClientChanged={() => {}} />);
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(http.post).toHaveBeenCalledTimes(1);
    expect(http.post).toHaveBeenCalledWith(
      '/orders/find',
      { clientId: 5, offset: 0, size: 500, sortField: 'createdDate', sortOrder: 'DESC', scope: 'all' },
      { params: {} },
    );
    expect(rows()[0]).toHaveTextContent('2611-001001');
    expect(rows()[0]).toHaveTextContent('В архиве');
    expect(screen.getByTestId('table-total')).toHaveTextContent('Всего: 12');
    await user.click(within(rows()[1]).getByText('2611-001002'));
    expect(location.history!.at(-1)).toBe('/orders/2');
  });

  it('says so when the client has no orders', async () => {
    http.post.mockResolvedValue({ data: { orders: [], total: 0 } });
    renderInRouter('/client/5/', <OrdersTab client={CLIENT} onClientChanged={() => {}} />);
    expect(await screen.findByText('По Вашему запросу ничего не найдено')).toBeInTheDocument();
  });
});
