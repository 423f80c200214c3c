import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { realtime } from '../realtime/RealtimeFixtures';

vi.mock('../../../src/console/realtime/realtimeActor', async () =>
  (await import('../realtime/RealtimeFixtures')).realtimeModule(),
);
vi.mock('../../../src/console/api/realtimeApi', () => ({ fetchOnlineUsers: vi.fn() }));
const state = vi.hoisted(() => ({ mayListOnline: true }));
vi.mock('../../../src/console/session/useSession', () => ({
  useProfile: () => ({ customerId: 1 }),
  useAllowed: (operation: string) => operation === 'users.online' && state.mayListOnline,
}));

const api = vi.mocked(await import('../../../src/console/api/realtimeApi'));
const { MessagesBell } = await import('../../../src/console/shell/MessagesBell');

const ONLINE = [
  {
    userId: 1,
    fio: 'Администратор Демо',
    email: 'admin@demo.ru',
    partnerName: null,
    connections: 1,
    onlineSince: 1_790_000_000,
  },
  {
    userId: 2,
    fio: 'Смирнова Анна',
    email: 'anna@demo.ru',
    partnerName: 'Автосервис Север',
    connections: 2,
    onlineSince: 1_790_000_100,
  },
];

function renderBell() {
  const location = memoryLocation({ path: '/', record: true });
  const user = userEvent.setup();
  render(
    <ChakraProvider value={defaultSystem}>
      <Router hook={location.hook}>
        <MessagesBell />
      </Router>
    </ChakraProvider>,
  );
  return { user, location };
}

const bell = () => screen.getByTestId('messages-bell');

beforeEach(() => {
  vi.clearAllMocks();
  state.mayListOnline = true;
  api.fetchOnlineUsers.mockResolvedValue(ONLINE);
  realtime.connect();
});

