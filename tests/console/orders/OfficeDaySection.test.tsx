import { configure, screen, within } from '@testing-library/react';
import { OfficeDaySection } from '../../../src/console/screens/orders/card/sections/OfficeDaySection';
import { renderAt } from '../clients/ClientFixtures';
import { AT_11, demoAppointment, demoBoard, HALF_HOUR } from '../scheduler/AppointmentFixtures';
import { demoOrder } from './OrderCardFixtures';

configure({ asyncUtilTimeout: 5_000 });

const mocks = vi.hoisted(() => ({ fetchOfficeBoard: vi.fn() }));
vi.mock('../../../src/console/api/schedulerApi', () => ({ fetchOfficeBoard: mocks.fetchOfficeBoard }));

const render = (order = demoOrder({ officeId: 31, officeName: 'Шиномонтаж на Ленинском' })) =>
  renderAt('/orders/42', [
    { path: '/orders/:id', element: <OfficeDaySection order={order} readOnly={false} onOrderChanged={() => {}} /> },
  ]);
const rows = async () => within(await screen.findByTestId('office-day-list')).getAllByTestId('office-day-row');

describe('OfficeDaySection', () => {
  beforeEach(() => vi.clearAllMocks());

  it("shows the planned day of the order's office: posts and their appointments, the order's own marked", async () => {
    mocks.fetchOfficeBoard.mockResolvedValue(
      demoBoard({
        appointments: [
          demoAppointment({
            id: 2,
            title: 'Диагностика',
            startDate: AT_11 + 2 * HALF_HOUR,
            endDate: AT_11 + 3 * HALF_HOUR,
          }),
          demoAppointment({ id: 1, title: 'Замена шин', orderId: 42, orderNumber: '000042' }),
        ],
      }),
    );
    // Planned 2026-07-02 10:30 Moscow time, 07:30 UTC.
    render(demoOrder({ officeId: 31, plannedDate: AT_11 - HALF_HOUR }));
    const list = await rows();
    expect(mocks.fetchOfficeBoard).toHaveBeenCalledWith(31, '2026-07-02');
    expect(screen.getByTestId('office-day-title')).toHaveTextContent('Шиномонтаж на Ленинском, 02.07.2026');
    // Post by post, each in time order; a post without appointments says so.
    expect(list.map((r) => r.textContent)).toEqual([
      '11:00–11:30Пост 1Замена шинэта заявка',
      '12:00–12:30Пост 1Диагностика',
      '—Пост 2записей нет',
    ]);
    expect(list[0]).toHaveAttribute('data-own', 'true');
    expect(list[1]).not.toHaveAttribute('data-own');
    expect(screen.getByRole('link', { name: 'Открыть расписание' })).toHaveAttribute(
      'href',
      '/scheduler?officeId=31&date=2026-07-02',
    );
  });

  it("asks for the office's today when the order has no planned date, and links to the day the server answered", async () => {
    mocks.fetchOfficeBoard.mockResolvedValue(
      demoBoard({
        fromDate: '2026-07-03',
        toDate: '2026-07-03',
        federalDays: [{ day: '2026-07-03', name: 'День проверки' }],
      }),
    );
    render();
    await rows();
    expect(mocks.fetchOfficeBoard).toHaveBeenCalledWith(31, undefined);
    expect(screen.getByText('Федеральный выходной: День проверки')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Открыть расписание' })).toHaveAttribute(
      'href',
      '/scheduler?officeId=31&date=2026-07-03',
    );
  });

  it('shows a failed load with a retry', async () => {
    mocks.fetchOfficeBoard
      .mockRejectedValueOnce({ message: 'Офис не найден', status: 404 })
      .mockResolvedValue(demoBoard());
    const { user } = render();
    expect(await screen.findByText('Офис не найден')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'повторить' }));
    expect(await rows()).toHaveLength(2);
  });
});
