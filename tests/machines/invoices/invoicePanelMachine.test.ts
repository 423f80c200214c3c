import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { InvoiceAction } from '../../../machines/invoices/invoiceMachine';
import {
  type ActionOutcome,
  type ActionRequest,
  INVOICE_CHANGED_TOAST_MS,
  type InvoiceRights,
  invoicePanelMachine,
  offeredActions,
  upsertInvoice,
} from '../../../machines/invoices/invoicePanelMachine';
import type { Invoice } from '../../../src/shared/schemas/invoice';
import { ALL_RIGHTS as ALL, invoice } from './invoicePanelFixtures';

type Held<I, O> = { input: I; resolve: (v: O) => void; reject: (e: unknown) => void };

/** The chart with every call held by hand and every effect recorded. */
function start(rights: InvoiceRights = ALL) {
  const loads: Held<{ orderId: number; showDeleted: boolean }, Invoice[]>[] = [];
  const runs: Held<ActionRequest, ActionOutcome>[] = [];
  const reloads: Held<{ invoiceId: number }, Invoice>[] = [];
  const creates: Held<{ orderId: number }, Invoice>[] = [];
  const hold =
    <I, O>(list: Held<I, O>[]) =>
    ({ input }: { input: I }) =>
      new Promise<O>((resolve, reject) => list.push({ input, resolve, reject }));
  const effects: { type: string; params: unknown }[] = [];
  const record = (type: string) => (_: unknown, params: unknown) => void effects.push({ type, params });
  const machine = invoicePanelMachine.provide({
    actors: {
      loadInvoices: fromPromise(hold(loads)),
      runAction: fromPromise(hold(runs)),
      reloadInvoice: fromPromise(hold(reloads)),
      createAutomated: fromPromise(hold(creates)),
    },
    actions: {
      invoiceChanged: record('invoiceChanged'),
      actionDone: record('actionDone'),
      actionFailed: record('actionFailed'),
    },
  });
  const actor = createActor(machine, { input: { orderId: 7, rights } }).start();
  return { actor, loads, runs, reloads, creates, effects };
}

async function ready(list: Invoice[] = [invoice()], rights: InvoiceRights = ALL) {
  const t = start(rights);
  t.loads[0].resolve(list);
  await waitFor(t.actor, (s) => s.matches({ ready: 'idle' }));
  return t;
}

const tick = () => new Promise((r) => setTimeout(r, 0));
const ineligible = {
  message: 'Действие недоступно в текущем состоянии счёта',
  errorCode: 'INELIGIBLE_STATE',
  status: 409,
};

describe('offeredActions', () => {
  const inv = invoice({
    allowedActions: ['invoice.edit', 'invoice.send', 'invoice.sendSms', 'invoice.payInCash', 'invoice.deactivate'],
  });

  it('offers the allowed actions in the chart order, narrowed by the rights', () => {
    expect(offeredActions(inv, ALL)).toEqual([
      'invoice.edit',
      'invoice.send',
      'invoice.sendSms',
      'invoice.payInCash',
      'invoice.deactivate',
    ]);
    expect(offeredActions(inv, { ...ALL, canPay: false })).toEqual([
      'invoice.edit',
      'invoice.send',
      'invoice.deactivate',
    ]);
    expect(offeredActions(inv, { ...ALL, canDelete: false })).toEqual([
      'invoice.edit',
      'invoice.send',
      'invoice.sendSms',
      'invoice.payInCash',
    ]);
    expect(offeredActions(inv, { ...ALL, canUpdate: false })).toEqual([
      'invoice.sendSms',
      'invoice.payInCash',
      'invoice.deactivate',
    ]);
    expect(offeredActions(inv, { ...ALL, readOnly: true })).toEqual([]);
  });

  it('never offers what the server did not allow', () => {
    expect(offeredActions(invoice({ allowedActions: [] }), ALL)).toEqual([]);
    expect(offeredActions(invoice({ allowedActions: ['invoice.close'] }), ALL)).toEqual(['invoice.close']);
  });
});

