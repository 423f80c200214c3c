import { assign, emit, fromCallback, type SnapshotFrom, sendTo, setup } from 'xstate';
import {
  WEBSOCKET_LOG_LIMIT,
  WS_RECONNECT_ATTEMPTS,
  WS_RECONNECT_DELAY_MS,
  WS_RECONNECT_MAX_DELAY_MS,
} from '../../src/shared/constants';
import type { HelloEvent, PushEvent } from '../../src/shared/schemas/realtime';
import { addPush, type LocalMessage, markAllRead, markRead, restoreMessages, unreadCount } from './localMessageList';

/** The handshake's auth (socketAuthSchema): the session token without 'Bearer ', this browser, the workspace office. */
export interface RealtimeAuth {
  token: string;
  deviceId: string;
  officeId?: number;
}

export type SocketSend = { type: 'socket.send'; toUserId: number; content: string };

/** What the socket actor reports: the socket.io client's events, parsed. */
export type SocketReport =
  | { type: 'socket.connected' }
  | { type: 'socket.disconnected'; reason: string }
  /** connect_error: a refusal carries the server's status (401, 430, 500); a network failure has none. */
  | { type: 'socket.error'; status?: number; message: string }
  | { type: 'socket.hello'; hello: HelloEvent }
  | { type: 'socket.push'; push: PushEvent }
  | { type: 'socket.onlineChanged'; userId: number; online: boolean }
  /** The user's roles or permissions changed on the server. */
  | { type: 'socket.permissionsChanged' }
  /** The acknowledgement of message:send. */
  | { type: 'socket.sent'; ok: boolean; message?: string };

export type RealtimeEvent =
  | { type: 'connection.start'; auth: RealtimeAuth }
  | { type: 'connection.stop' }
  | { type: 'connection.retry' }
  | SocketReport
  | SocketSend
  | { type: 'messages.read'; id: string }
  | { type: 'messages.readAll' }
  | { type: 'messages.clear' }
  /** The pushes this user had on an earlier page (kept by the app in local storage). */
  | { type: 'messages.restore'; messages: LocalMessage[] }
  | { type: 'log.clear' };

/** Emitted for the app: a push to present (toast, system notification, a live order card or list). */
export type RealtimeEmitted =
  | { type: 'push.received'; push: PushEvent }
  /** For the session: reload the permissions (the menu follows without a re-login). */
  | { type: 'permissions.changed' };

export type LogKind = 'connect' | 'disconnect' | 'error' | 'retry' | 'hello' | 'push' | 'sent';
export interface LogEntry {
  id: number;
  /** Epoch milliseconds. */
  at: number;
  kind: LogKind;
  text: string;
}

export interface Outgoing {
  status: 'idle' | 'sending' | 'sent' | 'refused';
  /** The server's (or the connection's) Russian refusal. */
  message: string | null;
}

/** The server's hello of the current connection: shown as the connection's status, never counted as unread. */
export interface Greeting {
  content: string;
  /** Unix seconds, as on the wire. */
  timestamp: number;
}

export interface RealtimeContext {
  auth: RealtimeAuth | null;
  greeting: Greeting | null;
  /** Reconnection attempts made since the last successful connect (1..WS_RECONNECT_ATTEMPTS). */
  attempt: number;
  /** When the waiting state's retry fires (epoch ms), for 'Переподключение через N с'. */
  retryAt: number | null;
  log: LogEntry[];
  messages: LocalMessage[];
  outgoing: Outgoing;
  /** Bumped on every 'online:changed': /users/online re-reads when it moves. */
  presenceVersion: number;
  seq: number;
}

/** The reconnect delay: 2 s, doubling, at most 600000 ms; `attempt` counts from 1. */
export const retryDelay = (attempt: number) =>
  Math.min(WS_RECONNECT_DELAY_MS * 2 ** Math.max(0, attempt - 1), WS_RECONNECT_MAX_DELAY_MS);

const DISCONNECT_REASONS: Record<string, string> = {
  'io server disconnect': 'сервер закрыл соединение',
  'transport close': 'соединение закрыто',
  'transport error': 'ошибка соединения',
  'ping timeout': 'сервер не отвечает',
  'parse error': 'ошибка данных',
};
const failureText = (event: Extract<SocketReport, { type: 'socket.disconnected' | 'socket.error' }>) =>
  event.type === 'socket.disconnected'
    ? `Соединение разорвано: ${DISCONNECT_REASONS[event.reason] ?? event.reason}`
    : `Ошибка подключения: ${event.message}${event.status ? ` (${event.status})` : ''}`;
