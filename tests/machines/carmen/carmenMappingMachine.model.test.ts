import { describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { type CarmenMappingInput, carmenMappingMachine } from '../../../machines/carmen/carmenMappingMachine';
import { replayPath, shortestPaths } from '../modelPaths';

const events: EventObject[] = [
  { type: 'mapping.change', value: 2 } as EventObject,
  { type: 'mapping.change', value: 3 } as EventObject,
  { type: 'mapping.clear' },
  { type: 'mapping.sync', value: 4 } as EventObject,
  { type: 'xstate.done.actor.save', output: 2 } as EventObject,
  { type: 'xstate.error.actor.save', error: { message: 'Ошибка', status: 404 } } as EventObject,
];

const inputs: [string, CarmenMappingInput][] = [
  ['with the update flag', { rowId: 1, value: 1, canEdit: true }],
  ['without a value', { rowId: 1, value: null, canEdit: true }],
  ['read-only', { rowId: 1, value: 1, canEdit: false }],
];

describe.each(inputs)('carmenMappingMachine %s, every shortest path', (_name, input) => {
  const paths = shortestPaths(carmenMappingMachine, events, input);

  it('has paths to walk', () => expect(paths.length).toBeGreaterThan(0));

  it.each(paths.map((p) => [p.steps.map((s) => (s.event as EventObject).type).join(' > '), p] as const))(
    'replays %s',
    async (_, path) => {
      vi.useFakeTimers();
      try {
        await replayPath(carmenMappingMachine, path, { input, actorNames: ['save'], longestDelayMs: 0 });
        // What each state means.
        const last = path.steps[path.steps.length - 1].state;
        if (last.matches('saving')) expect(last.context.value).not.toBe(last.context.previous);
        if (last.matches({ ready: 'failed' })) {
          expect(last.context.error).not.toBeNull();
          expect(last.context.value).toBe(last.context.previous);
        }
        if (last.matches({ ready: 'idle' })) expect(last.context.error).toBeNull();
        expect(last.hasTag('editable')).toBe(input.canEdit && last.matches('ready'));
        expect(last.can({ type: 'mapping.clear' })).toBe(last.matches('ready') && last.context.value !== null);
      } finally {
        vi.useRealTimers();
      }
    },
  );
});
