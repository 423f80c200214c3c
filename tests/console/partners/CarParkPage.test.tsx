import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { CarParkVehicle } from '../../../src/shared/schemas/partners/partnerSearch';

// A busy machine can take seconds over the first render: the findBy waits get room.
configure({ asyncUtilTimeout: 5000 });

const state = vi.hoisted(() => ({ flags: ['available', 'permissionInsert', 'permissionUpdate'] as string[] }));

vi.mock('../../../src/console/api/userSettingsApi', () => ({
  fetchUserSetting: vi.fn(async () => null),
  saveUserSetting: vi.fn(async () => {}),
  deleteUserSetting: vi.fn(async () => {}),
}));
vi.mock('../../../src/console/api/partners/partnersSearchApi', () => ({
  fetchB2bCustomers: vi.fn(),
  fetchCarPark: vi.fn(),
  addCarParkVehicle: vi.fn(),
  setCarParkVehicleActive: vi.fn(),
}));
vi.mock('../../../src/console/api/vehiclesApi', () => ({ findVehicles: vi.fn() }));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../src/console/session/useSession', () => ({
  useAllowed: (operation: string, flags: string[] = ['available']) =>
    operation === 'car.park' && flags.every((f) => state.flags.includes(f)),
}));

const api = vi.mocked(await import('../../../src/console/api/partners/partnersSearchApi'));
const vehiclesApi = vi.mocked(await import('../../../src/console/api/vehiclesApi'));
const { notify } = vi.mocked(await import('../../../src/console/toasts/toaster'));
const { default: CarParkPage } = await import('../../../src/console/screens/partners/CarParkPage');

const car = (id: number, number: string, isActive = true): CarParkVehicle => ({
  id,
  partnerId: 5,
  vehicleId: 100 + id,
  number,
  makeTitle: 'Kia',
  modelTitle: 'Rio',
  vin: null,
  isActive,
});
let rows: CarParkVehicle[] = [];

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
  state.flags = ['available', 'permissionInsert', 'permissionUpdate'];
  rows = [car(1, 'А100АА77'), car(2, 'К777КК77', false)];
  api.fetchB2bCustomers.mockResolvedValue([{ id: 5, name: 'ООО «Тест-Флот»', vehiclesCount: 1 }]);
  api.fetchCarPark.mockImplementation(async (_partnerId, showInactive) =>
    rows.filter((r) => showInactive || r.isActive).map((r) => ({ ...r })),
  );
});

function renderPage() {
  const location = memoryLocation({ path: '/car/park' });
  return render(
    <ChakraProvider value={defaultSystem}>
      <Router hook={location.hook}>
        <CarParkPage title="Автопарк партнёра" />
      </Router>
    </ChakraProvider>,
  );
}
const activeSwitch = (plate: string) => screen.findByLabelText(`Активен: ${plate}`);

describe('CarParkPage', () => {
  it('lists the first B2B customer’s active vehicles, and the inactive ones when asked', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(await activeSwitch('А100АА77')).toBeChecked();
    expect(api.fetchCarPark).toHaveBeenLastCalledWith(5, false);
    expect(screen.queryByText('К777КК77')).not.toBeInTheDocument();
    await user.click(screen.getByText('Показывать неактивные'));
    expect(await activeSwitch('К777КК77')).not.toBeChecked();
    expect(api.fetchCarPark).toHaveBeenLastCalledWith(5, true);
  });

  it('saves a flip of the switch at once and reloads the car park', async () => {
    const user = userEvent.setup();
    api.setCarParkVehicleActive.mockImplementation(async (id, isActive) => {
      rows = rows.map((r) => (r.id === id ? { ...r, isActive } : r));
      return rows.find((r) => r.id === id)!;
    });
    renderPage();
    await user.click(await activeSwitch('А100АА77'));
    await waitFor(() => expect(api.setCarParkVehicleActive).toHaveBeenCalledWith(1, false));
    // Switched off, it leaves the list of active vehicles.
    await waitFor(() => expect(screen.queryByLabelText('Активен: А100АА77')).not.toBeInTheDocument());
  });

  it('shows the refusal as a toast and puts the switch back', async () => {
    const user = userEvent.setup();
    api.setCarParkVehicleActive.mockRejectedValue({ message: 'Автомобиль автопарка не найден', status: 404 });
    renderPage();
    await user.click(await activeSwitch('А100АА77'));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        type: 'error',
        title: 'Возникла ошибка',
        description: 'Автомобиль автопарка не найден',
      }),
    );
    await waitFor(async () => expect(await activeSwitch('А100АА77')).toBeChecked());
    expect(await activeSwitch('А100АА77')).toBeEnabled();
  });

  it('without the update flag shows the state as text, without insert no adding', async () => {
    state.flags = ['available'];
    renderPage();
    const row = (await screen.findByText('А100АА77')).closest('[data-testid="table-row"]') as HTMLElement;
    expect(within(row).getByText('Да')).toBeInTheDocument();
    expect(screen.queryByLabelText('Активен: А100АА77')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Добавить автомобиль' })).not.toBeInTheDocument();
  });

  it('adds a vehicle found by its plate', async () => {
    const user = userEvent.setup();
    vehiclesApi.findVehicles.mockResolvedValue([
      { id: 300, number: 'Е555ЕЕ77', makeTitle: 'Lada', modelTitle: 'Vesta', vin: null, isCorporate: true },
    ]);
    api.addCarParkVehicle.mockImplementation(async () => {
      rows = [...rows, car(3, 'Е555ЕЕ77')];
      return rows[2];
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Добавить автомобиль' }));
    const dialog = await screen.findByTestId('car-park-add-dialog');
    await user.type(within(dialog).getByLabelText('Гос.номер'), 'е555');
    await user.click(within(dialog).getByRole('button', { name: 'Найти' }));
    expect(vehiclesApi.findVehicles).toHaveBeenCalledWith('Е555');
    await user.click(await within(dialog).findByRole('button', { name: 'Добавить' }));
    await waitFor(() => expect(api.addCarParkVehicle).toHaveBeenCalledWith(5, 300));
    expect(await activeSwitch('Е555ЕЕ77')).toBeChecked();
  });
});
