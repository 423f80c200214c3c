import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Settings } from 'luxon';
import { vi } from 'vitest';
import type { Appointment } from '../../../src/shared/schemas/scheduler/schedulerAppointments';

// /scheduler/deleted against a fake API: this month by default (Moscow's month: at 22:30 UTC on 30 June it is
// already July there), the period and office filters, times in each office's zone, the history dialog.

configure({ asyncUtilTimeout: 5000 });

vi.mock('../../../src/console/api/schedulerApi', () => ({
  fetchDeletedAppointments: vi.fn(),
  fetchDeletedAppointmentHistory: vi.fn(),
}));
vi.mock('../../../src/console/api/partners/partnersSearchApi', () => ({ fetchServiceOffices: vi.fn() }));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: vi.fn(), notifyError: vi.fn() }));

const api = vi.mocked(await import('../../../src/console/api/schedulerApi'));
const { fetchServiceOffices } = vi.mocked(await import('../../../src/console/api/partners/partnersSearchApi'));
const { default: DeletedAppointmentsPage } = await import(
  '../../../src/console/screens/scheduler/DeletedAppointmentsPage'
);

const utc = (iso: string) => Date.parse(iso) / 1000;
const appointment = (id: number, fields: Partial<Appointment>): Appointment => ({
  id,
  officePostId: 11,
  officePostName: 'Пост 1',
  partnerOfficeId: 7,
  officeName: 'На Светланской',
  partnerId: 3,
  serviceId: 61,
  serviceName: 'Автосервис',
  startDate: utc('2026-07-02T00:00:00Z'),
  endDate: utc('2026-07-02T00:30:00Z'),
  title: 'Замена масла',
  details: null,
  clientId: 5,
  clientFio: 'Петров Пётр Петрович',
  phone: '+79001234567',
  orderId: null,
  orderNumber: null,
  state: 'deleted',
  stateName: 'Удалена',
  createdDate: utc('2026-06-20T10:00:00Z'),
  createdByUserFio: 'Оператор Ольга',
  deletedDate: utc('2026-07-01T05:00:00Z'),
  deletedByUserFio: 'Администратор Анна',
  allowedActions: [],
  ...fields,
});
const VLADIVOSTOK = appointment(1, {});
const MOSCOW = appointment(2, {
  partnerOfficeId: 9,
  officeName: 'На Тверской',
  officePostName: 'Бокс 3',
  title: 'Шиномонтаж',
  clientFio: null,
  phone: null,
  startDate: utc('2026-07-03T07:00:00Z'),
  endDate: utc('2026-07-03T08:00:00Z'),
  deletedDate: utc('2026-07-01T09:00:00Z'),
  deletedByUserFio: null,
});

beforeEach(() => {
  Settings.now = () => Date.parse('2026-06-30T22:30:00Z');
  vi.clearAllMocks();
  fetchServiceOffices.mockResolvedValue([
    { id: 7, name: 'На Светланской', partnerId: 3, partnerName: 'Шинный двор', timezone: 'Asia/Vladivostok' },
    { id: 8, name: 'На Ленина', partnerId: 3, partnerName: 'Шинный двор', timezone: 'Asia/Yekaterinburg' },
  ]);
  api.fetchDeletedAppointments.mockResolvedValue([VLADIVOSTOK, MOSCOW]);
});
afterEach(() => {
  Settings.now = () => Date.now();
});

function renderPage() {
  render(
    <ChakraProvider value={defaultSystem}>
      <DeletedAppointmentsPage title="Удалённые записи" />
    </ChakraProvider>,
  );
  return { user: userEvent.setup() };
}
const rows = () => screen.getAllByTestId('deleted-appointment');

