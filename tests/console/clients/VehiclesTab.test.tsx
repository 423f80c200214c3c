import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { nowUnix } from '../../../src/shared/format';
import type { Client } from '../../../src/shared/schemas/clients/clientEntity';
import type { ClientVehicle, ClientVehicleInsurances } from '../../../src/shared/schemas/vehicles/vehicleEntity';

// The card's Автомобили and Страхование tabs against a fake API: deleted rows, opening, the primary vehicle,
// detaching, and the widget permissions.

const state = vi.hoisted(() => ({ granted: new Set<string>() }));
const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));

vi.mock('../../../src/console/api/httpClient', () => ({ http }));
vi.mock('../../../src/console/api/userSettingsApi', () => ({
  fetchUserSetting: vi.fn(async () => null),
  saveUserSetting: vi.fn(async () => {}),
  deleteUserSetting: vi.fn(async () => {}),
}));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../src/console/session/useSession', () => ({
  useAllowed: (operation: string, flags: string[] = ['available']) =>
    flags.some((f) => state.granted.has(`${operation}:${f}`)),
}));
const { VehiclesTab } = await import('../../../src/console/screens/clients/tabs/VehiclesTab');
const { InsuranceTab } = await import('../../../src/console/screens/clients/tabs/InsuranceTab');

const grant = (key: string, ...flags: string[]) => {
  for (const f of flags) state.granted.add(`${key}:${f}`);
};
const CLIENT = { id: 3, lastName: 'Иванов', firstName: 'Иван' } as Client;
const NOW = nowUnix();

const row = (id: number, fields: Partial<ClientVehicle> = {}): ClientVehicle => ({
  id,
  makeTitle: 'Kia',
  modelTitle: 'Rio',
  generationName: 'IV',
  number: `А${100 + id}ВС77`,
  vin: null,
  deletedDate: null,
  createdDate: NOW - id * 1000,
  primary: false,
  isCorporate: false,
  foreign: false,
  ...fields,
});

let vehicles: ClientVehicle[] = [];

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
  state.granted = new Set();
  vehicles = [row(1, { primary: true }), row(2), row(3, { deletedDate: NOW - 100 })];
  http.get.mockImplementation(async (url: string, config?: { params?: Record<string, unknown> }) => {
    if (url === '/vehicles') {
      expect(config?.params).toEqual({ clientId: 3, showDeleted: true });
      return { data: vehicles };
    }
    if (url === '/vehicles/2')
      return {
        data: {
          ...row(2),
          clientId: 3,
          primary: false,
          makeId: 10,
          modelId: 20,
          generationId: null,
          modificationId: null,
          modificationName: null,
          stsNumber: null,
          ptsNumber: null,
          yearOfIssue: null,
          insurances: [],
        },
      };
    if (url.startsWith('/catalog') || url.startsWith('/ref_value')) return { data: [] };
    if (url === '/clients/insurances/3') {
      expect(config?.params).toEqual({ activityStatus: 'all' });
      const data: ClientVehicleInsurances[] = [
        {
          ...row(1, { primary: true }),
          insurances: [
            {
              id: 5,
              vehicleId: 1,
              insuranceTypeRefValueId: 9101,
              insuranceTypeRefValueName: 'ОСАГО',
              insuranceCompanyId: 1,
              insuranceCompanyName: 'СОГАЗ',
              insuranceNumber: 'ХХХ 5',
              startDate: NOW - 10_000,
              expirationDate: NOW + 10_000_000,
              active: true,
              createdDate: NOW,
            },
          ],
        },
        { ...row(2), insurances: [] },
      ];
      return { data };
    }
    throw new Error(`unexpected GET ${url}`);
  });
  http.put.mockImplementation(async (url: string) => {
    const match = /^\/vehicles\/(\d+)\/client\/3\/primary$/.exec(url);
    if (match) vehicles = vehicles.map((v) => ({ ...v, primary: !v.deletedDate && v.id === Number(match[1]) }));
    return { data: {} };
  });
  http.delete.mockImplementation(async (_url: string, config: { data: { vehicleId: number } }) => {
    vehicles = vehicles.map((v) => (v.id === config.data.vehicleId ? { ...v, deletedDate: NOW, primary: false } : v));
    return { data: {} };
  });
});

