import { beforeAll, describe, expect, it } from 'vitest';
import { REF_VALUE_IDS } from '../../../../src/shared/referenceIds';
import { openTestApp } from '../../buildTestApp';
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
import { reportAct, reportLegal, reportStatusChange } from './settlementFixtures';

// «Расчёты с партнёрами» on April 2031: which invoices count (paid or closed, the last counted payment in the
// period), the platform's fee by the acts' rule (total × the invoice's rate, to kopecks) and the payout, the order's
// done moment from its history, the act holding the invoice, totals by hand, the chart by partner, and the tenant rule.

const PATH = '/v1/reports/invoices';
const KEY = 'reports.settlements';
const TIRE_FITTING = 69;
const TIRE_STORAGE = 68;

describe('settlements with partners report', () => {
  const t = openTestApp();
  let w: ReportWorld;
  let admin = '';
  const april = period('2031-04-01', '2031-04-30');
  const ids = { a: 0, b: 0, c: 0, act: 0, legal: '' };

  beforeAll(async () => {
    w = await createReportWorld(t.db);
    admin = await reportUser(t.app, t.db, [KEY]);
    const legal = await reportLegal(t.db, w.partnerId);
    ids.legal = legal.name;
    // Done once, reopened, done again on 2 April: the last move into «Выполнена» counts.
    const first = await reportOrder(t.db, w, '2031-03-28 09:00', { serviceId: TIRE_FITTING });
    await reportStatusChange(t.db, first.id, '2031-03-30 10:00');
    await reportStatusChange(t.db, first.id, '2031-03-31 10:00', REF_VALUE_IDS.orderStatusInWork, 9015);
    await reportStatusChange(t.db, first.id, '2031-04-02 15:00');
    // 1 111.11 × 12.35 % = 137.222085 → 137.22; payout 973.89.
    const a = await reportInvoice(t.db, first, {
      invoiceAmount: 1234.56,
      invoiceDiscount: 123.45,
      totalAmount: 1111.11,
      feeRate: 12.35,
      partnerLegalId: legal.id,
    });
    await reportPayment(t.db, a.id, '2031-04-03 10:00', { amount: 1111.11 });
    ids.a = a.id;
    ids.act = (await reportAct(t.db, w.partnerId, '2031-04-10 12:00', 'draft', [a.id])).id;
    const second = await reportOrder(t.db, w, '2031-04-05 12:00', { serviceId: TIRE_STORAGE });
    // 500.05 × 15 % = 75.0075 → 75.01 (half away from zero); closed, paid to the account, affirmed on 20 April.
    const b = await reportInvoice(t.db, second, { invoiceAmount: 500.05, feeRate: 15, state: 'closed' });
    await reportPayment(t.db, b.id, '2031-04-20 11:30', { amount: 500.05, method: 'account' });
    ids.b = b.id;
    // No rate, no fee.
    const c = await reportInvoice(t.db, second, { invoiceAmount: 99.99, feeRate: null });
    await reportPayment(t.db, c.id, '2031-04-15 09:00', { amount: 99.99, method: 'terminal' });
    ids.c = c.id;
    // Not counted: paid in May, and an invoice not paid.
    const d = await reportInvoice(t.db, second, { invoiceAmount: 40, feeRate: 10 });
    await reportPayment(t.db, d.id, '2031-05-01 00:00', { amount: 40 });
    const e = await reportInvoice(t.db, second, { invoiceAmount: 60, feeRate: 10, state: 'awaitingPayment' });
    await reportPayment(t.db, e.id, '2031-04-06 10:00', { amount: 60 });
    // Another partner's: 777.77 × 10 % = 77.777 → 77.78; payout 699.99.
    const foreign = await reportOrder(t.db, w, '2031-04-02 12:00', {
      partnerId: w.otherPartnerId,
      officeId: w.otherOfficeId,
    });
    const g = await reportInvoice(t.db, foreign, { invoiceAmount: 777.77, feeRate: 10 });
    await reportPayment(t.db, g.id, '2031-04-07 10:00', { amount: 777.77 });
  });

  it('answers the settled invoices, newest payment first, with fee, payout and totals by hand', async () => {
    const page = await report(t.app, admin, PATH, { ...april, partnerId: w.partnerId });
    expect(page.total).toBe(3);
    expect(page.items.map((r) => [r.invoiceId, r.paymentDate, r.feeAmount, r.payoutAmount])).toEqual([
      [ids.b, at('2031-04-20 11:30'), 75.01, 425.04],
      [ids.c, at('2031-04-15 09:00'), 0, 99.99],
      [ids.a, at('2031-04-03 10:00'), 137.22, 973.89],
    ]);
    expect(page.items[2]).toMatchObject({
      partnerName: `Партнёр отчётов ${w.tag}`,
      partnerLegalName: ids.legal,
      serviceName: 'Шиномонтаж',
      invoiceAmount: 1234.56,
      invoiceDiscount: 123.45,
      totalAmount: 1111.11,
      feeRate: 12.35,
      orderCreatedDate: at('2031-03-28 09:00'),
      orderImplementedDate: at('2031-04-02 15:00'),
      reconciliationActId: ids.act,
    });
    expect(page.items[0]).toMatchObject({
      partnerLegalName: null,
      serviceName: 'Хранение шин',
      feeRate: 15,
      orderImplementedDate: null,
      reconciliationActId: null,
    });
    expect(page.totals).toEqual({
      invoiceAmount: 1834.6,
      invoiceDiscount: 123.45,
      totalAmount: 1711.15,
      feeAmount: 212.23,
      payoutAmount: 1498.92,
    });
    expect(page.series).toEqual([
      { partnerName: `Партнёр отчётов ${w.tag}`, payoutAmount: 1498.92, feeAmount: 212.23 },
    ]);
  });

  it('sorts by another field, filters by service, and charts the partners by payout', async () => {
    const byFee = await report(t.app, admin, PATH, {
      ...april,
      partnerId: w.partnerId,
      sortField: 'feeAmount',
      sortOrder: 'ASC',
    });
    expect(byFee.items.map((r) => r.invoiceId)).toEqual([ids.c, ids.b, ids.a]);
    const storage = await report(t.app, admin, PATH, { ...april, partnerId: w.partnerId, serviceId: TIRE_STORAGE });
    expect(storage.items.map((r) => r.invoiceId)).toEqual([ids.b, ids.c]);
    expect(storage.totals.payoutAmount).toBe(525.03);
    // No partner named: the platform sees every partner of the month, the one paid the most first (the partners of
    // other files' worlds paid in April 2031 too are left out).
    const all = await report(t.app, admin, PATH, april);
    expect(all.series.filter((p) => String(p.partnerName).endsWith(w.tag))).toEqual([
      { partnerName: `Партнёр отчётов ${w.tag}`, payoutAmount: 1498.92, feeAmount: 212.23 },
      { partnerName: `Чужой партнёр ${w.tag}`, payoutAmount: 699.99, feeAmount: 77.78 },
    ]);
  });

  it('keeps a partner’s staff to their rows, answers 404 for another partner and 403 without the key', async () => {
    const staff = await reportUser(t.app, t.db, [KEY], w.otherPartnerId);
    const own = await report(t.app, staff, PATH, april);
    expect(own.items.map((r) => [r.totalAmount, r.feeAmount, r.payoutAmount])).toEqual([[777.77, 77.78, 699.99]]);
    const crossed = await t.app.inject({
      method: 'POST',
      url: PATH,
      headers: { authorization: staff },
      payload: { ...april, partnerId: w.partnerId },
    });
    expect(crossed.statusCode).toBe(404);
    const none = await reportUser(t.app, t.db, []);
    const denied = await t.app.inject({ method: 'POST', url: PATH, headers: { authorization: none }, payload: april });
    expect(denied.statusCode).toBe(403);
  });
});
