import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { partners } from '../../../src/server/db/schema';
import type { TravelPayment } from '../../../src/shared/schemas/travel/travelPayments';
import { createTestUser, login, openTestApp } from '../buildTestApp';
import { grantKeys } from '../evacuation/evacuationFixtures';
import {
  newPolicy,
  type PaymentDictionaries,
  paymentBody,
  paymentCalls,
  paymentDictionaries,
  policyState,
} from './travelPaymentFixtures';

// Travel payments under pressure and across partners: cashiers racing for one policy's due, two confirmations of one
// payment at once, a partner's staff kept to their partner's policies, and the list's filters.

describe('travel payment rules', () => {
  const t = openTestApp();
  let admin = '';
  let staffA = '';
  let partnerA = 0;
  let partnerB = 0;
  let dict: PaymentDictionaries;
  const calls = () => paymentCalls(t.app);
  const find = (token: string, body: object) => calls().json('POST', '/v1/vzr/payments/find', token, body);

  beforeAll(async () => {
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
    dict = await paymentDictionaries(t.db);
    const tag = randomUUID().slice(0, 8);
    [{ id: partnerA }, { id: partnerB }] = await t.db
      .insert(partners)
      .values([{ name: `Платежи А ${tag}` }, { name: `Платежи Б ${tag}` }])
      .returning({ id: partners.id });
    const user = await createTestUser(t.db, { partnerId: partnerA, lastName: 'Кассиров' });
    await grantKeys(
      t.db,
      user.id,
      ['vzr.payments'],
      ['available', 'permissionInsert', 'permissionUpdate', 'permissionDelete'],
    );
    staffA = await login(t.app, user.email, user.password as string);
  });

  it('lets exactly one of ten parallel full payments through', async () => {
    const policy = await newPolicy(t.db, dict, { total: 2500 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => calls().create(admin, paymentBody(dict, policy.id, { amount: 2500 }))),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, ...Array(9).fill(400)]);
    const listed = await find(admin, { policyId: policy.id });
    expect(listed.json().total).toBe(1);
  });

  it('confirms a payment once when two confirmations race', async () => {
    const policy = await newPolicy(t.db, dict);
    const payment = (await calls().create(admin, paymentBody(dict, policy.id))).json() as TravelPayment;
    const answers = await Promise.all(
      [1, 2].map(() => calls().json('PUT', `/v1/vzr/payments/${payment.id}/confirm`, admin)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().errorCode).toBe('INELIGIBLE_STATE');
    expect(await policyState(t.db, policy.id)).toBe('paid');
  });

  it('keeps a partner’s staff to their partner’s policies and payments', async () => {
    const own = await newPolicy(t.db, dict, { partnerId: partnerA });
    const other = await newPolicy(t.db, dict, { partnerId: partnerB });
    const mine = await calls().create(staffA, paymentBody(dict, own.id, { amount: 100 }));
    expect(mine.statusCode, mine.body).toBe(200);
    const foreignPolicy = await calls().create(staffA, paymentBody(dict, other.id, { amount: 100 }));
    expect(foreignPolicy.statusCode).toBe(404);
    expect(foreignPolicy.json().message).toBe('Полис не найден');
    const theirs = (await calls().create(admin, paymentBody(dict, other.id, { amount: 100 }))).json() as TravelPayment;
    for (const [method, suffix, body] of [
      ['GET', '', undefined],
      ['PUT', '', paymentBody(dict, other.id)],
      ['DELETE', '', undefined],
      ['PUT', '/confirm', undefined],
      ['PUT', '/refund', { reason: 'Чужой' }],
      ['GET', '/invoice', undefined],
    ] as const) {
      const response = await calls().json(method, `/v1/vzr/payments/${theirs.id}${suffix}`, staffA, body);
      expect(response.statusCode, `${method} ${suffix}`).toBe(404);
      expect(response.json().message).toBe('Платёж не найден');
    }
    const upload = await calls().upload(staffA, theirs.id, { bytes: Buffer.from('%PDF-1.4\n') });
    expect(upload.statusCode).toBe(404);
    expect((await calls().get(admin, theirs.id)).json().state).toBe('registered');
    const listed = (await find(staffA, { size: 500 })).json() as { items: TravelPayment[] };
    expect(listed.items.map((p) => p.policyId)).toContain(own.id);
    expect(listed.items.some((p) => p.policyId === other.id)).toBe(false);
  });

  it('finds by policy, state, type, search and dates, sorted by any listed field', async () => {
    const policy = await newPolicy(t.db, dict, { total: 900 });
    const a = (
      await calls().create(admin, paymentBody(dict, policy.id, { amount: 100, payerName: 'Редкий Плательщик' }))
    ).json() as TravelPayment;
    // Paid in the same second as the first: a body made a moment later may fall in the next one.
    const b = (
      await calls().create(admin, paymentBody(dict, policy.id, { amount: 300, paidAt: a.paidAt }))
    ).json() as TravelPayment;
    await calls().json('PUT', `/v1/vzr/payments/${b.id}/confirm`, admin);
    const ids = async (body: object) =>
      ((await find(admin, { policyId: policy.id, ...body })).json() as { items: TravelPayment[] }).items.map(
        (p) => p.id,
      );
    expect(await ids({})).toEqual([b.id, a.id]);
    expect(await ids({ sortField: 'amount', sortOrder: 'ASC' })).toEqual([a.id, b.id]);
    expect(await ids({ sortField: 'number', sortOrder: 'DESC' })).toEqual([b.id, a.id]);
    expect(await ids({ sortField: 'paidAt' })).toHaveLength(2);
    expect(await ids({ state: 'confirmed' })).toEqual([b.id]);
    expect(await ids({ paymentTypeId: dict.cash })).toEqual([]);
    expect(await ids({ search: 'редкий' })).toEqual([a.id]);
    expect(await ids({ search: a.number })).toEqual([a.id]);
    expect(await ids({ paidFrom: a.paidAt, paidTo: a.paidAt })).toEqual([b.id, a.id]);
    expect(await ids({ paidTo: a.paidAt - 86_400 })).toEqual([]);
    const bad = await find(admin, { sortField: 'payerName' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.sortField).toBe('Недопустимое поле сортировки');
  });
});
