import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { OrderForm, type OrderFormProps } from '../../../src/console/screens/orders/form/OrderForm';
import type { OrderEntity } from '../../../src/shared/schemas/orders/orderEntity';
import { renderAt } from '../clients/ClientFixtures';
import { demoOrder, EVACUATION_FIELDS } from './OrderCardFixtures';

// The machine is shared: give slow renders time before a query gives up.
configure({ asyncUtilTimeout: 5_000 });

const mocks = vi.hoisted(() => ({
  fetchOrderFields: vi.fn(),
  fetchClient: vi.fn(),
  fetchClientVehicles: vi.fn(),
  notify: vi.fn(),
  /** The operation keys the user holds (every flag). */
  keys: [] as string[],
  matches: false,
}));

// The fixtures come in through import(): a mock factory runs before the file's own imports.
vi.mock('../../../src/console/api/ordersApi', async () => {
  const { SERVICES } = await import('./OrderCardFixtures');
  return { fetchServices: async () => SERVICES, fetchOrderFields: mocks.fetchOrderFields };
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
  fetchClient: mocks.fetchClient,
  fetchClientByPhone: vi.fn(),
  searchClientsByName: vi.fn(),
}));
vi.mock('../../../src/console/api/vehiclesApi', () => ({ fetchClientVehicles: mocks.fetchClientVehicles }));
vi.mock('../../../src/console/api/partners/partnersSearchApi', async () => ({
  fetchServiceOffices: async () => (await import('./OrderCardFixtures')).OFFICES,
}));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: mocks.notify }));
// The client field offers only the searches the user's permissions allow.
vi.mock('../../../src/console/session/useSession', async () =>
  (await import('./grantedSession')).grantedSession(() => mocks.keys),
);
// The narrow layout is asked through matchMedia; the tests switch it.
vi.mock('../../../src/console/components/useMediaQuery', () => ({
  NARROW_QUERY: 'narrow',
  useMediaQuery: () => mocks.matches,
}));

const tyreOrder = (patch: Partial<OrderEntity> = {}) =>
  demoOrder({ serviceId: 69, serviceName: 'Шиномонтаж', storedObjectRefValueId: 379, cost: 2000, ...patch });

function renderForm(props: Partial<OrderFormProps> = {}) {
  const submit = vi.fn<OrderFormProps['submit']>(
    props.submit ?? (async (body) => ({ ...tyreOrder(), ...body, updatedDate: 1_700_000_500 }) as OrderEntity),
  );
  const onSaved = vi.fn();
  const view = renderAt('/orders/42', [
    {
      path: '/orders/:id',
      element: (
        <OrderForm
          order={tyreOrder()}
          readOnly={false}
          submitLabel="Сохранить"
          onSaved={onSaved}
          {...props}
          submit={submit}
        />
      ),
    },
    { path: '/client/:id/', element: <p>Карточка клиента</p> },
  ]);
  return { ...view, submit, onSaved };
}

const form = () => screen.findByTestId('order-form');
const select = (name: RegExp, within_: HTMLElement = document.body) => within(within_).getByRole('combobox', { name });
const save = () => screen.getByRole('button', { name: 'Сохранить' });

