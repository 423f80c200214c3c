import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Partner } from '../../../src/shared/schemas/partners/partners';
import { SERVICE_PARTNER_EXISTS } from '../../../src/shared/schemas/roles/serviceBindings';

// The partner card's 'Услуги' tab: the services the partner provides, added and removed by platform staff only.

configure({ asyncUtilTimeout: 5000 });

const state = vi.hoisted(() => ({
  flags: ['available', 'permissionInsert', 'permissionUpdate', 'permissionDelete'] as string[],
  staff: true,
}));

vi.mock('../../../src/console/api/rolesApi', () => ({
  fetchPartnerServices: vi.fn(),
  addPartnerService: vi.fn(),
  removePartnerService: vi.fn(),
  fetchServicesAdmin: vi.fn(async () => [
    { id: 1, name: 'Шиномонтаж' },
    { id: 2, name: 'Эвакуация' },
  ]),
}));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../src/console/session/useSession', () => ({
  useAllowed: (_operation: string, flags: string[] = ['available']) => flags.every((f) => state.flags.includes(f)),
  usePermissions: () => [],
  usePlatformStaff: () => state.staff,
  useProfile: () => ({ customerId: 1, roles: [] }),
}));

const api = vi.mocked(await import('../../../src/console/api/rolesApi'));
const { PartnerServicesTab } = await import('../../../src/console/screens/partners/tabs/PartnerServicesTab');

const partner = { id: 2, name: 'Шинный центр «Колесо»' } as Partner;
const bound = { id: 11, serviceId: 1, serviceName: 'Шиномонтаж', partnerId: 2 };

function renderTab() {
  const location = memoryLocation({ path: '/partners/2', record: true });
  render(
    <ChakraProvider value={defaultSystem}>
      <Router hook={location.hook}>
        <PartnerServicesTab partner={partner} />
      </Router>
    </ChakraProvider>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  state.flags = ['available', 'permissionInsert', 'permissionUpdate', 'permissionDelete'];
  state.staff = true;
});

describe('PartnerServicesTab', () => {
  it('lists the services and adds a free one through the dialog', async () => {
    const user = userEvent.setup();
    api.fetchPartnerServices.mockResolvedValueOnce([bound]);
    api.fetchPartnerServices.mockResolvedValue([bound, { ...bound, id: 12, serviceId: 2, serviceName: 'Эвакуация' }]);
    api.addPartnerService.mockResolvedValue({ ...bound, id: 12, serviceId: 2, serviceName: 'Эвакуация' });
    renderTab();
    const table = await screen.findByRole('table', { name: 'Услуги партнёра' });
    expect(within(table).getByText('Шиномонтаж')).toBeInTheDocument();
    expect(api.fetchPartnerServices).toHaveBeenCalledWith(2);

    await user.click(screen.getByRole('button', { name: 'Добавить услугу' }));
    const dialog = await screen.findByTestId('modal-form');
    const select = within(dialog).getByLabelText(/Услуга/);
    // The bound service is not offered again.
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Эвакуация' })).toBeInTheDocument());
    expect(within(select).queryByRole('option', { name: 'Шиномонтаж' })).toBeNull();
    await user.selectOptions(select, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    await waitFor(() => expect(api.addPartnerService).toHaveBeenCalledWith(2, 2));
    await waitFor(() => expect(screen.queryByTestId('modal-form')).toBeNull());
    expect(await screen.findByText('Эвакуация')).toBeInTheDocument();
  });

  it("shows the server's message when the service is already bound", async () => {
    const user = userEvent.setup();
    api.fetchPartnerServices.mockResolvedValue([]);
    api.addPartnerService.mockRejectedValue({
      message: SERVICE_PARTNER_EXISTS,
      errorCode: 'BINDING_ALREADY_EXISTS',
      status: 409,
    });
    renderTab();
    expect(await screen.findByText('По Вашему запросу ничего не найдено')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Добавить услугу' }));
    const dialog = await screen.findByTestId('modal-form');
    const select = within(dialog).getByLabelText(/Услуга/);
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Шиномонтаж' })).toBeInTheDocument());
    await user.selectOptions(select, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(await within(dialog).findByText(SERVICE_PARTNER_EXISTS)).toBeInTheDocument();
    expect(screen.getByTestId('modal-form')).toBeInTheDocument();
  });

  it('removes a service after the confirmation', async () => {
    const user = userEvent.setup();
    api.fetchPartnerServices.mockResolvedValueOnce([bound]);
    api.fetchPartnerServices.mockResolvedValue([]);
    api.removePartnerService.mockResolvedValue(bound);
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Убрать услугу Шиномонтаж' }));
    const dialog = await screen.findByTestId('partner-service-delete');
    expect(within(dialog).getByText(/Шиномонтаж/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(api.removePartnerService).toHaveBeenCalledWith(11));
    expect(await screen.findByText('По Вашему запросу ничего не найдено')).toBeInTheDocument();
  });

  it('offers no changes to partner staff, nor without the rights', async () => {
    api.fetchPartnerServices.mockResolvedValue([bound]);
    state.staff = false;
    renderTab();
    expect(await screen.findByText('Шиномонтаж')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Добавить услугу' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Убрать/ })).toBeNull();
    expect(api.fetchServicesAdmin).not.toHaveBeenCalled();
  });

  it('hides adding and removing for a user without the partners insert/delete flags', async () => {
    api.fetchPartnerServices.mockResolvedValue([bound]);
    state.flags = ['available'];
    renderTab();
    expect(await screen.findByText('Шиномонтаж')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Добавить услугу' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Убрать/ })).toBeNull();
  });
});
