import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { allowedLifecycleEvents } from '../../../machines/kit/lifecycle';
import { ACT_EVENTS, reconciliationActMachine } from '../../../machines/reconciliation/reconciliationActMachine';
import type { ActState } from '../../../src/shared/lifecycleStates';
import { replayPath, shortestPaths } from '../modelPaths';

// Every shortest path of the reconciliation act's chart, replayed on the real machine; at each path's end what the
// state means is asserted through allowedLifecycleEvents, the question the server and the console both ask.

const input = { invoiceCount: 1 };
const allowed = (state: ActState) => allowedLifecycleEvents(reconciliationActMachine, state, input, ACT_EVENTS);
const PLATFORM = ['act.verify', 'act.finalize'];
const CONTENT = ['act.update', 'act.notifyRecalculation'];

/** What each state means, in the actions it offers. */
const MEANING: Record<ActState, (actions: string[]) => void> = {
  // Still the platform's to shape: invoices change, the partner may ratify or reject, it may be deleted.
  draft: (a) => {
    expect(a).toEqual(expect.arrayContaining([...CONTENT, 'act.ratify', 'act.reject', 'act.hardDelete']));
    expect(a.filter((x) => PLATFORM.includes(x))).toEqual([]);
  },
  // The partner agreed: content is frozen, the platform verifies or it is rejected.
  ratified: (a) => {
    expect(a).toEqual(['act.reject', 'act.verify']);
    expect(a.filter((x) => CONTENT.includes(x))).toEqual([]);
  },
  // Back to the platform: change or recalculate (returns to a draft) or delete; nobody ratifies a rejected act.
  rejected: (a) => expect(a).toEqual([...CONTENT, 'act.hardDelete']),
  verified: (a) => {
    expect(a).toEqual(['act.reject', 'act.finalize']);
    expect(a).not.toContain('act.hardDelete');
  },
  finalized: (a) => expect(a).toEqual([]),
  deleted: (a) => expect(a).toEqual([]),
};

describe('reconciliationActMachine, every shortest path', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const paths = shortestPaths(reconciliationActMachine, ACT_EVENTS, input);

  it.each(paths.map((p) => [p.steps.map((s) => (s.event as EventObject).type).join(' > '), p] as const))(
    'replays %s',
    async (_, path) => {
      await replayPath(reconciliationActMachine, path, { input, actorNames: [], longestDelayMs: 0 });
      const last = path.steps.at(-1)!.state as unknown as {
        value: ActState;
        can: (e: EventObject) => boolean;
        status: string;
      };
      const actions = allowed(last.value);
      MEANING[last.value](actions);
      // The walked snapshot and the stored-state question agree.
      expect(ACT_EVENTS.filter((e) => last.can(e)).map((e) => e.type)).toEqual(actions);
      expect(last.status).toBe(last.value === 'finalized' || last.value === 'deleted' ? 'done' : 'active');
    },
  );

  it('without invoices the walk never reaches a ratified act', () => {
    const empty = shortestPaths(reconciliationActMachine, ACT_EVENTS, { invoiceCount: 0 });
    const reached = new Set(empty.map((p) => String(p.steps.at(-1)!.state.value)));
    expect([...reached].sort()).toEqual(['deleted', 'draft', 'rejected']);
  });
});
