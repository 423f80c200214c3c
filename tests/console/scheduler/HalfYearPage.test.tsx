import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Settings } from 'luxon';
import { vi } from 'vitest';
import type { OfficePost, WorkInterval } from '../../../src/shared/schemas/scheduler/schedulerPosts';

// /scheduler/halfyear against a fake API. The office is in Vladivostok (UTC+10) while the test runs at 20:30 UTC on
// 15 June: the office's today is already 16 June, and every time shown or sent is the office's wall-clock time.

configure({ asyncUtilTimeout: 5000 });

const state = vi.hoisted(() => ({
  flags: ['available', 'permissionInsert', 'permissionUpdate', 'permissionDelete'] as string[],
}));
vi.mock('../../../src/console/api/schedulerApi', () => ({
  fetchOfficePosts: vi.fn(),
  fetchWorkIntervals: vi.fn(),
  fetchFederalDays: vi.fn(),
  generateWorkIntervals: vi.fn(),
  createWorkInterval: vi.fn(),
  updateWorkInterval: vi.fn(),
  deleteWorkInterval: vi.fn(),
}));
vi.mock('../../../src/console/api/partners/partnersSearchApi', () => ({ fetchServiceOffices: vi.fn() }));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../src/console/session/useSession', () => ({
  useAllowed: (operation: string, flags: string[] = ['available']) =>
    operation === 'scheduler.halfyear' && flags.every((f) => state.flags.includes(f)),
}));

const api = vi.mocked(await import('../../../src/console/api/schedulerApi'));
const { fetchServiceOffices } = vi.mocked(await import('../../../src/console/api/partners/partnersSearchApi'));
const { notify } = vi.mocked(await import('../../../src/console/toasts/toaster'));
const { default: HalfYearPage } = await import('../../../src/console/screens/scheduler/HalfYearPage');

const ZONE = 'Asia/Vladivostok';
const post = (id: number, name: string, sort: number): OfficePost => ({
  id,
  partnerId: 3,
  partnerName: 'Шинный двор',
  partnerOfficeId: 7,
  officeName: 'На Светланской',
  timezone: ZONE,
  name,
  sort,
  serviceIds: [61],
  createdAt: 1_750_000_000,
  postDeletedDate: null,
});
const utc = (iso: string) => Date.parse(iso) / 1000;
const interval = (id: number, startUtc: string, endUtc: string, begin: string, end: string): WorkInterval => ({
  id,
  officePostId: 11,
  title: '',
  startDate: utc(startUtc),
  endDate: utc(endUtc),
  beginDateTime: begin,
  endDateTime: end,
});
const PLAN = [
  interval(1, '2026-06-15T23:00:00Z', '2026-06-16T08:00:00Z', '2026-06-16T09:00:00', '2026-06-16T18:00:00'),
  interval(3, '2026-06-17T04:00:00Z', '2026-06-17T14:00:00Z', '2026-06-17T14:00:00', '2026-06-18T00:00:00'),
  interval(2, '2026-06-16T23:00:00Z', '2026-06-17T03:00:00Z', '2026-06-17T09:00:00', '2026-06-17T13:00:00'),
];

beforeEach(() => {
  // Today through luxon only: faking Date itself breaks imask's date mask.
  Settings.now = () => Date.parse('2026-06-15T20:30:00Z');
  localStorage.clear();
  localStorage.setItem('scheduler.officeId', '7');
  vi.clearAllMocks();
  state.flags = ['available', 'permissionInsert', 'permissionUpdate', 'permissionDelete'];
  fetchServiceOffices.mockResolvedValue([
    { id: 7, name: 'На Светланской', partnerId: 3, partnerName: 'Шинный двор', timezone: ZONE },
    { id: 8, name: 'Пустой', partnerId: 3, partnerName: 'Шинный двор', timezone: ZONE },
  ]);
  api.fetchOfficePosts.mockImplementation(async (q) =>
    q.partnerOfficeId === 7 ? [post(12, 'Пост 2', 2), post(11, 'Пост 1', 1)] : [],
  );
  api.fetchWorkIntervals.mockImplementation(async (postId) => (postId === 11 ? PLAN : []));
  api.fetchFederalDays.mockResolvedValue([
    { day: '2026-06-12', name: 'День России' },
    { day: '2026-11-04', name: 'День народного единства' },
  ]);
});
afterEach(() => {
  Settings.now = () => Date.now();
});