const NO_CONNECTION = 'Нет связи с сервером уведомлений';

/** The connection in words: 'offline' | 'connecting' | 'connected' | 'waiting' | 'failed' | 'rejected'. */
export const selectConnection = (s: SnapshotFrom<typeof realtimeConnectionMachine>) =>
  s.matches({ live: 'connected' })
    ? 'connected'
    : s.matches('live')
      ? 'connecting'
      : (s.value as 'offline' | 'waiting' | 'failed' | 'rejected');
export const selectUnreadCount = (s: SnapshotFrom<typeof realtimeConnectionMachine>) => unreadCount(s.context.messages);
/** The hello of the live connection, while it is connected. */
export const selectGreeting = (s: SnapshotFrom<typeof realtimeConnectionMachine>) =>
  s.matches({ live: 'connected' }) ? s.context.greeting : null;

/**
 * The push websocket: offline until the session starts it, then live (the `socket` actor: connecting, connected); an
 * unexpected disconnect or a failed connect waits retryDelay and tries again, up to WS_RECONNECT_ATTEMPTS times, then
 * fails until 'connection.retry'. A refused token (430, 401) is not retried: the app's session hears of it. Every push
 * lands in the local message list as unread; a hello is the connection's greeting (a status line, not a message). The
 * log keeps the last WEBSOCKET_LOG_LIMIT entries, newest first.
 */
