import { beforeAll, describe, expect, it } from 'vitest';
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
import { reportAct } from './settlementFixtures';

// «Отчёт по сверке» on May 2031: the orders created in the period that have invoices, what was billed, paid and still
// owed (revoked invoices and payments that do not count left out), the acts holding their invoices and the latest
// act's state, the seed's order (by order number), totals by hand, and the tenant rule.

const PATH = '/v1/reports/orders/with_invoices';
const KEY = 'reports.reconciliation';
const TIRE_STORAGE = 68;

describe('reconciliation report', () => {
  const t = openTestApp();
  let w: ReportWorld;
  let admin = '';
  const may = period('2031-05-01', '2031-05-31');
  const ids = { first: 0, second: 0, olderAct: 0, newerAct: 0 };

  beforeAll(async () => {
    w = await createReportWorld(t.db);
    admin = await reportUser(t.app, t.db, [KEY]);
    // Two invoices counted (1 000.10, part paid, and 250.25, paid) and one revoked; each in an act of its own.
    const first = await reportOrder(t.db, w, '2031-05-03 10:00', { number: `T-R-${w.tag}-B` });
    ids.first = first.id;
    const partPaid = await reportInvoice(t.db, first, { invoiceAmount: 1000.1, state: 'accepted' });
    await reportPayment(t.db, partPaid.id, '2031-05-04 10:00', { amount: 600.05 });
    await reportPayment(t.db, partPaid.id, '2031-05-04 11:00', {
      amount: 100,
      retractedAt: new Date(at('2031-05-04 12:00') * 1000),
    });
    const paid = await reportInvoice(t.db, first, { invoiceAmount: 250.25 });
    await reportPayment(t.db, paid.id, '2031-05-05 10:00', { amount: 250.25, method: 'terminal' });
    await reportInvoice(t.db, first, { invoiceAmount: 999, state: 'revoked' });
    ids.olderAct = (await reportAct(t.db, w.partnerId, '2031-05-10 12:00', 'ratified', [paid.id])).id;
    ids.newerAct = (await reportAct(t.db, w.partnerId, '2031-05-20 12:00', 'draft', [partPaid.id])).id;
    // The last evening of May in Moscow, nothing paid, no act.
    const second = await reportOrder(t.db, w, '2031-05-31 23:30', {
      number: `T-R-${w.tag}-A`,
      serviceId: TIRE_STORAGE,
    });
    ids.second = second.id;
    await reportInvoice(t.db, second, { invoiceAmount: 333.33, state: 'sent' });
    // Not listed: an order without invoices, and orders created outside May.
    await reportOrder(t.db, w, '2031-05-15 10:00');
    await reportInvoice(t.db, await reportOrder(t.db, w, '2031-06-01 00:00'), { invoiceAmount: 10 });
    await reportInvoice(t.db, await reportOrder(t.db, w, '2031-04-30 23:59'), { invoiceAmount: 20 });
    // Another partner's.
    const foreign = await reportOrder(t.db, w, '2031-05-07 10:00', {
      partnerId: w.otherPartnerId,
      officeId: w.otherOfficeId,
    });
    await reportInvoice(t.db, foreign, { invoiceAmount: 55.55, state: 'sent' });
  });

  it('answers the orders with invoices by order number, with billed, paid, owed, acts and totals by hand', async () => {
    const page = await report(t.app, admin, PATH, { ...may, partnerId: w.partnerId });
    expect(page.total).toBe(2);
    expect(page.items).toEqual([
      {
        orderId: ids.second,
        orderNumber: `T-R-${w.tag}-A`,
        orderDate: at('2031-05-31 23:30'),
        serviceName: 'Хранение шин',
        partnerName: `Партнёр отчётов ${w.tag}`,
        invoiceCount: 1,
        invoiceAmount: 333.33,
        paidSum: 0,
        unpaidSum: 333.33,
        reconciliationActId: null,
        reconciliationActIds: null,
        actState: null,
      },
      {
        orderId: ids.first,
        orderNumber: `T-R-${w.tag}-B`,
        orderDate: at('2031-05-03 10:00'),
        serviceName: 'Шиномонтаж',
        partnerName: `Партнёр отчётов ${w.tag}`,
        invoiceCount: 2,
        invoiceAmount: 1250.35,
        paidSum: 850.3,
        unpaidSum: 400.05,
        reconciliationActId: ids.newerAct,
        reconciliationActIds: `${ids.olderAct}, ${ids.newerAct}`,
        actState: 'Сформирован',
      },
    ]);
    expect(page.totals).toEqual({ invoiceCount: 3, invoiceAmount: 1583.68, paidSum: 850.3, unpaidSum: 733.38 });
  });

  it('sorts by another field and filters by service', async () => {
    const byPaid = await report(t.app, admin, PATH, {
      ...may,
      partnerId: w.partnerId,
      sortField: 'paidSum',
      sortOrder: 'DESC',
    });
    expect(byPaid.items.map((r) => r.orderId)).toEqual([ids.first, ids.second]);
    const storage = await report(t.app, admin, PATH, { ...may, partnerId: w.partnerId, serviceId: TIRE_STORAGE });
    expect(storage.items.map((r) => r.orderId)).toEqual([ids.second]);
    expect(storage.totals).toEqual({ invoiceCount: 1, invoiceAmount: 333.33, paidSum: 0, unpaidSum: 333.33 });
  });

  it('keeps a partner’s staff to their rows, answers 404 for another partner and 403 without the key', async () => {
    const staff = await reportUser(t.app, t.db, [KEY], w.otherPartnerId);
    const own = await report(t.app, staff, PATH, may);
    expect(own.items.map((r) => [r.invoiceAmount, r.unpaidSum])).toEqual([[55.55, 55.55]]);
    const crossed = await t.app.inject({
      method: 'POST',
      url: PATH,
      headers: { authorization: staff },
      payload: { ...may, partnerId: w.partnerId },
    });
    expect(crossed.statusCode).toBe(404);
    const none = await reportUser(t.app, t.db, []);
    const denied = await t.app.inject({ method: 'POST', url: PATH, headers: { authorization: none }, payload: may });
    expect(denied.statusCode).toBe(403);
  });
});
