import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  DISPATCH_POLL_MS,
  type DispatchAction,
  dispatchPanelMachine,
} from '../../../machines/dispatch/dispatchPanelMachine';
import type { SessionError } from '../../../machines/session/sessionTypes';
import type { Dispatch } from '../../../src/shared/schemas/orderOffers';
import { blocked, dispatchOf, offer, stale } from './dispatchFixtures';

type Held<T> = { resolve: (v: T) => void; reject: (e: unknown) => void };

/** The chart with calls the test answers by hand, and the toasts it asked for. */
function start(canAct = true) {
  const loads: Held<Dispatch>[] = [];
  const runs: (Held<Dispatch> & { action: DispatchAction })[] = [];
  const toasts: string[] = [];
  const machine = dispatchPanelMachine.provide({
    actors: {
      loadDispatch: fromPromise<Dispatch, { orderId: number }>(
        () => new Promise((resolve, reject) => loads.push({ resolve, reject })),
      ),
      runAction: fromPromise<Dispatch, { orderId: number; action: DispatchAction }>(
        ({ input }) => new Promise((resolve, reject) => runs.push({ action: input.action, resolve, reject })),
      ),
    },
    actions: {
      actionDone: (_, action: DispatchAction) => void toasts.push(`done ${action}`),
      stateChanged: (_, error: SessionError) => void toasts.push(`changed ${error.status}`),
      reportError: (_, error: SessionError) => void toasts.push(`error ${error.message}`),
    },
  });
  const actor = createActor(machine, { input: { orderId: 42, canAct } }).start();
  return { actor, loads, runs, toasts };
}

const flush = () => vi.advanceTimersByTimeAsync(0);
const act = (action: DispatchAction) => ({ type: 'dispatch.act', action }) as const;

describe('dispatchPanelMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads the dispatch again every 5 s only while an offer is under way', async () => {
    const { actor, loads } = start();
    try {
      loads[0].resolve(dispatchOf('offering'));
      await flush();
      expect(actor.getSnapshot().value).toBe('watching');
      await vi.advanceTimersByTimeAsync(DISPATCH_POLL_MS - 1);
      expect(loads).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(loads).toHaveLength(2);
      // The partner has not answered yet: still watching, the next tick reads again.
      loads[1].resolve(dispatchOf('offering', { offers: [offer({ expiresDate: offer().expiresDate - 5 })] }));
      await flush();
      await vi.advanceTimersByTimeAsync(DISPATCH_POLL_MS);
      expect(loads).toHaveLength(3);
      // The partner accepted: the answer shows and the reading stops.
      loads[2].resolve(
        dispatchOf('accepted', { offers: [offer({ status: 'accepted', statusName: 'Принято', answeredDate: 1 })] }),
      );
      await flush();
      expect(actor.getSnapshot().value).toBe('still');
      expect(actor.getSnapshot().context.dispatch?.state).toBe('accepted');
      await vi.advanceTimersByTimeAsync(DISPATCH_POLL_MS * 4);
      expect(loads).toHaveLength(3);
    } finally {
      actor.stop();
    }
  });

  it('never polls a dispatch at rest, and keeps the dispatch when a re-read fails', async () => {
    const { actor, loads } = start();
    try {
      loads[0].resolve(dispatchOf('idle'));
      await flush();
      await vi.advanceTimersByTimeAsync(DISPATCH_POLL_MS * 3);
      expect(loads).toHaveLength(1);
      expect(actor.getSnapshot().value).toBe('still');

      const watched = start();
      watched.loads[0].resolve(dispatchOf('offering'));
      await flush();
      await vi.advanceTimersByTimeAsync(DISPATCH_POLL_MS);
      watched.loads[1].reject({ message: 'Возникла ошибка сети', status: 0 });
      await flush();
      expect(watched.actor.getSnapshot().value).toBe('watching');
      expect(watched.actor.getSnapshot().context.dispatch?.state).toBe('offering');
      await vi.advanceTimersByTimeAsync(DISPATCH_POLL_MS);
      expect(watched.loads).toHaveLength(3);
      watched.actor.stop();
    } finally {
      actor.stop();
    }
  });

  it('runs an allowed action, one at a time, and the answer replaces the dispatch', async () => {
    const { actor, loads, runs, toasts } = start();
    try {
      loads[0].resolve(dispatchOf('idle'));
      await flush();
      // Only what the server allows from idle.
      expect(actor.getSnapshot().can(act('offer.restart'))).toBe(false);
      expect(actor.getSnapshot().can(act('offer.start'))).toBe(true);
      actor.send(act('offer.start'));
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      expect(actor.getSnapshot().context.action).toBe('offer.start');
      actor.send(act('offer.operator'));
      expect(runs.map((r) => r.action)).toEqual(['offer.start']);

      runs[0].resolve(dispatchOf('offering'));
      await flush();
      expect(actor.getSnapshot().value).toBe('watching');
      expect(actor.getSnapshot().context.dispatch?.allowedActions).toEqual(['offer.restart', 'offer.operator']);
      expect(actor.getSnapshot().context.action).toBeNull();
      expect(toasts).toEqual(['done offer.start']);
      expect(loads).toHaveLength(1);
    } finally {
      actor.stop();
    }
  });

  it('reloads on a stale action (409 INELIGIBLE_STATE) and says so', async () => {
    const { actor, loads, runs, toasts } = start();
    try {
      loads[0].resolve(dispatchOf('idle'));
      await flush();
      actor.send(act('offer.start'));
      runs[0].reject(stale);
      await flush();
      expect(actor.getSnapshot().hasTag('loading')).toBe(true);
      expect(toasts).toEqual(['changed 409']);
      loads[1].resolve(dispatchOf('offering'));
      await flush();
      expect(actor.getSnapshot().value).toBe('watching');
    } finally {
      actor.stop();
    }
  });

  it('keeps the dispatch and reports the server message on any other refusal', async () => {
    const { actor, loads, runs, toasts } = start();
    try {
      loads[0].resolve(dispatchOf('manual'));
      await flush();
      actor.send(act('offer.restart'));
      runs[0].reject(blocked);
      await flush();
      expect(actor.getSnapshot().value).toBe('still');
      expect(actor.getSnapshot().context.dispatch?.state).toBe('manual');
      expect(toasts).toEqual([`error ${blocked.message}`]);
      expect(loads).toHaveLength(1);
    } finally {
      actor.stop();
    }
  });

  it('offers nothing to a user who may not act, until the card says otherwise', async () => {
    const { actor, loads, runs } = start(false);
    try {
      loads[0].resolve(dispatchOf('idle'));
      await flush();
      actor.send(act('offer.start'));
      expect(runs).toHaveLength(0);
      actor.send({ type: 'dispatch.access', canAct: true });
      expect(actor.getSnapshot().can(act('offer.start'))).toBe(true);
    } finally {
      actor.stop();
    }
  });

  it('shows a failed first read and reads again on retry', async () => {
    const { actor, loads } = start();
    try {
      loads[0].reject({ message: 'Заявка не найдена', errorCode: 'ENTITY_NOT_FOUND', status: 404 });
      await flush();
      expect(actor.getSnapshot().value).toBe('failed');
      expect(actor.getSnapshot().context.loadError).toMatchObject({ status: 404 });
      actor.send({ type: 'dispatch.retry' });
      loads[1].resolve(dispatchOf('idle'));
      await flush();
      expect(actor.getSnapshot().context.loadError).toBeNull();
      expect(actor.getSnapshot().value).toBe('still');
    } finally {
      actor.stop();
    }
  });
});
