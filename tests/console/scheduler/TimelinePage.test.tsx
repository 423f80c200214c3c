import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import {
  TIMELINE_PX_PER_STEP,
  TIMELINE_ROW_HEIGHT_PX,
} from '../../../src/console/screens/scheduler/board/boardGeometry';
import {
  A,
  appointment,
  at,
  boardConfig,
  DAY,
  SLOT_TAKEN_ERROR,
} from '../../machines/scheduler/schedulerBoardFixtures';

// /scheduler/timeline against a fake API: a week of one service, posts as rows and days across; the same blocks
// move to another day and post by a drag, stretch by the right edge, spring back when refused; the service select
// lists what the office's posts perform.

configure({ asyncUtilTimeout: 5000 });

const NEXT_DAY = '2026-03-11';
const LAST_DAY = '2026-03-16';
const DAY_WIDTH = 18 * TIMELINE_PX_PER_STEP;
const C = appointment({
  id: 103,
  officePostId: 12,
  startDate: at('11:00', NEXT_DAY),
  endDate: at('11:30', NEXT_DAY),
  title: 'Диагностика',
});
const week = (fields = {}) =>
  boardConfig({ fromDate: DAY, toDate: LAST_DAY, serviceId: 61, appointments: [A, C], nonWorkingHours: [], ...fields });

vi.mock('../../../src/console/api/schedulerApi', () => ({
  findSchedulerDay: vi.fn(),
  findSchedulerTimeline: vi.fn(),
  fetchOfficePosts: vi.fn(async () => [
    { id: 11, name: 'Пост 1', serviceIds: [61] },
    { id: 12, name: 'Пост 2', serviceIds: [61, 69] },
  ]),
  createAppointment: vi.fn(),
  moveAppointment: vi.fn(),
  stretchAppointment: vi.fn(),
  updateAppointment: vi.fn(),
  deleteAppointment: vi.fn(),
}));
vi.mock('../../../src/console/api/ordersApi', () => ({
  fetchServices: vi.fn(async () => [
    { id: 61, name: 'Автосервис' },
    { id: 69, name: 'Шиномонтаж' },
    { id: 13, name: 'Эвакуация' },
  ]),
}));
vi.mock('../../../src/console/api/partners/partnersSearchApi', () => ({
  fetchServiceOffices: vi.fn(async () => [
    { id: 5, name: 'Шинный двор на Ленина', partnerId: 3, partnerName: 'ООО «Шинный двор»', timezone: 'Europe/Moscow' },
  ]),
}));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../src/console/session/useSession', () => ({
  useAllowed: (operation: string) => operation === 'scheduler.timeline',
}));
vi.mock('../../../src/console/screens/scheduler/appointment/AppointmentDialog', () => ({
  AppointmentDialog: () => <div data-testid="appointment-dialog" />,
}));
vi.mock('../../../src/console/screens/scheduler/appointment/AppointmentCreateDialog', () => ({
  AppointmentCreateDialog: (p: {
    post: { id: number };
    startDate: number;
    endDate: number;
    defaultServiceId?: number;
  }) => (
    <div
      data-testid="create-dialog"
      data-post-id={p.post.id}
      data-start={p.startDate}
      data-end={p.endDate}
      data-service-id={p.defaultServiceId}
    />
  ),
}));

const api = vi.mocked(await import('../../../src/console/api/schedulerApi'));
const { notify } = vi.mocked(await import('../../../src/console/toasts/toaster'));
const { default: TimelinePage } = await import('../../../src/console/screens/scheduler/TimelinePage');

beforeEach(() => {
  vi.clearAllMocks();
  window.localStorage.clear();
  api.findSchedulerTimeline.mockResolvedValue(week());
});

function renderPage(path = `/scheduler/timeline?officeId=5&date=${DAY}`) {
  const location = memoryLocation({ path, record: true });
  render(
    <ChakraProvider value={defaultSystem}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Route path="/scheduler/timeline">
          <TimelinePage title="Расписание: лента" />
        </Route>
      </Router>
    </ChakraProvider>,
  );
  return { user: userEvent.setup(), location };
}

const block = (id: number) => screen.getByTestId(`appointment-${id}`);
const px = (n: number) => `${n}px`;
/** Left of a time on the timeline: days end to end from the first, each 9:00-18:00. */
const leftOf = (hhmm: string, day = DAY) =>
  (day === DAY ? 0 : DAY_WIDTH) + ((at(hhmm, day) - at('09:00', day)) / 1800) * TIMELINE_PX_PER_STEP;

function drag(el: Element, dx: number, dy: number) {
  const from = { clientX: 100, clientY: 100, pointerId: 1, button: 0 };
  const to = { ...from, clientX: from.clientX + dx, clientY: from.clientY + dy };
  fireEvent.pointerDown(el, from);
  fireEvent.pointerMove(window, to);
  fireEvent.pointerUp(window, to);
}

