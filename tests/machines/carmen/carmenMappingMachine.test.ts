import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type CarmenMappingInput,
  carmenMappingMachine,
  type MappingValue,
} from '../../../machines/carmen/carmenMappingMachine';

/** A save the test settles by hand, and what the toasts were told. */
function start(input: CarmenMappingInput) {
  const calls: { rowId: number; value: MappingValue }[] = [];
  let settle: { resolve: (v: MappingValue) => void; reject: (e: unknown) => void } | null = null;
  const saved: MappingValue[] = [];
  const failed: string[] = [];
  const actor = createActor(
    carmenMappingMachine.provide({
      actors: {
        save: fromPromise<MappingValue, { rowId: number; value: MappingValue }>(({ input: call }) => {
          calls.push(call);
          return new Promise((resolve, reject) => (settle = { resolve, reject }));
        }),
      },
      actions: {
        notifySaved: (_, { value }) => void saved.push(value),
        notifyFailed: (_, { error }) => void failed.push(error.message),
      },
    }),
    { input },
  );
  actor.start();
  return { actor, calls, saved, failed, settle: () => settle!, state: () => actor.getSnapshot() };
}

describe('carmenMappingMachine', () => {
  it('saves a change at once, shows the chosen value while saving and keeps the server’s answer', async () => {
    const t = start({ rowId: 7, value: null, canEdit: true });
    try {
      expect(t.state().matches({ ready: 'idle' })).toBe(true);
      expect(t.state().hasTag('editable')).toBe(true);
      t.actor.send({ type: 'mapping.change', value: 12 });
      expect(t.state().matches('saving')).toBe(true);
      expect(t.state().hasTag('saving')).toBe(true);
      expect(t.state().context.value).toBe(12);
      expect(t.calls).toEqual([{ rowId: 7, value: 12 }]);
      // No second choice or clearing while the first is saved.
      expect(t.state().can({ type: 'mapping.change', value: 13 })).toBe(false);
      expect(t.state().can({ type: 'mapping.clear' })).toBe(false);
      t.settle().resolve(12);
      await waitFor(t.actor, (s) => s.matches({ ready: 'idle' }));
      expect(t.state().context).toMatchObject({ value: 12, previous: 12, error: null });
      expect(t.saved).toEqual([12]);
      expect(t.failed).toEqual([]);
    } finally {
      t.actor.stop();
    }
  });

  it('offers clearing only when a value is set, and clearing saves null', async () => {
    const empty = start({ rowId: 1, value: null, canEdit: true });
    try {
      expect(empty.state().can({ type: 'mapping.clear' })).toBe(false);
      empty.actor.send({ type: 'mapping.clear' });
      expect(empty.calls).toEqual([]);
    } finally {
      empty.actor.stop();
    }
    const set = start({ rowId: 2, value: 5, canEdit: true });
    try {
      expect(set.state().can({ type: 'mapping.clear' })).toBe(true);
      set.actor.send({ type: 'mapping.clear' });
      expect(set.state().context.value).toBeNull();
      expect(set.calls).toEqual([{ rowId: 2, value: null }]);
      set.settle().resolve(null);
      await waitFor(set.actor, (s) => s.matches({ ready: 'idle' }));
      expect(set.saved).toEqual([null]);
      expect(set.state().can({ type: 'mapping.clear' })).toBe(false);
    } finally {
      set.actor.stop();
    }
  });

  it('rolls back to the previous value when the save fails, and saves again on the next choice', async () => {
    const t = start({ rowId: 3, value: 5, canEdit: true });
    try {
      t.actor.send({ type: 'mapping.change', value: 9 });
      t.settle().reject({ message: 'Марка не найдена', errorCode: 'ENTITY_NOT_FOUND', status: 404 });
      await waitFor(t.actor, (s) => s.matches({ ready: 'failed' }));
      expect(t.state().context).toMatchObject({ value: 5, error: { message: 'Марка не найдена', status: 404 } });
      expect(t.failed).toEqual(['Марка не найдена']);
      expect(t.saved).toEqual([]);
      expect(t.state().hasTag('editable')).toBe(true);

      t.actor.send({ type: 'mapping.change', value: 10 });
      expect(t.state().context).toMatchObject({ value: 10, previous: 5, error: null });
      t.settle().resolve(10);
      await waitFor(t.actor, (s) => s.matches({ ready: 'idle' }));
      expect(t.state().context.value).toBe(10);
    } finally {
      t.actor.stop();
    }
  });

  it('ignores a choice of the value already set', () => {
    const t = start({ rowId: 4, value: 5, canEdit: true });
    try {
      t.actor.send({ type: 'mapping.change', value: 5 });
      expect(t.state().matches({ ready: 'idle' })).toBe(true);
      expect(t.calls).toEqual([]);
    } finally {
      t.actor.stop();
    }
  });

  it('is read-only without the update flag: no change, no clearing, only the server’s rows', () => {
    const t = start({ rowId: 5, value: 5, canEdit: false });
    try {
      expect(t.state().matches('readOnly')).toBe(true);
      expect(t.state().hasTag('editable')).toBe(false);
      expect(t.state().can({ type: 'mapping.change', value: 6 })).toBe(false);
      expect(t.state().can({ type: 'mapping.clear' })).toBe(false);
      t.actor.send({ type: 'mapping.change', value: 6 });
      t.actor.send({ type: 'mapping.clear' });
      expect(t.calls).toEqual([]);
      t.actor.send({ type: 'mapping.sync', value: 8 });
      expect(t.state().context.value).toBe(8);
    } finally {
      t.actor.stop();
    }
  });

  it('takes the reloaded row when idle, but not while a save is under way', async () => {
    const t = start({ rowId: 6, value: null, canEdit: true });
    try {
      t.actor.send({ type: 'mapping.sync', value: 3 });
      expect(t.state().context).toMatchObject({ value: 3, previous: 3 });
      t.actor.send({ type: 'mapping.change', value: 4 });
      t.actor.send({ type: 'mapping.sync', value: 3 });
      expect(t.state().context.value).toBe(4);
      t.settle().resolve(4);
      await waitFor(t.actor, (s) => s.matches({ ready: 'idle' }));
      expect(t.state().context.value).toBe(4);
    } finally {
      t.actor.stop();
    }
  });
});
