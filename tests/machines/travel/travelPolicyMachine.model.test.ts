import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { allowedLifecycleEvents } from '../../../machines/kit/lifecycle';
import {
  TRAVEL_POLICY_EVENTS,
  type TravelPolicyFacts,
  travelPolicyMachine,
} from '../../../machines/travel/travelPolicyMachine';
import type { TravelPolicyState } from '../../../src/shared/lifecycleStates';
import { replayPath, shortestPaths } from '../modelPaths';

// Every shortest path of the travel policy's chart, replayed on the real machine. The guards read the calendar, so no
// one day reaches every transition: the walk is taken before the trip (annulling a paid policy) and on a trip that
// began today and has ended (activating and expiring), and together they cover the chart.

const BEFORE: TravelPolicyFacts = { today: '2030-06-10', startDate: '2030-06-17', endDate: '2030-06-26' };
const CALENDAR: TravelPolicyFacts = { today: '2030-06-10', startDate: '2030-06-10', endDate: '2030-06-09' };

/** What each state means before the trip, in the actions it offers. */
const MEANING: Record<TravelPolicyState, (actions: string[], facts: TravelPolicyFacts) => void> = {
  draft: (a) => expect(a).toEqual(expect.arrayContaining(['policy.update', 'policy.annul'])),
  issued: (a) => expect(a).toEqual(['policy.pay', 'policy.annul']),
  paid: (a, f) =>
    expect(a).toEqual(f.startDate > f.today ? ['policy.unpay', 'policy.annul'] : ['policy.unpay', 'policy.activate']),
  active: (a) => expect(a).toEqual(['policy.expire']),
  expired: (a) => expect(a).toEqual([]),
  annulled: (a) => expect(a).toEqual([]),
};

describe('travelPolicyMachine, every shortest path', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const walks = [BEFORE, CALENDAR].map((input) => ({
    input,
    paths: shortestPaths(travelPolicyMachine, TRAVEL_POLICY_EVENTS, input),
  }));

  for (const { input, paths } of walks) {
    it.each(paths.map((p) => [p.steps.map((s) => (s.event as EventObject).type).join(' > '), p] as const))(
      `replays %s (trip ${input.startDate}..${input.endDate})`,
      async (_, path) => {
        await replayPath(travelPolicyMachine, path, { input, actorNames: [], longestDelayMs: 0 });
        const last = path.steps.at(-1)!.state as unknown as {
          value: TravelPolicyState;
          can: (e: EventObject) => boolean;
          status: string;
        };
        const actions = allowedLifecycleEvents(travelPolicyMachine, last.value, input, TRAVEL_POLICY_EVENTS);
        MEANING[last.value](actions, input);
        expect(TRAVEL_POLICY_EVENTS.filter((e) => last.can(e)).map((e) => e.type)).toEqual(actions);
        expect(last.status).toBe(['expired', 'annulled'].includes(last.value) ? 'done' : 'active');
      },
    );
  }
});
