import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { renderAt, role } from './rolesTestKit';

configure({ asyncUtilTimeout: 5000 });

vi.mock('../../../src/console/api/userSettingsApi', () => ({
  fetchUserSetting: vi.fn(async () => null),
  saveUserSetting: vi.fn(async () => {}),
  deleteUserSetting: vi.fn(async () => {}),
}));
vi.mock('../../../src/console/api/rolesApi', () => ({
  fetchRoles: vi.fn(),
  fetchPossibleParents: vi.fn(),
  fetchRoleTemplates: vi.fn(),
  createRole: vi.fn(),
  updateRole: vi.fn(),
  deleteRole: vi.fn(),
  restoreRole: vi.fn(),
}));
vi.mock('../../../src/console/api/partners/partnersApi', () => ({
  findPartners: vi.fn(async () => ({ partners: [{ id: 5, name: 'Шинный центр' }], total: 1 })),
}));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../src/console/session/useSession', () => ({ useAllowed: () => true, useProfile: () => null }));

const api = vi.mocked(await import('../../../src/console/api/rolesApi'));
const { default: RolesPage } = await import('../../../src/console/screens/roles/RolesPage');

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
  api.fetchRoles.mockResolvedValue([
    role(1, 'Оператор'),
    role(2, 'Старый оператор', { deletedDate: 1_700_000_000 }),
    role(3, 'Шаблон мастера', { isTemplate: true }),
  ]);
  api.fetchPossibleParents.mockResolvedValue([role(1, 'Оператор')]);
  api.fetchRoleTemplates.mockResolvedValue([role(3, 'Шаблон мастера', { isTemplate: true })]);
});

describe('RolesPage', () => {
  it('shows deleted roles by default, marked, and hides them when the toggle is off', async () => {
    renderAt('/roles', <RolesPage title="Роли" />);
    expect(await screen.findByText('Старый оператор')).toBeInTheDocument();
    expect(api.fetchRoles).toHaveBeenCalledWith({ showDeleted: true, partnerId: null });
    // Marked twice: in the name column (the table's mark) and in «Состояние».
    expect(screen.getByTestId('row-deleted-mark')).toHaveTextContent('Удалена');
    expect(screen.getAllByText('Удалена')).toHaveLength(2);
    await userEvent.setup().click(screen.getByText('Показать удалённые'));
    await waitFor(() => expect(api.fetchRoles).toHaveBeenLastCalledWith({ showDeleted: false, partnerId: null }));
  });

  it('creates a role from a template under a parent in the dialog', async () => {
    const user = userEvent.setup();
    api.createRole.mockResolvedValue(role(9, 'Мастер'));
    renderAt('/roles', <RolesPage title="Роли" />);
    await screen.findByText('Оператор');
    await user.click(screen.getByRole('button', { name: 'Добавить роль' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Название/ }), 'Мастер');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Родительская роль/ }), '1');
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: /Шаблон прав/ }), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(api.createRole).toHaveBeenCalledWith({
        name: 'Мастер',
        partnerId: null,
        parentRoleId: 1,
        templateRoleId: 3,
        isTemplate: false,
      }),
    );
  });

  it('opens a role and deletes it', async () => {
    const user = userEvent.setup();
    api.deleteRole.mockResolvedValue(role(1, 'Оператор', { deletedDate: 1 }));
    renderAt('/roles', <RolesPage title="Роли" />);
    await user.click(await screen.findByText('Оператор'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(api.deleteRole).toHaveBeenCalledWith(1));
  });
});
