import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import ClientSearchPage from '../../../src/console/screens/clients/ClientSearchPage';
import { isAllowed, type PermissionFlag } from '../../../src/shared/permissions';
import type { Permission } from '../../../src/shared/schemas/users';
import { ADMIN_PERMISSIONS, demoClient, grant, OPERATOR_PERMISSIONS, renderAt } from './ClientFixtures';

const mocks = vi.hoisted(() => ({
  permissions: [] as Permission[],
  fetchClientByPhone: vi.fn(),
  createClient: vi.fn(),
  searchClientsByName: vi.fn(),
  notify: vi.fn(),
}));

vi.mock('../../../src/console/session/useSession', () => ({
  useAllowed: (operation: string | undefined, flags?: PermissionFlag[]) =>
    isAllowed(mocks.permissions, operation, flags),
  usePermissions: () => mocks.permissions,
}));
vi.mock('../../../src/console/api/clientsApi', () => ({
  fetchClientByPhone: mocks.fetchClientByPhone,
  createClient: mocks.createClient,
  searchClientsByName: mocks.searchClientsByName,
}));
vi.mock('../../../src/console/api/referencesApi', () => ({
  fetchRefValues: async () => [
    { id: 9001, refId: 52, name: 'Мужской', int1: null, sort: 1, createdAt: 0, deletedDate: null },
    { id: 9002, refId: 52, name: 'Женский', int1: null, sort: 2, createdAt: 0, deletedDate: null },
  ],
}));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: mocks.notify }));

function renderSearch(permissions = ADMIN_PERMISSIONS) {
  mocks.permissions = permissions;
  return renderAt('/client/search', [
    { path: '/client/search', element: <ClientSearchPage title="Поиск клиента" /> },
    { path: '/client/:id/', element: <p data-testid="card-route">Карточка</p> },
  ]);
}

const phoneInput = () => screen.getByRole('textbox', { name: /Телефон/ });
const findButton = () =>
  within(document.getElementById('client-phone-search') as HTMLElement).getByRole('button', { name: 'Найти' });
const addButton = () => screen.getByRole('button', { name: 'Добавить' });

