import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { travelPremiumMachine } from '../../../machines/travel/travelPremiumMachine';
import type { TravelPolicyInput, TravelPremium } from '../../../src/shared/schemas/travel/travelPolicies';

// The policy form's live premium: one call per pause in typing, for the latest values only.

const input = (holderName: string) => ({ holderName }) as unknown as TravelPolicyInput;
const premium = (total: number) => ({ total }) as unknown as TravelPremium;

function start() {
  const calls: { input: TravelPolicyInput; resolve: (p: TravelPremium) => void; reject: (e: Error) => void }[] = [];
  const actor = createActor(
    travelPremiumMachine.provide({
      actors: {
        calculate: fromPromise<TravelPremium, TravelPolicyInput>(
          ({ input: values }) => new Promise((resolve, reject) => calls.push({ input: values, resolve, reject })),
        ),
      },
    }),
  ).start();
  return { actor, calls };
}

describe('travelPremiumMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks nothing while the values are not a whole policy', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'premium.input', input: null });
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().value).toBe('incomplete');
    expect(calls).toHaveLength(0);
    actor.stop();
  });

  it('waits for the pause, then asks once for the latest values and shows the answer', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'premium.input', input: input('A') });
    await vi.advanceTimersByTimeAsync(300);
    actor.send({ type: 'premium.input', input: input('AB') });
    await vi.advanceTimersByTimeAsync(499);
    expect(calls).toHaveLength(0);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => c.input)).toEqual([input('AB')]);
    calls[0].resolve(premium(1234.56));
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('shown');
    expect(actor.getSnapshot().context.premium).toEqual(premium(1234.56));
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    actor.stop();
  });

  it('ignores the same values again: no second call', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'premium.input', input: input('A') });
    await vi.advanceTimersByTimeAsync(500);
    calls[0].resolve(premium(1));
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'premium.input', input: input('A') });
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('shown');
    actor.stop();
  });

  it('drops the answer of values changed while it was being computed', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'premium.input', input: input('A') });
    await vi.advanceTimersByTimeAsync(500);
    actor.send({ type: 'premium.input', input: input('B') });
    calls[0].resolve(premium(1));
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.premium).toBeNull();
    await vi.advanceTimersByTimeAsync(500);
    expect(calls.map((c) => c.input)).toEqual([input('A'), input('B')]);
    calls[1].resolve(premium(2));
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.premium).toEqual(premium(2));
    actor.stop();
  });

  it('shows the server’s refusal, and clears it when the values stop being a whole policy', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'premium.input', input: input('A') });
    await vi.advanceTimersByTimeAsync(500);
    calls[0].reject(new Error('Нет курса EUR на дату расчёта'));
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('Нет курса EUR на дату расчёта');
    actor.send({ type: 'premium.input', input: null });
    expect(actor.getSnapshot().value).toBe('incomplete');
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.stop();
  });
});