describe('TimelinePage', () => {
  it('lays a week out with posts as rows and the blocks along the days', async () => {
    renderPage();
    expect(await screen.findByTestId('appointment-101')).toBeInTheDocument();
    expect(api.findSchedulerTimeline).toHaveBeenCalledWith({
      partnerOfficeId: 5,
      fromDate: DAY,
      toDate: LAST_DAY,
      serviceId: 61,
    });
    expect(screen.getByTestId('post-row-11')).toBeInTheDocument();
    expect(screen.getByTestId('post-row-12')).toBeInTheDocument();
    expect(screen.getByTestId(`timeline-day-${DAY}`)).toBeInTheDocument();
    expect(screen.getByTestId(`timeline-day-${LAST_DAY}`)).toBeInTheDocument();
    expect(block(101).style.left).toBe(px(leftOf('10:00')));
    expect(block(101).style.width).toBe(px(2 * TIMELINE_PX_PER_STEP - 1));
    expect(block(101).style.top).toBe(px(3));
    expect(block(103).style.left).toBe(px(leftOf('11:00', NEXT_DAY)));
    expect(block(103).style.top).toBe(px(TIMELINE_ROW_HEIGHT_PX + 3));
  });

  it('moves a block to the next day and another post by a drag', async () => {
    api.moveAppointment.mockResolvedValue({
      ...A,
      officePostId: 12,
      startDate: at('10:00', NEXT_DAY),
      endDate: at('11:00', NEXT_DAY),
    });
    renderPage();
    await screen.findByTestId('appointment-101');
    drag(block(101), DAY_WIDTH, TIMELINE_ROW_HEIGHT_PX);
    expect(api.moveAppointment).toHaveBeenCalledWith(101, {
      newOfficePostId: 12,
      newReserveDateTime: at('10:00', NEXT_DAY),
    });
    expect(block(101).style.left).toBe(px(leftOf('10:00', NEXT_DAY)));
    expect(block(101).style.top).toBe(px(TIMELINE_ROW_HEIGHT_PX + 3));
    await waitFor(() => expect(block(101)).not.toHaveAttribute('data-pending'));
    expect(block(101)).toHaveAttribute('data-start', String(at('10:00', NEXT_DAY)));
  });

  it('springs a refused move back with the toast', async () => {
    api.moveAppointment.mockRejectedValue(SLOT_TAKEN_ERROR);
    renderPage();
    await screen.findByTestId('appointment-101');
    drag(block(101), DAY_WIDTH + 2 * TIMELINE_PX_PER_STEP, TIMELINE_ROW_HEIGHT_PX);
    expect(api.moveAppointment).toHaveBeenCalledWith(101, {
      newOfficePostId: 12,
      newReserveDateTime: at('11:00', NEXT_DAY),
    });
    await waitFor(() => expect(block(101)).toHaveAttribute('data-post-id', '11'));
    expect(block(101).style.left).toBe(px(leftOf('10:00')));
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'error', description: 'Это время на посту уже занято' }),
    );
  });

  it('stretches a block by its right edge', async () => {
    api.stretchAppointment.mockResolvedValue({ ...A, endDate: at('12:00') });
    renderPage();
    await screen.findByTestId('appointment-101');
    expect(screen.queryByTestId('stretch-start-101')).toBeNull();
    drag(screen.getByTestId('stretch-end-101'), 2 * TIMELINE_PX_PER_STEP, 0);
    expect(api.stretchAppointment).toHaveBeenCalledWith(101, { startDate: at('10:00'), endDate: at('12:00') });
    await waitFor(() => expect(block(101)).not.toHaveAttribute('data-pending'));
    expect(block(101).style.width).toBe(px(4 * TIMELINE_PX_PER_STEP - 1));
  });

  it('books a free range along a row for the chosen service', async () => {
    renderPage();
    await screen.findByTestId('appointment-101');
    const row = screen.getByTestId('post-row-12');
    const x = leftOf('14:00', NEXT_DAY) + 3;
    fireEvent.pointerDown(row, { clientX: x, clientY: 10, pointerId: 1, button: 0 });
    fireEvent.pointerMove(window, { clientX: x + 2 * TIMELINE_PX_PER_STEP, clientY: 10, pointerId: 1 });
    fireEvent.pointerUp(window, { clientX: x + 2 * TIMELINE_PX_PER_STEP, clientY: 10, pointerId: 1 });
    const dialog = await screen.findByTestId('create-dialog');
    expect(dialog).toHaveAttribute('data-post-id', '12');
    expect(dialog).toHaveAttribute('data-start', String(at('14:00', NEXT_DAY)));
    expect(dialog).toHaveAttribute('data-end', String(at('15:30', NEXT_DAY)));
    expect(dialog).toHaveAttribute('data-service-id', '61');
  });

  it("lists the services of the office's posts and reloads for the one chosen; › goes a week on", async () => {
    const { user, location } = renderPage();
    await screen.findByTestId('appointment-101');
    const select = screen.getByRole('combobox', { name: 'Услуга' });
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Автосервис', 'Шиномонтаж']),
    );
    api.findSchedulerTimeline.mockResolvedValue(week({ serviceId: 69, appointments: [C] }));
    await user.selectOptions(select, '69');
    await waitFor(() =>
      expect(api.findSchedulerTimeline).toHaveBeenLastCalledWith({
        partnerOfficeId: 5,
        fromDate: DAY,
        toDate: LAST_DAY,
        serviceId: 69,
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('appointment-101')).toBeNull());
    expect(location.history?.at(-1)).toContain('serviceId=69');
    await user.click(screen.getByRole('button', { name: 'Следующая неделя' }));
    await waitFor(() =>
      expect(api.findSchedulerTimeline).toHaveBeenLastCalledWith({
        partnerOfficeId: 5,
        fromDate: '2026-03-17',
        toDate: '2026-03-23',
        serviceId: 69,
      }),
    );
  });
});
