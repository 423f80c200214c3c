import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  OFFERS_REFRESH_MS,
  type OfferAnswerRequest,
  offersPanelMachine,
} from '../../../machines/dispatch/offersPanelMachine';
import type { OrderOffer } from '../../../src/shared/schemas/orderOffers';
import { offer } from './dispatchFixtures';

type Held<T> = { resolve: (v: T) => void; reject: (e: unknown) => void };

const OFFERS = [offer(), offer({ id: 502, orderId: 43, orderNumber: '2611-000043' })];
const notActual = { message: 'Предложение уже не актуально', errorCode: 'INELIGIBLE_STATE', status: 409 };

function start() {
  const loads: Held<OrderOffer[]>[] = [];
  const answers: (Held<OrderOffer> & { request: OfferAnswerRequest })[] = [];
  const toasts: string[] = [];
  const machine = offersPanelMachine.provide({
    actors: {
      loadOffers: fromPromise<OrderOffer[]>(() => new Promise((resolve, reject) => loads.push({ resolve, reject }))),
      answerOffer: fromPromise<OrderOffer, OfferAnswerRequest>(
        ({ input }) => new Promise((resolve, reject) => answers.push({ request: input, resolve, reject })),
      ),
    },
    actions: {
      offerAnswered: (_, request: OfferAnswerRequest) => void toasts.push(`${request.answer} ${request.id}`),
      offerStale: () => void toasts.push('stale'),
      reportError: (_, error: { message: string }) => void toasts.push(`error ${error.message}`),
    },
  });
  return { actor: createActor(machine).start(), loads, answers, toasts };
}

const flush = () => vi.advanceTimersByTimeAsync(0);
const ids = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().context.offers.map((o) => o.id);

describe('offersPanelMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads the pending offers again every 15 s, keeping the list on screen when a re-read fails', async () => {
    const { actor, loads } = start();
    try {
      loads[0].resolve(OFFERS);
      await flush();
      expect(actor.getSnapshot().value).toBe('list');
      await vi.advanceTimersByTimeAsync(OFFERS_REFRESH_MS - 1);
      expect(loads).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(loads).toHaveLength(2);
      loads[1].reject({ message: 'Возникла ошибка сети', status: 0 });
      await flush();
      expect(ids(actor)).toEqual([501, 502]);
      await vi.advanceTimersByTimeAsync(OFFERS_REFRESH_MS);
      loads[2].resolve([OFFERS[1]]);
      await flush();
      expect(ids(actor)).toEqual([502]);
    } finally {
      actor.stop();
    }
  });

  it('accepts an offer, which then leaves the list', async () => {
    const { actor, loads, answers, toasts } = start();
    try {
      loads[0].resolve(OFFERS);
      await flush();
      actor.send({ type: 'offers.accept', id: 501 });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      actor.send({ type: 'offers.accept', id: 502 });
      expect(answers.map((a) => a.request)).toEqual([{ id: 501, answer: 'accept' }]);
      answers[0].resolve(offer({ status: 'accepted' }));
      await flush();
      expect(ids(actor)).toEqual([502]);
      expect(toasts).toEqual(['accept 501']);
      expect(actor.getSnapshot().context.request).toBeNull();
    } finally {
      actor.stop();
    }
  });

  it('rejects with the comment typed, or goes back when the dialog is closed', async () => {
    const { actor, loads, answers, toasts } = start();
    try {
      loads[0].resolve(OFFERS);
      await flush();
      actor.send({ type: 'offers.reject.open', id: 502 });
      expect(actor.getSnapshot().value).toBe('rejecting');
      actor.send({ type: 'offers.reject.cancel' });
      expect(actor.getSnapshot().value).toBe('list');
      expect(answers).toHaveLength(0);

      actor.send({ type: 'offers.reject.open', id: 502 });
      actor.send({ type: 'offers.reject', comment: '  Нет свободных эвакуаторов  ' });
      expect(answers[0].request).toEqual({ id: 502, answer: 'reject', comment: 'Нет свободных эвакуаторов' });
      answers[0].resolve(offer({ id: 502, status: 'rejected' }));
      await flush();
      expect(ids(actor)).toEqual([501]);
      expect(toasts).toEqual(['reject 502']);

      actor.send({ type: 'offers.reject.open', id: 501 });
      actor.send({ type: 'offers.reject' });
      expect(answers[1].request).toEqual({ id: 501, answer: 'reject', comment: undefined });
    } finally {
      actor.stop();
    }
  });

  it('reloads when the offer is no longer pending (409), and keeps the list on any other refusal', async () => {
    const { actor, loads, answers, toasts } = start();
    try {
      loads[0].resolve(OFFERS);
      await flush();
      actor.send({ type: 'offers.accept', id: 501 });
      answers[0].reject(notActual);
      await flush();
      expect(toasts).toEqual(['stale']);
      expect(actor.getSnapshot().hasTag('loading')).toBe(true);
      loads[1].resolve([OFFERS[1]]);
      await flush();
      expect(ids(actor)).toEqual([502]);

      actor.send({ type: 'offers.accept', id: 502 });
      answers[1].reject({ message: 'Недостаточно прав', errorCode: 'ACCESS_DENIED', status: 403 });
      await flush();
      expect(toasts).toEqual(['stale', 'error Недостаточно прав']);
      expect(ids(actor)).toEqual([502]);
      expect(actor.getSnapshot().value).toBe('list');
    } finally {
      actor.stop();
    }
  });

  it('answers only an offer on the list, and shows a failed first read until retried', async () => {
    const { actor, loads, answers } = start();
    try {
      loads[0].reject({ message: 'Недостаточно прав', status: 403 });
      await flush();
      expect(actor.getSnapshot().value).toBe('failed');
      actor.send({ type: 'offers.reload' });
      loads[1].resolve(OFFERS);
      await flush();
      actor.send({ type: 'offers.accept', id: 999 });
      actor.send({ type: 'offers.reject.open', id: 999 });
      expect(actor.getSnapshot().value).toBe('list');
      expect(answers).toHaveLength(0);
    } finally {
      actor.stop();
    }
  });

  it('re-reads quietly at once when a push brings a new offer, keeping the list on screen', async () => {
    const { actor, loads } = start();
    try {
      loads[0].resolve(OFFERS);
      await flush();
      actor.send({ type: 'offers.pushed' });
      expect(actor.getSnapshot().value).toBe('refreshing');
      expect(ids(actor)).toEqual([501, 502]);
      loads[1].resolve([...OFFERS, offer({ id: 503, orderId: 44, orderNumber: '2611-000044' })]);
      await flush();
      expect(actor.getSnapshot().value).toBe('list');
      expect(ids(actor)).toEqual([501, 502, 503]);
    } finally {
      actor.stop();
    }
  });
});
