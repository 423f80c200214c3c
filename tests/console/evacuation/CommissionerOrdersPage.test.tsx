import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { EvacuationOrderRow } from '../../../src/shared/schemas/evacuation';

// /avarcom/orders and /tavarcom/orders(/evacuation) against a fake API: what each filter puts into the request.

vi.mock('../../../src/console/api/userSettingsApi', () => ({
  fetchUserSetting: vi.fn(async () => null),
  saveUserSetting: vi.fn(async () => {}),
  deleteUserSetting: vi.fn(async () => {}),
}));
vi.mock('../../../src/console/api/evacuationApi', () => ({
  fetchAvarcomOrders: vi.fn(),
  fetchTAvarcomOrders: vi.fn(),
  fetchGeoRegions: vi.fn(async () => [
    { fiasId: 'a', name: 'г. Москва', timezone: 'Europe/Moscow' },
    { fiasId: 'b', name: 'Калининградская обл.', timezone: 'Europe/Kaliningrad' },
    { fiasId: 'c', name: 'Свердловская обл.', timezone: 'Asia/Yekaterinburg' },
    { fiasId: 'd', name: 'Респ. Башкортостан', timezone: 'Asia/Yekaterinburg' },
  ]),
}));
vi.mock('../../../src/console/api/referencesApi', () => ({
  fetchRefValues: vi.fn(async () => [{ id: 9011, refId: 9, name: 'Новая' }]),
}));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: vi.fn(), notifyError: vi.fn() }));

const api = vi.mocked(await import('../../../src/console/api/evacuationApi'));
const { default: AvarcomOrdersPage } = await import('../../../src/console/screens/evacuation/AvarcomOrdersPage');
const { default: TAvarcomOrdersPage } = await import('../../../src/console/screens/evacuation/TAvarcomOrdersPage');

const row = (id: number, fields: Partial<EvacuationOrderRow> = {}): EvacuationOrderRow => ({
  id,
  number: `2506-0000${id}`,
  createdDate: 1_750_000_000,
  plannedDate: null,
  statusRefValueId: 9011,
  statusRefValueName: 'Новая',
  serviceId: 901,
  serviceName: 'Аварийный комиссар',
  clientFio: 'Иванов Иван Иванович',
  clientPhone: '+79161234567',
  vehicleTitle: 'Kia Rio',
  vehicleNumber: 'А123ВС77',
  address: 'Калининград, Ленинский пр-т, д. 30',
  destinationAddress: null,
  latitude: null,
  longitude: null,
  timezone: 'Europe/Kaliningrad',
  driverUserId: null,
  driverFio: null,
  cost: 2500,
  ...fields,
});

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
  api.fetchAvarcomOrders.mockResolvedValue({ orders: [row(1, { plannedDate: 1_750_003_600 })], total: 1 });
  api.fetchTAvarcomOrders.mockResolvedValue({ orders: [row(2, { serviceId: 903 })], total: 1 });
});

function renderAt(path: string, element: React.ReactNode) {
  const location = memoryLocation({ path });
  render(
    <ChakraProvider value={defaultSystem}>
      <Router hook={location.hook}>{element}</Router>
    </ChakraProvider>,
  );
  return userEvent.setup();
}
const lastQuery = (fn: typeof api.fetchAvarcomOrders) => fn.mock.calls.at(-1)![0];

describe('commissioner order lists', () => {
  it('sends the chosen time zone from the filter panel, offered as city and offset', async () => {
    const user = renderAt('/avarcom/orders', <AvarcomOrdersPage title="Заявки аварийных комиссаров" />);
    await waitFor(() => expect(screen.getAllByTestId('table-row')).toHaveLength(1));
    expect(lastQuery(api.fetchAvarcomOrders)).toEqual({
      offset: 0,
      size: 10,
      sortField: 'createdDate',
      sortOrder: 'DESC',
    });
    // The planned date of a Kaliningrad order reads in its own zone.
    expect(screen.getByTestId('table-row')).toHaveTextContent('(UTC+2)');

    await user.click(screen.getByRole('button', { name: 'Фильтровать' }));
    const panel = screen.getByTestId('filter-panel');
    const zone = within(panel).getByRole('combobox', { name: 'Часовой пояс' });
    await waitFor(() =>
      expect(within(zone).getByRole('option', { name: /^Калининград \(UTC\+2\)$/ })).toBeInTheDocument(),
    );
    // Each zone once, west to east.
    expect(
      within(zone)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['', 'Europe/Kaliningrad', 'Europe/Moscow', 'Asia/Yekaterinburg']);
    await user.selectOptions(zone, 'Europe/Kaliningrad');
    await user.click(within(panel).getByRole('button', { name: 'Применить' }));
    await waitFor(() =>
      expect(lastQuery(api.fetchAvarcomOrders)).toMatchObject({ timezone: 'Europe/Kaliningrad', offset: 0 }),
    );
  });

  it('asks for tomorrow’s orders while «Только на завтра» is on', async () => {
    const user = renderAt('/avarcom/orders', <AvarcomOrdersPage title="Заявки аварийных комиссаров" />);
    await waitFor(() => expect(api.fetchAvarcomOrders).toHaveBeenCalledTimes(1));
    expect(lastQuery(api.fetchAvarcomOrders)).not.toHaveProperty('onlyTomorrow');
    await user.click(screen.getByRole('checkbox', { name: 'Только на завтра' }));
    await waitFor(() => expect(lastQuery(api.fetchAvarcomOrders)).toMatchObject({ onlyTomorrow: 'true' }));
    await user.click(screen.getByRole('checkbox', { name: 'Только на завтра' }));
    await waitFor(() => expect(lastQuery(api.fetchAvarcomOrders)).not.toHaveProperty('onlyTomorrow'));
  });

  it('lists the bank partner’s orders, only those needing a tow on the evacuation route', async () => {
    renderAt('/tavarcom/orders/evacuation', <TAvarcomOrdersPage title="Эвакуации банка-партнёра" />);
    await waitFor(() => expect(api.fetchTAvarcomOrders).toHaveBeenCalled());
    expect(lastQuery(api.fetchTAvarcomOrders)).toMatchObject({ evacuation: 'true' });
  });

  it('lists all of them on /tavarcom/orders', async () => {
    renderAt('/tavarcom/orders', <TAvarcomOrdersPage title="Заявки аварийных комиссаров банка" />);
    await waitFor(() => expect(api.fetchTAvarcomOrders).toHaveBeenCalled());
    expect(lastQuery(api.fetchTAvarcomOrders)).not.toHaveProperty('evacuation');
  });
});
