import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { unreadCount } from '../../../machines/realtime/localMessageList';
import {
  type RealtimeAuth,
  realtimeConnectionMachine,
  retryDelay,
  type SocketReport,
  type SocketSend,
  selectConnection,
  selectGreeting,
} from '../../../machines/realtime/realtimeConnectionMachine';
import { WEBSOCKET_LOG_LIMIT, WS_RECONNECT_ATTEMPTS, WS_RECONNECT_MAX_DELAY_MS } from '../../../src/shared/constants';
import type { PushEvent } from '../../../src/shared/schemas/realtime';

const AUTH: RealtimeAuth = { token: 't0k3n', deviceId: 'dev-1', officeId: 3 };
const push = (id: number, extra: Partial<PushEvent> = {}): PushEvent => ({
  id,
  content: `Статус заявки №${id} изменён`,
  timestamp: 1_790_000_000 + id,
  sender: 'Система',
  kind: 'orderStatus',
  orderId: 500 + id,
  penaltyId: null,
  ...extra,
});

/** A socket actor held by the test: every start is a socket opened, every stop a socket closed. */
function fakeSocket() {
  const sockets: { input: RealtimeAuth; report: (e: SocketReport) => void; received: SocketSend[]; closed: boolean }[] =
    [];
  const socket = fromCallback<SocketSend, RealtimeAuth>(({ input, sendBack, receive }) => {
    const s = { input, report: sendBack as (e: SocketReport) => void, received: [] as SocketSend[], closed: false };
    sockets.push(s);
    receive((e) => s.received.push(e));
    return () => {
      s.closed = true;
    };
  });
  return { socket, sockets, last: () => sockets[sockets.length - 1]! };
}

function start() {
  const fake = fakeSocket();
  const rejected = vi.fn();
  const actor = createActor(
    realtimeConnectionMachine.provide({ actors: { socket: fake.socket }, actions: { onTokenRejected: rejected } }),
  ).start();
  return { actor, fake, rejected, state: () => selectConnection(actor.getSnapshot()) };
}