function renderPage() {
  render(
    <ChakraProvider value={defaultSystem}>
      <HalfYearPage title="План на полугодие" />
    </ChakraProvider>,
  );
  return { user: userEvent.setup() };
}
const day = (iso: string) => screen.getAllByTestId('plan-day').find((row) => row.dataset.day === iso)!;
const loaded = () => waitFor(() => expect(screen.getAllByTestId('plan-interval')).toHaveLength(3));

describe('HalfYearPage', () => {
  it('shows the first post’s plan month by month from the office’s today, with federal days and idle days', async () => {
    const { user } = renderPage();
    await loaded();
    expect(api.fetchOfficePosts).toHaveBeenCalledWith({ partnerOfficeId: 7 });
    expect(api.fetchWorkIntervals).toHaveBeenCalledWith(11, { fromDate: '2026-06-16', toDate: '2026-12-15' });
    expect(api.fetchFederalDays).toHaveBeenCalledWith(2026);
    const months = within(screen.getByRole('group', { name: 'Месяц' })).getAllByRole('button');
    expect(months.map((m) => m.textContent)).toEqual([
      'Июнь 2026',
      'Июль 2026',
      'Август 2026',
      'Сентябрь 2026',
      'Октябрь 2026',
      'Ноябрь 2026',
      'Декабрь 2026',
    ]);
    const rows = screen.getAllByTestId('plan-day');
    expect(rows).toHaveLength(15);
    expect(rows[0]).toHaveTextContent('16.06.2026');
    expect(rows[0]).toHaveTextContent('вторник');
    expect(rows[0]).toHaveTextContent('09:00–18:00');
    expect(
      within(day('2026-06-17'))
        .getAllByTestId('plan-interval')
        .map((i) => i.textContent),
    ).toEqual([expect.stringContaining('09:00–13:00'), expect.stringContaining('14:00–24:00')]);
    expect(day('2026-06-18')).toHaveTextContent('Не работает');
    await user.click(screen.getByRole('button', { name: 'Ноябрь 2026' }));
    expect(screen.getAllByTestId('plan-day')).toHaveLength(30);
    expect(within(day('2026-11-04')).getByTestId('plan-federal')).toHaveTextContent(
      'Выходной: День народного единства',
    );
    expect(day('2026-11-04')).not.toHaveTextContent('Не работает');
    await user.click(screen.getByRole('button', { name: 'Декабрь 2026' }));
    expect(screen.getAllByTestId('plan-day').at(-1)).toHaveTextContent('15.12.2026');
  });

  it('switches posts and offices', async () => {
    const { user } = renderPage();
    await loaded();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Пост' }), '12');
    await waitFor(() =>
      expect(api.fetchWorkIntervals).toHaveBeenLastCalledWith(12, { fromDate: '2026-06-16', toDate: '2026-12-15' }),
    );
    await waitFor(() => expect(screen.queryAllByTestId('plan-interval')).toHaveLength(0));
    expect(day('2026-06-16')).toHaveTextContent('Не работает');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Офис' }), '8');
    expect(await screen.findByTestId('no-posts')).toHaveTextContent('В офисе нет постов');
    // The choice is remembered for the scheduler's screens, with the workspace office it was made under (none here).
    expect(JSON.parse(localStorage.getItem('scheduler.officeId') ?? 'null')).toEqual({ officeId: 8, under: null });
  });

  it('edits an interval: the rules of the 30-minute grid, a refusal kept in the dialog, the office’s local time sent', async () => {
    api.updateWorkInterval.mockRejectedValueOnce({
      message: 'Интервал пересекается с другим рабочим интервалом поста',
      errorCode: 'VALIDATION_ERROR',
      status: 400,
    });
    api.updateWorkInterval.mockResolvedValueOnce(PLAN[0]);
    const { user } = renderPage();
    await loaded();
    await user.click(within(day('2026-06-16')).getByRole('button', { name: 'Изменить' }));
    const dialog = await screen.findByTestId('modal-form');
    expect(within(dialog).getByRole('textbox', { name: /Дата/ })).toHaveValue('16.06.2026');
    expect(within(dialog).getByRole('textbox', { name: /Начало/ })).toHaveValue('09:00');
    const end = within(dialog).getByRole('textbox', { name: /Окончание/ });
    expect(end).toHaveValue('18:00');
    await user.clear(end);
    await user.type(end, '0815');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Время должно быть кратно 30 минутам: :00 или :30')).toBeInTheDocument();
    await user.clear(end);
    await user.type(end, '0830');
    expect(await within(dialog).findByText('Время окончания должно быть позже времени начала')).toBeInTheDocument();
    await user.clear(end);
    await user.type(end, '2000');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(
      await within(dialog).findByText('Интервал пересекается с другим рабочим интервалом поста'),
    ).toBeInTheDocument();
    expect(api.updateWorkInterval).toHaveBeenLastCalledWith({
      id: 1,
      beginDateTime: '2026-06-16T09:00:00',
      endDateTime: '2026-06-16T20:00:00',
    });
    expect(within(dialog).getByRole('textbox', { name: /Окончание/ })).toHaveValue('20:00');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByTestId('modal-form')).toBeNull());
    expect(api.updateWorkInterval).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(api.fetchWorkIntervals).toHaveBeenCalledTimes(2));
  });

  it('adds an interval on a day; an end of 00:00 is the next midnight', async () => {
    api.createWorkInterval.mockResolvedValue(PLAN[0]);
    const { user } = renderPage();
    await loaded();
    await user.click(within(day('2026-06-18')).getByRole('button', { name: 'Добавить интервал' }));
    const dialog = await screen.findByTestId('modal-form');
    expect(within(dialog).getByRole('textbox', { name: /Дата/ })).toHaveValue('18.06.2026');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Начало: выбрать из списка' }), '10:00');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Окончание: выбрать из списка' }), '00:00');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    await waitFor(() => expect(screen.queryByTestId('modal-form')).toBeNull());
    expect(api.createWorkInterval).toHaveBeenCalledWith({
      officePostId: 11,
      beginDateTime: '2026-06-18T10:00:00',
      endDateTime: '2026-06-19T00:00:00',
    });
  });

  it('generates the plan after the confirmation', async () => {
    api.generateWorkIntervals.mockResolvedValue(PLAN);
    const { user } = renderPage();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Сформировать по рабочим часам' }));
    const dialog = await screen.findByTestId('generate-plan-dialog');
    expect(dialog).toHaveTextContent('План с сегодняшнего дня будет построен заново по рабочим часам недели');
    await user.click(within(dialog).getByRole('button', { name: 'Сформировать' }));
    await waitFor(() => expect(screen.queryByTestId('generate-plan-dialog')).toBeNull());
    expect(api.generateWorkIntervals).toHaveBeenCalledWith(11);
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'success', description: 'План поста «Пост 1» сформирован' }),
    );
    await waitFor(() => expect(api.fetchWorkIntervals).toHaveBeenCalledTimes(2));
  });

  it('deletes an interval after the confirmation', async () => {
    api.deleteWorkInterval.mockResolvedValue({ id: 2 });
    const { user } = renderPage();
    await loaded();
    const [first] = within(day('2026-06-17')).getAllByTestId('plan-interval');
    await user.click(within(first).getByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByTestId('delete-interval-dialog');
    expect(dialog).toHaveTextContent('09:00–13:00 (17.06.2026)');
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(screen.queryByTestId('delete-interval-dialog')).toBeNull());
    expect(api.deleteWorkInterval).toHaveBeenCalledWith(2);
    await waitFor(() => expect(api.fetchWorkIntervals).toHaveBeenCalledTimes(2));
  });

  it('offers a reader no changes; without a right to the federal days the plan shows unmarked', async () => {
    state.flags = ['available'];
    api.fetchFederalDays.mockRejectedValue({ message: 'Доступ запрещён', errorCode: 'ACCESS_DENIED', status: 403 });
    const { user } = renderPage();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Ноябрь 2026' }));
    expect(day('2026-11-04')).toHaveTextContent('Не работает');
    expect(screen.queryByTestId('plan-federal')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Сформировать по рабочим часам' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Изменить' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Удалить' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Добавить интервал' })).toBeNull();
  });
});
