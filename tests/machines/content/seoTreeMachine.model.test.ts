import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';
import { type SeoTreeAction, type SeoTreeContext, seoTreeMachine } from '../../../machines/content/seoTreeMachine';
import type { SessionError } from '../../../machines/session/sessionTypes';
import { type LiveSnapshot, type Path, replayPath, shortestPaths, type WalkEvent, walkEvent } from '../modelPaths';
import { seoPage } from './seoPageFixtures';

// Every shortest path of the SEO tree's page actions, replayed on the real machine with the calls held by hand. After
// every step the live actor is checked for what its state means: the action in hand and the refusal kept for the
// view, the `busy` tag, what `can` allows (a drop where the page already is, or onto itself, is no move), the call
// running and the action it was given, and the step's effects (calls made, `actionDone` / `actionFailed` reported).

type Snap = LiveSnapshot<SeoTreeContext>;
type Ev = WalkEvent;
const ev = walkEvent;

const page = (id: number, parentId: number | null, title: string, slug: string) =>
  seoPage(id, parentId, { title, slug, path: parentId ? `/shinomontazh/${slug}` : `/${slug}` });
const ROOT = page(1, null, 'Шиномонтаж', 'shinomontazh');
const CHILD = page(2, 1, 'Шиномонтаж R17', 'r17');
const LEAF = page(3, 1, 'Балансировка', 'balansirovka');

/** Test titles name the payload where one event type comes with several. */
const NAMES = new Map<Ev, string>();
const named = (e: Ev, name: string) => {
  NAMES.set(e, `${e.type}(${name})`);
  return e;
};
const TO_ROOT = named(ev({ type: 'page.move', page: CHILD, parentId: null }), 'to the root');
const UNDER_CHILD = named(ev({ type: 'page.move', page: ROOT, parentId: CHILD.id }), 'under its child');
/** Drops that are no move: where the page already is, and onto itself. */
const NO_MOVES = [
  ev({ type: 'page.move', page: CHILD, parentId: ROOT.id }),
  ev({ type: 'page.move', page: CHILD, parentId: CHILD.id }),
];
const REINDEX = ev({ type: 'page.reindex', page: ROOT });
const DELETE = ev({ type: 'page.delete', page: LEAF });
const CONFIRM: Ev = { type: 'delete.confirm' };
const CANCEL: Ev = { type: 'delete.cancel' };
/** Refused to a move or a reindex: the page was deleted meanwhile. */
const GONE = { message: 'SEO-страница не найдена', errorCode: 'ENTITY_NOT_FOUND', status: 404 };
const HAS_CHILDREN = {
  message: 'Нельзя удалить страницу, у которой есть дочерние страницы: сначала удалите или перенесите их',
  errorCode: 'INELIGIBLE_STATE',
  status: 409,
};

const events: Ev[] = [
  TO_ROOT,
  UNDER_CHILD,
  ...NO_MOVES,
  REINDEX,
  DELETE,
  CONFIRM,
  CANCEL,
  // The server answers with the page as it now is.
  ev({ type: 'xstate.done.actor.runAction', output: { ...CHILD, parentId: null, path: '/r17' } }),
  ev({ type: 'xstate.error.actor.runAction', error: GONE }),
  ev({ type: 'xstate.done.actor.deletePage', output: LEAF }),
  ev({ type: 'xstate.error.actor.deletePage', error: HAS_CHILDREN }),
];
const PAGE_EVENTS = [TO_ROOT, UNDER_CHILD, REINDEX, DELETE];
const toError = (e: { message: string; errorCode: string; status: number }): SessionError => ({ ...e });

