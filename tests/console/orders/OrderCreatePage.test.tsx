import { configure, screen, waitFor, within } from '@testing-library/react';
import OrderCreatePage from '../../../src/console/screens/orders/OrderCreatePage';
import type { OrderEntity } from '../../../src/shared/schemas/orders/orderEntity';
import { renderAt } from '../clients/ClientFixtures';
import { demoOrder, LOSS_FIELDS } from './OrderCardFixtures';

// The machine is shared: give slow renders time before a query gives up.
configure({ asyncUtilTimeout: 5_000 });

const mocks = vi.hoisted(() => ({
  createOrder: vi.fn(),
  fetchOrderFields: vi.fn(),
  fetchClientByPhone: vi.fn(),
  searchClientsByName: vi.fn(),
  notify: vi.fn(),
  /** The operation keys the user holds (every flag). */
  keys: [] as string[],
}));

vi.mock('../../../src/console/api/ordersApi', async () => {
  const { SERVICES } = await import('./OrderCardFixtures');
  return {
    createOrder: mocks.createOrder,
    fetchServices: async () => SERVICES,
    fetchOrderFields: mocks.fetchOrderFields,
  };
});
vi.mock('../../../src/console/api/referencesApi', async () => ({
  fetchRefValues: (await import('./OrderCardFixtures')).fetchRefValuesFake,
}));
vi.mock('../../../src/console/api/tireCatalogApi', async () => {
  const { TIRE_BRANDS, TIRE_MODELS } = await import('./OrderCardFixtures');
  return {
    fetchTireBrands: async () => TIRE_BRANDS,
    fetchTireModels: async (brandId: number) => TIRE_MODELS[brandId] ?? [],
  };
});
vi.mock('../../../src/console/api/clientsApi', () => ({
  fetchClient: async (id: number) => ({
    id,
    lastName: 'Иванов',
    firstName: 'Иван',
    middleName: 'Иванович',
    phoneNumber: '+79161234567',
  }),
  fetchClientByPhone: mocks.fetchClientByPhone,
  searchClientsByName: mocks.searchClientsByName,
}));
vi.mock('../../../src/console/api/vehiclesApi', () => ({
  fetchClientVehicles: async () => [{ id: 3, number: 'А123ВС777', makeTitle: 'Lada', modelTitle: 'Vesta' }],
}));
vi.mock('../../../src/console/api/partners/partnersSearchApi', async () => ({
  fetchServiceOffices: async () => (await import('./OrderCardFixtures')).OFFICES,
}));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: mocks.notify }));
// The client field offers only the searches the user's permissions allow.
vi.mock('../../../src/console/session/useSession', async () =>
  (await import('./grantedSession')).grantedSession(() => mocks.keys),
);

function renderCreate(url: string) {
  return renderAt(url, [
    { path: '/orders/create/', element: <OrderCreatePage title="Создание заявки" /> },
    { path: '/loss/adjustment/order', element: <OrderCreatePage title="Новая заявка на урегулирование" /> },
    { path: '/tire/fitting/order', element: <OrderCreatePage title="Новая заявка на шиномонтаж" /> },
    { path: '/orders/:code', element: <p>Карточка заявки</p> },
    { path: '/loss/adjustment/order/:code', element: <p>Карточка урегулирования</p> },
  ]);
}

const created = (patch: Partial<OrderEntity>) => async (body: Partial<OrderEntity>) =>
  demoOrder({ ...body, id: 77, ...patch } as Partial<OrderEntity>);

