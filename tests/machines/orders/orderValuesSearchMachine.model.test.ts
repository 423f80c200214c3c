import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import {
  type OrderValuesSearchContext,
  orderValuesSearchMachine,
} from '../../../machines/orders/orderValuesSearchMachine';
import { replayPath, shortestPaths } from '../modelPaths';

// Every shortest path of the mass search's chart, replayed on the real machine with the request held by hand;
// what each state means is asserted on the way.

const RESULT = { orders: [], notFound: ['НЕТ'] };
const events: EventObject[] = [
  { type: 'values.search', values: ['2611-001001', 'НЕТ'] } as EventObject,
  { type: 'values.search', values: [] } as EventObject,
  { type: 'values.retry' },
  { type: 'xstate.done.actor.search', output: RESULT } as EventObject,
  { type: 'xstate.error.actor.search', error: { message: 'Ошибка сети' } } as EventObject,
];

describe('orderValuesSearchMachine, every shortest path', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const paths = shortestPaths(orderValuesSearchMachine, events);

  it.each(paths.map((p) => [p.steps.map((s) => (s.event as EventObject).type).join(' > '), p] as const))(
    'replays %s',
    async (_, path) => {
      await replayPath(orderValuesSearchMachine, path, { actorNames: ['search'], longestDelayMs: 0 });
      const { value, context } = path.steps.at(-1)!.state as unknown as {
        value: string;
        context: OrderValuesSearchContext;
      };
      if (value === 'found') expect(context.result).toEqual(RESULT);
      if (value === 'failed') expect(context).toMatchObject({ result: null, error: { message: 'Ошибка сети' } });
      if (value === 'searching') expect(context).toMatchObject({ values: ['2611-001001', 'НЕТ'], error: null });
      if (value === 'idle') expect(context.values).toEqual([]);
    },
  );
});
