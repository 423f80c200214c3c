import { beforeAll, describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { DISPATCH_EVENTS, orderOfferMachine } from '../../../machines/dispatch/orderOfferMachine';
import { sweepExpiredOffers } from '../../../src/server/dispatch/offerExpiry';
import { OPERATOR_EVENTS } from '../../../src/server/dispatch/orderDispatchRepository';
import type { DispatchState } from '../../../src/shared/lifecycleStates';
import { coverage, shortestPaths } from '../../machines/modelPaths';
import { dispatchMoves, tableAllows } from '../../model/lifecycleTables';
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
// at a later moment), and after each step the stored state and the offer out must be what the chart says, and the
// actions the server answers those of the specification's table (tests/model/lifecycleTables.ts). The chart walks once
// per outcome of its guards: two partners in the order's region (one left after the first), one (a refusal or a missed
// deadline leaves none, and the operator takes over), and none (the search goes straight to the operator).

const CASES = [
  { candidates: 2, remaining: 1 },
  { candidates: 1, remaining: 0 },
  { candidates: 0, remaining: 0 },
];
const walks = CASES.flatMap((input) =>
  shortestPaths(orderOfferMachine, DISPATCH_EVENTS, input).map((path) => ({ input, path })),
);
const paths = walks.map((w) => w.path);
type WalkedState = { value: DispatchState };

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
    // Both branches of each guarded move are taken: to the next partner and, with none left, to the operator.
    const moves = new Set(
      paths.flatMap((p) =>
        p.steps.slice(1).map((s, i) => `${p.steps[i].state.value} ${(s.event as EventObject).type} ${s.state.value}`),
      ),
    );
    for (const move of [
      'idle offer.start offering',
      'idle offer.start manual',
      'offering offer.reject offering',
      'offering offer.reject manual',
      'offering offer.expire offering',
      'offering offer.expire manual',
      'manual offer.restart offering',
      'manual offer.restart manual',
    ])
      expect(moves, move).toContain(move);
  });

  it.each(
    walks.map(
      ({ input, path }) =>
        [
          `${input.candidates} partner(s): ${path.steps.map((s) => (s.event as EventObject).type).join(' > ')}`,
          input,
          path,
        ] as const,
    ),
  )('replays %s', async (_, input, path) => {
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
        tableAllows(dispatchMoves(input), walked.value, OPERATOR_EVENTS),
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
  });
});
