import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import ClientCardPage from '../../../src/console/screens/clients/ClientCardPage';
import { isAllowed, type PermissionFlag } from '../../../src/shared/permissions';
import type { Client } from '../../../src/shared/schemas/clients/clientEntity';
import type { Permission } from '../../../src/shared/schemas/users';
import { ADMIN_PERMISSIONS, demoClient, grant, OPERATOR_PERMISSIONS, renderAt } from './ClientFixtures';

const mocks = vi.hoisted(() => ({
  permissions: [] as Permission[],
  fetchClient: vi.fn(),
  updateClient: vi.fn(),
  deleteClient: vi.fn(),
  notify: vi.fn(),
}));

vi.mock('../../../src/console/session/useSession', () => ({
  useAllowed: (operation: string | undefined, flags?: PermissionFlag[]) =>
    isAllowed(mocks.permissions, operation, flags),
  usePermissions: () => mocks.permissions,
}));
vi.mock('../../../src/console/api/clientsApi', () => ({
  fetchClient: mocks.fetchClient,
  updateClient: mocks.updateClient,
  deleteClient: mocks.deleteClient,
}));
vi.mock('../../../src/console/api/referencesApi', () => ({
  fetchRefValues: async () => [
    { id: 9001, refId: 52, name: 'Мужской', int1: null, sort: 1, createdAt: 0, deletedDate: null },
    { id: 9002, refId: 52, name: 'Женский', int1: null, sort: 2, createdAt: 0, deletedDate: null },
  ],
}));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: mocks.notify }));
// The other engineers' tabs are theirs to test: here each is a marker that shows it got the client.
vi.mock('../../../src/console/screens/clients/tabs/VehiclesTab', () => ({
  VehiclesTab: (p: { client: Client }) => <p>Автомобили клиента {p.client.id}</p>,
}));
vi.mock('../../../src/console/screens/clients/tabs/OrdersTab', () => ({ OrdersTab: () => <p>Заявки клиента</p> }));
vi.mock('../../../src/console/screens/clients/tabs/NotificationHistoryTab', () => ({
  NotificationHistoryTab: () => <p>Уведомления клиента</p>,
}));
vi.mock('../../../src/console/screens/clients/tabs/InsuranceLossesTab', () => ({
  InsuranceLossesTab: () => <p>Убытки</p>,
}));
vi.mock('../../../src/console/screens/clients/tabs/ServiceCardsTab', () => ({ ServiceCardsTab: () => <p>Карты</p> }));
vi.mock('../../../src/console/screens/clients/tabs/BonusesTab', () => ({
  BonusesTab: (p: { client: Client; onClientChanged: () => void }) => (
    <button type="button" onClick={p.onClientChanged}>
      Начислить (баланс {p.client.bonus})
    </button>
  ),
}));
vi.mock('../../../src/console/screens/clients/tabs/PromotionsTab', () => ({ PromotionsTab: () => <p>Промо</p> }));
vi.mock('../../../src/console/screens/clients/tabs/InsuranceTab', () => ({
  InsuranceTab: () => <p>Страхование клиента</p>,
}));

const TAB_LABELS = [
  'Личные данные',
  'Контактные данные',
  'Автомобили',
  'Документы',
  'Заявки',
  'История уведомлений',
  'Убытки клиента',
  'Сервисные карты',
  'Бонусы',
  'Промоакции',
  'Страхование',
];

function renderCard(url = '/client/7/', permissions = ADMIN_PERMISSIONS) {
  mocks.permissions = permissions;
  return renderAt(url, [
    { path: '/client/search', element: <p>Поиск клиента</p> },
    { path: '/client/:id/', element: <ClientCardPage title="Карточка клиента" /> },
  ]);
}

const personalForm = () => screen.getByTestId('client-personal-form');
const contactForm = () => screen.getByTestId('client-contact-form');
const saveIn = (form: HTMLElement) => within(form).getByRole('button', { name: 'Сохранить' });
const type = (input: HTMLElement, value: string) => fireEvent.input(input, { target: { value } });