export const realtimeConnectionMachine = setup({
  types: { context: {} as RealtimeContext, events: {} as RealtimeEvent, emitted: {} as RealtimeEmitted },
  actors: {
    // Provided by the wiring (socket.io-client): reports SocketReport events, takes 'socket.send'.
    socket: fromCallback<SocketSend, RealtimeAuth>(() => () => {}),
  },
  actions: {
    log: assign(({ context }, params: { kind: LogKind; text: string }) => ({
      seq: context.seq + 1,
      log: [{ id: context.seq + 1, at: Date.now(), ...params }, ...context.log].slice(0, WEBSOCKET_LOG_LIMIT),
    })),
    scheduleRetry: assign(({ context }) => ({
      attempt: context.attempt + 1,
      retryAt: Date.now() + retryDelay(context.attempt + 1),
    })),
    /** The session's token was refused: the app turns this into 'session.tokenRejected'. */
    onTokenRejected: () => {},
    /** A message in flight when the socket went away gets no acknowledgement: say so. */
    dropOutgoing: assign(({ context }) =>
      context.outgoing.status === 'sending'
        ? { outgoing: { status: 'refused' as const, message: 'Соединение потеряно, сообщение могло не дойти' } }
        : {},
    ),
  },
  guards: {
    tokenRefused: ({ event }) => event.type === 'socket.error' && (event.status === 430 || event.status === 401),
    attemptsLeft: ({ context }) => context.attempt < WS_RECONNECT_ATTEMPTS,
  },
  delays: {
    retryDelay: ({ context }) => retryDelay(context.attempt),
  },
}).createMachine({
  id: 'realtime',
  context: {
    auth: null,
    greeting: null,
    attempt: 0,
    retryAt: null,
    log: [],
    messages: [],
    outgoing: { status: 'idle', message: null },
    presenceVersion: 0,
    seq: 0,
  },
  initial: 'offline',
  on: {
    'connection.start': {
      target: '.live',
      reenter: true,
      actions: assign({ auth: ({ event }) => event.auth, greeting: null, attempt: 0, retryAt: null }),
    },
    'connection.stop': {
      target: '.offline',
      // The list is the signed-in user's: the next user of this browser must not read it.
      actions: [
        assign({
          auth: null,
          greeting: null,
          attempt: 0,
          retryAt: null,
          messages: [],
          outgoing: { status: 'idle', message: null },
        }),
        { type: 'log', params: { kind: 'disconnect', text: 'Отключено: сеанс завершён' } },
      ],
    },
    'messages.read': { actions: assign({ messages: ({ context, event }) => markRead(context.messages, event.id) }) },
    'messages.readAll': { actions: assign({ messages: ({ context }) => markAllRead(context.messages) }) },
    'messages.clear': { actions: assign({ messages: [] }) },
    'messages.restore': {
      actions: assign({ messages: ({ context, event }) => restoreMessages(context.messages, event.messages) }),
    },
    'log.clear': { actions: assign({ log: [] }) },
    'socket.send': { actions: assign({ outgoing: { status: 'refused', message: NO_CONNECTION } }) },
  },
  states: {
    offline: {},
    live: {
      initial: 'connecting',
      invoke: { id: 'socket', src: 'socket', input: ({ context }) => context.auth! },
      on: {
        'socket.hello': {
          actions: [
            assign({
              greeting: ({ event }) => ({ content: event.hello.content, timestamp: event.hello.timestamp }),
            }),
            { type: 'log', params: ({ event }) => ({ kind: 'hello', text: event.hello.content }) },
          ],
        },
        'socket.push': {
          actions: [
            assign({ messages: ({ context, event }) => addPush(context.messages, event.push) }),
            {
              type: 'log',
              params: ({ event }) => ({ kind: 'push', text: `${event.push.sender}: ${event.push.content}` }),
            },
            emit(({ event }) => ({ type: 'push.received' as const, push: event.push })),
          ],
        },
        'socket.onlineChanged': {
          actions: assign({ presenceVersion: ({ context }) => context.presenceVersion + 1 }),
        },
        'socket.permissionsChanged': { actions: emit({ type: 'permissions.changed' as const }) },
        'socket.error': [
          {
            guard: 'tokenRefused',
            target: 'rejected',
            actions: [
              { type: 'log', params: ({ event }) => ({ kind: 'error', text: failureText(event) }) },
              'onTokenRejected',
            ],
          },
          {
            guard: 'attemptsLeft',
            target: 'waiting',
            actions: [
              { type: 'log', params: ({ event }) => ({ kind: 'error', text: failureText(event) }) },
              'scheduleRetry',
            ],
          },
          {
            target: 'failed',
            actions: { type: 'log', params: ({ event }) => ({ kind: 'error', text: failureText(event) }) },
          },
        ],
        'socket.disconnected': [
          {
            guard: 'attemptsLeft',
            target: 'waiting',
            actions: [
              { type: 'log', params: ({ event }) => ({ kind: 'disconnect', text: failureText(event) }) },
              'scheduleRetry',
            ],
          },
          {
            target: 'failed',
            actions: { type: 'log', params: ({ event }) => ({ kind: 'disconnect', text: failureText(event) }) },
          },
        ],
      },
      states: {
        connecting: {
          on: {
            'socket.connected': {
              target: 'connected',
              actions: [
                assign({ attempt: 0, retryAt: null }),
                { type: 'log', params: { kind: 'connect', text: 'Соединение установлено' } },
              ],
            },
          },
        },
        connected: {
          exit: 'dropOutgoing',
          on: {
            'socket.send': {
              actions: [
                assign({ outgoing: { status: 'sending', message: null } }),
                sendTo('socket', ({ event }) => event),
              ],
            },
            'socket.sent': [
              {
                guard: ({ event }) => event.ok,
                actions: [
                  assign({ outgoing: { status: 'sent', message: null } }),
                  { type: 'log', params: { kind: 'sent', text: 'Сообщение отправлено' } },
                ],
              },
              {
                actions: [
                  assign({
                    outgoing: ({ event }) => ({
                      status: 'refused' as const,
                      message: event.message ?? 'Сообщение не отправлено',
                    }),
                  }),
                  {
                    type: 'log',
                    params: ({ event }) => ({ kind: 'error', text: `Сообщение не отправлено: ${event.message ?? ''}` }),
                  },
                ],
              },
            ],
          },
        },
      },
    },
    waiting: {
      entry: {
        type: 'log',
        params: ({ context }) => ({
          kind: 'retry',
          text: `Переподключение через ${Math.round(retryDelay(context.attempt) / 1000)} с (попытка ${context.attempt} из ${WS_RECONNECT_ATTEMPTS})`,
        }),
      },
      after: { retryDelay: 'live' },
      on: { 'connection.retry': { target: 'live', actions: assign({ attempt: 0, retryAt: null }) } },
    },
    failed: {
      entry: [
        assign({ retryAt: null }),
        { type: 'log', params: { kind: 'error', text: `${NO_CONNECTION}: попытки переподключения исчерпаны` } },
      ],
      on: { 'connection.retry': { target: 'live', actions: assign({ attempt: 0 }) } },
    },
    /** The token is no longer valid: nothing to retry until the session starts the connection again. */
    rejected: {},
  },
});
