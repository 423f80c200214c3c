import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import {
  TRAVEL_PAYMENT_EVENTS,
  type TravelPaymentEvent,
  travelPaymentMachine,
} from '../../../machines/travel/travelPaymentMachine';
import type { TravelPaymentState } from '../../../src/shared/lifecycleStates';
import type { TravelPayment } from '../../../src/shared/schemas/travel/travelPayments';
import { shortestPaths } from '../../machines/modelPaths';
import { tableAllows, travelPaymentMoves } from '../../model/lifecycleTables';
import { login, openTestApp } from '../buildTestApp';
import { multipart } from '../files/orderFilesFixtures';
import {
  newPolicy,
  type PaymentDictionaries,
  paymentBody,
  paymentDictionaries,
  policyState,
} from './travelPaymentFixtures';

// The chart against the server: every shortest path of machines/travel/travelPaymentMachine is replayed as HTTP calls
// on a fresh card payment of the whole total of a policy that has not begun, and after each step the stored state and
// the offered actions are the specification's table's, tests/model/lifecycleTables.ts (and the policy is paid exactly while the payment is confirmed). At each path's
// end every event the chart refuses is sent too: it answers 409 INELIGIBLE_STATE and changes nothing.

const facts = { invoiceMissing: false, policyRefundable: true };
const paths = shortestPaths(travelPaymentMachine, TRAVEL_PAYMENT_EVENTS, facts);
const chartAllows = (state: TravelPaymentState) => tableAllows(travelPaymentMoves(facts), state, TRAVEL_PAYMENT_EVENTS);
const PDF = Buffer.from('%PDF-1.4\n%model\n', 'latin1');

type Call = Pick<InjectOptions, 'method' | 'url' | 'payload' | 'headers'>;

describe('the travel payment chart, replayed on the server', () => {
  const t = openTestApp();
  let admin = '';
  let dict: PaymentDictionaries;
  beforeAll(async () => {
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
    dict = await paymentDictionaries(t.db);
  });

  /** The HTTP call an event of the chart stands for. */
  function callOf(type: TravelPaymentEvent['type'], payment: TravelPayment): Call {
    const url = `/v1/vzr/payments/${payment.id}`;
    switch (type) {
      case 'payment.update':
        return { method: 'PUT', url, payload: paymentBody(dict, payment.policyId, { comment: 'Правка' }) };
      case 'payment.uploadInvoice': {
        const body = multipart({ bytes: PDF }, { fileName: 'Счёт.pdf' });
        return { method: 'POST', url: `${url}/invoice`, payload: body.payload, headers: body.headers };
      }
      case 'payment.confirm':
        return { method: 'PUT', url: `${url}/confirm` };
      case 'payment.refund':
        return { method: 'PUT', url: `${url}/refund`, payload: { reason: 'Возврат по схеме' } };
      case 'payment.delete':
        return { method: 'DELETE', url };
    }
  }

  const send = (c: Call) =>
    t.app.inject({
      method: c.method,
      url: c.url as string,
      headers: { authorization: admin, ...(c.headers ?? {}) },
      ...(c.payload ? { payload: c.payload } : {}),
    });
  const stored = (id: number) =>
    t.app.inject({ method: 'GET', url: `/v1/vzr/payments/${id}`, headers: { authorization: admin } });

  it('walks every state of the chart', () => {
    const ends = new Set(paths.map((p) => String(p.steps.at(-1)!.state.value)));
    expect([...ends].sort()).toEqual(['confirmed', 'deleted', 'refunded', 'registered']);
  });

  it.each(paths.map((p) => [p.steps.map((s) => (s.event as EventObject).type).join(' > '), p] as const))(
    'replays %s',
    async (_, path) => {
      const policy = await newPolicy(t.db, dict, { total: 1000 });
      const created = await send({ method: 'POST', url: '/v1/vzr/payments', payload: paymentBody(dict, policy.id) });
      expect(created.statusCode, created.body).toBe(200);
      let payment = created.json() as TravelPayment;
      for (const step of path.steps) {
        const type = (step.event as EventObject).type as TravelPaymentEvent['type'] | 'xstate.init';
        const expected = String(step.state.value) as TravelPaymentState;
        if (type !== 'xstate.init') {
          const response = await send(callOf(type, payment));
          expect(response.statusCode, `${type}: ${response.body}`).toBe(200);
          expect((response.json() as TravelPayment).state).toBe(expected);
        }
        payment = (await stored(payment.id)).json() as TravelPayment;
        expect(payment.state, `after ${type}`).toBe(expected);
        expect(payment.allowedActions, `after ${type}`).toEqual(chartAllows(expected));
        expect(await policyState(t.db, policy.id), `policy after ${type}`).toBe(
          expected === 'confirmed' ? 'paid' : 'issued',
        );
      }

      const end = String(path.steps.at(-1)!.state.value) as TravelPaymentState;
      const before = (await stored(payment.id)).body;
      for (const { type } of TRAVEL_PAYMENT_EVENTS.filter((e) => !chartAllows(end).includes(e.type))) {
        const response = await send(callOf(type, payment));
        expect(response.statusCode, `${end} + ${type}: ${response.body}`).toBe(409);
        expect((response.json() as { errorCode: string }).errorCode).toBe('INELIGIBLE_STATE');
        expect((await stored(payment.id)).body, `${end} + ${type} changed the payment`).toBe(before);
      }
    },
  );
});
