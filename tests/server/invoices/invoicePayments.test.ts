import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSecretKey } from '../../../src/server/auth/secretKey';
import { bonusOperations } from '../../../src/server/clients/clientsSchema';
import { partners } from '../../../src/server/db/schema';
import { paymentLinkToken } from '../../../src/server/invoices/invoicePaymentLink';
import { orderInvoicePayments, orderInvoices } from '../../../src/server/invoices/invoicesSchema';
import { loadConfig } from '../../../src/server/serverConfig';
import type { BonusHistoryRow } from '../../../src/shared/schemas/clients/clientExtras';
import type { Invoice } from '../../../src/shared/schemas/invoice';
import { login, openTestApp } from '../buildTestApp';
import { expectFieldError } from '../orders/orderPartsFixtures';
import { type InvoiceWorld, invoiceUser, setInvoiceState } from './invoiceFixtures';
import { type BonusRules, clientOf, invoiceCalls, lastSms, sentInvoice } from './invoicePaymentsFixtures';

// The payment calls of an invoice: the SMS with the bonus code, the payment links, payment in cash and by terminal
// with bonuses (money, limits, codes, the ledger). Each test has a world of its own on a service of its own.

const PAY = ['order.invoices', 'order.invoices.payments'];
const FLAGS = ['available', 'permissionUpdate'] as const;

