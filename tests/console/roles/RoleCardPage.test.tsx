import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { Route } from 'wouter';
import { operation, permission, renderAt, role } from './rolesTestKit';

configure({ asyncUtilTimeout: 5000 });

vi.mock('../../../src/console/api/rolesApi', () => ({
  fetchRole: vi.fn(),
  fetchPossibleParents: vi.fn(async () => []),
  fetchRoleTemplates: vi.fn(async () => []),
  updateRole: vi.fn(),
  createRole: vi.fn(),
  deleteRole: vi.fn(),
  restoreRole: vi.fn(),
  fetchOperations: vi.fn(),
  fetchHolderPermissions: vi.fn(),
  savePermissions: vi.fn(),
  fetchRoleServices: vi.fn(),
  fetchServicesAdmin: vi.fn(),
  addRoleService: vi.fn(),
  removeRoleService: vi.fn(),
}));
vi.mock('../../../src/console/session/useSession', () => ({ useAllowed: () => true, useProfile: () => null }));

const api = vi.mocked(await import('../../../src/console/api/rolesApi'));
const { default: RoleCardPage } = await import('../../../src/console/screens/roles/RoleCardPage');

const service = (id: number, name: string) => ({
  id,
  name,
  code: `s${id}`,
  stationary: false,
  useInsurance: false,
  bonusReceivingPercent: null,
  bonusMaxSpendingPercent: null,
  freeOrdersQuantity: null,
  feeFixedPart: null,
  feeRate: null,
  feeMin: null,
  feeMax: null,
  deletedDate: null,
});

beforeEach(() => {
  vi.clearAllMocks();
  api.fetchRole.mockResolvedValue(role(7, 'Мастер', { partnerName: 'Шинный центр', parentRoleName: 'Сотрудник' }));
  api.fetchOperations.mockResolvedValue([
    operation(1, 'tire.fitting', 'Шиномонтаж'),
    operation(2, 'car.park', 'Автопарк'),
  ]);
  api.fetchHolderPermissions.mockResolvedValue([permission(1, { operationKey: 'tire.fitting' })]);
  api.savePermissions.mockImplementation(async (_holder, rows) => rows.map((r) => permission(r.operationId, r)));
  api.fetchRoleServices.mockResolvedValue([
    { id: 50, serviceId: 69, serviceName: 'Шиномонтаж', roleId: 7, partnerId: null, partnerName: null },
  ]);
  api.fetchServicesAdmin.mockResolvedValue([service(69, 'Шиномонтаж'), service(68, 'Хранение шин')]);
  api.addRoleService.mockResolvedValue({
    id: 51,
    serviceId: 68,
    serviceName: 'Хранение шин',
    roleId: 7,
    partnerId: null,
    partnerName: null,
  });
});

const renderCard = () =>
  renderAt(
    '/roles/edit/7',
    <Route path="/roles/edit/:role">
      <RoleCardPage title="Редактирование роли" />
    </Route>,
  );

describe('RoleCardPage', () => {
  it("shows the role's data and saves only the changed permission rows", async () => {
    const user = userEvent.setup();
    renderCard();
    expect(await screen.findByRole('heading', { name: 'Роль «Мастер»' })).toBeInTheDocument();
    expect(screen.getByText('Родительская роль: Сотрудник')).toBeInTheDocument();
    expect(api.fetchHolderPermissions).toHaveBeenCalledWith({ kind: 'role', id: 7 });
    const fitting = await screen.findByRole('checkbox', { name: 'Доступно: tire.fitting' });
    expect(fitting).toBeChecked();
    const save = screen.getByRole('button', { name: 'Сохранить права' });
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Доступно: car.park' }));
    await user.click(save);
    await waitFor(() =>
      expect(api.savePermissions).toHaveBeenCalledWith({ kind: 'role', id: 7 }, [
        {
          operationId: 2,
          roleId: 7,
          available: true,
          permissionInsert: false,
          permissionUpdate: false,
          permissionDelete: false,
        },
      ]),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Сохранить права' })).toBeDisabled());
  });

  it('shows all four flags in the extended mode', async () => {
    const user = userEvent.setup();
    renderCard();
    await screen.findByRole('checkbox', { name: 'Доступно: tire.fitting' });
    expect(screen.queryByRole('checkbox', { name: 'Удаление: tire.fitting' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Расширенный режим' }));
    expect(screen.getByRole('checkbox', { name: 'Удаление: tire.fitting' })).not.toBeChecked();
  });

  it("adds a service to the role's services", async () => {
    const user = userEvent.setup();
    renderCard();
    const panel = await screen.findByTestId('role-services');
    expect(await within(panel).findByText('Шиномонтаж')).toBeInTheDocument();
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Услуга' }), '68');
    await user.click(within(panel).getByRole('button', { name: 'Добавить услугу' }));
    await waitFor(() => expect(api.addRoleService).toHaveBeenCalledWith(7, 68));
  });
});
