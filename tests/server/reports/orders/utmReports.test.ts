import { beforeAll, describe, expect, it } from 'vitest';
import { openTestApp } from '../../buildTestApp';
import {
  createReportWorld,
  period,
  type ReportWorld,
  report,
  reportInvoice,
  reportOrder,
  reportPayment,
  reportUser,
} from '../reportFixtures';
import { utmAppointment, utmPost } from './utmFixtures';

// «UTM: заявки» (orders of April 2034) and «UTM: записи» (appointments of May 2034) on rows of their own: grouped by
// the three marks with a missing or empty mark as «(нет)», counted as the clients report counts orders, the most
// first, the chart per source, and the tenant rule (the order's partner, the appointment's office's partner).

const ORDERS = '/v1/reports/orders/utm';
const APPOINTMENTS = '/v1/reports/appointment_journal/utm';
const ORDERS_KEY = 'reports.utm.orders';
const APPOINTMENTS_KEY = 'reports.utm.appointments';

const SPRING = { utmSource: 'yandex', utmMedium: 'cpc', utmCampaign: 'spring' };
const TELEGRAM = { utmSource: 'telegram', utmMedium: 'social', utmCampaign: 'bonus_x2' };

describe('UTM reports', () => {
  const t = openTestApp();
  let w: ReportWorld;
  let admin = '';
  const april = period('2034-04-01', '2034-04-30');
  const may = period('2034-05-01', '2034-05-31');

  beforeAll(async () => {
    w = await createReportWorld(t.db);
    admin = await reportUser(t.app, t.db, [ORDERS_KEY, APPOINTMENTS_KEY]);
    const paid = async (createdAt: string, amount: number, fields: object, promoDiscount = 0) => {
      const order = await reportOrder(t.db, w, createdAt, { channel: 'site', ...fields });
      const invoice = await reportInvoice(t.db, order, { invoiceAmount: amount + promoDiscount, promoDiscount });
      await reportPayment(t.db, invoice.id, createdAt, { amount });
      return order;
    };
    await paid('2034-04-01 00:00', 1000.01, SPRING);
    await paid('2034-04-10 10:00', 2000.02, SPRING);
    await reportOrder(t.db, w, '2034-04-11 10:00', SPRING);
    await paid('2034-04-12 10:00', 99.99, { utmSource: 'google', utmMedium: 'cpc' });
    await reportOrder(t.db, w, '2034-04-13 10:00');
    await reportOrder(t.db, w, '2034-04-30 23:59', { utmSource: ' ', utmMedium: '' });
    await paid('2034-04-14 10:00', 500, { utmSource: 'vk', utmMedium: 'social', utmCampaign: '' }, 100);
    // Not counted: May, and (for the partner filter) another partner's.
    await reportOrder(t.db, w, '2034-05-01 00:00', SPRING);
    await paid('2034-04-15 10:00', 700, { ...SPRING, partnerId: w.otherPartnerId, officeId: w.otherOfficeId });

    const post = await utmPost(t.db, w.officeId);
    const otherPost = await utmPost(t.db, w.otherOfficeId);
    const order = await reportOrder(t.db, w, '2034-03-01 10:00');
    await utmAppointment(t.db, post.id, '2034-05-02 10:00', TELEGRAM);
    await utmAppointment(t.db, post.id, '2034-05-02 11:00', { ...TELEGRAM, state: 'ordered', orderId: order.id });
    await utmAppointment(t.db, post.id, '2034-05-03 10:00', {
      ...TELEGRAM,
      state: 'deleted',
      deletedDate: new Date('2034-05-01T09:00:00Z'),
    });
    await utmAppointment(t.db, post.id, '2034-05-04 10:00');
    await utmAppointment(t.db, post.id, '2034-05-31 22:30');
    await utmAppointment(t.db, post.id, '2034-06-01 00:00', TELEGRAM);
    await utmAppointment(t.db, otherPost.id, '2034-05-02 10:00', TELEGRAM);
  });

  it('answers the orders per marks, the most first, with the money and the average by hand', async () => {
    const page = await report(t.app, admin, ORDERS, { ...april, partnerId: w.partnerId });
    expect(page.total).toBe(4);
    expect(
      page.items.map((r) => [
        r.utmSource,
        r.utmMedium,
        r.utmCampaign,
        r.totalOrders,
        r.paidOrdersCount,
        r.paidOrdersSum,
        r.averageCost,
      ]),
    ).toEqual([
      // 3 000.03 ÷ 2 = 1 500.015, to kopecks.
      ['yandex', 'cpc', 'spring', 3, 2, 3000.03, 1500.02],
      ['(нет)', '(нет)', '(нет)', 2, 0, 0, null],
      // A promo order: no paid orders, so no average.
      ['vk', 'social', '(нет)', 1, 0, 0, null],
      ['google', 'cpc', '(нет)', 1, 1, 99.99, 99.99],
    ]);
    expect(page.items[2]).toMatchObject({ promoOrdersCount: 1, unpaidOrders: 0 });
    expect(page.totals).toEqual({
      totalOrders: 7,
      paidOrdersCount: 3,
      promoOrdersCount: 1,
      paidOrdersSum: 3100.02,
      // 3 100.02 ÷ 3 = 1 033.34
      averageCost: 1033.34,
      unpaidOrders: 3,
    });
    expect(page.series).toEqual([
      { utmSource: 'yandex', totalOrders: 3, paidOrdersCount: 2, paidOrdersSum: 3000.03 },
      { utmSource: '(нет)', totalOrders: 2, paidOrdersCount: 0, paidOrdersSum: 0 },
      { utmSource: 'google', totalOrders: 1, paidOrdersCount: 1, paidOrdersSum: 99.99 },
      { utmSource: 'vk', totalOrders: 1, paidOrdersCount: 0, paidOrdersSum: 0 },
    ]);
  });

  it('sorts the orders by another field and searches the marks', async () => {
    const richest = await report(t.app, admin, ORDERS, {
      ...april,
      partnerId: w.partnerId,
      sortField: 'paidOrdersSum',
      sortOrder: 'DESC',
      size: 2,
    });
    expect(richest.items.map((r) => r.utmSource)).toEqual(['yandex', 'google']);
    const found = await report(t.app, admin, ORDERS, { ...april, partnerId: w.partnerId, search: 'GOOGLE' });
    expect(found.items.map((r) => r.utmKey)).toEqual(['google / cpc / (нет)']);
    const office = await report(t.app, admin, ORDERS, { ...april, officeId: w.officeId });
    expect(office.totals.totalOrders).toBe(7);
  });

  it('answers the appointments per marks: booked, turned into orders, deleted', async () => {
    const page = await report(t.app, admin, APPOINTMENTS, { ...may, partnerId: w.partnerId });
    expect(
      page.items.map((r) => [
        r.utmSource,
        r.utmMedium,
        r.utmCampaign,
        r.appointmentsCount,
        r.orderedCount,
        r.deletedCount,
      ]),
    ).toEqual([
      ['telegram', 'social', 'bonus_x2', 3, 1, 1],
      ['(нет)', '(нет)', '(нет)', 2, 0, 0],
    ]);
    expect(page.totals).toEqual({ appointmentsCount: 5, orderedCount: 1, deletedCount: 1 });
    expect(page.series).toEqual([
      { utmSource: 'telegram', appointmentsCount: 3, orderedCount: 1 },
      { utmSource: '(нет)', appointmentsCount: 2, orderedCount: 0 },
    ]);
    const fewest = await report(t.app, admin, APPOINTMENTS, {
      ...may,
      partnerId: w.partnerId,
      sortField: 'appointmentsCount',
      sortOrder: 'ASC',
    });
    expect(fewest.items.map((r) => r.appointmentsCount)).toEqual([2, 3]);
  });

  it('keeps a partner’s staff to their orders and offices, 404 for another partner, 403 without the key', async () => {
    const staff = await reportUser(t.app, t.db, [ORDERS_KEY, APPOINTMENTS_KEY], w.otherPartnerId);
    const orders = await report(t.app, staff, ORDERS, april);
    expect(orders.items.map((r) => [r.utmSource, r.paidOrdersSum])).toEqual([['yandex', 700]]);
    const appointments = await report(t.app, staff, APPOINTMENTS, may);
    expect(appointments.items.map((r) => [r.utmSource, r.appointmentsCount])).toEqual([['telegram', 1]]);
    for (const [path, body] of [
      [ORDERS, { ...april, partnerId: w.partnerId }],
      [APPOINTMENTS, { ...may, officeId: w.officeId }],
    ] as const) {
      const crossed = await t.app.inject({
        method: 'POST',
        url: path,
        headers: { authorization: staff },
        payload: body,
      });
      expect(crossed.statusCode).toBe(404);
    }
    const none = await reportUser(t.app, t.db, [ORDERS_KEY]);
    const denied = await t.app.inject({
      method: 'POST',
      url: APPOINTMENTS,
      headers: { authorization: none },
      payload: may,
    });
    expect(denied.statusCode).toBe(403);
  });
});
