import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { SERVICE_REGION_EXISTS } from '../../../src/shared/schemas/roles/serviceBindings';
import type { UserCard } from '../../../src/shared/schemas/userAdmin';

// The user card's 'Регионы услуг' tab: which service the user works in which region; add, change, delete.

configure({ asyncUtilTimeout: 5000 });

const state = vi.hoisted(() => ({
  flags: ['available', 'permissionInsert', 'permissionUpdate', 'permissionDelete'] as string[],
}));

vi.mock('../../../src/console/api/rolesApi', () => ({
  fetchUserServiceRegions: vi.fn(),
  createUserServiceRegion: vi.fn(),
  updateUserServiceRegion: vi.fn(),
  deleteUserServiceRegion: vi.fn(),
  fetchServicesAdmin: vi.fn(async () => [
    { id: 1, name: 'Шиномонтаж' },
    { id: 2, name: 'Эвакуация' },
  ]),
}));
vi.mock('../../../src/console/api/evacuationApi', () => ({
  fetchGeoRegions: vi.fn(async () => [
    { fiasId: 'moscow', name: 'Москва', timezone: 'Europe/Moscow' },
    { fiasId: 'mo', name: 'Московская область', timezone: 'Europe/Moscow' },
  ]),
}));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../src/console/session/useSession', () => ({
  useAllowed: (_operation: string, flags: string[] = ['available']) => flags.every((f) => state.flags.includes(f)),
  usePermissions: () => [],
  usePlatformStaff: () => true,
  useProfile: () => ({ customerId: 1, roles: [] }),
}));

const api = vi.mocked(await import('../../../src/console/api/rolesApi'));
const { UserServiceRegionsTab } = await import('../../../src/console/screens/users/tabs/UserServiceRegionsTab');

const userCard = { id: 7, fullName: 'Шинников Пётр', partner: { id: 2, name: 'Шинный центр «Колесо»' } } as UserCard;
const row = { id: 21, userId: 7, serviceId: 1, serviceName: 'Шиномонтаж', fiasId: 'moscow', regionName: 'Москва' };

function renderTab() {
  const location = memoryLocation({ path: '/users/7', record: true });
  render(
    <ChakraProvider value={defaultSystem}>
      <Router hook={location.hook}>
        <UserServiceRegionsTab user={userCard} />
      </Router>
    </ChakraProvider>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  state.flags = ['available', 'permissionInsert', 'permissionUpdate', 'permissionDelete'];
});

describe('UserServiceRegionsTab', () => {
  it('lists the regions and adds one with the region name of the directory', async () => {
    const user = userEvent.setup();
    const added = {
      ...row,
      id: 22,
      serviceId: 2,
      serviceName: 'Эвакуация',
      fiasId: 'mo',
      regionName: 'Московская область',
    };
    api.fetchUserServiceRegions.mockResolvedValueOnce([row]);
    api.fetchUserServiceRegions.mockResolvedValue([row, added]);
    api.createUserServiceRegion.mockResolvedValue(added);
    renderTab();
    const table = await screen.findByRole('table', { name: 'Регионы услуг' });
    expect(within(table).getByText('Москва')).toBeInTheDocument();
    expect(api.fetchUserServiceRegions).toHaveBeenCalledWith(7);

    await user.click(screen.getByRole('button', { name: 'Добавить регион услуги' }));
    const dialog = await screen.findByTestId('modal-form');
    const service = within(dialog).getByLabelText(/Услуга/);
    const region = within(dialog).getByLabelText(/Регион/);
    await waitFor(() => expect(within(region).getByRole('option', { name: 'Московская область' })).toBeInTheDocument());
    await user.selectOptions(service, '2');
    await user.selectOptions(region, 'mo');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(api.createUserServiceRegion).toHaveBeenCalledWith({
        userId: 7,
        serviceId: 2,
        fiasId: 'mo',
        regionName: 'Московская область',
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('modal-form')).toBeNull());
    expect(await screen.findByText('Московская область')).toBeInTheDocument();
  });

  it("keeps the dialog open with the server's message for a duplicate", async () => {
    const user = userEvent.setup();
    api.fetchUserServiceRegions.mockResolvedValue([]);
    api.createUserServiceRegion.mockRejectedValue({
      message: SERVICE_REGION_EXISTS,
      errorCode: 'BINDING_ALREADY_EXISTS',
      status: 409,
    });
    renderTab();
    expect(await screen.findByText('По Вашему запросу ничего не найдено')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Добавить регион услуги' }));
    const dialog = await screen.findByTestId('modal-form');
    const region = within(dialog).getByLabelText(/Регион/);
    await waitFor(() => expect(within(region).getByRole('option', { name: 'Москва' })).toBeInTheDocument());
    await user.selectOptions(within(dialog).getByLabelText(/Услуга/), '1');
    await user.selectOptions(region, 'moscow');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText(SERVICE_REGION_EXISTS)).toBeInTheDocument();
  });

  it('edits a region through PUT with the row id', async () => {
    const user = userEvent.setup();
    api.fetchUserServiceRegions.mockResolvedValue([row]);
    api.updateUserServiceRegion.mockResolvedValue({ ...row, fiasId: 'mo', regionName: 'Московская область' });
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Изменить регион услуги Шиномонтаж, Москва' }));
    const dialog = await screen.findByTestId('modal-form');
    expect(within(dialog).getByText('Изменить регион услуги')).toBeInTheDocument();
    const region = within(dialog).getByLabelText(/Регион/);
    await waitFor(() => expect(within(region).getByRole('option', { name: 'Московская область' })).toBeInTheDocument());
    await user.selectOptions(region, 'mo');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(api.updateUserServiceRegion).toHaveBeenCalledWith(21, {
        userId: 7,
        serviceId: 1,
        fiasId: 'mo',
        regionName: 'Московская область',
      }),
    );
  });

  it('deletes a region after the confirmation', async () => {
    const user = userEvent.setup();
    api.fetchUserServiceRegions.mockResolvedValueOnce([row]);
    api.fetchUserServiceRegions.mockResolvedValue([]);
    api.deleteUserServiceRegion.mockResolvedValue(row);
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Удалить регион услуги Шиномонтаж, Москва' }));
    const dialog = await screen.findByTestId('user-service-region-delete');
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(api.deleteUserServiceRegion).toHaveBeenCalledWith(21));
    expect(await screen.findByText('По Вашему запросу ничего не найдено')).toBeInTheDocument();
  });

  it('offers only the list without the users write flags', async () => {
    api.fetchUserServiceRegions.mockResolvedValue([row]);
    state.flags = ['available'];
    renderTab();
    expect(await screen.findByText('Москва')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Добавить регион услуги' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Изменить|Удалить/ })).toBeNull();
    expect(api.fetchServicesAdmin).not.toHaveBeenCalled();
  });
});
