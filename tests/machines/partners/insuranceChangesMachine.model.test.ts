import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import {
  type InsuranceChangesContext,
  type InsuranceComparison,
  insuranceChangesMachine,
} from '../../../machines/partners/insuranceChangesMachine';
import { holdByInvokeId, type InvokeCall } from '../invokeCalls';
import { type Path, replayPath, shortestPaths } from '../modelPaths';

// Every shortest path of the catalogue comparison chart, walked once per comparison: with new and renamed insurers
// the copy is offered at once (hasChanges holds on the rows), with only vanished ones it is offered once one of them is
// chosen, and a comparison with nothing left (the other load answer of both walks) never offers it. Each path is
// replayed on the real chart with its load and copy held by hand; after every step the live actor is checked for: the
// busy tag, the comparison shown, the insurers chosen for removal, the server's message, the last copy's counts, which
// events it takes, and the calls it made (one load per loading, the chosen ids sent by each copy).

const LOAD = 'xstate.done.actor.0.insuranceChanges.loading';
const LOAD_FAILED = 'xstate.error.actor.0.insuranceChanges.loading';
const COPIED = 'xstate.done.actor.0.insuranceChanges.copying';
const COPY_FAILED = 'xstate.error.actor.0.insuranceChanges.copying';
const actorNames = ['0.insuranceChanges.loading', '0.insuranceChanges.copying'];

const VANISHED = [
  { id: 8, externalId: 'ins-9', name: 'Энергогарант' },
  { id: 11, externalId: 'ins-31', name: 'Стерх' },
];
const NOTHING: InsuranceComparison = { added: [], changed: [], deleted: [] };
const networkError = { message: 'Возникла ошибка сети. Проверьте соединение с интернет.', status: 0 };

const cases = [
  {
    name: 'new, renamed and vanished insurers',
    comparison: {
      added: [{ externalId: 'ins-204', name: 'Ингосстрах' }],
      changed: [{ id: 3, externalId: 'ins-17', name: 'РЕСО', newName: 'РЕСО-Гарантия' }],
      deleted: VANISHED,
    },
    // The walk copies straight after the load, nothing chosen.
    copied: { added: 1, renamed: 1, removed: 0 },
    refusal: { message: 'Недостаточно прав для выполнения операции', errorCode: 'ACCESS_DENIED', status: 403 },
  },
  {
    name: 'only vanished insurers',
    comparison: { added: [], changed: [], deleted: VANISHED },
    // The walk chooses one vanished insurer, then copies.
    copied: { added: 0, renamed: 0, removed: 1 },
    refusal: { message: 'Страховая компания не найдена', errorCode: 'ENTITY_NOT_FOUND', status: 404 },
  },
];

const RELOAD = { type: 'changes.reload' };
const TOGGLE_ALL = { type: 'changes.toggleAll' };
const COPY = { type: 'changes.copy' };
const TOGGLES = VANISHED.map((d) => ({ type: 'changes.toggle', id: d.id }));

const eventsFor = (c: (typeof cases)[number]): EventObject[] => [
  { type: LOAD, output: c.comparison } as EventObject,
  { type: LOAD, output: NOTHING } as EventObject,
  { type: LOAD_FAILED, error: networkError } as EventObject,
  RELOAD,
  ...TOGGLES,
  TOGGLE_ALL,
  COPY,
  { type: COPIED, output: c.copied } as EventObject,
  { type: COPY_FAILED, error: c.refusal } as EventObject,
];

type Snapshot = AnyMachineSnapshot & { context: InsuranceChangesContext };
type StepEvent = EventObject & { id?: number; output?: unknown };

const rows = (c: InsuranceComparison) => c.added.length + c.changed.length + c.deleted.length;
const label = (path: Path) =>
  path.steps
    .map(({ event }) => {
      const e = event as StepEvent;
      if (e.type === LOAD) return `${e.type} (${rows(e.output as InsuranceComparison)} rows)`;
      return e.id === undefined ? e.type : `${e.type} ${e.id}`;
    })
    .join(' > ');

const INITIAL: InsuranceChangesContext = { comparison: null, idsForRemoval: [], error: null, lastCopy: null };