function renderTab(Tab: typeof VehiclesTab) {
  render(
    <ChakraProvider value={defaultSystem}>
      <Router hook={memoryLocation({ path: '/client/3/' }).hook}>
        <Tab client={CLIENT} onClientChanged={() => {}} />
      </Router>
    </ChakraProvider>,
  );
  return userEvent.setup();
}
const rows = () => screen.getAllByTestId('table-row');
const rowWith = (text: string) => rows().find((r) => r.textContent?.includes(text))!;

describe('VehiclesTab', () => {
  it('lists the vehicles; a detached one shows Удален and does not open; another row opens the vehicle dialog', async () => {
    grant('order.vehicle', 'available', 'permissionUpdate');
    const user = renderTab(VehiclesTab);
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rowWith('А101ВС77')).toHaveTextContent('Основной');
    expect(rowWith('А103ВС77')).toHaveTextContent('Удален');
    expect(within(rowWith('А103ВС77')).queryByRole('button', { name: 'Сделать основным' })).toBeNull();
    await user.click(rowWith('А103ВС77'));
    expect(screen.queryByTestId('vehicle-form')).toBeNull();
    await user.click(within(rowWith('А102ВС77')).getByText('Rio'));
    expect(await screen.findByTestId('vehicle-form')).toBeVisible();
    await waitFor(() => expect(http.get).toHaveBeenCalledWith('/vehicles/2', { params: { clientId: 3 } }));
    // Without insert and delete: no 'Добавить авто', no 'Отвязать'.
    expect(screen.queryByRole('button', { name: 'Добавить авто' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Отвязать' })).toBeNull();
  });

  it('makes a non-primary vehicle the only primary one, without opening it', async () => {
    grant('order.vehicle', 'available', 'permissionUpdate');
    const user = renderTab(VehiclesTab);
    await waitFor(() => expect(rows()).toHaveLength(3));
    await user.click(within(rowWith('А102ВС77')).getByRole('button', { name: 'Сделать основным' }));
    await waitFor(() => expect(http.put).toHaveBeenCalledWith('/vehicles/2/client/3/primary'));
    await waitFor(() => expect(rowWith('А102ВС77')).toHaveTextContent('Основной'));
    expect(within(rowWith('А101ВС77')).getByRole('button', { name: 'Сделать основным' })).toBeVisible();
    expect(screen.queryByTestId('vehicle-form')).toBeNull();
  });

  it('adds with order.vehicle insert and detaches with delete; without update there is no primary control', async () => {
    grant('order.vehicle', 'available', 'permissionInsert', 'permissionDelete');
    const user = renderTab(VehiclesTab);
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Сделать основным' })).toBeNull();
    await user.click(within(rowWith('А102ВС77')).getByRole('button', { name: 'Отвязать' }));
    await waitFor(() =>
      expect(http.delete).toHaveBeenCalledWith('/vehicles/relations', { data: { vehicleId: 2, clientId: 3 } }),
    );
    await waitFor(() => expect(rowWith('А102ВС77')).toHaveTextContent('Удален'));
    await user.click(screen.getByRole('button', { name: 'Добавить авто' }));
    expect(await screen.findByText('Новый автомобиль')).toBeVisible();
  });
});

describe('InsuranceTab', () => {
  it("lists the client's vehicles with their policies and opens one in the insurance-only mode", async () => {
    grant('order.insurancePolicies', 'available', 'permissionInsert', 'permissionUpdate', 'permissionDelete');
    grant('order.vehicle', 'available', 'permissionUpdate');
    const user = renderTab(InsuranceTab);
    const cards = await screen.findAllByTestId('insurance-vehicle');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Kia Rio, А101ВС77');
    expect(cards[0]).toHaveTextContent('Основной');
    expect(within(cards[0]).getByTestId('policy-row')).toHaveTextContent('СОГАЗ');
    expect(within(cards[0]).getByTestId('policy-row')).toHaveTextContent('действующий');
    expect(cards[1]).toHaveTextContent('Полисов нет');
    await user.click(within(cards[1]).getByRole('button', { name: 'Добавить полис' }));
    const dialog = await screen.findByTestId('vehicle-form');
    expect(await within(dialog).findByTestId('vehicle-summary')).toBeVisible();
    expect(within(dialog).queryByRole('combobox', { name: /Марка/ })).toBeNull();
  });
});
