import { beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, login, openTestApp } from '../../buildTestApp';
import { grantKeys } from '../../evacuation/evacuationFixtures';
import {
  at,
  createReportWorld,
  period,
  type ReportWorld,
  report,
  reportInvoice,
  reportOrder,
  reportPayment,
  reportUser,
} from '../reportFixtures';

// «Статистика операторов» on 1–4 July 2031: the orders staff created, per day of the period in Moscow (the empty day
// too, and an order at 00:10 Moscow on the next day, still the day before in UTC), per operator by name, and the
// caller's own whoever the body names; each order counted once as paid, promo or unpaid, the average cost null on a
// day with nothing paid; and the tenant rule.

const PATH = '/v1/reports/clients/operator/statistics';
const BY_USER = `${PATH}/group_by_user`;
const PERSONAL = `${PATH}/personal`;
const KEY = 'reports.operator.statistics';

const empty = {
  totalOrders: 0,
  paidOrdersCount: 0,
  promoOrdersCount: 0,
  paidOrdersSum: 0,
  averageCost: null,
  unpaidOrders: 0,
};

describe('operator statistics reports', () => {
  const t = openTestApp();
  let w: ReportWorld;
  let admin = '';
  let op1Token = '';
  const days = period('2031-07-01', '2031-07-04');
  const ids = { op1: 0, op2: 0 };

  beforeAll(async () => {
    w = await createReportWorld(t.db);
    admin = await reportUser(t.app, t.db, [KEY]);
    const op1 = await createTestUser(t.db, { lastName: `Бета${w.tag}`, firstName: 'Ольга' });
    const op2 = await createTestUser(t.db, { lastName: `Альфа${w.tag}`, firstName: 'Иван' });
    await grantKeys(t.db, op1.id, [KEY]);
    op1Token = await login(t.app, op1.email, op1.password as string);
    Object.assign(ids, { op1: op1.id, op2: op2.id });
    const paidOrder = async (userId: number | null, createdAt: string, amount: number, fields = {}) => {
      const order = await reportOrder(t.db, w, createdAt, { userId, ...fields });
      const invoice = await reportInvoice(t.db, order, { invoiceAmount: amount });
      await reportPayment(t.db, invoice.id, createdAt, { amount });
    };
    await paidOrder(op1.id, '2031-07-01 09:00', 1000.01);
    // A promo order, paid as well: it counts as promo.
    const promo = await reportOrder(t.db, w, '2031-07-01 10:00', { userId: op1.id });
    const promoInvoice = await reportInvoice(t.db, promo, { invoiceAmount: 500, promoDiscount: 50 });
    await reportPayment(t.db, promoInvoice.id, '2031-07-01 10:30', { amount: 450 });
    await reportInvoice(t.db, await reportOrder(t.db, w, '2031-07-01 23:30', { userId: op2.id }), { state: 'sent' });
    await paidOrder(op2.id, '2031-07-02 00:10', 500.5);
    await paidOrder(op1.id, '2031-07-03 12:00', 250.25);
    await paidOrder(op1.id, '2031-07-03 13:00', 333.33);
    // Not counted: an order nobody on the staff created, a day after the period, another partner's.
    await paidOrder(null, '2031-07-01 11:00', 5000);
    await paidOrder(op1.id, '2031-07-05 10:00', 10);
    await paidOrder(op1.id, '2031-07-01 12:00', 777.77, { partnerId: w.otherPartnerId, officeId: w.otherOfficeId });
  });

  it('answers every day of the period with the day’s figures and the chart, totals by hand', async () => {
    const page = await report(t.app, admin, PATH, { ...days, partnerId: w.partnerId });
    expect(page.total).toBe(4);
    expect(page.items).toEqual([
      {
        day: '2031-07-01',
        dayStart: at('2031-07-01 00:00'),
        totalOrders: 3,
        paidOrdersCount: 1,
        promoOrdersCount: 1,
        paidOrdersSum: 1000.01,
        averageCost: 1000.01,
        unpaidOrders: 1,
      },
      {
        day: '2031-07-02',
        dayStart: at('2031-07-02 00:00'),
        totalOrders: 1,
        paidOrdersCount: 1,
        promoOrdersCount: 0,
        paidOrdersSum: 500.5,
        averageCost: 500.5,
        unpaidOrders: 0,
      },
      {
        day: '2031-07-03',
        dayStart: at('2031-07-03 00:00'),
        totalOrders: 2,
        paidOrdersCount: 2,
        promoOrdersCount: 0,
        paidOrdersSum: 583.58,
        averageCost: 291.79,
        unpaidOrders: 0,
      },
      { day: '2031-07-04', dayStart: at('2031-07-04 00:00'), ...empty },
    ]);
    // 2 084.09 ÷ 4 = 521.0225 → 521.02
    expect(page.totals).toEqual({
      totalOrders: 6,
      paidOrdersCount: 4,
      promoOrdersCount: 1,
      paidOrdersSum: 2084.09,
      averageCost: 521.02,
      unpaidOrders: 1,
    });
    expect(page.series.map((p) => [p.day, p.paidOrdersCount, p.promoOrdersCount, p.unpaidOrders])).toEqual([
      ['2031-07-01', 1, 1, 1],
      ['2031-07-02', 1, 0, 0],
      ['2031-07-03', 2, 0, 0],
      ['2031-07-04', 0, 0, 0],
    ]);
  });

  it('sorts the days by another field and filters by the operator', async () => {
    const bySum = await report(t.app, admin, PATH, {
      ...days,
      partnerId: w.partnerId,
      sortField: 'paidOrdersSum',
      sortOrder: 'DESC',
    });
    expect(bySum.items.map((r) => r.day)).toEqual(['2031-07-01', '2031-07-03', '2031-07-02', '2031-07-04']);
    const second = await report(t.app, admin, PATH, { ...days, partnerId: w.partnerId, userId: ids.op2 });
    expect(second.items.map((r) => [r.day, r.totalOrders, r.paidOrdersSum, r.unpaidOrders])).toEqual([
      ['2031-07-01', 1, 0, 1],
      ['2031-07-02', 1, 500.5, 0],
      ['2031-07-03', 0, 0, 0],
      ['2031-07-04', 0, 0, 0],
    ]);
  });

  it('answers one row per operator by name, with the chart of orders and money', async () => {
    const page = await report(t.app, admin, BY_USER, { ...days, partnerId: w.partnerId });
    expect(page.items).toEqual([
      {
        userId: ids.op2,
        userFio: `Альфа${w.tag} Иван`,
        totalOrders: 2,
        paidOrdersCount: 1,
        promoOrdersCount: 0,
        paidOrdersSum: 500.5,
        averageCost: 500.5,
        unpaidOrders: 1,
      },
      {
        userId: ids.op1,
        userFio: `Бета${w.tag} Ольга`,
        totalOrders: 4,
        paidOrdersCount: 3,
        promoOrdersCount: 1,
        paidOrdersSum: 1583.59,
        // 1 583.59 ÷ 3 = 527.863… → 527.86
        averageCost: 527.86,
        unpaidOrders: 0,
      },
    ]);
    expect(page.totals).toMatchObject({ totalOrders: 6, paidOrdersSum: 2084.09, averageCost: 521.02 });
    expect(page.series).toEqual([
      { userFio: `Альфа${w.tag} Иван`, totalOrders: 2, paidOrdersCount: 1, paidOrdersSum: 500.5 },
      { userFio: `Бета${w.tag} Ольга`, totalOrders: 4, paidOrdersCount: 3, paidOrdersSum: 1583.59 },
    ]);
    const byCount = await report(t.app, admin, BY_USER, {
      ...days,
      partnerId: w.partnerId,
      sortField: 'totalOrders',
      sortOrder: 'DESC',
    });
    expect(byCount.items.map((r) => r.userId)).toEqual([ids.op1, ids.op2]);
    const filtered = await report(t.app, admin, BY_USER, { ...days, partnerId: w.partnerId, userId: ids.op1 });
    expect(filtered.items.map((r) => r.userId)).toEqual([ids.op1]);
  });

  it('answers the caller’s own figures per day, whoever the body names', async () => {
    const page = await report(t.app, op1Token, PERSONAL, { ...days, partnerId: w.partnerId, userId: ids.op2 });
    expect(
      page.items.map((r) => [r.day, r.totalOrders, r.paidOrdersCount, r.promoOrdersCount, r.paidOrdersSum]),
    ).toEqual([
      ['2031-07-01', 2, 1, 1, 1000.01],
      ['2031-07-02', 0, 0, 0, 0],
      ['2031-07-03', 2, 2, 0, 583.58],
      ['2031-07-04', 0, 0, 0, 0],
    ]);
    expect(page.totals).toEqual({
      totalOrders: 4,
      paidOrdersCount: 3,
      promoOrdersCount: 1,
      paidOrdersSum: 1583.59,
      averageCost: 527.86,
      unpaidOrders: 0,
    });
    // The administrator created none of them.
    const adminOwn = await report(t.app, admin, PERSONAL, { ...days, partnerId: w.partnerId });
    expect(adminOwn.totals.totalOrders).toBe(0);
  });

  it('keeps a partner’s staff to their orders, answers 404 for another partner and 403 without the key', async () => {
    const staff = await reportUser(t.app, t.db, [KEY], w.otherPartnerId);
    const own = await report(t.app, staff, PATH, days);
    expect(own.totals).toMatchObject({ totalOrders: 1, paidOrdersSum: 777.77 });
    expect(own.items.filter((r) => Number(r.totalOrders) > 0).map((r) => r.day)).toEqual(['2031-07-01']);
    const byUser = await report(t.app, staff, BY_USER, days);
    expect(byUser.items.map((r) => [r.userId, r.totalOrders])).toEqual([[ids.op1, 1]]);
    for (const path of [PATH, BY_USER, PERSONAL]) {
      const crossed = await t.app.inject({
        method: 'POST',
        url: path,
        headers: { authorization: staff },
        payload: { ...days, partnerId: w.partnerId },
      });
      expect(crossed.statusCode, path).toBe(404);
    }
    const none = await reportUser(t.app, t.db, []);
    for (const path of [PATH, BY_USER, PERSONAL]) {
      const denied = await t.app.inject({ method: 'POST', url: path, headers: { authorization: none }, payload: days });
      expect(denied.statusCode, path).toBe(403);
    }
  });
});
