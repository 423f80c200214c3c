import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { OfficePost, Timetable } from '../../../src/shared/schemas/scheduler/schedulerPosts';

// /scheduler/week against a fake API: the week of a post, the slot rules' messages, saving one slot at a time (a
// created slot takes its id), a refused slot marked beside it, and the unsaved-changes dialog on another post.

configure({ asyncUtilTimeout: 5000 });

const state = vi.hoisted(() => ({
  flags: ['available', 'permissionInsert', 'permissionUpdate', 'permissionDelete'] as string[],
}));
vi.mock('../../../src/console/api/schedulerApi', () => ({
  fetchOfficePosts: vi.fn(),
  fetchTimetable: vi.fn(),
  createTimetableSlot: vi.fn(),
  updateTimetableSlot: vi.fn(),
  deleteTimetableSlot: vi.fn(),
}));
vi.mock('../../../src/console/api/partners/partnersSearchApi', () => ({
  fetchServiceOffices: vi.fn(async () => [
    {
      id: 40,
      name: 'Шинный центр на Ленина',
      partnerId: 3,
      partnerName: 'ООО «Шинный двор»',
      timezone: 'Europe/Moscow',
    },
  ]),
}));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../src/console/session/useSession', () => ({
  useAllowed: (operation: string, flags: string[] = ['available']) =>
    operation === 'scheduler.week' && flags.every((f) => state.flags.includes(f)),
}));

const api = vi.mocked(await import('../../../src/console/api/schedulerApi'));
const { notify } = vi.mocked(await import('../../../src/console/toasts/toaster'));
const { default: WeeklyHoursPage } = await import('../../../src/console/screens/scheduler/WeeklyHoursPage');

const post = (id: number, name: string, sort: number): OfficePost => ({
  id,
  partnerId: 3,
  partnerName: 'ООО «Шинный двор»',
  partnerOfficeId: 40,
  officeName: 'Шинный центр на Ленина',
  timezone: 'Europe/Moscow',
  name,
  sort,
  serviceIds: [],
  createdAt: 1_750_000_000,
  postDeletedDate: null,
});
const WEEK: Timetable = {
  officePostId: 1,
  days: [
    {
      dayOfWeek: 1,
      times: [
        { id: 11, beginTime: '09:00', endTime: '13:00' },
        { id: 12, beginTime: '14:00', endTime: '18:00' },
      ],
    },
    { dayOfWeek: 6, times: [{ id: 61, beginTime: '10:00', endTime: '16:00' }] },
  ],
};
const slotResult = (id: number, dayOfWeek: number, beginTime: string, endTime: string) => ({
  id,
  officePostId: 1,
  dayOfWeek,
  beginTime,
  endTime,
});

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
  state.flags = ['available', 'permissionInsert', 'permissionUpdate', 'permissionDelete'];
  api.fetchOfficePosts.mockResolvedValue([post(2, 'Пост 2', 20), post(1, 'Пост 1', 10)]);
  api.fetchTimetable.mockImplementation(async (id) => (id === 1 ? WEEK : { officePostId: id, days: [] }));
});

async function renderWeek() {
  const location = memoryLocation({ path: '/scheduler/week', record: true });
  render(
    <ChakraProvider value={defaultSystem}>
      <Router hook={location.hook}>
        <WeeklyHoursPage title="Рабочие часы постов" />
      </Router>
    </ChakraProvider>,
  );
  const user = userEvent.setup();
  const postSelect = screen.getByRole('combobox', { name: 'Пост' });
  await waitFor(() => expect(within(postSelect).getByRole('option', { name: 'Пост 1' })).toBeInTheDocument());
  return { user, postSelect };
}
const day = (name: string) => screen.getByRole('region', { name });
const input = (dayName: string, which: 'начало' | 'окончание', n = 0) =>
  within(day(dayName)).getAllByRole('textbox', { name: `${dayName}: ${which}` })[n];
const saveButton = () => screen.getByRole('button', { name: 'Сохранить' });

