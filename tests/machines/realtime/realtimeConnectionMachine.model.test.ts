import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type EventObject, fromCallback } from 'xstate';
import { unreadCount } from '../../../machines/realtime/localMessageList';
import {
  type RealtimeAuth,
  realtimeConnectionMachine,
  retryDelay,
  type SocketSend,
  selectConnection,
} from '../../../machines/realtime/realtimeConnectionMachine';
import { WEBSOCKET_LOG_LIMIT, WS_RECONNECT_ATTEMPTS } from '../../../src/shared/constants';
import { countPath, recordMicrosteps } from '../../model/chartCoverage';
import { type StateKey, shortestPaths, transitionKey } from '../modelPaths';

// The real chart, walked with the retry counter as part of the state: the attempts in the middle (1 to
// WS_RECONNECT_ATTEMPTS - 2) are one state each, so the walk goes down the whole chain of failures, while every
// transition is taken from a fresh connection and from the last two attempts (where 'attemptsLeft' turns).
const attemptKey: StateKey = (state, event, prev) => {
  const { attempt } = state.context as { attempt: number };
  return attempt > 0 && attempt < WS_RECONNECT_ATTEMPTS - 1
    ? `${JSON.stringify(state.value)}|attempt ${attempt}`
    : `${transitionKey(state, event, prev)}|attempt ${attempt}`;
};

const AUTH: RealtimeAuth = { token: 't0k3n', deviceId: 'dev-1' };
const PUSH = {
  id: 41,
  content: 'Заявка №41: статус изменён',
  timestamp: 1_790_000_000,
  sender: 'Система',
  kind: 'orderStatus',
  orderId: 41,
  penaltyId: null,
};
const HELLO = {
  content: 'Подключено к серверу уведомлений',
  timestamp: 1_790_000_000,
  sender: 'Сервер',
  userId: 1,
  rooms: ['user:1'],
};

const events = [
  { type: 'connection.start', auth: AUTH },
  { type: 'connection.stop' },
  { type: 'connection.retry' },
  { type: 'socket.connected' },
  { type: 'socket.disconnected', reason: 'transport close' },
  { type: 'socket.error', message: 'xhr poll error' },
  { type: 'socket.error', status: 430, message: 'Сессия недействительна или истекла' },
  { type: 'socket.hello', hello: HELLO },
  { type: 'socket.push', push: PUSH },
  { type: 'socket.onlineChanged', userId: 2, online: true },
  { type: 'socket.permissionsChanged' },
  { type: 'socket.send', toUserId: 2, content: 'Добрый день' },
  { type: 'socket.sent', ok: true },
  { type: 'socket.sent', ok: false, message: 'Получатель не найден' },
  { type: 'messages.read', id: 'push:41' },
  { type: 'messages.readAll' },
  { type: 'messages.clear' },
  { type: 'messages.restore', messages: [] },
  { type: 'log.clear' },
  { type: 'xstate.after.retryDelay.realtime.waiting' },
] as EventObject[];

const paths = shortestPaths(realtimeConnectionMachine, events, undefined, attemptKey);

