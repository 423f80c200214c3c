import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Role } from '../../../src/shared/schemas/roles/roles';
import type { UserCard } from '../../../src/shared/schemas/userAdmin';

// The users list (/users) with its 'Новый пользователь' dialog, and the user card (/users/:code): main data,
// block, roles, failed logins.

configure({ asyncUtilTimeout: 5000 });

const state = vi.hoisted(() => ({
  flags: ['available', 'permissionInsert', 'permissionUpdate', 'permissionDelete'] as string[],
  myRoles: [{ id: 2, name: 'Оператор', available: true }],
}));

vi.mock('../../../src/console/api/userSettingsApi', () => ({
  fetchUserSetting: vi.fn(async () => null),
  saveUserSetting: vi.fn(async () => {}),
  deleteUserSetting: vi.fn(async () => {}),
}));
vi.mock('../../../src/console/api/usersApi', () => ({ findUsers: vi.fn() }));
vi.mock('../../../src/console/api/partners/partnersApi', () => ({
  findPartners: vi.fn(async () => ({
    partners: [
      { id: 1, name: 'Автосервис Демо' },
      { id: 2, name: 'Шинный центр «Колесо»' },
    ],
    total: 2,
  })),
}));
vi.mock('../../../src/console/api/partners/officesApi', () => ({
  fetchPartnerOffices: vi.fn(async () => [
    { id: 3, name: 'Колесо на Ленинском проспекте' },
    { id: 4, name: 'Колесо в Химках' },
  ]),
}));
vi.mock('../../../src/console/api/rolesApi', () => ({ fetchRoles: vi.fn() }));
vi.mock('../../../src/console/api/userAdminApi', () => ({
  fetchUserCard: vi.fn(),
  createUser: vi.fn(),
  updateUser: vi.fn(),
  checkEmail: vi.fn(),
  reinviteUser: vi.fn(),
  uploadAvatar: vi.fn(),
  fetchAvatarBlob: vi.fn(),
  fetchUserRoles: vi.fn(async () => []),
  grantUserRole: vi.fn(),
  revokeUserRole: vi.fn(),
  fetchUserOffices: vi.fn(async () => []),
  fetchFailedLogins: vi.fn(async () => []),
  clearFailedLogins: vi.fn(),
}));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../src/console/session/useSession', () => ({
  useAllowed: (_operation: string, flags: string[] = ['available']) => flags.every((f) => state.flags.includes(f)),
  usePermissions: () => [],
  useProfile: () => ({ customerId: 1, roles: state.myRoles }),
}));
// The tabs tested elsewhere (their tables) or not at all here.
vi.mock('../../../src/console/screens/users/tabs/UserServiceFeesTab', () => ({ UserServiceFeesTab: () => null }));
vi.mock('../../../src/console/screens/users/tabs/UserBalanceTab', () => ({ UserBalanceTab: () => null }));

const api = vi.mocked(await import('../../../src/console/api/userAdminApi'));
const usersApi = vi.mocked(await import('../../../src/console/api/usersApi'));
const rolesApi = vi.mocked(await import('../../../src/console/api/rolesApi'));
const { default: UsersPage } = await import('../../../src/console/screens/users/UsersPage');
const { default: UserCardPage } = await import('../../../src/console/screens/users/UserCardPage');

const card = (patch: Partial<UserCard> = {}): UserCard => ({
  id: 7,
  email: 'shinnikov@demo.ru',
  lastName: 'Шинников',
  firstName: 'Пётр',
  middleName: null,
  fullName: 'Шинников Пётр',
  phone: null,
  status: 'active',
  statusRefValueName: 'Активен',
  partner: { id: 2, name: 'Шинный центр «Колесо»' },
  office: null,
  roles: [],
  offices: [],
  avatarUrl: null,
  createdAt: 1_700_000_000,
  ...patch,
});

const role = (id: number, name: string, isSuperAdmin = false): Role => ({
  id,
  name,
  partnerId: null,
  partnerName: null,
  parentRoleId: null,
  parentRoleName: null,
  isTemplate: false,
  isSuperAdmin,
  deletedDate: null,
});

