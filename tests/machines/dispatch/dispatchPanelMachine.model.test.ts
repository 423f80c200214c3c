import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { DISPATCH_POLL_MS, dispatchPanelMachine } from '../../../machines/dispatch/dispatchPanelMachine';
import type { Dispatch } from '../../../src/shared/schemas/orderOffers';
import { replayPath, shortestPaths } from '../modelPaths';
import { blocked, dispatchOf, stale } from './dispatchFixtures';

// Every shortest path of the dispatch panel's chart, replayed on the real machine with the calls held by hand and
// the poll driven by the fake clock; what each state means is asserted on the way.

const input = { orderId: 42, canAct: true };
const events: EventObject[] = [
  { type: 'dispatch.act', action: 'offer.start' } as EventObject,
  { type: 'dispatch.act', action: 'offer.restart' } as EventObject,
  { type: 'dispatch.act', action: 'offer.operator' } as EventObject,
  { type: 'dispatch.retry' },
  { type: 'dispatch.access', canAct: true } as EventObject,
  { type: 'xstate.after.dispatchPoll.dispatchPanel.watching' },
  { type: 'xstate.done.actor.loadDispatch', output: dispatchOf('idle') } as EventObject,
  { type: 'xstate.done.actor.loadDispatch', output: dispatchOf('offering') } as EventObject,
  {
    type: 'xstate.error.actor.loadDispatch',
    error: { message: 'Заявка не найдена', errorCode: 'ENTITY_NOT_FOUND', status: 404 },
  } as EventObject,
  { type: 'xstate.done.actor.runAction', output: dispatchOf('offering') } as EventObject,
  { type: 'xstate.done.actor.runAction', output: dispatchOf('manual') } as EventObject,
  { type: 'xstate.error.actor.runAction', error: stale } as EventObject,
  { type: 'xstate.error.actor.runAction', error: blocked } as EventObject,
];

type Last = { value: string; context: { dispatch: Dispatch | null; action: string | null; loadError: unknown } };

describe('dispatchPanelMachine, every shortest path', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const paths = shortestPaths(dispatchPanelMachine, events, input);

  it('acts only with an action the server allows, and polls only while offering', () => {
    for (const path of paths) {
      for (const step of path.steps) {
        const { value, context } = step.state as unknown as Last;
        // The dispatch does not change while acting: it is the one the action was chosen from.
        if (value === 'acting') expect(context.dispatch?.allowedActions).toContain(context.action);
        if (value === 'watching') expect(context.dispatch?.state).toBe('offering');
        if (value === 'still') expect(context.dispatch?.state).not.toBe('offering');
      }
    }
  });

  it.each(paths.map((p) => [p.steps.map((s) => (s.event as EventObject).type).join(' > '), p] as const))(
    'replays %s',
    async (_, path) => {
      const toasts: string[] = [];
      await replayPath(dispatchPanelMachine, path, {
        input,
        actorNames: ['loadDispatch', 'runAction'],
        provide: {
          actions: {
            actionDone: () => void toasts.push('done'),
            stateChanged: () => void toasts.push('changed'),
            reportError: () => void toasts.push('error'),
          },
        },
        longestDelayMs: DISPATCH_POLL_MS,
      });
      const last = path.steps.at(-1)!;
      const { value, context } = last.state as unknown as Last;
      const type = (last.event as EventObject & { error?: { status: number } }).type;
      if (value === 'failed') expect(context.loadError).toMatchObject({ status: 404 });
      if (value === 'acting') expect(context.action).not.toBeNull();
      if (type === 'xstate.done.actor.runAction') expect(toasts.at(-1)).toBe('done');
      if (type === 'xstate.error.actor.runAction')
        expect(toasts.at(-1)).toBe(value === 'loading' ? 'changed' : 'error');
    },
  );
});
