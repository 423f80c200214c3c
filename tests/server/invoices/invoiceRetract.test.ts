import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bonusOperations, clients } from '../../../src/server/clients/clientsSchema';
import { invoicePaymentContext, moveInvoiceBonuses } from '../../../src/server/invoices/invoiceBonusLedger';
import { NOT_ENOUGH_BONUSES } from '../../../src/server/invoices/invoicePaymentsRepository';
import { orderInvoicePayments, orderInvoices } from '../../../src/server/invoices/invoicesSchema';
import { login, openTestApp } from '../buildTestApp';
import { type InvoiceWorld, invoiceUser, setInvoiceState } from './invoiceFixtures';
import { clientOf, invoiceCalls, sentInvoice, sentInvoiceOf } from './invoicePaymentsFixtures';

// Payment to the account and its confirmation, retracting the last payment (money and bonuses back exactly, or
// nothing when the client already spent the bonuses), and payments racing each other.

describe('invoice payments: pay/to_account, affirm_paid_to_account, retract, races', () => {
  const t = openTestApp();
  const { post, ok, refused, smsCode } = invoiceCalls(t);
  let admin: string;
  let noPayments: string;

  beforeAll(async () => {
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
    noPayments = (
      await invoiceUser(t.app, t.db, ['available', 'permissionInsert', 'permissionUpdate', 'permissionDelete'])
    ).token;
  });

  const RULES = { receiving: 5, maxSpending: 30 };
  const balance = async (w: InvoiceWorld) => (await clientOf(t.db, w)).bonus;
  const ledger = (w: InvoiceWorld) =>
    t.db.select().from(bonusOperations).where(eq(bonusOperations.clientId, w.clientId));
  const ledgerSum = async (w: InvoiceWorld) => (await ledger(w)).reduce((s, l) => s + l.bonus, 0);
  // In id order: PostgreSQL returns an updated row after the others, so a bare select has no order.
  const payments = (invoiceId: number) =>
    t.db
      .select()
      .from(orderInvoicePayments)
      .where(eq(orderInvoicePayments.invoiceId, invoiceId))
      .orderBy(orderInvoicePayments.id);
  const cash = { viaTerminal: false, bonusToSpend: 0 };

  describe('POST /pay/to_account and /affirm_paid_to_account', () => {
    it('awaits the money without counting it, then counts it and credits the bonuses once affirmed', async () => {
      const { w, invoice } = await sentInvoice(t.db, RULES);
      const awaiting = await ok(post(admin, `${invoice.id}/pay/to_account`));
      expect(awaiting).toMatchObject({ state: 'awaitingPayment', paidAmount: 0, bonusReceived: 0 });
      expect(awaiting.payments).toEqual([
        expect.objectContaining({
          method: 'account',
          amount: 353.49,
          bonusSpent: 0,
          bonusReceived: 17,
          affirmedDate: null,
        }),
      ]);
      expect(await balance(w)).toBe(1000);
      const paid = await ok(post(admin, `${invoice.id}/affirm_paid_to_account`));
      expect(paid).toMatchObject({ state: 'paid', paidAmount: 353.49, bonusReceived: 17 });
      expect(paid.payments[0].affirmedDate).not.toBeNull();
      expect(await balance(w)).toBe(1017);
      expect((await ledger(w)).map((l) => [l.bonus, l.comment])).toEqual([[17, `Оплата счёта № ${invoice.number}`]]);
      await refused(post(admin, `${invoice.id}/affirm_paid_to_account`), 409, 'INELIGIBLE_STATE');
    });

    it('answers 403, 404 and 409 for a stale action', async () => {
      const { invoice } = await sentInvoice(t.db, RULES);
      await refused(post(noPayments, `${invoice.id}/pay/to_account`), 403, 'ACCESS_DENIED');
      await refused(post(noPayments, `${invoice.id}/affirm_paid_to_account`), 403, 'ACCESS_DENIED');
      await refused(post(admin, '2000000000/pay/to_account'), 404, 'ENTITY_NOT_FOUND', 'Счёт не найден');
      await refused(post(admin, '2000000000/affirm_paid_to_account'), 404, 'ENTITY_NOT_FOUND', 'Счёт не найден');
      await refused(post(admin, `${invoice.id}/affirm_paid_to_account`), 409, 'INELIGIBLE_STATE');
      await setInvoiceState(t.db, invoice.id, 'draft');
      await refused(post(admin, `${invoice.id}/pay/to_account`), 409, 'INELIGIBLE_STATE');
    });
  });

  describe('POST /retract', () => {
    it('undoes a payment with bonuses exactly: a refund line, the spent bonuses back, the earned ones taken', async () => {
      const { w, invoice } = await sentInvoice(t.db, RULES);
      const code = await smsCode(admin, invoice.id, w, 100);
      await ok(post(admin, `${invoice.id}/pay/in_cash`, { viaTerminal: true, bonusToSpend: 100, smsCode: code }));
      expect(await balance(w)).toBe(912);
      const back = await ok(post(admin, `${invoice.id}/retract`));
      expect(back).toMatchObject({ state: 'accepted', paidAmount: 0, bonusSpent: 0, bonusReceived: 0 });
      expect(back.allowedActions).toContain('invoice.payInCash');
      expect(back.payments).toEqual([
        expect.objectContaining({
          operation: 'income',
          method: 'terminal',
          amount: 253.49,
          bonusSpent: 100,
          bonusReceived: 12,
          retractedDate: expect.any(Number),
        }),
        expect.objectContaining({
          operation: 'expense',
          operationName: 'Расход',
          target: 'client',
          method: 'terminal',
          amount: 253.49,
          retractedDate: null,
        }),
      ]);
      const [retracted] = await payments(invoice.id);
      expect(retracted.retractedByUserId).not.toBeNull();
      expect(await balance(w)).toBe(1000);
      const lines = await ledger(w);
      expect(lines.map((l) => l.bonus).sort((a, b) => a - b)).toEqual([-100, -12, 12, 100]);
      expect(lines.filter((l) => l.comment === `Отмена оплаты счёта № ${invoice.number}`)).toHaveLength(2);
      await refused(post(admin, `${invoice.id}/retract`), 409, 'INELIGIBLE_STATE');
    });

    it('refuses and changes nothing when the client already spent the bonuses the payment earned', async () => {
      const { w, invoice } = await sentInvoice(t.db, RULES);
      await ok(post(admin, `${invoice.id}/pay/in_cash`, cash));
      await t.db.update(clients).set({ bonus: 10 }).where(eq(clients.id, w.clientId));
      await refused(
        post(admin, `${invoice.id}/retract`),
        409,
        'INELIGIBLE_STATE',
        'Клиент уже потратил начисленные за счёт бонусы',
      );
      const [row] = await t.db.select().from(orderInvoices).where(eq(orderInvoices.id, invoice.id));
      expect(row.state).toBe('paid');
      expect((await payments(invoice.id)).map((p) => [p.operation, p.retractedAt])).toEqual([['income', null]]);
      expect(await balance(w)).toBe(10);
      expect(await ledger(w)).toHaveLength(1);
    });

    it('retracts an unaffirmed payment to the account without a refund, and an affirmed one with it', async () => {
      const { w, invoice } = await sentInvoice(t.db, RULES);
      await ok(post(admin, `${invoice.id}/pay/to_account`));
      const back = await ok(post(admin, `${invoice.id}/retract`));
      expect(back.state).toBe('accepted');
      expect(back.payments.map((p) => p.operation)).toEqual(['income']);
      expect(await ledger(w)).toEqual([]);
      await ok(post(admin, `${invoice.id}/pay/to_account`));
      await ok(post(admin, `${invoice.id}/affirm_paid_to_account`));
      const again = await ok(post(admin, `${invoice.id}/retract`));
      expect(again.payments.at(-1)).toMatchObject({ operation: 'expense', method: 'account', amount: 353.49 });
      expect(await balance(w)).toBe(1000);
    });

    it('answers 403, 404 and 409 before any payment', async () => {
      const { invoice } = await sentInvoice(t.db, RULES);
      await refused(post(noPayments, `${invoice.id}/retract`), 403, 'ACCESS_DENIED');
      await refused(post(admin, '2000000000/retract'), 404, 'ENTITY_NOT_FOUND', 'Счёт не найден');
      await refused(post(admin, `${invoice.id}/retract`), 409, 'INELIGIBLE_STATE');
    });
  });

  describe('races', () => {
    it('takes one of two simultaneous payments of an invoice and refuses the other', async () => {
      const { invoice } = await sentInvoice(t.db, RULES);
      const answers = await Promise.all([
        post(admin, `${invoice.id}/pay/in_cash`, cash),
        post(admin, `${invoice.id}/pay/in_cash`, { ...cash, viaTerminal: true }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.statusCode === 409)!.json().errorCode).toBe('INELIGIBLE_STATE');
      expect(await payments(invoice.id)).toHaveLength(1);
    });

    it('never lets two invoices of one client spend more bonuses than the client holds', async () => {
      const { w, invoice: first } = await sentInvoice(t.db, { receiving: 5, maxSpending: 100 }, 150);
      const second = await sentInvoiceOf(t.db, w);
      const codes = [await smsCode(admin, first.id, w, 100), await smsCode(admin, second.id, w, 100)];
      const answers = await Promise.all(
        [first, second].map((inv, i) =>
          post(admin, `${inv.id}/pay/in_cash`, { viaTerminal: false, bonusToSpend: 100, smsCode: codes[i] }),
        ),
      );
      const failed = answers.filter((a) => a.statusCode !== 200);
      expect(failed).toHaveLength(1);
      // Judged after the other payment (400: the limit is now the balance) or within the race (409).
      expect([400, 409]).toContain(failed[0].statusCode);
      expect(failed[0].json().message).toMatch(/^(Можно списать не более 62 бонусов|У клиента недостаточно бонусов)$/);
      expect(await balance(w)).toBe(62);
      expect(await ledgerSum(w)).toBe(62 - 150);
    });

    it('refuses in the balance update itself what another request took after the limit was read', async () => {
      const { w, invoice } = await sentInvoice(t.db, RULES, 50);
      const attempt = t.db.transaction(async (tx) => {
        const [row] = await tx.select().from(orderInvoices).where(eq(orderInvoices.id, invoice.id));
        const ctx = await invoicePaymentContext(tx, row);
        // The limit was read with 50 on the balance; meanwhile 20 of them went elsewhere.
        await tx.update(clients).set({ bonus: 30 }).where(eq(clients.id, w.clientId));
        await moveInvoiceBonuses(tx, ctx, {
          lines: [{ bonus: -40, comment: 'гонка' }],
          required: 40,
          refusal: NOT_ENOUGH_BONUSES,
          userId: null,
          paymentDate: new Date(),
        });
      });
      await expect(attempt).rejects.toMatchObject({
        status: 409,
        errorCode: 'INELIGIBLE_STATE',
        message: 'У клиента недостаточно бонусов',
      });
      expect(await balance(w)).toBe(50);
      expect(await ledger(w)).toEqual([]);
    });
  });
});
