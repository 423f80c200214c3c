import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { STORAGE_KEY_WORKSPACE } from '../../../src/shared/constants';
import { answer } from '../orders/orderPartsFixtures';

configure({ asyncUtilTimeout: 5_000 });

const state = vi.hoisted(() => ({ partner: null as null | { id: number; name: string; logoUrl: null } }));
vi.mock('../../../src/console/api/httpClient', () => ({
  http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
}));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../src/console/session/useSession', () => ({
  useProfile: () => ({
    customerId: 7,
    firstName: 'Пётр',
    lastName: 'Смирнов',
    email: 'p@demo.ru',
    role: null,
    roles: [],
    avatarUrl: null,
    partner: state.partner,
    office: null,
  }),
  useAllowed: () => true,
}));

const { http } = vi.mocked(await import('../../../src/console/api/httpClient'));
const { notify } = vi.mocked(await import('../../../src/console/toasts/toaster'));
const { default: WorkspaceConfigPage } = await import('../../../src/console/screens/config/WorkspaceConfigPage');
const { workShiftActor } = await import('../../../src/console/workspace/workShiftActor');

const NOW = new Date('2026-11-22T10:00:00Z').getTime();
const HOUR = 3_600_000;
const OFFICES = [
  { id: 3, name: 'Шиномонтаж на Ленина', partnerId: 2, partnerName: 'Шинсервис', timezone: 'Europe/Moscow' },
  { id: 4, name: 'Склад на Заводской', partnerId: 2, partnerName: 'Шинсервис', timezone: 'Europe/Moscow' },
  { id: 8, name: 'Эвакуатор Север', partnerId: 5, partnerName: 'Эвакуация-М', timezone: 'Europe/Moscow' },
];
const user = (id: number, lastName: string, firstName: string) => ({
  id,
  createdAt: 1,
  lastName,
  firstName,
  middleName: null,
  phone: null,
  email: `${id}@demo.ru`,
  partnerName: 'Шинсервис',
  statusRefValueName: 'Активен',
});
const USERS = [user(11, 'Петров', 'Пётр'), user(12, 'Сидоров', 'Иван')];

const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEY_WORKSPACE) ?? 'null');

function renderPage() {
  const location = memoryLocation({ path: '/config/workspace' });
  return render(
    <ChakraProvider value={defaultSystem}>
      <Router hook={location.hook}>
        <WorkspaceConfigPage title="Настройки рабочего места" />
      </Router>
    </ChakraProvider>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  state.partner = null;
  localStorage.clear();
  workShiftActor.send({ type: 'workspace.storageChanged' });
  http.get.mockImplementation(() => answer(OFFICES) as never);
  http.post.mockImplementation(() => answer({ users: USERS, total: USERS.length }) as never);
});
afterEach(() => vi.useRealTimers());

describe('WorkspaceConfigPage', () => {
  it('saves the office and the executors to local storage, the shift starting now; the header hears at once', async () => {
    const ue = userEvent.setup();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Настройки рабочего места' })).toBeInTheDocument();
    const officeSelect = screen.getByRole('combobox', { name: 'Офис' });
    await waitFor(() => expect(within(officeSelect).getAllByRole('option')).toHaveLength(4));
    expect(http.get).toHaveBeenCalledWith('/service_office/offices', { params: { serviceId: 41 } });
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeDisabled();

    await ue.selectOptions(officeSelect, '3');
    await ue.click(await screen.findByRole('checkbox', { name: 'Петров Пётр' }));
    expect(http.post).toHaveBeenCalledWith('/users/find', expect.objectContaining({ partnerId: 2, status: 'active' }));
    await ue.click(screen.getByRole('button', { name: 'Сохранить' }));

    const expected = {
      office: { id: 3, partnerId: 2, name: 'Шиномонтаж на Ленина' },
      executors: [{ id: 11, name: 'Петров Пётр' }],
      createdAt: NOW,
    };
    expect(stored()).toEqual(expected);
    expect(workShiftActor.getSnapshot().context.config).toEqual(expected);
    expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Настройки рабочего места сохранены' });
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
    expect(screen.getByTestId('workspace-shift-start')).toHaveTextContent('Смена начата 22.11.2026 13:00');
  });

  it("keeps the shift's start when only the office changes; 'Продлить смену' renews an expired shift; 'Очистить' forgets it", async () => {
    const ue = userEvent.setup();
    const old = NOW - 13 * HOUR;
    localStorage.setItem(
      STORAGE_KEY_WORKSPACE,
      JSON.stringify({
        office: { id: 3, partnerId: 2, name: 'Шиномонтаж на Ленина' },
        executors: [{ id: 11, name: 'Петров Пётр' }],
        createdAt: old,
      }),
    );
    workShiftActor.send({ type: 'workspace.storageChanged' });
    await waitFor(() => expect(workShiftActor.getSnapshot().hasTag('expired')).toBe(true));
    renderPage();
    expect(screen.getByTestId('workspace-shift-expired')).toHaveTextContent('Продлите смену');
    expect(await screen.findByRole('checkbox', { name: 'Петров Пётр' })).toBeChecked();

    await ue.selectOptions(screen.getByRole('combobox', { name: 'Офис' }), '4');
    await ue.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(stored()).toMatchObject({ office: { id: 4 }, executors: [{ id: 11 }], createdAt: old });

    await ue.click(screen.getByRole('button', { name: 'Продлить смену' }));
    expect(stored().createdAt).toBe(NOW);
    expect(workShiftActor.getSnapshot().hasTag('expired')).toBe(false);
    expect(screen.queryByTestId('workspace-shift-expired')).toBeNull();

    await ue.click(screen.getByRole('button', { name: 'Очистить' }));
    expect(stored()).toEqual({ office: null, executors: [], createdAt: null });
    expect(screen.getByRole('combobox', { name: 'Офис' })).toHaveValue('');
  });

  it("offers a partner's staff only their partner's offices", async () => {
    state.partner = { id: 5, name: 'Эвакуация-М', logoUrl: null };
    renderPage();
    const officeSelect = screen.getByRole('combobox', { name: 'Офис' });
    await waitFor(() => expect(within(officeSelect).getAllByRole('option')).toHaveLength(2));
    expect(within(officeSelect).getByRole('option', { name: 'Эвакуатор Север' })).toBeInTheDocument();
  });
});
