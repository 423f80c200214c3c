import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppointmentCreateDialog } from '../../../src/console/screens/scheduler/appointment/AppointmentCreateDialog';
import type { AppointmentDraft } from '../../../src/shared/schemas/scheduler/schedulerAppointments';
import { demoClient, renderAt } from '../clients/ClientFixtures';
import { AT_11, HALF_HOUR, MOSCOW, POSTS, SERVICES } from './AppointmentFixtures';

configure({ asyncUtilTimeout: 5_000 });

const mocks = vi.hoisted(() => ({ fetchClientByPhone: vi.fn(), fetchClient: vi.fn(), searchClientsByName: vi.fn() }));
vi.mock('../../../src/console/api/ordersApi', async () => ({
  fetchServices: async () => (await import('./AppointmentFixtures')).SERVICES,
}));
vi.mock('../../../src/console/api/clientsApi', () => mocks);
// The client field searches by phone and by name only with the keys of those routes.
vi.mock('../../../src/console/session/useSession', async (importOriginal) => {
  const { CLIENT_SEARCH_KEYS } = await import('../../../src/console/screens/orders/form/clientSearch');
  const grant = (operationKey: string) => ({
    operationKey,
    available: true,
    permissionInsert: false,
    permissionUpdate: false,
    permissionDelete: false,
  });
  return {
    ...(await importOriginal<typeof import('../../../src/console/session/useSession')>()),
    usePermissions: () => Object.values(CLIENT_SEARCH_KEYS).map(grant),
  };
});

function renderDialog(
  props: {
    defaultServiceId?: number;
    post?: (typeof POSTS)[number];
    refused?: { draft: AppointmentDraft; message: string };
  } = {},
) {
  const onCreate = vi.fn<(draft: AppointmentDraft) => void>();
  const onClose = vi.fn();
  const view = renderAt('/scheduler', [
    {
      path: '/scheduler',
      element: (
        <AppointmentCreateDialog
          post={props.post ?? POSTS[0]}
          startDate={AT_11}
          endDate={AT_11 + 2 * HALF_HOUR}
          timezone={MOSCOW}
          defaultServiceId={props.defaultServiceId}
          refused={props.refused}
          onCreate={onCreate}
          onClose={onClose}
        />
      ),
    },
  ]);
  return { ...view, onCreate, onClose };
}

// Typing key by key is slow on a shared machine: text fields get their value at once.
const fill = (input: HTMLElement, value: string) => fireEvent.input(input, { target: { value } });
const dialog = () => screen.findByRole('dialog', { name: 'Новая запись' });
const serviceSelect = (d: HTMLElement) => within(d).getByRole('combobox', { name: /Услуга/ });

