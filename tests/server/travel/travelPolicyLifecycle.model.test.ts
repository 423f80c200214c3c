import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import {
  TRAVEL_POLICY_EVENTS,
  TRAVEL_POLICY_USER_ACTIONS,
  type TravelPolicyEvent,
  travelPolicyMachine,
} from '../../../machines/travel/travelPolicyMachine';
import { addDays, dayOfUnix } from '../../../src/server/travel/travelDays';
import { moscowToday } from '../../../src/server/travel/travelPolicyLifecycle';
import { travelPaymentTypes, travelPolicies } from '../../../src/server/travel/travelSchema';
import type { TravelPolicyState } from '../../../src/shared/lifecycleStates';
import type { TravelPolicy } from '../../../src/shared/schemas/travel/travelPolicies';
import { shortestPaths } from '../../machines/modelPaths';
import { tableAllows, travelPolicyMoves } from '../../model/lifecycleTables';
import { login, openTestApp } from '../buildTestApp';
import { type PolicyDictionaries, policyBody, policyCalls, policyDictionaries } from './travelPolicyFixtures';

// The chart against the server: every shortest path of machines/travel/travelPolicyMachine is replayed on a fresh
// policy. A person's actions are their calls; pay and unpay are a payment of the whole total confirmed and refunded
// (the payments API moves the policy); activate and expire are the calendar: the policy's dates are moved into the
// past and the next read applies them. After each step the stored state is the chart's and the offered actions are
// the specification's table's (tests/model/lifecycleTables.ts), and at each path's end every action refused there
// answers 409 and changes nothing.

const T = '2030-06-10';
/** Before the trip: everything but the calendar's moves. A trip that began today and ended: the calendar's. */
const INPUTS = [
  { today: T, startDate: addDays(T, 7), endDate: addDays(T, 16) },
  { today: T, startDate: T, endDate: addDays(T, -1) },
];
const paths = [
  ...new Map(
    INPUTS.flatMap((input) => shortestPaths(travelPolicyMachine, TRAVEL_POLICY_EVENTS, input)).map((p) => [
      p.steps.map((s) => (s.event as EventObject).type).join(' > '),
      p,
    ]),
  ).values(),
];
const USER_EVENTS = TRAVEL_POLICY_USER_ACTIONS.map((type) => ({ type }));

describe('the travel policy chart, replayed on the server', () => {
  const t = openTestApp();
  let admin = '';
  let dict: PolicyDictionaries;
  let card = 0;
  const calls = () => policyCalls(t.app);
  beforeAll(async () => {
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
    dict = await policyDictionaries(t.db);
    [{ id: card }] = await t.db
      .select({ id: travelPaymentTypes.id })
      .from(travelPaymentTypes)
      .where(eq(travelPaymentTypes.code, 'card'));
  });

  const setDates = (id: number, startDate: string, endDate: string) =>
    t.db.update(travelPolicies).set({ startDate, endDate }).where(eq(travelPolicies.id, id));

  /** Runs one event of the chart on the policy; answers the HTTP status of the call that stands for it. */
  async function run(type: TravelPolicyEvent['type'], policy: TravelPolicy, paymentIds: number[]): Promise<number> {
    const today = moscowToday();
    switch (type) {
      case 'policy.update':
        return (await calls().update(admin, policy.id, policyBody(dict))).statusCode;
      case 'policy.accept':
        return (await calls().accept(admin, policy.id)).statusCode;
      case 'policy.annul':
        return (await calls().annul(admin, policy.id)).statusCode;
      case 'policy.pay': {
        const created = await calls().call('POST', '/v1/vzr/payments', admin, {
          policyId: policy.id,
          amount: policy.dueAmount,
          paymentTypeId: card,
          paidAt: Math.floor(Date.now() / 1000) - 60,
          payerName: 'Схемов Тест',
        });
        expect(created.statusCode, created.body).toBe(200);
        paymentIds.push(created.json().id);
        return (await calls().call('PUT', `/v1/vzr/payments/${created.json().id}/confirm`, admin)).statusCode;
      }
      case 'policy.unpay':
        return (await calls().call('PUT', `/v1/vzr/payments/${paymentIds.pop()}/refund`, admin, { reason: 'Возврат' }))
          .statusCode;
      case 'policy.activate':
        await setDates(policy.id, today, addDays(today, 9));
        return (await calls().get(admin, policy.id)).statusCode;
      case 'policy.expire':
        await setDates(policy.id, addDays(today, -10), addDays(today, -1));
        return (await calls().get(admin, policy.id)).statusCode;
    }
  }

  const stored = async (id: number) => {
    const response = await calls().get(admin, id);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TravelPolicy;
  };
  const chartAllows = (p: TravelPolicy) =>
    tableAllows(
      travelPolicyMoves({ today: moscowToday(), startDate: dayOfUnix(p.startDate), endDate: dayOfUnix(p.endDate) }),
      p.state,
      USER_EVENTS,
    );

  it('walks every state and transition of the chart', () => {
    const ends = new Set(paths.map((p) => String(p.steps.at(-1)!.state.value)));
    expect([...ends].sort()).toEqual(['active', 'annulled', 'draft', 'expired', 'issued', 'paid']);
    const taken = new Set(paths.flatMap((p) => p.steps.map((s) => (s.event as EventObject).type)));
    expect([...taken].sort()).toEqual([...TRAVEL_POLICY_EVENTS.map((e) => e.type), 'xstate.init'].sort());
  });

  it.each(paths.map((p) => [p.steps.map((s) => (s.event as EventObject).type).join(' > '), p] as const))(
    'replays %s',
    async (_, path) => {
      let policy = await calls().draft(admin, policyBody(dict));
      const paymentIds: number[] = [];
      for (const step of path.steps) {
        const type = (step.event as EventObject).type as TravelPolicyEvent['type'] | 'xstate.init';
        const expected = String(step.state.value) as TravelPolicyState;
        if (type !== 'xstate.init') expect(await run(type, policy, paymentIds), type).toBe(200);
        policy = await stored(policy.id);
        expect(policy.state, `after ${type}`).toBe(expected);
        expect(policy.allowedActions, `after ${type}`).toEqual(chartAllows(policy));
      }
      const history = (await calls().call('GET', `/v1/vzr/policies/${policy.id}/history`, admin)).json();
      expect(history.at(-1).toState).toBe(policy.state);

      // Every person's action the chart refuses at the path's end answers 409 and leaves the policy as it was.
      const before = JSON.stringify(await stored(policy.id));
      for (const { type } of USER_EVENTS.filter((e) => !policy.allowedActions.includes(e.type))) {
        expect(await run(type, policy, paymentIds), `${policy.state} + ${type}`).toBe(409);
        expect(JSON.stringify(await stored(policy.id)), `${policy.state} + ${type}`).toBe(before);
      }
    },
  );
});
