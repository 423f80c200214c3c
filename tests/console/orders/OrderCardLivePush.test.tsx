import { act, configure, screen, waitFor } from '@testing-library/react';
import { publishPush } from '../../../src/console/realtime/pushListeners';
import OrderCardPage from '../../../src/console/screens/orders/OrderCardPage';
import type { PushEvent } from '../../../src/shared/schemas/realtime';

const publishOrderPush = (orderId: number) =>
  publishPush({
    id: orderId * 10,
    content: 'Заявка: статус',
    timestamp: 1_790_000_000,
    sender: 'Система',
    kind: 'orderStatus',
    orderId,
    penaltyId: null,
  } satisfies PushEvent);

import { isAllowed, type PermissionFlag } from '../../../src/shared/permissions';
import type { Permission } from '../../../src/shared/schemas/users';
import { grant, renderAt } from '../clients/ClientFixtures';
import { demoOrder } from './OrderCardFixtures';

// The order card follows pushes about its order: it reads the order again, or, while the user has unsaved edits,
// offers to ('Заявка изменена другим пользователем' / 'Обновить').

configure({ asyncUtilTimeout: 5_000 });

const mocks = vi.hoisted(() => ({
  permissions: [] as Permission[],
  fetchOrder: vi.fn(),
  notify: vi.fn(),
  dirty: false,
  marker: (name: string) => ({ [name]: () => name }),
}));

vi.mock('../../../src/console/components/historyGuard', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/console/components/historyGuard')>();
  return { ...real, topDirtyGuard: () => (mocks.dirty ? { isDirty: () => true, onHistoryStep: () => {} } : undefined) };
});
vi.mock('../../../src/console/session/useSession', () => ({
  useAllowed: (operation: string | undefined, flags?: PermissionFlag[]) =>
    isAllowed(mocks.permissions, operation, flags),
  usePermissions: () => mocks.permissions,
  useProfile: () => ({ customerId: 5 }),
}));
vi.mock('../../../src/console/api/ordersApi', async () => {
  const { SERVICES } = await import('./OrderCardFixtures');
  return {
    fetchOrder: mocks.fetchOrder,
    updateOrder: vi.fn(),
    blockOrder: vi.fn(),
    unblockOrder: vi.fn(async () => ({})),
    deleteOrder: vi.fn(),
    moveOrderService: vi.fn(),
    createLinkedOrder: vi.fn(),
    fetchServices: async () => SERVICES,
    fetchOrderFields: async () => [],
  };
});
vi.mock('../../../src/console/api/referencesApi', async () => ({
  fetchRefValues: (await import('./OrderCardFixtures')).fetchRefValuesFake,
}));
vi.mock('../../../src/console/api/clientsApi', () => ({
  fetchClient: async () => ({
    id: 7,
    lastName: 'Иванов',
    firstName: 'Иван',
    middleName: null,
    phoneNumber: '+79161234567',
  }),
}));
vi.mock('../../../src/console/api/vehiclesApi', () => ({ fetchClientVehicles: async () => [] }));
vi.mock('../../../src/console/api/partners/partnersSearchApi', async () => ({
  fetchServiceOffices: async () => (await import('./OrderCardFixtures')).OFFICES,
}));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: mocks.notify }));

function renderCard() {
  mocks.permissions = [grant('orders.view')];
  return renderAt('/orders/42', [{ path: '/orders/:code', element: <OrderCardPage title="Заявка" /> }]);
}

describe('OrderCardPage and pushes about its order', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mocks.dirty = false;
    mocks.fetchOrder.mockResolvedValue(demoOrder());
  });

  it('reads the order again when a push about it arrives, and ignores pushes about others', async () => {
    renderCard();
    await screen.findByTestId('order-card-header');
    expect(mocks.fetchOrder).toHaveBeenCalledTimes(1);
    act(() => publishOrderPush(43));
    expect(mocks.fetchOrder).toHaveBeenCalledTimes(1);

    mocks.fetchOrder.mockResolvedValue(demoOrder({ statusRefValueName: 'В работе', updatedDate: 1_790_000_000 }));
    act(() => publishOrderPush(42));
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('В работе'));
    expect(mocks.fetchOrder).toHaveBeenCalledTimes(2);
    expect(mocks.notify).not.toHaveBeenCalled();
  });

  it('keeps unsaved edits: says the order changed and reloads only on Обновить', async () => {
    renderCard();
    await screen.findByTestId('order-card-header');
    mocks.dirty = true;
    act(() => publishOrderPush(42));
    expect(mocks.fetchOrder).toHaveBeenCalledTimes(1);
    expect(mocks.notify).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'warning',
        title: 'Заявка изменена другим пользователем',
        action: expect.objectContaining({ label: 'Обновить' }),
      }),
    );
    act(() => mocks.notify.mock.calls[0]![0].action.onClick());
    await waitFor(() => expect(mocks.fetchOrder).toHaveBeenCalledTimes(2));
  });

  it('stops listening when the card closes', async () => {
    const view = renderCard();
    await screen.findByTestId('order-card-header');
    view.unmount();
    publishOrderPush(42);
    expect(mocks.fetchOrder).toHaveBeenCalledTimes(1);
  });
});
