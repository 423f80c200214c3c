import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  invoiceBlocksConfirm,
  type PaymentPageError,
  type PaymentPageInput,
  type PaymentRequest,
  travelPaymentPageMachine,
} from '../../../machines/travel/travelPaymentPageMachine';
import type { TravelPayment } from '../../../src/shared/schemas/travel/travelPayments';
import {
  CONFIRMED,
  DELETED_PAYMENT,
  payment,
  refusedPayment,
  stalePayment,
  TRANSFER_WITHOUT_INVOICE,
} from './travelPaymentFixtures';

type Pending<I, O> = { input: I; resolve: (v: O) => void; reject: (e: unknown) => void }[];

/** The chart with its two calls held by the test, and what the view would be told. */
function start(input: Partial<PaymentPageInput> = {}) {
  const loads: Pending<{ paymentId: number }, TravelPayment> = [];
  const runs: Pending<{ paymentId: number; request: PaymentRequest }, TravelPayment> = [];
  const told = { done: [] as PaymentRequest[], errors: [] as PaymentPageError[], stale: 0, deleted: 0 };
  const held = <I, O>(list: Pending<I, O>) =>
    fromPromise<O, I>(({ input: i }) => new Promise((resolve, reject) => list.push({ input: i, resolve, reject })));
  const actor = createActor(
    travelPaymentPageMachine.provide({
      actors: { loadPayment: held(loads), runAction: held(runs) },
      actions: {
        actionDone: (_, { request }) => void told.done.push(request),
        showError: (_, { error }) => void told.errors.push(error),
        staleReloaded: () => void told.stale++,
        paymentDeleted: () => void told.deleted++,
      },
    }),
    { input: { paymentId: 11, canUpdate: true, canDelete: true, ...input } },
  ).start();
  return { actor, loads, runs, told };
}

async function ready(s: ReturnType<typeof start>, loaded = payment()) {
  s.loads[0].resolve(loaded);
  await waitFor(s.actor, (x) => x.matches('ready'));
}
const can = (s: ReturnType<typeof start>, request: PaymentRequest) =>
  s.actor.getSnapshot().can({ type: 'action.run', request });
const FILE = { name: 'счёт.pdf', type: 'application/pdf', size: 1000 };