describe('realtimeConnectionMachine', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('is offline until the session starts it, then connects with the session auth', () => {
    const { actor, fake, state } = start();
    expect(state()).toBe('offline');
    expect(fake.sockets).toHaveLength(0);
    actor.send({ type: 'connection.start', auth: AUTH });
    expect(state()).toBe('connecting');
    expect(fake.last().input).toEqual(AUTH);
    fake.last().report({ type: 'socket.connected' });
    expect(state()).toBe('connected');
    expect(actor.getSnapshot().context.log[0]).toMatchObject({ kind: 'connect', text: 'Соединение установлено' });
    actor.stop();
  });

  it('retries after 2 s, 4 s, 8 s ... capped at 600000 ms, exactly 10 times, then fails', async () => {
    const { actor, fake, state } = start();
    actor.send({ type: 'connection.start', auth: AUTH });
    fake.last().report({ type: 'socket.connected' });
    fake.last().report({ type: 'socket.disconnected', reason: 'transport close' });

    const waited: number[] = [];
    for (let attempt = 1; attempt <= WS_RECONNECT_ATTEMPTS; attempt++) {
      expect(state()).toBe('waiting');
      expect(actor.getSnapshot().context.attempt).toBe(attempt);
      const opened = fake.sockets.length;
      const delay = retryDelay(attempt);
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(fake.sockets, `attempt ${attempt} waits the whole delay`).toHaveLength(opened);
      await vi.advanceTimersByTimeAsync(1);
      expect(state()).toBe('connecting');
      expect(fake.sockets).toHaveLength(opened + 1);
      waited.push(delay);
      fake.last().report({ type: 'socket.error', message: 'xhr poll error' });
    }
    expect(waited).toEqual([
      2_000,
      4_000,
      8_000,
      16_000,
      32_000,
      64_000,
      128_000,
      256_000,
      512_000,
      WS_RECONNECT_MAX_DELAY_MS,
    ]);
    expect(state()).toBe('failed');
    expect(fake.sockets).toHaveLength(1 + WS_RECONNECT_ATTEMPTS);
    expect(fake.sockets.every((s) => s.closed)).toBe(true);
    await vi.advanceTimersByTimeAsync(WS_RECONNECT_MAX_DELAY_MS * 2);
    expect(fake.sockets).toHaveLength(1 + WS_RECONNECT_ATTEMPTS);
    expect(actor.getSnapshot().context.log[0]).toMatchObject({
      kind: 'error',
      text: 'Нет связи с сервером уведомлений: попытки переподключения исчерпаны',
    });

    // 'Повторить' starts over: a new socket, and the full count of attempts again.
    actor.send({ type: 'connection.retry' });
    expect(state()).toBe('connecting');
    fake.last().report({ type: 'socket.error', message: 'xhr poll error' });
    expect(state()).toBe('waiting');
    expect(actor.getSnapshot().context.attempt).toBe(1);
    actor.stop();
  });

  it('a successful reconnect starts the count again', async () => {
    const { actor, fake } = start();
    actor.send({ type: 'connection.start', auth: AUTH });
    fake.last().report({ type: 'socket.error', message: 'timeout' });
    await vi.advanceTimersByTimeAsync(2_000);
    fake.last().report({ type: 'socket.error', message: 'timeout' });
    expect(actor.getSnapshot().context).toMatchObject({ attempt: 2, retryAt: Date.now() + 4_000 });
    await vi.advanceTimersByTimeAsync(4_000);
    fake.last().report({ type: 'socket.connected' });
    expect(actor.getSnapshot().context).toMatchObject({ attempt: 0, retryAt: null });
    fake.last().report({ type: 'socket.disconnected', reason: 'ping timeout' });
    expect(actor.getSnapshot().context.attempt).toBe(1);
    expect(
      actor
        .getSnapshot()
        .context.log.slice(0, 2)
        .map((e) => e.text),
    ).toEqual(['Переподключение через 2 с (попытка 1 из 10)', 'Соединение разорвано: сервер не отвечает']);
    actor.stop();
  });

  it.each([430, 401])('a refused token (%i) is not retried and tells the session', async (status) => {
    const { actor, fake, rejected, state } = start();
    actor.send({ type: 'connection.start', auth: AUTH });
    fake.last().report({ type: 'socket.error', status, message: 'Сессия недействительна или истекла' });
    expect(state()).toBe('rejected');
    expect(rejected).toHaveBeenCalledTimes(1);
    expect(fake.last().closed).toBe(true);
    await vi.advanceTimersByTimeAsync(WS_RECONNECT_MAX_DELAY_MS * 20);
    expect(fake.sockets).toHaveLength(1);
    expect(actor.getSnapshot().context.log[0]).toMatchObject({
      kind: 'error',
      text: `Ошибка подключения: Сессия недействительна или истекла (${status})`,
    });
    actor.stop();
  });

  it('a server error (500) on connect is retried like a network failure', () => {
    const { actor, fake, rejected, state } = start();
    actor.send({ type: 'connection.start', auth: AUTH });
    fake.last().report({ type: 'socket.error', status: 500, message: 'Внутренняя ошибка сервера' });
    expect(state()).toBe('waiting');
    expect(rejected).not.toHaveBeenCalled();
    actor.stop();
  });

  it('stop closes the socket from any state and forgets the messages; a waiting retry never fires', async () => {
    const { actor, fake, state } = start();
    actor.send({ type: 'connection.start', auth: AUTH });
    fake.last().report({ type: 'socket.connected' });
    fake.last().report({ type: 'socket.push', push: push(1) });
    actor.send({ type: 'connection.stop' });
    expect(state()).toBe('offline');
    expect(fake.last().closed).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ auth: null, messages: [] });

    actor.send({ type: 'connection.start', auth: AUTH });
    fake.last().report({ type: 'socket.error', message: 'timeout' });
    actor.send({ type: 'connection.stop' });
    await vi.advanceTimersByTimeAsync(WS_RECONNECT_MAX_DELAY_MS);
    expect(state()).toBe('offline');
    expect(fake.sockets).toHaveLength(2);
    actor.stop();
  });

  it('a push goes to the local list as unread, kept once; a hello is the greeting, never an unread message', () => {
    const { actor, fake } = start();
    const pushes: PushEvent[] = [];
    actor.on('push.received', (e) => pushes.push(e.push));
    actor.send({ type: 'connection.start', auth: AUTH });
    fake.last().report({ type: 'socket.connected' });
    fake.last().report({
      type: 'socket.hello',
      hello: {
        content: 'Подключено к серверу уведомлений',
        timestamp: 1_790_000_000,
        sender: 'Сервер',
        userId: 1,
        rooms: ['user:1'],
      },
    });
    // A login starts with no unread badge: the connection notice is not a message.
    expect(unreadCount(actor.getSnapshot().context.messages)).toBe(0);
    expect(selectGreeting(actor.getSnapshot())).toEqual({
      content: 'Подключено к серверу уведомлений',
      timestamp: 1_790_000_000,
    });
    fake.last().report({ type: 'socket.push', push: push(7) });
    fake.last().report({ type: 'socket.push', push: push(7) });
    const { messages, log } = actor.getSnapshot().context;
    expect(messages).toEqual([
      {
        id: 'push:7',
        content: 'Статус заявки №7 изменён',
        timestamp: 1_790_000_007,
        sender: 'Система',
        type: 'push',
        read: false,
        orderId: 507,
      },
    ]);
    expect(unreadCount(messages)).toBe(1);
    expect(log[0]).toMatchObject({ kind: 'push', text: 'Система: Статус заявки №7 изменён' });
    expect(log.find((e) => e.kind === 'hello')?.text).toBe('Подключено к серверу уведомлений');
    expect(pushes.map((p) => p.id)).toEqual([7, 7]);
    // The greeting belongs to the live connection: gone while disconnected, cleared when the session ends.
    fake.last().report({ type: 'socket.disconnected', reason: 'transport close' });
    expect(selectGreeting(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'connection.stop' });
    expect(actor.getSnapshot().context.greeting).toBeNull();
    actor.stop();
  });

  it('reads one, reads all, clears', () => {
    const { actor, fake } = start();
    actor.send({ type: 'connection.start', auth: AUTH });
    fake.last().report({ type: 'socket.connected' });
    for (const id of [1, 2, 3]) fake.last().report({ type: 'socket.push', push: push(id) });
    actor.send({ type: 'messages.read', id: 'push:2' });
    expect(actor.getSnapshot().context.messages.map((m) => [m.id, m.read])).toEqual([
      ['push:3', false],
      ['push:2', true],
      ['push:1', false],
    ]);
    actor.send({ type: 'messages.readAll' });
    expect(unreadCount(actor.getSnapshot().context.messages)).toBe(0);
    actor.send({ type: 'messages.clear' });
    expect(actor.getSnapshot().context.messages).toEqual([]);
    actor.stop();
  });

  it('the log keeps only the last 100 entries, newest first, and can be cleared', () => {
    const { actor, fake } = start();
    actor.send({ type: 'connection.start', auth: AUTH });
    fake.last().report({ type: 'socket.connected' });
    for (let id = 1; id <= 150; id++) fake.last().report({ type: 'socket.push', push: push(id) });
    const { log } = actor.getSnapshot().context;
    expect(log).toHaveLength(WEBSOCKET_LOG_LIMIT);
    expect(log[0]!.text).toBe('Система: Статус заявки №150 изменён');
    expect(log[WEBSOCKET_LOG_LIMIT - 1]!.text).toBe('Система: Статус заявки №51 изменён');
    expect(new Set(log.map((e) => e.id)).size).toBe(WEBSOCKET_LOG_LIMIT);
    actor.send({ type: 'log.clear' });
    expect(actor.getSnapshot().context.log).toEqual([]);
    actor.stop();
  });

  it('sends a message through the socket and keeps the acknowledgement; without a connection it refuses', () => {
    const { actor, fake } = start();
    actor.send({ type: 'socket.send', toUserId: 2, content: 'Привет' });
    expect(actor.getSnapshot().context.outgoing).toEqual({
      status: 'refused',
      message: 'Нет связи с сервером уведомлений',
    });
    actor.send({ type: 'connection.start', auth: AUTH });
    fake.last().report({ type: 'socket.connected' });
    actor.send({ type: 'socket.send', toUserId: 2, content: 'Привет' });
    expect(fake.last().received).toEqual([{ type: 'socket.send', toUserId: 2, content: 'Привет' }]);
    expect(actor.getSnapshot().context.outgoing.status).toBe('sending');
    fake.last().report({ type: 'socket.sent', ok: false, message: 'Получатель не найден' });
    expect(actor.getSnapshot().context.outgoing).toEqual({ status: 'refused', message: 'Получатель не найден' });
    actor.send({ type: 'socket.send', toUserId: 2, content: 'Привет' });
    fake.last().report({ type: 'socket.sent', ok: true });
    expect(actor.getSnapshot().context.outgoing).toEqual({ status: 'sent', message: null });
    // Lost while sending: no acknowledgement will come.
    actor.send({ type: 'socket.send', toUserId: 2, content: 'Ещё' });
    fake.last().report({ type: 'socket.disconnected', reason: 'transport close' });
    expect(actor.getSnapshot().context.outgoing).toEqual({
      status: 'refused',
      message: 'Соединение потеряно, сообщение могло не дойти',
    });
    actor.stop();
  });

  it('counts presence changes for /users/online', () => {
    const { actor, fake } = start();
    actor.send({ type: 'connection.start', auth: AUTH });
    fake.last().report({ type: 'socket.connected' });
    fake.last().report({ type: 'socket.onlineChanged', userId: 9, online: true });
    expect(actor.getSnapshot().context.presenceVersion).toBe(1);
    actor.stop();
  });

  it('passes a permission change on to the app, as an emitted event', () => {
    const { actor, fake } = start();
    const told: string[] = [];
    actor.on('permissions.changed', (e) => void told.push(e.type));
    actor.send({ type: 'connection.start', auth: AUTH });
    fake.last().report({ type: 'socket.connected' });
    fake.last().report({ type: 'socket.permissionsChanged' });
    expect(told).toEqual(['permissions.changed']);
    actor.stop();
  });

  it('a new start (another login) replaces the socket with one for the new auth', () => {
    const { actor, fake } = start();
    actor.send({ type: 'connection.start', auth: AUTH });
    fake.last().report({ type: 'socket.connected' });
    actor.send({ type: 'connection.start', auth: { ...AUTH, token: 'other' } });
    expect(fake.sockets[0]!.closed).toBe(true);
    expect(fake.last().input.token).toBe('other');
    actor.stop();
  });
});
