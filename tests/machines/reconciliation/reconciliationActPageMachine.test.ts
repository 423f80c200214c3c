import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type ActPageError,
  type ActPageInput,
  type ActRequest,
  reconciliationActPageMachine,
} from '../../../machines/reconciliation/reconciliationActPageMachine';
import type { ActComment, ActInvoice, ReconciliationAct } from '../../../src/shared/schemas/reconciliation';
import { act, COMMENT, DELETED, INVOICE, RATIFIED, refused, stale } from './reconciliationActPageFixtures';

type Pending<I, O> = { input: I; resolve: (v: O) => void; reject: (e: unknown) => void }[];
type Details = { content: ActInvoice[]; comments: ActComment[] };

/** The chart with its three calls held by the test, and what the view would be told. */
function start(input: Partial<ActPageInput> = {}) {
  const loads: Pending<{ actId: number }, ReconciliationAct> = [];
  const details: Pending<{ actId: number }, Details> = [];
  const runs: Pending<{ actId: number; request: ActRequest }, ReconciliationAct> = [];
  const told = { done: [] as ActRequest[], errors: [] as ActPageError[], stale: 0, deleted: 0 };
  const held = <I, O>(list: Pending<I, O>) =>
    fromPromise<O, I>(({ input: i }) => new Promise((resolve, reject) => list.push({ input: i, resolve, reject })));
  const actor = createActor(
    reconciliationActPageMachine.provide({
      actors: { loadAct: held(loads), loadDetails: held(details), runAction: held(runs) },
      actions: {
        actionDone: (_, { request }) => void told.done.push(request),
        showError: (_, { error }) => void told.errors.push(error),
        staleReloaded: () => void told.stale++,
        actDeleted: () => void told.deleted++,
      },
    }),
    { input: { actId: 7, canUpdate: true, canDelete: true, ...input } },
  ).start();
  return { actor, loads, details, runs, told };
}

async function ready(s: ReturnType<typeof start>, loaded = act()) {
  s.loads[0].resolve(loaded);
  await waitFor(s.actor, (x) => x.matches('ready'));
}

const can = (s: ReturnType<typeof start>, request: ActRequest) =>
  s.actor.getSnapshot().can({ type: 'action.run', request });

