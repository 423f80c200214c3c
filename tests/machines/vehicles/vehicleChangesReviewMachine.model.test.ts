import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';
import {
  type VehicleChangesReviewContext,
  vehicleChangesReviewMachine,
} from '../../../machines/vehicles/vehicleChangesReviewMachine';
import type {
  VehicleCatalogChange,
  VehicleChangeStatus,
} from '../../../src/shared/schemas/vehicles/vehicleCatalogChanges';
import {
  type LiveSnapshot,
  type Path,
  replayPath,
  scriptedPath,
  shortestPaths,
  type WalkEvent,
  walkEvent,
} from '../modelPaths';
import { catalogChange } from './vehicleChangeFixtures';

// Every shortest path of the review of one group's staged catalogue changes, walked once from the pending changes
// and once from the history (where nothing can be chosen: the guards' other outcome), replayed on the real machine
// with the calls held by hand. After every step the live actor is checked for what its state means: the rows, the
// choice (only listed pending rows), the action being confirmed, the refusal and its per-row reasons, the last
// review's notice, the `busy` and `submitting` tags, what `can` allows, and the step's effects (loads asked with the
// status, the apply or reject call and the ids it was given).

type Snap = LiveSnapshot<VehicleChangesReviewContext>;
type Ev = WalkEvent;
const ev = walkEvent;

// The chart's invokes have no ids: xstate names them after their states, and so do their done and error events.
const LOADING = '0.vehicleChangesReview.loading';
const APPLYING = '0.vehicleChangesReview.applying';
const REJECTING = '0.vehicleChangesReview.rejecting';

const RENAMED = catalogChange(1, { name: 'Vesta Cross', previousName: 'Vesta SW Cross' });
const ADDED = catalogChange(2, { kind: 'added', entityId: null, name: 'Niva Travel', previousName: null });
const REMOVED = catalogChange(3, { kind: 'removed', name: 'Kalina', previousName: null });
const reviewed = (row: VehicleCatalogChange, status: VehicleChangeStatus) => ({
  ...row,
  status,
  reviewedDate: 1_750_000_500,
  reviewedByUserId: 5,
  reviewedByName: 'Иванова Анна',
});
const PENDING = [RENAMED, ADDED, REMOVED];
/** Rows 1 and 2 reviewed meanwhile: a choice of them drops out. */
const LEFT = [REMOVED];
const HISTORY = [reviewed(RENAMED, 'applied'), reviewed(ADDED, 'applied')];
const OFFLINE = { message: 'Сеть недоступна', status: 0 };
const REFUSED_REASON = 'Поколение «I» указано у автомобилей (1): удалить нельзя';
const NOT_APPLIED = {
  message: `Изменения не применены: исправьте отмеченные строки или отклоните их. ${REFUSED_REASON}`,
  errorCode: 'INELIGIBLE_STATE',
  status: 409,
  details: { '1': REFUSED_REASON },
};
const ALREADY = {
  message: 'Изменение уже рассмотрено',
  errorCode: 'INELIGIBLE_STATE',
  status: 409,
  details: { '1': 'Изменение уже рассмотрено' },
};

/** Test titles name the payload where one event type comes with several. */
const NAMES = new Map<Ev, string>();
const named = (e: Ev, name: string) => {
  NAMES.set(e, `${e.type}(${name})`);
  return e;
};
const toggle = (id: number) => ev({ type: 'changes.toggle', id });
const TOGGLE_ALL: Ev = { type: 'changes.toggleAll' };
const APPLY: Ev = { type: 'changes.apply' };
const REJECT: Ev = { type: 'changes.reject' };
const CONFIRM: Ev = { type: 'changes.confirm' };
const CANCEL: Ev = { type: 'changes.cancel' };
const RELOAD: Ev = { type: 'changes.reload' };

const eventsFor = (answers: Record<string, VehicleCatalogChange[]>, otherStatus: VehicleChangeStatus): Ev[] => [
  ...Object.entries(answers).map(([name, output]) => named(ev({ type: `xstate.done.actor.${LOADING}`, output }), name)),
  ev({ type: `xstate.error.actor.${LOADING}`, error: OFFLINE }),
  RELOAD,
  ev({ type: 'changes.status', status: otherStatus }),
  named(toggle(1), '1'),
  TOGGLE_ALL,
  APPLY,
  REJECT,
  CONFIRM,
  CANCEL,
  // The server answers a review with the rows it reviewed.
  ev({ type: `xstate.done.actor.${APPLYING}`, output: [reviewed(RENAMED, 'applied')] }),
  ev({ type: `xstate.error.actor.${APPLYING}`, error: NOT_APPLIED }),
  ev({ type: `xstate.done.actor.${REJECTING}`, output: [reviewed(RENAMED, 'rejected')] }),
  ev({ type: `xstate.error.actor.${REJECTING}`, error: ALREADY }),
];

