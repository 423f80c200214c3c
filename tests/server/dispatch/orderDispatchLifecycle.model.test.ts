import { beforeAll, describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { DISPATCH_EVENTS, orderOfferMachine } from '../../../machines/dispatch/orderOfferMachine';
import { sweepExpiredOffers } from '../../../src/server/dispatch/offerExpiry';
import { OPERATOR_EVENTS } from '../../../src/server/dispatch/orderDispatchRepository';
import type { DispatchState } from '../../../src/shared/lifecycleStates';
import { coverage, shortestPaths } from '../../machines/modelPaths';
import { login } from '../buildTestApp';
import {
  type Dispatch,
  dispatchUrl,
  justAfter,
  OFFERS_KEY,
  offersOf,
  openOffersTestApp,
  pendingOf,
  storedDispatch,
} from './orderOffersFixtures';

// Every shortest path of machines/dispatch/orderOfferMachine replayed against the server: each event becomes its HTTP
// call (start, restart and operator as the operator; accept and reject as the offered partner's user; expire as a sweep
// at a later moment), and after each step the stored state, the offer out and the actions the server answers must be
// what the chart says. The chart walks with two partners, the first one asked and one left, so every order here has two
// partners in its region.

const input = { candidates: 2, remaining: 1 };
const paths = shortestPaths(orderOfferMachine, DISPATCH_EVENTS, input);
type WalkedState = { value: DispatchState; can: (e: EventObject) => boolean };

describe('evacuation dispatch on the server, every shortest path of its chart', () => {
  const { t, ok, userWith, scene } = openOffersTestApp();
  let operator: string;

  beforeAll(async () => {
    operator = await login(t.app, 'operator@demo.ru', 'Operator12345');
  });

  it('walks every state and transition of the chart', () => {
    const cov = coverage(orderOfferMachine, paths);
    expect(cov.states.missing).toEqual([]);
    expect(cov.transitions.missing).toEqual([]);
  });

  it.each(paths.map((p) => [p.steps.map((s) => (s.event as EventObject).type).join(' > '), p] as const))(
    'replays %s',
    async (_, path) => {
      const s = await scene({ partners: input.candidates });
      const staff = await Promise.all(s.partners.map((p) => userWith([OFFERS_KEY], { partnerId: p.id })));
      const staffOf = (partnerId: number) => staff[s.partners.findIndex((p) => p.id === partnerId)].token;
      let position = 0;

      for (const step of path.steps) {
        const { type } = step.event as EventObject;
        const pending = await pendingOf(t.db, s.order.id);
        switch (type) {
          case 'xstate.init':
            break;
          case 'offer.start':
          case 'offer.restart':
          case 'offer.operator':
            await ok(
              operator,
              'POST',
              dispatchUrl(
                s.order.id,
                { 'offer.start': '', 'offer.restart': 'restart', 'offer.operator': 'operator' }[type],
              ),
            );
            if (type !== 'offer.operator') position = 0;
            break;
          case 'offer.accept':
          case 'offer.reject':
            await ok(
              staffOf(pending!.partnerId),
              'POST',
              `/v1/order_offers/${pending!.id}/${type === 'offer.accept' ? 'accept' : 'reject'}`,
            );
            if (type === 'offer.reject') position += 1;
            break;
          case 'offer.expire':
            await sweepExpiredOffers(t.db, justAfter(pending!));
            position += 1;
            break;
          default:
            throw new Error(`no call for ${type}`);
        }

        const walked = step.state as unknown as WalkedState;
        const dispatch = await ok<Dispatch>(operator, 'GET', dispatchUrl(s.order.id));
        expect(dispatch.state, `after ${type}`).toBe(walked.value);
        expect((await storedDispatch(t.db, s.order.id))?.state ?? 'idle').toBe(walked.value);
        expect(dispatch.allowedActions, `actions after ${type}`).toEqual(
          OPERATOR_EVENTS.filter((e) => walked.can(e)).map((e) => e.type),
        );
        // An offer is out exactly while offering, to the partner the position names.
        const out = await pendingOf(t.db, s.order.id);
        if (walked.value === 'offering') {
          expect(dispatch.position).toBe(position);
          expect(out?.partnerId).toBe(s.partners[position].id);
        } else {
          expect(out).toBeNull();
        }
      }
      if (path.steps.at(-1)!.state.value === 'accepted')
        expect((await offersOf(t.db, s.order.id)).at(-1)!.status).toBe('accepted');
    },
  );
});