describe('ClientCardPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mocks.fetchClient.mockResolvedValue(demoClient());
  });

  it('shows the header and every tab in order', async () => {
    renderCard();
    expect(await screen.findByTestId('client-name')).toHaveTextContent('Иванов Иван Иванович');
    expect(mocks.fetchClient).toHaveBeenCalledWith(7);
    expect(screen.getByTestId('client-phone')).toHaveTextContent('+7 (916) 123-45-67');
    expect(screen.getByTestId('client-status')).toHaveTextContent('Активный');
    expect(screen.getByTestId('client-bonus')).toHaveTextContent('Бонусы: 120');
    expect(screen.getByTestId('client-card-header')).toHaveAttribute('data-blocked', 'false');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(TAB_LABELS);
    expect(screen.getByRole('tab', { name: 'Личные данные' })).toHaveAttribute('aria-selected', 'true');
    expect(document.title).toContain('Иванов Иван Иванович');
  });

  it('shows a blocked client (status 77) in red', async () => {
    mocks.fetchClient.mockResolvedValue(
      demoClient({ statusRefValueId: 77, statusRefValueName: 'Заблокирован', isBlocked: true }),
    );
    renderCard();
    expect(await screen.findByTestId('client-status')).toHaveTextContent('Заблокирован');
    expect(screen.getByTestId('client-card-header')).toHaveAttribute('data-blocked', 'true');
  });

  it('hides the form tabs without their keys and opens the first tab left', async () => {
    renderCard('/client/7/', OPERATOR_PERMISSIONS);
    await screen.findByTestId('client-name');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(TAB_LABELS.slice(2));
    expect(screen.getByText('Автомобили клиента 7')).toBeVisible();
  });

  it('keeps the chosen tab in the URL and opens the tab the URL names', async () => {
    const { user } = renderCard('/client/7/?tab=documents');
    expect(await screen.findByTestId('client-snils')).toHaveValue('112-233-445-95');
    expect(screen.getByTestId('passport-issued-date')).toHaveValue('20.05.2010');
    expect(screen.getByTestId('passport-series')).toHaveValue('4510');
    await user.click(screen.getByRole('tab', { name: 'Страхование' }));
    expect(await screen.findByText('Страхование клиента')).toBeVisible();
    expect(window.location.search).toBe('?tab=insurance');
  });

  it('reloads the client when a tab says it changed it', async () => {
    mocks.fetchClient.mockResolvedValueOnce(demoClient()).mockResolvedValueOnce(demoClient({ bonus: 620 }));
    const { user } = renderCard('/client/7/?tab=bonuses');
    await user.click(await screen.findByRole('button', { name: 'Начислить (баланс 120)' }));
    expect(await screen.findByRole('button', { name: 'Начислить (баланс 620)' })).toBeVisible();
    expect(screen.getByTestId('client-bonus')).toHaveTextContent('Бонусы: 620');
    expect(mocks.fetchClient).toHaveBeenCalledTimes(2);
  });

  it('says so for a client that is not there, and offers the search', async () => {
    mocks.fetchClient.mockRejectedValue({ message: 'Клиент не найден', status: 404, errorCode: 'ENTITY_NOT_FOUND' });
    renderCard();
    expect(await screen.findByTestId('client-not-found')).toHaveTextContent('Клиент не найден');
    expect(screen.getByRole('link', { name: 'К поиску клиентов' })).toHaveAttribute('href', '/client/search');
  });

  it('shows a failed load with the message and retries', async () => {
    mocks.fetchClient.mockRejectedValueOnce({ message: 'Внутренняя ошибка сервера', status: 500 });
    const { user } = renderCard();
    const panel = await screen.findByTestId('load-failed');
    expect(panel).toHaveTextContent('Ошибка загрузки данных');
    expect(panel).toHaveTextContent('Внутренняя ошибка сервера');
    await user.click(within(panel).getByRole('button', { name: 'повторить' }));
    expect(await screen.findByTestId('client-name')).toBeInTheDocument();
  });

  describe('the client form', () => {
    it('shows the read-only phone, status and registration date and the stored values', async () => {
      renderCard();
      await screen.findByTestId('client-personal-form');
      const form = personalForm();
      expect(within(form).getByTestId('client-phone-readonly')).toHaveValue('+7 (916) 123-45-67');
      expect(within(form).getByRole('textbox', { name: 'Статус' })).toHaveValue('Активный');
      expect(within(form).getByRole('textbox', { name: 'Дата регистрации' })).toHaveValue('15.11.2023 01:13');
      expect(within(form).getByRole('textbox', { name: /Фамилия/ })).toHaveValue('Иванов');
      expect(within(form).getByRole('textbox', { name: 'Дата рождения' })).toHaveValue('15.03.1980');
      await waitFor(() => expect(within(form).getByRole('combobox', { name: 'Пол' })).toHaveValue('9001'));
      expect(within(form).getByText('Поля, помеченные *, обязательны для заполнения')).toBeInTheDocument();
      const buttons = within(form)
        .getAllByRole('button')
        .map((b) => b.textContent);
      expect(buttons).toEqual(['Удалить', 'Отмена', 'Сохранить']);
    });

    it('saves only once changed, sends the whole client and shows the server answer', async () => {
      mocks.updateClient.mockImplementation(async (_id: number, body: object) =>
        demoClient({ ...body, lastName: 'Петров' }),
      );
      renderCard();
      await screen.findByTestId('client-personal-form');
      expect(saveIn(personalForm())).toBeDisabled();
      type(within(personalForm()).getByRole('textbox', { name: /Фамилия/ }), 'Петров');
      await waitFor(() => expect(saveIn(personalForm())).toBeEnabled());
      fireEvent.click(saveIn(personalForm()));
      await waitFor(() => expect(mocks.updateClient).toHaveBeenCalledTimes(1));
      expect(mocks.updateClient).toHaveBeenCalledWith(
        7,
        expect.objectContaining({
          id: 7,
          lastName: 'Петров',
          firstName: 'Иван',
          dateOfBirth: '1980-03-15',
          genderRefValueId: 9001,
          phoneNumber: '+79161234567',
          statusRefValueId: 76,
          // The other tab's fields travel as they are stored.
          email: 'ivan@mail.ru',
          contactPhoneNumber1: '+79160000001',
          address: 'Москва, ул. Тверская, д. 1',
        }),
      );
      await waitFor(() =>
        expect(mocks.notify).toHaveBeenCalledWith({
          type: 'success',
          title: 'Успех',
          description: 'Изменения сохранены',
        }),
      );
      expect(await screen.findByTestId('client-name')).toHaveTextContent('Петров Иван Иванович');
      await waitFor(() => expect(saveIn(personalForm())).toBeDisabled());
      expect(within(personalForm()).getByRole('textbox', { name: /Фамилия/ })).toHaveValue('Петров');
    });

    it('keeps what was typed after a failed save, with the field message and the error toast', async () => {
      mocks.updateClient.mockRejectedValue({
        message: 'Недостаточно прав для изменения личных данных клиента (ФИО, дата рождения, пол)',
        status: 403,
        errorCode: 'ACCESS_DENIED',
        details: { middleName: 'Недостаточно прав для изменения личных данных клиента (ФИО, дата рождения, пол)' },
      });
      renderCard();
      await screen.findByTestId('client-personal-form');
      const middle = within(personalForm()).getByRole('textbox', { name: 'Отчество' });
      type(middle, 'Петрович');
      await waitFor(() => expect(saveIn(personalForm())).toBeEnabled());
      fireEvent.click(saveIn(personalForm()));
      await waitFor(() =>
        expect(mocks.notify).toHaveBeenCalledWith({
          type: 'error',
          title: 'Возникла ошибка',
          description: 'Недостаточно прав для изменения личных данных клиента (ФИО, дата рождения, пол)',
        }),
      );
      expect(await within(personalForm()).findByText(/Недостаточно прав для изменения личных/)).toBeInTheDocument();
      expect(middle).toHaveValue('Петрович');
      expect(saveIn(personalForm())).toBeEnabled();
    });

    it('checks the rules before sending: the first name, and the last name on a wide screen', async () => {
      renderCard();
      await screen.findByTestId('client-personal-form');
      const form = personalForm();
      expect(within(form).getByText('Фамилия').closest('label')).toHaveTextContent('*');
      type(within(form).getByRole('textbox', { name: /Фамилия/ }), '');
      type(within(form).getByRole('textbox', { name: /^Имя/ }), 'Ivan');
      await waitFor(() => expect(saveIn(form)).toBeEnabled());
      fireEvent.click(saveIn(form));
      expect(await within(form).findByText('Укажите фамилию клиента')).toBeInTheDocument();
      expect(within(form).getByText('Поддерживается только кириллица')).toBeInTheDocument();
      expect(mocks.updateClient).not.toHaveBeenCalled();
    });

    it('does not require the last name on a narrow screen', async () => {
      const matchMedia = window.matchMedia;
      window.matchMedia = ((query: string) => ({
        ...matchMedia(query),
        matches: query.includes('767.98px'),
      })) as typeof window.matchMedia;
      try {
        mocks.updateClient.mockImplementation(async () => demoClient({ lastName: null }));
        renderCard();
        await screen.findByTestId('client-personal-form');
        const form = personalForm();
        expect(within(form).getByText('Фамилия').closest('label')).not.toHaveTextContent('*');
        type(within(form).getByRole('textbox', { name: 'Фамилия' }), '');
        await waitFor(() => expect(saveIn(form)).toBeEnabled());
        fireEvent.click(saveIn(form));
        await waitFor(() => expect(mocks.updateClient).toHaveBeenCalled());
        expect(mocks.updateClient.mock.calls[0][1]).not.toHaveProperty('lastName', expect.anything());
      } finally {
        window.matchMedia = matchMedia;
      }
    });

    it('refuses a contact phone equal to the main one', async () => {
      const { user } = renderCard('/client/7/?tab=contact');
      await screen.findByTestId('client-contact-form');
      const phone = within(contactForm()).getByRole('textbox', { name: 'Контактный телефон 2' });
      await user.type(phone, '9161234567');
      await user.tab();
      expect(await within(contactForm()).findByText('Номер не должен совпадать с основным')).toBeInTheDocument();
      fireEvent.click(saveIn(contactForm()));
      // A valid form starts the save within the click (the chart invokes it at once); flush what the click queued.
      await act(async () => {});
      expect(mocks.updateClient).not.toHaveBeenCalled();
    });

    it('cancel puts the stored values back', async () => {
      renderCard();
      await screen.findByTestId('client-personal-form');
      const middle = within(personalForm()).getByRole('textbox', { name: 'Отчество' });
      type(middle, 'Петрович');
      await waitFor(() => expect(within(personalForm()).getByRole('button', { name: 'Отмена' })).toBeEnabled());
      fireEvent.click(within(personalForm()).getByRole('button', { name: 'Отмена' }));
      await waitFor(() =>
        expect(within(personalForm()).getByRole('textbox', { name: 'Отчество' })).toHaveValue('Иванович'),
      );
      await waitFor(() => expect(saveIn(personalForm())).toBeDisabled());
    });

    it('locks an existing e-mail without reference.client.email, but not an empty one', async () => {
      const withoutEmailKey = ADMIN_PERMISSIONS.filter((p) => p.operationKey !== 'reference.client.email');
      renderCard('/client/7/?tab=contact', withoutEmailKey);
      await screen.findByTestId('client-contact-form');
      expect(within(contactForm()).getByTestId('client-email')).toHaveAttribute('readonly');
      expect(within(contactForm()).getByText('Нет прав на изменение e-mail')).toBeInTheDocument();
      expect(within(contactForm()).getByRole('textbox', { name: 'Адрес' })).not.toHaveAttribute('readonly');
    });

    it('lets the e-mail be set when the client has none', async () => {
      mocks.fetchClient.mockResolvedValue(demoClient({ email: null }));
      renderCard(
        '/client/7/?tab=contact',
        ADMIN_PERMISSIONS.filter((p) => p.operationKey !== 'reference.client.email'),
      );
      await screen.findByTestId('client-contact-form');
      expect(within(contactForm()).getByRole('textbox', { name: 'E-mail' })).not.toHaveAttribute('readonly');
    });

    it('shows the personal fields read-only without update on reference.person.card.personal.data', async () => {
      const viewer = [
        ...ADMIN_PERMISSIONS.filter((p) => p.operationKey !== 'reference.person.card.personal.data'),
        grant('reference.person.card.personal.data', { available: true }),
      ];
      renderCard('/client/7/', viewer);
      await screen.findByTestId('client-personal-form');
      const form = personalForm();
      expect(within(form).getByTestId('client-lastName')).toHaveValue('Иванов');
      expect(within(form).getByTestId('client-lastName')).toHaveAttribute('readonly');
      await waitFor(() => expect(within(form).getByTestId('client-genderRefValueId')).toHaveValue('Мужской'));
      expect(within(form).queryByRole('button', { name: 'Сохранить' })).toBeNull();
      expect(within(form).getByText('У вас нет прав на изменение этих данных.')).toBeInTheDocument();
    });

    it('hides Удалить without delete and Сохранить without insert or update on order.client', async () => {
      const noWrite = [
        ...ADMIN_PERMISSIONS.filter((p) => p.operationKey !== 'order.client'),
        grant('order.client', { available: true }),
      ];
      renderCard('/client/7/', noWrite);
      await screen.findByTestId('client-personal-form');
      expect(within(personalForm()).queryByRole('button', { name: 'Удалить' })).toBeNull();
      expect(within(personalForm()).queryByRole('button', { name: 'Сохранить' })).toBeNull();
    });
  });

  describe('delete', () => {
    it('asks, deletes and goes back to the search', async () => {
      mocks.deleteClient.mockResolvedValue({ id: 7, deletedDate: 1 });
      const { user } = renderCard();
      await screen.findByTestId('client-personal-form');
      await user.click(within(personalForm()).getByRole('button', { name: 'Удалить' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Удалить клиента?' });
      await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
      expect(await screen.findByText('Поиск клиента')).toBeInTheDocument();
      expect(mocks.deleteClient).toHaveBeenCalledWith(7);
      expect(window.location.pathname).toBe('/client/search');
      expect(mocks.notify).toHaveBeenCalledWith({ type: 'success', title: 'Успех', description: 'Клиент удалён' });
    });

    it('stays on the card when asked to cancel, and shows a refused delete', async () => {
      mocks.deleteClient.mockRejectedValue({ message: 'Недостаточно прав для выполнения операции', status: 403 });
      const { user } = renderCard();
      await screen.findByTestId('client-personal-form');
      await user.click(within(personalForm()).getByRole('button', { name: 'Удалить' }));
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Отмена' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(mocks.deleteClient).not.toHaveBeenCalled();

      await user.click(within(personalForm()).getByRole('button', { name: 'Удалить' }));
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Удалить' }));
      expect(await screen.findByText('Клиент не удалён')).toBeInTheDocument();
      expect(screen.getByText('Недостаточно прав для выполнения операции')).toBeInTheDocument();
      expect(screen.getByTestId('client-card')).toBeInTheDocument();
    });
  });
});
