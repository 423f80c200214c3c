import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Appointment } from '../../../src/shared/schemas/scheduler/schedulerAppointments';

// /scheduler/tire/transfer against a fake API: the tyre storage service's appointments, server-paged; the search
// body, the office and date filters, the order link and the board link on the office's own day.

configure({ asyncUtilTimeout: 5000 });

vi.mock('../../../src/console/api/userSettingsApi', () => ({
  fetchUserSetting: vi.fn(async () => null),
  saveUserSetting: vi.fn(async () => {}),
  deleteUserSetting: vi.fn(async () => {}),
}));
vi.mock('../../../src/console/api/schedulerApi', () => ({ searchAppointments: vi.fn() }));
vi.mock('../../../src/console/api/partners/partnersSearchApi', () => ({ fetchServiceOffices: vi.fn() }));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: vi.fn(), notifyError: vi.fn() }));

const api = vi.mocked(await import('../../../src/console/api/schedulerApi'));
const { fetchServiceOffices } = vi.mocked(await import('../../../src/console/api/partners/partnersSearchApi'));
const { default: TireTransferPage } = await import('../../../src/console/screens/scheduler/TireTransferPage');

const utc = (iso: string) => Date.parse(iso) / 1000;
const appointment = (id: number, fields: Partial<Appointment> = {}): Appointment => ({
  id,
  officePostId: 11,
  officePostName: 'Склад 1',
  partnerOfficeId: 7,
  officeName: 'На Светланской',
  partnerId: 3,
  serviceId: 68,
  serviceName: 'Хранение шин',
  // 06:00 on 2 July in Vladivostok, still 1 July in UTC and Moscow.
  startDate: utc('2026-07-01T20:00:00Z'),
  endDate: utc('2026-07-01T20:30:00Z'),
  title: 'Перевозка шин на склад',
  details: null,
  clientId: 5,
  clientFio: 'Петров Пётр Петрович',
  phone: '+79001234567',
  orderId: 501,
  orderNumber: '2607-0001',
  state: 'ordered',
  stateName: 'Заявка создана',
  createdDate: utc('2026-06-20T10:00:00Z'),
  createdByUserFio: null,
  deletedDate: null,
  deletedByUserFio: null,
  allowedActions: [],
  ...fields,
});

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
  fetchServiceOffices.mockResolvedValue([
    { id: 7, name: 'На Светланской', partnerId: 3, partnerName: 'Шинный двор', timezone: 'Asia/Vladivostok' },
    { id: 8, name: 'На Ленина', partnerId: 3, partnerName: 'Шинный двор', timezone: 'Asia/Yekaterinburg' },
  ]);
  api.searchAppointments.mockResolvedValue({
    items: [
      appointment(1),
      appointment(2, {
        orderId: null,
        orderNumber: null,
        state: 'booked',
        stateName: 'Записан',
        clientFio: null,
        phone: null,
        partnerOfficeId: 99,
        officeName: 'Чужой',
      }),
    ],
    total: 12,
  });
});

function renderPage() {
  const location = memoryLocation({ path: '/scheduler/tire/transfer', record: true });
  render(
    <ChakraProvider value={defaultSystem}>
      <Router hook={location.hook}>
        <TireTransferPage title="Перевозка шин" />
      </Router>
    </ChakraProvider>,
  );
  return { user: userEvent.setup(), location };
}
const rows = () => screen.getAllByTestId('table-row');

describe('TireTransferPage', () => {
  it('asks for the tyre storage appointments, newest first, and links each to its order and its day on the board', async () => {
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(api.searchAppointments).toHaveBeenCalledWith({
      serviceId: 68,
      offset: 0,
      size: 10,
      sortField: 'startDate',
      sortOrder: 'DESC',
    });
    await waitFor(() => expect(rows()[0]).toHaveTextContent('02.07.2026 06:00–06:30'));
    for (const text of [
      'На Светланской',
      'Склад 1',
      'Перевозка шин на склад',
      'Петров Пётр Петрович',
      'Заявка создана',
    ])
      expect(rows()[0]).toHaveTextContent(text);
    // The phone column is hidden by default so the table fits 1440 px («Колонки» shows it).
    expect(rows()[0]).not.toHaveTextContent('+79001234567');
    expect(within(rows()[0]).getByRole('link', { name: '2607-0001' })).toHaveAttribute('href', '/orders/501');
    expect(within(rows()[0]).getByRole('link', { name: 'Открыть в расписании' })).toHaveAttribute(
      'href',
      '/scheduler?officeId=7&date=2026-07-02',
    );
    // An office outside the list reads in Moscow time.
    expect(rows()[1]).toHaveTextContent('01.07.2026 23:00–23:30');
    expect(within(rows()[1]).queryByRole('link', { name: /2607/ })).toBeNull();
    expect(within(rows()[1]).getByRole('link', { name: 'Открыть в расписании' })).toHaveAttribute(
      'href',
      '/scheduler?officeId=99&date=2026-07-01',
    );
  });

  it('sends the quick search, the office and the dates, and pages on the server', async () => {
    const { user } = renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Следующая страница' }));
    await waitFor(() =>
      expect(api.searchAppointments).toHaveBeenLastCalledWith(expect.objectContaining({ offset: 10 })),
    );
    await user.type(screen.getByRole('textbox', { name: 'Быстрый поиск' }), 'Петров{Enter}');
    await waitFor(() =>
      expect(api.searchAppointments).toHaveBeenLastCalledWith(expect.objectContaining({ query: 'Петров', offset: 0 })),
    );
    await user.click(screen.getByRole('button', { name: 'Фильтровать' }));
    const panel = screen.getByTestId('filter-panel');
    const office = within(panel).getByRole('combobox', { name: 'Офис' });
    await waitFor(() =>
      expect(within(office).getByRole('option', { name: 'Шинный двор — На Ленина' })).toBeInTheDocument(),
    );
    await user.selectOptions(office, '8');
    await user.type(within(panel).getByLabelText('Дата с'), '01072026');
    await user.type(within(panel).getByLabelText('Дата по'), '31072026');
    await user.click(within(panel).getByRole('button', { name: 'Применить' }));
    await waitFor(() =>
      expect(api.searchAppointments).toHaveBeenLastCalledWith({
        serviceId: 68,
        offset: 0,
        size: 10,
        sortField: 'startDate',
        sortOrder: 'DESC',
        query: 'Петров',
        partnerOfficeId: 8,
        fromDate: '2026-07-01',
        toDate: '2026-07-31',
      }),
    );
  });

  it('opens the board from a row', async () => {
    const { user, location } = renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    await waitFor(() =>
      expect(within(rows()[0]).getByRole('link', { name: 'Открыть в расписании' })).toHaveAttribute(
        'href',
        '/scheduler?officeId=7&date=2026-07-02',
      ),
    );
    await user.click(within(rows()[0]).getByRole('link', { name: 'Открыть в расписании' }));
    expect(location.history.at(-1)).toBe('/scheduler?officeId=7&date=2026-07-02');
  });
});