function renderAt(path: string, Screen: ComponentType<{ title: string }>, title: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <ChakraProvider value={defaultSystem}>
      <Router hook={location.hook}>
        {/^\/users\/\d/.test(path) ? (
          <Route path="/users/:code">{() => <Screen title={title} />}</Route>
        ) : (
          <Screen title={title} />
        )}
      </Router>
    </ChakraProvider>,
  );
  return location;
}

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
  state.flags = ['available', 'permissionInsert', 'permissionUpdate', 'permissionDelete'];
  state.myRoles = [{ id: 2, name: 'Оператор', available: true }];
});

describe('UsersPage', () => {
  it('lists users by full name with a partner filter, and creates one after the e-mail check', async () => {
    const user = userEvent.setup();
    usersApi.findUsers.mockResolvedValue({
      users: [
        {
          id: 7,
          createdAt: 1_700_000_000,
          lastName: 'Шинников',
          firstName: 'Пётр',
          middleName: null,
          phone: null,
          email: 'shinnikov@demo.ru',
          partnerName: 'Шинный центр «Колесо»',
          statusRefValueName: 'Активен',
        },
      ],
      total: 1,
    });
    api.checkEmail.mockImplementation(async (email) =>
      email === 'admin@demo.ru'
        ? { email, free: false, message: 'Этот email уже используется!' }
        : { email, free: true, message: null },
    );
    api.createUser.mockResolvedValue(card({ id: 42, status: 'invited' }));
    const location = renderAt('/users', UsersPage, 'Пользователи');
    expect(await screen.findByText('Шинников Пётр')).toBeInTheDocument();
    expect(usersApi.findUsers).toHaveBeenCalledWith(
      expect.objectContaining({ sortField: 'fullName', sortOrder: 'ASC' }),
    );

    await user.click(screen.getByRole('button', { name: 'Новый пользователь' }));
    const dialog = await screen.findByRole('dialog');
    const email = within(dialog).getByLabelText(/E-mail/);
    await user.type(email, 'admin@demo.ru');
    await user.tab();
    expect(await within(dialog).findByText('Этот email уже используется!')).toBeInTheDocument();
    expect(api.checkEmail).toHaveBeenCalledWith('admin@demo.ru');

    await user.clear(email);
    await user.type(email, 'new@demo.ru');
    await user.tab();
    await waitFor(() => expect(within(dialog).queryByText('Этот email уже используется!')).not.toBeInTheDocument());
    await user.type(within(dialog).getByLabelText(/Фамилия/), 'Новиков');
    await user.type(within(dialog).getByLabelText(/^Имя/), 'Андрей');
    await user.selectOptions(within(dialog).getByLabelText('Партнёр'), '2');
    await user.selectOptions(await within(dialog).findByLabelText('Офис'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Создать и пригласить' }));
    await waitFor(() =>
      expect(api.createUser).toHaveBeenCalledWith(
        expect.objectContaining({
          email: 'new@demo.ru',
          lastName: 'Новиков',
          firstName: 'Андрей',
          partnerId: 2,
          officeId: 3,
        }),
      ),
    );
    await waitFor(() => expect(location.history?.at(-1)).toBe('/users/42'));
  });

  it('hides «Новый пользователь» without the insert flag', async () => {
    state.flags = ['available'];
    usersApi.findUsers.mockResolvedValue({ users: [], total: 0 });
    renderAt('/users', UsersPage, 'Пользователи');
    expect(await screen.findByText('По Вашему запросу ничего не найдено')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Новый пользователь' })).not.toBeInTheDocument();
  });
});

describe('UserCardPage', () => {
  it('saves the changed main data; Save is off until the form changes', async () => {
    const user = userEvent.setup();
    api.fetchUserCard.mockResolvedValue(card());
    api.updateUser.mockImplementation(async (id, body) => card({ id, phone: body.phone ?? null }));
    renderAt('/users/7', UserCardPage, 'Пользователь');
    const form = await screen.findByTestId('user-main-form');
    const save = within(form).getByRole('button', { name: 'Сохранить' });
    expect(save).toBeDisabled();
    await user.type(within(form).getByLabelText('Телефон'), '+7 916 111-22-33');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() =>
      expect(api.updateUser).toHaveBeenCalledWith(
        7,
        expect.objectContaining({ lastName: 'Шинников', firstName: 'Пётр', phone: '+7 916 111-22-33', partnerId: 2 }),
      ),
    );
  });

  it('blocks the user after the confirmation and offers the invitation again to an invited one', async () => {
    const user = userEvent.setup();
    api.fetchUserCard.mockResolvedValue(card());
    api.updateUser.mockResolvedValue(card({ status: 'blocked', statusRefValueName: 'Заблокирован' }));
    renderAt('/users/7', UserCardPage, 'Пользователь');
    await user.click(await screen.findByRole('button', { name: 'Заблокировать' }));
    const dialog = await screen.findByTestId('user-block-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Заблокировать' }));
    await waitFor(() => expect(api.updateUser).toHaveBeenCalledWith(7, expect.objectContaining({ status: 'blocked' })));
    expect(await screen.findByRole('button', { name: 'Разблокировать' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отправить приглашение повторно' })).not.toBeInTheDocument();
  });

  it('shows the server’s 404 for another partner’s user', async () => {
    api.fetchUserCard.mockRejectedValue({
      message: 'Пользователь не найден',
      errorCode: 'ENTITY_NOT_FOUND',
      status: 404,
    });
    renderAt('/users/9', UserCardPage, 'Пользователь');
    expect(await screen.findByText('Пользователь не найден')).toBeInTheDocument();
    expect(screen.getByText('Ошибка загрузки данных')).toBeInTheDocument();
  });

  it('grants a role from the selector, which hides super-admin roles from a caller without one', async () => {
    const user = userEvent.setup();
    api.fetchUserCard.mockResolvedValue(card({ status: 'invited' }));
    rolesApi.fetchRoles.mockResolvedValue([role(1, 'Администратор', true), role(2, 'Оператор'), role(5, 'Кассир')]);
    api.fetchUserRoles.mockResolvedValue([{ id: 11, userId: 7, roleId: 2, roleName: 'Оператор' }]);
    api.grantUserRole.mockResolvedValue({ id: 12, userId: 7, roleId: 5, roleName: 'Кассир' });
    const location = renderAt('/users/7', UserCardPage, 'Пользователь');
    expect(await screen.findByRole('button', { name: 'Отправить приглашение повторно' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Роли' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/users/7?tab=roles'));
    const select = await screen.findByLabelText('Роль для назначения');
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Выберите роль', 'Кассир']),
    );
    await user.selectOptions(select, '5');
    await user.click(screen.getByRole('button', { name: 'Назначить' }));
    await waitFor(() => expect(api.grantUserRole).toHaveBeenCalledWith(7, 5));
  });

  it('offers super-admin roles to a caller holding one', async () => {
    state.myRoles = [{ id: 1, name: 'Администратор', available: true }];
    api.fetchUserCard.mockResolvedValue(card());
    rolesApi.fetchRoles.mockResolvedValue([role(1, 'Администратор', true), role(5, 'Кассир')]);
    renderAt('/users/7?tab=roles', UserCardPage, 'Пользователь');
    const select = await screen.findByLabelText('Роль для назначения');
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Выберите роль', 'Администратор', 'Кассир']),
    );
  });

  it('lists failed logins and clears them', async () => {
    const user = userEvent.setup();
    api.fetchUserCard.mockResolvedValue(card());
    api.fetchFailedLogins.mockResolvedValueOnce([{ id: 3, ip: '10.1.2.3', createdAt: 1_700_000_000 }]);
    api.clearFailedLogins.mockResolvedValue({ deleted: 1 });
    renderAt('/users/7?tab=logins', UserCardPage, 'Пользователь');
    expect(await screen.findByText('10.1.2.3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Сбросить' }));
    await waitFor(() => expect(api.clearFailedLogins).toHaveBeenCalledWith(7));
    expect(await screen.findByText('По Вашему запросу ничего не найдено')).toBeInTheDocument();
  });
});
