import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { clientCardMachine } from '../../../machines/clients/clientCardMachine';
import type { Client } from '../../../src/shared/schemas/clients/clientEntity';
import { replayPath, shortestPaths } from '../modelPaths';

// The client card walked on every shortest path: the load and the delete are held by hand and settled with the
// path's own done and error events (404 for a client that is not there, 500 for anything else).
const input = { clientId: 7 };
const client = {
  id: 7,
  lastName: 'Иванов',
  firstName: 'Иван',
  phoneNumber: '+79161234567',
  statusRefValueId: 76,
  bonus: 0,
} as Client;
const events = [
  { type: 'card.reload' },
  { type: 'card.saved', client: { ...client, lastName: 'Петров' } },
  { type: 'card.delete' },
  { type: 'card.delete.confirm' },
  { type: 'card.delete.cancel' },
  { type: 'xstate.done.actor.load', output: client },
  { type: 'xstate.error.actor.load', error: { message: 'Клиент не найден', status: 404 } },
  { type: 'xstate.error.actor.load', error: { message: 'Внутренняя ошибка сервера', status: 500 } },
  { type: 'xstate.done.actor.remove', output: { id: 7, deletedDate: 1 } },
  { type: 'xstate.error.actor.remove', error: { message: 'Недостаточно прав для выполнения операции', status: 403 } },
] as EventObject[];

describe('clientCardMachine, every shortest path', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const paths = shortestPaths(clientCardMachine, events, input);

  it.each(paths.map((p) => [p.steps.map((s) => (s.event as EventObject).type).join(' > '), p] as const))(
    'replays %s',
    async (_, path) => {
      let left = 0;
      await replayPath(clientCardMachine, path, {
        input,
        actorNames: ['load', 'remove'],
        provide: {
          actions: {
            leaveCard: () => {
              left += 1;
            },
          },
        },
        longestDelayMs: 0,
      });
      // What each end means: a deleted client sends the view away, exactly once.
      const last = path.steps[path.steps.length - 1].state;
      expect(left).toBe(last.value === 'deleted' ? 1 : 0);
      if (
        last.matches('loaded') ||
        last.matches('reloading') ||
        last.matches('confirmingDelete') ||
        last.matches('deleting')
      ) {
        expect(last.context.client).not.toBeNull();
        expect(last.hasTag('shown')).toBe(true);
      }
      if (last.matches('failed')) expect(last.context.error?.status).toBe(500);
      if (last.matches('notFound')) expect(last.context.client).toBeNull();
    },
  );
});
