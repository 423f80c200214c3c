import { configure, screen, waitFor, within } from '@testing-library/react';
import { ORDER_CARD_SECTIONS } from '../../../src/console/screens/orders/card/orderCardSections';
import OrderCardPage from '../../../src/console/screens/orders/OrderCardPage';
import { isAllowed, type PermissionFlag } from '../../../src/shared/permissions';
import type { Permission } from '../../../src/shared/schemas/users';
import { grant, renderAt } from '../clients/ClientFixtures';
import { demoOrder, heldBy } from './OrderCardFixtures';

// The machine is shared: give slow renders time before a query gives up.
configure({ asyncUtilTimeout: 5_000 });

const mocks = vi.hoisted(() => ({
  permissions: [] as Permission[],
  fetchOrder: vi.fn(),
  updateOrder: vi.fn(),
  blockOrder: vi.fn(),
  unblockOrder: vi.fn(),
  deleteOrder: vi.fn(),
  moveOrderService: vi.fn(),
  createLinkedOrder: vi.fn(),
  notify: vi.fn(),
  // The other engineers' sections are theirs to test: here each is a marker that shows what it got.
  marker: (name: string) => ({
    [name]: ({ order, readOnly }: { order: { id: number }; readOnly: boolean }) =>
      `${name} ${order.id} ${readOnly ? 'только чтение' : 'изменяемая'}`,
  }),
}));

vi.mock('../../../src/console/session/useSession', () => ({
  useAllowed: (operation: string | undefined, flags?: PermissionFlag[]) =>
    isAllowed(mocks.permissions, operation, flags),
  usePermissions: () => mocks.permissions,
  useProfile: () => ({ customerId: 5 }),
}));
vi.mock('../../../src/console/api/ordersApi', async () => {
  const { SERVICES } = await import('./OrderCardFixtures');
  return {
    fetchOrder: mocks.fetchOrder,
    updateOrder: mocks.updateOrder,
    blockOrder: mocks.blockOrder,
    unblockOrder: mocks.unblockOrder,
    deleteOrder: mocks.deleteOrder,
    moveOrderService: mocks.moveOrderService,
    createLinkedOrder: mocks.createLinkedOrder,
    fetchServices: async () => SERVICES,
    fetchOrderFields: async () => [],
  };
});
vi.mock('../../../src/console/api/referencesApi', async () => ({
  fetchRefValues: (await import('./OrderCardFixtures')).fetchRefValuesFake,
}));
vi.mock('../../../src/console/api/clientsApi', () => ({
  fetchClient: async () => ({
    id: 7,
    lastName: 'Иванов',
    firstName: 'Иван',
    middleName: 'Иванович',
    phoneNumber: '+79161234567',
  }),
}));
vi.mock('../../../src/console/api/vehiclesApi', () => ({ fetchClientVehicles: async () => [] }));
vi.mock('../../../src/console/api/partners/partnersSearchApi', async () => ({
  fetchServiceOffices: async () => (await import('./OrderCardFixtures')).OFFICES,
}));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: mocks.notify }));
// The other engineers' sections are theirs to test: here each is a marker that shows what it got.
vi.mock('../../../src/console/screens/orders/card/sections/CommentsSection', () => mocks.marker('CommentsSection'));
vi.mock('../../../src/console/screens/orders/card/sections/ChecklistSection', () => mocks.marker('ChecklistSection'));
vi.mock('../../../src/console/screens/orders/card/sections/PhotosSection', () => mocks.marker('PhotosSection'));
vi.mock('../../../src/console/screens/orders/card/sections/ExecutorsSection', () => mocks.marker('ExecutorsSection'));
vi.mock('../../../src/console/screens/orders/card/sections/DocumentsSection', () => mocks.marker('DocumentsSection'));
vi.mock('../../../src/console/screens/orders/card/sections/CommunicationsSection', () =>
  mocks.marker('CommunicationsSection'),
);
vi.mock('../../../src/console/screens/orders/card/sections/TireDefectsSection', () =>
  mocks.marker('TireDefectsSection'),
);
vi.mock('../../../src/console/screens/orders/card/sections/TireStorageSection', () =>
  mocks.marker('TireStorageSection'),
);
vi.mock('../../../src/console/screens/orders/card/sections/DamagedItemsSection', () =>
  mocks.marker('DamagedItemsSection'),
);
vi.mock('../../../src/console/screens/orders/card/sections/ResponsiblesSection', () =>
  mocks.marker('ResponsiblesSection'),
);
vi.mock('../../../src/console/screens/orders/card/sections/LinkedOrdersSection', () =>
  mocks.marker('LinkedOrdersSection'),
);
vi.mock('../../../src/console/screens/orders/card/sections/HistorySection', () => mocks.marker('HistorySection'));
vi.mock('../../../src/console/screens/orders/card/sections/DocumentsPrintSection', () =>
  mocks.marker('DocumentsPrintSection'),
);
vi.mock('../../../src/console/screens/orders/card/sections/InvoicesSection', () => mocks.marker('InvoicesSection'));
vi.mock('../../../src/console/screens/orders/card/sections/DispatchSection', () => mocks.marker('DispatchSection'));
vi.mock('../../../src/console/screens/orders/card/sections/OfficeDaySection', () => mocks.marker('OfficeDaySection'));

