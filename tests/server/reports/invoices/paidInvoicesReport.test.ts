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

// «Оплаченные счета» on a fixture of its own: which invoices count (paid or closed, the last counted payment in the
// period), the totals by hand, the seed's order (payment date, newest first), the chart by method, the search, the
// export read back, and the tenant rule.

const PATH = '/v1/reports/paid/invoices';
const KEY = 'reports.paid.invoice';

describe('paid invoices report', () => {
  const t = openTestApp();
  let w: ReportWorld;
  let admin = '';
  const march = period('2031-03-01', '2031-03-31');

  beforeAll(async () => {
    w = await createReportWorld(t.db);
    admin = await reportUser(t.app, t.db, [KEY]);
    const first = await reportOrder(t.db, w, '2031-02-20 09:00');
    const second = await reportOrder(t.db, w, '2031-03-01 12:00');
    const third = await reportOrder(t.db, w, '2031-03-02 12:00');
    // Paid in two parts, the last on 3 March: 1 200 − 100 − 50 = 1 050, cash and terminal.
    const a = await reportInvoice(t.db, first, { invoiceAmount: 1200, invoiceDiscount: 100, promoDiscount: 50 });
    await reportPayment(t.db, a.id, '2031-02-28 18:00', { amount: 500 });
    await reportPayment(t.db, a.id, '2031-03-03 10:00', { amount: 550, method: 'terminal', bonusSpent: 20 });
    // Closed, paid to the account and affirmed on 10 March.
    const b = await reportInvoice(t.db, second, { invoiceAmount: 333.33, state: 'closed' });
    await reportPayment(t.db, b.id, '2031-03-10 11:30', { amount: 333.33, method: 'account' });
    // Not counted: a retracted payment, an account payment never affirmed, an invoice not paid, and April.
    const c = await reportInvoice(t.db, third, { invoiceAmount: 999 });
    await reportPayment(t.db, c.id, '2031-03-05 10:00', {
      amount: 999,
      retractedAt: new Date(at('2031-03-05 11:00') * 1000),
    });
    const d = await reportInvoice(t.db, third, { invoiceAmount: 10 });
    await reportPayment(t.db, d.id, '2031-03-05 10:00', { amount: 10, method: 'account', affirmedAt: null });
    const e = await reportInvoice(t.db, third, { invoiceAmount: 20, state: 'awaitingPayment' });
    await reportPayment(t.db, e.id, '2031-03-06 10:00', { amount: 20 });
    const f = await reportInvoice(t.db, third, { invoiceAmount: 30 });
    await reportPayment(t.db, f.id, '2031-04-01 00:00', { amount: 30 });
    // Another partner's paid invoice in the same days.
    const foreign = await reportOrder(t.db, w, '2031-03-02 12:00', {
      partnerId: w.otherPartnerId,
      officeId: w.otherOfficeId,
    });
    const g = await reportInvoice(t.db, foreign, { invoiceAmount: 777 });
    await reportPayment(t.db, g.id, '2031-03-07 10:00', { amount: 777 });
  });

  it('answers the paid invoices of the period, newest payment first, with totals by hand', async () => {
    const page = await report(t.app, admin, PATH, { ...march, partnerId: w.partnerId });
    expect(page.total).toBe(2);
    expect(page.items.map((r) => [r.invoiceAmount, r.paymentDate])).toEqual([
      [333.33, at('2031-03-10 11:30')],
      [1200, at('2031-03-03 10:00')],
    ]);
    expect(page.items[1]).toMatchObject({
      invoiceDiscount: 100,
      promoDiscount: 50,
      totalAmount: 1050,
      paidAmount: 1050,
      bonusSpent: 20,
      paymentMethods: 'Наличные, Терминал',
      orderCreatedDate: at('2031-02-20 09:00'),
    });
    expect(page.totals).toEqual({
      invoiceAmount: 1533.33,
      invoiceDiscount: 100,
      promoDiscount: 50,
      totalAmount: 1383.33,
      paidAmount: 1383.33,
      bonusSpent: 20,
    });
    // The chart: each payment on its day and method (the February part is outside the period).
    expect(page.series).toEqual([
      { day: '2031-03-03', cash: 0, terminal: 550, account: 0 },
      { day: '2031-03-10', cash: 0, terminal: 0, account: 333.33 },
    ]);
  });

  it('sorts by another field, pages, and searches any field', async () => {
    const asc = await report(t.app, admin, PATH, {
      ...march,
      partnerId: w.partnerId,
      sortField: 'paidAmount',
      sortOrder: 'ASC',
      size: 1,
    });
    expect(asc.items.map((r) => r.paidAmount)).toEqual([333.33]);
    expect(asc.total).toBe(2);
    const second = await report(t.app, admin, PATH, {
      ...march,
      partnerId: w.partnerId,
      sortField: 'paidAmount',
      offset: 1,
      size: 1,
    });
    expect(second.items.map((r) => r.paidAmount)).toEqual([1050]);
    const found = await report(t.app, admin, PATH, { ...march, partnerId: w.partnerId, search: 'терминал' });
    expect(found.items.map((r) => r.paidAmount)).toEqual([1050]);
    expect(found.totals.paidAmount).toBe(1050);
  });

  it('refuses a bad sort field and a reversed period with Russian messages', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: PATH,
      headers: { authorization: admin },
      payload: { ...march, sortField: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual({ sortField: 'Недопустимое поле сортировки' });
    const reversed = await t.app.inject({
      method: 'POST',
      url: PATH,
      headers: { authorization: admin },
      payload: { dateFrom: march.dateTo, dateTo: march.dateFrom },
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().details).toMatchObject({ dateFrom: 'Дата начала периода позже даты окончания' });
  });

  it('keeps a partner’s staff to their rows and answers 404 for another partner', async () => {
    const staff = await reportUser(t.app, t.db, [KEY], w.otherPartnerId);
    const own = await report(t.app, staff, PATH, march);
    expect(own.items.map((r) => r.paidAmount)).toEqual([777]);
    const crossed = await t.app.inject({
      method: 'POST',
      url: PATH,
      headers: { authorization: staff },
      payload: { ...march, partnerId: w.partnerId },
    });
    expect(crossed.statusCode).toBe(404);
    const office = await t.app.inject({
      method: 'POST',
      url: PATH,
      headers: { authorization: staff },
      payload: { ...march, officeId: w.officeId },
    });
    expect(office.statusCode).toBe(404);
    const none = await reportUser(t.app, t.db, []);
    expect(
      (await t.app.inject({ method: 'POST', url: PATH, headers: { authorization: none }, payload: march })).statusCode,
    ).toBe(403);
  });

  it('exports the visible columns as CSV and Excel, read back', async () => {
    const columns = [
      { id: 'invoiceAmount', header: 'Сумма счёта' },
      { id: 'paymentDate', header: 'Дата оплаты' },
    ];
    const request = { ...march, partnerId: w.partnerId };
    const csv = await t.app.inject({
      method: 'POST',
      url: `${PATH}/export`,
      headers: { authorization: admin },
      payload: { format: 'csv', request, columns },
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['x-total-rows']).toBe('2');
    expect(csv.body).toBe('\uFEFFСумма счёта;Дата оплаты\r\n333,33;10.03.2031 11:30\r\n1200,00;03.03.2031 10:00\r\n');
    const xlsx = await t.app.inject({
      method: 'POST',
      url: `${PATH}/export`,
      headers: { authorization: admin },
      payload: { format: 'xlsx', request, columns },
    });
    expect(xlsx.statusCode).toBe(200);
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, 'Сумма счёта', 'Дата оплаты']);
    expect(sheet.getRow(2).getCell(1).value).toBe(333.33);
    expect(sheet.getRow(3).getCell(2).value).toEqual(new Date(Date.UTC(2031, 2, 3, 10, 0)));
    expect(sheet.rowCount).toBe(3);
    const unknown = await t.app.inject({
      method: 'POST',
      url: `${PATH}/export`,
      headers: { authorization: admin },
      payload: { format: 'csv', request, columns: [{ id: 'secret', header: 'x' }] },
    });
    expect(unknown.statusCode).toBe(400);
  });
});
