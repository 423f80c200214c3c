import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { DAY_COLUMN_WIDTH_PX, PX_PER_STEP } from '../../../src/console/screens/scheduler/board/boardGeometry';
import { workShiftActor } from '../../../src/console/workspace/workShiftActor';
import { writeWorkspaceConfig } from '../../../src/console/workspace/workspaceConfig';
import type { Appointment } from '../../../src/shared/schemas/scheduler/schedulerAppointments';
import { EMPTY_WORKSPACE } from '../../../src/shared/workspace';
import { A, at, B, boardConfig, DAY, SLOT_TAKEN_ERROR } from '../../machines/scheduler/schedulerBoardFixtures';

// /scheduler against a fake API: the grid draws posts and blocks where their times are; a pointer drag moves a block
// at once and sends the move; a refused move springs back with the server's message as a toast; an edge stretches;
// a click opens the appointment; a free cell books; the rights hide what the server would refuse.

configure({ asyncUtilTimeout: 5000 });

const state = vi.hoisted(() => ({
  flags: ['available', 'permissionInsert', 'permissionUpdate', 'permissionDelete'] as string[],
}));
vi.mock('../../../src/console/api/schedulerApi', () => ({
  findSchedulerDay: vi.fn(),
  findSchedulerTimeline: vi.fn(),
  fetchOfficePosts: vi.fn(),
  createAppointment: vi.fn(),
  moveAppointment: vi.fn(),
  stretchAppointment: vi.fn(),
  updateAppointment: vi.fn(),
  deleteAppointment: vi.fn(),
}));
vi.mock('../../../src/console/api/partners/partnersSearchApi', () => ({
  fetchServiceOffices: vi.fn(async () => [
    { id: 5, name: 'Шинный двор на Ленина', partnerId: 3, partnerName: 'ООО «Шинный двор»', timezone: 'Europe/Moscow' },
  ]),
}));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../src/console/session/useSession', () => ({
  useAllowed: (operation: string, flags: string[] = ['available']) =>
    operation === 'scheduler.timeline' && flags.every((f) => state.flags.includes(f)),
}));
// The dialogs are H7's and tested there: here they only show what they were given and hand back a decision.
vi.mock('../../../src/console/screens/scheduler/appointment/AppointmentDialog', () => ({
  AppointmentDialog: (p: { appointment: Appointment; onDelete: () => void; onClose: () => void }) => (
    <div data-testid="appointment-dialog">
      {p.appointment.title}
      <button
        type="button"
        onClick={() => {
          p.onDelete();
          p.onClose();
        }}
      >
        Удалить запись
      </button>
    </div>
  ),
}));
vi.mock('../../../src/console/screens/scheduler/appointment/AppointmentCreateDialog', () => ({
  AppointmentCreateDialog: (p: {
    post: { id: number };
    startDate: number;
    endDate: number;
    refused?: { draft: { title: string }; message: string };
    onCreate: (d: unknown) => void;
    onClose: () => void;
  }) => (
    <div
      data-testid="create-dialog"
      data-post-id={p.post.id}
      data-start={p.startDate}
      data-end={p.endDate}
      data-refused={p.refused ? `${p.refused.draft.title}: ${p.refused.message}` : undefined}
    >
      <button
        type="button"
        onClick={() => {
          p.onCreate({
            officePostId: p.post.id,
            serviceId: 61,
            startDate: p.startDate,
            endDate: p.endDate,
            title: 'Новая запись',
          });
          p.onClose();
        }}
      >
        Записать
      </button>
    </div>
  ),
}));

const api = vi.mocked(await import('../../../src/console/api/schedulerApi'));
const { notify } = vi.mocked(await import('../../../src/console/toasts/toaster'));
const { default: DayBoardPage } = await import('../../../src/console/screens/scheduler/DayBoardPage');

beforeEach(() => {
  vi.clearAllMocks();
  window.localStorage.clear();
  state.flags = ['available', 'permissionInsert', 'permissionUpdate', 'permissionDelete'];
  api.findSchedulerDay.mockResolvedValue(boardConfig());
});

function renderPage(path = `/scheduler?officeId=5&date=${DAY}`) {
  const location = memoryLocation({ path, record: true });
  render(
    <ChakraProvider value={defaultSystem}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Route path="/scheduler">
          <DayBoardPage title="Расписание: день" />
        </Route>
      </Router>
    </ChakraProvider>,
  );
  return { user: userEvent.setup(), location };
}

const block = (id: number) => screen.getByTestId(`appointment-${id}`);
const px = (n: number) => `${n}px`;
/** Top of a time in a column: the grid starts at 9:00, 40 px per 30 minutes. */
const topOf = (hhmm: string) => ((at(hhmm) - at('09:00')) / 1800) * PX_PER_STEP;

