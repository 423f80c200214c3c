import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { moscowToday } from '../../../src/server/travel/travelPolicyLifecycle';
import { travelPolicies } from '../../../src/server/travel/travelSchema';
import type { TravelPayment } from '../../../src/shared/schemas/travel/travelPayments';
import { createTestUser, login, openTestApp } from '../buildTestApp';
import { PNG } from '../files/orderFilesFixtures';
import {
  newPolicy,
  type PaymentDictionaries,
  paymentBody,
  paymentCalls,
  paymentDictionaries,
  policyState,
} from './travelPaymentFixtures';

// Travel payments through the API: every call's success and refusals (400 with the field's Russian message, 403
// without the key, 404, 409 from the chart), the invoice judged by its bytes, and the policy moving with its money.

const PDF = Buffer.from('%PDF-1.4\n%test invoice\n', 'latin1');

describe('travel payments', () => {
  const t = openTestApp();
  let admin = '';
  let dict: PaymentDictionaries;
  const calls = () => paymentCalls(t.app);
  const action = (id: number, suffix: string, body?: object, token = admin) =>
    calls().json('PUT', `/v1/vzr/payments/${id}/${suffix}`, token, body);
  const created = async (policyId: number, fields: Record<string, unknown> = {}) => {
    const response = await calls().create(admin, paymentBody(dict, policyId, fields));
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TravelPayment;
  };

  beforeAll(async () => {
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
    dict = await paymentDictionaries(t.db);
  });

  it('registers a payment with its number and the actions the chart allows', async () => {
    const policy = await newPolicy(t.db, dict);
    const payment = await created(policy.id, { amount: 400.5, comment: 'Первая часть' });
    expect(payment).toMatchObject({ state: 'registered', amount: 400.5, policyNumber: policy.number, invoice: null });
    expect(payment.number).toMatch(/^П-\d{7}$/);
    expect([...payment.allowedActions].sort()).toEqual(
      ['payment.confirm', 'payment.delete', 'payment.update', 'payment.uploadInvoice'].sort(),
    );
    const read = await calls().get(admin, payment.id);
    expect(read.json()).toEqual(payment);
  });

  it('refuses bad bodies with the field’s Russian message', async () => {
    const policy = await newPolicy(t.db, dict);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ amount: -5 }, 'amount', /Сумма/],
      [{ amount: 10.555 }, 'amount', /2 знаков/],
      [{ payerName: ' ' }, 'payerName', /Укажите плательщика/],
      [{ paymentTypeId: dict.cash }, 'cashId', /Укажите кассу/],
      [{ paidAt: Math.floor(Date.now() / 1000) + 3 * 86_400 }, 'paidAt', /в будущем/],
      [{ amount: 1000.01 }, 'amount', /остатка к оплате по полису \(1\s000,00 ₽\)/],
      [{ paymentTypeId: 999_999 }, 'paymentTypeId', /способ оплаты/],
    ];
    for (const [fields, field, message] of cases) {
      const response = await calls().create(admin, paymentBody(dict, policy.id, fields));
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json().details[field], JSON.stringify(fields)).toMatch(message);
    }
    const cash = await created(policy.id, { paymentTypeId: dict.cash, cashId: dict.cashDesk, amount: 10 });
    expect(cash.cashId).toBe(dict.cashDesk);
  });

  it('answers 403 without the key and 404 for an unknown payment or policy', async () => {
    const user = await createTestUser(t.db);
    const stranger = await login(t.app, user.email, user.password as string);
    const policy = await newPolicy(t.db, dict);
    expect((await calls().create(stranger, paymentBody(dict, policy.id))).statusCode).toBe(403);
    expect((await calls().json('POST', '/v1/vzr/payments/find', stranger, {})).statusCode).toBe(403);
    const missing = await calls().get(admin, 2_000_000_000);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Платёж не найден');
    const noPolicy = await calls().create(admin, paymentBody(dict, 2_000_000_000));
    expect(noPolicy.statusCode).toBe(404);
    expect(noPolicy.json().message).toBe('Полис не найден');
  });

  it('takes money only against an issued policy', async () => {
    for (const state of ['draft', 'paid', 'annulled']) {
      const policy = await newPolicy(t.db, dict, { state });
      const response = await calls().create(admin, paymentBody(dict, policy.id));
      expect(response.statusCode, state).toBe(409);
      expect(response.json().message).toBe('Платёж принимается только по выпущенному неоплаченному полису');
    }
  });

  it('edits and deletes only a registered payment; a deleted one frees its part of the due', async () => {
    const policy = await newPolicy(t.db, dict);
    const payment = await created(policy.id);
    const edited = await calls().json('PUT', `/v1/vzr/payments/${payment.id}`, admin, {
      ...paymentBody(dict, policy.id, { amount: 700, comment: 'Исправлено' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ amount: 700, comment: 'Исправлено', state: 'registered' });
    expect((await calls().create(admin, paymentBody(dict, policy.id, { amount: 300.01 }))).statusCode).toBe(400);
    const deleted = await calls().json('DELETE', `/v1/vzr/payments/${payment.id}`, admin);
    expect(deleted.json()).toMatchObject({ state: 'deleted', allowedActions: [] });
    const again = await calls().json('PUT', `/v1/vzr/payments/${payment.id}`, admin, paymentBody(dict, policy.id));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      errorCode: 'INELIGIBLE_STATE',
      message: 'Действие «Изменить» недоступно: платёж в состоянии «Удалён»',
    });
    await created(policy.id, { amount: 1000 });
  });

  it('stores the invoice by its bytes, not its name, and serves it back', async () => {
    const policy = await newPolicy(t.db, dict);
    const payment = await created(policy.id);
    const png = await calls().upload(admin, payment.id, { bytes: PNG, name: 'счёт.pdf' }, { fileName: 'счёт.pdf' });
    expect(png.statusCode, png.body).toBe(200);
    expect((png.json() as TravelPayment).invoice).toEqual({
      name: 'счёт.pdf',
      mimeType: 'image/png',
      size: PNG.length,
    });
    const text = await calls().upload(admin, payment.id, { bytes: Buffer.from('просто текст'), name: 'invoice.pdf' });
    expect(text.statusCode).toBe(400);
    expect(text.json().details.file).toBe('Счёт: только PDF, JPEG или PNG');
    const big = await calls().upload(admin, payment.id, {
      bytes: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]),
    });
    expect(big.statusCode).toBe(400);
    expect(big.json().details.file).toBe('Счёт: не больше 10 МБ');
    const pdf = await calls().upload(admin, payment.id, { bytes: PDF }, { fileName: 'Счёт № 5.pdf' });
    expect((pdf.json() as TravelPayment).invoice?.mimeType).toBe('application/pdf');
    const file = await calls().json('GET', `/v1/vzr/payments/${payment.id}/invoice`, admin);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain(encodeURIComponent('Счёт № 5.pdf'));
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it('confirms a bank transfer only with its invoice; full confirmation makes the policy paid', async () => {
    const policy = await newPolicy(t.db, dict, { total: 1500 });
    const first = await created(policy.id, { amount: 500 });
    const transfer = await created(policy.id, { amount: 1000, paymentTypeId: dict.bank });
    expect(transfer.allowedActions).not.toContain('payment.confirm');
    const refused = await action(transfer.id, 'confirm');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Загрузите счёт: этот способ оплаты подтверждается со счётом');
    expect((await action(first.id, 'confirm')).json()).toMatchObject({ state: 'confirmed', policyState: 'issued' });
    expect(await policyState(t.db, policy.id)).toBe('issued');
    await calls().upload(admin, transfer.id, { bytes: PDF });
    const confirmed = await action(transfer.id, 'confirm');
    expect(confirmed.json()).toMatchObject({ state: 'confirmed', policyState: 'paid' });
    expect(await policyState(t.db, policy.id)).toBe('paid');
  });

  it('refunds with a reason, making a paid policy issued again; an active policy’s money stays', async () => {
    const policy = await newPolicy(t.db, dict);
    const payment = await created(policy.id);
    await action(payment.id, 'confirm');
    expect(await policyState(t.db, policy.id)).toBe('paid');
    const noReason = await action(payment.id, 'refund', { reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().details.reason).toBe('Укажите причину возврата');
    const refunded = await action(payment.id, 'refund', { reason: 'Поездка отменена' });
    expect(refunded.json()).toMatchObject({
      state: 'refunded',
      refundReason: 'Поездка отменена',
      policyState: 'issued',
    });
    expect(await policyState(t.db, policy.id)).toBe('issued');

    const active = await newPolicy(t.db, dict);
    const paid = await created(active.id);
    await action(paid.id, 'confirm');
    const today = moscowToday();
    await t.db
      .update(travelPolicies)
      .set({ state: 'active', startDate: today })
      .where(eq(travelPolicies.id, active.id));
    expect((await calls().get(admin, paid.id)).json().allowedActions).toEqual(['payment.uploadInvoice']);
    const late = await action(paid.id, 'refund', { reason: 'Поздно' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Полис уже действует: оплату не вернуть');
    expect((await calls().get(admin, paid.id)).json().state).toBe('confirmed');
  });

  it('refunds the money of an annulled policy without moving it', async () => {
    const policy = await newPolicy(t.db, dict);
    const payment = await created(policy.id);
    await action(payment.id, 'confirm');
    await t.db.update(travelPolicies).set({ state: 'annulled' }).where(eq(travelPolicies.id, policy.id));
    const refunded = await action(payment.id, 'refund', { reason: 'Аннулирование' });
    expect(refunded.json()).toMatchObject({ state: 'refunded', policyState: 'annulled' });
  });
});
