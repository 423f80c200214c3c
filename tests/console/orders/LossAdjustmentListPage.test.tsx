import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { OrderEntity } from '../../../src/shared/schemas/orders/orderEntity';

// A busy machine can take seconds over the first render: the findBy waits get room.
configure({ asyncUtilTimeout: 5000 });

const state = vi.hoisted(() => ({ flags: ['available', 'permissionInsert'] as string[] }));

vi.mock('../../../src/console/api/userSettingsApi', () => ({
  fetchUserSetting: vi.fn(async () => null),
  saveUserSetting: vi.fn(async () => {}),
  deleteUserSetting: vi.fn(async () => {}),
}));
vi.mock('../../../src/console/api/ordersApi', () => ({ findOrders: vi.fn() }));
vi.mock('../../../src/console/session/useSession', () => ({
  useAllowed: (operation: string, flags: string[] = ['available']) =>
    operation === 'loss.adjustment.order' && flags.every((f) => state.flags.includes(f)),
}));

const api = vi.mocked(await import('../../../src/console/api/ordersApi'));
const { default: LossAdjustmentListPage } = await import('../../../src/console/screens/orders/LossAdjustmentListPage');

const ORDER = {
  id: 77,
  number: '2611-000077',
  createdDate: 1_750_000_000,
  statusRefValueId: 9012,
  statusRefValueName: 'В работе',
  clientFio: 'Иванов Иван Иванович',
  clientPhone: '+79161234567',
  vehicleMakeTitle: 'Kia',
  vehicleModelTitle: 'Rio',
  vehicleNumber: 'А100АА77',
  cost: 0,
  specificValues: { lossNumber: 'У-2025-001037', damageAmount: 26750 },
} as unknown as OrderEntity;

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
  state.flags = ['available', 'permissionInsert'];
  api.findOrders.mockResolvedValue({ orders: [ORDER], total: 1 });
});

function renderPage() {
  const location = memoryLocation({ path: '/loss/adjustment', record: true });
  render(
    <ChakraProvider value={defaultSystem}>
      <Router hook={location.hook}>
        <LossAdjustmentListPage title="Урегулирование убытков" />
      </Router>
    </ChakraProvider>,
  );
  return location;
}

describe('LossAdjustmentListPage', () => {
  it('lists the orders of service 902 with the loss number and the damage, and opens one', async () => {
    const user = userEvent.setup();
    const location = renderPage();
    expect(await screen.findByText('У-2025-001037')).toBeInTheDocument();
    expect(screen.getByText(/26\s750,00/)).toBeInTheDocument();
    expect(api.findOrders).toHaveBeenCalledWith(
      expect.objectContaining({ serviceIds: [902], offset: 0, sortField: 'createdDate', sortOrder: 'DESC' }),
    );
    await user.click(screen.getByText('2611-000077'));
    await waitFor(() => expect(location.history!.at(-1)).toBe('/loss/adjustment/order/77'));
  });

  it('offers «Новая заявка» only with insert on loss.adjustment.order', async () => {
    const user = userEvent.setup();
    const location = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Новая заявка' }));
    expect(location.history!.at(-1)).toBe('/loss/adjustment/order');
  });

  it('hides «Новая заявка» without the flag', async () => {
    state.flags = ['available'];
    renderPage();
    expect(await screen.findByText('У-2025-001037')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Новая заявка' })).not.toBeInTheDocument();
  });
});
