import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import {
  type PartnerPriority,
  type PriorityRow,
  type PrioritySaveResult,
  priorityEditMachine,
} from '../../../machines/dispatch/priorityEditMachine';
import { tableRow } from '../liveChecks';
import { type Path, replayPath, shortestPaths, type WalkEvent, walkEvent } from '../modelPaths';
import { MOSCOW, PRIORITIES } from './priorityFixtures';

// Every shortest path of the priorities editor's chart on a live actor, walked once per input its guards read (a
// region and a service, either missing, no right to edit), the calls held by hand and the toast recorded. After every
// step the check asserts, against the rows as the events made them: the state (nothing is read without a region and a
// service), its tags and the calls pending, the events it takes (a change only with the right and for a listed row,
// a save only with the right, a changed row and no wrong value); the rows in context (sorted by priority then name,
// each with what is typed, its updated mark, the rule's message for a wrong value and the server's refusal), the load
// error; the save's input (only the updated rows, with the typed priority as a number); and the toast, once, only
// when every row saved.

const FULL = { fiasId: MOSCOW, serviceId: 13, canEdit: true };
const INPUTS: [string, typeof FULL | { fiasId: string | null; serviceId: number | null; canEdit: boolean }][] = [
  ['a region and a service', FULL],
  ['no region', { ...FULL, fiasId: null }],
  ['no service', { ...FULL, serviceId: null }],
  ['no right to edit', { ...FULL, canEdit: false }],
];
const FORBIDDEN = { message: 'Недостаточно прав', status: 403 };
const NETWORK = 'Возникла ошибка сети';
const WRONG = 'Приоритет от 1 до 10';

const change = (id: number, input: string) => walkEvent({ type: 'priority.change', id, input });
const saved = (output: PrioritySaveResult[]) => walkEvent({ type: 'xstate.done.actor.savePriorities', output });
const events: EventObject[] = [
  change(1, '4'),
  change(2, '11'),
  // Typed back to what is stored: no change.
  change(1, ' 1 '),
  { type: 'priorities.save' },
  { type: 'priorities.retry' },
  walkEvent({ type: 'xstate.done.actor.loadPriorities', output: PRIORITIES }),
  walkEvent({ type: 'xstate.error.actor.loadPriorities', error: FORBIDDEN }),
  saved([{ id: 1, ok: true, priority: 4 }]),
  saved([{ id: 1, ok: false, message: 'Приоритет не найден' }]),
  walkEvent({ type: 'xstate.error.actor.savePriorities', error: new Error(NETWORK) }),
];
/** A row not on the page: never changed. */
const UNLISTED = change(99, '5');
const USER_EVENTS = [...events.filter((e) => !e.type.startsWith('xstate.')), UNLISTED] as WalkEvent[];

/** Per state: its tags, the user events it may take (the guards narrow them), the calls pending in it. */
const STATES: Record<string, { tags: string[]; takes: string[]; pending: string[] }> = {
  blank: { tags: [], takes: [], pending: [] },
  loading: { tags: ['loading'], takes: [], pending: ['loadPriorities'] },
  failed: { tags: [], takes: ['priorities.retry'], pending: [] },
  ready: { tags: [], takes: ['priority.change', 'priorities.save'], pending: [] },
  saving: { tags: ['busy'], takes: [], pending: ['savePriorities'] },
};

const fresh = (p: PartnerPriority): PriorityRow => ({
  ...p,
  input: String(p.priority),
  updated: false,
  invalid: null,
  error: null,
});
const sorted = (rows: PriorityRow[]) =>
  [...rows].sort((a, b) => a.priority - b.priority || a.partnerName.localeCompare(b.partnerName, 'ru'));
/** A whole number from 1 to 10, spaces aside. */
const wrongValue = (input: string) => !/^\d+$/.test(input.trim()) || +input < 1 || +input > 10;

const title = (e: WalkEvent) =>
  e.type === 'priority.change'
    ? `priority.change(${e.id}: '${e.input}')`
    : e.type === 'xstate.done.actor.savePriorities'
      ? `${e.type}(${(e.output as PrioritySaveResult[])[0].ok ? 'saved' : 'refused'})`
      : e.type;