describe('MessagesBell', () => {
  it('shows the unread count, hidden at 0, and reads all from the panel', async () => {
    const { user } = renderBell();
    expect(bell()).toHaveAccessibleName('Уведомления: 0 непрочитанных');
    expect(screen.queryByTestId('messages-badge')).not.toBeInTheDocument();

    realtime.report({
      type: 'socket.hello',
      hello: {
        content: 'Подключено к серверу уведомлений',
        timestamp: 1_790_000_000,
        sender: 'Сервер',
        userId: 1,
        rooms: [],
      },
    });
    // The connection notice is not a message: a login starts with no badge.
    expect(bell()).toHaveAccessibleName('Уведомления: 0 непрочитанных');
    expect(screen.queryByTestId('messages-badge')).not.toBeInTheDocument();
    realtime.push(41);
    realtime.push(42, { orderId: null, sender: 'Смирнова Анна', content: 'Проверьте заявку', kind: 'message' });
    expect(bell()).toHaveAccessibleName('Уведомления: 2 непрочитанных');
    expect(screen.getByTestId('messages-badge')).toHaveTextContent('2');

    await user.click(bell());
    const panel = await screen.findByTestId('messages-panel');
    expect(within(panel).getByRole('heading', { name: 'Сообщения' })).toBeInTheDocument();
    // The hello is the status line, with since when.
    expect(within(panel).getByTestId('connection-status')).toHaveTextContent(
      'Подключено к серверу уведомлений с 21.09.2026',
    );
    const items = within(panel).getAllByTestId('local-message');
    // Newest first, with sender and time (Moscow).
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('Проверьте заявку'),
      expect.stringContaining('Заявка №41: статус изменён'),
    ]);
    expect(items[0]).toHaveTextContent('Смирнова Анна');
    expect(items[1]).toHaveTextContent('21.09.2026 17:54');
    expect(within(items[1]!).getByRole('link', { name: 'Открыть заявку' })).toHaveAttribute('href', '/orders/41');

    await user.click(within(panel).getByRole('button', { name: 'Прочитать все' }));
    expect(bell()).toHaveAccessibleName('Уведомления: 0 непрочитанных');
    expect(screen.queryByTestId('messages-badge')).not.toBeInTheDocument();
    expect(
      within(panel)
        .getAllByTestId('local-message')
        .every((i) => i.dataset.read === 'true'),
    ).toBe(true);
    expect(within(panel).getByRole('button', { name: 'Прочитать все' })).toBeDisabled();
  });

  it('reads one message by clicking it; the order link opens the order and closes the panel', async () => {
    const { user, location } = renderBell();
    realtime.push(41);
    realtime.push(43);
    await user.click(bell());
    const panel = await screen.findByTestId('messages-panel');
    await user.click(within(panel).getByRole('button', { name: 'Прочитать: Заявка №43: статус изменён' }));
    expect(bell()).toHaveAccessibleName('Уведомления: 1 непрочитанных');
    const [, older] = within(panel).getAllByTestId('local-message');
    await user.click(within(older!).getByRole('link', { name: 'Открыть заявку' }));
    expect(location.history?.at(-1)).toBe('/orders/41');
    expect(bell()).toHaveAccessibleName('Уведомления: 0 непрочитанных');
    await waitFor(() => expect(screen.queryByTestId('messages-panel')).not.toBeInTheDocument());
  });

  it('says when the connection waits, and retries on demand', async () => {
    const { user } = renderBell();
    await user.click(bell());
    const panel = await screen.findByTestId('messages-panel');
    realtime.report({ type: 'socket.disconnected', reason: 'transport close' });
    expect(within(panel).getByTestId('connection-status')).toHaveTextContent(
      'Переподключение через 2 с (попытка 1 из 10)',
    );
    await user.click(within(panel).getByRole('button', { name: 'Повторить' }));
    expect(within(panel).getByTestId('connection-status')).toHaveTextContent('Подключение…');
  });

  it("writes to an employee online and shows the server's refusal", async () => {
    const { user } = renderBell();
    await user.click(bell());
    const panel = await screen.findByTestId('messages-panel');
    const form = within(panel).getByRole('form', { name: 'Написать сотруднику' });
    const select = await within(form).findByRole('combobox', { name: /Сотрудник онлайн/ });
    // Oneself is not offered.
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Не выбрано', 'Смирнова Анна (Автосервис Север)']),
    );

    await user.click(within(form).getByRole('button', { name: 'Отправить' }));
    expect(await within(form).findByText('Выберите получателя')).toBeInTheDocument();
    expect(within(form).getByText('Введите сообщение')).toBeInTheDocument();

    await user.selectOptions(select, '2');
    await user.type(within(form).getByRole('textbox', { name: /Сообщение/ }), 'Проверьте заявку 41');
    await user.click(within(form).getByRole('button', { name: 'Отправить' }));
    await waitFor(() =>
      expect(realtime.last().received).toEqual([{ type: 'socket.send', toUserId: 2, content: 'Проверьте заявку 41' }]),
    );
    realtime.report({ type: 'socket.sent', ok: false, message: 'Получатель не найден' });
    expect(within(form).getByRole('alert')).toHaveTextContent('Получатель не найден');
    expect(within(form).getByRole('textbox', { name: /Сообщение/ })).toHaveValue('Проверьте заявку 41');

    await user.click(within(form).getByRole('button', { name: 'Отправить' }));
    realtime.report({ type: 'socket.sent', ok: true });
    expect(within(form).getByRole('status')).toHaveTextContent('Сообщение отправлено');
    await waitFor(() => expect(within(form).getByRole('textbox', { name: /Сообщение/ })).toHaveValue(''));

    // Someone came online: the list of employees is read again.
    const calls = api.fetchOnlineUsers.mock.calls.length;
    act(() => realtime.last().report({ type: 'socket.onlineChanged', userId: 3, online: true }));
    await waitFor(() => expect(api.fetchOnlineUsers.mock.calls.length).toBe(calls + 1));
  });

  it('offers no form to whom may not see who is online', async () => {
    state.mayListOnline = false;
    const { user } = renderBell();
    await user.click(bell());
    const panel = await screen.findByTestId('messages-panel');
    expect(within(panel).queryByRole('form', { name: 'Написать сотруднику' })).not.toBeInTheDocument();
    expect(api.fetchOnlineUsers).not.toHaveBeenCalled();
  });
});
