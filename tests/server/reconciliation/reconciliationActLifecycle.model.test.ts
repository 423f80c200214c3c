import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import {
  ACT_EVENTS,
  type ActEvent,
  reconciliationActMachine,
} from '../../../machines/reconciliation/reconciliationActMachine';
import { partners } from '../../../src/server/db/schema';
import { orderInvoices } from '../../../src/server/invoices/invoicesSchema';
import type { ActState } from '../../../src/shared/lifecycleStates';
import type { ReconciliationAct } from '../../../src/shared/schemas/reconciliation';
import { shortestPaths } from '../../machines/modelPaths';
import { actMoves, tableAllows } from '../../model/lifecycleTables';
import { login, openTestApp } from '../buildTestApp';
import { newOrder, uniqueTag } from '../evacuation/evacuationFixtures';

// The chart against the server: every shortest path of machines/reconciliation/reconciliationActMachine is replayed as
// HTTP calls on a fresh act, and after each step the stored state is the chart's and the offered actions are those of
// the specification's table (tests/model/lifecycleTables.ts). At each
// path's end every event the chart refuses is sent too: it answers 409 INELIGIBLE_STATE and changes nothing (a deleted
// act is gone, so there it answers 404).

const paths = shortestPaths(reconciliationActMachine, ACT_EVENTS, { invoiceCount: 1 });
type Call = { method: InjectOptions['method']; url: string; payload?: object };

describe('the reconciliation act chart, replayed on the server', () => {
  const t = openTestApp();
  let admin = '';
  let partnerId = 0;
  beforeAll(async () => {
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
    [{ id: partnerId }] = await t.db
      .insert(partners)
      .values({ name: `Сверка по схеме ${uniqueTag()}` })
      .returning({ id: partners.id });
  });

  async function paidInvoice(): Promise<number> {
    const order = await newOrder(t.db, uniqueTag(), { partnerId });
    const [row] = await t.db
      .insert(orderInvoices)
      .values({
        orderId: order.id,
        number: `${order.number}/1`,
        state: 'paid',
        partnerId,
        totalAmount: 1500,
        feeRate: 10,
      })
      .returning();
    return row.id;
  }

  /** The HTTP call an event of the chart stands for; act.update adds a fresh paid invoice. */
  async function callOf(type: ActEvent['type'], id: number): Promise<Call> {
    const url = `/v1/reconciliation_acts/${id}`;
    switch (type) {
      case 'act.update':
        return { method: 'PUT', url, payload: { invoiceIds: [await paidInvoice()] } };
      case 'act.notifyRecalculation':
        return { method: 'POST', url: `${url}/notify/recalculation`, payload: { comment: 'Пересчёт' } };
      case 'act.reject':
        return { method: 'PUT', url: `${url}/reject`, payload: { comment: 'Не сходится' } };
      case 'act.hardDelete':
        return { method: 'DELETE', url: `${url}/hard` };
      default:
        return { method: 'PUT', url: `${url}/${type.slice('act.'.length)}` };
    }
  }

  const send = (c: Call) =>
    t.app.inject({
      method: c.method,
      url: c.url,
      headers: { authorization: admin },
      ...(c.payload ? { payload: c.payload } : {}),
    });
  const stored = (id: number) =>
    t.app.inject({ method: 'GET', url: `/v1/reconciliation_acts/${id}`, headers: { authorization: admin } });
  const chartAllows = (state: ActState, act: ReconciliationAct) =>
    tableAllows(actMoves({ invoiceCount: act.invoiceIds.length }), state, ACT_EVENTS);

  it('walks every state of the chart', () => {
    const ends = new Set(paths.map((p) => String(p.steps.at(-1)!.state.value)));
    expect([...ends].sort()).toEqual(['deleted', 'draft', 'finalized', 'ratified', 'rejected', 'verified']);
  });

  it.each(paths.map((p) => [p.steps.map((s) => (s.event as EventObject).type).join(' > '), p] as const))(
    'replays %s',
    async (_, path) => {
      const created = await send({
        method: 'POST',
        url: '/v1/reconciliation_acts',
        payload: { invoiceIds: [await paidInvoice()] },
      });
      expect(created.statusCode, created.body).toBe(200);
      let act = created.json() as ReconciliationAct;
      for (const step of path.steps) {
        const type = (step.event as EventObject).type as ActEvent['type'] | 'xstate.init';
        const expected = String(step.state.value) as ActState;
        if (type !== 'xstate.init') {
          const response = await send(await callOf(type, act.id));
          expect(response.statusCode, `${type}: ${response.body}`).toBe(200);
          expect((response.json() as ReconciliationAct).state).toBe(expected);
        }
        const now = await stored(act.id);
        if (expected === 'deleted') {
          expect(now.statusCode).toBe(404);
          continue;
        }
        act = now.json() as ReconciliationAct;
        expect(act.state, `after ${type}`).toBe(expected);
        expect(act.allowedActions, `after ${type}`).toEqual(chartAllows(expected, act));
      }

      // Every event the chart refuses at the path's end answers 409 (404 once deleted) and leaves the act as it was.
      const end = String(path.steps.at(-1)!.state.value) as ActState;
      // A deleted act has only its 404 to compare (the error's timestamp moves on).
      const snapshot = async () => {
        const r = await stored(act.id);
        return end === 'deleted' ? r.statusCode : r.body;
      };
      const before = await snapshot();
      const allowed = end === 'deleted' ? [] : chartAllows(end, act);
      for (const { type } of ACT_EVENTS.filter((e) => !allowed.includes(e.type))) {
        const response = await send(await callOf(type, act.id));
        expect(response.statusCode, `${end} + ${type}: ${response.body}`).toBe(end === 'deleted' ? 404 : 409);
        expect((response.json() as { errorCode: string }).errorCode).toBe(
          end === 'deleted' ? 'ENTITY_NOT_FOUND' : 'INELIGIBLE_STATE',
        );
        expect(await snapshot(), `${end} + ${type} changed the act`).toBe(before);
      }
    },
  );
});