/** The toast's recorder and the per-step check for one replay of `path` with `input`. */
function editorMeaning(path: Path, input: (typeof INPUTS)[number][1]) {
  let toasts = 0;
  const provide = { actions: { prioritiesSaved: () => void toasts++ } };
  let step = 0;
  let seenToasts = 0;
  let state = input.fiasId && input.serviceId !== null ? 'loading' : 'blank';
  let rows: PriorityRow[] = [];
  let loadError: unknown = null;
  const set = (id: number, patch: (r: PriorityRow) => Partial<PriorityRow>) =>
    (rows = rows.map((r) => (r.id === id ? { ...r, ...patch(r) } : r)));
  const canSave = () => input.canEdit && rows.some((r) => r.updated) && rows.every((r) => r.invalid === null);

  const check = (snapshot: AnyMachineSnapshot, after: string) => {
    const event = path.steps[step++].event as WalkEvent;
    const at = `${snapshot.value} after ${after}`;
    let toast = 0;
    switch (event.type) {
      case 'xstate.done.actor.loadPriorities':
        rows = sorted((event.output as PartnerPriority[]).map(fresh));
        loadError = null;
        state = 'ready';
        break;
      case 'xstate.error.actor.loadPriorities':
        loadError = { ...FORBIDDEN, errorCode: undefined };
        state = 'failed';
        break;
      case 'priorities.retry':
        state = 'loading';
        break;
      case 'priority.change': {
        const typed = event.input as string;
        set(event.id as number, (r) => ({
          input: typed,
          updated: typed.trim() !== String(r.priority),
          invalid: wrongValue(typed) ? WRONG : null,
          error: null,
        }));
        break;
      }
      case 'priorities.save':
        state = 'saving';
        break;
      case 'xstate.done.actor.savePriorities': {
        const results = event.output as PrioritySaveResult[];
        for (const r of results)
          set(r.id, (row) => (r.ok ? fresh({ ...row, priority: r.priority }) : { error: r.message }));
        rows = sorted(rows);
        toast = results.every((r) => r.ok) ? 1 : 0;
        state = 'ready';
        break;
      }
      case 'xstate.error.actor.savePriorities':
        rows = rows.map((r) => (r.updated ? { ...r, error: NETWORK } : r));
        state = 'ready';
        break;
    }
    expect(snapshot.value, `${at}: the state`).toBe(state);

    const meaning = tableRow(STATES, state, snapshot, at);
    expect(Object.keys(snapshot.children).sort(), `${at}: calls pending`).toEqual(meaning.pending);
    for (const e of USER_EVENTS) {
      const guarded =
        e.type === 'priority.change'
          ? input.canEdit && rows.some((r) => r.id === e.id)
          : e.type === 'priorities.save'
            ? canSave()
            : true;
      expect(snapshot.can(e), `${at}: takes ${title(e)}`).toBe(meaning.takes.includes(e.type) && guarded);
    }

    expect(snapshot.context, `${at}: context`).toEqual({ ...input, rows, loadError });
    if (state === 'loading')
      expect(snapshot.children.loadPriorities!.getSnapshot().input, at).toEqual({ fiasId: MOSCOW, serviceId: 13 });
    if (state === 'saving')
      expect(snapshot.children.savePriorities!.getSnapshot().input, `${at}: the rows sent`).toEqual({
        changes: rows.filter((r) => r.updated).map((r) => ({ id: r.id, priority: Number(r.input.trim()) })),
      });

    expect(toasts - seenToasts, `${at}: toasts`).toBe(toast);
    seenToasts = toasts;
    expect(snapshot.status).toBe('active');
  };
  return { provide, check };
}

describe.each(INPUTS)('priorityEditMachine with %s, every shortest path', (_name, input) => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const paths = shortestPaths(priorityEditMachine, events, input);

  it.each(paths.map((p) => [p.steps.map((s) => title(s.event as WalkEvent)).join(' > '), p] as const))(
    'replays %s',
    async (_, path) => {
      const { provide, check } = editorMeaning(path, input);
      await replayPath(priorityEditMachine, path, {
        input,
        actorNames: ['loadPriorities', 'savePriorities'],
        provide,
        longestDelayMs: 0,
        check,
      });
    },
  );
});
