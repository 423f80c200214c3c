import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { UserHistoryItem } from '../../../src/shared/schemas/users';
import { answer } from '../orders/orderPartsFixtures';

configure({ asyncUtilTimeout: 5_000 });

vi.mock('../../../src/console/api/httpClient', () => ({
  http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
}));

const { http } = vi.mocked(await import('../../../src/console/api/httpClient'));
const { LastNotificationsPanel } = await import('../../../src/console/screens/dashboard/LastNotificationsPanel');
const { publishPush } = await import('../../../src/console/realtime/pushListeners');
const reloadNotificationHistory = () =>
  publishPush({
    id: 3,
    content: 'Новое предложение по заявке',
    timestamp: NOW,
    sender: 'Система',
    kind: 'offer',
    orderId: 1,
    penaltyId: null,
  });

const NOW = 1_795_000_000; // unix seconds
const STORAGE = 'tableSettings:Последние уведомления:dashboard.notifications';
const item = (over: Partial<UserHistoryItem>): UserHistoryItem => ({
  id: 1,
  sendingTime: NOW - 3600,
  targetRefValueName: 'Оператор',
  pushBody: 'Заявка 2611-000042: статус «В работе»',
  orderId: 42,
  penaltyId: null,
  sentCount: 2,
  failedCount: 0,
  ...over,
});

let history: UserHistoryItem[];
let serverSettings: unknown;

function renderPanel() {
  const location = memoryLocation({ path: '/' });
  return render(
    <ChakraProvider value={defaultSystem}>
      <Router hook={location.hook}>
        <LastNotificationsPanel />
      </Router>
    </ChakraProvider>,
  );
}

const historyCalls = () => http.get.mock.calls.filter(([url]) => url === '/notifications/users/history');
const lastSince = () => (historyCalls().at(-1)![1] as { params: { since: number } }).params.since;

beforeEach(() => {
  vi.clearAllMocks();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW * 1000);
  localStorage.clear();
  serverSettings = null;
  history = [
    item({}),
    item({
      id: 2,
      targetRefValueName: 'Партнёр',
      pushBody: 'Штраф за превышение скорости',
      orderId: null,
      penaltyId: 77,
      sentCount: 0,
      failedCount: 3,
    }),
  ];
  http.get.mockImplementation(
    (url: string) =>
      (url.startsWith('/users/settings/')
        ? answer({ key: 'table.dashboard.notifications', value: serverSettings })
        : answer(history)) as never,
  );
  http.put.mockImplementation(() => answer({}) as never);
});
afterEach(() => vi.useRealTimers());

describe('LastNotificationsPanel', () => {
  it('lists the pushes of the last 10 days: sent, to whom, the text, the order or the penalty, delivered and failed counts', async () => {
    renderPanel();
    await waitFor(() => expect(screen.getAllByTestId('notification-row')).toHaveLength(2));
    expect(lastSince()).toBe(NOW - 10 * 86_400);
    const headers = within(screen.getByTestId('notification-history'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Отправлено', 'Кому', 'Текст', 'Источник', 'Доставлено', 'Ошибок']);
    const [order, penalty] = screen.getAllByTestId('notification-row');
    expect(order).toHaveTextContent('Оператор');
    expect(order).toHaveTextContent('Заявка 2611-000042: статус «В работе»');
    expect(within(order).getByRole('link', { name: 'Заявка № 42' })).toHaveAttribute('href', '/orders/42');
    expect(order.querySelector('[data-column="sendingTime"]')).toHaveTextContent(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    expect(order.querySelector('[data-column="sent"]')).toHaveTextContent('2');
    expect(within(penalty).queryByRole('link')).toBeNull();
    expect(penalty.querySelector('[data-column="source"]')).toHaveTextContent('Штраф № 77');
    const failed = penalty.querySelector('[data-column="failed"] span')!;
    expect(failed).toHaveTextContent('3');
    expect(failed.className).not.toBe(order.querySelector('[data-column="failed"] span')!.className);
  });

  it('the settings dialog changes the period and the columns, and keeps them like a table keeps its settings', async () => {
    const ue = userEvent.setup();
    const { unmount } = renderPanel();
    await waitFor(() => expect(screen.getAllByTestId('notification-row')).toHaveLength(2));

    await ue.click(screen.getByRole('button', { name: 'Настройки' }));
    const dialog = await screen.findByTestId('notification-settings-dialog');
    expect(within(dialog).getByRole('radio', { name: '10 дней' })).toBeChecked();
    await ue.click(within(dialog).getByText('3 дня'));
    await ue.click(within(dialog).getByRole('checkbox', { name: 'Кому' }));
    await ue.click(within(dialog).getByRole('checkbox', { name: 'Доставлено' }));
    await ue.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(screen.queryByTestId('notification-settings-dialog')).toBeNull());
    await waitFor(() => expect(lastSince()).toBe(NOW - 3 * 86_400));
    const headers = () =>
      within(screen.getByTestId('notification-history'))
        .getAllByRole('columnheader')
        .map((h) => h.textContent);
    await waitFor(() => expect(headers()).toEqual(['Отправлено', 'Текст', 'Источник', 'Ошибок']));
    const saved = {
      columns: {
        order: ['sendingTime', 'target', 'body', 'source', 'sent', 'failed'],
        widths: {},
        hidden: ['target', 'sent'],
      },
      filters: { days: '3' },
    };
    expect(JSON.parse(localStorage.getItem(STORAGE)!)).toEqual(saved);
    expect(http.put).toHaveBeenCalledWith('/users/settings/table.dashboard.notifications', { value: saved });

    // Shown again later: the saved settings hold.
    unmount();
    serverSettings = saved;
    renderPanel();
    await waitFor(() => expect(screen.getAllByTestId('notification-row')).toHaveLength(2));
    expect(headers()).toEqual(['Отправлено', 'Текст', 'Источник', 'Ошибок']);
    expect(screen.getByTestId('notifications-period')).toHaveValue('3');
    expect(lastSince()).toBe(NOW - 3 * 86_400);
  });

  it('the period select beside the title changes what is shown, not the settings; a cancelled dialog changes nothing', async () => {
    const ue = userEvent.setup();
    renderPanel();
    await waitFor(() => expect(screen.getAllByTestId('notification-row')).toHaveLength(2));
    await ue.selectOptions(screen.getByTestId('notifications-period'), '30');
    await waitFor(() => expect(lastSince()).toBe(NOW - 30 * 86_400));
    expect(localStorage.getItem(STORAGE)).toBeNull();
    expect(http.put).not.toHaveBeenCalled();
    await ue.click(screen.getByRole('button', { name: 'Настройки' }));
    const dialog = await screen.findByTestId('notification-settings-dialog');
    expect(within(dialog).getByRole('radio', { name: '30 дней' })).toBeChecked();
    await ue.click(within(dialog).getByRole('checkbox', { name: 'Текст' }));
    await ue.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByTestId('notification-settings-dialog')).toBeNull());
    expect(within(screen.getByTestId('notification-history')).getAllByRole('columnheader')).toHaveLength(6);
  });

  it('reads again when a push arrives', async () => {
    renderPanel();
    await waitFor(() => expect(screen.getAllByTestId('notification-row')).toHaveLength(2));
    const before = historyCalls().length;
    history = [item({ id: 3, pushBody: 'Новое предложение по заявке' }), ...history];
    act(() => reloadNotificationHistory());
    await waitFor(() => expect(screen.getAllByTestId('notification-row')).toHaveLength(3));
    expect(historyCalls().length).toBe(before + 1);
    expect(screen.getByText('Новое предложение по заявке')).toBeInTheDocument();
  });
});