// Forms with many selects are slow to drive in jsdom on a shared machine.
describe('OrderForm', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mocks.keys = ['reference.person.card', 'reference.person.findByName'];
    mocks.matches = false;
    mocks.fetchOrderFields.mockResolvedValue([]);
    mocks.fetchClientVehicles.mockResolvedValue([
      { id: 3, number: 'А123ВС777', makeTitle: 'Lada', modelTitle: 'Vesta' },
    ]);
    mocks.fetchClient.mockResolvedValue({
      id: 7,
      lastName: 'Иванов',
      firstName: 'Иван',
      middleName: 'Иванович',
      phoneNumber: '+79161234567',
    });
  });

  it('shows the order with its service fixed and its client as a link; save waits for a change', async () => {
    renderForm();
    await form();
    expect(screen.getByTestId('order-service-readonly')).toHaveValue('Шиномонтаж');
    expect(await screen.findByRole('link', { name: 'Иванов Иван Иванович, +7 (916) 123-45-67' })).toHaveAttribute(
      'href',
      '/client/7/',
    );
    expect(screen.getByRole('textbox', { name: 'Стоимость' })).toHaveValue('2000');
    expect(save()).toBeDisabled();
  });

  it('asks for brand, model, width and height of the front axle; the rear one only when shown', async () => {
    const { user } = renderForm();
    await form();
    fireEvent.input(screen.getByRole('textbox', { name: 'Стоимость' }), { target: { value: '2500' } });
    expect(screen.queryByTestId('axle-tires.rear')).not.toBeInTheDocument();
    await user.click(save());
    const front = screen.getByTestId('axle-tires.front');
    for (const message of [
      'Укажите производителя шин',
      'Укажите модель шин',
      'Укажите ширину шин',
      'Укажите высоту шин',
    ])
      expect(within(front).getByText(message)).toBeInTheDocument();

    await user.click(screen.getByText('Разные шины на осях'));
    const rear = await screen.findByTestId('axle-tires.rear');
    expect(within(screen.getByTestId('axle-tires.front')).getByText('Передняя ось')).toBeInTheDocument();
    await user.click(save());
    expect(await within(rear).findByText('Укажите производителя шин')).toBeInTheDocument();
  });

  it("offers the chosen brand's models and the fixed tyre sizes, and saves the axle", async () => {
    const { user, submit } = renderForm();
    await form();
    const front = screen.getByTestId('axle-tires.front');
    await waitFor(() => expect(within(select(/Производитель шин/, front)).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(select(/Производитель шин/, front), 'Michelin');
    await waitFor(() =>
      expect(within(select(/Модель шин/, front)).getByRole('option', { name: 'X-Ice North 4' })).toBeInTheDocument(),
    );
    await user.selectOptions(select(/Модель шин/, front), 'X-Ice North 4');
    const widths = within(select(/Ширина шин/, front))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(widths.slice(1, 3)).toEqual(['135', '145']);
    expect(widths.at(-1)).toBe('355');
    const heights = within(select(/Высота шин/, front))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect([heights[1], heights.at(-1)]).toEqual(['25', '85']);
    await user.selectOptions(select(/Ширина шин/, front), '205');
    await user.selectOptions(select(/Высота шин/, front), '55');
    await user.click(save());
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0][0]).toMatchObject({
      id: 42,
      serviceId: 69,
      tires: { front: { brandId: 2, modelId: 21, width: 205, height: 55 }, showRear: false },
    });
    expect(mocks.notify).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'success', description: 'Заявка сохранена' }),
    );
  });

  it('asks for the rims type and origin when rims are stored, and no tyres for rims alone', async () => {
    const { user, submit } = renderForm();
    await form();
    await user.selectOptions(select(/Объект хранения/), 'Диски');
    expect(screen.queryByTestId('axle-tires.front')).not.toBeInTheDocument();
    await user.click(save());
    expect(await screen.findByText('Укажите тип дисков')).toBeInTheDocument();
    expect(screen.getByText('Укажите Оригинал/Реплика')).toBeInTheDocument();
    await user.selectOptions(select(/Тип дисков/), 'Литые');
    await user.selectOptions(select(/Оригинал\/Реплика/), 'Реплика');
    await user.click(save());
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0][0]).toMatchObject({
      storedObjectRefValueId: 443,
      rims: { typeRefValueId: 9151, isOriginal: false },
    });
  });

  it('takes the partner with the chosen office', async () => {
    const { user, submit } = renderForm({ order: demoOrder() });
    await form();
    await waitFor(() =>
      expect(
        within(select(/Партнёр \/ офис/)).getByRole('option', { name: 'ШинСервис — Шиномонтаж в Химках' }),
      ).toBeInTheDocument(),
    );
    await user.selectOptions(select(/Партнёр \/ офис/), 'ШинСервис — Шиномонтаж в Химках');
    await user.click(save());
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0][0]).toMatchObject({ officeId: 32, partnerId: 2, serviceId: 13 });
    expect(submit.mock.calls[0][0]).not.toHaveProperty('tires');
  });

  it('shows the partner of an order with a partner and no office, as the header does, and keeps it', async () => {
    const { user } = renderForm({
      order: demoOrder({ partnerId: 3, partnerName: 'Эвакуатор-Сервис', officeId: null, officeName: null }),
    });
    await form();
    const office = select(/Партнёр \/ офис/);
    await waitFor(() => expect(within(office).getAllByRole('option')).toHaveLength(3));
    expect(office).toHaveValue('');
    expect((office as HTMLSelectElement).selectedOptions[0]).toHaveTextContent('Эвакуатор-Сервис — офис не выбран');
    // No office chosen keeps the order's partner in what the form sends.
    const form_ = screen.getByTestId('order-form') as HTMLFormElement;
    expect(new FormData(form_).get('partnerId')).toBe('3');
    await user.selectOptions(office, 'ШинСервис — Шиномонтаж в Химках');
    expect(new FormData(form_).get('partnerId')).toBe('2');
  });

  it('without the client card key shows the stored client and vehicle, asking the server for neither', async () => {
    mocks.keys = [];
    renderForm({ order: demoOrder() });
    await form();
    expect(screen.getByTestId('order-client')).toHaveTextContent('Иванов Иван Иванович, +7 (916) 123-45-67');
    expect(screen.queryByRole('link', { name: /Иванов/ })).not.toBeInTheDocument();
    const vehicle = select(/Автомобиль/);
    expect(vehicle).toHaveValue('3');
    expect((vehicle as HTMLSelectElement).selectedOptions[0]).toHaveTextContent('А123ВС777 Lada Vesta');
    expect(mocks.fetchClient).not.toHaveBeenCalled();
    expect(mocks.fetchClientVehicles).not.toHaveBeenCalled();
  });

  it('refuses a negative cost', async () => {
    const { user, submit } = renderForm();
    await form();
    fireEvent.input(screen.getByRole('textbox', { name: 'Стоимость' }), { target: { value: '-5' } });
    await user.click(save());
    expect(await screen.findByText('Только больше нуля')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it("keeps what was typed after a refused save and shows the server's messages on the fields", async () => {
    const submit = vi.fn().mockRejectedValue({
      message: 'Ошибка валидации',
      status: 400,
      errorCode: 'VALIDATION_ERROR',
      details: { address: 'Адрес вне зоны обслуживания' },
    });
    const { user } = renderForm({ order: demoOrder(), submit });
    await form();
    const address = screen.getByRole('textbox', { name: 'Адрес' });
    fireEvent.input(address, { target: { value: 'Тверь, ул. Советская, 1' } });
    await user.click(save());
    expect(await screen.findByText('Адрес вне зоны обслуживания')).toBeInTheDocument();
    expect(address).toHaveValue('Тверь, ул. Советская, 1');
    expect(mocks.notify).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'error', description: 'Ошибка валидации' }),
    );
  });

  it('asks for a cancellation reason and offers the ring-road distance for services 13 and 42', async () => {
    const { user } = renderForm({ order: demoOrder() });
    await form();
    expect(screen.getByRole('textbox', { name: 'Расстояние за МКАД, км' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Причина отмены/ })).not.toBeInTheDocument();
    await waitFor(() => expect(within(select(/Статус/)).getByRole('option', { name: 'Отменена' })).toBeInTheDocument());
    await user.selectOptions(select(/Статус/), 'Отменена');
    await user.click(save());
    expect(await screen.findByText('Укажите причину отмены')).toBeInTheDocument();
    fireEvent.input(screen.getByRole('textbox', { name: 'Расстояние за МКАД, км' }), { target: { value: '2.5' } });
    await user.click(save());
    expect(await screen.findByText('Допускается только целое число')).toBeInTheDocument();
  });

  it("shows the service's own fields and requires the required ones", async () => {
    mocks.fetchOrderFields.mockResolvedValue(EVACUATION_FIELDS);
    const { user } = renderForm({ order: demoOrder() });
    await form();
    const reason = await screen.findByRole('combobox', { name: /Причина эвакуации/ });
    fireEvent.input(screen.getByRole('textbox', { name: 'Адрес' }), { target: { value: 'Москва' } });
    await user.click(save());
    expect(await screen.findByText('Заполните поле «Причина эвакуации»')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks before leaving a changed form', async () => {
    const { user } = renderForm();
    await form();
    fireEvent.input(screen.getByRole('textbox', { name: 'Стоимость' }), { target: { value: '2500' } });
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(await screen.findByRole('link', { name: /Иванов Иван Иванович/ }));
    expect(await screen.findByText('Точно ?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ДА. Потерять изменения' }));
    expect(await screen.findByText('Карточка клиента')).toBeInTheDocument();
  });

  it('is one short column for a tyre service on a narrow screen, and read-only when told', async () => {
    mocks.matches = true;
    renderForm({ readOnly: true });
    await form();
    expect(screen.getByTestId('order-form').querySelector('[data-layout]')).toHaveAttribute('data-layout', 'compact');
    expect(screen.queryByRole('textbox', { name: 'Описание' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Сохранить' })).not.toBeInTheDocument();
    expect(screen.getByTestId('order-form-fields')).toHaveAttribute('inert');
    expect(screen.getByRole('textbox', { name: 'Стоимость' })).toHaveValue('2000');
  });
});
