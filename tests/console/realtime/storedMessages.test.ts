import { beforeEach, describe, expect, it } from 'vitest';
import type { LocalMessage } from '../../../machines/realtime/localMessageList';
import { readStoredMessages, writeStoredMessages } from '../../../src/console/realtime/storedMessages';

const pushMessage: LocalMessage = {
  id: 'push:5',
  content: 'Счёт № 2611-000005/1 оплачен',
  timestamp: 1_790_000_005,
  sender: 'Система',
  type: 'push',
  read: false,
  orderId: 5,
};
const hello: LocalMessage = {
  id: 'hello:1',
  content: 'Подключено к серверу уведомлений',
  timestamp: 1_790_000_000,
  sender: 'Сервер',
  type: 'hello',
  read: false,
  orderId: null,
};

describe('the pushes kept across a reload', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the pushes per user, not the greetings, and another user reads none of them', () => {
    writeStoredMessages(7, [pushMessage, hello]);
    expect(readStoredMessages(7)).toEqual([pushMessage]);
    expect(readStoredMessages(8)).toEqual([]);
  });

  it('reads anything unreadable as no messages', () => {
    localStorage.setItem('APP_Messages:7', '{not json');
    expect(readStoredMessages(7)).toEqual([]);
    localStorage.setItem('APP_Messages:7', JSON.stringify([{ id: 1 }]));
    expect(readStoredMessages(7)).toEqual([]);
  });
});
