import { configure, screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { TRAVEL_PAYMENT_MESSAGES } from '../../../src/shared/schemas/travel/travelPayments';
import type { TravelPolicy } from '../../../src/shared/schemas/travel/travelPolicies';
import { CONFIRMED, payment, TRANSFER_WITHOUT_INVOICE } from '../../machines/travel/travelPaymentFixtures';
import { DICTIONARIES, renderAt } from './travelConsoleFakes';

// The payment screens against a fake API: the list's rows, the create form's rules, the card's actions.

configure({ asyncUtilTimeout: 5000 });

const state = vi.hoisted(() => ({ flags: ['available', 'permissionInsert', 'permissionUpdate', 'permissionDelete'] }));
vi.mock('../../../src/console/api/userSettingsApi', () => ({
  fetchUserSetting: vi.fn(async () => null),
  saveUserSetting: vi.fn(async () => {}),
  deleteUserSetting: vi.fn(async () => {}),
}));
vi.mock('../../../src/console/api/travel/travelDictionariesApi', () => ({ fetchTravelDictionaries: vi.fn() }));
vi.mock('../../../src/console/api/travel/travelPaymentsApi', () => ({
  findTravelPayments: vi.fn(),
  fetchTravelPayment: vi.fn(),
  createTravelPayment: vi.fn(),
  updateTravelPayment: vi.fn(),
  confirmTravelPayment: vi.fn(),
  refundTravelPayment: vi.fn(),
  deleteTravelPayment: vi.fn(),
  uploadTravelPaymentInvoice: vi.fn(),
  downloadTravelPaymentInvoice: vi.fn(),
  findIssuedTravelPolicies: vi.fn(),
  fetchTravelPolicyForPayment: vi.fn(),
}));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../src/console/session/useSession', () => ({
  useAllowed: (operation: string, flags: string[] = ['available']) =>
    operation === 'vzr.payments' && flags.every((f) => state.flags.includes(f)),
}));

const api = vi.mocked(await import('../../../src/console/api/travel/travelPaymentsApi'));
const dictionaries = vi.mocked(await import('../../../src/console/api/travel/travelDictionariesApi'));
const { default: ListPage } = await import('../../../src/console/screens/travel/payments/TravelPaymentsListPage');
const { default: CreatePage } = await import('../../../src/console/screens/travel/payments/TravelPaymentCreatePage');
const { default: CardPage } = await import('../../../src/console/screens/travel/payments/TravelPaymentCardPage');

const POLICY = {
  id: 5,
  number: 'ВЗР-0000005',
  state: 'issued',
  holderName: 'Иванов Иван Иванович',
  total: 4321.5,
  dueAmount: 4321.5,
} as TravelPolicy;

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
  state.flags = ['available', 'permissionInsert', 'permissionUpdate', 'permissionDelete'];
  dictionaries.fetchTravelDictionaries.mockResolvedValue(DICTIONARIES);
  api.fetchTravelPolicyForPayment.mockResolvedValue(POLICY);
  api.findIssuedTravelPolicies.mockResolvedValue([POLICY]);
});

