import { describe, expect, it } from 'vitest';
import {
  addPush,
  LOCAL_MESSAGES_LIMIT,
  type LocalMessage,
  markRead,
  restoreMessages,
  unreadCount,
} from '../../../machines/realtime/localMessageList';
import type { PushEvent } from '../../../src/shared/schemas/realtime';

const push = (id: number): PushEvent => ({
  id,
  content: `Заявка № ${id}: статус «В работе»`,
  timestamp: 1_790_000_000 + id,
  sender: 'Система',
  kind: 'orderStatus',
  orderId: id,
  penaltyId: null,
});
const message = (id: number, read = false): LocalMessage => ({
  id: `push:${id}`,
  content: `№ ${id}`,
  timestamp: 1_790_000_000 + id,
  sender: 'Система',
  type: 'push',
  read,
  orderId: id,
});

describe('the local message list', () => {
  it('keeps the newest LOCAL_MESSAGES_LIMIT pushes, newest first, each once', () => {
    let list: LocalMessage[] = [];
    for (let id = 1; id <= LOCAL_MESSAGES_LIMIT + 5; id += 1) list = addPush(list, push(id));
    list = addPush(list, push(LOCAL_MESSAGES_LIMIT + 5));
    expect(list).toHaveLength(LOCAL_MESSAGES_LIMIT);
    expect(list[0].id).toBe(`push:${LOCAL_MESSAGES_LIMIT + 5}`);
    expect(list.at(-1)!.id).toBe('push:6');
  });

  it('merges the pushes kept from an earlier page: one entry per id, read stays read, newest first', () => {
    const live = addPush([], push(9));
    const stored = [message(9, true), message(7), message(8, true)];
    const merged = restoreMessages(live, stored);
    expect(merged.map((m) => m.id)).toEqual(['push:9', 'push:8', 'push:7']);
    expect(merged.map((m) => m.read)).toEqual([true, true, false]);
    expect(unreadCount(merged)).toBe(1);
    expect(unreadCount(markRead(merged, 'push:7'))).toBe(0);
  });

  it('drops connection notices kept by an earlier page: they are not messages, so never unread', () => {
    const hello: LocalMessage = { ...message(1), id: 'hello:1', type: 'hello', orderId: null };
    const merged = restoreMessages([], [hello, message(2)]);
    expect(merged.map((m) => m.id)).toEqual(['push:2']);
    expect(unreadCount(merged)).toBe(1);
  });
});
