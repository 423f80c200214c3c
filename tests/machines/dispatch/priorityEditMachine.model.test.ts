import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { type PriorityRow, priorityChanges, priorityEditMachine } from '../../../machines/dispatch/priorityEditMachine';
import { replayPath, shortestPaths } from '../modelPaths';
import { MOSCOW, PRIORITIES } from './priorityFixtures';

// Every shortest path of the priorities editor's chart, replayed on the real machine with the calls held by hand;
// what each state means is asserted on the way.

const input = { fiasId: MOSCOW, serviceId: 13, canEdit: true };
const events: EventObject[] = [
  { type: 'priority.change', id: 1, input: '4' } as EventObject,
  { type: 'priority.change', id: 2, input: '11' } as EventObject,
  { type: 'priorities.save' },
  { type: 'priorities.retry' },
  { type: 'xstate.done.actor.loadPriorities', output: PRIORITIES } as EventObject,
  { type: 'xstate.error.actor.loadPriorities', error: { message: 'Недостаточно прав', status: 403 } } as EventObject,
  { type: 'xstate.done.actor.savePriorities', output: [{ id: 1, ok: true, priority: 4 }] } as EventObject,
  {
    type: 'xstate.done.actor.savePriorities',
    output: [{ id: 1, ok: false, message: 'Приоритет не найден' }],
  } as EventObject,
  { type: 'xstate.error.actor.savePriorities', error: new Error('Возникла ошибка сети') } as EventObject,
];

type Last = { value: string; context: { rows: PriorityRow[]; loadError: unknown } };

describe('priorityEditMachine, every shortest path', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const paths = [
    ...shortestPaths(priorityEditMachine, events, input),
    ...shortestPaths(priorityEditMachine, events, { ...input, fiasId: null }),
  ];

  it('saves only marked rows, never with a wrong value, and a failed row keeps its mark', () => {
    for (const path of paths) {
      for (const step of path.steps) {
        const { value, context } = step.state as unknown as Last;
        // The rows do not change while saving: they are the ones the save was asked with.
        if (value === 'saving') {
          expect(priorityChanges(context.rows).length).toBeGreaterThan(0);
          expect(context.rows.every((r) => r.invalid === null)).toBe(true);
        }
        for (const row of context.rows) if (row.error) expect(row.updated).toBe(true);
      }
    }
  });

  it.each(paths.map((p, n) => [`${n}: ${p.steps.map((s) => (s.event as EventObject).type).join(' > ')}`, p] as const))(
    'replays %s',
    async (_, path) => {
      const fiasId = path.steps[0].state.context.fiasId as string | null;
      await replayPath(priorityEditMachine, path, {
        input: { ...input, fiasId },
        actorNames: ['loadPriorities', 'savePriorities'],
        longestDelayMs: 0,
      });
      const last = path.steps.at(-1)!;
      const { value, context } = last.state as unknown as Last;
      if (value === 'blank') expect(context.rows).toEqual([]);
      if (value === 'failed') expect(context.loadError).toMatchObject({ status: 403 });
      if (last.event.type === 'xstate.done.actor.savePriorities') {
        const saved = context.rows.find((r) => r.id === 1)!;
        expect(saved.updated).toBe(saved.error !== null);
      }
    },
  );
});
