import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { EvacuationOrderRow } from '../../../src/shared/schemas/evacuation';

// /orders/evacuator and /evacuator/orders against a fake API: rows, row actions, the map, the driver's report.

const state = vi.hoisted(() => ({ granted: [] as string[] }));
vi.mock('../../../src/console/api/userSettingsApi', () => ({
  fetchUserSetting: vi.fn(async () => null),
  saveUserSetting: vi.fn(async () => {}),
  deleteUserSetting: vi.fn(async () => {}),
}));
vi.mock('../../../src/console/api/evacuationApi', () => ({
  fetchEvacuationOrders: vi.fn(),
  fetchDriverOrders: vi.fn(),
  fetchDriverReport: vi.fn(),
  fetchTowDrivers: vi.fn(async () => [
    {
      userId: 31,
      fio: 'Громов Виктор Алексеевич',
      phone: null,
      truckTypeRefValueId: 9191,
      truckTypeRefValueName: 'Эвакуатор с ломаной платформой',
      truckNumber: null,
      baseId: null,
      baseName: null,
      basePrice: 3500,
      pricePerKm: 80,
    },
  ]),
  fetchTowTruckBases: vi.fn(async () => []),
  fetchMapConfig: vi.fn(async () => ({ tileUrl: null })),
  calculateEvacuationPrice: vi.fn(),
  refusePartnerOffice: vi.fn(),
}));
vi.mock('../../../src/console/api/referencesApi', () => ({
  fetchRefValues: vi.fn(async () => [{ id: 9011, refId: 9, name: 'Новая' }]),
}));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../src/console/session/useSession', () => ({
  useAllowed: (operation: string, flags: string[] = ['available']) =>
    flags.every((f) => state.granted.includes(`${operation}:${f}`)),
}));

const api = vi.mocked(await import('../../../src/console/api/evacuationApi'));
const { default: EvacuationOrdersPage } = await import('../../../src/console/screens/evacuation/EvacuationOrdersPage');
const { default: DriverOrdersPage } = await import('../../../src/console/screens/evacuation/DriverOrdersPage');

const row = (id: number, fields: Partial<EvacuationOrderRow> = {}): EvacuationOrderRow => ({
  id,
  number: `2506-0000${id}`,
  createdDate: 1_750_000_000,
  plannedDate: null,
  statusRefValueId: 9011,
  statusRefValueName: 'Новая',
  serviceId: 13,
  serviceName: 'Эвакуация',
  clientFio: 'Иванов Иван Иванович',
  clientPhone: '+79161234567',
  vehicleTitle: 'Kia Rio',
  vehicleNumber: 'А123ВС77',
  address: 'Москва, ул. Тверская, д. 15',
  destinationAddress: 'Москва, Варшавское ш., д. 170',
  latitude: 55.7558,
  longitude: 37.6173,
  timezone: 'Europe/Moscow',
  driverUserId: null,
  driverFio: null,
  cost: 4500,
  ...fields,
});

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
  state.granted = ['orders.evacuator:available', 'orders.evacuator:permissionUpdate'];
  api.fetchEvacuationOrders.mockResolvedValue({
    orders: [row(1), row(2, { latitude: 59.9343, longitude: 30.3351, address: 'Санкт-Петербург' })],
    total: 2,
  });
});

function renderAt(path: string, element: React.ReactNode) {
  const location = memoryLocation({ path, record: true });
  render(
    <ChakraProvider value={defaultSystem}>
      <Router hook={location.hook}>{element}</Router>
    </ChakraProvider>,
  );
  return { user: userEvent.setup(), location };
}

