import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type EventObject, fromPromise } from 'xstate';
import { travelPremiumMachine } from '../../../machines/travel/travelPremiumMachine';
import type { TravelPolicyInput, TravelPremium } from '../../../src/shared/schemas/travel/travelPolicies';
import { countPath, recordMicrosteps } from '../../model/chartCoverage';
import { shortestPaths } from '../modelPaths';

// Every shortest path of the live premium chart, replayed on a live actor whose calculation is held by hand. At each
// step the live actor must be where the walk says, and what each state means is checked on the live actor: nothing
// shown when the values are incomplete, the answer in 'shown', the refusal in 'failed', busy while waiting or
// calculating, and every calculation asked for the values the actor holds.

const whole = { holderName: 'IVANOV' } as unknown as TravelPolicyInput;
const other = { holderName: 'PETROV' } as unknown as TravelPolicyInput;
const answer = { total: 100.5 } as unknown as TravelPremium;
const events: EventObject[] = [
  { type: 'premium.input', input: whole } as EventObject,
  { type: 'premium.input', input: other } as EventObject,
  { type: 'premium.input', input: null } as EventObject,
  { type: 'xstate.after.debounce.travelPremium.waiting' },
  { type: 'xstate.done.actor.calculate', output: answer } as EventObject,
  { type: 'xstate.error.actor.calculate', error: new Error('Нет курса EUR на дату расчёта') } as EventObject,
];

describe('travelPremiumMachine, every shortest path on a live actor', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const paths = shortestPaths(travelPremiumMachine, events);

  it('has paths to walk', () => expect(paths.length).toBeGreaterThan(5));

  it.each(
    paths.map(
      (p) =>
        [
          `${JSON.stringify(p.state.value)} via ${p.steps.map((s) => (s.event as EventObject).type).join(' > ')}`,
          p,
        ] as const,
    ),
  )('reaches %s', async (_, path) => {
    const asked: TravelPolicyInput[] = [];
    let pending: { resolve: (p: TravelPremium) => void; reject: (e: unknown) => void } | null = null;
    const actor = createActor(
      travelPremiumMachine.provide({
        actors: {
          calculate: fromPromise<TravelPremium, TravelPolicyInput>(({ input }) => {
            asked.push(input);
            return new Promise((resolve, reject) => {
              pending = { resolve, reject };
            });
          }),
        },
      }),
      { inspect: recordMicrosteps },
    ).start();
    countPath(travelPremiumMachine);
    try {
      for (const step of path.steps) {
        const event = step.event as EventObject & { output?: TravelPremium; error?: unknown };
        if (event.type.startsWith('xstate.after.')) await vi.advanceTimersByTimeAsync(501);
        else if (event.type === 'xstate.done.actor.calculate') pending!.resolve(event.output!);
        else if (event.type === 'xstate.error.actor.calculate') pending!.reject(event.error);
        else if (event.type !== 'xstate.init') actor.send(event as never);
        await vi.advanceTimersByTimeAsync(0);
        const live = actor.getSnapshot();
        expect(live.value, `after ${event.type}`).toEqual(step.state.value);
        // The last answer stays on screen while new values wait or are computed; at rest it is exactly the state's.
        if (live.matches('incomplete')) expect([live.context.premium, live.context.error]).toEqual([null, null]);
        if (live.matches('shown')) expect([live.context.premium, live.context.error]).toEqual([answer, null]);
        if (live.matches('failed')) expect(live.context.premium).toBeNull();
        if (live.matches('failed')) expect(live.context.error).toBe('Нет курса EUR на дату расчёта');
        expect(live.hasTag('busy')).toBe(live.matches('waiting') || live.matches('calculating'));
        if (live.matches('calculating')) expect(asked.at(-1)).toEqual(live.context.input);
      }
    } finally {
      actor.stop();
    }
  });
});
