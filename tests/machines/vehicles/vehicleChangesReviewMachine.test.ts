import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { vehicleChangesReviewMachine } from '../../../machines/vehicles/vehicleChangesReviewMachine';
import type {
  VehicleCatalogChange,
  VehicleChangeStatus,
} from '../../../src/shared/schemas/vehicles/vehicleCatalogChanges';
import { catalogChange } from './vehicleChangeFixtures';

interface Fakes {
  loads?: (status: VehicleChangeStatus, n: number) => Promise<VehicleCatalogChange[]>;
  apply?: (ids: number[]) => Promise<unknown[]>;
  reject?: (ids: number[]) => Promise<unknown[]>;
}

function start(fakes: Fakes) {
  const calls: { load: VehicleChangeStatus[]; apply: number[][]; reject: number[][] } = {
    load: [],
    apply: [],
    reject: [],
  };
  const actor = createActor(
    vehicleChangesReviewMachine.provide({
      actors: {
        load: fromPromise(async ({ input }) => {
          calls.load.push(input.status);
          return (fakes.loads ?? (async () => [catalogChange(1), catalogChange(2)]))(input.status, calls.load.length);
        }),
        apply: fromPromise(async ({ input }) => {
          calls.apply.push(input.ids);
          return (fakes.apply ?? (async (ids: number[]) => ids))(input.ids);
        }),
        reject: fromPromise(async ({ input }) => {
          calls.reject.push(input.ids);
          return (fakes.reject ?? (async (ids: number[]) => ids))(input.ids);
        }),
      },
    }),
    { input: {} },
  );
  actor.start();
  return { actor, calls };
}

describe('vehicleChangesReviewMachine', () => {
  it('loads, chooses rows, applies them after a confirmation and loads again', async () => {
    const { actor, calls } = start({
      loads: async (_status, n) =>
        n === 1 ? [catalogChange(1), catalogChange(2), catalogChange(3)] : [catalogChange(3)],
    });
    try {
      await waitFor(actor, (s) => s.matches('review'));
      expect(actor.getSnapshot().can({ type: 'changes.apply' })).toBe(false);
      actor.send({ type: 'changes.toggleAll' });
      actor.send({ type: 'changes.toggle', id: 3 });
      expect(actor.getSnapshot().context.selected).toEqual([1, 2]);
      actor.send({ type: 'changes.apply' });
      expect(actor.getSnapshot().matches('confirming')).toBe(true);
      actor.send({ type: 'changes.confirm' });
      await waitFor(actor, (s) => s.matches('review') && s.context.lastReview !== null);
      expect(calls.apply).toEqual([[1, 2]]);
      expect(actor.getSnapshot().context).toMatchObject({
        selected: [],
        rows: [catalogChange(3)],
        lastReview: { action: 'apply', count: 2 },
      });
    } finally {
      actor.stop();
    }
  });

  it('cancels a confirmation without a call, and rejects the chosen rows', async () => {
    const { actor, calls } = start({});
    try {
      await waitFor(actor, (s) => s.matches('review'));
      actor.send({ type: 'changes.toggle', id: 2 });
      actor.send({ type: 'changes.reject' });
      actor.send({ type: 'changes.cancel' });
      expect(actor.getSnapshot().matches('review')).toBe(true);
      expect(calls.reject).toEqual([]);
      actor.send({ type: 'changes.reject' });
      actor.send({ type: 'changes.confirm' });
      await waitFor(actor, (s) => s.matches('review') && s.context.lastReview !== null);
      expect(calls.reject).toEqual([[2]]);
      expect(actor.getSnapshot().context.lastReview).toEqual({ action: 'reject', count: 1 });
    } finally {
      actor.stop();
    }
  });

  it('keeps the choice and the reasons when the server refuses, and retries on confirm', async () => {
    let refuse = true;
    const { actor, calls } = start({
      apply: async (ids) => {
        if (refuse)
          throw {
            message: 'Изменения не применены',
            errorCode: 'INELIGIBLE_STATE',
            status: 409,
            details: { '1': 'Поколение «I» указано у автомобилей (1): удалить нельзя' },
          };
        return ids;
      },
    });
    try {
      await waitFor(actor, (s) => s.matches('review'));
      actor.send({ type: 'changes.toggle', id: 1 });
      actor.send({ type: 'changes.apply' });
      actor.send({ type: 'changes.confirm' });
      await waitFor(actor, (s) => s.matches('failed'));
      expect(actor.getSnapshot().context).toMatchObject({
        selected: [1],
        error: { status: 409, details: { '1': expect.stringContaining('удалить нельзя') } },
      });
      refuse = false;
      actor.send({ type: 'changes.confirm' });
      await waitFor(actor, (s) => s.matches('review') && s.context.lastReview !== null);
      expect(calls.apply).toEqual([[1], [1]]);
      expect(actor.getSnapshot().context.error).toBeNull();
    } finally {
      actor.stop();
    }
  });

  it('shows the history by status, where nothing can be chosen, and reloads after a failed load', async () => {
    let fail = true;
    const { actor, calls } = start({
      loads: async (status) => {
        if (fail) throw { message: 'Сеть недоступна' };
        return [catalogChange(5, { status })];
      },
    });
    try {
      await waitFor(actor, (s) => s.matches('loadFailed'));
      expect(actor.getSnapshot().context.error?.message).toBe('Сеть недоступна');
      fail = false;
      actor.send({ type: 'changes.reload' });
      await waitFor(actor, (s) => s.matches('review'));
      actor.send({ type: 'changes.status', status: 'applied' });
      await waitFor(actor, (s) => s.matches('review') && s.context.status === 'applied');
      expect(calls.load).toEqual(['pending', 'pending', 'applied']);
      actor.send({ type: 'changes.toggle', id: 5 });
      expect(actor.getSnapshot().context.selected).toEqual([]);
      expect(actor.getSnapshot().can({ type: 'changes.apply' })).toBe(false);
    } finally {
      actor.stop();
    }
  });
});