describe('WeeklyHoursPage (/scheduler/week)', () => {
  it("shows the chosen post's week: seven days, their slots, nothing to save yet", async () => {
    const { user, postSelect } = await renderWeek();
    expect(api.fetchOfficePosts).toHaveBeenCalledWith({ partnerOfficeId: 40, showDeleted: 'false' });
    expect(
      within(postSelect)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Выберите пост', 'Пост 1', 'Пост 2']);
    await user.selectOptions(postSelect, '1');
    await waitFor(() => expect(screen.getAllByRole('region')).toHaveLength(7));
    expect(api.fetchTimetable).toHaveBeenCalledWith(1);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Понедельник',
      'Вторник',
      'Среда',
      'Четверг',
      'Пятница',
      'Суббота',
      'Воскресенье',
    ]);
    expect(input('Понедельник', 'начало', 0)).toHaveValue('09:00');
    expect(input('Понедельник', 'окончание', 1)).toHaveValue('18:00');
    expect(day('Вторник')).toHaveTextContent('Выходной');
    expect(saveButton()).toBeDisabled();
  });

  it('shows the rules beside a slot, and saves deleted, updated, then created slots one by one', async () => {
    const { user, postSelect } = await renderWeek();
    await user.selectOptions(postSelect, '1');
    await waitFor(() => expect(screen.getAllByRole('region')).toHaveLength(7));

    const end = input('Понедельник', 'окончание', 0);
    await user.clear(end);
    await user.type(end, '12:1');
    expect(within(day('Понедельник')).getByText('Окончание: Время введено не полностью')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    await user.type(end, '5');
    expect(
      within(day('Понедельник')).getByText('Окончание: Время должно быть кратно 30 минутам: :00 или :30'),
    ).toBeInTheDocument();
    await user.clear(end);
    await user.type(end, '08:00');
    expect(
      within(day('Понедельник')).getByText('Окончание: Время окончания должно быть позже времени начала'),
    ).toBeInTheDocument();
    await user.clear(end);
    await user.type(end, '12:30');
    expect(within(day('Понедельник')).queryByText(/Окончание:/)).toBeNull();
    expect(saveButton()).toBeEnabled();

    await user.click(within(day('Вторник')).getByRole('button', { name: 'Добавить интервал' }));
    expect(input('Вторник', 'начало')).toHaveValue('09:00');
    expect(input('Вторник', 'окончание')).toHaveValue('18:00');
    await user.click(within(day('Суббота')).getByRole('button', { name: 'Удалить интервал 10:00–16:00' }));
    expect(day('Суббота')).toHaveTextContent('Выходной');

    const order: string[] = [];
    api.deleteTimetableSlot.mockImplementation(async (id) => {
      order.push(`delete ${id}`);
      return { id };
    });
    api.updateTimetableSlot.mockImplementation(async (id) => {
      order.push(`update ${id}`);
      return slotResult(id, 1, '09:00', '12:30');
    });
    api.createTimetableSlot.mockImplementation(async () => {
      order.push('create');
      return slotResult(95, 2, '09:00', '18:00');
    });
    await user.click(saveButton());
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'success', title: 'Рабочие часы сохранены' }),
      ),
    );
    expect(order).toEqual(['delete 61', 'update 11', 'create']);
    expect(api.updateTimetableSlot).toHaveBeenCalledWith(11, {
      dayOfWeek: 1,
      beginTimeHour: 9,
      beginTimeMin: 0,
      endTimeHour: 12,
      endTimeMin: 30,
    });
    expect(api.createTimetableSlot).toHaveBeenCalledWith({
      dayOfWeek: 2,
      beginTimeHour: 9,
      beginTimeMin: 0,
      endTimeHour: 18,
      endTimeMin: 0,
      officePostId: 1,
    });
    expect(saveButton()).toBeDisabled();
    expect(screen.queryAllByText(/новый|изменён/)).toHaveLength(0);

    // The created slot now has the server's id: removing and saving it deletes that id.
    await user.click(within(day('Вторник')).getByRole('button', { name: 'Удалить интервал 09:00–18:00' }));
    await user.click(saveButton());
    await waitFor(() => expect(api.deleteTimetableSlot).toHaveBeenLastCalledWith(95));
  });

  it('marks a refused slot with the message and stops; the rest stays marked', async () => {
    const { user, postSelect } = await renderWeek();
    await user.selectOptions(postSelect, '1');
    await waitFor(() => expect(screen.getAllByRole('region')).toHaveLength(7));
    const end = input('Понедельник', 'окончание', 0);
    await user.clear(end);
    await user.type(end, '15:00');
    await user.click(within(day('Среда')).getByRole('button', { name: 'Добавить интервал' }));
    api.updateTimetableSlot.mockRejectedValue({
      message: 'Интервалы рабочего времени пересекаются',
      status: 400,
      errorCode: 'VALIDATION_ERROR',
    });
    await user.click(saveButton());
    expect(
      await within(day('Понедельник')).findByText('Не сохранено: Интервалы рабочего времени пересекаются'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('week-save-failed')).toHaveTextContent('Интервал (Понедельник) не сохранён');
    expect(api.createTimetableSlot).not.toHaveBeenCalled();
    expect(within(day('Среда')).getByText('новый')).toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
  });

  it('asks before another post drops unsaved changes', async () => {
    const { user, postSelect } = await renderWeek();
    await user.selectOptions(postSelect, '1');
    await waitFor(() => expect(screen.getAllByRole('region')).toHaveLength(7));
    await user.click(within(day('Вторник')).getByRole('button', { name: 'Добавить интервал' }));

    await user.selectOptions(postSelect, '2');
    expect(await screen.findByTestId('unsaved-changes-dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Нет. Отмена' }));
    await waitFor(() => expect(screen.queryByTestId('unsaved-changes-dialog')).toBeNull());
    expect(postSelect).toHaveValue('1');
    expect(input('Вторник', 'начало')).toHaveValue('09:00');

    await user.selectOptions(postSelect, '2');
    await user.click(await screen.findByRole('button', { name: 'ДА. Потерять изменения' }));
    await waitFor(() => expect(api.fetchTimetable).toHaveBeenLastCalledWith(2));
    await waitFor(() => expect(day('Понедельник')).toHaveTextContent('Выходной'));
    expect(postSelect).toHaveValue('2');
  });

  it('without rights shows the week read-only', async () => {
    state.flags = ['available'];
    const { user, postSelect } = await renderWeek();
    await user.selectOptions(postSelect, '1');
    await waitFor(() => expect(screen.getAllByRole('region')).toHaveLength(7));
    expect(screen.queryByRole('button', { name: 'Добавить интервал' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Удалить интервал/ })).toBeNull();
    expect(input('Понедельник', 'начало')).toBeDisabled();
  });
});