describe('reconciliationActPageMachine', () => {
  it('loads the act and lets through exactly its allowed actions', async () => {
    const s = start();
    try {
      expect(s.loads[0].input).toEqual({ actId: 7 });
      await ready(s);
      expect(s.actor.getSnapshot().context.content).toEqual([INVOICE]);
      expect(can(s, { type: 'act.ratify' })).toBe(true);
      expect(can(s, { type: 'act.invoices.add', invoiceIds: [9] })).toBe(true);
      expect(can(s, { type: 'act.invoices.remove', invoiceIds: [] })).toBe(false);
      expect(can(s, { type: 'act.verify' })).toBe(false);
      expect(s.actor.getSnapshot().can({ type: 'dialog.open', dialog: 'act.finalize' })).toBe(false);
    } finally {
      s.actor.stop();
    }
  });

  it('asks the permissions too: no delete without permissionDelete, nothing without permissionUpdate', async () => {
    const s = start({ canDelete: false, canUpdate: false });
    try {
      await ready(s);
      expect(can(s, { type: 'act.hardDelete' })).toBe(false);
      expect(can(s, { type: 'act.ratify' })).toBe(false);
    } finally {
      s.actor.stop();
    }
  });

  it('replaces the act with the answer, closes the dialog and reads content and comments again', async () => {
    const s = start();
    try {
      await ready(s);
      s.actor.send({ type: 'dialog.open', dialog: 'act.ratify' });
      expect(s.actor.getSnapshot().context.dialog).toBe('act.ratify');
      s.actor.send({ type: 'action.run', request: { type: 'act.ratify' } });
      expect(s.actor.getSnapshot().hasTag('busy')).toBe(true);
      // One action at a time.
      expect(can(s, { type: 'act.reject', comment: 'x' })).toBe(false);
      s.runs[0].resolve(RATIFIED);
      await waitFor(s.actor, (x) => x.matches('refreshing'));
      expect(s.actor.getSnapshot().context).toMatchObject({ act: RATIFIED, dialog: null });
      expect(s.told.done).toEqual([{ type: 'act.ratify' }]);
      const later = { ...COMMENT, id: 2, action: 'act.ratify', actionName: 'Согласовать' };
      s.details[0].resolve({ content: [INVOICE], comments: [later, COMMENT] });
      await waitFor(s.actor, (x) => x.matches('ready'));
      expect(s.actor.getSnapshot().context.comments).toEqual([later, COMMENT]);
      expect(can(s, { type: 'act.verify' })).toBe(true);
    } finally {
      s.actor.stop();
    }
  });

  it('on 409 INELIGIBLE_STATE reloads the act and says so', async () => {
    const s = start();
    try {
      await ready(s);
      s.actor.send({ type: 'action.run', request: { type: 'act.ratify' } });
      s.runs[0].reject(stale);
      await waitFor(s.actor, (x) => x.matches('reloading'));
      const rejected = act({
        state: 'rejected',
        stateName: 'Отклонён',
        allowedActions: ['act.update', 'act.notifyRecalculation', 'act.hardDelete'],
      });
      s.loads[1].resolve(rejected);
      await waitFor(s.actor, (x) => x.matches('ready'));
      expect(s.actor.getSnapshot().context.act).toEqual(rejected);
      expect(s.told).toMatchObject({ stale: 1, errors: [] });
    } finally {
      s.actor.stop();
    }
  });

  it('only records an add-invoices or recalculation failure; other failures are told and keep their dialog', async () => {
    const s = start();
    try {
      await ready(s);
      s.actor.send({ type: 'dialog.open', dialog: 'act.invoices.add' });
      s.actor.send({ type: 'action.run', request: { type: 'act.invoices.add', invoiceIds: [502] } });
      expect(s.runs[0].input).toEqual({ actId: 7, request: { type: 'act.invoices.add', invoiceIds: [502] } });
      s.runs[0].reject(refused);
      await waitFor(s.actor, (x) => x.matches('failed'));
      expect(s.actor.getSnapshot().context).toMatchObject({ error: { message: refused.message }, dialog: null });
      expect(s.told.errors).toEqual([]);
      s.actor.send({ type: 'error.dismiss' });
      expect(s.actor.getSnapshot().matches('ready')).toBe(true);

      s.actor.send({ type: 'dialog.open', dialog: 'act.reject' });
      s.actor.send({ type: 'action.run', request: { type: 'act.reject', comment: 'Не та сумма' } });
      s.runs[1].reject({ message: 'Укажите причину отклонения', status: 400, errorCode: 'VALIDATION_ERROR' });
      await waitFor(s.actor, (x) => x.matches('ready'));
      expect(s.told.errors.map((e) => e.message)).toEqual(['Укажите причину отклонения']);
      expect(s.actor.getSnapshot().context).toMatchObject({
        dialog: 'act.reject',
        error: { message: 'Укажите причину отклонения' },
      });
    } finally {
      s.actor.stop();
    }
  });

  it('after a hard delete clears the content and ends', async () => {
    const s = start();
    try {
      await ready(s);
      s.actor.send({ type: 'action.run', request: { type: 'act.hardDelete' } });
      s.runs[0].resolve(DELETED);
      await waitFor(s.actor, (x) => x.status === 'done');
      expect(s.actor.getSnapshot().context).toMatchObject({ content: [], comments: [], act: DELETED });
      expect(s.told.deleted).toBe(1);
      expect(s.details).toHaveLength(0);
    } finally {
      s.actor.stop();
    }
  });

  it('shows a failed load and tries again', async () => {
    const s = start();
    try {
      s.loads[0].reject({ message: 'Акт сверки не найден', status: 404, errorCode: 'ENTITY_NOT_FOUND' });
      await waitFor(s.actor, (x) => x.matches('loadFailed'));
      expect(s.actor.getSnapshot().context.loadError?.message).toBe('Акт сверки не найден');
      s.actor.send({ type: 'page.retry' });
      s.loads[1].resolve(act());
      await waitFor(s.actor, (x) => x.matches('ready'));
      expect(s.actor.getSnapshot().context.loadError).toBeNull();
    } finally {
      s.actor.stop();
    }
  });
});
