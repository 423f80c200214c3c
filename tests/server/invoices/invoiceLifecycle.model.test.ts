import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { INVOICE_EVENTS, type InvoiceAction, invoiceMachine } from '../../../machines/invoices/invoiceMachine';
import { orderInvoiceHistory } from '../../../src/server/invoices/invoicesSchema';
import { INVOICE_STATES, type InvoiceState } from '../../../src/shared/lifecycleStates';
import type { Invoice } from '../../../src/shared/schemas/invoice';
import { shortestPaths } from '../../machines/modelPaths';
import { invoiceMoves, tableAllows } from '../../model/lifecycleTables';
import { login, openTestApp } from '../buildTestApp';
import { createInvoiceWorld, type InvoiceWorld } from './invoiceFixtures';

// The invoice chart checked against the server: every shortest path of machines/invoices/invoiceMachine is walked over
// HTTP on a fresh invoice with one position, and after each step the stored state is the chart's and allowedActions are
// exactly what the specification's table (tests/model/lifecycleTables.ts, not the chart) allows there. Then, in every
// state, each action refused there answers 409 INELIGIBLE_STATE and changes nothing. A draft without positions is the
// other outcome of the chart's guard: it is not sent. One order holds all the invoices, so the run stays quick.

const input = { positionsCount: 1 };
const allowed = (state: InvoiceState, positionsCount = 1) =>
  tableAllows(invoiceMoves({ positionsCount }), state, INVOICE_EVENTS);
const paths = shortestPaths(invoiceMachine, INVOICE_EVENTS, input);
const eventsOf = (path: (typeof paths)[number]) =>
  path.steps.slice(1).map((s) => (s.event as EventObject).type as InvoiceAction);
const finalState = (path: (typeof paths)[number]) => path.steps.at(-1)!.state.value as InvoiceState;

type Call = { method: 'POST' | 'PUT'; path: string; body?: (w: InvoiceWorld) => object };

/** Each event of the chart as its HTTP call (under /v1/order_invoices/{id}), with the body it needs. */
const CALLS: Record<InvoiceAction, Call> = {
  'invoice.edit': {
    method: 'PUT',
    path: '',
    body: (w) => ({
      priceListId: w.priceListId,
      invoicePositions: [{ priceListItemId: w.items.valve, quantity: 2, discount: 0 }],
    }),
  },
  'invoice.autofill': { method: 'POST', path: '/autofill' },
  'invoice.crucialEdit': {
    method: 'PUT',
    path: '/crucial',
    body: (w) => ({ partnerLegalId: w.legals.noVat, comment: 'Клиент попросил счёт от ИП' }),
  },
  'invoice.feeRate': { method: 'PUT', path: '/fee_rate', body: () => ({ feeRate: 12.5 }) },
  'invoice.send': { method: 'POST', path: '/send?push=false' },
  'invoice.sendSms': { method: 'POST', path: '/send/sms?bonusToSpend=0' },
  'invoice.accept': { method: 'POST', path: '/accept' },
  'invoice.payByCard': { method: 'POST', path: '/payments/card' },
  'invoice.paySbp': { method: 'POST', path: '/payments/sbp_api' },
  'invoice.payInCash': { method: 'POST', path: '/pay/in_cash', body: () => ({ viaTerminal: false, bonusToSpend: 0 }) },
  'invoice.payToAccount': { method: 'POST', path: '/pay/to_account' },
  'invoice.affirmPaidToAccount': { method: 'POST', path: '/affirm_paid_to_account' },
  'invoice.retract': { method: 'POST', path: '/retract' },
  'invoice.revoke': { method: 'POST', path: '/revoke' },
  'invoice.reform': { method: 'POST', path: '/reform' },
  'invoice.close': { method: 'POST', path: '/close' },
  'invoice.deactivate': { method: 'POST', path: '/deactivate' },
  'invoice.activate': { method: 'POST', path: '/activate' },
};

describe('the invoice chart against the server (every shortest path over HTTP)', () => {
  const t = openTestApp();
  let admin: string;
  let w: InvoiceWorld;
  beforeAll(async () => {
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
    w = await createInvoiceWorld(t.db);
  });

  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/v1/order_invoices${url}`,
      headers: { authorization: admin },
      ...(payload ? { payload } : {}),
    });
  const read = async (id: number) => (await inject('GET', `/${id}`)).json() as Invoice;
  const act = (id: number, action: InvoiceAction) => {
    const call = CALLS[action];
    return inject(call.method, `/${id}${call.path}`, call.body?.(w));
  };
  /** A fresh draft with one position, as the console creates it (or with none). */
  async function draft(positions = 1): Promise<number> {
    const r = await inject('POST', `/${w.orderId}`, {
      priceListId: w.priceListId,
      invoicePositions: positions ? [{ priceListItemId: w.items.valve, quantity: 1, discount: 0 }] : [],
    });
    expect(r.statusCode, r.body).toBe(200);
    return (r.json() as Invoice).id;
  }
  async function expectChartState(id: number, state: InvoiceState, after: string) {
    const invoice = await read(id);
    expect(invoice.state, after).toBe(state);
    expect(invoice.allowedActions, after).toEqual(allowed(state));
  }
  /** Walks the path's events, each answered 200 and landing where the chart says. */
  async function walk(id: number, path: (typeof paths)[number]) {
    await expectChartState(id, 'draft', 'create');
    for (const [i, action] of eventsOf(path).entries()) {
      const r = await act(id, action);
      expect(r.statusCode, `${action}: ${r.body}`).toBe(200);
      await expectChartState(id, path.steps[i + 1].state.value as InvoiceState, `after ${action}`);
    }
  }

  it('has a path to every state of the chart', () => {
    expect(new Set(paths.map(finalState))).toEqual(new Set(INVOICE_STATES));
  });

  it.each(paths.map((p) => [eventsOf(p).join(' > ') || '(created)', p] as const))('walks %s', async (_, path) => {
    await walk(await draft(), path);
  });

  it.each([...INVOICE_STATES])(
    'refuses in %s every action the chart does not allow, changing nothing',
    async (state) => {
      const path = paths.filter((p) => finalState(p) === state).sort((a, b) => a.steps.length - b.steps.length)[0];
      const id = await draft();
      await walk(id, path);
      const before = await read(id);
      const history = async () =>
        (await t.db.select({ n: count() }).from(orderInvoiceHistory).where(eq(orderInvoiceHistory.invoiceId, id)))[0].n;
      const lines = await history();
      const refused = INVOICE_EVENTS.map((e) => e.type).filter((type) => !before.allowedActions.includes(type));
      expect(refused.length).toBeGreaterThan(0);
      for (const action of refused) {
        const r = await act(id, action);
        expect(r.statusCode, `${action} in ${state}: ${r.body}`).toBe(409);
        expect(r.json().errorCode).toBe('INELIGIBLE_STATE');
      }
      expect(await read(id)).toEqual(before);
      expect(await history()).toBe(lines);
    },
  );

  it('does not send a draft without positions, by either channel, and changes nothing', async () => {
    const id = await draft(0);
    const before = await read(id);
    expect(before.state).toBe('draft');
    expect(before.allowedActions).toEqual(allowed('draft', 0));
    for (const action of ['invoice.send', 'invoice.sendSms'] as const) {
      const r = await act(id, action);
      expect(r.statusCode, `${action}: ${r.body}`).toBe(409);
    }
    expect(await read(id)).toEqual(before);
  });
});
