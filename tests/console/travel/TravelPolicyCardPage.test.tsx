import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ANNULLED, HISTORY, ISSUED, policy } from '../../machines/travel/travelPolicyPageFixtures';
import { DICTIONARIES } from './travelPolicyTestData';

// /vzr/policies/:id/ against a fake API: only the allowed actions, the annulment's required reason, and the draft's
// form (its Russian messages, what was typed kept, the server's details at their fields).

configure({ asyncUtilTimeout: 5000 });

const state = vi.hoisted(() => ({ flags: ['available', 'permissionInsert', 'permissionUpdate', 'permissionDelete'] }));
vi.mock('../../../src/console/api/travel/travelPoliciesApi', () => ({
  fetchTravelPolicy: vi.fn(),
  fetchTravelPolicyHistory: vi.fn(),
  findPolicyPayments: vi.fn(),
  acceptTravelPolicy: vi.fn(),
  annulTravelPolicy: vi.fn(),
  updateTravelPolicy: vi.fn(),
  createTravelPolicy: vi.fn(),
  calculateTravelPremium: vi.fn(),
  fetchTravelPolicyPdf: vi.fn(),
}));
vi.mock('../../../src/console/api/travel/travelDictionariesApi', () => ({ fetchTravelDictionaries: vi.fn() }));
vi.mock('../../../src/console/components/partnerChoice/usePartnerChoices', () => ({
  usePartnerChoice: () => ({ options: [{ value: 3, label: 'ООО «Агент»' }], locked: false, ownPartnerId: null }),
}));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../src/console/session/useSession', () => ({
  useAllowed: (operation: string, flags: string[] = ['available']) =>
    operation.startsWith('vzr.') && flags.every((f) => state.flags.includes(f)),
}));

const api = vi.mocked(await import('../../../src/console/api/travel/travelPoliciesApi'));
const dictionaries = vi.mocked(await import('../../../src/console/api/travel/travelDictionariesApi'));
const { default: TravelPolicyCardPage } = await import(
  '../../../src/console/screens/travel/policies/TravelPolicyCardPage'
);

function renderPage() {
  const location = memoryLocation({ path: '/vzr/policies/7/', record: true });
  render(
    <ChakraProvider value={defaultSystem}>
      <Router hook={location.hook}>
        <Route path="/vzr/policies/:id/">
          <TravelPolicyCardPage title="Полис ВЗР" />
        </Route>
      </Router>
    </ChakraProvider>,
  );
  return { user: userEvent.setup() };
}
const actionNames = async () => {
  const bar = await screen.findByTestId('policy-actions');
  return within(bar)
    .queryAllByRole('button')
    .map((b) => b.textContent)
    .concat(
      within(bar)
        .queryAllByRole('link')
        .map((l) => l.textContent),
    );
};

beforeEach(() => {
  vi.clearAllMocks();
  state.flags = ['available', 'permissionInsert', 'permissionUpdate', 'permissionDelete'];
  dictionaries.fetchTravelDictionaries.mockResolvedValue(DICTIONARIES);
  api.fetchTravelPolicy.mockResolvedValue(policy());
  api.fetchTravelPolicyHistory.mockResolvedValue(HISTORY as never);
  api.findPolicyPayments.mockResolvedValue([]);
  api.calculateTravelPremium.mockResolvedValue({
    days: 8,
    currencyCode: 'EUR',
    rate: 95.1234,
    rateDate: 1_899_900_000,
    lines: [{ riskId: 1, riskName: 'Медицинские расходы', sumInsured: 30000, premiumCurrency: 12.5 }],
    premiumCurrency: 12.5,
    premium: 1189.04,
    discountPercent: null,
    discount: 0,
    total: 1189.04,
  });
});

describe('TravelPolicyCardPage', () => {
  it('shows a draft with its sections and exactly the actions it allows', async () => {
    renderPage();
    expect(await screen.findByTestId('policy-number')).toHaveTextContent('Полис ВЗР-0000007');
    expect(await actionNames()).toEqual(['Изменить', 'Выпустить', 'Аннулировать']);
    expect(screen.getByTestId('policy-insured-table')).toHaveTextContent('IVANOV IVAN');
    expect(screen.getByTestId('policy-history')).toHaveTextContent('Черновик');
  });

  it('an issued policy offers annulment, printing and a payment; without the delete flag no annulment', async () => {
    api.fetchTravelPolicy.mockResolvedValue(ISSUED);
    renderPage();
    expect(await actionNames()).toEqual(['Печать полиса', 'Аннулировать', 'Принять платёж']);
    expect(screen.getByRole('link', { name: 'Принять платёж' })).toHaveAttribute(
      'href',
      '/vzr/payments/create?policyId=7',
    );
  });

  it('without the delete flag the annulment is not offered', async () => {
    state.flags = ['available', 'permissionUpdate'];
    api.fetchTravelPolicy.mockResolvedValue(ISSUED);
    renderPage();
    expect(await actionNames()).toEqual(['Печать полиса']);
  });

  it('annulment requires a reason, then sends it', async () => {
    api.fetchTravelPolicy.mockResolvedValue(ISSUED);
    api.annulTravelPolicy.mockResolvedValue(ANNULLED);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Аннулировать' }));
    const dialog = await screen.findByTestId('annul-policy-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Аннулировать' }));
    expect(await within(dialog).findByText('Укажите причину аннулирования')).toBeInTheDocument();
    expect(api.annulTravelPolicy).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText(/Причина аннулирования/), 'Отказ от поездки');
    await user.click(within(dialog).getByRole('button', { name: 'Аннулировать' }));
    await waitFor(() => expect(api.annulTravelPolicy).toHaveBeenCalledWith(7, 'Отказ от поездки'));
    await waitFor(() => expect(screen.getByTestId('policy-state')).toHaveTextContent('Аннулирован'));
  });

  it('the draft form shows Russian messages and keeps what was typed', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Изменить' }));
    const form = await screen.findByTestId('travel-policy-form');
    const holder = within(form).getByLabelText(/ФИО/);
    await user.clear(holder);
    await user.type(holder, 'Петров Пётр');
    const lastName = within(form).getByLabelText(/Фамилия \(латиницей\)/);
    await user.clear(lastName);
    await user.type(lastName, 'Петров');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await within(form).findByText('Латинскими буквами, как в загранпаспорте')).toBeInTheDocument();
    expect(api.updateTravelPolicy).not.toHaveBeenCalled();
    expect(holder).toHaveValue('Петров Пётр');
  });

  it("the server's details land on their fields", async () => {
    api.updateTravelPolicy.mockRejectedValue({
      message: 'Ошибка валидации',
      status: 400,
      errorCode: 'VALIDATION_ERROR',
      details: {
        'insured.0.birthDate': 'Застрахованному больше 85 лет: полис не оформляется',
        'risks.0.sumInsured': 'Страховая сумма по риску «Медицинские расходы»: от 30000 до 100000',
        promoCode: 'Промокод не найден',
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Изменить' }));
    const form = await screen.findByTestId('travel-policy-form');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(api.updateTravelPolicy).toHaveBeenCalledOnce());
    expect(await within(form).findByText('Застрахованному больше 85 лет: полис не оформляется')).toBeInTheDocument();
    expect(within(form).getByText('Промокод не найден')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('policy-risk-medical')).getByText(
        'Страховая сумма по риску «Медицинские расходы»: от 30000 до 100000',
      ),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText(/ФИО/)).toHaveValue('Иванов Иван Иванович');
  });
});