describe('upsertInvoice', () => {
  it('replaces in place, adds a new one, drops a deactivated one unless inactive ones are shown', () => {
    const a = invoice({ id: 1 });
    const b = invoice({ id: 2 });
    expect(upsertInvoice([a, b], { ...a, number: 'X' }, false).map((i) => [i.id, i.number])).toEqual([
      [1, 'X'],
      [2, '7-1'],
    ]);
    expect(upsertInvoice([a], b, false).map((i) => i.id)).toEqual([1, 2]);
    expect(upsertInvoice([a, b], { ...a, state: 'inactive' }, false).map((i) => i.id)).toEqual([2]);
    expect(upsertInvoice([a, b], { ...a, state: 'inactive' }, true).map((i) => i.state)).toEqual(['inactive', 'sent']);
  });
});

describe('invoicePanelMachine', () => {
  it("loads the order's invoices; a failed load shows its error and retries", async () => {
    const { actor, loads } = start();
    try {
      expect(actor.getSnapshot().hasTag('loading')).toBe(true);
      expect(loads[0].input).toEqual({ orderId: 7, showDeleted: false });
      loads[0].reject({ message: 'Заявка не найдена', errorCode: 'ENTITY_NOT_FOUND', status: 404 });
      await waitFor(actor, (s) => s.matches('failed'));
      expect(actor.getSnapshot().context.loadError).toMatchObject({ message: 'Заявка не найдена', status: 404 });
      actor.send({ type: 'invoices.retry' });
      loads[1].resolve([invoice()]);
      await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
      expect(actor.getSnapshot().context.invoices).toHaveLength(1);
      expect(actor.getSnapshot().context.loadError).toBeNull();
    } finally {
      actor.stop();
    }
  });

  it('replaces the invoice with the answer of a successful action and closes the dialog', async () => {
    const { actor, runs, effects } = await ready([invoice(), invoice({ id: 12, number: '7-2' })]);
    try {
      actor.send({ type: 'invoice.open', invoiceId: 11, action: 'invoice.payInCash' });
      expect(actor.getSnapshot().matches({ ready: 'dialog' })).toBe(true);
      expect(actor.getSnapshot().context.dialog).toEqual({ invoiceId: 11, action: 'invoice.payInCash' });
      const input = { viaTerminal: true, bonusToSpend: 0 };
      actor.send({ type: 'invoice.action', invoiceId: 11, action: 'invoice.payInCash', input });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      expect(runs[0].input).toEqual({ invoiceId: 11, action: 'invoice.payInCash', input });
      const paid = invoice({
        state: 'paid',
        stateName: 'Оплачен',
        paidAmount: 3000,
        allowedActions: ['invoice.retract', 'invoice.close'],
      });
      runs[0].resolve({ invoice: paid });
      await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
      const { invoices, dialog, input: kept } = actor.getSnapshot().context;
      expect(invoices.map((i) => i.state)).toEqual(['paid', 'sent']);
      expect(dialog).toBeNull();
      expect(kept).toBeNull();
      expect(effects).toEqual([{ type: 'actionDone', params: { action: 'invoice.payInCash', invoice: paid } }]);
    } finally {
      actor.stop();
    }
  });

  it('on INELIGIBLE_STATE reloads that invoice and says it changed, for 3 s', async () => {
    const { actor, runs, reloads, effects } = await ready();
    try {
      actor.send({ type: 'invoice.open', invoiceId: 11, action: 'invoice.accept' });
      actor.send({ type: 'invoice.action', invoiceId: 11, action: 'invoice.accept' });
      runs[0].reject(ineligible);
      await waitFor(actor, (s) => s.matches('reloading'));
      expect(actor.getSnapshot().context.dialog).toBeNull();
      expect(reloads[0].input).toEqual({ invoiceId: 11 });
      expect(effects).toEqual([
        {
          type: 'invoiceChanged',
          params: { title: 'Счёт был изменён.', description: 'Данные по счёту обновлены.', duration: 3000 },
        },
      ]);
      expect(INVOICE_CHANGED_TOAST_MS).toBe(3000);
      const revoked = invoice({
        state: 'revoked',
        stateName: 'Отозван',
        allowedActions: ['invoice.reform', 'invoice.deactivate'],
      });
      reloads[0].resolve(revoked);
      await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
      expect(actor.getSnapshot().context.invoices).toEqual([revoked]);
      expect(actor.getSnapshot().context.staleId).toBeNull();
    } finally {
      actor.stop();
    }
  });

  it("keeps the dialog open with what was sent and the server's message on any other refusal", async () => {
    const { actor, runs, effects } = await ready();
    try {
      const input = { viaTerminal: false, bonusToSpend: 100, smsCode: '12345' };
      actor.send({ type: 'invoice.action', invoiceId: 11, action: 'invoice.payInCash', input });
      const refusal = {
        message: 'Неверный код из SMS',
        errorCode: 'VALIDATION_ERROR',
        status: 400,
        details: { smsCode: 'Неверный код из SMS' },
      };
      runs[0].reject(refusal);
      await waitFor(actor, (s) => s.matches({ ready: 'dialog' }));
      const { context } = actor.getSnapshot();
      expect(context.dialog).toEqual({ invoiceId: 11, action: 'invoice.payInCash' });
      expect(context.input).toEqual(input);
      expect(context.error).toEqual(refusal);
      expect(context.invoices).toEqual([invoice()]);
      // Told once, inside the dialog (at the code field): no toast.
      expect(effects).toEqual([]);
      // Sent again: the refusal is cleared while it runs.
      actor.send({
        type: 'invoice.action',
        invoiceId: 11,
        action: 'invoice.payInCash',
        input: { ...input, smsCode: '123456' },
      });
      expect(actor.getSnapshot().context.error).toBeNull();
      expect(runs[1].input.input).toEqual({ ...input, smsCode: '123456' });
    } finally {
      actor.stop();
    }
  });

  it('runs one action at a time and nothing the invoice or the user does not allow', async () => {
    const { actor, runs, creates } = await ready([invoice(), invoice({ id: 12 })], { ...ALL, canPay: false });
    try {
      actor.send({ type: 'invoice.action', invoiceId: 11, action: 'invoice.payInCash', input: {} });
      actor.send({ type: 'invoice.action', invoiceId: 11, action: 'invoice.close' });
      actor.send({ type: 'invoice.action', invoiceId: 99, action: 'invoice.accept' });
      actor.send({ type: 'invoice.open', invoiceId: 11, action: 'invoice.sendSms' });
      expect(runs).toHaveLength(0);
      expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);

      actor.send({ type: 'invoice.action', invoiceId: 11, action: 'invoice.accept' });
      for (const action of ['invoice.accept', 'invoice.revoke'] as InvoiceAction[])
        actor.send({ type: 'invoice.action', invoiceId: 12, action });
      actor.send({ type: 'invoice.open', invoiceId: 12, action: 'invoice.revoke' });
      actor.send({ type: 'invoices.createAutomated' });
      actor.send({ type: 'invoices.showDeleted', showDeleted: true });
      await tick();
      expect(runs.map((r) => r.input)).toEqual([{ invoiceId: 11, action: 'invoice.accept', input: null }]);
      expect(creates).toHaveLength(0);
      expect(actor.getSnapshot().matches('acting')).toBe(true);
      expect(actor.getSnapshot().context.showDeleted).toBe(false);
    } finally {
      actor.stop();
    }
  });

  it('shows the payment link an action made until the dialog closes', async () => {
    const { actor, runs, effects } = await ready();
    try {
      actor.send({
        type: 'invoice.action',
        invoiceId: 11,
        action: 'invoice.payByCard',
        input: { phone: '+79161234567' },
      });
      const link = 'https://pay.avtoconsole.local/invoice/7-1?method=card';
      runs[0].resolve({ paymentLink: link, invoice: invoice({ paymentLink: link }) });
      await waitFor(actor, (s) => s.matches({ ready: 'link' }));
      expect(actor.getSnapshot().context.paymentLink).toBe(link);
      expect(actor.getSnapshot().context.invoices[0].paymentLink).toBe(link);
      actor.send({ type: 'invoice.close' });
      expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
      expect(actor.getSnapshot().context.paymentLink).toBeNull();
      expect(effects).toEqual([]);
    } finally {
      actor.stop();
    }
  });

  it('toggles inactive invoices and drops a deactivated one from a list without them', async () => {
    const { actor, loads, runs } = await ready([
      invoice({ state: 'draft', allowedActions: ['invoice.edit', 'invoice.deactivate'] }),
    ]);
    try {
      actor.send({ type: 'invoice.action', invoiceId: 11, action: 'invoice.deactivate' });
      runs[0].resolve({ invoice: invoice({ state: 'inactive', allowedActions: ['invoice.activate'] }) });
      await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
      expect(actor.getSnapshot().context.invoices).toEqual([]);
      actor.send({ type: 'invoices.showDeleted', showDeleted: true });
      expect(loads[1].input).toEqual({ orderId: 7, showDeleted: true });
      // Toggled back while loading: the first answer is dropped.
      actor.send({ type: 'invoices.showDeleted', showDeleted: false });
      expect(loads[2].input).toEqual({ orderId: 7, showDeleted: false });
      loads[2].resolve([]);
      await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
      expect(actor.getSnapshot().context.showDeleted).toBe(false);
    } finally {
      actor.stop();
    }
  });

  it('creates from the price list, and puts in what the editor saved', async () => {
    const { actor, creates, effects } = await ready([]);
    try {
      actor.send({ type: 'invoices.createAutomated' });
      expect(creates[0].input).toEqual({ orderId: 7 });
      creates[0].reject({ message: 'Для услуги заявки нет прайс-листа', errorCode: 'VALIDATION_ERROR', status: 400 });
      await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
      expect(effects.map((e) => e.type)).toEqual(['actionFailed']);
      actor.send({ type: 'invoices.createAutomated' });
      const made = invoice({ id: 20, state: 'draft' });
      creates[1].resolve(made);
      await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.invoices.length === 1);
      expect(effects.at(-1)).toEqual({
        type: 'actionDone',
        params: { action: 'invoices.createAutomated', invoice: made },
      });

      actor.send({ type: 'invoices.create' });
      expect(actor.getSnapshot().context.dialog).toEqual({ invoiceId: null, action: 'invoice.create' });
      actor.send({ type: 'invoice.saved', invoice: invoice({ id: 21 }) });
      expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
      expect(actor.getSnapshot().context.invoices.map((i) => i.id)).toEqual([20, 21]);
    } finally {
      actor.stop();
    }
  });

  it('takes changed rights at once, and creates nothing without the insert right or on a read-only card', async () => {
    const { actor, creates } = await ready([invoice({ allowedActions: ['invoice.edit'] })], {
      ...ALL,
      canInsert: false,
    });
    try {
      actor.send({ type: 'invoices.create' });
      actor.send({ type: 'invoices.createAutomated' });
      expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
      expect(creates).toHaveLength(0);
      actor.send({ type: 'invoices.access', rights: { ...ALL, readOnly: true } });
      actor.send({ type: 'invoice.open', invoiceId: 11, action: 'invoice.edit' });
      actor.send({ type: 'invoices.create' });
      expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
      actor.send({ type: 'invoices.access', rights: ALL });
      actor.send({ type: 'invoice.open', invoiceId: 11, action: 'invoice.edit' });
      expect(actor.getSnapshot().context.dialog).toEqual({ invoiceId: 11, action: 'invoice.edit' });
      // 'Изменить' is saved by the editor, never run as an action.
      actor.send({ type: 'invoice.action', invoiceId: 11, action: 'invoice.edit' });
      expect(actor.getSnapshot().matches({ ready: 'dialog' })).toBe(true);
    } finally {
      actor.stop();
    }
  });

  it('reads the whole list again when the stale invoice cannot be read back', async () => {
    const { actor, runs, reloads, loads } = await ready();
    try {
      actor.send({ type: 'invoice.action', invoiceId: 11, action: 'invoice.revoke' });
      runs[0].reject(ineligible);
      await waitFor(actor, (s) => s.matches('reloading'));
      reloads[0].reject({ message: 'Счёт не найден', errorCode: 'ENTITY_NOT_FOUND', status: 404 });
      await waitFor(actor, (s) => s.matches('loading'));
      loads[1].resolve([]);
      await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
      expect(actor.getSnapshot().context.invoices).toEqual([]);
    } finally {
      actor.stop();
    }
  });
});