describe('ClientSearchPage', () => {
  beforeEach(() => vi.clearAllMocks());

  it("enables 'Найти' only for a valid Russian number and 'Добавить' only for a mobile one", async () => {
    const { user } = renderSearch();
    expect(findButton()).toBeDisabled();
    expect(addButton()).toBeDisabled();
    await user.type(phoneInput(), '91612345');
    expect(findButton()).toBeDisabled();
    await user.type(phoneInput(), '67');
    await waitFor(() => expect(findButton()).toBeEnabled());
    expect(addButton()).toBeEnabled();
    await user.clear(phoneInput());
    await user.type(phoneInput(), '8001234567');
    await waitFor(() => expect(findButton()).toBeEnabled());
    expect(addButton()).toBeDisabled();
    await user.clear(phoneInput());
    await user.type(phoneInput(), '4951234567');
    await waitFor(() => expect(findButton()).toBeDisabled());
  });

  it('opens the card of the client found by phone', async () => {
    mocks.fetchClientByPhone.mockResolvedValue(demoClient({ id: 42 }));
    const { user } = renderSearch();
    await user.type(phoneInput(), '9161234567');
    await user.click(findButton());
    expect(await screen.findByTestId('card-route')).toBeInTheDocument();
    expect(mocks.fetchClientByPhone).toHaveBeenCalledWith('+79161234567');
    expect(window.location.pathname).toBe('/client/42/');
  });

  it("shows a failed lookup's message, offers 'Добавить', and adds the client with that phone", async () => {
    mocks.fetchClientByPhone.mockRejectedValue({
      message: 'Клиент с таким номером не найден',
      status: 404,
      errorCode: 'ENTITY_NOT_FOUND',
    });
    mocks.createClient.mockImplementation(async (body: object) => demoClient({ ...body, id: 55 }));
    const { user } = renderSearch();
    await user.type(phoneInput(), '9990001122{Enter}');
    const failed = await screen.findByTestId('client-lookup-failed');
    expect(failed).toHaveTextContent('Клиент с таким номером не найден');
    expect(failed).toHaveTextContent('«Добавить»');

    await user.click(addButton());
    const dialog = await screen.findByRole('dialog', { name: 'Новый клиент' });
    expect(within(dialog).getByTestId('new-client-phone')).toHaveValue('+7 (999) 000-11-22');
    const save = within(dialog).getByRole('button', { name: 'Сохранить' });
    expect(save).toBeDisabled();
    fireEvent.input(within(dialog).getByRole('textbox', { name: /Фамилия/ }), { target: { value: 'Новиков' } });
    fireEvent.input(within(dialog).getByRole('textbox', { name: /^Имя/ }), { target: { value: 'Олег' } });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() => expect(mocks.createClient).toHaveBeenCalledTimes(1));
    expect(mocks.createClient).toHaveBeenCalledWith(
      expect.objectContaining({
        phoneNumber: '+79990001122',
        lastName: 'Новиков',
        firstName: 'Олег',
        statusRefValueId: 76,
      }),
    );
    expect(await screen.findByTestId('card-route')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/client/55/');
  });

  it('checks the new client form before sending', async () => {
    const { user } = renderSearch();
    await user.type(phoneInput(), '9990001122');
    await user.click(addButton());
    const dialog = await screen.findByRole('dialog', { name: 'Новый клиент' });
    fireEvent.input(within(dialog).getByRole('textbox', { name: /^Имя/ }), { target: { value: 'Oleg' } });
    fireEvent.input(within(dialog).getByRole('textbox', { name: 'E-mail' }), { target: { value: 'oleg@' } });
    const save = within(dialog).getByRole('button', { name: 'Сохранить' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await within(dialog).findByText('Укажите фамилию клиента')).toBeInTheDocument();
    expect(within(dialog).getByText('Поддерживается только кириллица')).toBeInTheDocument();
    expect(within(dialog).getByText('Некорректный email')).toBeInTheDocument();
    expect(mocks.createClient).not.toHaveBeenCalled();
  });

  it("hides 'Добавить' without insert on order.client", async () => {
    renderSearch([grant('reference.person.card'), grant('order.client', { available: true, permissionUpdate: true })]);
    expect(screen.queryByRole('button', { name: 'Добавить' })).toBeNull();
  });

  it('hides the name search without reference.person.findByName', () => {
    renderSearch(OPERATOR_PERMISSIONS);
    expect(screen.queryByRole('form', { name: 'Поиск по имени' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Добавить' })).toBeInTheDocument();
  });

  describe('name search', () => {
    const nameForm = () => screen.getByRole('form', { name: 'Поиск по имени' });

    it('needs both names, marked *', async () => {
      const { user } = renderSearch();
      const form = nameForm();
      // Leaving the empty phone field for the name search is no mistake: no message moves the layout.
      await user.click(phoneInput());
      await user.click(within(form).getByRole('textbox', { name: /Фамилия/ }));
      expect(screen.queryByText('Укажите телефон')).toBeNull();
      expect(within(form).getByText('Фамилия').closest('label')).toHaveTextContent('*');
      expect(within(form).getByText('Имя').closest('label')).toHaveTextContent('*');
      await user.click(within(form).getByRole('button', { name: 'Найти' }));
      expect(await within(form).findByText('Укажите фамилию')).toBeInTheDocument();
      expect(within(form).getByText('Укажите имя')).toBeInTheDocument();
      expect(mocks.searchClientsByName).not.toHaveBeenCalled();
    });

    it("lists 'Найденные клиенты' with links to their cards", async () => {
      mocks.searchClientsByName.mockResolvedValue([
        demoClient({ id: 1 }),
        demoClient({
          id: 40,
          middleName: 'Петрович',
          phoneNumber: '+79261112233',
          isBlocked: true,
          statusRefValueId: 77,
        }),
      ]);
      const { user } = renderSearch();
      const form = nameForm();
      await user.type(within(form).getByRole('textbox', { name: /Фамилия/ }), 'иванов');
      await user.type(within(form).getByRole('textbox', { name: /Имя/ }), 'иван');
      await user.click(within(form).getByRole('button', { name: 'Найти' }));
      const results = await screen.findByTestId('name-search-results');
      expect(mocks.searchClientsByName).toHaveBeenCalledWith({ firstName: 'иван', lastName: 'иванов' });
      expect(within(results).getByRole('heading', { name: 'Найденные клиенты' })).toBeInTheDocument();
      expect(within(results).getByRole('link', { name: 'Иванов Иван Иванович' })).toHaveAttribute('href', '/client/1/');
      expect(within(results).getByRole('link', { name: 'Иванов Иван Петрович' })).toHaveAttribute(
        'href',
        '/client/40/',
      );
      expect(results).toHaveTextContent('+7 (926) 111-22-33, д.р. 15.03.1980, заблокирован');
    });

    it("says 'Никого не нашлось' and searches again on the same names", async () => {
      mocks.searchClientsByName.mockResolvedValue([]);
      const { user } = renderSearch();
      const form = nameForm();
      await user.type(within(form).getByRole('textbox', { name: /Фамилия/ }), 'Никаков');
      await user.type(within(form).getByRole('textbox', { name: /Имя/ }), 'Никто');
      await user.click(within(form).getByRole('button', { name: 'Найти' }));
      expect(await screen.findByText('Никого не нашлось')).toBeInTheDocument();
      await user.click(within(form).getByRole('button', { name: 'Найти' }));
      await waitFor(() => expect(mocks.searchClientsByName).toHaveBeenCalledTimes(2));
    });
  });
});
