import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import type { Mock } from 'vitest';
import { AppointmentDialog } from '../../../src/console/screens/scheduler/appointment/AppointmentDialog';
import { isAllowed, type PermissionFlag } from '../../../src/shared/permissions';
import type { Appointment } from '../../../src/shared/schemas/scheduler/schedulerAppointments';
import type { Permission } from '../../../src/shared/schemas/users';
import { demoClient, grant, renderAt } from '../clients/ClientFixtures';
import { AT_11, demoAppointment, HALF_HOUR, MOSCOW, POSTS } from './AppointmentFixtures';

configure({ asyncUtilTimeout: 5_000 });

const mocks = vi.hoisted(() => ({
  permissions: [] as Permission[],
  fetchFreeDatesByAppointment: vi.fn(),
  fetchTimeSlotsByAppointment: vi.fn(),
  fetchAppointmentHistory: vi.fn(),
  fetchAppointmentFiles: vi.fn(),
  uploadAppointmentFile: vi.fn(),
  deleteAppointmentFile: vi.fn(),
  createOrderByAppointment: vi.fn(),
  fetchFileBlob: vi.fn(),
  fetchClient: vi.fn(),
  saveBlob: vi.fn(),
}));

vi.mock('../../../src/console/session/useSession', () => ({
  usePermissions: () => mocks.permissions,
  useAllowed: (operation: string | undefined, flags?: PermissionFlag[]) =>
    isAllowed(mocks.permissions, operation, flags),
}));
vi.mock('../../../src/console/api/schedulerApi', () => ({
  fetchFreeDatesByAppointment: mocks.fetchFreeDatesByAppointment,
  fetchTimeSlotsByAppointment: mocks.fetchTimeSlotsByAppointment,
  fetchAppointmentHistory: mocks.fetchAppointmentHistory,
  fetchAppointmentFiles: mocks.fetchAppointmentFiles,
  uploadAppointmentFile: mocks.uploadAppointmentFile,
  deleteAppointmentFile: mocks.deleteAppointmentFile,
  createOrderByAppointment: mocks.createOrderByAppointment,
}));
vi.mock('../../../src/console/api/orderFilesApi', () => ({ fetchFileBlob: mocks.fetchFileBlob }));
vi.mock('../../../src/console/components/saveBlob', () => ({ saveBlob: mocks.saveBlob }));
vi.mock('../../../src/console/api/ordersApi', async () => ({
  fetchServices: async () => (await import('./AppointmentFixtures')).SERVICES,
}));
vi.mock('../../../src/console/api/clientsApi', () => ({
  fetchClient: mocks.fetchClient,
  fetchClientByPhone: vi.fn(),
  searchClientsByName: vi.fn(),
}));

const OPERATOR = [grant('scheduler.timeline')];
const READER = [grant('scheduler.timeline', { available: true })];

type DialogProps = Parameters<typeof AppointmentDialog>[0];
type Handlers = { [K in 'onUpdate' | 'onMove' | 'onDelete' | 'onReplace' | 'onClose']: Mock<DialogProps[K]> };

/** The board's side: it keeps the appointment and puts the server's answer in its place. */
function Board({ initial, on }: { initial: Appointment; on: Handlers }) {
  const [appointment, setAppointment] = useState(initial);
  return (
    <AppointmentDialog
      appointment={appointment}
      posts={POSTS}
      timezone={MOSCOW}
      onUpdate={on.onUpdate}
      onMove={on.onMove}
      onDelete={on.onDelete}
      onReplace={(next) => {
        on.onReplace(next);
        setAppointment(next);
      }}
      onClose={on.onClose}
    />
  );
}

function renderDialog(appointment = demoAppointment(), permissions = OPERATOR) {
  mocks.permissions = permissions;
  const on: Handlers = { onUpdate: vi.fn(), onMove: vi.fn(), onDelete: vi.fn(), onReplace: vi.fn(), onClose: vi.fn() };
  const view = renderAt('/scheduler', [{ path: '/scheduler', element: <Board initial={appointment} on={on} /> }]);
  return { ...view, on };
}

const dialog = () => screen.findByTestId('appointment-dialog');
const fill = (input: HTMLElement, value: string) => fireEvent.input(input, { target: { value } });

