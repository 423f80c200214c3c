import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { VehicleEntity, VehicleOwner } from '../../../src/shared/schemas/vehicles/vehicleEntity';

// /vehicle/search and /vehicle/:id/ against a fake API: the plate search, the table, the card with its owners and
// the two owner filters (both on at start).

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('../../../src/console/api/httpClient', () => ({ http }));
vi.mock('../../../src/console/api/userSettingsApi', () => ({
  fetchUserSetting: vi.fn(async () => null),
  saveUserSetting: vi.fn(async () => {}),
  deleteUserSetting: vi.fn(async () => {}),
}));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../src/console/session/useSession', () => ({ useAllowed: () => false }));
const { default: VehicleSearchPage } = await import('../../../src/console/screens/vehicles/VehicleSearchPage');
const { default: VehicleCardPage } = await import('../../../src/console/screens/vehicles/VehicleCardPage');

const VEHICLE: VehicleEntity = {
  id: 7,
  clientId: null,
  primary: null,
  makeId: 10,
  makeTitle: 'Toyota',
  modelId: 20,
  modelTitle: 'Camry',
  generationId: 30,
  generationName: 'XV70',
  modificationId: 40,
  modificationName: '2.5 AT (181 л.с.)',
  number: 'В456ОР99',
  foreign: false,
  vin: 'JTNB11HK103000001',
  stsNumber: '99ТТ654321',
  ptsNumber: null,
  yearOfIssue: 2020,
  isCorporate: true,
  createdDate: 1_700_000_000,
  deletedDate: null,
  insurances: [],
};
const owner = (id: number, fields: Partial<VehicleOwner> = {}): VehicleOwner => ({
  id,
  phoneNumber: `+7916000000${id}`,
  name: `Владелец ${id}`,
  statusRefValueName: 'Активный',
  partnerId: null,
  partnerName: null,
  deletedDate: null,
  relationDeletedDate: null,
  primary: false,
  ...fields,
});

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
  http.post.mockImplementation(async () => ({
    data: [
      {
        id: 7,
        number: 'В456ОР99',
        makeTitle: 'Toyota',
        modelTitle: 'Camry',
        vin: 'JTNB11HK103000001',
        isCorporate: true,
      },
      { id: 8, number: 'В456ОР77', makeTitle: 'Lada', modelTitle: 'Vesta', vin: null, isCorporate: false },
    ],
  }));
  http.get.mockImplementation(
    async (url: string, config?: { params?: { showDeletedClients: boolean; showDeletedRelations: boolean } }) => {
      if (url === '/vehicles/7') return { data: VEHICLE };
      if (url === '/vehicles/7/clients') {
        const { showDeletedClients, showDeletedRelations } = config!.params!;
        return {
          data: [
            owner(1, { primary: true }),
            ...(showDeletedRelations ? [owner(2, { relationDeletedDate: 1_700_000_500 })] : []),
            ...(showDeletedClients ? [owner(3, { deletedDate: 1_700_000_600 })] : []),
          ],
        };
      }
      throw new Error(`unexpected GET ${url}`);
    },
  );
});

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <ChakraProvider value={defaultSystem}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Switch>
          <Route path="/vehicle/search">
            <VehicleSearchPage title="Поиск автомобиля" />
          </Route>
          <Route path="/vehicle/:id/">
            <VehicleCardPage title="Карточка автомобиля" />
          </Route>
          <Route path="/client/:id/">client card</Route>
        </Switch>
      </Router>
    </ChakraProvider>,
  );
  return { location, user: userEvent.setup() };
}

describe('vehicle search and card', () => {
  it('searches by a part of the plate and opens the found vehicle', async () => {
    const { location, user } = renderAt('/vehicle/search');
    await user.click(screen.getByRole('button', { name: 'Найти' }));
    expect(await screen.findByText('Укажите гос.номер')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Гос.номер' }), 'В456');
    await user.click(screen.getByRole('button', { name: 'Найти' }));
    await waitFor(() => expect(screen.getAllByTestId('table-row')).toHaveLength(2));
    expect(http.post).toHaveBeenCalledWith('/vehicles/find', { number: 'В456' });
    expect(location.history?.at(-1)).toBe('/vehicle/search?number=%D0%92456');
    const [camry, vesta] = screen.getAllByTestId('table-row');
    expect(camry).toHaveTextContent('Toyota');
    expect(camry).toHaveTextContent('Да');
    expect(vesta).not.toHaveTextContent('Да');
    await user.click(camry);
    await waitFor(() => expect(location.history?.at(-1)).toBe('/vehicle/7/'));
  });

  it('shows the card with the owners, both filters on at start; turning one off asks again; an owner opens his card', async () => {
    const { location, user } = renderAt('/vehicle/7/');
    expect(await screen.findByRole('heading', { name: 'Toyota Camry, В456ОР99' })).toBeVisible();
    expect(screen.getByTestId('vehicle-data')).toHaveTextContent('JTNB11HK103000001');
    expect(screen.getByTestId('vehicle-data')).toHaveTextContent('2.5 AT (181 л.с.)');
    expect(screen.getByText('Полисов нет')).toBeVisible();
    await waitFor(() => expect(screen.getAllByTestId('table-row')).toHaveLength(3));
    expect(http.get).toHaveBeenCalledWith('/vehicles/7/clients', {
      params: { showDeletedClients: true, showDeletedRelations: true },
    });
    expect(screen.getByRole('checkbox', { name: 'Показать удалённых клиентов' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Показать удалённые связи' })).toBeChecked();

    await user.click(screen.getByText('Показать удалённые связи'));
    await waitFor(() => expect(screen.getAllByTestId('table-row')).toHaveLength(2));
    expect(http.get).toHaveBeenLastCalledWith('/vehicles/7/clients', {
      params: { showDeletedClients: true, showDeletedRelations: false },
    });
    expect(screen.queryByRole('button', { name: 'Изменить' })).toBeNull();

    await user.click(within(screen.getAllByTestId('table-row')[0]).getByText('Владелец 1'));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/client/1/'));
  });
});
