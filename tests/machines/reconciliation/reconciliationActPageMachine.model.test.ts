import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import {
  type ActPageContext,
  reconciliationActPageMachine,
} from '../../../machines/reconciliation/reconciliationActPageMachine';
import { replayPath, shortestPaths } from '../modelPaths';
import { act, COMMENT, INVOICE, RATIFIED, refused, stale } from './reconciliationActPageFixtures';

// Every shortest path of the act page's chart, replayed on the real machine with its three calls held by hand; what
// each state means is asserted at the end of each path. The loaded act is a draft (update, recalculation, ratify,
// reject, hard delete allowed); an action answers it ratified (verify, reject allowed).

const input = { actId: 7, canUpdate: true, canDelete: true };
const ev = (e: Record<string, unknown>) => e as unknown as EventObject;
const run = (request: Record<string, unknown>) => ev({ type: 'action.run', request });
const DETAILS = {
  content: [INVOICE],
  comments: [{ ...COMMENT, id: 2, action: 'act.ratify', actionName: 'Согласовать' }, COMMENT],
};

const events: EventObject[] = [
  { type: 'page.retry' },
  ...(
    [
      'act.ratify',
      'act.verify',
      'act.finalize',
      'act.hardDelete',
      'act.reject',
      'act.notifyRecalculation',
      'act.invoices.add',
    ] as const
  ).map((dialog) => ev({ type: 'dialog.open', dialog })),
  { type: 'dialog.close' },
  run({ type: 'act.ratify' }),
  run({ type: 'act.verify' }),
  run({ type: 'act.reject', comment: 'Сумма не сходится' }),
  run({ type: 'act.notifyRecalculation', comment: 'Пересчитано' }),
  run({ type: 'act.invoices.add', invoiceIds: [502] }),
  run({ type: 'act.invoices.remove', invoiceIds: [501] }),
  run({ type: 'act.hardDelete' }),
  { type: 'error.dismiss' },
  ev({ type: 'xstate.done.actor.loadAct', output: act() }),
  ev({
    type: 'xstate.error.actor.loadAct',
    error: { message: 'Акт сверки не найден', status: 404, errorCode: 'ENTITY_NOT_FOUND' },
  }),
  ev({ type: 'xstate.done.actor.runAction', output: RATIFIED }),
  ev({ type: 'xstate.error.actor.runAction', error: stale }),
  ev({ type: 'xstate.error.actor.runAction', error: refused }),
  ev({ type: 'xstate.done.actor.loadDetails', output: DETAILS }),
  ev({ type: 'xstate.error.actor.loadDetails', error: { message: 'Возникла ошибка сети', status: 0 } }),
];

describe('reconciliationActPageMachine, every shortest path', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const paths = shortestPaths(reconciliationActPageMachine, events, input);

  it.each(paths.map((p) => [p.steps.map((s) => (s.event as EventObject).type).join(' > '), p] as const))(
    'replays %s',
    async (_, path) => {
      await replayPath(reconciliationActPageMachine, path, {
        input,
        actorNames: ['loadAct', 'loadDetails', 'runAction'],
        longestDelayMs: 0,
      });
      const last = path.steps.at(-1)!;
      const { value, context } = last.state as unknown as { value: string; context: ActPageContext };
      const allowed = context.act?.allowedActions ?? [];
      // What each state means.
      if (value === 'loadFailed') expect(context.loadError?.message).toBe('Акт сверки не найден');
      if (['ready', 'failed', 'acting', 'refreshing'].includes(value)) expect(context.act).not.toBeNull();
      if (value === 'acting' && context.request)
        expect(allowed).toContain(
          context.request.type === 'act.invoices.add' || context.request.type === 'act.invoices.remove'
            ? 'act.update'
            : context.request.type,
        );
      if (value === 'refreshing') expect(context).toMatchObject({ act: RATIFIED, dialog: null });
      if (value === 'failed') expect(['act.invoices.add', 'act.notifyRecalculation']).toContain(context.request?.type);
      if (value === 'failed' || value === 'reloading') expect(context.error?.message).toEqual(expect.any(String));
      // A stale or recorded failure closes its dialog (any other leaves it as it was, beside the toast).
      if (last.event.type === 'xstate.error.actor.runAction' && value !== 'ready') expect(context.dialog).toBeNull();
      if (value === 'deleted') expect(context).toMatchObject({ content: [], comments: [] });
      if (context.dialog)
        expect(allowed).toContain(context.dialog === 'act.invoices.add' ? 'act.update' : context.dialog);
      if (last.event.type === 'xstate.done.actor.loadDetails') expect(context.comments).toEqual(DETAILS.comments);
    },
  );
});
