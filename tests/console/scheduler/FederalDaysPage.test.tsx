import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Settings } from 'luxon';
import { vi } from 'vitest';

// /scheduler/federal against a fake API: the year switch, adding a day (required fields, refusal kept in the
// dialog), deleting one after a confirmation, and the scheduler.federal flags.

configure({ asyncUtilTimeout: 5000 });

const state = vi.hoisted(() => ({ flags: ['available', 'permissionInsert', 'permissionDelete'] as string[] }));
vi.mock('../../../src/console/api/schedulerApi', () => ({
  fetchFederalDays: vi.fn(),
  createFederalDay: vi.fn(),
  deleteFederalDay: vi.fn(),
}));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../src/console/session/useSession', () => ({
  useAllowed: (operation: string, flags: string[] = ['available']) =>
    operation === 'scheduler.federal' && flags.every((f) => state.flags.includes(f)),
}));

const api = vi.mocked(await import('../../../src/console/api/schedulerApi'));
const { default: FederalDaysPage } = await import('../../../src/console/screens/scheduler/FederalDaysPage');

const DAYS: Record<number, { day: string; name: string }[]> = {
  2026: [
    { day: '2026-05-09', name: 'День Победы' },
    { day: '2026-01-07', name: 'Рождество Христово' },
  ],
  2027: [{ day: '2027-01-01', name: 'Новый год' }],
};

beforeEach(() => {
  // Today through luxon only: faking Date itself breaks imask's date mask (it compares its mask with Date).
  Settings.now = () => Date.parse('2026-06-15T10:00:00Z');
  vi.clearAllMocks();
  state.flags = ['available', 'permissionInsert', 'permissionDelete'];
  api.fetchFederalDays.mockImplementation(async (year: number) => DAYS[year] ?? []);
});
afterEach(() => {
  Settings.now = () => Date.now();
});

function renderPage() {
  render(
    <ChakraProvider value={defaultSystem}>
      <FederalDaysPage title="Федеральные выходные" />
    </ChakraProvider>,
  );
  return { user: userEvent.setup() };
}
const rows = () => screen.getAllByTestId('federal-day');

describe('FederalDaysPage', () => {
  it('shows the current year’s days in date order with their weekday, and switches the year', async () => {
    const { user } = renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(api.fetchFederalDays).toHaveBeenCalledWith(2026);
    expect(screen.getByTestId('federal-year')).toHaveTextContent('2026');
    expect(rows()[0]).toHaveTextContent('07.01.2026');
    expect(rows()[0]).toHaveTextContent('среда');
    expect(rows()[0]).toHaveTextContent('Рождество Христово');
    expect(rows()[1]).toHaveTextContent('09.05.2026');
    expect(rows()[1]).toHaveTextContent('суббота');
    await user.click(screen.getByRole('button', { name: 'Следующий год' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(api.fetchFederalDays).toHaveBeenLastCalledWith(2027);
    expect(rows()[0]).toHaveTextContent('01.01.2027');
    await user.click(screen.getByRole('button', { name: 'Следующий год' }));
    expect(await screen.findByTestId('federal-empty')).toHaveTextContent('В 2028 году федеральных выходных нет');
  });

  it('asks for the date and the name, keeps a refusal in the dialog, then adds the day and shows its year', async () => {
    api.createFederalDay.mockRejectedValueOnce({
      message: 'Этот день уже в списке выходных',
      errorCode: 'VALIDATION_ERROR',
      status: 400,
    });
    api.createFederalDay.mockResolvedValueOnce({ day: '2027-02-23', name: 'День защитника Отечества' });
    const { user } = renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Добавить выходной' }));
    const dialog = await screen.findByTestId('modal-form');
    const name = within(dialog).getByRole('textbox', { name: /Название/ });
    await user.type(name, 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(await within(dialog).findByText('Укажите дату')).toBeInTheDocument();
    await user.clear(name);
    expect(await within(dialog).findByText('Укажите название выходного')).toBeInTheDocument();
    expect(api.createFederalDay).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: /Дата/ }), '23022027');
    await user.click(name);
    await user.paste('День защитника Отечества');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(await within(dialog).findByText('Этот день уже в списке выходных')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Название/ })).toHaveValue('День защитника Отечества');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    await waitFor(() => expect(screen.queryByTestId('modal-form')).toBeNull());
    expect(api.createFederalDay).toHaveBeenLastCalledWith({ day: '2027-02-23', name: 'День защитника Отечества' });
    await waitFor(() => expect(api.fetchFederalDays).toHaveBeenLastCalledWith(2027));
    expect(screen.getByTestId('federal-year')).toHaveTextContent('2027');
  });

  it('deletes a day after the confirmation and reads the year again', async () => {
    api.deleteFederalDay.mockResolvedValue({ day: '2026-05-09' });
    const { user } = renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(within(rows()[1]).getByRole('button', { name: 'Удалить 09.05.2026' }));
    const dialog = await screen.findByTestId('delete-federal-day-dialog');
    expect(dialog).toHaveTextContent('09.05.2026 (День Победы)');
    api.fetchFederalDays.mockResolvedValueOnce([DAYS[2026][1]]);
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(screen.queryByTestId('delete-federal-day-dialog')).toBeNull());
    expect(api.deleteFederalDay).toHaveBeenCalledWith('2026-05-09');
    await waitFor(() => expect(rows()).toHaveLength(1));
  });

  it('shows a refused delete inside the confirmation', async () => {
    api.deleteFederalDay.mockRejectedValue({ message: 'Доступ запрещён', errorCode: 'ACCESS_DENIED', status: 403 });
    const { user } = renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(within(rows()[0]).getByRole('button', { name: 'Удалить 07.01.2026' }));
    const dialog = await screen.findByTestId('delete-federal-day-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    expect(await within(dialog).findByText('Доступ запрещён')).toBeInTheDocument();
  });

  it('offers neither add nor delete to a reader', async () => {
    state.flags = ['available'];
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Добавить выходной' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Удалить/ })).toBeNull();
  });
});
