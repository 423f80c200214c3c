import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import {
  type CarmenMappingEvent,
  type CarmenMappingInput,
  carmenMappingMachine,
  type MappingValue,
} from '../../../machines/carmen/carmenMappingMachine';
import { tableRow } from '../liveChecks';
import { type Path, replayPath, shortestPaths, type WalkEvent } from '../modelPaths';

// Every shortest path of one Carmen mapping row (editable with a value, editable without, read-only), on a live
// actor whose save is held by hand and whose toasts are recorded. After every step the check asserts what the state
// means: the tags, the choices it takes (a change only to another value, clearing only while a value is set, nothing
// while saving or without the update flag) and the save pending with the row and the value chosen; the value shown
// and the one to roll back to (the chosen one while saving, the server's answer once saved, the previous one back
// after a failure); the error kept only after a failed save; and which toast the step showed.

const notFound = { message: 'Марка не найдена', errorCode: 'ENTITY_NOT_FOUND', status: 404 };
const offline = { message: 'Возникла ошибка сети.', connectError: true };
const events: EventObject[] = [
  { type: 'mapping.change', value: 2 } as EventObject,
  { type: 'mapping.change', value: 3 } as EventObject,
  { type: 'mapping.clear' },
  { type: 'mapping.sync', value: 4 } as EventObject,
  // The server may answer with another value than the one chosen: its answer is kept.
  { type: 'xstate.done.actor.save', output: 2 } as EventObject,
  { type: 'xstate.error.actor.save', error: notFound } as EventObject,
  { type: 'xstate.error.actor.save', error: offline } as EventObject,
];
const USER_EVENTS = events.filter((e) => !e.type.startsWith('xstate.')) as CarmenMappingEvent[];
const labelOf = (e: CarmenMappingEvent) => ('value' in e ? `${e.type} ${e.value}` : e.type);

// The guards read the input: the update flag (editable or read-only) and whether a value is set (clearing).
const inputs: [string, CarmenMappingInput][] = [
  ['with the update flag', { rowId: 11, value: 1, canEdit: true }],
  ['without a value', { rowId: 12, value: null, canEdit: true }],
  ['read-only', { rowId: 13, value: 1, canEdit: false }],
];

/** Per state: its tags, the choices it takes (when their guard allows), the calls pending in it. */
const CHOICES = ['mapping.change', 'mapping.clear', 'mapping.sync'];
const STATES: Record<string, { tags: string[]; takes: string[]; pending: string[] }> = {
  readOnly: { tags: [], takes: ['mapping.sync'], pending: [] },
  'ready.idle': { tags: ['editable'], takes: CHOICES, pending: [] },
  'ready.failed': { tags: ['editable'], takes: CHOICES, pending: [] },
  // One save at a time: no new choice, and the reloaded row does not overwrite the choice being saved.
  saving: { tags: ['saving'], takes: [], pending: ['save'] },
};

const keyOf = (value: unknown) =>
  typeof value === 'string' ? value : Object.entries(value as object).map(([k, v]) => `${k}.${v}`)[0];

type Effect = [string, unknown];

/** The recording toasts and the per-step check for one replay of `path` from `input`. */
function rowMeaning(path: Path, input: CarmenMappingInput) {
  const effects: Effect[] = [];
  const provide = {
    actions: {
      notifySaved: (_: unknown, params: { value: MappingValue }) => void effects.push(['notifySaved', params]),
      notifyFailed: (_: unknown, params: { error: unknown }) => void effects.push(['notifyFailed', params]),
    },
  };
  // The row as the user and the server left it.
  const row = { value: input.value, previous: input.value, error: null as unknown };
  let step = 0;
  let seen = 0;

  const check = (snapshot: AnyMachineSnapshot, after: string) => {
    const event = path.steps[step++].event as CarmenMappingEvent | WalkEvent;
    const state = keyOf(snapshot.value);
    const at = `${state} after ${after}`;
    const expected: Effect[] = [];
    switch (event.type) {
      case 'mapping.change':
      case 'mapping.clear':
        Object.assign(row, { previous: row.value, value: 'value' in event ? event.value : null, error: null });
        break;
      case 'mapping.sync':
        Object.assign(row, { value: event.value, previous: event.value });
        break;
      case 'xstate.done.actor.save': {
        const answer = (event as WalkEvent).output as MappingValue;
        Object.assign(row, { value: answer, previous: answer });
        expected.push(['notifySaved', { value: answer }]);
        break;
      }
      case 'xstate.error.actor.save': {
        const e = (event as WalkEvent).error as Record<string, unknown>;
        const error = { message: e.message, errorCode: e.errorCode, status: e.status, connectError: e.connectError };
        Object.assign(row, { value: row.previous, error });
        expected.push(['notifyFailed', { error }]);
        break;
      }
    }

    // The toasts this step showed.
    const done = effects.slice(seen);
    seen = effects.length;
    expect(done, `${at}: toasts`).toEqual(expected);

    // The state's tags, the choices it takes and the calls pending in it.
    const meaning = tableRow(STATES, state, snapshot, at);
    expect(state === 'readOnly', `${at}: read-only exactly without the flag`).toBe(!input.canEdit);
    const allowed = (e: CarmenMappingEvent) =>
      meaning.takes.includes(e.type) &&
      (e.type !== 'mapping.change' || e.value !== row.value) &&
      (e.type !== 'mapping.clear' || row.value !== null);
    const takes = USER_EVENTS.filter((e) => snapshot.can(e)).map(labelOf);
    expect(takes, `${at}: choices taken`).toEqual(USER_EVENTS.filter(allowed).map(labelOf));
    expect(Object.keys(snapshot.children), `${at}: calls pending`).toEqual(meaning.pending);
    if (state === 'saving')
      expect(snapshot.children.save!.getSnapshot().input, `${at}: the save`).toEqual({
        rowId: input.rowId,
        value: row.value,
      });

    // The value shown, the one a failure goes back to, and the error of the last failed save only.
    const { context } = snapshot;
    expect(context.rowId, at).toBe(input.rowId);
    expect(context.canEdit, at).toBe(input.canEdit);
    expect(context.value, `${at}: value`).toBe(row.value);
    expect(context.previous, `${at}: previous`).toBe(row.previous);
    expect(context.error, `${at}: error`).toEqual(row.error);
    if (state === 'ready.failed') expect(context.error, `${at}: the failure`).not.toBeNull();
    else expect(context.error, `${at}: no error`).toBeNull();
  };
  return { provide, check };
}

describe.each(inputs)('carmenMappingMachine %s, every shortest path', (_name, input) => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const paths = shortestPaths(carmenMappingMachine, events, input);

  it('has paths to walk', () => expect(paths.length).toBeGreaterThan(0));

  it.each(paths.map((p) => [p.steps.map((s) => (s.event as EventObject).type).join(' > '), p] as const))(
    'replays %s',
    async (_, path) => {
      const { provide, check } = rowMeaning(path, input);
      await replayPath(carmenMappingMachine, path, { input, actorNames: ['save'], provide, longestDelayMs: 0, check });
    },
  );
});