describe('travel payment screens', () => {
  it('lists the payments with their policy links, amounts and invoice mark', async () => {
    const { invoice: _i, ...row } = payment({ invoice: { name: 'a.pdf', mimeType: 'application/pdf', size: 10 } });
    api.findTravelPayments.mockResolvedValue({
      items: [{ ...row, invoice: { name: 'a.pdf', mimeType: 'application/pdf', size: 10 } }],
      total: 1,
    });
    renderAt('/vzr/payments', '/vzr/payments', <ListPage title="Платежи ВЗР" />);
    const [first] = await screen.findAllByTestId('table-row');
    expect(first).toHaveTextContent('П-0000011');
    expect(first).toHaveTextContent(/4\s321,50\s₽/);
    expect(first).toHaveTextContent('Банковская карта');
    expect(first).toHaveTextContent('есть');
    expect(within(first).getByRole('link', { name: 'ВЗР-0000005' })).toHaveAttribute('href', '/vzr/policies/5/');
    expect(api.findTravelPayments).toHaveBeenCalledWith(
      expect.objectContaining({ offset: 0, sortField: 'createdAt', sortOrder: 'DESC' }),
    );
    expect(screen.getByRole('button', { name: 'Новый платёж' })).toBeInTheDocument();
  });

  it('starts from the policy in the URL, asks for a cash desk for cash, keeps the input and sends the body', async () => {
    api.createTravelPayment.mockResolvedValue(payment());
    const { user, location } = renderAt(
      '/vzr/payments/create?policyId=5',
      '/vzr/payments/create',
      <CreatePage title="Новый платёж ВЗР" />,
    );
    expect(await screen.findByTestId('payment-policy-info')).toHaveTextContent('Иванов Иван Иванович');
    expect(screen.getByLabelText(/Сумма/)).toHaveValue('4321,5');
    expect(screen.getByLabelText(/Плательщик/)).toHaveValue('Иванов Иван Иванович');
    await user.selectOptions(screen.getByLabelText(/Способ оплаты/), 'Наличные');
    await user.clear(screen.getByLabelText(/Сумма/));
    await user.type(screen.getByLabelText(/Сумма/), '99999');
    await user.click(screen.getByRole('button', { name: 'Зарегистрировать' }));
    expect(await screen.findByText(TRAVEL_PAYMENT_MESSAGES.cash)).toBeInTheDocument();
    expect(screen.getByText(/Сумма больше остатка к оплате по полису/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Сумма/)).toHaveValue('99999');
    expect(api.createTravelPayment).not.toHaveBeenCalled();

    await user.selectOptions(screen.getByLabelText(/Касса/), 'Касса № 1, Москва, Тверская, 1');
    await user.clear(screen.getByLabelText(/Сумма/));
    await user.type(screen.getByLabelText(/Сумма/), '1000,25');
    await user.click(screen.getByRole('button', { name: 'Зарегистрировать' }));
    await waitFor(() => expect(api.createTravelPayment).toHaveBeenCalledTimes(1));
    expect(api.createTravelPayment.mock.calls[0][0]).toMatchObject({
      policyId: 5,
      amount: 1000.25,
      paymentTypeId: 2,
      cashId: 7,
      payerName: 'Иванов Иван Иванович',
    });
    await waitFor(() => expect(location.history?.at(-1)).toBe('/vzr/payments/11/'));
  });

  it('shows the server’s field messages and keeps what was typed', async () => {
    api.createTravelPayment.mockRejectedValue({
      message: 'Ошибка валидации',
      status: 400,
      errorCode: 'VALIDATION_ERROR',
      details: { policyId: TRAVEL_PAYMENT_MESSAGES.policyNotIssued },
    });
    const { user } = renderAt('/vzr/payments/create?policyId=5', '/vzr/payments/create', <CreatePage title="Новый" />);
    await screen.findByTestId('payment-policy-info');
    await user.selectOptions(screen.getByLabelText(/Способ оплаты/), 'Банковская карта');
    await user.click(screen.getByRole('button', { name: 'Зарегистрировать' }));
    expect(await screen.findByText(TRAVEL_PAYMENT_MESSAGES.policyNotIssued)).toBeInTheDocument();
    expect(screen.getByLabelText(/Способ оплаты/)).toHaveValue('1');
  });

  it('offers only the allowed actions, and says why confirming waits for the invoice', async () => {
    api.fetchTravelPayment.mockResolvedValue(TRANSFER_WITHOUT_INVOICE);
    renderAt('/vzr/payments/11/', '/vzr/payments/:id/', <CardPage title="Платёж ВЗР" />);
    const actions = await screen.findByTestId('payment-actions');
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Загрузить счёт', 'Изменить', 'Удалить']);
    expect(screen.getByTestId('confirm-unavailable')).toHaveTextContent(TRAVEL_PAYMENT_MESSAGES.invoiceMissing);
    expect(screen.getByTestId('payment-invoice')).toHaveTextContent('нет');
  });

  it('confirms through its dialog and shows the answer; refund needs permissionDelete', async () => {
    api.fetchTravelPayment.mockResolvedValue(payment());
    api.confirmTravelPayment.mockResolvedValue(CONFIRMED);
    state.flags = ['available', 'permissionUpdate'];
    const { user } = renderAt('/vzr/payments/11/', '/vzr/payments/:id/', <CardPage title="Платёж ВЗР" />);
    const actions = await screen.findByTestId('payment-actions');
    expect(within(actions).queryByRole('button', { name: 'Удалить' })).toBeNull();
    await user.click(within(actions).getByRole('button', { name: 'Подтвердить' }));
    const dialog = await screen.findByTestId('confirm-payment-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(screen.getByTestId('payment-state')).toHaveTextContent('Подтверждён'));
    expect(api.confirmTravelPayment).toHaveBeenCalledWith(11);
    expect(
      within(screen.getByTestId('payment-actions'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Загрузить счёт']);
    expect(screen.queryByTestId('confirm-unavailable')).toBeNull();
  });
});