/** What every state means, on the live actor, following the path's events one by one. */
function checker(path: Path, calls: InvokeCall[], refusal: object) {
  let step = 0;
  let prev = INITIAL;
  let loads = 0;
  let copies = 0;
  return (snapshot: AnyMachineSnapshot, afterEvent: string) => {
    const s = snapshot as Snapshot;
    const event = path.steps[step++].event as StepEvent;
    expect(event.type).toBe(afterEvent);
    const { context } = s;
    const at = `after ${afterEvent}`;
    expect(s.status, at).toBe('active');
    expect(s.hasTag('busy'), at).toBe(s.matches('loading') || s.matches('copying'));
    if (s.matches('loading')) loads += 1;
    if (s.matches('copying')) copies += 1;
    // One load per loading and one copy per copying, and nothing else.
    expect(calls.filter((c) => c.src === 'load').length, at).toBe(loads);
    expect(calls.filter((c) => c.src === 'copy').length, at).toBe(copies);
    const offered = [RELOAD, ...TOGGLES, TOGGLE_ALL, COPY].filter((e) => s.can(e));

    if (s.matches('loading')) {
      expect(offered, at).toEqual([]);
      if (afterEvent === COPIED) {
        // The copy's counts are shown and the choice is spent; the old rows stay until the new comparison.
        expect(context, at).toEqual({ ...prev, idsForRemoval: [], lastCopy: event.output });
      } else {
        // The first load, or a reload: nothing changes until the answer (a failed load's message included).
        expect(context, at).toEqual(prev);
      }
    }
    if (s.matches('failed')) {
      expect(context, at).toEqual({ ...prev, error: networkError });
      expect(offered, at).toEqual([RELOAD]);
    }
    if (s.matches('copying')) {
      // The chosen ids go to the server, the last message is gone.
      expect(context, at).toEqual({ ...prev, error: null });
      expect(calls.at(-1), at).toMatchObject({ src: 'copy', input: { idsForRemoval: context.idsForRemoval } });
      expect(offered, at).toEqual([]);
    }
    if (s.matches('ready')) {
      const comparison = context.comparison as InsuranceComparison;
      const deletedIds = comparison.deleted.map((d) => d.id);
      if (afterEvent === LOAD) {
        // The new comparison; a chosen insurer no longer listed drops out of the choice.
        expect(context, at).toEqual({
          ...prev,
          comparison: event.output,
          idsForRemoval: prev.idsForRemoval.filter((id) => deletedIds.includes(id)),
          error: null,
        });
      }
      if (afterEvent === 'changes.toggle') {
        const id = event.id as number;
        const toggled = prev.idsForRemoval.includes(id)
          ? prev.idsForRemoval.filter((x) => x !== id)
          : [...prev.idsForRemoval, id];
        expect(context, at).toEqual({ ...prev, idsForRemoval: toggled });
      }
      if (afterEvent === TOGGLE_ALL.type) {
        const all = prev.idsForRemoval.length === deletedIds.length ? [] : deletedIds;
        expect(context, at).toEqual({ ...prev, idsForRemoval: all });
      }
      if (afterEvent === COPY_FAILED) {
        // The choice stays for another try, with the server's message.
        expect(context, at).toEqual({ ...prev, error: refusal });
      }
      // The copy is offered only when it would apply something: a new or renamed insurer, or a vanished one chosen.
      const applies = comparison.added.length + comparison.changed.length + context.idsForRemoval.length > 0;
      expect(offered, at).toEqual([RELOAD, ...TOGGLES, TOGGLE_ALL, ...(applies ? [COPY] : [])]);
    }
    prev = context;
  };
}

describe.each(cases)('insuranceChangesMachine, every shortest path, $name', (c) => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const paths = shortestPaths(insuranceChangesMachine, eventsFor(c));

  it.each(paths.map((p) => [label(p), p] as const))('replays %s', async (_, path) => {
    const { machine, calls } = holdByInvokeId(insuranceChangesMachine, ['load', 'copy']);
    await replayPath(machine, path, { actorNames, longestDelayMs: 0, check: checker(path, calls, c.refusal) });
  });
});
