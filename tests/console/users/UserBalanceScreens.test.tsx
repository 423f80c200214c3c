import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { UserCard } from '../../../src/shared/schemas/userAdmin';

// /stream/balance, /personal/statistic, and the user card's offices and partner-token tabs.

configure({ asyncUtilTimeout: 5000 });

vi.mock('../../../src/console/api/userSettingsApi', () => ({
  fetchUserSetting: vi.fn(async () => null),
  saveUserSetting: vi.fn(async () => {}),
  deleteUserSetting: vi.fn(async () => {}),
}));
vi.mock('../../../src/console/api/partners/officesApi', () => ({
  fetchPartnerOffices: vi.fn(async () => [
    { id: 3, name: 'Колесо на Ленинском проспекте' },
    { id: 4, name: 'Колесо в Химках' },
  ]),
}));
vi.mock('../../../src/console/api/userAdminApi', () => ({
  fetchStreamBalances: vi.fn(),
  fetchCurrentBalance: vi.fn(),
  fetchBalanceHistory: vi.fn(),
  fetchUserOffices: vi.fn(),
  bindUserOffice: vi.fn(),
  unbindUserOffice: vi.fn(),
  issuePartnerToken: vi.fn(),
}));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../src/console/session/useSession', () => ({
  useAllowed: () => true,
  usePermissions: () => [],
  useProfile: () => ({ customerId: 5, roles: [] }),
}));

const api = vi.mocked(await import('../../../src/console/api/userAdminApi'));
const { default: StreamBalancePage } = await import('../../../src/console/screens/users/StreamBalancePage');
const { default: PersonalStatisticPage } = await import('../../../src/console/screens/users/PersonalStatisticPage');
const { UserOfficesTab } = await import('../../../src/console/screens/users/tabs/UserOfficesTab');
const { UserPartnerTokenTab } = await import('../../../src/console/screens/users/tabs/UserPartnerTokenTab');

const card: UserCard = {
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
};

function renderIn(node: ReactNode) {
  const location = memoryLocation({ path: '/', record: true });
  render(
    <ChakraProvider value={defaultSystem}>
      <Router hook={location.hook}>{node}</Router>
    </ChakraProvider>,
  );
}
const money = (text: string) => text.replace(/\s/g, ' ');

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
});

describe('balances', () => {
  it('/stream/balance lists the staff balances with links to their ledgers', async () => {
    api.fetchStreamBalances.mockResolvedValue([
      {
        userId: 7,
        fullName: 'Шинников Пётр',
        email: 'p@demo.ru',
        partnerName: 'Колесо',
        balance: 1234.5,
        lastOperationAt: null,
      },
    ]);
    renderIn(<StreamBalancePage title="Баланс стрима" />);
    const link = await screen.findByRole('link', { name: 'Шинников Пётр' });
    expect(link).toHaveAttribute('href', '/users/7?tab=balance');
    expect(money(screen.getByText(/1\s234,50/).textContent ?? '')).toBe('1 234,50 ₽');
  });

  it('/personal/statistic shows the caller’s own balance and history', async () => {
    api.fetchCurrentBalance.mockResolvedValue({ userId: 5, balance: -10.2 });
    api.fetchBalanceHistory.mockResolvedValue({
      total: 1,
      operations: [
        {
          id: 1,
          amount: -10.2,
          kind: 'fee',
          kindName: 'Комиссия',
          comment: 'Комиссия платформы',
          orderId: null,
          createdAt: 1_700_000_000,
          createdByFio: null,
        },
      ],
    });
    renderIn(<PersonalStatisticPage title="Статистика" />);
    expect(await screen.findByText('Комиссия платформы')).toBeInTheDocument();
    expect(api.fetchCurrentBalance).toHaveBeenCalledWith(5);
    expect(api.fetchBalanceHistory).toHaveBeenCalledWith(5, 0, 10);
    await waitFor(() => expect(money(screen.getByTestId('current-balance').textContent ?? '')).toContain('-10,20 ₽'));
  });
});

describe('user card tabs', () => {
  it('binds an office not yet bound and unbinds one', async () => {
    const user = userEvent.setup();
    const first = { id: 9, officeId: 3, officeName: 'Колесо на Ленинском проспекте', userId: 7, partnerId: 2 };
    const second = { id: 10, officeId: 4, officeName: 'Колесо в Химках', userId: 7, partnerId: 2 };
    api.fetchUserOffices.mockResolvedValueOnce([first]).mockResolvedValue([first, second]);
    api.bindUserOffice.mockResolvedValue({
      id: 10,
      officeId: 4,
      officeName: 'Колесо в Химках',
      userId: 7,
      partnerId: 2,
    });
    api.unbindUserOffice.mockResolvedValue({ id: 9, officeId: 3, officeName: 'x', userId: 7, partnerId: 2 });
    renderIn(<UserOfficesTab user={card} />);
    expect(await screen.findByText('Колесо на Ленинском проспекте')).toBeInTheDocument();
    const select = screen.getByLabelText('Офис для привязки');
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Выберите офис', 'Колесо в Химках']),
    );
    await user.selectOptions(select, '4');
    await user.click(screen.getByRole('button', { name: 'Привязать' }));
    await waitFor(() => expect(api.bindUserOffice).toHaveBeenCalledWith(7, 4));
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Отвязать' })).toHaveLength(2));
    // Rows by office name: 'Колесо в Химках' comes first.
    await user.click(screen.getAllByRole('button', { name: 'Отвязать' })[0]);
    await waitFor(() => expect(api.unbindUserOffice).toHaveBeenCalledWith(10));
  });

  it('issues a partner token after the confirmation and shows it once', async () => {
    const user = userEvent.setup();
    api.issuePartnerToken.mockResolvedValue({ token: 'eyJ.partner.token', issuedAt: 1_700_000_000 });
    renderIn(<UserPartnerTokenTab user={card} />);
    await user.click(screen.getByRole('button', { name: 'Выпустить токен' }));
    const dialog = await screen.findByTestId('partner-token-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Выпустить' }));
    expect(await screen.findByTestId('partner-token')).toHaveTextContent('eyJ.partner.token');
    expect(api.issuePartnerToken).toHaveBeenCalledWith(7);
    expect(screen.getByRole('button', { name: 'Копировать' })).toBeInTheDocument();
  });
});
