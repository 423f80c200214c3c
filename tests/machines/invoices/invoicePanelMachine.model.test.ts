import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { type InvoicePanelContext, invoicePanelMachine } from '../../../machines/invoices/invoicePanelMachine';
import { replayPath, shortestPaths } from '../modelPaths';
import { ALL_RIGHTS, invoice } from './invoicePanelFixtures';

// Every shortest path of the invoice panel's chart, replayed on the real machine with the calls held by hand; what
// each state means is asserted on the way.

const input = { orderId: 7, rights: ALL_RIGHTS };
const sent = invoice({ allowedActions: ['invoice.edit', 'invoice.accept', 'invoice.payByCard'] });
const accepted = invoice({ state: 'accepted', stateName: 'Принят клиентом', allowedActions: ['invoice.payInCash'] });
const link = 'https://pay.avtoconsole.local/invoice/7-1?method=card';
const refusal = {
  message: 'Телефон в формате +7XXXXXXXXXX',
  errorCode: 'VALIDATION_ERROR',
  status: 400,
  details: { phone: 'Телефон в формате +7XXXXXXXXXX' },
};
const stale = { message: 'Действие недоступно в текущем состоянии счёта', errorCode: 'INELIGIBLE_STATE', status: 409 };

const events: EventObject[] = [
  { type: 'invoices.access', rights: ALL_RIGHTS },
  { type: 'invoices.showDeleted', showDeleted: true },
  { type: 'invoices.retry' },
  { type: 'invoices.create' },
  { type: 'invoices.createAutomated' },
  { type: 'invoice.open', invoiceId: 11, action: 'invoice.accept' },
  { type: 'invoice.action', invoiceId: 11, action: 'invoice.accept' },
  { type: 'invoice.saved', invoice: sent },
  { type: 'invoice.close' },
  { type: 'xstate.done.actor.loadInvoices', output: [sent] },
  { type: 'xstate.error.actor.loadInvoices', error: { message: 'Заявка не найдена', status: 404 } },
  { type: 'xstate.done.actor.runAction', output: { invoice: accepted } },
  { type: 'xstate.done.actor.runAction', output: { invoice: sent, paymentLink: link } },
  { type: 'xstate.error.actor.runAction', error: stale },
  { type: 'xstate.error.actor.runAction', error: refusal },
  { type: 'xstate.done.actor.reloadInvoice', output: accepted },
  { type: 'xstate.error.actor.reloadInvoice', error: { message: 'Счёт не найден', status: 404 } },
  { type: 'xstate.done.actor.createAutomated', output: invoice({ id: 12, state: 'draft' }) },
  { type: 'xstate.error.actor.createAutomated', error: { message: 'Для услуги заявки нет прайс-листа', status: 400 } },
] as EventObject[];

describe('invoicePanelMachine, every shortest path', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const paths = shortestPaths(invoicePanelMachine, events, input);

  it.each(paths.map((p) => [p.steps.map((s) => (s.event as EventObject).type).join(' > '), p] as const))(
    'replays %s',
    async (_, path) => {
      await replayPath(invoicePanelMachine, path, {
        input,
        actorNames: ['loadInvoices', 'runAction', 'reloadInvoice', 'createAutomated'],
        longestDelayMs: 0,
      });
      const last = path.steps.at(-1)!;
      const snap = last.state as unknown as { matches: (v: unknown) => boolean; context: InvoicePanelContext };
      const { context } = snap;
      // What each state means.
      if (snap.matches('failed')) expect(context.loadError).toMatchObject({ status: 404 });
      if (snap.matches('acting')) {
        expect(context.dialog).toEqual({ invoiceId: 11, action: 'invoice.accept' });
        expect(context.error).toBeNull();
      }
      if (snap.matches('reloading')) {
        expect(context.staleId).toBe(11);
        expect(context.dialog).toBeNull();
      }
      if (snap.matches({ ready: 'link' })) expect(context.paymentLink).toBe(link);
      if (snap.matches({ ready: 'idle' })) expect(context.dialog).toBeNull();
      if (snap.matches({ ready: 'dialog' })) expect(context.dialog).not.toBeNull();
      if (last.event.type === 'xstate.error.actor.runAction' && snap.matches({ ready: 'dialog' })) {
        expect(context.error).toEqual(refusal);
        expect(context.dialog).toEqual({ invoiceId: 11, action: 'invoice.accept' });
      }
      if (last.event.type === 'xstate.done.actor.runAction' && snap.matches({ ready: 'idle' }))
        expect(context.invoices).toEqual([accepted]);
    },
  );
});
