import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { MAX_SEARCH_VALUES, orderValuesSearchMachine } from '../../../machines/orders/orderValuesSearchMachine';
import type { OrderFindListResponse } from '../../../src/shared/schemas/orders/orderEntity';

/** A search whose answers the test hands out. */
function start() {
  const calls: { values: string[]; resolve: (v: OrderFindListResponse) => void; reject: (e: unknown) => void }[] = [];
  const machine = orderValuesSearchMachine.provide({
    actors: {
      search: fromPromise<OrderFindListResponse, { values: string[] }>(
        ({ input }) => new Promise((resolve, reject) => calls.push({ values: input.values, resolve, reject })),
      ),
    },
  });
  const actor = createActor(machine);
  actor.start();
  return { actor, calls };
}

const answer = (notFound: string[]): OrderFindListResponse => ({ orders: [], notFound });

describe('orderValuesSearchMachine', () => {
  it('searches the values and keeps the answer', async () => {
    const { actor, calls } = start();
    try {
      expect(actor.getSnapshot().value).toBe('idle');
      actor.send({ type: 'values.search', values: ['2611-001001', '+79161234567'] });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      expect(calls[0].values).toEqual(['2611-001001', '+79161234567']);
      calls[0].resolve(answer(['2611-001001']));
      await waitFor(actor, (s) => s.matches('found'));
      expect(actor.getSnapshot().context.result).toEqual(answer(['2611-001001']));
    } finally {
      actor.stop();
    }
  });

  it('sends nothing without values or with too many', () => {
    const { actor, calls } = start();
    try {
      expect(actor.getSnapshot().can({ type: 'values.search', values: [] })).toBe(false);
      actor.send({ type: 'values.search', values: [] });
      actor.send({ type: 'values.search', values: Array.from({ length: MAX_SEARCH_VALUES + 1 }, (_, i) => String(i)) });
      expect(actor.getSnapshot().value).toBe('idle');
      expect(calls).toHaveLength(0);
    } finally {
      actor.stop();
    }
  });

  it('fails with the server message, then retries the same values', async () => {
    const { actor, calls } = start();
    try {
      actor.send({ type: 'values.search', values: ['А123ВС77'] });
      calls[0].reject({
        message: 'Недостаточно прав для выполнения операции',
        errorCode: 'ACCESS_DENIED',
        status: 403,
      });
      await waitFor(actor, (s) => s.matches('failed'));
      expect(actor.getSnapshot().context.error).toEqual({
        message: 'Недостаточно прав для выполнения операции',
        errorCode: 'ACCESS_DENIED',
        status: 403,
      });
      actor.send({ type: 'values.retry' });
      expect(actor.getSnapshot().context.error).toBeNull();
      expect(calls[1].values).toEqual(['А123ВС77']);
    } finally {
      actor.stop();
    }
  });

  it('drops the answer of a search replaced by a newer one', async () => {
    const { actor, calls } = start();
    try {
      actor.send({ type: 'values.search', values: ['old'] });
      actor.send({ type: 'values.search', values: ['new'] });
      calls[0].resolve(answer(['old']));
      calls[1].resolve(answer(['new']));
      await waitFor(actor, (s) => s.matches('found'));
      expect(actor.getSnapshot().context.result).toEqual(answer(['new']));
    } finally {
      actor.stop();
    }
  });
});