describe('OrderCreatePage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mocks.keys = ['reference.person.card', 'reference.person.findByName'];
    mocks.fetchOrderFields.mockResolvedValue([]);
  });

  it('finds the client by phone, presets status 9011 and opens the new order', async () => {
    mocks.fetchClientByPhone.mockResolvedValue({
      id: 7,
      lastName: 'Иванов',
      firstName: 'Иван',
      middleName: 'Иванович',
      phoneNumber: '+79161234567',
    });
    mocks.createOrder.mockImplementation(created({}));
    const { user } = renderCreate('/orders/create/');
    await screen.findByTestId('order-form');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Статус/ })).toHaveValue('9011'));
    expect(screen.getByRole('button', { name: 'Создать' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Создать' }));

    await waitFor(() =>
      expect(
        within(screen.getByRole('combobox', { name: /Сервис/ })).getByRole('option', { name: 'Эвакуация' }),
      ).toBeInTheDocument(),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: /Сервис/ }), 'Эвакуация');
    await user.type(screen.getByRole('textbox', { name: 'Поиск клиента' }), '+7 916 123-45-67{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Выбрать' }));
    expect(mocks.fetchClientByPhone).toHaveBeenCalledWith('+7 916 123-45-67');
    expect(await screen.findByRole('link', { name: 'Иванов Иван Иванович, +7 (916) 123-45-67' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(mocks.createOrder).toHaveBeenCalledTimes(1));
    expect(mocks.createOrder.mock.calls[0][0]).toMatchObject({ serviceId: 13, clientId: 7, statusRefValueId: 9011 });
    expect(await screen.findByText('Карточка заявки')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/orders/77');
  });

  it("offers only the searches the user's permissions allow, and says so in the placeholder", async () => {
    // The operator: the client card's key (phone lookup), no name search.
    mocks.keys = ['reference.person.card'];
    const { user } = renderCreate('/orders/create/');
    await screen.findByTestId('order-form');
    const search = screen.getByRole('textbox', { name: 'Поиск клиента' });
    expect(search).toHaveAttribute('placeholder', 'Телефон клиента');
    expect(search).toHaveAttribute('data-search-modes', 'phone');
    await user.type(search, 'Иванов Иван{Enter}');
    expect(await screen.findByText('Введите номер телефона клиента (не менее 10 цифр)')).toBeInTheDocument();
    expect(mocks.searchClientsByName).not.toHaveBeenCalled();
    expect(mocks.fetchClientByPhone).not.toHaveBeenCalled();
  });

  it('searches by name alone when only the name search is allowed', async () => {
    mocks.keys = ['reference.person.findByName'];
    mocks.searchClientsByName.mockResolvedValue([
      { id: 7, lastName: 'Иванов', firstName: 'Иван', middleName: 'Иванович', phoneNumber: '+79161234567' },
    ]);
    const { user } = renderCreate('/orders/create/');
    await screen.findByTestId('order-form');
    const search = screen.getByRole('textbox', { name: 'Поиск клиента' });
    expect(search).toHaveAttribute('placeholder', 'Фамилия и имя клиента');
    await user.type(search, '+7 916 123-45-67{Enter}');
    expect(await screen.findByText('Поиск по телефону недоступен: введите фамилию и имя клиента')).toBeInTheDocument();
    expect(mocks.fetchClientByPhone).not.toHaveBeenCalled();
    await user.clear(search);
    await user.type(search, 'Иванов Иван{Enter}');
    expect(await screen.findByRole('button', { name: 'Выбрать' })).toBeInTheDocument();
    expect(mocks.searchClientsByName).toHaveBeenCalledWith({ lastName: 'Иванов', firstName: 'Иван' });
  });

  it('with neither search allowed, the field is disabled and says why', async () => {
    mocks.keys = [];
    renderCreate('/orders/create/');
    await screen.findByTestId('order-form');
    const search = screen.getByRole('textbox', { name: 'Поиск клиента' });
    expect(search).toBeDisabled();
    expect(search).toHaveAttribute('placeholder', 'Поиск клиентов недоступен: недостаточно прав');
    expect(screen.getByRole('button', { name: 'Найти' })).toBeDisabled();
  });

  it('asks for the service and the client', async () => {
    const { user } = renderCreate('/orders/create/');
    await screen.findByTestId('order-form');
    await user.type(screen.getByRole('textbox', { name: 'Адрес' }), 'Москва');
    await user.click(screen.getByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('Укажите сервис')).toBeInTheDocument();
    expect(screen.getByText('Укажите клиента')).toBeInTheDocument();
    expect(mocks.createOrder).not.toHaveBeenCalled();
  });

  it("presets loss adjustment (902) and the client of ?clientId=, with the service's own fields", async () => {
    mocks.fetchOrderFields.mockResolvedValue(LOSS_FIELDS);
    mocks.createOrder.mockImplementation(created({ serviceId: 902 }));
    const { user } = renderCreate('/loss/adjustment/order?clientId=7');
    await screen.findByTestId('order-form');
    expect(await screen.findByRole('link', { name: /Иванов Иван Иванович/ })).toHaveAttribute('href', '/client/7/');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Сервис/ })).toHaveValue('902'));
    const lossNumber = await screen.findByRole('textbox', { name: /Номер убытка/ });
    await user.type(screen.getByRole('textbox', { name: /Сумма ущерба/ }), '15000');
    await user.click(screen.getByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('Заполните поле «Номер убытка»')).toBeInTheDocument();
    await user.type(lossNumber, 'У-2024-001');
    await user.click(screen.getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(mocks.createOrder).toHaveBeenCalledTimes(1));
    expect(mocks.createOrder.mock.calls[0][0]).toMatchObject({
      serviceId: 902,
      clientId: 7,
      specificValues: { lossNumber: 'У-2024-001', damageAmount: 15000 },
    });
    expect(await screen.findByText('Карточка урегулирования')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/loss/adjustment/order/77');
  });

  it('presets the tyre service (69) with its tyre block', async () => {
    renderCreate('/tire/fitting/order');
    await screen.findByTestId('order-form');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Сервис/ })).toHaveValue('69'));
    expect(screen.getByTestId('tyre-fields')).toBeInTheDocument();
  });
});