/** A pointer drag on the board: press on `el`, move by (dx, dy), release. */
function drag(el: Element, dx: number, dy: number) {
  const from = { clientX: 100, clientY: 100, pointerId: 1, button: 0 };
  const to = { ...from, clientX: from.clientX + dx, clientY: from.clientY + dy };
  fireEvent.pointerDown(el, from);
  fireEvent.pointerMove(window, { ...from, clientX: from.clientX + dx / 2, clientY: from.clientY + dy / 2 });
  fireEvent.pointerMove(window, to);
  fireEvent.pointerUp(window, to);
}

describe('DayBoardPage', () => {
  it('draws a column per post and each appointment where its time is', async () => {
    renderPage();
    expect(await screen.findByTestId('appointment-101')).toBeInTheDocument();
    expect(api.findSchedulerDay).toHaveBeenCalledWith({ partnerOfficeId: 5, fromDate: DAY, toDate: DAY });
    expect(screen.getByTestId('post-column-11')).toBeInTheDocument();
    expect(screen.getByTestId('post-column-12')).toBeInTheDocument();
    expect(within(screen.getByTestId('board-grid')).getByText('Пост 1')).toBeInTheDocument();
    expect(block(101)).toHaveAttribute('data-post-id', '11');
    expect(block(101)).toHaveAttribute('data-start', String(at('10:00')));
    expect(block(101).style.top).toBe(px(topOf('10:00')));
    expect(block(101).style.height).toBe(px(2 * PX_PER_STEP - 1));
    expect(block(102).style.top).toBe(px(topOf('12:00')));
    expect(block(102).style.left).toBe(px(DAY_COLUMN_WIDTH_PX + 3));
    expect(block(101)).toHaveTextContent('Замена масла');
    expect(block(101)).toHaveTextContent('10:00–11:00');
    expect(block(101)).toHaveTextContent('Иванов Иван');
    expect(block(102)).toHaveTextContent('+79160000000');
    // Post 2 is closed from 16:00: hatched in its column only.
    expect(within(screen.getByTestId('post-column-12')).getAllByTestId('closed-time')).toHaveLength(1);
    expect(within(screen.getByTestId('post-column-11')).queryAllByTestId('closed-time')).toHaveLength(0);
  });

  it('moves a block by a pointer drag to another post and time, at once, and keeps it once confirmed', async () => {
    let confirm: (a: Appointment) => void = () => {};
    api.moveAppointment.mockImplementation(() => new Promise((resolve) => (confirm = resolve)));
    renderPage();
    await screen.findByTestId('appointment-101');
    drag(block(101), DAY_COLUMN_WIDTH_PX, 2 * PX_PER_STEP);
    expect(api.moveAppointment).toHaveBeenCalledWith(101, { newOfficePostId: 12, newReserveDateTime: at('11:00') });
    expect(block(101)).toHaveAttribute('data-post-id', '12');
    expect(block(101)).toHaveAttribute('data-start', String(at('11:00')));
    expect(block(101).style.top).toBe(px(topOf('11:00')));
    expect(block(101).style.left).toBe(px(DAY_COLUMN_WIDTH_PX + 3));
    expect(block(101)).toHaveAttribute('data-pending', 'true');
    await act(async () => confirm({ ...A, officePostId: 12, startDate: at('11:00'), endDate: at('12:00') }));
    await waitFor(() => expect(block(101)).not.toHaveAttribute('data-pending'));
    expect(block(101)).toHaveAttribute('data-post-id', '12');
    expect(block(101).style.top).toBe(px(topOf('11:00')));
    expect(notify).not.toHaveBeenCalled();
    // The drag did not open the appointment.
    expect(screen.queryByTestId('appointment-dialog')).toBeNull();
  });

  it('snaps a refused move back and shows the server message', async () => {
    api.moveAppointment.mockRejectedValue(SLOT_TAKEN_ERROR);
    renderPage();
    await screen.findByTestId('appointment-101');
    drag(block(101), DAY_COLUMN_WIDTH_PX, 4 * PX_PER_STEP);
    expect(api.moveAppointment).toHaveBeenCalledWith(101, { newOfficePostId: 12, newReserveDateTime: at('12:00') });
    await waitFor(() => expect(block(101)).toHaveAttribute('data-post-id', '11'));
    expect(block(101)).toHaveAttribute('data-start', String(at('10:00')));
    expect(block(101).style.top).toBe(px(topOf('10:00')));
    expect(block(101).style.left).toBe(px(3));
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'error', description: 'Это время на посту уже занято' }),
    );
  });

  it('stretches a block by its bottom edge', async () => {
    api.stretchAppointment.mockResolvedValue({ ...A, endDate: at('12:00') });
    renderPage();
    await screen.findByTestId('appointment-101');
    drag(screen.getByTestId('stretch-end-101'), 0, 2 * PX_PER_STEP);
    expect(api.stretchAppointment).toHaveBeenCalledWith(101, { startDate: at('10:00'), endDate: at('12:00') });
    expect(block(101).style.height).toBe(px(4 * PX_PER_STEP - 1));
    expect(api.moveAppointment).not.toHaveBeenCalled();
    await waitFor(() => expect(block(101)).not.toHaveAttribute('data-pending'));
    expect(block(101)).toHaveTextContent('10:00–12:00');
  });

  it('opens an appointment by a click or by Enter, and deletes it from the dialog', async () => {
    api.deleteAppointment.mockResolvedValue({ ...A, deletedDate: at('12:00') });
    const { user } = renderPage();
    await screen.findByTestId('appointment-101');
    await user.click(block(101));
    expect(await screen.findByTestId('appointment-dialog')).toHaveTextContent('Замена масла');
    await user.click(screen.getByRole('button', { name: 'Удалить запись' }));
    await waitFor(() => expect(screen.queryByTestId('appointment-101')).toBeNull());
    expect(api.deleteAppointment).toHaveBeenCalledWith(101);
    block(102).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('appointment-dialog')).toHaveTextContent('Шиномонтаж');
  });

  it('books a free range chosen by a drag down a column', async () => {
    api.createAppointment.mockResolvedValue({
      ...B,
      id: 900,
      officePostId: 11,
      startDate: at('13:00'),
      endDate: at('14:00'),
      title: 'Новая запись',
    });
    const { user } = renderPage();
    await screen.findByTestId('appointment-101');
    // jsdom puts the column at 0: the press is at 13:00 + a little, the release in the 13:30 cell.
    const column = screen.getByTestId('post-column-11');
    const y = topOf('13:00') + 5;
    fireEvent.pointerDown(column, { clientX: 20, clientY: y, pointerId: 1, button: 0 });
    fireEvent.pointerMove(window, { clientX: 20, clientY: y + PX_PER_STEP, pointerId: 1 });
    fireEvent.pointerUp(window, { clientX: 20, clientY: y + PX_PER_STEP, pointerId: 1 });
    const dialog = await screen.findByTestId('create-dialog');
    expect(dialog).toHaveAttribute('data-post-id', '11');
    expect(dialog).toHaveAttribute('data-start', String(at('13:00')));
    expect(dialog).toHaveAttribute('data-end', String(at('14:00')));
    await user.click(within(dialog).getByRole('button', { name: 'Записать' }));
    expect(api.createAppointment).toHaveBeenCalledWith({
      officePostId: 11,
      serviceId: 61,
      startDate: at('13:00'),
      endDate: at('14:00'),
      title: 'Новая запись',
    });
    expect(await screen.findByTestId('appointment-900')).toHaveAttribute('data-start', String(at('13:00')));
  });

  it('opens a refused create again with what was typed and the server’s reason', async () => {
    api.createAppointment.mockRejectedValue({ message: 'Это время на посту уже занято', errorCode: 'SLOT_TAKEN' });
    const { user } = renderPage();
    await screen.findByTestId('appointment-101');
    const column = screen.getByTestId('post-column-11');
    const point = { clientX: 20, clientY: topOf('13:00') + 5, pointerId: 1, button: 0 };
    fireEvent.pointerDown(column, point);
    fireEvent.pointerUp(window, point);
    await user.click(within(await screen.findByTestId('create-dialog')).getByRole('button', { name: 'Записать' }));
    const reopened = await screen.findByTestId('create-dialog');
    await waitFor(() =>
      expect(reopened).toHaveAttribute('data-refused', 'Новая запись: Это время на посту уже занято'),
    );
    expect(reopened).toHaveAttribute('data-start', String(at('13:00')));
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'error', description: 'Это время на посту уже занято' }),
    );
  });

  it('offers a click on a free cell the default 30 minutes, and nothing on a closed one', async () => {
    renderPage();
    await screen.findByTestId('appointment-101');
    const column = screen.getByTestId('post-column-12');
    const press = (hhmm: string) => {
      const point = { clientX: 20, clientY: topOf(hhmm) + 5, pointerId: 1, button: 0 };
      fireEvent.pointerDown(column, point);
      fireEvent.pointerUp(window, point);
    };
    press('16:30');
    expect(screen.queryByTestId('create-dialog')).toBeNull();
    press('14:00');
    const dialog = await screen.findByTestId('create-dialog');
    expect(dialog).toHaveAttribute('data-start', String(at('14:00')));
    expect(dialog).toHaveAttribute('data-end', String(at('14:30')));
  });

  it('without the rights to change or create, blocks only open and cells book nothing', async () => {
    state.flags = ['available'];
    const { user } = renderPage();
    await screen.findByTestId('appointment-101');
    expect(screen.queryByTestId('stretch-end-101')).toBeNull();
    drag(block(101), DAY_COLUMN_WIDTH_PX, 2 * PX_PER_STEP);
    expect(api.moveAppointment).not.toHaveBeenCalled();
    fireEvent.pointerDown(screen.getByTestId('post-column-11'), {
      clientX: 20,
      clientY: topOf('14:00'),
      pointerId: 1,
      button: 0,
    });
    fireEvent.pointerUp(window, { clientX: 20, clientY: topOf('14:00'), pointerId: 1 });
    expect(screen.queryByTestId('create-dialog')).toBeNull();
    await user.click(block(101));
    expect(await screen.findByTestId('appointment-dialog')).toBeInTheDocument();
  });

  it('shows a federal day with its banner, and moves to the next day', async () => {
    api.findSchedulerDay.mockResolvedValue(
      boardConfig({ federalDays: [{ day: DAY, name: 'Международный женский день' }] }),
    );
    const { user, location } = renderPage();
    expect(await screen.findByTestId('federal-day-banner')).toHaveTextContent(
      'Федеральный выходной: Международный женский день',
    );
    api.findSchedulerDay.mockResolvedValue(
      boardConfig({ fromDate: '2026-03-11', toDate: '2026-03-11', appointments: [] }),
    );
    await user.click(screen.getByRole('button', { name: 'Следующий день' }));
    await waitFor(() =>
      expect(api.findSchedulerDay).toHaveBeenLastCalledWith({
        partnerOfficeId: 5,
        fromDate: '2026-03-11',
        toDate: '2026-03-11',
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('appointment-101')).toBeNull());
    expect(screen.queryByTestId('federal-day-banner')).toBeNull();
    expect(location.history?.at(-1)).toContain('date=2026-03-11');
  });

  it('shows the load failure and loads again on request', async () => {
    api.findSchedulerDay.mockRejectedValueOnce({ message: 'Офис не найден' });
    const { user } = renderPage();
    const panel = await screen.findByTestId('load-failed');
    expect(panel).toHaveTextContent('Офис не найден');
    await user.click(within(panel).getByRole('button', { name: 'повторить' }));
    expect(await screen.findByTestId('appointment-101')).toBeInTheDocument();
  });

  it('opens on the workspace office when no office is linked, with the day as DD.MM.YYYY', async () => {
    const offices = vi.mocked(
      (await import('../../../src/console/api/partners/partnersSearchApi')).fetchServiceOffices,
    );
    const [lenina] = await offices();
    offices.mockResolvedValue([
      lenina,
      { id: 7, name: 'Шинный двор на Мира', partnerId: 3, partnerName: 'ООО «Шинный двор»', timezone: 'Europe/Moscow' },
    ] as never);
    // As /config/workspace saves it: into the storage the work-shift actor reads, and told to the actor.
    const workspace = { office: { id: 7, partnerId: 3, name: 'Шинный двор на Мира' }, executors: [], createdAt: null };
    writeWorkspaceConfig(workspace);
    act(() => workShiftActor.send({ type: 'workspace.saved', config: workspace }));
    try {
      const { user, location } = renderPage(`/scheduler?date=${DAY}`);
      await waitFor(() =>
        expect(api.findSchedulerDay).toHaveBeenCalledWith({ partnerOfficeId: 7, fromDate: DAY, toDate: DAY }),
      );
      const picker = screen.getByRole('combobox', { name: 'Офис' });
      await waitFor(() => expect(picker).toHaveValue('7'));
      expect(picker).toHaveAttribute('title', 'ООО «Шинный двор» — Шинный двор на Мира');
      expect(screen.queryByText('Выберите офис, чтобы увидеть расписание')).toBeNull();

      // The day reads DD.MM.YYYY (a text field through the kit's mask, not the browser's date input).
      const date = screen.getByRole('textbox', { name: 'Дата' });
      expect(date).toHaveValue(DateTime.fromISO(DAY).toFormat('dd.MM.yyyy'));
      await user.clear(date);
      await user.type(date, '02032026');
      await waitFor(() =>
        expect(api.findSchedulerDay).toHaveBeenLastCalledWith({
          partnerOfficeId: 7,
          fromDate: '2026-03-02',
          toDate: '2026-03-02',
        }),
      );
      expect(location.history?.at(-1)).toContain('date=2026-03-02');
    } finally {
      window.localStorage.clear();
      act(() => workShiftActor.send({ type: 'workspace.saved', config: EMPTY_WORKSPACE }));
      offices.mockResolvedValue([lenina]);
    }
  });
});
