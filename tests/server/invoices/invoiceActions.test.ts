import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notificationHistory } from '../../../src/server/db/schema';
import { orderInvoiceHistory, orderInvoices } from '../../../src/server/invoices/invoicesSchema';
import { createTestUser, openTestApp } from '../buildTestApp';
import { holdOrder } from '../orders/orderPartsFixtures';
import { createDraftInvoice, createInvoiceWorld, invoiceCalls, invoiceUser, setInvoiceState } from './invoiceFixtures';

// The invoice's lifecycle actions other than payments, each one the chart's (machines/invoices/invoiceMachine).

const WORK = ['available', 'permissionInsert', 'permissionUpdate'] as const;

describe('invoice actions (/v1/order_invoices/{id}/...)', () => {
  const t = openTestApp();
  const { call, ok, refused } = invoiceCalls(() => t.app);
  let admin: { id: number; token: string };
  let worker: { id: number; token: string };

  beforeAll(async () => {
    admin = await invoiceUser(t.app, t.db, [...WORK, 'permissionDelete']);
    worker = await invoiceUser(t.app, t.db, [...WORK]);
  });

  const act = (id: number, action: string, token = admin.token) =>
    call(token, 'POST', `/v1/order_invoices/${id}/${action}`);
  const lastHistory = async (invoiceId: number) =>
    (
      await t.db
        .select()
        .from(orderInvoiceHistory)
        .where(eq(orderInvoiceHistory.invoiceId, invoiceId))
        .orderBy(desc(orderInvoiceHistory.id))
        .limit(1)
    )[0];
  const draft = async () => {
    const world = await createInvoiceWorld(t.db);
    return { world, invoice: await createDraftInvoice(t.db, world) };
  };

  it('send?push=true sends and leaves a push for the client; the chart allows sending again', async () => {
    const { world, invoice } = await draft();
    const sent = await ok(call(admin.token, 'POST', `/v1/order_invoices/${invoice.id}/send?push=true`));
    expect(sent).toMatchObject({ state: 'sent', stateName: 'Отправлен клиенту' });
    expect(sent.allowedActions).toEqual([
      'invoice.feeRate',
      'invoice.send',
      'invoice.sendSms',
      'invoice.accept',
      'invoice.payByCard',
      'invoice.paySbp',
      'invoice.payInCash',
      'invoice.payToAccount',
      'invoice.revoke',
    ]);
    expect(await lastHistory(invoice.id)).toMatchObject({
      action: 'invoice.send',
      fromState: 'draft',
      toState: 'sent',
      comment: 'Счёт отправлен клиенту с push-уведомлением',
      userId: admin.id,
    });
    // The client's push; the order's people get their own ('Счёт № … отправлен',
    // tests/server/realtime/realtimePushes.test.ts).
    const clientPushes = () =>
      t.db
        .select()
        .from(notificationHistory)
        .where(
          and(eq(notificationHistory.orderId, world.orderId), eq(notificationHistory.targetRefValueName, 'Клиент')),
        );
    expect(await clientPushes()).toEqual([
      expect.objectContaining({
        targetRefValueName: 'Клиент',
        pushBody: `Вам выставлен счёт № ${invoice.number} на сумму 580,00 ₽`,
        sentCount: 0,
        failedCount: 0,
      }),
    ]);
    // A reminder: sent -> sent, without a push this time.
    expect((await ok(call(admin.token, 'POST', `/v1/order_invoices/${invoice.id}/send?push=false`))).state).toBe(
      'sent',
    );
    expect(await lastHistory(invoice.id)).toMatchObject({
      fromState: 'sent',
      toState: 'sent',
      comment: 'Счёт отправлен клиенту',
    });
    expect(await clientPushes()).toHaveLength(1);
    expect(
      (
        await refused(
          call(admin.token, 'POST', `/v1/order_invoices/${invoice.id}/send?push=maybe`),
          400,
          'VALIDATION_ERROR',
        )
      ).details,
    ).toEqual({ push: 'push: true или false' });
  });

  it('does not send a draft without positions (409)', async () => {
    const world = await createInvoiceWorld(t.db);
    const empty = await createDraftInvoice(t.db, world, []);
    expect(empty.allowedActions).not.toContain('invoice.send');
    const stale = await refused(act(empty.id, 'send'), 409, 'INELIGIBLE_STATE');
    expect(stale.message).toBe('Действие «Отправить клиенту» недоступно: счёт в состоянии «Черновик»');
  });

  it('accept, revoke (the payment offer goes), then a stale accept is refused; reform makes a draft again', async () => {
    const { invoice } = await draft();
    await ok(act(invoice.id, 'send'));
    expect((await ok(act(invoice.id, 'accept'))).state).toBe('accepted');
    await t.db
      .update(orderInvoices)
      .set({
        paymentLink: 'https://pay.demo.ru/1',
        bonusToSpend: 100,
        smsCodeHash: 'hash',
        smsCodeExpiresAt: new Date(),
      })
      .where(eq(orderInvoices.id, invoice.id));
    const revoked = await ok(act(invoice.id, 'revoke'));
    expect(revoked).toMatchObject({
      state: 'revoked',
      paymentLink: null,
      bonusToSpend: null,
      allowedActions: ['invoice.reform', 'invoice.deactivate'],
    });
    const [row] = await t.db.select().from(orderInvoices).where(eq(orderInvoices.id, invoice.id));
    expect([row.smsCodeHash, row.smsCodeExpiresAt]).toEqual([null, null]);
    const stale = await refused(act(invoice.id, 'accept'), 409, 'INELIGIBLE_STATE');
    expect(stale.message).toBe('Действие «Принят клиентом» недоступно: счёт в состоянии «Отозван»');
    expect((await ok(act(invoice.id, 'reform'))).state).toBe('draft');
    expect(await lastHistory(invoice.id)).toMatchObject({
      action: 'invoice.reform',
      fromState: 'revoked',
      toState: 'draft',
    });
    await refused(act(invoice.id, 'reform'), 409, 'INELIGIBLE_STATE');
  });

  it('deactivate needs the delete flag; activate brings the draft back; the list hides it meanwhile', async () => {
    const { world, invoice } = await draft();
    await refused(act(invoice.id, 'deactivate', worker.token), 403, 'ACCESS_DENIED');
    expect((await ok(act(invoice.id, 'deactivate'))).state).toBe('inactive');
    const listed = await call(admin.token, 'GET', `/v1/order_invoices?orderId=${world.orderId}`);
    expect(listed.json()).toEqual([]);
    await refused(act(invoice.id, 'deactivate'), 409, 'INELIGIBLE_STATE');
    expect((await ok(act(invoice.id, 'activate', worker.token))).state).toBe('draft');
    await refused(act(invoice.id, 'activate'), 409, 'INELIGIBLE_STATE');
  });

  it('close takes a paid invoice only; a closed one takes nothing', async () => {
    const { invoice } = await draft();
    await refused(act(invoice.id, 'close'), 409, 'INELIGIBLE_STATE');
    await setInvoiceState(t.db, invoice.id, 'paid');
    const closed = await ok(act(invoice.id, 'close'));
    expect(closed).toMatchObject({ state: 'closed', stateName: 'Закрыт', allowedActions: [] });
    await refused(act(invoice.id, 'close'), 409, 'INELIGIBLE_STATE');
  });

  it('crucial edit changes the legal entity of a paid invoice with the reason, never the money', async () => {
    const { world, invoice } = await draft();
    const crucial = (body: object, token = admin.token) =>
      call(token, 'PUT', `/v1/order_invoices/${invoice.id}/crucial`, body);
    const body = { partnerLegalId: world.legals.noVat, comment: 'Клиент попросил счёт от ИП' };
    await refused(crucial(body), 409, 'INELIGIBLE_STATE');
    await setInvoiceState(t.db, invoice.id, 'paid');
    const changed = await ok(crucial(body));
    expect(changed).toMatchObject({
      state: 'paid',
      partnerLegalId: world.legals.noVat,
      nds: 20,
      totalAmount: 580,
      ndsAmount: 96.67,
    });
    expect(await lastHistory(invoice.id)).toMatchObject({
      action: 'invoice.crucialEdit',
      fromState: 'paid',
      toState: 'paid',
      comment: 'Клиент попросил счёт от ИП',
    });
    const other = await createInvoiceWorld(t.db);
    expect(
      (await refused(crucial({ ...body, partnerLegalId: other.legals.vat }), 400, 'VALIDATION_ERROR')).details,
    ).toEqual({ partnerLegalId: 'Юридическое лицо другого партнёра' });
    expect((await refused(crucial({ ...body, partnerLegalId: 999_999_999 }), 400, 'VALIDATION_ERROR')).details).toEqual(
      { partnerLegalId: 'Юридическое лицо не найдено' },
    );
    expect((await refused(crucial({ partnerLegalId: null, comment: '  ' }), 400, 'VALIDATION_ERROR')).details).toEqual({
      comment: 'Укажите причину изменения',
    });
    await refused(crucial(body, (await invoiceUser(t.app, t.db, ['available'])).token), 403, 'ACCESS_DENIED');
  });

  it('fee_rate sets the invoice’s own fee, in a draft and after payment', async () => {
    const { invoice } = await draft();
    const fee = (feeRate: unknown) =>
      call(admin.token, 'PUT', `/v1/order_invoices/${invoice.id}/fee_rate`, { feeRate });
    expect((await ok(fee(7.5))).feeRate).toBe(7.5);
    expect(await lastHistory(invoice.id)).toMatchObject({
      action: 'invoice.feeRate',
      comment: 'Ставка комиссии: 12 % → 7,5 %',
    });
    expect((await refused(fee(101), 400, 'VALIDATION_ERROR')).details).toEqual({ feeRate: 'Процент от 0 до 100' });
    await setInvoiceState(t.db, invoice.id, 'closed');
    await refused(fee(5), 409, 'INELIGIBLE_STATE');
  });

  it('answers 403 without the update flag, 404 for an unknown or another partner’s invoice (before the chart)', async () => {
    const { world, invoice } = await draft();
    const reader = await invoiceUser(t.app, t.db, ['available']);
    const stranger = await invoiceUser(
      t.app,
      t.db,
      [...WORK, 'permissionDelete'],
      (await createInvoiceWorld(t.db)).partnerId,
    );
    const own = await invoiceUser(t.app, t.db, [...WORK], world.partnerId);
    for (const action of ['send', 'accept', 'revoke', 'reform', 'close', 'activate']) {
      await refused(act(invoice.id, action, reader.token), 403, 'ACCESS_DENIED');
      expect((await refused(act(999_999_999, action), 404, 'ENTITY_NOT_FOUND')).message).toBe('Счёт не найден');
      await refused(act(invoice.id, action, stranger.token), 404, 'ENTITY_NOT_FOUND');
    }
    await refused(act(invoice.id, 'deactivate', stranger.token), 404, 'ENTITY_NOT_FOUND');
    await refused(
      call(stranger.token, 'PUT', `/v1/order_invoices/${invoice.id}/fee_rate`, { feeRate: 1 }),
      404,
      'ENTITY_NOT_FOUND',
    );
    await refused(
      call(reader.token, 'PUT', `/v1/order_invoices/${invoice.id}/fee_rate`, { feeRate: 1 }),
      403,
      'ACCESS_DENIED',
    );
    await refused(
      call(admin.token, 'PUT', '/v1/order_invoices/999999999/crucial', { partnerLegalId: null, comment: 'Причина' }),
      404,
      'ENTITY_NOT_FOUND',
    );
    expect((await ok(act(invoice.id, 'send', own.token))).state).toBe('sent');
  });

  it('refuses every action while another operator holds the order (409)', async () => {
    const { world, invoice } = await draft();
    const holder = await createTestUser(t.db, { lastName: 'Держателев', firstName: 'Иван' });
    await holdOrder(t.db, world.orderId, holder.id);
    const held = await refused(act(invoice.id, 'send'), 409, 'INELIGIBLE_STATE');
    expect(held.message).toBe('Заявка заблокирована пользователем Держателев Иван. Изменения невозможны.');
    await refused(act(invoice.id, 'deactivate'), 409, 'INELIGIBLE_STATE');
    expect((await t.db.select().from(orderInvoices).where(eq(orderInvoices.id, invoice.id)))[0].state).toBe('draft');
  });

  it('serialises concurrent actions: of two accepts one wins and the other is stale; two sends run one after the other', async () => {
    const { invoice } = await draft();
    await ok(act(invoice.id, 'send'));
    const accepts = await Promise.all([act(invoice.id, 'accept'), act(invoice.id, 'accept', worker.token)]);
    expect(accepts.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(accepts.find((r) => r.statusCode === 409)!.json()).toMatchObject({ errorCode: 'INELIGIBLE_STATE' });

    const other = (await draft()).invoice;
    const sends = await Promise.all([act(other.id, 'send?push=true'), act(other.id, 'send?push=true')]);
    expect(sends.map((r) => r.statusCode)).toEqual([200, 200]);
    const steps = await t.db
      .select()
      .from(orderInvoiceHistory)
      .where(eq(orderInvoiceHistory.invoiceId, other.id))
      .orderBy(orderInvoiceHistory.id);
    // The second is judged on the first one's result: draft -> sent, then the reminder sent -> sent.
    expect(steps.map((s) => [s.fromState, s.toState])).toEqual([
      [null, 'draft'],
      ['draft', 'sent'],
      ['sent', 'sent'],
    ]);
  });
});