describe('AppointmentCreateDialog', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mocks.fetchClient.mockImplementation(async (id: number) => demoClient({ id }));
  });

  it("shows the post and the range in the office's zone, and the post's services with the default chosen", async () => {
    renderDialog({ defaultServiceId: 61 });
    const d = await dialog();
    expect(within(d).getByTestId('appointment-create-slot')).toHaveTextContent('Пост 1, 02.07.2026 11:00–12:00');
    await waitFor(() => expect(within(d).getByRole('option', { name: 'Автосервис' })).toBeInTheDocument());
    expect(
      within(serviceSelect(d))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Не выбрано', 'Автосервис', 'Шиномонтаж']);
    expect(serviceSelect(d)).toHaveValue('61');
  });

  it("falls back to the post's first service when the default is not one of them", async () => {
    renderDialog({ defaultServiceId: SERVICES[0].id, post: POSTS[1] });
    const d = await dialog();
    await waitFor(() => expect(within(d).getByRole('option', { name: 'Шиномонтаж' })).toBeInTheDocument());
    expect(serviceSelect(d)).toHaveValue('69');
  });

  it('asks for the title and sends nothing without it', async () => {
    const { user, onCreate } = renderDialog();
    const d = await dialog();
    fill(within(d).getByRole('textbox', { name: /Комментарий/ }), 'Позвонить заранее');
    await user.click(within(d).getByRole('button', { name: 'Записать' }));
    expect(await within(d).findByText('Укажите название записи')).toBeInTheDocument();
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('hands the parsed draft to the board: the chosen client, the phone, the comment as details JSON', async () => {
    mocks.fetchClientByPhone.mockResolvedValue(demoClient());
    const { user, onCreate, onClose } = renderDialog();
    const d = await dialog();
    await waitFor(() => expect(within(d).getByRole('option', { name: 'Шиномонтаж' })).toBeInTheDocument());
    await user.selectOptions(serviceSelect(d), 'Шиномонтаж');
    fill(within(d).getByRole('textbox', { name: /Название/ }), '  Замена шин ');
    fill(within(d).getByRole('textbox', { name: 'Поиск клиента' }), '+79161234567');
    await user.click(within(d).getByRole('button', { name: 'Найти' }));
    await user.click(await within(d).findByRole('button', { name: 'Выбрать' }));
    expect(mocks.fetchClientByPhone).toHaveBeenCalledWith('+79161234567');
    await user.click(within(d).getByRole('textbox', { name: /Телефон/ }));
    await user.paste('9161234567');
    fill(within(d).getByRole('textbox', { name: /Комментарий/ }), 'Привезёт свои "диски"');
    await user.click(within(d).getByRole('button', { name: 'Записать' }));
    await waitFor(() => expect(onCreate).toHaveBeenCalledTimes(1));
    expect(onCreate.mock.calls[0][0]).toEqual({
      officePostId: 11,
      serviceId: 69,
      startDate: AT_11,
      endDate: AT_11 + 2 * HALF_HOUR,
      title: 'Замена шин',
      details: JSON.stringify({ comment: 'Привезёт свои "диски"' }),
      clientId: 7,
      phone: '+79161234567',
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('opens a refused create with what was typed and the reason, and sends it again as it is', async () => {
    const draft: AppointmentDraft = {
      officePostId: 11,
      serviceId: 69,
      startDate: AT_11,
      endDate: AT_11 + 2 * HALF_HOUR,
      title: 'Замена шин',
      details: JSON.stringify({ comment: 'Позвонить за час' }),
      phone: '+79161234567',
    };
    const { user, onCreate } = renderDialog({ refused: { draft, message: 'Это время на посту уже занято' } });
    const d = await dialog();
    expect(within(d).getByTestId('appointment-create-refused')).toHaveTextContent(
      'Запись не сохранена: Это время на посту уже занято',
    );
    expect(within(d).getByRole('textbox', { name: /Название/ })).toHaveValue('Замена шин');
    expect(within(d).getByRole('textbox', { name: /Комментарий/ })).toHaveValue('Позвонить за час');
    await waitFor(() => expect(serviceSelect(d)).toHaveValue('69'));
    await user.click(within(d).getByRole('button', { name: 'Записать' }));
    await waitFor(() => expect(onCreate).toHaveBeenCalledTimes(1));
    expect(onCreate.mock.calls[0][0]).toMatchObject({
      title: 'Замена шин',
      serviceId: 69,
      phone: '+79161234567',
      details: draft.details,
    });
  });

  it('asks before dropping a changed form, and closes an untouched one at once', async () => {
    const { user, onClose, unmount } = renderDialog();
    let d = await dialog();
    fill(within(d).getByRole('textbox', { name: /Название/ }), 'Замена');
    await user.click(within(d).getByRole('button', { name: 'Отмена' }));
    const ask = await screen.findByTestId('unsaved-changes-dialog');
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(ask).getByRole('button', { name: 'ДА. Потерять изменения' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    unmount();
    const second = renderDialog();
    d = await dialog();
    await second.user.click(within(d).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(second.onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('unsaved-changes-dialog')).not.toBeInTheDocument();
  });
});