describe('DeletedAppointmentsPage', () => {
  it('lists this month’s deleted appointments, newest deletion first, in each office’s time', async () => {
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(api.fetchDeletedAppointments).toHaveBeenCalledWith({ fromDate: '2026-07-01', toDate: '2026-07-31' });
    expect(screen.getByRole('textbox', { name: /^С/ })).toHaveValue('01.07.2026');
    expect(screen.getByRole('textbox', { name: /^По/ })).toHaveValue('31.07.2026');
    // Office 9 is not in the office list: Moscow time.
    await waitFor(() => expect(rows()[1]).toHaveTextContent('02.07.2026 10:00–10:30'));
    expect(rows()[0]).toHaveTextContent('03.07.2026 10:00–11:00');
    expect(rows()[0]).toHaveTextContent('На Тверской');
    expect(rows()[0]).toHaveTextContent('Бокс 3');
    expect(rows()[0]).toHaveTextContent('01.07.2026 12:00');
    expect(rows()[1]).toHaveTextContent('Замена масла');
    expect(rows()[1]).toHaveTextContent('Петров Пётр Петрович');
    expect(rows()[1]).toHaveTextContent('+79001234567');
    expect(rows()[1]).toHaveTextContent('01.07.2026 15:00');
    expect(rows()[1]).toHaveTextContent('Администратор Анна');
  });

  it('filters by period and partner office, and refuses an end before the start', async () => {
    const { user } = renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    const from = screen.getByRole('textbox', { name: /^С/ });
    const to = screen.getByRole('textbox', { name: /^По/ });
    await user.clear(from);
    await user.type(from, '10062026');
    await user.clear(to);
    await user.type(to, '01062026');
    await user.click(screen.getByRole('button', { name: 'Показать' }));
    expect(await screen.findByText('Дата окончания не может быть раньше даты начала')).toBeInTheDocument();
    expect(api.fetchDeletedAppointments).toHaveBeenCalledTimes(1);
    await user.clear(to);
    await user.type(to, '15062026');
    await user.click(screen.getByRole('button', { name: 'Показать' }));
    await waitFor(() =>
      expect(api.fetchDeletedAppointments).toHaveBeenLastCalledWith({ fromDate: '2026-06-10', toDate: '2026-06-15' }),
    );
    const office = screen.getByRole('combobox', { name: 'Офис партнёра' });
    await waitFor(() =>
      expect(within(office).getByRole('option', { name: 'Шинный двор — На Ленина' })).toBeInTheDocument(),
    );
    api.fetchDeletedAppointments.mockResolvedValue([]);
    await user.selectOptions(office, '8');
    await waitFor(() =>
      expect(api.fetchDeletedAppointments).toHaveBeenLastCalledWith({
        fromDate: '2026-06-10',
        toDate: '2026-06-15',
        partnerOfficeId: 8,
      }),
    );
    expect(await screen.findByTestId('deleted-empty')).toHaveTextContent('Удалённых записей нет');
    await user.selectOptions(office, '');
    await waitFor(() =>
      expect(api.fetchDeletedAppointments).toHaveBeenLastCalledWith({ fromDate: '2026-06-10', toDate: '2026-06-15' }),
    );
  });

  it('shows an appointment’s history', async () => {
    api.fetchDeletedAppointmentHistory.mockResolvedValue([
      {
        id: 21,
        action: 'delete',
        actionName: 'Удаление',
        description: 'Клиент отменил запись',
        userFio: 'Администратор Анна',
        createdDate: utc('2026-07-01T05:00:00Z'),
      },
      {
        id: 20,
        action: 'create',
        actionName: 'Создание',
        description: 'Пост 1, 02.07.2026 10:00–10:30',
        userFio: null,
        createdDate: utc('2026-06-20T10:00:00Z'),
      },
    ]);
    const { user } = renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    await waitFor(() => expect(rows()[1]).toHaveTextContent('02.07.2026 10:00–10:30'));
    await user.click(within(rows()[1]).getByRole('button', { name: 'История' }));
    const dialog = await screen.findByTestId('appointment-history-dialog');
    await waitFor(() => expect(within(dialog).getAllByTestId('history-entry')).toHaveLength(2));
    expect(api.fetchDeletedAppointmentHistory).toHaveBeenCalledWith(1);
    const [created, deleted] = within(dialog).getAllByTestId('history-entry');
    expect(created).toHaveTextContent('20.06.2026 20:00');
    expect(created).toHaveTextContent('—');
    expect(created).toHaveTextContent('Создание');
    expect(deleted).toHaveTextContent('01.07.2026 15:00');
    expect(deleted).toHaveTextContent('Администратор Анна');
    expect(deleted).toHaveTextContent('Клиент отменил запись');
    await user.click(within(dialog).getAllByRole('button', { name: 'Закрыть' })[0]);
    await waitFor(() => expect(screen.queryByTestId('appointment-history-dialog')).toBeNull());
  });

  it('says so when a load fails', async () => {
    api.fetchDeletedAppointments.mockRejectedValue(new Error('Сервер недоступен'));
    renderPage();
    expect(await screen.findByTestId('load-failed')).toHaveTextContent('Сервер недоступен');
  });
});
