import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { ServiceAdmin } from '../../../src/shared/schemas/roles/servicesAdmin';
import { operation, renderAt } from './rolesTestKit';

configure({ asyncUtilTimeout: 5000 });

vi.mock('../../../src/console/api/userSettingsApi', () => ({
  fetchUserSetting: vi.fn(async () => null),
  saveUserSetting: vi.fn(async () => {}),
  deleteUserSetting: vi.fn(async () => {}),
}));
vi.mock('../../../src/console/api/rolesApi', () => ({
  fetchOperations: vi.fn(),
  createOperation: vi.fn(),
  updateOperation: vi.fn(),
  deleteOperation: vi.fn(),
  fetchServicesAdmin: vi.fn(),
  createService: vi.fn(),
  updateService: vi.fn(),
  deleteService: vi.fn(),
  restoreService: vi.fn(),
}));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../src/console/session/useSession', () => ({ useAllowed: () => true, useProfile: () => null }));

const api = vi.mocked(await import('../../../src/console/api/rolesApi'));
const { default: OperationsPage } = await import('../../../src/console/screens/roles/OperationsPage');
const { default: ServicesPage } = await import('../../../src/console/screens/roles/ServicesPage');

const tyres: ServiceAdmin = {
  id: 69,
  name: 'Шиномонтаж',
  code: 'tire_fitting',
  stationary: true,
  useInsurance: false,
  bonusReceivingPercent: 5,
  bonusMaxSpendingPercent: null,
  freeOrdersQuantity: 3,
  feeFixedPart: 50,
  feeRate: 10,
  feeMin: 100,
  feeMax: 1500,
  deletedDate: null,
};

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
  api.fetchOperations.mockResolvedValue([operation(1, 'users.online', 'Пользователи онлайн')]);
  api.fetchServicesAdmin.mockResolvedValue([tyres]);
});

describe('OperationsPage', () => {
  it('creates an operation and shows the server’s Russian refusal on its field', async () => {
    const user = userEvent.setup();
    api.createOperation.mockRejectedValueOnce({
      message: 'Операция с таким ключом уже существует',
      errorCode: 'VALIDATION_ERROR',
      status: 400,
      details: { operationKey: 'Операция с таким ключом уже существует' },
    });
    api.createOperation.mockResolvedValueOnce(operation(2, 'orders.export', 'Выгрузка'));
    renderAt('/operations', <OperationsPage title="Операции" />);
    expect(await screen.findByText('users.online')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Добавить операцию' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Ключ операции/ }), 'users.online');
    await user.type(within(dialog).getByRole('textbox', { name: /Название/ }), 'Выгрузка');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect((await within(dialog).findAllByText('Операция с таким ключом уже существует')).length).toBeGreaterThan(0);
    const key = within(dialog).getByRole('textbox', { name: /Ключ операции/ });
    await user.clear(key);
    await user.type(key, 'orders.export');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(api.createOperation).toHaveBeenLastCalledWith({ operationKey: 'orders.export', name: 'Выгрузка' }),
    );
  });
});

describe('ServicesPage', () => {
  it('edits a service: a cleared fee goes as null, the rest as numbers', async () => {
    const user = userEvent.setup();
    api.updateService.mockResolvedValue({ ...tyres, feeMax: null });
    renderAt('/services', <ServicesPage title="Услуги" />);
    await user.click(await screen.findByText('Шиномонтаж'));
    const dialog = await screen.findByRole('dialog');
    const feeMax = within(dialog).getByRole('textbox', { name: /Максимальная комиссия/ });
    expect(feeMax).toHaveValue('1500');
    await user.clear(feeMax);
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(api.updateService).toHaveBeenCalledWith(69, {
        name: 'Шиномонтаж',
        stationary: true,
        useInsurance: false,
        bonusReceivingPercent: 5,
        bonusMaxSpendingPercent: null,
        freeOrdersQuantity: 3,
        feeFixedPart: 50,
        feeRate: 10,
        feeMin: 100,
        feeMax: null,
      }),
    );
  });

  it('refuses a percent over 100 in Russian before sending', async () => {
    const user = userEvent.setup();
    renderAt('/services', <ServicesPage title="Услуги" />);
    await user.click(await screen.findByRole('button', { name: 'Добавить услугу' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Название/ }), 'Мойка');
    await user.type(within(dialog).getByRole('textbox', { name: /Комиссия, %/ }), '150');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Процент — число от 0 до 100')).toBeInTheDocument();
    expect(api.createService).not.toHaveBeenCalled();
  });
});
