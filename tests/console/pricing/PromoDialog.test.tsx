import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { Promo } from '../../../src/shared/schemas/pricing/promos';

// The promo reference screen's dialog: the shared rules and messages, the body sent, a failed save keeping what was
// typed, and in edit mode the link panels and 'Сделать не активным'.

vi.mock('../../../src/console/api/pricing/promosApi', () => ({
  createPromo: vi.fn(),
  updatePromo: vi.fn(),
  deletePromo: vi.fn(),
  restorePromo: vi.fn(),
  fetchPromoLinks: vi.fn(),
  createPromoLink: vi.fn(),
  deletePromoLink: vi.fn(),
  fetchLinkChoices: vi.fn(),
}));
vi.mock('../../../src/console/api/clientExtrasApi', () => ({ fetchProjects: vi.fn() }));
vi.mock('../../../src/console/session/useSession', () => ({ useAllowed: () => true }));

const api = vi.mocked(await import('../../../src/console/api/pricing/promosApi'));
const extras = vi.mocked(await import('../../../src/console/api/clientExtrasApi'));
const { PromoDialog } = await import('../../../src/console/screens/pricing/promos/PromoDialog');

const PROMO: Promo = {
  id: 5,
  name: 'Скидка 500 ₽ на первый шиномонтаж',
  projectId: 1,
  projectName: 'Консоль Автосервиса',
  code: 'ЗИМА2026',
  startDate: null,
  endDate: null,
  maxNumberOfUses: 3,
  usedCount: 1,
  discount: 500,
  discountPercent: null,
  deletedDate: null,
};

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
  extras.fetchProjects.mockResolvedValue([
    { id: 1, name: 'Консоль Автосервиса', deletedDate: null },
    { id: 2, name: 'Мобильное приложение', deletedDate: null },
  ]);
  api.fetchPromoLinks.mockImplementation(async (kind) =>
    kind === 'service' ? [{ id: 9, promoId: 5, serviceId: 69, name: 'Шиномонтаж' }] : [],
  );
  api.fetchLinkChoices.mockImplementation(async (kind) =>
    kind === 'service'
      ? [
          { id: 69, name: 'Шиномонтаж' },
          { id: 68, name: 'Хранение шин' },
        ]
      : [{ id: 1, name: 'Консоль Автосервиса' }],
  );
});

const renderDialog = (promo: Promo | null, onChanged = vi.fn(), onClose = vi.fn()) =>
  render(
    <ChakraProvider value={defaultSystem}>
      <PromoDialog promo={promo} onChanged={onChanged} onClose={onClose} />
    </ChakraProvider>,
  );

