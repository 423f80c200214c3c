import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Client } from '../../../src/shared/schemas/clients/clientEntity';
import type { ClientPromo } from '../../../src/shared/schemas/clients/clientExtras';
import type { Promo } from '../../../src/shared/schemas/pricing/promos';

// The tabs built beside 'Бонусы' (the file name follows the bonus area's test files): client promotions,
// notification history and settings, insurance losses, service cards.

const state = vi.hoisted(() => ({
  flags: ['available', 'permissionInsert', 'permissionUpdate', 'permissionDelete'] as string[],
}));

vi.mock('../../../src/console/api/userSettingsApi', () => ({
  fetchUserSetting: vi.fn(async () => null),
  saveUserSetting: vi.fn(async () => {}),
  deleteUserSetting: vi.fn(async () => {}),
}));
vi.mock('../../../src/console/api/clientExtrasApi', () => ({
  fetchClientPromos: vi.fn(),
  createClientPromo: vi.fn(),
  updateClientPromo: vi.fn(),
  deleteClientPromo: vi.fn(),
  restoreClientPromo: vi.fn(),
  fetchProjects: vi.fn(),
  fetchPromos: vi.fn(),
  fetchClientNotificationHistory: vi.fn(),
  fetchNotificationSettings: vi.fn(),
  saveNotificationSettings: vi.fn(),
  fetchInsuranceLosses: vi.fn(),
  fetchServiceCards: vi.fn(),
}));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../src/console/session/useSession', () => ({
  useAllowed: (operation: string, flags: string[] = ['available']) =>
    operation === 'order.client' && flags.some((f) => state.flags.includes(f)),
}));

const api = vi.mocked(await import('../../../src/console/api/clientExtrasApi'));
const { ClientPromosTable } = await import('../../../src/console/screens/clients/promos/ClientPromosTable');
const { NotificationHistoryTab } = await import('../../../src/console/screens/clients/tabs/NotificationHistoryTab');
const { InsuranceLossesTab } = await import('../../../src/console/screens/clients/tabs/InsuranceLossesTab');
const { ServiceCardsTab } = await import('../../../src/console/screens/clients/tabs/ServiceCardsTab');

const CLIENT = { id: 7, lastName: 'Иванов', firstName: 'Иван', bonus: 0 } as Client;
const promo = (id: number, name: string, projectId = 1, fields: Partial<Promo> = {}): Promo => ({
  id,
  name,
  projectId,
  projectName: 'Консоль Автосервиса',
  code: null,
  startDate: Date.UTC(2025, 0, 1) / 1000,
  endDate: Date.UTC(2025, 11, 31) / 1000,
  maxNumberOfUses: 2,
  usedCount: 0,
  discount: 500,
  discountPercent: null,
  deletedDate: null,
  ...fields,
});
const grant = (id: number, fields: Partial<ClientPromo> = {}): ClientPromo => ({
  id,
  clientId: 7,
  promoId: 11,
  promo: promo(11, 'Скидка 500 ₽ на шиномонтаж'),
  comment: 'Постоянный клиент',
  usedCount: 1,
  sourceProjectId: 1,
  sourceProjectName: 'Консоль Автосервиса',
  createdByUserName: 'Администраторов Александр Иванович',
  createdDate: Date.UTC(2025, 4, 5, 9, 30) / 1000,
  deletedDate: null,
  ...fields,
});

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
  state.flags = ['available', 'permissionInsert', 'permissionUpdate', 'permissionDelete'];
  api.fetchClientPromos.mockImplementation(async (_clientId, showDeleted) =>
    [grant(1), grant(2, { comment: 'Выдана по ошибке', deletedDate: Date.UTC(2025, 5, 1) / 1000 })].filter(
      (g) => showDeleted || !g.deletedDate,
    ),
  );
  api.fetchProjects.mockResolvedValue([
    { id: 1, name: 'Консоль Автосервиса', deletedDate: null },
    { id: 2, name: 'Мобильное приложение', deletedDate: null },
  ]);
  api.fetchPromos.mockImplementation(async (projectId) =>
    projectId === 1
      ? [promo(11, 'Скидка 500 ₽ на шиномонтаж'), promo(12, 'Хранение шин −10 %')]
      : [promo(21, 'Первая мойка бесплатно', 2)],
  );
});

