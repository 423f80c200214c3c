import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { CarmenMake } from '../../../src/shared/schemas/carmen';

const state = vi.hoisted(() => ({ allowedFlags: ['available', 'permissionUpdate'] as string[] }));

vi.mock('../../../src/console/api/userSettingsApi', () => ({
  fetchUserSetting: vi.fn(async () => null),
  saveUserSetting: vi.fn(async () => {}),
  deleteUserSetting: vi.fn(async () => {}),
}));
vi.mock('../../../src/console/api/carmenApi', () => ({
  fetchCarmenMakes: vi.fn(),
  updateCarmenMake: vi.fn(),
  fetchVehicleMakeOptions: vi.fn(),
}));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../src/console/session/useSession', () => ({
  useAllowed: (operation: string, flags: string[] = ['available']) =>
    operation === 'reference.carmen.makes' && flags.some((f) => state.allowedFlags.includes(f)),
}));

const api = vi.mocked(await import('../../../src/console/api/carmenApi'));
const { notify } = vi.mocked(await import('../../../src/console/toasts/toaster'));
const { default: CarmenMakesPage } = await import('../../../src/console/screens/carmen/CarmenMakesPage');

let rows: CarmenMake[] = [];
beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
  state.allowedFlags = ['available', 'permissionUpdate'];
  rows = [
    { id: 1, carmenName: 'KIA MOTORS', vehicleMakeId: 10, vehicleMakeTitle: 'Kia' },
    { id: 2, carmenName: 'Тойота', vehicleMakeId: null, vehicleMakeTitle: null },
  ];
  api.fetchCarmenMakes.mockImplementation(async () => rows.map((r) => ({ ...r })));
  api.fetchVehicleMakeOptions.mockResolvedValue([
    { id: 10, title: 'Kia' },
    { id: 11, title: 'Toyota' },
  ]);
});

function renderPage() {
  const location = memoryLocation({ path: '/vehicle/carmen-compat/' });
  return render(
    <ChakraProvider value={defaultSystem}>
      <Router hook={location.hook}>
        <CarmenMakesPage title="Соответствие марок Carmen" />
      </Router>
    </ChakraProvider>,
  );
}

const selectOf = (name: string) =>
  screen.getByRole('combobox', { name: `Сопоставление: ${name}` }) as HTMLSelectElement;
const optionsOf = (name: string) =>
  within(selectOf(name))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('CarmenMakesPage', () => {
  it('lists Carmen makes with our make chosen, and offers clearing only where one is set', async () => {
    renderPage();
    await screen.findByText('KIA MOTORS');
    await waitFor(() => expect(optionsOf('Тойота')).toEqual(['Не выбрано', 'Kia', 'Toyota']));
    expect(selectOf('KIA MOTORS').value).toBe('10');
    expect(selectOf('Тойота').value).toBe('');
    // No empty choice where a make is set: clearing is the button's job.
    expect(optionsOf('KIA MOTORS')).toEqual(['Kia', 'Toyota']);
    expect(screen.getByRole('button', { name: 'Очистить: KIA MOTORS' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Очистить: Тойота' })).toBeNull();
  });

  it('saves a choice at once with a success toast and reloads the list', async () => {
    api.updateCarmenMake.mockImplementation(async (id, vehicleMakeId) => {
      rows = rows.map((r) => (r.id === id ? { ...r, vehicleMakeId, vehicleMakeTitle: 'Toyota' } : r));
      return rows.find((r) => r.id === id)!;
    });
    renderPage();
    await screen.findByText('Тойота');
    await waitFor(() => expect(optionsOf('Тойота')).toContain('Toyota'));
    fireEvent.change(selectOf('Тойота'), { target: { value: '11' } });
    await waitFor(() => expect(api.updateCarmenMake).toHaveBeenCalledWith(2, 11));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Успех', description: '«Тойота»: Toyota' }),
    );
    await waitFor(() => expect(api.fetchCarmenMakes).toHaveBeenCalledTimes(2));
    expect(selectOf('Тойота').value).toBe('11');
    expect(await screen.findByRole('button', { name: 'Очистить: Тойота' })).toBeInTheDocument();
  });

  it('clears a mapping with the button', async () => {
    api.updateCarmenMake.mockImplementation(async (id) => ({
      ...rows[0],
      id,
      vehicleMakeId: null,
      vehicleMakeTitle: null,
    }));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Очистить: KIA MOTORS' }));
    await waitFor(() => expect(api.updateCarmenMake).toHaveBeenCalledWith(1, null));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'success', description: '«KIA MOTORS»: сопоставление снято' }),
      ),
    );
    expect(selectOf('KIA MOTORS').value).toBe('');
  });

  it('restores the previous make and shows an error toast when the save fails', async () => {
    let reject!: (e: unknown) => void;
    api.updateCarmenMake.mockImplementation(() => new Promise((_, rej) => (reject = rej)));
    renderPage();
    await screen.findByText('KIA MOTORS');
    await waitFor(() => expect(optionsOf('KIA MOTORS')).toContain('Toyota'));
    fireEvent.change(selectOf('KIA MOTORS'), { target: { value: '11' } });
    // While it is saved the select shows the choice and cannot be changed again.
    await waitFor(() => expect(selectOf('KIA MOTORS')).toBeDisabled());
    expect(selectOf('KIA MOTORS').value).toBe('11');
    await act(async () => reject({ message: 'Марка не найдена', errorCode: 'ENTITY_NOT_FOUND', status: 404 }));
    await waitFor(() => expect(selectOf('KIA MOTORS').value).toBe('10'));
    expect(selectOf('KIA MOTORS')).toBeEnabled();
    expect(notify).toHaveBeenCalledWith({ type: 'error', title: 'Возникла ошибка', description: 'Марка не найдена' });
    expect(api.fetchCarmenMakes).toHaveBeenCalledTimes(1);
  });

  it('leaves a network failure to the console’s global toast', async () => {
    api.updateCarmenMake.mockRejectedValue({
      message: 'Возникла ошибка сети. Проверьте соединение с интернет.',
      status: 0,
      connectError: true,
    });
    renderPage();
    await screen.findByText('KIA MOTORS');
    await waitFor(() => expect(optionsOf('KIA MOTORS')).toContain('Toyota'));
    fireEvent.change(selectOf('KIA MOTORS'), { target: { value: '11' } });
    await waitFor(() => expect(selectOf('KIA MOTORS').value).toBe('10'));
    expect(notify).not.toHaveBeenCalled();
  });

  it('disables the selects and hides clearing without reference.carmen.makes update', async () => {
    state.allowedFlags = ['available'];
    renderPage();
    await screen.findByText('KIA MOTORS');
    expect(selectOf('KIA MOTORS')).toBeDisabled();
    expect(selectOf('Тойота')).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Очистить/ })).toBeNull();
  });

  it("reads 'Нет вариантов' when our makes cannot be had, and still names the mapped make", async () => {
    api.fetchVehicleMakeOptions.mockRejectedValue({ message: 'Маршрут не найден', status: 404 });
    renderPage();
    await screen.findByText('Тойота');
    await waitFor(() => expect(optionsOf('Тойота')).toEqual(['Нет вариантов']));
    expect(optionsOf('KIA MOTORS')).toEqual(['Kia']);
  });
});