describe('travelPaymentPageMachine', () => {
  it('loads the payment and lets through exactly its allowed actions', async () => {
    const s = start();
    try {
      expect(s.loads[0].input).toEqual({ paymentId: 11 });
      await ready(s);
      expect(can(s, { type: 'payment.confirm' })).toBe(true);
      expect(can(s, { type: 'payment.uploadInvoice', file: FILE })).toBe(true);
      expect(can(s, { type: 'payment.refund', reason: 'x' })).toBe(false);
      expect(s.actor.getSnapshot().can({ type: 'dialog.open', dialog: 'payment.refund' })).toBe(false);
    } finally {
      s.actor.stop();
    }
  });

  it('asks the permissions too: no delete or refund without permissionDelete, no edit without permissionUpdate', async () => {
    const s = start({ canDelete: false });
    try {
      await ready(s);
      expect(can(s, { type: 'payment.delete' })).toBe(false);
      expect(can(s, { type: 'payment.confirm' })).toBe(true);
    } finally {
      s.actor.stop();
    }
    const t = start({ canUpdate: false });
    try {
      await ready(t);
      expect(can(t, { type: 'payment.confirm' })).toBe(false);
      expect(can(t, { type: 'payment.delete' })).toBe(true);
    } finally {
      t.actor.stop();
    }
  });

  it('shows the answer, closes the dialog and tells the view', async () => {
    const s = start();
    try {
      await ready(s);
      s.actor.send({ type: 'dialog.open', dialog: 'payment.confirm' });
      s.actor.send({ type: 'action.run', request: { type: 'payment.confirm' } });
      expect(s.actor.getSnapshot().hasTag('busy')).toBe(true);
      expect(s.runs[0].input).toEqual({ paymentId: 11, request: { type: 'payment.confirm' } });
      // One action at a time.
      expect(can(s, { type: 'payment.delete' })).toBe(false);
      s.runs[0].resolve(CONFIRMED);
      await waitFor(s.actor, (x) => x.matches('ready'));
      expect(s.actor.getSnapshot().context).toMatchObject({ payment: CONFIRMED, dialog: null });
      expect(s.told.done).toEqual([{ type: 'payment.confirm' }]);
      expect(can(s, { type: 'payment.refund', reason: 'Отказ от поездки' })).toBe(true);
    } finally {
      s.actor.stop();
    }
  });

  it('reloads on 409 INELIGIBLE_STATE and says the payment was changed', async () => {
    const s = start();
    try {
      await ready(s);
      s.actor.send({ type: 'dialog.open', dialog: 'payment.confirm' });
      s.actor.send({ type: 'action.run', request: { type: 'payment.confirm' } });
      s.runs[0].reject(stalePayment);
      await waitFor(s.actor, (x) => x.matches('reloading'));
      expect(s.actor.getSnapshot().context.dialog).toBeNull();
      s.loads[1].resolve(CONFIRMED);
      await waitFor(s.actor, (x) => x.matches('ready'));
      expect(s.told.stale).toBe(1);
      expect(s.told.errors).toEqual([]);
      expect(s.actor.getSnapshot().context.payment).toEqual(CONFIRMED);
    } finally {
      s.actor.stop();
    }
  });

  it('keeps a refused dialog open with the refusal, and records a refused invoice', async () => {
    const s = start();
    try {
      await ready(s);
      s.actor.send({ type: 'dialog.open', dialog: 'payment.update' });
      const values = { policyId: 5, amount: 1, paymentTypeId: 1, paidAt: 1_750_000_000, payerName: 'Иванов' };
      s.actor.send({ type: 'action.run', request: { type: 'payment.update', values } });
      s.runs[0].reject({ message: 'Ошибка', status: 400, details: { amount: 'Сумма больше остатка' } });
      await waitFor(s.actor, (x) => x.matches('ready'));
      expect(s.actor.getSnapshot().context).toMatchObject({
        dialog: 'payment.update',
        error: { details: { amount: 'Сумма больше остатка' } },
      });
      s.actor.send({ type: 'dialog.close' });
      s.actor.send({ type: 'action.run', request: { type: 'payment.uploadInvoice', file: FILE } });
      s.runs[1].reject(refusedPayment);
      await waitFor(s.actor, (x) => x.matches('ready'));
      expect(s.actor.getSnapshot().context.error?.message).toBe(refusedPayment.message);
      expect(s.told.errors.map((e) => e.message)).toEqual(['Ошибка', refusedPayment.message]);
    } finally {
      s.actor.stop();
    }
  });

  it('ends in deleted after a delete and sends the view back', async () => {
    const s = start();
    try {
      await ready(s);
      s.actor.send({ type: 'dialog.open', dialog: 'payment.delete' });
      s.actor.send({ type: 'action.run', request: { type: 'payment.delete' } });
      s.runs[0].resolve(DELETED_PAYMENT);
      await waitFor(s.actor, (x) => x.matches('deleted'));
      expect(s.told.deleted).toBe(1);
      expect(s.actor.getSnapshot().status).toBe('done');
    } finally {
      s.actor.stop();
    }
  });

  it('a failed load can be retried', async () => {
    const s = start();
    try {
      s.loads[0].reject({ message: 'Платёж не найден', status: 404, errorCode: 'ENTITY_NOT_FOUND' });
      await waitFor(s.actor, (x) => x.matches('loadFailed'));
      expect(s.actor.getSnapshot().context.loadError?.message).toBe('Платёж не найден');
      s.actor.send({ type: 'page.retry' });
      s.loads[1].resolve(payment());
      await waitFor(s.actor, (x) => x.matches('ready'));
    } finally {
      s.actor.stop();
    }
  });

  it('knows when confirming waits for the invoice', () => {
    expect(invoiceBlocksConfirm(TRANSFER_WITHOUT_INVOICE)).toBe(true);
    expect(invoiceBlocksConfirm(payment())).toBe(false);
    expect(invoiceBlocksConfirm(CONFIRMED)).toBe(false);
    expect(
      invoiceBlocksConfirm({
        ...TRANSFER_WITHOUT_INVOICE,
        invoice: { name: 'a.pdf', mimeType: 'application/pdf', size: 1 },
      }),
    ).toBe(false);
  });
});