describe('invoice payments: send/sms, payment links, pay/in_cash', () => {
  const t = openTestApp();
  const { call, post, ok, refused, smsCode } = invoiceCalls(t);
  let admin: string;
  let noPayments: string;

  beforeAll(async () => {
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
    noPayments = (await invoiceUser(t.app, t.db, [...FLAGS, 'permissionInsert', 'permissionDelete'])).token;
  });

  const sent = (rules: BonusRules, bonus?: number) => sentInvoice(t.db, rules, bonus);
  const phoneOf = async (w: InvoiceWorld) => (await clientOf(t.db, w)).phoneNumber;
  const balance = async (w: InvoiceWorld) => (await clientOf(t.db, w)).bonus;
  const sms = async (phone: string) => lastSms(t.db, phone);

  describe('POST /v1/order_invoices/{id}/send/sms?bonusToSpend', () => {
    it('sends the invoice without a code when no bonuses are spent, moving a draft to sent', async () => {
      const { w, invoice } = await sent({ receiving: 5, maxSpending: 30 });
      await setInvoiceState(t.db, invoice.id, 'draft');
      const answer = await ok(post(admin, `${invoice.id}/send/sms`));
      expect(answer).toMatchObject({ state: 'sent', bonusToSpend: 0, totalAmount: 353.49, maxBonusToSpend: 106 });
      expect((await sms(await phoneOf(w))).text).toBe(`Счёт № ${invoice.number} на сумму 353,49 ₽.`);
      const [row] = await t.db.select().from(orderInvoices).where(eq(orderInvoices.id, invoice.id));
      expect(row.smsCodeHash).toBeNull();
    });

    it('sends a six-digit code for the bonuses, kept hashed for 15 minutes; the limit is the service percent', async () => {
      const { w, invoice } = await sent({ receiving: 5, maxSpending: 30 });
      const code = await smsCode(admin, invoice.id, w, 106);
      const [row] = await t.db.select().from(orderInvoices).where(eq(orderInvoices.id, invoice.id));
      expect(row).toMatchObject({ bonusToSpend: 106, state: 'sent' });
      expect(row.smsCodeHash).toMatch(/^scrypt\$/);
      expect(row.smsCodeHash).not.toContain(code);
      expect(row.smsCodeExpiresAt!.getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
      expect(row.smsCodeExpiresAt!.getTime() - Date.now()).toBeLessThanOrEqual(15 * 60_000);
      expectFieldError(
        await post(admin, `${invoice.id}/send/sms?bonusToSpend=107`),
        'bonusToSpend',
        'Можно списать не более 106 бонусов',
      );
    });

    it('limits by the client balance, and answers each message, 403, 404 and 409', async () => {
      const { invoice } = await sent({ receiving: 5, maxSpending: 100 }, 40);
      expectFieldError(
        await post(admin, `${invoice.id}/send/sms?bonusToSpend=41`),
        'bonusToSpend',
        'Можно списать не более 40 бонусов',
      );
      expectFieldError(
        await post(admin, `${invoice.id}/send/sms?bonusToSpend=-1`),
        'bonusToSpend',
        'Бонусы не могут быть отрицательными',
      );
      expectFieldError(
        await post(admin, `${invoice.id}/send/sms?bonusToSpend=1.5`),
        'bonusToSpend',
        'Бонусы — целое число',
      );
      await refused(post(noPayments, `${invoice.id}/send/sms`), 403, 'ACCESS_DENIED');
      await refused(post(admin, '2000000000/send/sms'), 404, 'ENTITY_NOT_FOUND', 'Счёт не найден');
      await setInvoiceState(t.db, invoice.id, 'paid');
      await refused(post(admin, `${invoice.id}/send/sms`), 409, 'INELIGIBLE_STATE');
    });

    it("lets a partner's staff act only on their partner's invoices", async () => {
      const { w, invoice } = await sent({ receiving: 5, maxSpending: 30 });
      const [stranger] = await t.db
        .insert(partners)
        .values({ name: `Чужой партнёр ${w.tag}` })
        .returning();
      const foreign = await invoiceUser(t.app, t.db, [...FLAGS], stranger.id, PAY);
      const own = await invoiceUser(t.app, t.db, [...FLAGS], w.partnerId, PAY);
      await refused(post(foreign.token, `${invoice.id}/send/sms`), 404, 'ENTITY_NOT_FOUND', 'Счёт не найден');
      await refused(
        post(foreign.token, `${invoice.id}/pay/in_cash`, { viaTerminal: false, bonusToSpend: 0 }),
        404,
        'ENTITY_NOT_FOUND',
      );
      expect((await ok(post(own.token, `${invoice.id}/send/sms`))).state).toBe('sent');
    });
  });

  describe('POST /v1/order_invoices/{id}/payments/card and /payments/sbp_api', () => {
    it('answers a link signed for the invoice and its total, stores it, and sends it by SMS to ?phone', async () => {
      const { invoice } = await sent({ receiving: 5, maxSpending: 30 });
      const r = await t.app.inject({
        method: 'POST',
        url: `/v1/order_invoices/${invoice.id}/payments/card?phone=%2B79160007788`,
        headers: { authorization: admin },
      });
      expect(r.statusCode, r.body).toBe(200);
      const { paymentLink, invoice: answered } = r.json() as { paymentLink: string; invoice: Invoice };
      const secret = await loadSecretKey({
        db: t.db,
        dataDir: t.database.dataDir,
        shared: Boolean(t.database.databaseUrl),
      });
      const token = paymentLinkToken(secret, invoice.id, 353.49);
      expect(paymentLink).toBe(
        `https://pay.avtoconsole.local/invoice/${encodeURIComponent(invoice.number)}?method=card&amount=353.49&token=${token}`,
      );
      expect(answered).toMatchObject({ paymentLink, state: 'sent' });
      expect((await sms('+79160007788')).text).toBe(
        `Оплата счёта № ${invoice.number} на сумму 353,49 ₽: ${paymentLink}`,
      );
      expect(paymentLinkToken(secret, invoice.id, 353.5)).not.toBe(token);

      const sbp = await post(admin, `${invoice.id}/payments/sbp_api`);
      expect(sbp.json().paymentLink).toContain('?method=sbp&amount=353.49&token=');
      expect(sbp.json().invoice.paymentLink).toBe(sbp.json().paymentLink);
    });

    it('answers the phone message, 403, 404 and 409 before the invoice is sent', async () => {
      const { invoice } = await sent({ receiving: 5, maxSpending: 30 });
      expectFieldError(
        await post(admin, `${invoice.id}/payments/card?phone=12345`),
        'phone',
        'Телефон в формате +7XXXXXXXXXX',
      );
      await refused(post(noPayments, `${invoice.id}/payments/card`), 403, 'ACCESS_DENIED');
      await refused(post(noPayments, `${invoice.id}/payments/sbp_api`), 403, 'ACCESS_DENIED');
      await refused(post(admin, '2000000000/payments/sbp_api'), 404, 'ENTITY_NOT_FOUND', 'Счёт не найден');
      await setInvoiceState(t.db, invoice.id, 'draft');
      await refused(post(admin, `${invoice.id}/payments/card`), 409, 'INELIGIBLE_STATE');
      await refused(post(admin, `${invoice.id}/payments/sbp_api`), 409, 'INELIGIBLE_STATE');
    });

    it('takes the payment page from PAYMENT_LINK_URL', () => {
      expect(loadConfig({ PAYMENT_LINK_URL: 'https://pay.example.ru/' }).paymentLinkUrl).toBe('https://pay.example.ru');
      expect(loadConfig({}).paymentLinkUrl).toBe('https://pay.avtoconsole.local');
    });
  });

  describe('POST /v1/order_invoices/{id}/pay/in_cash', () => {
    it('takes cash for the total and credits the bonuses it earns (rounded down), with a ledger line', async () => {
      const { w, invoice } = await sent({ receiving: 5, maxSpending: 30 });
      const paid = await ok(post(admin, `${invoice.id}/pay/in_cash`, { viaTerminal: false, bonusToSpend: 0 }));
      // 5% of 353.49 = 17.67: 17 bonuses.
      expect(paid).toMatchObject({ state: 'paid', paidAmount: 353.49, bonusSpent: 0, bonusReceived: 17 });
      expect(paid.payments).toEqual([
        expect.objectContaining({
          operation: 'income',
          operationName: 'Приход',
          target: 'client',
          method: 'cash',
          amount: 353.49,
          bonusSpent: 0,
          bonusReceived: 17,
        }),
      ]);
      expect(await balance(w)).toBe(1017);
      const history = (
        await call(admin, 'GET', `/v1/order_invoices/history_with_bonuses?clientId=${w.clientId}`)
      ).json() as BonusHistoryRow[];
      expect(history).toEqual([
        expect.objectContaining({
          orderId: w.orderId,
          orderNumber: w.orderNumber,
          invoiceNumber: invoice.number,
          bonusReceived: 17,
          bonusSpent: 0,
          comment: `Оплата счёта № ${invoice.number}`,
        }),
      ]);
      expect(history[0].paymentDate).not.toBeNull();
      expect(history[0].serviceName).toMatch(/^Оплата счетов pay_/);
      expect(history[0].partnerName).toBe(`Партнёр счетов ${w.tag}`);
      expect(history[0].partnerLegalName).toBe(`ООО «Счёт ${w.tag}»`);
      await refused(
        post(admin, `${invoice.id}/pay/in_cash`, { viaTerminal: true, bonusToSpend: 0 }),
        409,
        'INELIGIBLE_STATE',
      );
    });

    it('spends bonuses with the SMS code: money is the total less the bonuses, bonuses earned on the money only', async () => {
      const { w, invoice } = await sent({ receiving: 5, maxSpending: 30 });
      const code = await smsCode(admin, invoice.id, w, 100);
      const paid = await ok(
        post(admin, `${invoice.id}/pay/in_cash`, { viaTerminal: true, bonusToSpend: 100, smsCode: code }),
      );
      // 353.49 - 100 = 253.49 in money; 5% of it = 12.67: 12 bonuses.
      expect(paid.payments[0]).toMatchObject({
        method: 'terminal',
        amount: 253.49,
        bonusSpent: 100,
        bonusReceived: 12,
      });
      expect(paid).toMatchObject({ paidAmount: 253.49, bonusSpent: 100, bonusReceived: 12, bonusToSpend: null });
      expect(await balance(w)).toBe(912);
      const ledger = await t.db.select().from(bonusOperations).where(eq(bonusOperations.clientId, w.clientId));
      expect(ledger.map((l) => l.bonus).sort((a, b) => a - b)).toEqual([-100, 12]);
      expect(
        ledger.every(
          (l) => l.invoiceNumber === invoice.number && l.orderId === w.orderId && l.createdByUserId !== null,
        ),
      ).toBe(true);
      const [row] = await t.db.select().from(orderInvoices).where(eq(orderInvoices.id, invoice.id));
      expect(row).toMatchObject({ smsCodeHash: null, smsCodeExpiresAt: null });
    });

    it('refuses a wrong, missing, other-amount or expired code', async () => {
      const { w, invoice } = await sent({ receiving: 5, maxSpending: 30 });
      const pay = (body: object) => post(admin, `${invoice.id}/pay/in_cash`, { viaTerminal: false, ...body });
      expectFieldError(await pay({ bonusToSpend: 50, smsCode: '123456' }), 'smsCode', 'Неверный код из SMS');
      const code = await smsCode(admin, invoice.id, w, 50);
      const wrong = code === '000000' ? '000001' : '000000';
      expectFieldError(await pay({ bonusToSpend: 50, smsCode: wrong }), 'smsCode', 'Неверный код из SMS');
      expectFieldError(await pay({ bonusToSpend: 50 }), 'smsCode', 'Неверный код из SMS');
      expectFieldError(await pay({ bonusToSpend: 40, smsCode: code }), 'smsCode', 'Неверный код из SMS');
      expectFieldError(
        await pay({ bonusToSpend: 50, smsCode: '12ab' }),
        'smsCode',
        'Код из SMS — только цифры, не более 6',
      );
      expectFieldError(await pay({ bonusToSpend: -5 }), 'bonusToSpend', 'Бонусы не могут быть отрицательными');
      await t.db
        .update(orderInvoices)
        .set({ smsCodeExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(orderInvoices.id, invoice.id));
      expectFieldError(
        await pay({ bonusToSpend: 50, smsCode: code }),
        'smsCode',
        'Код из SMS устарел, отправьте счёт по SMS ещё раз',
      );
      expect(await balance(w)).toBe(1000);
      expect(
        await t.db.select().from(orderInvoicePayments).where(eq(orderInvoicePayments.invoiceId, invoice.id)),
      ).toEqual([]);
    });

    it('lets a 100% service take the whole limit and not one bonus more; the kopecks left earn nothing', async () => {
      const { w, invoice } = await sent({ receiving: 10, maxSpending: 100 });
      const code = await smsCode(admin, invoice.id, w, 353);
      expectFieldError(
        await post(admin, `${invoice.id}/pay/in_cash`, { viaTerminal: false, bonusToSpend: 354, smsCode: code }),
        'bonusToSpend',
        'Можно списать не более 353 бонусов',
      );
      const paid = await ok(
        post(admin, `${invoice.id}/pay/in_cash`, { viaTerminal: false, bonusToSpend: 353, smsCode: code }),
      );
      expect(paid.payments[0]).toMatchObject({ amount: 0.49, bonusSpent: 353, bonusReceived: 0 });
      expect(await balance(w)).toBe(647);
    });

    it('answers 403 without the payments key and 404 for an unknown invoice', async () => {
      const { invoice } = await sent({ receiving: 5, maxSpending: 30 });
      await refused(
        post(noPayments, `${invoice.id}/pay/in_cash`, { viaTerminal: false, bonusToSpend: 0 }),
        403,
        'ACCESS_DENIED',
      );
      await refused(
        post(admin, '2000000000/pay/in_cash', { viaTerminal: false, bonusToSpend: 0 }),
        404,
        'ENTITY_NOT_FOUND',
        'Счёт не найден',
      );
      expect(
        await t.db.select().from(orderInvoicePayments).where(eq(orderInvoicePayments.invoiceId, invoice.id)),
      ).toEqual([]);
    });
  });
});
