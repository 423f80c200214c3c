import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { Route } from 'wouter';
import { operation, permission, renderAt, role } from './rolesTestKit';

configure({ asyncUtilTimeout: 5000 });

vi.mock('../../../src/console/api/userSettingsApi', () => ({
  fetchUserSetting: vi.fn(async () => null),
  saveUserSetting: vi.fn(async () => {}),
  deleteUserSetting: vi.fn(async () => {}),
}));
vi.mock('../../../src/console/api/rolesApi', () => ({
  fetchRoles: vi.fn(),
  fetchOperations: vi.fn(),
  fetchHolderPermissions: vi.fn(),
  fetchOperationHolders: vi.fn(),
  savePermissions: vi.fn(),
}));
vi.mock('../../../src/console/api/usersApi', () => ({ findUsers: vi.fn() }));
vi.mock('../../../src/console/api/partners/partnersApi', () => ({
  findPartners: vi.fn(async () => ({
    partners: [
      { id: 5, name: 'Шинный центр' },
      { id: 6, name: 'Эвакуатор' },
    ],
    total: 2,
  })),
}));
vi.mock('../../../src/console/session/useSession', () => ({ useAllowed: () => true, useProfile: () => null }));

const api = vi.mocked(await import('../../../src/console/api/rolesApi'));
const usersApi = vi.mocked(await import('../../../src/console/api/usersApi'));
const { default: PermissionsPage } = await import('../../../src/console/screens/roles/PermissionsPage');
const { default: PartnerPermissionsPage } = await import('../../../src/console/screens/roles/PartnerPermissionsPage');
const { default: OperationPermissionsPage } = await import(
  '../../../src/console/screens/roles/OperationPermissionsPage'
);
const { default: OperationHoldersPage } = await import('../../../src/console/screens/roles/OperationHoldersPage');

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
  api.fetchRoles.mockResolvedValue([role(7, 'Оператор')]);
  api.fetchOperations.mockResolvedValue([operation(1, 'users.online', 'Пользователи онлайн')]);
  api.fetchHolderPermissions.mockResolvedValue([]);
  api.savePermissions.mockImplementation(async (_h, rows) => rows.map((r) => permission(r.operationId, r)));
});

describe('permissions screens', () => {
  it("/permissions: picks a user and saves the user's changed rows", async () => {
    const user = userEvent.setup();
    usersApi.findUsers.mockResolvedValue({
      users: [
        {
          id: 33,
          createdAt: 0,
          lastName: 'Иванов',
          firstName: 'Иван',
          middleName: null,
          phone: null,
          email: 'ivanov@test.ru',
          partnerName: null,
          statusRefValueName: 'Активен',
        },
      ],
      total: 1,
    });
    renderAt('/permissions', <PermissionsPage title="Права ролей и пользователей" />);
    await user.click(screen.getByRole('button', { name: 'Пользователь' }));
    await user.type(screen.getByRole('textbox', { name: 'Поиск пользователя' }), 'Иванов');
    await user.click(screen.getByRole('button', { name: 'Найти' }));
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Иванов Иван (ivanov@test.ru)' })).toBeInTheDocument(),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Пользователь' }), '33');
    await user.click(await screen.findByRole('checkbox', { name: 'Доступно: users.online' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить права' }));
    await waitFor(() =>
      expect(api.savePermissions).toHaveBeenCalledWith({ kind: 'user', id: 33 }, [
        {
          operationId: 1,
          userId: 33,
          available: true,
          permissionInsert: false,
          permissionUpdate: false,
          permissionDelete: false,
        },
      ]),
    );
  });

  it('/permissions: a role of the chosen partner, and the refusal shown with the changes kept', async () => {
    const user = userEvent.setup();
    api.savePermissions.mockRejectedValue({
      message: 'Нельзя выдать право, которого нет у Вашего партнёра',
      status: 403,
    });
    renderAt('/permissions', <PermissionsPage title="Права ролей и пользователей" />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Партнёр' }), '5');
    await waitFor(() => expect(api.fetchRoles).toHaveBeenLastCalledWith({ partnerId: 5 }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Роль' }), '7');
    const box = await screen.findByRole('checkbox', { name: 'Доступно: users.online' });
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Сохранить права' }));
    expect(await screen.findByText('Нельзя выдать право, которого нет у Вашего партнёра')).toBeInTheDocument();
    expect(box).toBeChecked();
  });

  it("/partner/permissions: saves a partner's rows", async () => {
    const user = userEvent.setup();
    renderAt('/partner/permissions', <PartnerPermissionsPage title="Права партнёров" />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Партнёр' }), '6');
    await user.click(await screen.findByRole('checkbox', { name: 'Доступно: users.online' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить права' }));
    await waitFor(() =>
      expect(api.savePermissions).toHaveBeenCalledWith({ kind: 'partner', id: 6 }, [
        {
          operationId: 1,
          partnerId: 6,
          available: true,
          permissionInsert: false,
          permissionUpdate: false,
          permissionDelete: false,
        },
      ]),
    );
  });

  it('/operations/permissions: an operation opens who holds it', async () => {
    const user = userEvent.setup();
    api.fetchOperationHolders.mockResolvedValue([
      permission(1, { roleId: 7, roleName: 'Оператор' }),
      permission(1, { id: 101, roleId: null, roleName: null, userId: 33, userFio: 'Иванов Иван' }),
    ]);
    const { location } = renderAt(
      '/operations/permissions',
      <>
        <Route path="/operations/permissions">
          <OperationPermissionsPage title="Права по операциям" />
        </Route>
        <Route path="/operations/permissions/:id">
          <OperationHoldersPage title="Права операции" />
        </Route>
      </>,
    );
    await user.click(await screen.findByText('users.online'));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/operations/permissions/1'));
    expect(await screen.findByText('Иванов Иван')).toBeInTheDocument();
    expect(screen.getByText('Пользователь')).toBeInTheDocument();
    expect(api.fetchOperationHolders).toHaveBeenCalledWith(1);
  });
});
