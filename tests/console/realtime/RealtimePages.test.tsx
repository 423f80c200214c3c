import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { EMPTY_TEXT } from '../../../src/console/components/LoadState';
import { WEBSOCKET_LOG_LIMIT } from '../../../src/shared/constants';
import { realtime } from './RealtimeFixtures';

vi.mock('../../../src/console/realtime/realtimeActor', async () =>
  (await import('./RealtimeFixtures')).realtimeModule(),
);
vi.mock('../../../src/console/api/realtimeApi', () => ({ fetchOnlineUsers: vi.fn() }));
vi.mock('../../../src/console/api/userSettingsApi', () => ({
  fetchUserSetting: vi.fn(async () => null),
  saveUserSetting: vi.fn(async () => {}),
  deleteUserSetting: vi.fn(async () => {}),
}));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: vi.fn(), notifyError: vi.fn() }));

const api = vi.mocked(await import('../../../src/console/api/realtimeApi'));
const { default: WebsocketLogPage } = await import('../../../src/console/screens/realtime/WebsocketLogPage');
const { default: OnlineUsersPage } = await import('../../../src/console/screens/realtime/OnlineUsersPage');

const ANNA = {
  userId: 2,
  fio: 'Смирнова Анна',
  email: 'anna@demo.ru',
  partnerName: 'Автосервис Север',
  connections: 2,
  onlineSince: 1_790_000_100,
};
const OLEG = {
  userId: 3,
  fio: 'Гусев Олег',
  email: 'oleg@demo.ru',
  partnerName: null,
  connections: 1,
  onlineSince: 1_790_000_400,
};

function renderAt(path: string, page: React.ReactNode) {
  const location = memoryLocation({ path });
  const user = userEvent.setup();
  render(
    <ChakraProvider value={defaultSystem}>
      <Router hook={location.hook}>{page}</Router>
    </ChakraProvider>,
  );
  return { user };
}

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  realtime.connect();
});

describe('WebsocketLogPage', () => {
  it('lists the log newest first, live, and clears it', async () => {
    const { user } = renderAt('/websocket/log', <WebsocketLogPage title="Журнал веб-сокета" />);
    expect(screen.getByRole('heading', { name: 'Журнал веб-сокета' })).toBeInTheDocument();
    expect(screen.getByTestId('connection-status')).toHaveTextContent('Подключено');
    const rows = () => within(screen.getByTestId('websocket-log')).getAllByRole('row').slice(1);
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('ПодключениеСоединение установлено');

    realtime.push(41);
    realtime.report({ type: 'socket.disconnected', reason: 'io server disconnect' });
    expect(rows().map((r) => r.dataset.kind)).toEqual(['retry', 'disconnect', 'push', 'connect']);
    expect(rows()[0]).toHaveTextContent('Переподключение через 2 с (попытка 1 из 10)');
    expect(rows()[1]).toHaveTextContent('Соединение разорвано: сервер закрыл соединение');
    expect(rows()[2]).toHaveTextContent('Система: Заявка №41: статус изменён');
    expect(rows()[0]!.textContent).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}/);
    expect(screen.getByTestId('connection-status')).toHaveTextContent('Переподключение через 2 с (попытка 1 из 10)');

    await user.click(screen.getByRole('button', { name: 'Очистить' }));
    expect(screen.queryByTestId('websocket-log')).not.toBeInTheDocument();
    expect(screen.getByText(EMPTY_TEXT)).toBeInTheDocument();
    expect(screen.getByTestId('log-count')).toHaveTextContent(`Записей: 0 из ${WEBSOCKET_LOG_LIMIT}`);
  });

  it('shows at most the last 100 entries', () => {
    renderAt('/websocket/log', <WebsocketLogPage title="Журнал веб-сокета" />);
    // One render for all of them: a hundred table renders each would be slow in jsdom.
    act(() => {
      for (let id = 1; id <= 120; id++)
        realtime.last().report({
          type: 'socket.push',
          push: {
            id,
            content: `№${id}`,
            timestamp: 1_790_000_000,
            sender: 'Система',
            kind: 'orderStatus',
            orderId: null,
            penaltyId: null,
          },
        });
    });
    expect(within(screen.getByTestId('websocket-log')).getAllByRole('row')).toHaveLength(1 + WEBSOCKET_LOG_LIMIT);
    expect(screen.getByTestId('log-count')).toHaveTextContent(
      `Записей: ${WEBSOCKET_LOG_LIMIT} из ${WEBSOCKET_LOG_LIMIT}`,
    );
    const rows = within(screen.getByTestId('websocket-log')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Система: №120');
    expect(rows[WEBSOCKET_LOG_LIMIT]).toHaveTextContent('Система: №21');
  });
});

describe('OnlineUsersPage', () => {
  it('lists employees online and re-reads when the socket says someone came or left', async () => {
    api.fetchOnlineUsers.mockResolvedValueOnce([ANNA]).mockResolvedValueOnce([ANNA, OLEG]);
    renderAt('/users/online', <OnlineUsersPage title="Сотрудники онлайн" />);
    expect(await screen.findByText('Смирнова Анна')).toBeInTheDocument();
    expect(screen.getByText('anna@demo.ru')).toBeInTheDocument();
    expect(screen.getByText('Автосервис Север')).toBeInTheDocument();
    expect(api.fetchOnlineUsers).toHaveBeenCalledTimes(1);

    realtime.report({ type: 'socket.onlineChanged', userId: 3, online: true });
    expect(await screen.findByText('Гусев Олег')).toBeInTheDocument();
    expect(api.fetchOnlineUsers).toHaveBeenCalledTimes(2);
  });

  it('says so when nobody is online, and re-reads on Обновить', async () => {
    api.fetchOnlineUsers.mockResolvedValueOnce([]).mockResolvedValueOnce([OLEG]);
    const { user } = renderAt('/users/online', <OnlineUsersPage title="Сотрудники онлайн" />);
    expect(await screen.findByText(EMPTY_TEXT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Обновить' }));
    expect(await screen.findByText('Гусев Олег')).toBeInTheDocument();
    await waitFor(() => expect(api.fetchOnlineUsers).toHaveBeenCalledTimes(2));
  });
});