const cases: { name: string; input: { status?: VehicleChangeStatus }; events: Ev[] }[] = [
  { name: 'the pending changes', input: {}, events: eventsFor({ all: PENDING, 'one left': LEFT }, 'applied') },
  { name: 'the history', input: { status: 'applied' }, events: eventsFor({ history: HISTORY }, 'rejected') },
];

const toError = (e: { message: string; errorCode?: string; status: number; details?: Record<string, string> }) => ({
  message: e.message,
  errorCode: e.errorCode,
  status: e.status,
  details: e.details,
});
const ERRORS = new Map<string, unknown>([
  [`xstate.error.actor.${LOADING}`, toError(OFFLINE)],
  [`xstate.error.actor.${APPLYING}`, toError(NOT_APPLIED)],
  [`xstate.error.actor.${REJECTING}`, toError(ALREADY)],
]);

/** One replay's check: the meaning of each state, and what the step just taken did. */
function model(path: Path) {
  const steps = path.steps.map((s) => s.event as Ev);
  let step = 0;
  let prev: Snap | undefined;
  const children = new Set<AnyActorRef>();
  const calls = { loads: [] as unknown[], submits: [] as { id: string; input: unknown }[] };
  let seen = { loads: 0, submits: 0 };

  const meaning = (now: Snap, after: string) => {
    const { value, context: c } = now;
    const pending = c.status === 'pending';
    expect(now.status).toBe('active');
    expect(now.hasTag('busy'), `busy after ${after}`).toBe(['loading', 'applying', 'rejecting'].includes(value));
    expect(now.hasTag('submitting')).toBe(value === 'applying' || value === 'rejecting');
    expect(now.can(RELOAD)).toBe(value === 'review' || value === 'loadFailed');
    expect(now.can(ev({ type: 'changes.status', status: 'rejected' }))).toBe(value === 'review');
    // Only pending rows can be chosen, and only a choice can be reviewed.
    expect(now.can(toggle(1)), `toggle after ${after}`).toBe(value === 'review' && pending);
    expect(now.can(TOGGLE_ALL)).toBe(value === 'review' && pending);
    const reviewable = value === 'review' && pending && c.selected.length > 0;
    expect(now.can(APPLY), `apply after ${after}`).toBe(reviewable);
    expect(now.can(REJECT)).toBe(reviewable);
    expect(now.can(CONFIRM)).toBe(value === 'confirming' || value === 'failed');
    expect(now.can(CANCEL)).toBe(value === 'confirming' || value === 'failed');
    if (!pending) expect(c.selected).toEqual([]);
    if (value === 'review') {
      expect(c.rows).not.toBeNull();
      expect(c.error).toBeNull();
      for (const id of c.selected) expect(c.rows!.map((r) => r.id)).toContain(id);
    }
    if (['confirming', 'applying', 'rejecting', 'failed'].includes(value)) {
      expect(c.selected.length).toBeGreaterThan(0);
      expect(c.status).toBe('pending');
    }
    if (value === 'confirming') expect(c.error).toBeNull();
    if (value === 'applying') expect(c).toMatchObject({ action: 'apply', error: null });
    if (value === 'rejecting') expect(c).toMatchObject({ action: 'reject', error: null });
    if (value === 'failed') {
      // The confirmation stays open with the server's reasons per row.
      expect(c.action).not.toBeNull();
      expect(c.error).toEqual(toError(c.action === 'apply' ? NOT_APPLIED : ALREADY));
    }
    if (value === 'loadFailed') expect(c.error).toEqual(toError(OFFLINE));
    const running = Object.entries(now.children);
    const expected = { loading: LOADING, applying: APPLYING, rejecting: REJECTING }[value];
    expect(running.map(([id]) => id)).toEqual(expected ? [expected] : []);
    if (value === 'loading') expect(running[0][1]!.getSnapshot().input).toEqual({ status: c.status });
    if (value === 'applying' || value === 'rejecting')
      expect(running[0][1]!.getSnapshot().input).toEqual({ ids: c.selected });
  };

  const effect = (before: Snap, now: Snap, event: Ev, done: typeof seen) => {
    const b = before.context;
    const c = now.context;
    const type = event.type;
    const reviewDone = type === `xstate.done.actor.${APPLYING}` || type === `xstate.done.actor.${REJECTING}`;
    const reviewFailed = type === `xstate.error.actor.${APPLYING}` || type === `xstate.error.actor.${REJECTING}`;
    // The rows are loaded again after a reload, a status change, a review, and a refusal given up.
    const reloads =
      type === RELOAD.type ||
      type === 'changes.status' ||
      reviewDone ||
      (type === CANCEL.type && before.value === 'failed');
    expect(done.loads, 'loads asked').toBe(reloads ? 1 : 0);
    expect(done.submits, 'reviews sent').toBe(type === CONFIRM.type ? 1 : 0);
    if (type !== 'changes.status' && !reviewDone) expect(c.lastReview).toEqual(b.lastReview);

    if (type === 'changes.toggle') {
      const id = event.id as number;
      expect(c.selected).toEqual(b.selected.includes(id) ? b.selected.filter((x) => x !== id) : [...b.selected, id]);
    }
    if (type === 'changes.toggleAll') {
      const all = b.rows!.map((r) => r.id);
      expect(c.selected).toEqual(b.selected.length === all.length ? [] : all);
    }
    if (type === 'changes.status')
      expect(c).toMatchObject({ status: event.status, selected: [], rows: null, lastReview: null });
    if (type === APPLY.type || type === REJECT.type) {
      expect(c).toMatchObject({ action: type === APPLY.type ? 'apply' : 'reject', error: null, selected: b.selected });
    }
    if (type === CONFIRM.type) {
      expect(now.value).toBe(b.action === 'apply' ? 'applying' : 'rejecting');
      expect(calls.submits.at(-1)).toEqual({
        id: b.action === 'apply' ? APPLYING : REJECTING,
        input: { ids: b.selected },
      });
    }
    if (type === CANCEL.type) {
      // Cancelled before sending: back to the rows; after a refusal: the rows are loaded again, the choice kept.
      expect(now.value).toBe(before.value === 'failed' ? 'loading' : 'review');
      expect(c).toMatchObject({ action: null, selected: b.selected, error: b.error });
    }
    if (type === `xstate.done.actor.${LOADING}`) {
      const rows = event.output as VehicleCatalogChange[];
      expect(c.rows).toEqual(rows);
      expect(c.selected).toEqual(b.selected.filter((id) => rows.some((r) => r.id === id)));
      expect(c.error).toBeNull();
    }
    if (reviewDone) {
      // Done: the notice counts what the server reviewed, the choice is spent, and the rows are loaded again.
      expect(now.value).toBe('loading');
      expect(c).toMatchObject({
        lastReview: { action: b.action, count: (event.output as unknown[]).length },
        selected: [],
        action: null,
      });
    }
    if (reviewFailed || type === `xstate.error.actor.${LOADING}`) {
      expect(c.error).toEqual(ERRORS.get(type));
      expect(c.selected).toEqual(b.selected);
    }
  };

  const check = (snapshot: AnyMachineSnapshot, after: string) => {
    const now = snapshot as unknown as Snap;
    const event = steps[step++];
    for (const [id, child] of Object.entries(now.children)) {
      if (!child || children.has(child)) continue;
      children.add(child);
      const input = child.getSnapshot().input;
      if (id === LOADING) calls.loads.push(input);
      else calls.submits.push({ id, input });
    }
    meaning(now, after);
    const counts = { loads: calls.loads.length, submits: calls.submits.length };
    if (prev) effect(prev, now, event, { loads: counts.loads - seen.loads, submits: counts.submits - seen.submits });
    // The first load starts with the chart.
    else expect(calls.loads).toEqual([{ status: now.context.status }]);
    seen = counts;
    prev = now;
  };
  return { check };
}

