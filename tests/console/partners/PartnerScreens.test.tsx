import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Partner } from '../../../src/shared/schemas/partners/partners';

// The partners list (/partners) and the partner card's main data tab (/partners/:code).

configure({ asyncUtilTimeout: 5000 });

const state = vi.hoisted(() => ({
  flags: ['available', 'permissionInsert', 'permissionUpdate'] as string[],
  platformStaff: true,
}));

vi.mock('../../../src/console/api/userSettingsApi', () => ({
  fetchUserSetting: vi.fn(async () => null),
  saveUserSetting: vi.fn(async () => {}),
  deleteUserSetting: vi.fn(async () => {}),
}));
vi.mock('../../../src/console/api/partners/partnersApi', () => ({
  findPartners: vi.fn(),
  fetchPartner: vi.fn(),
  createPartner: vi.fn(),
  updatePartner: vi.fn(),
  deletePartner: vi.fn(),
  restorePartner: vi.fn(),
}));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../src/console/session/useSession', () => ({
  useAllowed: (operation: string, flags: string[] = ['available']) =>
    operation === 'partners' && flags.every((f) => state.flags.includes(f)),
  usePermissions: () => [],
  usePlatformStaff: () => state.platformStaff,
}));
// The other tabs are tested on their own.
vi.mock('../../../src/console/screens/partners/tabs/PartnerContactsTab', () => ({ PartnerContactsTab: () => null }));
vi.mock('../../../src/console/screens/partners/tabs/PartnerOfficesTab', () => ({ PartnerOfficesTab: () => null }));
vi.mock('../../../src/console/screens/partners/tabs/PartnerLegalsTab', () => ({ PartnerLegalsTab: () => null }));

const api = vi.mocked(await import('../../../src/console/api/partners/partnersApi'));
const { notify } = vi.mocked(await import('../../../src/console/toasts/toaster'));
const { default: PartnersListPage } = await import('../../../src/console/screens/partners/PartnersListPage');
const { default: PartnerCardPage } = await import('../../../src/console/screens/partners/PartnerCardPage');

const partner = (patch: Partial<Partner> = {}): Partner => ({
  id: 2,
  name: 'Шинный центр «Колесо»',
  logoUrl: null,
  isCorporateClient: false,
  inn: '7728123456',
  kpp: null,
  phone: null,
  email: null,
  site: null,
  address: null,
  comment: null,
  createdAt: 1_700_000_000,
  deletedDate: null,
  officesCount: 2,
  ...patch,
});

function renderAt(path: string, Screen: ComponentType<{ title: string }>, title: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <ChakraProvider value={defaultSystem}>
      <Router hook={location.hook}>
        {path.startsWith('/partners/') ? <RouteWithParams Screen={Screen} title={title} /> : <Screen title={title} />}
      </Router>
    </ChakraProvider>,
  );
  return location;
}
// The card reads :code from the route.
function RouteWithParams({ Screen, title }: { Screen: ComponentType<{ title: string }>; title: string }) {
  return <Route path="/partners/:code">{() => <Screen title={title} />}</Route>;
}

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
  state.flags = ['available', 'permissionInsert', 'permissionUpdate'];
});

describe('PartnersListPage', () => {
  it('loads a page of partners by name and opens a partner’s card', async () => {
    const user = userEvent.setup();
    api.findPartners.mockResolvedValue({ partners: [partner()], total: 1 });
    const location = renderAt('/partners', PartnersListPage, 'Партнёры');
    const cell = await screen.findByText('Шинный центр «Колесо»');
    expect(api.findPartners).toHaveBeenCalledWith(
      expect.objectContaining({ offset: 0, sortField: 'name', sortOrder: 'ASC', showDeleted: false }),
    );
    expect(screen.getByRole('button', { name: 'Добавить партнёра' })).toBeInTheDocument();
    await user.click(cell);
    await waitFor(() => expect(location.history?.at(-1)).toBe('/partners/2'));
  });

  it('says so when nothing is found, and hides «Добавить партнёра» without insert', async () => {
    state.flags = ['available'];
    api.findPartners.mockResolvedValue({ partners: [], total: 0 });
    renderAt('/partners', PartnersListPage, 'Партнёры');
    expect(await screen.findByText('По Вашему запросу ничего не найдено')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Добавить партнёра' })).not.toBeInTheDocument();
  });

  it("hides «Добавить партнёра» from a partner's staff whatever their keys (the server refuses them)", async () => {
    state.flags = ['available', 'permissionInsert'];
    state.platformStaff = false;
    try {
      api.findPartners.mockResolvedValue({ partners: [partner()], total: 1 });
      renderAt('/partners', PartnersListPage, 'Партнёры');
      expect(await screen.findByText('Шинный центр «Колесо»')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Добавить партнёра' })).not.toBeInTheDocument();
    } finally {
      state.platformStaff = true;
    }
  });
});

describe('PartnerCardPage: main data', () => {
  it('saves the changed main data; Save is off until the form changes', async () => {
    const user = userEvent.setup();
    api.fetchPartner.mockResolvedValue(partner());
    api.updatePartner.mockImplementation(async (id, body) => partner({ id, ...body, kpp: body.kpp ?? null }));
    renderAt('/partners/2', PartnerCardPage, 'Партнёр');
    const form = await screen.findByTestId('partner-main-form');
    const save = within(form).getByRole('button', { name: 'Сохранить' });
    expect(save).toBeDisabled();
    await user.type(within(form).getByLabelText('КПП'), '772801001');
    await user.click(within(form).getByLabelText('Корпоративный клиент'));
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() =>
      expect(api.updatePartner).toHaveBeenCalledWith(
        2,
        expect.objectContaining({
          name: 'Шинный центр «Колесо»',
          inn: '7728123456',
          kpp: '772801001',
          isCorporateClient: true,
        }),
      ),
    );
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Успех', description: 'Изменения сохранены' }),
    );
  });

  it('shows the Russian message of a wrong INN and sends nothing', async () => {
    const user = userEvent.setup();
    api.fetchPartner.mockResolvedValue(partner());
    renderAt('/partners/2', PartnerCardPage, 'Партнёр');
    const form = await screen.findByTestId('partner-main-form');
    const inn = within(form).getByLabelText('ИНН');
    await user.clear(inn);
    await user.type(inn, '123');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await within(form).findByText('ИНН: 10 или 12 цифр')).toBeInTheDocument();
    expect(api.updatePartner).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of another partner’s card', async () => {
    api.fetchPartner.mockRejectedValue({ message: 'Партнёр не найден', errorCode: 'ENTITY_NOT_FOUND', status: 404 });
    renderAt('/partners/9', PartnerCardPage, 'Партнёр');
    expect(await screen.findByText('Партнёр не найден')).toBeInTheDocument();
  });
});
