import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../../src/server/db/db';
import { users } from '../../../../src/server/db/schema';
import { orderExecutors, orders } from '../../../../src/server/orders/ordersSchema';
import { userBalanceOperations, userServiceFees } from '../../../../src/server/users/usersSchema';
import { SERVICE_IDS } from '../../../../src/shared/constants';
import { REF_VALUE_IDS } from '../../../../src/shared/referenceIds';
import { createTestUser, openTestApp } from '../../buildTestApp';
import { newDriver } from '../../evacuation/evacuationFixtures';
import {
  at,
  createReportWorld,
  dateOf,
  period,
  type ReportWorld,
  report,
  reportOrder,
  reportUser,
} from '../reportFixtures';

// «Аварийные комиссары банка» and «Эвакуации банка» on a fixture of their own (April 2033): the bank's orders of the
// period by number with their executors, and what each commissioner and tow driver earned on them by the staff ledger
// beside the fee his rule gives; totals by hand in kopecks, the tenant rule on both.

const ORDERS = '/v1/reports/orders/t_avarcom';
const SALARY = '/v1/reports/orders/t_avarcom_salary';
const ORDERS_KEY = 'reports.t.avarcom';
const SALARY_KEY = 'reports.t.avarcom.evacuation';
const BANK = SERVICE_IDS.tAvarcom;

type LedgerKind = (typeof userBalanceOperations.$inferInsert)['kind'];

/** A ledger operation of the user in kopecks, for the order (or none). */
const ledger = (db: Db, userId: number, kind: LedgerKind, amountKopecks: number, orderId: number | null) =>
  db.insert(userBalanceOperations).values({ userId, kind, amountKopecks, orderId });

const assign = (db: Db, userId: number, orderId: number, removed = false) =>
  db.insert(orderExecutors).values({ userId, orderId, deletedDate: removed ? new Date() : null });

