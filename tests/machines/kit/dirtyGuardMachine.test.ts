import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { dirtyGuardMachine, type FormValues } from '../../../machines/kit/dirtyGuardMachine';

const loaded: FormValues = {
  lastName: 'Иванов',
  firstName: 'Пётр',
  phone: '+79001234567',
  comment: '',
  address: { city: 'Москва', street: null },
};

function start(values: FormValues = loaded) {
  const proceeded: unknown[] = [];
  const actor = createActor(
    dirtyGuardMachine.provide({ actions: { proceed: (_, { intent }) => void proceeded.push(intent) } }),
    {
      input: { values },
    },
  );
  actor.start();
  return { actor, proceeded, state: () => actor.getSnapshot() };
}

describe('dirtyGuardMachine', () => {
  it('starts clean with the loaded values as pristine', () => {
    const { actor, state } = start();
    try {
      expect(state().value).toBe('clean');
      expect(state().hasTag('dirty')).toBe(false);
      expect(state().context.pristine).toEqual(loaded);
    } finally {
      actor.stop();
    }
  });

  it('is dirty after an edit and clean again once the edit is undone', () => {
    const { actor, state } = start();
    try {
      actor.send({ type: 'guard.change', values: { ...loaded, lastName: 'Петров' } });
      expect(state().value).toBe('dirty');
      expect(state().hasTag('dirty')).toBe(true);
      actor.send({ type: 'guard.change', values: { ...loaded, lastName: 'Петро' } });
      expect(state().value).toBe('dirty');
      actor.send({ type: 'guard.change', values: { ...loaded } });
      expect(state().value).toBe('clean');
      expect(state().context.current).toEqual(loaded);
    } finally {
      actor.stop();
    }
  });

  it('compares as a form does: key order, blank values, numbers as text, nested groups', () => {
    const { actor, state } = start({
      year: 2020,
      tags: ['a', 'b'],
      comment: null,
      address: { city: 'Москва', street: undefined },
    });
    try {
      // What the form sends back: every field as text, keys in another order, empty fields as '' or missing.
      actor.send({
        type: 'guard.change',
        values: { address: { street: '', city: 'Москва' }, comment: '', tags: ['a', 'b'], year: '2020', extra: '' },
      });
      expect(state().value).toBe('clean');
      actor.send({
        type: 'guard.change',
        values: { address: { street: '', city: 'Москва' }, tags: ['b', 'a'], year: '2020' },
      });
      expect(state().value, 'list order matters').toBe('dirty');
      actor.send({ type: 'guard.change', values: { address: { city: 'Тула' }, tags: ['a', 'b'], year: 2020 } });
      expect(state().value, 'a nested change').toBe('dirty');
      actor.send({
        type: 'guard.change',
        values: { address: { city: 'Москва' }, tags: ['a', 'b'], year: 2020, comment: 'x' },
      });
      expect(state().value, 'a filled blank').toBe('dirty');
      actor.send({ type: 'guard.change', values: { address: { city: 'Москва' }, tags: ['a', 'b'], year: 2020 } });
      expect(state().value).toBe('clean');
    } finally {
      actor.stop();
    }
  });

  it('lets a clean form be left at once', () => {
    const { actor, state, proceeded } = start();
    try {
      actor.send({ type: 'guard.leave', intent: { kind: 'navigate', to: '/clients' } });
      expect(proceeded).toEqual([{ kind: 'navigate', to: '/clients' }]);
      expect(state().value).toBe('clean');
    } finally {
      actor.stop();
    }
  });

  it('asks before leaving a dirty form: cancel keeps the edit, confirm proceeds with the intent and discards it', () => {
    const { actor, state, proceeded } = start();
    try {
      const edited = { ...loaded, comment: 'позвонить вечером' };
      actor.send({ type: 'guard.change', values: edited });
      actor.send({ type: 'guard.leave', intent: { kind: 'history', delta: -1 } });
      expect(state().value).toBe('confirming');
      expect(state().context.pendingIntent).toEqual({ kind: 'history', delta: -1 });
      expect(proceeded).toEqual([]);

      actor.send({ type: 'guard.cancel' });
      expect(state().value).toBe('dirty');
      expect(state().context.pendingIntent).toBeNull();
      expect(state().context.current).toEqual(edited);
      expect(proceeded).toEqual([]);

      actor.send({ type: 'guard.leave', intent: { kind: 'close' } });
      // Another way out asked while the question is open replaces the first one.
      actor.send({ type: 'guard.leave', intent: { kind: 'navigate', to: '/' } });
      expect(state().context.pendingIntent).toEqual({ kind: 'navigate', to: '/' });
      actor.send({ type: 'guard.confirm' });
      expect(proceeded).toEqual([{ kind: 'navigate', to: '/' }]);
      expect(state().value).toBe('leaving');
      expect(state().hasTag('dirty')).toBe(false);
      expect(state().context.current).toEqual(loaded);
      expect(state().context.pendingIntent).toBeNull();
      // The edited values still on screen while the way out is taken do not make the form dirty again.
      actor.send({ type: 'guard.change', values: edited });
      expect(state().hasTag('dirty')).toBe(false);
      actor.send({ type: 'guard.leave', intent: { kind: 'history', delta: -1 } });
      expect(proceeded.at(-1)).toEqual({ kind: 'history', delta: -1 });
    } finally {
      actor.stop();
    }
  });

  it('ignores a change of values while the question is open', () => {
    const { actor, state } = start();
    try {
      actor.send({ type: 'guard.change', values: { ...loaded, phone: '' } });
      actor.send({ type: 'guard.leave', intent: { kind: 'close' } });
      actor.send({ type: 'guard.change', values: loaded });
      expect(state().value).toBe('confirming');
    } finally {
      actor.stop();
    }
  });

  it('makes what was saved pristine', () => {
    const { actor, state, proceeded } = start();
    try {
      const edited = { ...loaded, firstName: 'Павел' };
      actor.send({ type: 'guard.change', values: edited });
      actor.send({ type: 'guard.saved' });
      expect(state().value).toBe('clean');
      expect(state().context.pristine).toEqual(edited);
      // Going back to the old values is now an edit.
      actor.send({ type: 'guard.change', values: loaded });
      expect(state().value).toBe('dirty');
      // The server's answer, when given, is the new pristine.
      actor.send({ type: 'guard.saved', values: { ...loaded, id: 5 } });
      expect(state().context.pristine).toEqual({ ...loaded, id: 5 });
      actor.send({ type: 'guard.leave', intent: { kind: 'close' } });
      expect(proceeded).toEqual([{ kind: 'close' }]);
    } finally {
      actor.stop();
    }
  });

  it('takes new pristine values on load, from any state', () => {
    const { actor, state } = start();
    try {
      actor.send({ type: 'guard.change', values: { ...loaded, lastName: '' } });
      actor.send({ type: 'guard.leave', intent: { kind: 'close' } });
      actor.send({ type: 'guard.load', values: { lastName: 'Сидоров' } });
      expect(state().value).toBe('clean');
      expect(state().context).toEqual({
        pristine: { lastName: 'Сидоров' },
        current: { lastName: 'Сидоров' },
        pendingIntent: null,
      });
    } finally {
      actor.stop();
    }
  });

  it('starts with empty values when given none', () => {
    const actor = createActor(dirtyGuardMachine, { input: undefined }).start();
    try {
      actor.send({ type: 'guard.change', values: { name: '' } });
      expect(actor.getSnapshot().value).toBe('clean');
      actor.send({ type: 'guard.change', values: { name: 'a' } });
      expect(actor.getSnapshot().value).toBe('dirty');
    } finally {
      actor.stop();
    }
  });
});