const title = (p: Path) =>
  p.steps
    .map((s) => NAMES.get(s.event as Ev) ?? s.event.type)
    .join(' > ')
    .replaceAll('0.vehicleChangesReview.', '');

describe.each(cases)('vehicleChangesReviewMachine from $name, every shortest path', ({ input, events }) => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const paths = shortestPaths(vehicleChangesReviewMachine, events, input);

  it.each(paths.map((p) => [title(p), p] as const))('replays %s', async (_, path) => {
    const { check } = model(path);
    await replayPath(vehicleChangesReviewMachine, path, {
      input,
      actorNames: ['load', 'apply', 'reject'],
      longestDelayMs: 0,
      check,
    });
  });
});

// The walk keys a state by (previous value, event, value), so each load answer is walked only from the first load,
// with nothing chosen. This path, scripted with the values it must reach, reloads with a choice whose row was
// reviewed meanwhile: the choice keeps only the rows still listed.
const scripted = (steps: [Ev, string][]) => scriptedPath('loading', steps);

describe('vehicleChangesReviewMachine, a choice reviewed meanwhile', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const [answerAll, answerLeft] = cases[0].events;

  it('drops the rows no longer listed from the choice when the refusal is given up', async () => {
    const path = scripted([
      [answerAll, 'review'],
      [TOGGLE_ALL, 'review'],
      [APPLY, 'confirming'],
      [CONFIRM, 'applying'],
      [ev({ type: `xstate.error.actor.${APPLYING}`, error: NOT_APPLIED }), 'failed'],
      [CANCEL, 'loading'],
      [answerLeft, 'review'],
    ]);
    const { check } = model(path);
    let last: Snap | undefined;
    await replayPath(vehicleChangesReviewMachine, path, {
      input: {},
      actorNames: ['load', 'apply', 'reject'],
      longestDelayMs: 0,
      check: (snapshot, after) => {
        check(snapshot, after);
        last = snapshot as unknown as Snap;
      },
    });
    expect(last?.context).toMatchObject({ rows: LEFT, selected: [REMOVED.id], error: null, lastReview: null });
  });
});