describe('realtimeConnectionMachine, every shortest path', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('has paths to walk, down to the last attempt', () => {
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.some((p) => p.state.value === 'failed')).toBe(true);
  });

  it.each(paths.map((p) => [p.steps.map((s) => (s.event as EventObject).type).join(' > '), p] as const))(
    'replays %s',
    async (_, path) => {
      const sockets: {
        input: RealtimeAuth;
        sendBack: (e: EventObject) => void;
        closed: boolean;
        received: SocketSend[];
      }[] = [];
      const socket = fromCallback<SocketSend, RealtimeAuth>(({ input, sendBack, receive }) => {
        const s = { input, sendBack, closed: false, received: [] as SocketSend[] };
        sockets.push(s);
        receive((e) => s.received.push(e));
        return () => {
          s.closed = true;
        };
      });
      let rejected = 0;
      const actor = createActor(
        realtimeConnectionMachine.provide({ actors: { socket }, actions: { onTokenRejected: () => void rejected++ } }),
        { inspect: recordMicrosteps },
      );
      countPath(realtimeConnectionMachine);
      try {
        actor.start();
        for (const step of path.steps) {
          const event = step.event as EventObject;
          const before = actor.getSnapshot();
          const rejectedBefore = rejected;
          if (event.type.startsWith('xstate.after.'))
            await vi.advanceTimersByTimeAsync(retryDelay(before.context.attempt));
          else if (event.type.startsWith('socket.') && event.type !== 'socket.send') sockets.at(-1)!.sendBack(event);
          else if (event.type !== 'xstate.init') actor.send(event as never);
          const s = actor.getSnapshot();
          expect(s.value, `after ${event.type}`).toEqual(step.state.value);

          // What each state means.
          const open = sockets.filter((x) => !x.closed);
          const { context } = s;
          const connection = selectConnection(s);
          if (s.matches('live')) {
            expect(open, 'live: exactly one socket, with the session auth').toHaveLength(1);
            expect(open[0]!.input).toEqual(context.auth);
          } else {
            expect(open, `${connection}: no socket is open`).toHaveLength(0);
          }
          if (connection === 'offline')
            expect(context).toMatchObject({ auth: null, greeting: null, attempt: 0, retryAt: null, messages: [] });
          if (connection === 'connected') expect(context).toMatchObject({ attempt: 0, retryAt: null });
          if (connection === 'waiting') {
            expect(context.attempt).toBeGreaterThanOrEqual(1);
            expect(context.attempt).toBeLessThanOrEqual(WS_RECONNECT_ATTEMPTS);
            expect(context.retryAt).toBeGreaterThan(Date.now());
            expect(context.retryAt).toBeLessThanOrEqual(Date.now() + retryDelay(context.attempt));
            if (!before.matches('waiting'))
              expect(context.log[0]).toMatchObject({
                kind: 'retry',
                text: `Переподключение через ${retryDelay(context.attempt) / 1000} с (попытка ${context.attempt} из ${WS_RECONNECT_ATTEMPTS})`,
              });
          }
          if (connection === 'failed') {
            // Only the last attempt's failure gives up; the retry time is no longer shown.
            expect(context.attempt).toBe(WS_RECONNECT_ATTEMPTS);
            expect(context.retryAt).toBeNull();
          }
          // The session hears of a refused token exactly when it is refused.
          expect(rejected - rejectedBefore).toBe(connection === 'rejected' && !before.matches('rejected') ? 1 : 0);
          if (connection === 'rejected') expect(rejected).toBeGreaterThan(0);

          expect(context.log.length).toBeLessThanOrEqual(WEBSOCKET_LOG_LIMIT);
          expect(unreadCount(context.messages)).toBe(context.messages.filter((m) => !m.read).length);
          if (event.type === 'socket.push') {
            expect(context.messages[0]?.read, 'what arrives is unread').toBe(false);
            expect(unreadCount(context.messages)).toBe(
              unreadCount(before.context.messages) + (before.context.messages.some((m) => m.id === 'push:41') ? 0 : 1),
            );
          }
          // A hello is the connection's greeting: it never adds a message or an unread one.
          if (event.type === 'socket.hello') {
            expect(context.messages).toEqual(before.context.messages);
            expect(context.greeting?.content).toBe(HELLO.content);
          }
          if (event.type === 'messages.readAll') expect(unreadCount(context.messages)).toBe(0);
          if (event.type === 'socket.send') {
            if (before.matches({ live: 'connected' })) expect(open[0]!.received.at(-1)).toEqual(event);
            else expect(context.outgoing).toEqual({ status: 'refused', message: 'Нет связи с сервером уведомлений' });
          }
        }
      } finally {
        actor.stop();
      }
    },
  );
});