/** One replay's check: the meaning of each state, and what the step just taken did. */
function model(path: Path) {
  const steps = path.steps.map((s) => s.event as Ev);
  let step = 0;
  let prev: Snap | undefined;
  const children = new Set<AnyActorRef>();
  const calls: { id: string; input: unknown }[] = [];
  const reported = { done: [] as SeoTreeAction[], failed: [] as SessionError[] };
  let seen = { calls: 0, done: 0, failed: 0 };

  const meaning = (now: Snap, after: string) => {
    const { value, context: c } = now;
    expect(now.status).toBe('active');
    expect(now.hasTag('busy'), `busy after ${after}`).toBe(value === 'working' || value === 'deleting');
    // One action at a time: the page actions only when idle, the confirmation only while it is open.
    for (const e of PAGE_EVENTS) expect(now.can(e), `${e.type} after ${after}`).toBe(value === 'idle');
    for (const e of NO_MOVES) expect(now.can(e), 'a drop that is no move').toBe(false);
    expect(now.can(CONFIRM)).toBe(value === 'confirmingDelete');
    expect(now.can(CANCEL)).toBe(value === 'confirmingDelete');
    const running = Object.entries(now.children);
    if (value === 'working') {
      expect(['move', 'reindex']).toContain(c.action?.kind);
      expect(running.map(([id]) => id)).toEqual(['runAction']);
      expect(running[0][1]!.getSnapshot().input).toEqual(c.action);
    } else if (value === 'deleting') {
      expect(c).toEqual({ action: { kind: 'delete', page: LEAF }, error: null });
      expect(running.map(([id]) => id)).toEqual(['deletePage']);
      expect(running[0][1]!.getSnapshot().input).toEqual(c.action);
    } else {
      expect(running).toEqual([]);
    }
    if (value === 'confirmingDelete') expect(c.action).toEqual({ kind: 'delete', page: LEAF });
  };

  const effect = (before: Snap, now: Snap, event: Ev, done: typeof seen) => {
    const b = before.context;
    const c = now.context;
    const type = event.type;
    const started = type === 'page.move' || type === 'page.reindex' || type === 'delete.confirm';
    expect(done.calls, 'calls made').toBe(started ? 1 : 0);
    expect(done.done, 'actionDone').toBe(type.startsWith('xstate.done.actor.') ? 1 : 0);
    expect(done.failed, 'actionFailed').toBe(type === 'xstate.error.actor.runAction' ? 1 : 0);
    // A new action leaves the last refusal as it was until its own outcome; a delete asks with a clean dialog.
    if (type === 'page.move')
      expect(c).toEqual({ action: { kind: 'move', page: event.page, parentId: event.parentId }, error: b.error });
    if (type === 'page.reindex') expect(c).toEqual({ action: { kind: 'reindex', page: event.page }, error: b.error });
    if (type === 'page.delete') expect(c).toEqual({ action: { kind: 'delete', page: event.page }, error: null });
    if (type === 'delete.cancel') expect(c).toEqual({ action: null, error: null });
    if (type === 'xstate.done.actor.runAction' || type === 'xstate.done.actor.deletePage') {
      expect(reported.done.at(-1)).toEqual(b.action);
      expect(c).toEqual({ action: null, error: null });
    }
    if (type === 'xstate.error.actor.runAction') {
      // The view is told, and the refusal stays with the action it refused.
      expect(c).toEqual({ action: b.action, error: toError(GONE) });
      expect(reported.failed.at(-1)).toEqual(toError(GONE));
    }
    if (type === 'xstate.error.actor.deletePage') {
      // The dialog stays open with the reason; confirming again retries.
      expect(now.value).toBe('confirmingDelete');
      expect(c).toEqual({ action: b.action, error: toError(HAS_CHILDREN) });
    }
  };

  const check = (snapshot: AnyMachineSnapshot, after: string) => {
    const now = snapshot as unknown as Snap;
    const event = steps[step++];
    for (const [id, child] of Object.entries(now.children)) {
      if (!child || children.has(child)) continue;
      children.add(child);
      calls.push({ id, input: child.getSnapshot().input });
    }
    meaning(now, after);
    const counts = { calls: calls.length, done: reported.done.length, failed: reported.failed.length };
    if (prev)
      effect(prev, now, event, {
        calls: counts.calls - seen.calls,
        done: counts.done - seen.done,
        failed: counts.failed - seen.failed,
      });
    seen = counts;
    prev = now;
  };
  const provide = {
    actions: {
      actionDone: (_: unknown, { action }: { action: SeoTreeAction }) => void reported.done.push(action),
      actionFailed: (_: unknown, { error }: { error: SessionError }) => void reported.failed.push(error),
    },
  };
  return { check, provide };
}

const title = (p: Path) => p.steps.map((s) => NAMES.get(s.event as Ev) ?? s.event.type).join(' > ');

describe('seoTreeMachine, every shortest path', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const paths = shortestPaths(seoTreeMachine, events);

  it.each(paths.map((p) => [title(p), p] as const))('replays %s', async (_, path) => {
    const { check, provide } = model(path);
    await replayPath(seoTreeMachine, path, {
      actorNames: ['runAction'],
      longestDelayMs: 0,
      provide,
      check,
    });
  });
});
