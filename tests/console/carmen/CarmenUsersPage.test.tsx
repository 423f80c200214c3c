import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { CarmenUser } from '../../../src/shared/schemas/carmen';

const state = vi.hoisted(() => ({ allowedFlags: ['available', 'permissionUpdate'] as string[] }));

vi.mock('../../../src/console/api/userSettingsApi', () => ({
  fetchUserSetting: vi.fn(async () => null),
  saveUserSetting: vi.fn(async () => {}),
  deleteUserSetting: vi.fn(async () => {}),
}));
vi.mock('../../../src/console/api/carmenApi', () => ({
  fetchCarmenUsers: vi.fn(),
  updateCarmenUser: vi.fn(),
  fetchUserOptions: vi.fn(),
}));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../src/console/session/useSession', () => ({
  useAllowed: (operation: string, flags: string[] = ['available']) =>
    operation === 'carmen.users' && flags.some((f) => state.allowedFlags.includes(f)),
}));

const api = vi.mocked(await import('../../../src/console/api/carmenApi'));
const { notify } = vi.mocked(await import('../../../src/console/toasts/toaster'));
const { default: CarmenUsersPage } = await import('../../../src/console/screens/carmen/CarmenUsersPage');

const employee = (fields: Partial<CarmenUser>): CarmenUser => ({
  id: 1,
  carmenFio: 'Иванов Сергей Петрович',
  depart: 'Отдел продаж',
  email: 'ivanov.s@demo.ru',
  phoneNumber: '+79161234501',
  position: 'Менеджер',
  userId: null,
  userName: null,
  ...fields,
});
const user = (id: number, lastName: string | null, firstName: string | null, email: string) => ({
  id,
  createdAt: 0,
  lastName,
  firstName,
  middleName: null,
  phone: null,
  email,
  partnerName: null,
  statusRefValueName: 'Активен',
});

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
  state.allowedFlags = ['available', 'permissionUpdate'];
  api.fetchCarmenUsers.mockResolvedValue([
    employee({ id: 1 }),
    // Mapped to a user past the first 500: the select still names them.
    employee({
      id: 2,
      carmenFio: 'Гусев Олег Викторович',
      email: null,
      depart: 'Страхование',
      userId: 900,
      userName: 'Гусев Олег',
    }),
  ]);
  api.fetchUserOptions.mockResolvedValue([
    user(5, 'Иванов', 'Сергей', 'ivanov.s@demo.ru'),
    user(6, null, null, 'noname@demo.ru'),
  ]);
});

function renderPage() {
  const location = memoryLocation({ path: '/carmen/users/' });
  return render(
    <ChakraProvider value={defaultSystem}>
      <Router hook={location.hook}>
        <CarmenUsersPage title="Сотрудники Carmen" />
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

describe('CarmenUsersPage', () => {
  it('lists employees with their department and offers our users by name and e-mail', async () => {
    renderPage();
    expect(await screen.findByText('Страхование')).toBeInTheDocument();
    await waitFor(() =>
      expect(optionsOf('Иванов Сергей Петрович')).toEqual([
        'Не выбрано',
        'Иванов Сергей (ivanov.s@demo.ru)',
        'noname@demo.ru',
      ]),
    );
    expect(selectOf('Гусев Олег Викторович').value).toBe('900');
    expect(optionsOf('Гусев Олег Викторович')[0]).toBe('Гусев Олег');
  });

  it('maps an employee on change and says so', async () => {
    api.updateCarmenUser.mockImplementation(async (id, userId) => employee({ id, userId, userName: 'Иванов Сергей' }));
    renderPage();
    await screen.findByText('Страхование');
    await waitFor(() => expect(optionsOf('Иванов Сергей Петрович')).toHaveLength(3));
    fireEvent.change(selectOf('Иванов Сергей Петрович'), { target: { value: '5' } });
    await waitFor(() => expect(api.updateCarmenUser).toHaveBeenCalledWith(1, 5));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        type: 'success',
        title: 'Успех',
        description: '«Иванов Сергей Петрович»: Иванов Сергей (ivanov.s@demo.ru)',
      }),
    );
  });

  it('is read-only without carmen.users update', async () => {
    state.allowedFlags = ['available'];
    renderPage();
    await screen.findByText('Страхование');
    expect(selectOf('Иванов Сергей Петрович')).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Очистить/ })).toBeNull();
  });
});
