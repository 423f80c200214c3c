import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { type PolicyPageContext, travelPolicyPageMachine } from '../../../machines/travel/travelPolicyPageMachine';
import { replayPath, shortestPaths } from '../modelPaths';
import { DETAILS, ISSUED, policy, refused, stale } from './travelPolicyPageFixtures';

// Every shortest path of the policy card's chart, replayed on the real machine with its three calls held by hand;
// what each state means is asserted at the end of each path. The loaded policy is a draft (update, accept, annul);
// an action answers it issued (annul only).

const input = { policyId: 7, canUpdate: true, canDelete: true };
const ev = (e: Record<string, unknown>) => e as unknown as EventObject;
const LOADED = { policy: policy(), ...DETAILS };

const events: EventObject[] = [
  { type: 'page.retry' },
  ev({ type: 'dialog.open', dialog: 'policy.accept' }),
  ev({ type: 'dialog.open', dialog: 'policy.annul' }),
  { type: 'dialog.close' },
  ev({ type: 'action.run', request: { type: 'policy.accept' } }),
  ev({ type: 'action.run', request: { type: 'policy.annul', reason: 'Отказ от поездки' } }),
  { type: 'edit.start' },
  { type: 'edit.cancel' },
  ev({ type: 'edit.saved', policy: policy({ holderName: 'Петров Пётр' }) }),
  ev({ type: 'xstate.done.actor.loadPage', output: LOADED }),
  ev({
    type: 'xstate.error.actor.loadPage',
    error: { message: 'Полис не найден', status: 404, errorCode: 'ENTITY_NOT_FOUND' },
  }),
  ev({ type: 'xstate.done.actor.runAction', output: ISSUED }),
  ev({ type: 'xstate.error.actor.runAction', error: stale }),
  ev({ type: 'xstate.error.actor.runAction', error: refused }),
  ev({ type: 'xstate.done.actor.loadDetails', output: DETAILS }),
  ev({ type: 'xstate.error.actor.loadDetails', error: { message: 'Возникла ошибка сети', status: 0 } }),
];

describe('travelPolicyPageMachine, every shortest path', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const paths = shortestPaths(travelPolicyPageMachine, events, input);

  it.each(paths.map((p) => [p.steps.map((s) => (s.event as EventObject).type).join(' > '), p] as const))(
    'replays %s',
    async (_, path) => {
      await replayPath(travelPolicyPageMachine, path, {
        input,
        actorNames: ['loadPage', 'loadDetails', 'runAction'],
        longestDelayMs: 0,
      });
      const last = path.steps.at(-1)!;
      const { value, context } = last.state as unknown as { value: string; context: PolicyPageContext };
      const allowed = context.policy?.allowedActions ?? [];
      // What each state means.
      if (value === 'loadFailed') expect(context.loadError?.message).toBe('Полис не найден');
      if (['ready', 'acting', 'refreshing', 'editing'].includes(value)) expect(context.policy).not.toBeNull();
      if (value === 'acting') expect(allowed).toContain(context.request?.type);
      if (value === 'editing') expect(context.policy?.state).toBe('draft');
      if (value === 'reloading')
        expect(context).toMatchObject({ dialog: null, error: { errorCode: 'INELIGIBLE_STATE' } });
      if (value === 'refreshing' && last.event.type === 'xstate.done.actor.runAction')
        expect(context).toMatchObject({ policy: ISSUED, dialog: null });
      if (last.event.type === 'edit.saved') expect(context.policy?.holderName).toBe('Петров Пётр');
      if (context.dialog) expect(allowed).toContain(context.dialog);
      if (value === 'ready' && last.event.type === 'xstate.error.actor.runAction')
        expect(context.error?.message).toBe('Промокод исчерпан');
    },
  );
});