describe('evacuation screens', () => {
  it('lists the orders; a row opens its card; the map shows the page’s orders', async () => {
    const { user, location } = renderAt('/orders/evacuator', <EvacuationOrdersPage title="Заявки на эвакуацию" />);
    await waitFor(() => expect(screen.getAllByTestId('table-row')).toHaveLength(2));
    // The destination is hidden by default so the table fits 1440 px («Колонки» shows it).
    expect(screen.getAllByTestId('table-row')[0]).not.toHaveTextContent('Москва, Варшавское ш., д. 170');
    await user.click(screen.getByRole('button', { name: 'Карта' }));
    const map = await screen.findByRole('region', { name: 'Карта эвакуаторов' });
    expect(within(map).getByRole('button', { name: 'Заявка 2506-00002, Санкт-Петербург' })).toBeInTheDocument();
    await user.click(screen.getAllByTestId('table-row')[0]);
    expect(location.history.at(-1)).toBe('/orders/evacuator/1');
  });

  it('offers the refusal only with the right to change; computes the tow price on the server', async () => {
    state.granted = ['orders.evacuator:available'];
    api.calculateEvacuationPrice.mockResolvedValue({
      orderId: 1,
      userId: 31,
      basePrice: 3500,
      pricePerKm: 80,
      distanceKm: 12.5,
      price: 4500,
    });
    const { user } = renderAt('/orders/evacuator', <EvacuationOrdersPage title="Заявки на эвакуацию" />);
    await waitFor(() => expect(screen.getAllByTestId('table-row')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Отказ офиса' })).toBeNull();
    await user.click(screen.getAllByRole('button', { name: 'Стоимость эвакуации' })[0]);
    const dialog = await screen.findByTestId('evacuation-price-dialog');
    const driver = within(dialog).getByRole('combobox', { name: /Водитель эвакуатора/ });
    await waitFor(() =>
      expect(within(driver).getByRole('option', { name: /Громов Виктор Алексеевич/ })).toBeInTheDocument(),
    );
    await user.selectOptions(driver, '31');
    await user.type(within(dialog).getByRole('textbox', { name: /Расстояние, км/ }), '12.5');
    await user.click(within(dialog).getByRole('button', { name: 'Рассчитать' }));
    await waitFor(() =>
      expect(api.calculateEvacuationPrice).toHaveBeenCalledWith({ orderId: 1, userId: 31, distanceKm: 12.5 }),
    );
    expect(await within(dialog).findByTestId('evacuation-price')).toHaveTextContent(/4\s500,00\s₽/);
  });

  it('shows the driver’s report above his orders, for the same period', async () => {
    state.granted = ['evacuator.orders:available'];
    api.fetchDriverOrders.mockResolvedValue({
      orders: [row(5, { driverUserId: 31, driverFio: 'Громов Виктор Алексеевич' })],
      total: 1,
    });
    api.fetchDriverReport.mockResolvedValue({
      userId: 31,
      userFio: 'Громов Виктор Алексеевич',
      count: 3,
      totalCost: 3500.55,
      averageCost: 1166.85,
      byStatus: [{ statusRefValueId: 9015, statusRefValueName: 'Выполнена', count: 3 }],
    });
    const { user } = renderAt('/evacuator/orders', <DriverOrdersPage title="Заявки эвакуаторщика" />);
    const report = await screen.findByTestId('driver-report');
    expect(within(report).getByText('Отчёт: Громов Виктор Алексеевич')).toBeInTheDocument();
    expect(within(report).getByTestId('report-count')).toHaveTextContent('3');
    expect(within(report).getByTestId('report-average')).toHaveTextContent(/1\s166,85\s₽/);
    expect(within(report).getByText('Выполнена: 3')).toBeInTheDocument();
    expect(api.fetchDriverReport).toHaveBeenLastCalledWith({});

    await user.click(screen.getByRole('button', { name: 'Фильтровать' }));
    const panel = screen.getByTestId('filter-panel');
    expect(within(panel).queryByRole('combobox', { name: 'Водитель' })).toBeNull();
    const from = within(panel).getByLabelText('Создана с');
    await user.type(from, '01062025');
    await user.click(within(panel).getByRole('button', { name: 'Применить' }));
    const june1 = Date.parse('2025-05-31T21:00:00Z') / 1000;
    await waitFor(() => expect(api.fetchDriverReport).toHaveBeenLastCalledWith({ dateFrom: june1 }));
    expect(api.fetchDriverOrders).toHaveBeenLastCalledWith(expect.objectContaining({ dateFrom: june1, offset: 0 }));
  });
});