const SECTION_KEYS = [
  'order.comments',
  'order.checklist',
  'order.photos',
  'order.executors',
  'order.documents',
  'order.communications',
  'order.damaged.items',
  'order.responsibles',
  'tire.defects',
  'tire.storage',
  'order.invoices',
  'order.evacuation.dispatch',
];
const ADMIN = [
  grant('orders.view'),
  grant('order.block'),
  grant('order.move.service'),
  ...SECTION_KEYS.map((k) => grant(k)),
];
const OPERATOR = [
  grant('orders.view', { available: true, permissionUpdate: true }),
  grant('order.block'),
  grant('order.comments'),
];

function renderCard(url = '/orders/42', permissions = ADMIN) {
  mocks.permissions = permissions;
  return renderAt(url, [
    { path: '/orders', element: <p>Список заявок</p> },
    { path: '/orders/:code', element: <OrderCardPage title="Заявка" /> },
    { path: '/orders/:code/:command', element: <OrderCardPage title="Заявка" /> },
    { path: '/tire/fitting/order/:code', element: <OrderCardPage title="Заявка на шиномонтаж" /> },
  ]);
}

const header = () => screen.findByTestId('order-card-header');
const tabs = () => screen.getAllByRole('tab').map((t) => t.textContent);

describe('OrderCardPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mocks.fetchOrder.mockResolvedValue(demoOrder());
  });

  // First in the file: after some of the other cards, Ark's menu in jsdom no longer reports a choice.
  it('creates a linked order of the chosen service and opens it', async () => {
    mocks.createLinkedOrder.mockResolvedValue(demoOrder({ id: 43, number: '000043', parentOrderId: 42 }));
    const { user } = renderCard();
    await header();
    mocks.fetchOrder.mockResolvedValue(demoOrder({ id: 43, number: '000043', parentOrderId: 42 }));
    const trigger = screen.getByRole('button', { name: 'Создать связанную заявку' });
    await user.click(trigger);
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'true'));
    const item = await screen.findByRole('menuitem', { name: 'Шиномонтаж' });
    await user.click(item);
    await waitFor(() => expect(mocks.createLinkedOrder).toHaveBeenCalledWith(42, 69));
    await waitFor(() => expect(screen.getByTestId('order-number')).toHaveTextContent('Заявка № 000043'));
    expect(window.location.pathname).toBe('/orders/43');
    expect(within(screen.getByTestId('order-parent')).getByRole('link')).toHaveAttribute('href', '/orders/42');
  });

  it('shows the header: number, status, service, client and vehicle links, dates, cost', async () => {
    renderCard();
    await header();
    expect(mocks.fetchOrder).toHaveBeenCalledWith(42);
    expect(screen.getByTestId('order-number')).toHaveTextContent('Заявка № 000042');
    expect(screen.getByTestId('order-status')).toHaveTextContent('Новая');
    expect(screen.getByTestId('order-service')).toHaveTextContent('Эвакуация');
    expect(
      within(screen.getByTestId('order-client-link')).getByRole('link', { name: 'Иванов Иван Иванович' }),
    ).toHaveAttribute('href', '/client/7/');
    expect(within(screen.getByTestId('order-vehicle-link')).getByRole('link')).toHaveAttribute('href', '/vehicle/3/');
    expect(screen.getByTestId('order-vehicle-link')).toHaveTextContent('А123ВС777 Lada Vesta');
    expect(screen.getByTestId('order-created')).toHaveTextContent('15.11.2023');
    expect(screen.getByTestId('order-cost')).toHaveTextContent('3 500,00');
    expect(screen.queryByTestId('order-block-banner')).not.toBeInTheDocument();
    expect(document.title).toContain('Заявка № 000042');
  });

  it("shows another operator's block and keeps the card read-only", async () => {
    mocks.fetchOrder.mockResolvedValue(demoOrder(heldBy(9)));
    renderCard();
    await header();
    expect(screen.getByTestId('order-block-banner')).toHaveTextContent(
      'Заявка заблокирована пользователем Петров Пётр',
    );
    expect(screen.getByTestId('order-card')).toHaveAttribute('data-readonly', 'true');
    for (const name of ['Взять в работу', 'Сменить статус', 'Удалить', 'Перенести в другой сервис'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(await screen.findByTestId('order-form-fields')).toHaveAttribute('inert');
    expect(screen.queryByRole('button', { name: 'Сохранить' })).not.toBeInTheDocument();
  });

  it('takes the order and gives it back', async () => {
    mocks.blockOrder.mockResolvedValue(heldBy(5, 'Смирнов Пётр'));
    mocks.unblockOrder.mockResolvedValue(heldBy(null));
    const { user } = renderCard();
    await header();
    await user.click(screen.getByRole('button', { name: 'Взять в работу' }));
    expect(await screen.findByRole('button', { name: 'Освободить' })).toBeInTheDocument();
    expect(mocks.blockOrder).toHaveBeenCalledWith(42);
    expect(screen.getByTestId('order-block-banner')).toHaveTextContent('Заявка в работе у вас');
    await user.click(screen.getByRole('button', { name: 'Освободить' }));
    expect(await screen.findByRole('button', { name: 'Взять в работу' })).toBeInTheDocument();
    expect(screen.queryByTestId('order-block-banner')).not.toBeInTheDocument();
  });

  it('asks for a cancellation reason when an evacuation is cancelled, then sends the whole order', async () => {
    mocks.updateOrder.mockImplementation(async (_id, body) =>
      demoOrder({ ...body, statusRefValueName: 'Отменена', updatedDate: 1_700_000_900 }),
    );
    const { user } = renderCard();
    await header();
    await user.click(screen.getByRole('button', { name: 'Сменить статус' }));
    const dialog = await screen.findByTestId('order-status-dialog');
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Отменена' })).toBeInTheDocument());
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Статус/ }), 'Отменена');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Укажите причину отмены')).toBeInTheDocument();
    expect(mocks.updateOrder).not.toHaveBeenCalled();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Причина отмены/ }), 'Клиент отменил заявку');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(mocks.updateOrder).toHaveBeenCalledTimes(1));
    expect(mocks.updateOrder.mock.calls[0][0]).toBe(42);
    expect(mocks.updateOrder.mock.calls[0][1]).toMatchObject({
      id: 42,
      clientId: 7,
      address: 'Москва, ул. Тверская, д. 1',
      statusRefValueId: 121,
      cancelReasonRefValueId: 9141,
    });
    await waitFor(() => expect(screen.queryByTestId('order-status-dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('order-status')).toHaveTextContent('Отменена');
  });

  it("asks for a comment with refusal 503 and puts the server's details on the dialog's fields", async () => {
    // A cancelled order of a service without a cancellation reason gives the client's refusal instead.
    mocks.fetchOrder.mockResolvedValue(demoOrder({ serviceId: 902, serviceName: 'Урегулирование убытков' }));
    mocks.updateOrder.mockRejectedValue({
      message: 'Ошибка валидации',
      status: 400,
      errorCode: 'VALIDATION_ERROR',
      details: { refusalReasonRefValueId: 'Причина отказа не действует' },
    });
    const { user } = renderCard();
    await header();
    await user.click(screen.getByRole('button', { name: 'Сменить статус' }));
    const dialog = await screen.findByTestId('order-status-dialog');
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Отменена' })).toBeInTheDocument());
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Статус/ }), 'Отменена');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Причина отказа/ }), 'Другое');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Введите комментарий')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Комментарий к отказу/ }), 'Клиент передумал');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    // Told once, at its field: no banner repeating it.
    expect(await within(dialog).findByText('Причина отказа не действует')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('error-panel')).not.toBeInTheDocument();
    expect(mocks.updateOrder.mock.calls[0][1]).toMatchObject({
      statusRefValueId: 121,
      refusalReasonRefValueId: 503,
      refusalComment: 'Клиент передумал',
      cancelReasonRefValueId: null,
    });
  });

  it('shows a 409 as a toast and reloads the order', async () => {
    mocks.updateOrder.mockRejectedValue({
      message: 'Заявка заблокирована пользователем Петров Пётр. Изменения невозможны.',
      status: 409,
      errorCode: 'INELIGIBLE_STATE',
    });
    const { user } = renderCard();
    await header();
    mocks.fetchOrder.mockResolvedValue(demoOrder(heldBy(9)));
    await user.click(screen.getByRole('button', { name: 'Сменить статус' }));
    const dialog = await screen.findByTestId('order-status-dialog');
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'В работе' })).toBeInTheDocument());
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Статус/ }), 'В работе');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByTestId('order-block-banner')).toHaveTextContent('Петров Пётр');
    expect(mocks.notify).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'error',
        description: 'Заявка заблокирована пользователем Петров Пётр. Изменения невозможны.',
      }),
    );
    expect(mocks.fetchOrder).toHaveBeenCalledTimes(2);
  });

  it("shows the sections the user may see, for the order's service", async () => {
    const { unmount } = renderCard();
    await header();
    // The admin sees every section of an evacuation order (not the tyre ones), in the registry's order.
    expect(tabs()).toEqual([
      'Заявка',
      ...ORDER_CARD_SECTIONS.filter((s) => (!s.services || s.services.includes(13)) && s.value !== 'schedule').map(
        (s) => s.label,
      ),
    ]);
    expect(tabs()).not.toContain('Дефекты шин');
    // No office on the order: no office schedule.
    expect(tabs()).not.toContain('Расписание офиса');
    expect(screen.getByRole('tab', { name: 'Заявка' })).toHaveAttribute('aria-selected', 'true');
    unmount();
    mocks.fetchOrder.mockResolvedValue(demoOrder({ serviceId: 69, serviceName: 'Шиномонтаж' }));
    const { unmount: unmount2 } = renderCard('/tire/fitting/order/42', OPERATOR);
    await header();
    expect(tabs()).toEqual(['Заявка', 'Комментарии', 'Связанные заявки', 'История']);
    // No delete flag and no move key: those actions are not offered.
    expect(screen.queryByRole('button', { name: 'Удалить' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Перенести в другой сервис' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Сменить статус' })).toBeInTheDocument();
    unmount2();
    renderCard('/tire/fitting/order/42');
    await header();
    expect(tabs()).toEqual(expect.arrayContaining(['Дефекты шин', 'Хранение шин']));
  });

  it("shows the office's schedule for an order with an office, before the history", async () => {
    mocks.fetchOrder.mockResolvedValue(demoOrder({ officeId: 31, officeName: 'Шиномонтаж на Ленинском' }));
    const { user } = renderCard('/orders/42', OPERATOR);
    await header();
    expect(tabs()).toEqual(['Заявка', 'Комментарии', 'Связанные заявки', 'Расписание офиса', 'История']);
    await user.click(screen.getByRole('tab', { name: 'Расписание офиса' }));
    expect(await screen.findByText('OfficeDaySection 42 изменяемая')).toBeVisible();
    expect(window.location.search).toBe('?tab=schedule');
  });

  it('opens the tab the link names and keeps the chosen one in ?tab=', async () => {
    const { user } = renderCard('/orders/42/history');
    await header();
    expect(screen.getByRole('tab', { name: 'История' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('HistorySection 42 изменяемая')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Комментарии' }));
    expect(await screen.findByText('CommentsSection 42 изменяемая')).toBeVisible();
    expect(window.location.search).toBe('?tab=comments');
  });

  it('deletes after the confirmation and goes back to the list', async () => {
    mocks.deleteOrder.mockResolvedValue(undefined);
    const { user } = renderCard();
    await header();
    await user.click(screen.getByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByTestId('order-delete-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Список заявок')).toBeInTheDocument();
    expect(mocks.deleteOrder).toHaveBeenCalledWith(42);
  });

  it('gives its block back when the card closes', async () => {
    mocks.fetchOrder.mockResolvedValue(demoOrder(heldBy(5)));
    mocks.unblockOrder.mockResolvedValue(heldBy(null));
    const { unmount } = renderCard();
    await header();
    unmount();
    expect(mocks.unblockOrder).toHaveBeenCalledWith(42);
  });
});

describe('OrderCardPage: «Сменить статус»', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  async function openStatusDialog(order = demoOrder()) {
    mocks.fetchOrder.mockResolvedValue(order);
    const { user } = renderCard();
    await header();
    await user.click(screen.getByRole('button', { name: 'Сменить статус' }));
    const dialog = await screen.findByTestId('order-status-dialog');
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Отменена' })).toBeInTheDocument());
    const status = within(dialog).getByRole('combobox', { name: /Статус/ });
    const save = within(dialog).getByRole('button', { name: 'Сохранить' });
    /** Which of the three reason fields the dialog shows. */
    const reasons = () =>
      [
        within(dialog).queryByRole('combobox', { name: /Причина отмены/ }) && 'Причина отмены',
        within(dialog).queryByRole('combobox', { name: /Причина отказа/ }) && 'Причина отказа',
        within(dialog).queryByRole('textbox', { name: /Комментарий к отказу/ }) && 'Комментарий к отказу',
      ].filter(Boolean);
    return { user, status, save, reasons };
  }

  it('keeps «Сохранить» disabled until the status differs from the current one (the shared rule)', async () => {
    const { user, status, save } = await openStatusDialog();
    await waitFor(() => expect(status).toHaveValue('9011'));
    expect(save).toBeDisabled();
    await user.selectOptions(status, 'В работе');
    expect(save).toBeEnabled();
    await user.selectOptions(status, 'Новая');
    expect(save).toBeDisabled();
    await user.click(save);
    expect(mocks.updateOrder).not.toHaveBeenCalled();
    expect(mocks.notify).not.toHaveBeenCalled();
  });

  it.each([
    [13, 'Эвакуация'],
    [42, 'Техническая помощь'],
  ])(
    'asks service %i (%s) for the cancellation reason only, and only when cancelled',
    async (serviceId, serviceName) => {
      const { user, status, reasons } = await openStatusDialog(demoOrder({ serviceId, serviceName }));
      expect(reasons()).toEqual([]);
      await user.selectOptions(status, 'Отменена');
      await waitFor(() => expect(reasons()).toEqual(['Причина отмены']));
      await user.selectOptions(status, 'В работе');
      await waitFor(() => expect(reasons()).toEqual([]));
    },
  );

  it('asks another service for the refusal reason and comment when cancelled, never the cancellation reason', async () => {
    const { user, status, reasons } = await openStatusDialog(
      demoOrder({ serviceId: 902, serviceName: 'Урегулирование убытков' }),
    );
    expect(reasons()).toEqual([]);
    await user.selectOptions(status, 'Отменена');
    await waitFor(() => expect(reasons()).toEqual(['Причина отказа', 'Комментарий к отказу']));
  });

  it('clears the reasons of a cancelled order when it gets another status', async () => {
    mocks.updateOrder.mockImplementation(async (_id, body) => demoOrder({ ...body, statusRefValueName: 'В работе' }));
    const { user, status, save, reasons } = await openStatusDialog(
      demoOrder({ statusRefValueId: 121, statusRefValueName: 'Отменена', cancelReasonRefValueId: 9141 }),
    );
    await waitFor(() => expect(status).toHaveValue('121'));
    expect(reasons()).toEqual(['Причина отмены']);
    await user.selectOptions(status, 'В работе');
    await user.click(save);
    await waitFor(() => expect(mocks.updateOrder).toHaveBeenCalledTimes(1));
    expect(mocks.updateOrder.mock.calls[0][1]).toMatchObject({
      statusRefValueId: 9012,
      cancelReasonRefValueId: null,
      refusalReasonRefValueId: null,
      refusalComment: null,
    });
  });
});
