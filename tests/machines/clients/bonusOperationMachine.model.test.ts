import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type EventObject, fromPromise } from 'xstate';
import { type BonusOperationResult, bonusOperationMachine } from '../../../machines/clients/bonusOperationMachine';
import { replayPath, shortestPaths } from '../modelPaths';

// Every shortest path of the bonus dialog's chart, replayed on the real machine with the request held by hand;
// what each state means is asserted on the way.

const input = { clientId: 7, maxBonus: 200 };
const events: EventObject[] = [
  { type: 'bonus.submit', values: { operationTypeRefValueId: 345, bonus: 100, comment: 'Подарок' } } as EventObject,
  {
    type: 'bonus.submit',
    values: { operationTypeRefValueId: 345, bonus: 6000, comment: 'Слишком много' },
  } as EventObject,
  {
    type: 'bonus.submit',
    values: { operationTypeRefValueId: 346, bonus: 300, comment: 'Больше остатка' },
  } as EventObject,
  { type: 'bonus.cancel' },
  { type: 'xstate.done.actor.sendOperation', output: { bonus: 300 } } as EventObject,
  {
    type: 'xstate.error.actor.sendOperation',
    error: {
      message: 'Нельзя списать бонусов больше. чем есть у клиента',
      status: 400,
      details: { bonus: 'Нельзя списать бонусов больше. чем есть у клиента' },
    },
  } as EventObject,
];

describe('bonusOperationMachine, every shortest path', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const paths = shortestPaths(bonusOperationMachine, events, input);

  it('walks the refusals of the rules, and each leaves the chart in editing', () => {
    const refusedLast = paths.filter((p) => {
      const last = p.steps.at(-1)!.event as { type: string; values?: { bonus?: number } };
      return last.type === 'bonus.submit' && last.values?.bonus !== 100;
    });
    expect(refusedLast.length).toBeGreaterThan(0);
    for (const path of refusedLast) expect(path.steps.at(-1)!.state.value).toBe('editing');
  });

  it.each(paths.map((p) => [p.steps.map((s) => (s.event as EventObject).type).join(' > '), p] as const))(
    'replays %s',
    async (_, path) => {
      await replayPath(bonusOperationMachine, path, { input, actorNames: ['sendOperation'], longestDelayMs: 0 });
      const last = path.steps.at(-1)!;
      const { value, context } = last.state as unknown as {
        value: string;
        context: { result: BonusOperationResult | null; error: unknown; fieldErrors: Record<string, string> };
      };
      // What each state means: done carries the result, editing after a refusal carries its message, cancelled nothing.
      if (value === 'done') expect(context.result).toEqual({ kind: 'accrual', balance: 300 });
      if (value === 'cancelled') expect(context.result).toBeNull();
      if (value === 'editing' && last.event.type.startsWith('xstate.error'))
        expect(context.fieldErrors.bonus).toBe('Нельзя списать бонусов больше. чем есть у клиента');
      if (value === 'submitting') expect(context.fieldErrors).toEqual({});
    },
  );

  it('calls operationDone exactly on the paths that end done', async () => {
    for (const path of paths) {
      const results: BonusOperationResult[] = [];
      const pending: { resolve: (v: unknown) => void; reject: (e: unknown) => void }[] = [];
      const actor = createActor(
        bonusOperationMachine.provide({
          actors: {
            sendOperation: fromPromise(
              () => new Promise((resolve, reject) => pending.push({ resolve, reject })),
            ) as never,
          },
          actions: { operationDone: (_, r) => void results.push(r) },
        }),
        { input },
      ).start();
      for (const step of path.steps) {
        const event = step.event as EventObject & { output?: unknown; error?: unknown };
        if (event.type === 'xstate.init') continue;
        if (event.type.startsWith('xstate.done.actor')) pending.shift()!.resolve(event.output);
        else if (event.type.startsWith('xstate.error.actor')) pending.shift()!.reject(event.error);
        else actor.send(event as never);
        await vi.advanceTimersByTimeAsync(0);
      }
      expect(results.length).toBe(actor.getSnapshot().value === 'done' ? 1 : 0);
      actor.stop();
    }
  });
});