describe('bank emergency-commissioner reports', () => {
  const t = openTestApp();
  let w: ReportWorld;
  let admin = '';
  let commissioner = { id: 0, fio: '' };
  let driver = { id: 0, fio: '' };
  let removed = { id: 0, fio: '' };
  const april = period('2033-04-01', '2033-04-30');

  beforeAll(async () => {
    w = await createReportWorld(t.db);
    admin = await reportUser(t.app, t.db, [ORDERS_KEY, SALARY_KEY]);
    const number = (n: string) => `TA-${w.tag}-${n}`;
    const k = await createTestUser(t.db, { lastName: 'Комиссаров', firstName: w.tag });
    const x = await createTestUser(t.db, { lastName: 'Ястребов', firstName: w.tag });
    const d = await newDriver(t.db);
    commissioner = { id: k.id, fio: `Комиссаров ${w.tag}` };
    removed = { id: x.id, fio: `Ястребов ${w.tag}` };
    // The commissioner's rule for the bank's service: 10 % of the work's price and 150,50 ₽ an order.
    await t.db.insert(userServiceFees).values({ userId: k.id, serviceId: BANK, feeRate: 10, feeFixedPart: 150.5 });

    const towed = await reportOrder(t.db, w, '2033-04-02 10:00', {
      serviceId: BANK,
      number: number('001'),
      cost: 3333.33,
      isPaid: true,
      statusRefValueId: REF_VALUE_IDS.orderStatusDone,
      address: 'Москва, Ленинский пр., 10',
      specificValues: { bankName: 'Т-Банк', evacuationNeeded: true },
    });
    const plain = await reportOrder(t.db, w, '2033-04-02 15:30', {
      serviceId: BANK,
      number: number('002'),
      cost: 1250.5,
      specificValues: { bankName: 'Т-Банк', evacuationNeeded: false },
    });
    await reportOrder(t.db, w, '2033-04-20 08:00', {
      serviceId: BANK,
      number: number('003'),
      statusRefValueId: REF_VALUE_IDS.orderStatusNew,
    });
    await assign(t.db, k.id, towed.id);
    await assign(t.db, d.id, towed.id);
    await assign(t.db, k.id, plain.id);
    await assign(t.db, x.id, plain.id, true);
    // The ledger: the commissioner's accruals, the fee withheld, a correction and a payout (no earning); the
    // driver's accrual and fee; the removed commissioner's accrual on the order he left.
    await ledger(t.db, k.id, 'accrual', 250_000, towed.id);
    await ledger(t.db, k.id, 'fee', -33_333, towed.id);
    await ledger(t.db, k.id, 'accrual', 110_055, plain.id);
    await ledger(t.db, k.id, 'correction', 1_234, plain.id);
    await ledger(t.db, k.id, 'payout', -100_000, plain.id);
    await ledger(t.db, k.id, 'accrual', 99_900, null);
    await ledger(t.db, d.id, 'accrual', 180_080, towed.id);
    await ledger(t.db, d.id, 'fee', -18_008, towed.id);
    await ledger(t.db, x.id, 'accrual', 5_005, plain.id);

    // Not counted: May, a deleted order, the commissioners' other service, another partner's order.
    const may = await reportOrder(t.db, w, '2033-05-01 10:00', { serviceId: BANK, cost: 10 });
    await ledger(t.db, k.id, 'accrual', 99_900, may.id);
    const deleted = await reportOrder(t.db, w, '2033-04-05 10:00', { serviceId: BANK, cost: 20 });
    await t.db
      .update(orders)
      .set({ deletedDate: dateOf('2033-04-06 10:00') })
      .where(eq(orders.id, deleted.id));
    await assign(t.db, k.id, deleted.id);
    await reportOrder(t.db, w, '2033-04-07 10:00', { serviceId: SERVICE_IDS.avarcom, cost: 30 });
    const foreign = await reportOrder(t.db, w, '2033-04-08 10:00', {
      serviceId: BANK,
      partnerId: w.otherPartnerId,
      officeId: w.otherOfficeId,
      cost: 777,
    });
    await assign(t.db, k.id, foreign.id);
    const [{ firstName }] = await t.db.select({ firstName: users.firstName }).from(users).where(eq(users.id, d.id));
    driver = { id: d.id, fio: `Водителев ${firstName}` };
  });

  it('lists the bank’s orders of the period by number, with executors, totals and orders per day', async () => {
    const page = await report(t.app, admin, ORDERS, { ...april, partnerId: w.partnerId });
    expect(page.items.map((r) => [r.orderNumber, r.cost, r.isPaid, r.evacuationNeeded, r.executors])).toEqual([
      [`TA-${w.tag}-001`, 3333.33, true, true, `${commissioner.fio}, ${driver.fio}`],
      [`TA-${w.tag}-002`, 1250.5, false, false, commissioner.fio],
      [`TA-${w.tag}-003`, null, false, false, null],
    ]);
    expect(page.items[0]).toMatchObject({
      orderDate: at('2033-04-02 10:00'),
      clientFio: `Отчётов${w.tag} Пётр`,
      address: 'Москва, Ленинский пр., 10',
      bankName: 'Т-Банк',
      statusName: 'Выполнена',
      officeName: `Офис отчётов ${w.tag}`,
    });
    expect(page.totals).toEqual({ cost: 4583.83, isPaid: 1, evacuationNeeded: 1 });
    expect(page.series).toEqual([
      { day: '2033-04-02', ordersCount: 2, evacuations: 1 },
      { day: '2033-04-20', ordersCount: 1, evacuations: 0 },
    ]);
    const dearest = await report(t.app, admin, ORDERS, {
      ...april,
      partnerId: w.partnerId,
      sortField: 'cost',
      sortOrder: 'DESC',
    });
    expect(dearest.items.map((r) => r.cost)).toEqual([3333.33, 1250.5, null]);
    const worked = await report(t.app, admin, ORDERS, { ...april, partnerId: w.partnerId, userId: driver.id });
    expect(worked.items.map((r) => r.orderNumber)).toEqual([`TA-${w.tag}-001`]);
    expect(worked.series).toEqual([{ day: '2033-04-02', ordersCount: 1, evacuations: 1 }]);
  });

  it('adds up what each person earned on those orders, by name, beside the fee his rule gives', async () => {
    const page = await report(t.app, admin, SALARY, { ...april, partnerId: w.partnerId });
    expect(page.items).toEqual([
      {
        userId: driver.id,
        userFio: driver.fio,
        role: 'Водитель эвакуатора',
        ordersCount: 1,
        ordersCost: 3333.33,
        feeRate: null,
        feeFixedPart: null,
        ruleFee: null,
        accrued: 1800.8,
        withheld: 180.08,
        corrections: 0,
        amount: 1620.72,
      },
      {
        userId: commissioner.id,
        userFio: commissioner.fio,
        role: 'Аварийный комиссар',
        ordersCount: 2,
        ordersCost: 4583.83,
        feeRate: 10,
        feeFixedPart: 150.5,
        // 333,33 + 150,50 on the first order, 125,05 + 150,50 on the second.
        ruleFee: 759.38,
        accrued: 3600.55,
        withheld: 333.33,
        corrections: 12.34,
        amount: 3279.56,
      },
      {
        userId: removed.id,
        userFio: removed.fio,
        role: 'Аварийный комиссар',
        ordersCount: 1,
        ordersCost: 1250.5,
        feeRate: null,
        feeFixedPart: null,
        ruleFee: null,
        accrued: 50.05,
        withheld: 0,
        corrections: 0,
        amount: 50.05,
      },
    ]);
    expect(page.totals).toEqual({
      ordersCount: 4,
      ordersCost: 9167.66,
      ruleFee: 759.38,
      accrued: 5451.4,
      withheld: 513.41,
      corrections: 12.34,
      amount: 4950.33,
    });
    expect(page.series).toEqual([
      { userFio: driver.fio, amount: 1620.72, accrued: 1800.8 },
      { userFio: commissioner.fio, amount: 3279.56, accrued: 3600.55 },
      { userFio: removed.fio, amount: 50.05, accrued: 50.05 },
    ]);
    const richest = await report(t.app, admin, SALARY, {
      ...april,
      partnerId: w.partnerId,
      sortField: 'amount',
      sortOrder: 'DESC',
    });
    expect(richest.items.map((r) => r.userId)).toEqual([commissioner.id, driver.id, removed.id]);
    const one = await report(t.app, admin, SALARY, { ...april, partnerId: w.partnerId, userId: removed.id });
    expect(one.items.map((r) => r.amount)).toEqual([50.05]);
  });

  it('keeps a partner’s staff to their orders, 404 for another partner, 403 without the key', async () => {
    const staff = await reportUser(t.app, t.db, [ORDERS_KEY, SALARY_KEY], w.otherPartnerId);
    const own = await report(t.app, staff, ORDERS, april);
    expect(own.items.map((r) => [r.cost, r.executors])).toEqual([[777, commissioner.fio]]);
    const pay = await report(t.app, staff, SALARY, april);
    expect(pay.items.map((r) => [r.userId, r.ordersCount, r.ordersCost, r.amount])).toEqual([
      [commissioner.id, 1, 777, 0],
    ]);
    const post = (token: string, url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: { authorization: token }, payload });
    expect((await post(staff, ORDERS, { ...april, partnerId: w.partnerId })).statusCode).toBe(404);
    expect((await post(staff, SALARY, { ...april, partnerId: w.partnerId })).statusCode).toBe(404);
    const ordersOnly = await reportUser(t.app, t.db, [ORDERS_KEY]);
    expect((await post(ordersOnly, SALARY, april)).statusCode).toBe(403);
    const none = await reportUser(t.app, t.db, []);
    expect((await post(none, ORDERS, april)).statusCode).toBe(403);
  });
});
