import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { configure, render, screen, waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { policy } from '../../machines/travel/travelPolicyPageFixtures';
import { DICTIONARIES } from './travelPolicyTestData';

// /vzr/policies against a fake API: the rows, the find body, «Новый полис» by the insert flag.

configure({ asyncUtilTimeout: 5000 });

const state = vi.hoisted(() => ({ flags: ['available', 'permissionInsert'] as string[] }));
vi.mock('../../../src/console/api/userSettingsApi', () => ({
  fetchUserSetting: vi.fn(async () => null),
  saveUserSetting: vi.fn(async () => {}),
  deleteUserSetting: vi.fn(async () => {}),
}));
vi.mock('../../../src/console/api/travel/travelPoliciesApi', () => ({ findTravelPolicies: vi.fn() }));
vi.mock('../../../src/console/api/travel/travelDictionariesApi', () => ({ fetchTravelDictionaries: vi.fn() }));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../src/console/session/useSession', () => ({
  useAllowed: (operation: string, flags: string[] = ['available']) =>
    operation === 'vzr.policies' && flags.every((f) => state.flags.includes(f)),
}));

const api = vi.mocked(await import('../../../src/console/api/travel/travelPoliciesApi'));
const dictionaries = vi.mocked(await import('../../../src/console/api/travel/travelDictionariesApi'));
const { default: TravelPoliciesListPage } = await import(
  '../../../src/console/screens/travel/policies/TravelPoliciesListPage'
);

const row = (id: number, number: string, holderName: string) => {
  const { insured: _i, risks: _r, allowedActions: _a, ...p } = policy({ id, number, holderName });
  return p;
};

function renderPage() {
  const location = memoryLocation({ path: '/vzr/policies', record: true });
  render(
    <ChakraProvider value={defaultSystem}>
      <Router hook={location.hook}>
        <TravelPoliciesListPage title="Полисы ВЗР" />
      </Router>
    </ChakraProvider>,
  );
  return location;
}

beforeEach(() => {
  vi.clearAllMocks();
  state.flags = ['available', 'permissionInsert'];
  dictionaries.fetchTravelDictionaries.mockResolvedValue(DICTIONARIES);
  api.findTravelPolicies.mockResolvedValue({
    items: [row(7, 'ВЗР-0000007', 'Иванов Иван Иванович'), row(8, 'ВЗР-0000008', 'Петрова Анна Сергеевна')],
    total: 2,
  } as never);
});

describe('TravelPoliciesListPage', () => {
  it('renders a row per policy with its number, holder, period, total and status', async () => {
    renderPage();
    expect(await screen.findByText('Петрова Анна Сергеевна')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ВЗР-0000007' })).toHaveAttribute('href', '/vzr/policies/7/');
    expect(screen.getAllByText('Италия').length).toBeGreaterThan(0);
    expect(screen.getAllByText(/^\d{2}\.\d{2}\.\d{4} – \d{2}\.\d{2}\.\d{4}$/)).toHaveLength(2);
    expect(screen.getAllByText(/1\s189,04\s₽/).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Черновик').length).toBeGreaterThan(0);
    expect(api.findTravelPolicies).toHaveBeenCalledWith(
      expect.objectContaining({ offset: 0, sortField: 'createdAt', sortOrder: 'DESC' }),
    );
    expect(screen.getByRole('button', { name: 'Новый полис' })).toBeInTheDocument();
  });

  it('offers «Новый полис» only with the insert flag', async () => {
    state.flags = ['available'];
    renderPage();
    await screen.findByText('Петрова Анна Сергеевна');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Новый полис' })).toBeNull());
  });
});
