import { beforeAll, describe, expect, it } from 'vitest';
import type { ReportRow } from '../../../../src/shared/schemas/reports/reportRequest';
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
import { registeredClient } from './registrationFixtures';

// «Статистика мобильного приложения» (per day) and its v2 (per service) on orders and clients of their own in
// February 2034: only the app's orders and registrations count, each order paid, promo or unpaid (a promo wins over
// a payment), the average cost = paid sum ÷ paid count to kopecks (null without paid orders), unpaid = total − paid −
// promo, every day of the period a row, and the tenant rule.

const DAYS = '/v1/reports/clients/mobile/statistics';
const SERVICES = '/v1/reports/clients/mobile/statistics/extended';
const DAYS_KEY = 'reports.mobile.statistics';
const SERVICES_KEY = 'reports.mobile.v2';

const EVACUATION = 13;
const TYRE_FITTING = 69;

describe('mobile app statistics reports', () => {
  const t = openTestApp();
  let w: ReportWorld;
  let admin = '';
  const days = period('2034-02-01', '2034-02-10');

  beforeAll(async () => {
    w = await createReportWorld(t.db);
    admin = await reportUser(t.app, t.db, [DAYS_KEY, SERVICES_KEY]);
    const mobile = { channel: 'mobile', serviceId: TYRE_FITTING };
    // 2 February: two paid tyre fittings (one in two payments) and one with a promo, paid for the rest.
    const a = await reportOrder(t.db, w, '2034-02-02 10:00', mobile);
    await reportPayment(t.db, (await reportInvoice(t.db, a, { invoiceAmount: 1234.56 })).id, '2034-02-02 11:00', {
      amount: 1234.56,
    });
    const b = await reportOrder(t.db, w, '2034-02-02 12:00', mobile);
    const bInvoice = await reportInvoice(t.db, b, { invoiceAmount: 2000.01 });
    await reportPayment(t.db, bInvoice.id, '2034-02-02 13:00', { amount: 1000 });
    await reportPayment(t.db, bInvoice.id, '2034-02-03 13:00', { amount: 1000.01, method: 'terminal' });
    const c = await reportOrder(t.db, w, '2034-02-02 15:00', mobile);
    await reportPayment(
      t.db,
      (await reportInvoice(t.db, c, { invoiceAmount: 150, promoDiscount: 50 })).id,
      '2034-02-02 16:00',
      {
        amount: 100,
      },
    );
    // 5 February: an evacuation not paid and one paid.
    await reportOrder(t.db, w, '2034-02-05 09:00', { channel: 'mobile', serviceId: EVACUATION });
    const e = await reportOrder(t.db, w, '2034-02-05 11:00', { channel: 'mobile', serviceId: EVACUATION });
    await reportPayment(t.db, (await reportInvoice(t.db, e, { invoiceAmount: 333.33 })).id, '2034-02-05 12:00', {
      amount: 333.33,
    });
    // Not counted: an operator's order, an order after the period, and (for the partner filter) another partner's.
    const operator = await reportOrder(t.db, w, '2034-02-05 11:00', { serviceId: EVACUATION });
    await reportPayment(t.db, (await reportInvoice(t.db, operator, { invoiceAmount: 999 })).id, '2034-02-05 12:00', {
      amount: 999,
    });
    await reportOrder(t.db, w, '2034-02-11 00:00', mobile);
    const foreign = await reportOrder(t.db, w, '2034-02-03 10:00', {
      ...mobile,
      partnerId: w.otherPartnerId,
      officeId: w.otherOfficeId,
    });
    await reportPayment(t.db, (await reportInvoice(t.db, foreign, { invoiceAmount: 777 })).id, '2034-02-03 11:00', {
      amount: 777,
    });
    // Registrations in the app on the 2nd and the 10th; one on the site does not count.
    await registeredClient(t.db, w, '2034-02-02 08:00', { registrationChannel: 'mobile' });
    await registeredClient(t.db, w, '2034-02-10 23:59', { registrationChannel: 'mobile' });
    await registeredClient(t.db, w, '2034-02-10 12:00', { registrationChannel: 'site' });
  });

  const zero = { registrations: 0, totalOrders: 0, paidOrdersCount: 0, promoOrdersCount: 0, paidOrdersSum: 0 };
  const unpaidRuleHolds = (rows: ReportRow[]) => {
    for (const r of rows) {
      expect(r.unpaidOrders).toBe(Number(r.totalOrders) - Number(r.paidOrdersCount) - Number(r.promoOrdersCount));
    }
  };

  it('answers every day of the period with the app’s registrations and orders, totals by hand', async () => {
    const page = await report(t.app, admin, DAYS, { ...days, partnerId: w.partnerId });
    expect(page.total).toBe(10);
    expect(page.items.map((r) => r.day)).toEqual(
      Array.from({ length: 10 }, (_, i) => `2034-02-${String(i + 1).padStart(2, '0')}`),
    );
    expect(page.items[1]).toMatchObject({
      registrations: 1,
      totalOrders: 3,
      paidOrdersCount: 2,
      promoOrdersCount: 1,
      unpaidOrders: 0,
      paidOrdersSum: 3234.57,
      // 3 234.57 ÷ 2 = 1 617.285, to kopecks.
      averageCost: 1617.29,
    });
    expect(page.items[1].dayStart).toBe(days.dateFrom + 86_400);
    expect(page.items[4]).toMatchObject({
      totalOrders: 2,
      paidOrdersCount: 1,
      unpaidOrders: 1,
      paidOrdersSum: 333.33,
      averageCost: 333.33,
    });
    expect(page.items[9]).toMatchObject({ ...zero, registrations: 1, averageCost: null });
    expect(page.items[0]).toMatchObject({ ...zero, averageCost: null });
    unpaidRuleHolds(page.items);
    expect(page.totals).toEqual({
      registrations: 2,
      totalOrders: 5,
      paidOrdersCount: 3,
      promoOrdersCount: 1,
      paidOrdersSum: 3567.9,
      // 3 567.90 ÷ 3 = 1 189.30
      averageCost: 1189.3,
      unpaidOrders: 1,
    });
    expect(page.series).toHaveLength(10);
    expect(page.series[1]).toEqual({ day: '2034-02-02', registrations: 1, totalOrders: 3, paidOrdersCount: 2 });
  });

  it('sorts the days another way and narrows to a service', async () => {
    const desc = await report(t.app, admin, DAYS, {
      ...days,
      partnerId: w.partnerId,
      sortField: 'paidOrdersSum',
      sortOrder: 'DESC',
      size: 2,
    });
    expect(desc.items.map((r) => r.day)).toEqual(['2034-02-02', '2034-02-05']);
    const evacuations = await report(t.app, admin, DAYS, { ...days, partnerId: w.partnerId, serviceId: EVACUATION });
    expect(evacuations.totals).toMatchObject({ totalOrders: 2, paidOrdersCount: 1, paidOrdersSum: 333.33 });
  });

  it('v2 answers the same orders per service, the unpaid rule on every row and the totals', async () => {
    const page = await report(t.app, admin, SERVICES, { ...days, partnerId: w.partnerId });
    expect(page.items).toEqual([
      {
        serviceId: TYRE_FITTING,
        serviceName: 'Шиномонтаж',
        totalOrders: 3,
        paidOrdersCount: 2,
        promoOrdersCount: 1,
        paidOrdersSum: 3234.57,
        averageCost: 1617.29,
        unpaidOrders: 0,
      },
      {
        serviceId: EVACUATION,
        serviceName: 'Эвакуация',
        totalOrders: 2,
        paidOrdersCount: 1,
        promoOrdersCount: 0,
        paidOrdersSum: 333.33,
        averageCost: 333.33,
        unpaidOrders: 1,
      },
    ]);
    unpaidRuleHolds(page.items);
    expect(page.totals).toEqual({
      totalOrders: 5,
      paidOrdersCount: 3,
      promoOrdersCount: 1,
      paidOrdersSum: 3567.9,
      averageCost: 1189.3,
      unpaidOrders: 1,
    });
    expect(page.series).toEqual([
      { serviceName: 'Шиномонтаж', paidOrdersCount: 2, promoOrdersCount: 1, unpaidOrders: 0 },
      { serviceName: 'Эвакуация', paidOrdersCount: 1, promoOrdersCount: 0, unpaidOrders: 1 },
    ]);
    const fewest = await report(t.app, admin, SERVICES, {
      ...days,
      partnerId: w.partnerId,
      sortField: 'totalOrders',
      sortOrder: 'ASC',
    });
    expect(fewest.items.map((r) => r.serviceId)).toEqual([EVACUATION, TYRE_FITTING]);
  });

  it('keeps a partner’s staff to their orders, 404 for another partner, 403 without the key', async () => {
    const staff = await reportUser(t.app, t.db, [DAYS_KEY, SERVICES_KEY], w.otherPartnerId);
    const own = await report(t.app, staff, DAYS, days);
    expect(own.totals).toMatchObject({ registrations: 0, totalOrders: 1, paidOrdersCount: 1, paidOrdersSum: 777 });
    const ownServices = await report(t.app, staff, SERVICES, days);
    expect(ownServices.items.map((r) => [r.serviceId, r.paidOrdersSum])).toEqual([[TYRE_FITTING, 777]]);
    for (const path of [DAYS, SERVICES]) {
      const crossed = await t.app.inject({
        method: 'POST',
        url: path,
        headers: { authorization: staff },
        payload: { ...days, partnerId: w.partnerId },
      });
      expect(crossed.statusCode).toBe(404);
    }
    const onlyDays = await reportUser(t.app, t.db, [DAYS_KEY]);
    const denied = await t.app.inject({
      method: 'POST',
      url: SERVICES,
      headers: { authorization: onlyDays },
      payload: days,
    });
    expect(denied.statusCode).toBe(403);
  });
});