describe('PromoDialog', () => {
  it('adds: save waits for a change, then shows the shared messages', async () => {
    const user = userEvent.setup();
    renderDialog(null);
    const dialog = await screen.findByTestId('modal-form');
    expect(within(dialog).getByText('Добавление промоакции')).toBeInTheDocument();
    const add = within(dialog).getByRole('button', { name: 'Добавить' });
    expect(add).toBeDisabled();

    await user.type(within(dialog).getByRole('textbox', { name: /Скидка, ₽/ }), '10');
    await user.type(within(dialog).getByRole('textbox', { name: /Скидка, %/ }), '15');
    await user.click(add);
    expect(await within(dialog).findByText('Укажите название')).toBeInTheDocument();
    expect(within(dialog).getByText('Укажите проект')).toBeInTheDocument();
    expect(within(dialog).getByText('Укажите скидку в рублях или в процентах')).toBeInTheDocument();
    expect(api.createPromo).not.toHaveBeenCalled();
  });

  it('adds: sends the converted body (code upper-cased, Moscow dates, a comma as the decimal point)', async () => {
    const user = userEvent.setup();
    api.createPromo.mockResolvedValue(PROMO);
    const onChanged = vi.fn();
    renderDialog(null, onChanged);
    const dialog = await screen.findByTestId('modal-form');
    const add = within(dialog).getByRole('button', { name: 'Добавить' });
    await user.type(within(dialog).getByRole('textbox', { name: /Название/ }), 'Зимняя');
    const project = within(dialog).getByRole('combobox', { name: /^Проект/ });
    await waitFor(() => expect(within(project).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(project, 'Мобильное приложение');
    await user.type(within(dialog).getByRole('textbox', { name: /Промокод/ }), 'зима-15');
    await user.type(within(dialog).getByRole('textbox', { name: /Дата начала/ }), '01.12.2026');
    await user.type(within(dialog).getByRole('textbox', { name: /Дата окончания/ }), '28.02.2027');
    await user.type(within(dialog).getByRole('textbox', { name: /Скидка, %/ }), '12,5');
    await user.click(add);
    await waitFor(() =>
      expect(api.createPromo).toHaveBeenCalledWith({
        name: 'Зимняя',
        projectId: 2,
        code: 'ЗИМА-15',
        // Midnight in Moscow (UTC+3).
        startDate: Date.UTC(2026, 10, 30, 21) / 1000,
        endDate: Date.UTC(2027, 1, 27, 21) / 1000,
        discountPercent: 12.5,
      }),
    );
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    // Much typing into masked inputs: room for a busy machine.
  }, 40_000);

  it('a date range backwards is refused with the shared message', async () => {
    const user = userEvent.setup();
    renderDialog(PROMO);
    const dialog = await screen.findByTestId('modal-form');
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /^Проект/ })).toHaveValue('1'));
    await user.type(within(dialog).getByRole('textbox', { name: /Дата начала/ }), '10.01.2027');
    await user.type(within(dialog).getByRole('textbox', { name: /Дата окончания/ }), '01.01.2027');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Дата окончания раньше даты начала')).toBeInTheDocument();
    expect(api.updatePromo).not.toHaveBeenCalled();
  });

  it('a refused save keeps what was typed and shows the server message', async () => {
    const user = userEvent.setup();
    api.updatePromo.mockRejectedValue({
      message: 'Промокод уже занят',
      errorCode: 'BINDING_ALREADY_EXISTS',
      details: { code: 'Промокод уже занят' },
    });
    renderDialog(PROMO);
    const dialog = await screen.findByTestId('modal-form');
    const project = within(dialog).getByRole('combobox', { name: /^Проект/ });
    await waitFor(() => expect(project).toHaveValue('1'));
    const code = within(dialog).getByRole('textbox', { name: /Промокод/ });
    expect(code).toHaveValue('ЗИМА2026');
    await user.clear(code);
    await user.type(code, 'ЛЕТО');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(api.updatePromo).toHaveBeenCalledWith(5, expect.objectContaining({ code: 'ЛЕТО' })));
    expect((await within(dialog).findAllByText('Промокод уже занят')).length).toBeGreaterThan(0);
    expect(within(dialog).getByRole('textbox', { name: /Промокод/ })).toHaveValue('ЛЕТО');
  });

  it('edits: lists and adds links at once, and makes the promo inactive', async () => {
    const user = userEvent.setup();
    api.createPromoLink.mockResolvedValue({ id: 10, promoId: 5, serviceId: 68, name: 'Хранение шин' });
    api.deletePromo.mockResolvedValue({ ...PROMO, deletedDate: 1 });
    const onChanged = vi.fn();
    renderDialog(PROMO, onChanged);
    const dialog = await screen.findByTestId('modal-form');
    expect(within(dialog).getByText('Редактирование промоакции')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /^Проект/ })).toHaveValue('1'));
    expect(within(dialog).getByRole('button', { name: 'Сохранить' })).toBeDisabled();
    const services = await within(dialog).findByTestId('promo-links-service');
    expect(await within(services).findByText('Шиномонтаж')).toBeInTheDocument();
    const choice = within(services).getByRole('combobox', { name: 'Привязать: услуга' });
    // Already linked services are not offered again.
    await waitFor(() =>
      expect(
        within(choice)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Не выбрано', 'Хранение шин']),
    );
    await user.selectOptions(choice, 'Хранение шин');
    await user.click(within(services).getByRole('button', { name: 'Привязать' }));
    await waitFor(() => expect(api.createPromoLink).toHaveBeenCalledWith('service', 5, 68));
    // A link is not a change of the form: 'Сохранить' stays disabled.
    expect(within(dialog).getByRole('button', { name: 'Сохранить' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Сделать не активным' }));
    await waitFor(() => expect(api.deletePromo).toHaveBeenCalledWith(5));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
  });
});
