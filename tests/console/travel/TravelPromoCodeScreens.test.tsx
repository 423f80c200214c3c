import { configure, screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { TRAVEL_PROMO_MESSAGES, type TravelPromoCode } from '../../../src/shared/schemas/travel/travelPromoCodes';
import { renderAt } from './travelConsoleFakes';

// The promo code screens against a fake API: the form's rules, a taken code at its field, the commissions.

configure({ asyncUtilTimeout: 5000 });

vi.mock('../../../src/console/api/travel/travelPromoCodesApi', () => ({
  fetchTravelPromoCode: vi.fn(),
  createTravelPromoCode: vi.fn(),
  updateTravelPromoCode: vi.fn(),
  fetchTravelCommissions: vi.fn(),
  createTravelCommission: vi.fn(),
  updateTravelCommission: vi.fn(),
  deleteTravelCommission: vi.fn(),
}));
vi.mock('../../../src/console/components/partnerChoice/usePartnerChoices', () => ({
  usePartnerChoice: () => ({
    options: [
      { value: 3, label: 'ООО «Турагент»' },
      { value: 4, label: 'ООО «Путешествия»' },
    ],
    locked: false,
    ownPartnerId: null,
  }),
}));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../src/console/session/useSession', () => ({
  useAllowed: (operation: string) => operation === 'vzr.promocodes',
}));

const api = vi.mocked(await import('../../../src/console/api/travel/travelPromoCodesApi'));
const { default: CreatePage } = await import(
  '../../../src/console/screens/travel/promocodes/TravelPromoCodeCreatePage'
);
const { default: CardPage } = await import('../../../src/console/screens/travel/promocodes/TravelPromoCodeCardPage');

const PROMO: TravelPromoCode = {
  id: 9,
  code: 'SUMMER-10',
  name: 'Летняя скидка',
  discountPercent: 10,
  validFrom: null,
  validTo: null,
  maxUses: null,
  usedCount: 2,
  commissionCount: 1,
  createdAt: 1_750_000_000,
  deletedDate: null,
};
const codeInput = () => screen.getByRole('textbox', { name: /Промокод/ });
const COMMISSION = { id: 21, promoCodeId: 9, partnerId: 3, partnerName: 'ООО «Турагент»', percent: 5 };

beforeEach(() => {
  vi.clearAllMocks();
  api.fetchTravelPromoCode.mockResolvedValue(PROMO);
  api.fetchTravelCommissions.mockResolvedValue([COMMISSION]);
});

describe('travel promo code screens', () => {
  it('checks the form in Russian, keeps the input, and shows a taken code at the code field', async () => {
    const taken = Object.assign(new Error(TRAVEL_PROMO_MESSAGES.codeTaken), {
      status: 409,
      errorCode: 'BINDING_ALREADY_EXISTS',
    });
    api.createTravelPromoCode.mockRejectedValue(taken);
    const { user } = renderAt(
      '/vzr/promocodes/create',
      '/vzr/promocodes/create',
      <CreatePage title="Новый промокод" />,
    );
    await user.type(codeInput(), 'лето');
    await user.type(screen.getByLabelText(/Скидка/), '150');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText(TRAVEL_PROMO_MESSAGES.code)).toBeInTheDocument();
    expect(screen.getByText(TRAVEL_PROMO_MESSAGES.name)).toBeInTheDocument();
    expect(screen.getByText(TRAVEL_PROMO_MESSAGES.discount)).toBeInTheDocument();
    expect(codeInput()).toHaveValue('лето');

    await user.clear(codeInput());
    await user.type(codeInput(), 'summer-10');
    await user.type(screen.getByLabelText(/Название/), 'Летняя скидка');
    await user.clear(screen.getByLabelText(/Скидка/));
    await user.type(screen.getByLabelText(/Скидка/), '12,5');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(api.createTravelPromoCode).toHaveBeenCalledTimes(1));
    expect(api.createTravelPromoCode.mock.calls[0][0]).toMatchObject({
      code: 'SUMMER-10',
      name: 'Летняя скидка',
      discountPercent: 12.5,
    });
    const code = codeInput();
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(TRAVEL_PROMO_MESSAGES.codeTaken)).toBeInTheDocument();
    expect(code).toHaveValue('summer-10');
  });

  it('shows the card with its uses and commissions; adds one and deletes one', async () => {
    api.createTravelCommission.mockResolvedValue({
      ...COMMISSION,
      id: 22,
      partnerId: 4,
      partnerName: 'ООО «Путешествия»',
    });
    api.deleteTravelCommission.mockResolvedValue(undefined);
    const { user } = renderAt('/vzr/promocodes/9/', '/vzr/promocodes/:id/', <CardPage title="Промокод ВЗР" />);
    expect(await screen.findByTestId('promo-code-uses')).toHaveTextContent('2 из ∞');
    const [row] = await screen.findAllByTestId('commission-row');
    expect(row).toHaveTextContent('ООО «Турагент»');
    expect(row).toHaveTextContent('5 %');

    await user.click(screen.getByRole('button', { name: 'Добавить комиссию' }));
    const dialog = await screen.findByTestId('modal-form');
    // The partner that already has a commission is not offered again.
    expect(within(dialog).queryByRole('option', { name: 'ООО «Турагент»' })).toBeNull();
    await user.selectOptions(within(dialog).getByLabelText(/Партнёр/), 'ООО «Путешествия»');
    await user.type(within(dialog).getByLabelText(/Комиссия/), '101');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(await within(dialog).findByText(TRAVEL_PROMO_MESSAGES.commission)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Комиссия/));
    await user.type(within(dialog).getByLabelText(/Комиссия/), '7,5');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    await waitFor(() => expect(api.createTravelCommission).toHaveBeenCalledWith(9, { partnerId: 4, percent: 7.5 }));
    await waitFor(() => expect(api.fetchTravelCommissions).toHaveBeenCalledTimes(2));

    await user.click(within(screen.getAllByTestId('commission-row')[0]).getByRole('button', { name: 'Удалить' }));
    const confirm = await screen.findByTestId('delete-commission-dialog');
    await user.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(api.deleteTravelCommission).toHaveBeenCalledWith(21));
    await waitFor(() => expect(api.fetchTravelCommissions).toHaveBeenCalledTimes(3));
  });
});
