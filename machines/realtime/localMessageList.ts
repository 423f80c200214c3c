import type { LocalMessageType, PushEvent } from '../../src/shared/schemas/realtime';

// Local messages: what the push websocket brought this session, each received push kept as unread until the user
// reads it. The server's hello ('Подключено к серверу уведомлений') is a connection notice, not a message: the chart
// keeps it as the connection's greeting (a status line), so a login never starts with an unread badge. Pure
// functions: the connection chart folds its events through them, and the views count with `unreadCount`.

export interface LocalMessage {
  /** 'push:<notification id>' or 'hello:<n>': a push that arrives twice (two server processes) is kept once. */
  id: string;
  content: string;
  /** Unix seconds, as on the wire. */
  timestamp: number;
  sender: string;
  type: LocalMessageType;
  read: boolean;
  /** The order the push is about: the panel links to it. */
  orderId: number | null;
}

/** The list keeps this many, newest first: older ones fall off as new ones come. */
export const LOCAL_MESSAGES_LIMIT = 100;

/** Newest first, like the panel shows them. */
export function addPush(messages: LocalMessage[], push: PushEvent): LocalMessage[] {
  const id = `push:${push.id}`;
  if (messages.some((m) => m.id === id)) return messages;
  return [
    {
      id,
      content: push.content,
      timestamp: push.timestamp,
      sender: push.sender,
      type: 'push' as const,
      read: false,
      orderId: push.orderId,
    },
    ...messages,
  ].slice(0, LOCAL_MESSAGES_LIMIT);
}

/**
 * The pushes kept from an earlier page of this user (a reload must not lose what was unread) merged into the list:
 * one entry per id, what was read stays read, newest first, at most LOCAL_MESSAGES_LIMIT.
 */
export function restoreMessages(messages: LocalMessage[], stored: LocalMessage[]): LocalMessage[] {
  // Connection notices kept by an earlier version of the console are not messages.
  const byId = new Map(stored.filter((m) => m.type !== 'hello').map((m) => [m.id, m]));
  for (const m of messages) {
    const kept = byId.get(m.id);
    byId.set(m.id, kept ? { ...m, read: m.read || kept.read } : m);
  }
  return [...byId.values()].sort((a, b) => b.timestamp - a.timestamp).slice(0, LOCAL_MESSAGES_LIMIT);
}

export const markRead = (messages: LocalMessage[], id: string): LocalMessage[] =>
  messages.map((m) => (m.id === id && !m.read ? { ...m, read: true } : m));

export const markAllRead = (messages: LocalMessage[]): LocalMessage[] =>
  messages.map((m) => (m.read ? m : { ...m, read: true }));

export const unreadCount = (messages: readonly LocalMessage[]): number =>
  messages.reduce((n, m) => n + (m.read ? 0 : 1), 0);