describe('AppointmentDialog', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mocks.fetchClient.mockImplementation(async (id: number) => demoClient({ id }));
    mocks.fetchAppointmentFiles.mockResolvedValue([]);
  });

  it('shows the details and offers what the appointment and the user allow', async () => {
    const { unmount } = renderDialog();
    const d = await dialog();
    const value = (key: string) => within(d).getByTestId(`appointment-${key}`).textContent;
    expect(value('service')).toBe('Шиномонтаж');
    expect(value('post')).toBe('Пост 1');
    expect(value('time')).toBe('02.07.2026 11:00–11:30');
    expect(value('client')).toBe('Иванов Иван Иванович');
    expect(within(d).getByRole('link', { name: 'Иванов Иван Иванович' })).toHaveAttribute('href', '/client/7/');
    expect(value('phone')).toBe('+7 (916) 123-45-67');
    expect(value('comment')).toBe('Привезёт свои диски');
    expect(value('state')).toBe('Записан');
    expect(value('created')).toBe('Операторова Ольга, 01.07.2026 11:00');
    expect(
      within(d)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Запись', 'Перенести', 'История', 'Файлы']);
    for (const name of ['Изменить', 'Удалить', 'Создать заявку'])
      expect(within(d).getByRole('button', { name })).toBeInTheDocument();
    unmount();

    // Only 'available': everything is shown, nothing offered.
    renderDialog(demoAppointment(), READER);
    const r = await dialog();
    expect(
      within(r)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Запись', 'История', 'Файлы']);
    for (const name of ['Изменить', 'Удалить', 'Создать заявку'])
      expect(within(r).queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it("offers only the actions the appointment's state allows", async () => {
    renderDialog(
      demoAppointment({
        state: 'ordered',
        stateName: 'Заявка создана',
        orderId: 900,
        orderNumber: '000900',
        allowedActions: ['appointment.update', 'appointment.delete'],
      }),
    );
    const d = await dialog();
    expect(
      within(d)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Запись', 'История', 'Файлы']);
    expect(within(d).queryByRole('button', { name: 'Создать заявку' })).not.toBeInTheDocument();
    expect(within(d).getByRole('link', { name: '№ 000900' })).toHaveAttribute('href', '/orders/900');
  });

  it('edits in place: the patch keeps the other details keys and goes to the board', async () => {
    const { user, on } = renderDialog();
    const d = await dialog();
    await user.click(within(d).getByRole('button', { name: 'Изменить' }));
    const form = await within(d).findByTestId('appointment-details-form');
    const save = within(form).getByRole('button', { name: 'Сохранить' });
    expect(save).toBeDisabled();
    fill(within(form).getByRole('textbox', { name: /Название/ }), 'Замена и балансировка');
    fill(within(form).getByRole('textbox', { name: /Комментарий/ }), 'Без дисков');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() => expect(on.onUpdate).toHaveBeenCalledTimes(1));
    expect(on.onUpdate.mock.calls[0][0]).toEqual({
      serviceId: 69,
      title: 'Замена и балансировка',
      details: JSON.stringify({ source: 'site', comment: 'Без дисков' }),
      clientId: 7,
      phone: '+79161234567',
    });
    expect(await within(d).findByTestId('appointment-summary')).toBeInTheDocument();
  });

  it('refuses an empty title and asks before an unsaved edit is dropped', async () => {
    const { user, on } = renderDialog();
    const d = await dialog();
    await user.click(within(d).getByRole('button', { name: 'Изменить' }));
    const form = await within(d).findByTestId('appointment-details-form');
    fill(within(form).getByRole('textbox', { name: /Название/ }), '');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await within(form).findByText('Укажите название записи')).toBeInTheDocument();
    expect(on.onUpdate).not.toHaveBeenCalled();
    await user.click(within(d).getByRole('button', { name: 'Закрыть' }));
    const ask = await screen.findByTestId('unsaved-changes-dialog');
    await user.click(within(ask).getByRole('button', { name: 'Нет. Отмена' }));
    expect(on.onClose).not.toHaveBeenCalled();
    await user.click(within(form).getByRole('button', { name: 'Отмена' }));
    await user.click(
      within(await screen.findByTestId('unsaved-changes-dialog')).getByRole('button', {
        name: 'ДА. Потерять изменения',
      }),
    );
    expect(await within(d).findByTestId('appointment-summary')).toBeInTheDocument();
    await user.click(within(d).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(on.onClose).toHaveBeenCalledTimes(1));
  });

  it('moves by keyboard-usable choices: a free date, a free start, a free post', async () => {
    mocks.fetchFreeDatesByAppointment.mockResolvedValue({ freeDates: ['2026-07-02', '2026-07-03'] });
    mocks.fetchTimeSlotsByAppointment.mockResolvedValue({
      date: '2026-07-03',
      timeSlots: [
        { time: '09:00', startDate: AT_11 + 86_400 - 4 * HALF_HOUR, officePostIds: [12] },
        { time: '11:00', startDate: AT_11 + 86_400, officePostIds: [11, 12] },
      ],
    });
    const { user, on } = renderDialog();
    const d = await dialog();
    await user.click(within(d).getByRole('tab', { name: 'Перенести' }));
    const date = await within(d).findByRole('combobox', { name: 'Дата' });
    expect(
      within(date)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Выберите дату', '02.07.2026', '03.07.2026']);
    const move = within(d).getByRole('button', { name: 'Перенести' });
    expect(move).toBeDisabled();
    await user.selectOptions(date, '03.07.2026');
    const time = await within(d).findByRole('combobox', { name: 'Время' });
    expect(mocks.fetchTimeSlotsByAppointment).toHaveBeenCalledWith(501, '2026-07-03');
    await user.selectOptions(time, '09:00');
    // Its own post is busy then: the free one is offered.
    const post = within(d).getByRole('combobox', { name: 'Пост' });
    expect(post).toHaveValue('12');
    await user.selectOptions(time, '11:00');
    expect(post).toHaveValue('11');
    await user.selectOptions(post, 'Пост 2');
    await user.click(move);
    expect(on.onMove).toHaveBeenCalledWith(12, AT_11 + 86_400);
    expect(within(d).getByRole('tab', { name: 'Запись' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the history, newest first', async () => {
    mocks.fetchAppointmentHistory.mockResolvedValue([
      {
        id: 1,
        action: 'create',
        actionName: 'Создание',
        description: 'Пост 1, 02.07.2026 11:00–11:30',
        userFio: 'Операторова Ольга',
        createdDate: AT_11 - 86_400,
      },
      {
        id: 2,
        action: 'move',
        actionName: 'Перенос',
        description: 'На 02.07.2026 12:00, Пост 2',
        userFio: null,
        createdDate: AT_11 - 3600,
      },
    ]);
    const { user } = renderDialog();
    const d = await dialog();
    await user.click(within(d).getByRole('tab', { name: 'История' }));
    const rows = within(await within(d).findByTestId('appointment-history'))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '02.07.2026 10:00СистемаПереносНа 02.07.2026 12:00, Пост 2',
      '01.07.2026 11:00Операторова ОльгаСозданиеПост 1, 02.07.2026 11:00–11:30',
    ]);
    expect(mocks.fetchAppointmentHistory).toHaveBeenCalledWith(501);
  });

  it('lists, downloads, uploads (up to 10 MB) and deletes files', async () => {
    const file = {
      id: 71,
      appointmentId: 501,
      fileName: 'акт.pdf',
      mimeType: 'application/pdf',
      size: 2_621_440,
      createdDate: AT_11,
      url: '/v1/users/scheduler/files/71/content',
    };
    mocks.fetchAppointmentFiles.mockResolvedValue([file]);
    const pdf = new Blob(['%PDF']);
    mocks.fetchFileBlob.mockResolvedValue(pdf);
    mocks.uploadAppointmentFile.mockResolvedValue({ ...file, id: 72, fileName: 'фото.jpg' });
    mocks.deleteAppointmentFile.mockResolvedValue({ id: 71 });
    const { user } = renderDialog();
    const d = await dialog();
    await user.click(within(d).getByRole('tab', { name: 'Файлы' }));
    const row = await within(d).findByTestId('appointment-file');
    expect(row).toHaveTextContent('акт.pdf2,5 МБ02.07.2026 11:00');
    const link = within(row).getByRole('link', { name: 'акт.pdf' });
    expect(link).toHaveAttribute('href', '/v1/users/scheduler/files/71/content');
    await user.click(link);
    await waitFor(() => expect(mocks.saveBlob).toHaveBeenCalledWith(pdf, 'акт.pdf'));
    expect(mocks.fetchFileBlob).toHaveBeenCalledWith('/v1/users/scheduler/files/71/content');

    const input = within(d).getByTestId('appointment-file-input');
    const big = new File(['x'], 'видео.mp4');
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await within(d).findByRole('alert')).toHaveTextContent('видео.mp4: Файл слишком большой (не более 10 МБ)');
    expect(mocks.uploadAppointmentFile).not.toHaveBeenCalled();

    const photo = new File(['jpeg'], 'фото.jpg', { type: 'image/jpeg' });
    fireEvent.change(within(d).getByTestId('appointment-file-input'), { target: { files: [photo] } });
    await waitFor(() => expect(mocks.uploadAppointmentFile).toHaveBeenCalledWith(501, photo));
    await waitFor(() => expect(mocks.fetchAppointmentFiles).toHaveBeenCalledTimes(2));

    await user.click(within(d).getByRole('button', { name: 'Удалить файл акт.pdf' }));
    const confirm = await screen.findByTestId('appointment-file-delete');
    expect(confirm).toHaveTextContent('Файл «акт.pdf» будет удалён из записи.');
    await user.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(mocks.deleteAppointmentFile).toHaveBeenCalledWith(71));
    await waitFor(() => expect(mocks.fetchAppointmentFiles).toHaveBeenCalledTimes(3));
    await waitFor(() => expect(screen.queryByTestId('appointment-file-delete')).not.toBeInTheDocument());
  });

  it('creates an order: a refusal stays in the dialog, a success replaces the appointment and links the order', async () => {
    mocks.createOrderByAppointment.mockRejectedValueOnce({
      message: 'Укажите клиента записи, чтобы создать заявку',
      status: 400,
      errorCode: 'VALIDATION_ERROR',
    });
    const ordered = demoAppointment({
      state: 'ordered',
      stateName: 'Заявка создана',
      orderId: 900,
      orderNumber: '000900',
      allowedActions: ['appointment.update'],
    });
    mocks.createOrderByAppointment.mockResolvedValueOnce({ appointment: ordered, orderId: 900, orderNumber: '000900' });
    const { user, on } = renderDialog();
    const d = await dialog();
    await user.click(within(d).getByRole('button', { name: 'Создать заявку' }));
    expect(await within(d).findByTestId('appointment-order-error')).toHaveTextContent(
      'Укажите клиента записи, чтобы создать заявку',
    );
    expect(on.onReplace).not.toHaveBeenCalled();
    await user.click(within(d).getByRole('button', { name: 'Создать заявку' }));
    await waitFor(() => expect(on.onReplace).toHaveBeenCalledWith(ordered));
    expect(mocks.createOrderByAppointment).toHaveBeenCalledWith(501);
    expect(await within(d).findByText('Заявка создана', { selector: 'p' })).toBeInTheDocument();
    expect(within(d).getByRole('link', { name: '№ 000900' })).toHaveAttribute('href', '/orders/900');
    expect(within(d).getByTestId('appointment-state')).toHaveTextContent('Заявка создана');
  });

  it('deletes after the confirmation', async () => {
    const { user, on } = renderDialog();
    const d = await dialog();
    await user.click(within(d).getByRole('button', { name: 'Удалить' }));
    const confirm = await screen.findByTestId('appointment-delete');
    expect(confirm).toHaveTextContent('Запись «Замена шин» на 02.07.2026 11:00–11:30 будет удалена.');
    await user.click(within(confirm).getByRole('button', { name: 'Отмена' }));
    expect(on.onDelete).not.toHaveBeenCalled();
    await user.click(within(d).getByRole('button', { name: 'Удалить' }));
    await user.click(within(await screen.findByTestId('appointment-delete')).getByRole('button', { name: 'Удалить' }));
    expect(on.onDelete).toHaveBeenCalledTimes(1);
    expect(on.onClose).toHaveBeenCalledTimes(1);
  });

  it('offers nothing that needs the server for a create still pending', async () => {
    renderDialog(demoAppointment({ id: -1, allowedActions: [] }));
    const d = await dialog();
    expect(
      within(d)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Запись']);
    expect(within(d).getByText('Запись сохраняется…')).toBeInTheDocument();
    expect(within(d).queryByRole('button', { name: 'Удалить' })).not.toBeInTheDocument();
  });
});
