import { beforeAll, describe, expect, it } from 'vitest';
import { openTestApp } from '../../buildTestApp';
import {
  at,
  createReportWorld,
  dateOf,
  period,
  type ReportWorld,
  report,
  reportInvoice,
  reportOrder,
  reportPayment,
  reportUser,
} from '../reportFixtures';
import { reportClient, reportPromo } from './clientReportFixtures';

// «Клиенты» on June 2031: each client with orders in the period, each order counted once as paid, promo or unpaid
// (a promo wins over a payment), the paid money, the average cost (null when nothing was paid; the totals row's is
// the sum over the count, not an average of averages), the seed's order (paid money, most first), and the tenant
// rule: a partner's staff see a client only through their partner's orders.

const PATH = '/v1/reports/clients';
const KEY = 'reports.client';
const TIRE_STORAGE = 68;

describe('clients report', () => {
  const t = openTestApp();
  let w: ReportWorld;
  let admin = '';
  const june = period('2031-06-01', '2031-06-30');
  const ids = { c1: 0, c2: 0, c3: 0 };

  beforeAll(async () => {
    w = await createReportWorld(t.db);
    admin = await reportUser(t.app, t.db, [KEY]);
    const c1 = await reportClient(t.db, `Отчётов${w.tag}`, '2031-05-20 10:00', 'Пётр');
    const c2 = await reportClient(t.db, `Клиентова${w.tag}`, '2031-06-01 09:15');
    const c3 = await reportClient(t.db, `Промова${w.tag}`, '2031-01-01 00:00');
    Object.assign(ids, { c1: c1.id, c2: c2.id, c3: c3.id });
    const order = (clientId: number, createdAt: string, fields = {}) =>
      reportOrder(t.db, w, createdAt, { clientId, ...fields });

    // C1: paid in two parts (1 234.57), a promo order paid too (counts as promo), an order with only a sent invoice
    // and a revoked promo one (unpaid), and an order marked paid with no invoice (its cost, 555.55).
    const o1 = await reportInvoice(t.db, await order(c1.id, '2031-06-02 10:00'), { invoiceAmount: 1234.57 });
    await reportPayment(t.db, o1.id, '2031-06-02 11:00', { amount: 1000.01 });
    await reportPayment(t.db, o1.id, '2031-06-02 11:05', { amount: 234.56, method: 'terminal' });
    const o2 = await reportInvoice(t.db, await order(c1.id, '2031-06-03 10:00'), {
      invoiceAmount: 500.4,
      promoDiscount: 100,
      totalAmount: 400.4,
    });
    await reportPayment(t.db, o2.id, '2031-06-03 11:00', { amount: 400.4 });
    const o3 = await order(c1.id, '2031-06-04 10:00');
    await reportInvoice(t.db, o3, { invoiceAmount: 300, state: 'sent' });
    await reportInvoice(t.db, o3, { invoiceAmount: 300, promoDiscount: 50, state: 'revoked' });
    await order(c1.id, '2031-06-05 10:00', { isPaid: true, cost: 555.55 });
    // C2: paid 333.33, part paid on an accepted invoice (unpaid), and a closed one of another service (200).
    const p1 = await reportInvoice(t.db, await order(c2.id, '2031-06-10 10:00'), { invoiceAmount: 333.33 });
    await reportPayment(t.db, p1.id, '2031-06-10 11:00', { amount: 333.33 });
    const p2 = await reportInvoice(t.db, await order(c2.id, '2031-06-11 10:00'), {
      invoiceAmount: 300,
      state: 'accepted',
    });
    await reportPayment(t.db, p2.id, '2031-06-11 11:00', { amount: 100 });
    const p3 = await reportInvoice(t.db, await order(c2.id, '2031-06-12 10:00', { serviceId: TIRE_STORAGE }), {
      invoiceAmount: 200,
      state: 'closed',
    });
    await reportPayment(t.db, p3.id, '2031-06-12 11:00', { amount: 200 });
    // C3: an invoice carrying a promo that took nothing off yet: a promo order, nothing paid.
    const promo = await reportPromo(t.db);
    await reportInvoice(t.db, await order(c3.id, '2031-06-20 10:00'), { promoId: promo.id, state: 'sent' });
    // Not counted: July, a deleted order, and (for the platform with the partner filter) another partner's order.
    const july = await reportInvoice(t.db, await order(c1.id, '2031-07-01 00:00'), { invoiceAmount: 70 });
    await reportPayment(t.db, july.id, '2031-07-01 01:00', { amount: 70 });
    const deleted = await order(c1.id, '2031-06-06 10:00', { deletedDate: dateOf('2031-06-07 10:00') });
    const gone = await reportInvoice(t.db, deleted, { invoiceAmount: 80 });
    await reportPayment(t.db, gone.id, '2031-06-06 11:00', { amount: 80 });
    const foreign = await order(c2.id, '2031-06-15 10:00', { partnerId: w.otherPartnerId, officeId: w.otherOfficeId });
    const f = await reportInvoice(t.db, foreign, { invoiceAmount: 999.99 });
    await reportPayment(t.db, f.id, '2031-06-15 11:00', { amount: 999.99 });
  });

  it('answers each client’s orders as paid, promo and unpaid, most paid first, with totals by hand', async () => {
    const page = await report(t.app, admin, PATH, { ...june, partnerId: w.partnerId });
    expect(page.total).toBe(3);
    expect(page.items).toEqual([
      {
        clientId: ids.c1,
        clientFio: `Отчётов${w.tag} Пётр`,
        phone: expect.stringMatching(/^\+7993\d{7}$/),
        registrationDate: at('2031-05-20 10:00'),
        totalOrders: 4,
        paidOrdersCount: 2,
        promoOrdersCount: 1,
        paidOrdersSum: 1790.12,
        averageCost: 895.06,
        unpaidOrders: 1,
      },
      expect.objectContaining({
        clientId: ids.c2,
        totalOrders: 3,
        paidOrdersCount: 2,
        promoOrdersCount: 0,
        paidOrdersSum: 533.33,
        // 533.33 ÷ 2 = 266.665 → 266.67
        averageCost: 266.67,
        unpaidOrders: 1,
      }),
      expect.objectContaining({
        clientId: ids.c3,
        totalOrders: 1,
        paidOrdersCount: 0,
        promoOrdersCount: 1,
        paidOrdersSum: 0,
        averageCost: null,
        unpaidOrders: 0,
      }),
    ]);
    // 2 323.45 ÷ 4 = 580.8625 → 580.86: the sum over the count, not the average of 895.06 and 266.67.
    expect(page.totals).toEqual({
      totalOrders: 8,
      paidOrdersCount: 4,
      promoOrdersCount: 2,
      paidOrdersSum: 2323.45,
      averageCost: 580.86,
      unpaidOrders: 2,
    });
    for (const row of page.items) {
      expect(row.unpaidOrders).toBe(
        Number(row.totalOrders) - Number(row.paidOrdersCount) - Number(row.promoOrdersCount),
      );
    }
  });

  it('sorts by another field, empty averages last, and filters by service', async () => {
    const byAverage = await report(t.app, admin, PATH, {
      ...june,
      partnerId: w.partnerId,
      sortField: 'averageCost',
      sortOrder: 'ASC',
    });
    expect(byAverage.items.map((r) => r.clientId)).toEqual([ids.c2, ids.c1, ids.c3]);
    const storage = await report(t.app, admin, PATH, { ...june, partnerId: w.partnerId, serviceId: TIRE_STORAGE });
    expect(storage.items).toEqual([
      expect.objectContaining({
        clientId: ids.c2,
        totalOrders: 1,
        paidOrdersCount: 1,
        paidOrdersSum: 200,
        averageCost: 200,
      }),
    ]);
  });

  it('shows a partner’s staff clients only through their partner’s orders, 404 for another partner, 403 without the key', async () => {
    const staff = await reportUser(t.app, t.db, [KEY], w.otherPartnerId);
    const own = await report(t.app, staff, PATH, june);
    expect(own.items.map((r) => [r.clientId, r.totalOrders, r.paidOrdersSum])).toEqual([[ids.c2, 1, 999.99]]);
    const crossed = await t.app.inject({
      method: 'POST',
      url: PATH,
      headers: { authorization: staff },
      payload: { ...june, partnerId: w.partnerId },
    });
    expect(crossed.statusCode).toBe(404);
    const none = await reportUser(t.app, t.db, []);
    const denied = await t.app.inject({ method: 'POST', url: PATH, headers: { authorization: none }, payload: june });
    expect(denied.statusCode).toBe(403);
  });
});