function renderWith(node: ReactNode) {
  const location = memoryLocation({ path: '/client/7/' });
  return render(
    <ChakraProvider value={defaultSystem}>
      <Router hook={location.hook}>{node}</Router>
    </ChakraProvider>,
  );
}
const rows = () => screen.getAllByTestId('table-row');
const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent?.trim());

describe('client promotions table', () => {
  it('lists the active grants with every column; the inactive ones on request, marked', async () => {
    const user = userEvent.setup();
    renderWith(<ClientPromosTable clientId={7} />);
    expect(await screen.findByRole('heading', { name: 'Промоакции клиента' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(api.fetchClientPromos).toHaveBeenCalledWith(7, false);
    for (const header of [
      'Промоакция',
      'Начало',
      'Окончание',
      'Макс. использований',
      'Скидка, ₽',
      'Скидка, %',
      'Комментарий',
      'Использовано',
      'Активность',
      'Проект-источник',
      'Кто выдал',
      'Дата выдачи',
    ]) {
      expect(
        headers().some((h) => h?.startsWith(header)),
        header,
      ).toBe(true);
    }
    expect(rows()[0]).toHaveTextContent('активный');
    expect(rows()[0]).toHaveTextContent('05.05.2025 12:30');
    expect(rows()[0]).toHaveTextContent('01.01.2025');
    expect(screen.getByRole('button', { name: 'Добавить' })).toBeInTheDocument();
    expect(screen.getByTestId('table-search')).toBeInTheDocument();

    await user.click(screen.getByText('Показать неактивные'));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows().find((r) => r.textContent?.includes('Выдана по ошибке'))).toHaveTextContent('неактивный');
  });

  it('has a short mode with fewer columns and no add button', async () => {
    renderWith(<ClientPromosTable clientId={7} short />);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(headers().length).toBeLessThan(12);
    expect(headers().some((h) => h?.startsWith('Кто выдал'))).toBe(false);
    expect(screen.queryByRole('button', { name: 'Добавить' })).toBeNull();
    expect(screen.queryByText('Показать неактивные')).toBeNull();
  });

  it('adds: project first, promo disabled until then and reset when the project changes; sends the grant', async () => {
    const user = userEvent.setup();
    api.createClientPromo.mockResolvedValue(grant(3));
    renderWith(<ClientPromosTable clientId={7} />);
    await user.click(await screen.findByRole('button', { name: 'Добавить' }));
    const dialog = await screen.findByTestId('modal-form');
    expect(within(dialog).getByText('Добавление промоакции клиенту')).toBeInTheDocument();
    const project = within(dialog).getByRole('combobox', { name: /Проект/ });
    const promoSelect = within(dialog).getByRole('combobox', { name: /Промоакция/ });
    expect(promoSelect).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: /Количество использований/ })).toBeDisabled();

    // As every modal form: 'Добавить' waits for a change; then the two choices are required.
    expect(within(dialog).getByRole('button', { name: 'Добавить' })).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /Комментарий/ }), 'Подарок');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(await within(dialog).findByText('Укажите проект')).toBeInTheDocument();
    expect(within(dialog).getByText('Укажите промоакцию')).toBeInTheDocument();

    await waitFor(() => expect(within(project).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(project, 'Консоль Автосервиса');
    await waitFor(() => expect(promoSelect).toBeEnabled());
    await user.selectOptions(promoSelect, 'Хранение шин −10 %');
    expect(promoSelect).toHaveValue('12');
    await user.selectOptions(project, 'Мобильное приложение');
    await waitFor(() =>
      expect(
        within(promoSelect)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Не выбрано', 'Первая мойка бесплатно']),
    );
    expect(promoSelect).toHaveValue('');
    await user.selectOptions(promoSelect, 'Первая мойка бесплатно');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    await waitFor(() =>
      expect(api.createClientPromo).toHaveBeenCalledWith({
        clientId: 7,
        sourceProjectId: 2,
        promoId: 21,
        comment: 'Подарок',
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('modal-form')).toBeNull());
    expect(api.fetchClientPromos).toHaveBeenCalledTimes(2);
  });

  it('edits only comment and used count; project and promo are shown, not editable; makes inactive', async () => {
    const user = userEvent.setup();
    api.updateClientPromo.mockResolvedValue(grant(1, { usedCount: 2 }));
    api.deleteClientPromo.mockResolvedValue(grant(1, { deletedDate: 1 }));
    renderWith(<ClientPromosTable clientId={7} />);
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.click(rows()[0]);
    const dialog = await screen.findByTestId('modal-form');
    expect(within(dialog).getByText('Редактирование промоакции')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Проект' })).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: 'Проект' })).toHaveValue('Консоль Автосервиса');
    expect(within(dialog).getByRole('textbox', { name: 'Промоакция' })).toHaveValue('Скидка 500 ₽ на шиномонтаж');
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    const used = within(dialog).getByRole('textbox', { name: /Количество использований/ });
    expect(used).toBeEnabled();
    await user.clear(used);
    await user.type(used, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(api.updateClientPromo).toHaveBeenCalledWith(1, { comment: 'Постоянный клиент', usedCount: 2 }),
    );

    await waitFor(() => expect(screen.queryByTestId('modal-form')).toBeNull());
    await user.click(rows()[0]);
    await user.click(
      within(await screen.findByTestId('modal-form')).getByRole('button', { name: 'Сделать не активным' }),
    );
    await waitFor(() => expect(api.deleteClientPromo).toHaveBeenCalledWith(1));
  });

  it('offers to restore an inactive grant', async () => {
    const user = userEvent.setup();
    api.restoreClientPromo.mockResolvedValue(grant(2));
    renderWith(<ClientPromosTable clientId={7} />);
    await user.click(await screen.findByText('Показать неактивные'));
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(rows().find((r) => r.textContent?.includes('Выдана по ошибке'))!);
    const dialog = await screen.findByTestId('modal-form');
    expect(within(dialog).queryByRole('button', { name: 'Сделать не активным' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Восстановить' }));
    await waitFor(() => expect(api.restoreClientPromo).toHaveBeenCalledWith(2));
  });

  it('hides the add button and delete without the rights', async () => {
    const user = userEvent.setup();
    state.flags = ['available', 'permissionUpdate'];
    renderWith(<ClientPromosTable clientId={7} />);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Добавить' })).toBeNull();
    await user.click(rows()[0]);
    const dialog = await screen.findByTestId('modal-form');
    expect(within(dialog).queryByRole('button', { name: 'Сделать не активным' })).toBeNull();
  });
});

describe('notification history and settings', () => {
  it('lists the pushes newest first and saves the settings with the required reason', async () => {
    const user = userEvent.setup();
    api.fetchClientNotificationHistory.mockResolvedValue([
      {
        id: 1,
        sendingAt: Date.UTC(2025, 2, 1, 7) / 1000,
        pushBody: 'Статус заявки №12 изменён на «Новая»',
        orderId: 12,
      },
      {
        id: 2,
        sendingAt: Date.UTC(2025, 2, 2, 7) / 1000,
        pushBody: 'Статус заявки №12 изменён на «В работе»',
        orderId: 12,
      },
    ]);
    api.fetchNotificationSettings.mockResolvedValue({
      clientId: 7,
      canGetOrderStatusPush: true,
      canGetPenaltyPush: true,
      canGetPenaltyEmail: false,
      canGetReceipt: true,
      canGetNews: true,
      updatedAt: null,
    });
    api.saveNotificationSettings.mockImplementation(
      async (clientId, body) => ({ clientId, ...body, updatedAt: 1 }) as never,
    );
    renderWith(<NotificationHistoryTab client={CLIENT} onClientChanged={() => {}} />);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(api.fetchClientNotificationHistory).toHaveBeenCalledWith({ clientId: 7 });
    expect(rows()[0]).toHaveTextContent('«В работе»');
    expect(rows()[0]).toHaveTextContent('02.03.2025 10:00');

    await user.click(screen.getByRole('button', { name: 'Настройки уведомлений' }));
    const dialog = await screen.findByTestId('modal-form');
    const switches = within(dialog).getAllByRole('checkbox');
    expect(switches).toHaveLength(5);
    expect(within(dialog).getByRole('checkbox', { name: 'Письма о штрафах' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Новости и акции' })).toBeChecked();
    await user.click(within(dialog).getByText('Новости и акции'));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Необходимо указать причину')).toBeInTheDocument();
    expect(api.saveNotificationSettings).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole('textbox', { name: /Причина изменения/ }), 'Клиент попросил');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(api.saveNotificationSettings).toHaveBeenCalledWith(7, {
        canGetOrderStatusPush: true,
        canGetPenaltyPush: true,
        canGetPenaltyEmail: false,
        canGetReceipt: true,
        canGetNews: false,
        reason: 'Клиент попросил',
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('modal-form')).toBeNull());
  });
});

describe('insurance losses and service cards', () => {
  it('lists the losses with the date as DD.MM.YYYY HH:mm', async () => {
    api.fetchInsuranceLosses.mockResolvedValue([
      {
        id: 1,
        carmenLeadId: 'CL-20240',
        maId: 'МА-005000',
        description: 'ДТП на парковке',
        updateDateUtc: Date.UTC(2025, 0, 10, 8, 30) / 1000,
      },
    ]);
    renderWith(<InsuranceLossesTab client={CLIENT} onClientChanged={() => {}} />);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(api.fetchInsuranceLosses).toHaveBeenCalledWith(7);
    expect(rows()[0]).toHaveTextContent('CL-20240');
    expect(rows()[0]).toHaveTextContent('МА-005000');
    expect(rows()[0]).toHaveTextContent('10.01.2025 11:30');
  });

  it('shows each service card with its services, limits and what is left', async () => {
    api.fetchServiceCards.mockResolvedValue([
      {
        id: 1,
        dateFrom: Date.UTC(2025, 0, 1) / 1000,
        dateTo: Date.UTC(2099, 0, 1) / 1000,
        company: 'СПАО «Ингосстрах»',
        brand: 'Kia',
        model: 'Rio',
        regNo: 'А123ВС77',
        vin: 'XWEFF41BBMC123456',
        policyNo: 'ХХХ 0123456789',
        policyType: 'ОСАГО',
        description: 'Помощь на дорогах «Стандарт»',
        services: [
          { name: 'Эвакуация', limit: 3, exist: 2 },
          { name: 'Юридическая консультация', limit: null, exist: null },
        ],
      },
    ]);
    renderWith(<ServiceCardsTab client={CLIENT} onClientChanged={() => {}} />);
    const card = await screen.findByTestId('service-card');
    expect(card).toHaveTextContent('Помощь на дорогах «Стандарт»');
    expect(card).toHaveTextContent('действует');
    expect(card).toHaveTextContent('Kia Rio');
    expect(card).toHaveTextContent('ОСАГО ХХХ 0123456789');
    const services = within(card).getAllByRole('row').slice(1);
    expect(services[0]).toHaveTextContent(/Эвакуация\s*3\s*2/);
    expect(services[1]).toHaveTextContent('без ограничений');
  });

  it('says so when there are no cards', async () => {
    api.fetchServiceCards.mockResolvedValue([]);
    renderWith(<ServiceCardsTab client={CLIENT} onClientChanged={() => {}} />);
    expect(await screen.findByText('По Вашему запросу ничего не найдено')).toBeInTheDocument();
  });
});
