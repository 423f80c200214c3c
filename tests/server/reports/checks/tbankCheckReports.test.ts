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
import { expectTenantRule } from './checkFixtures';

// «Чеки Т-Банка» on March 2032: the clients' terminal payments by day (cash, the account and the refund's own
// expense line are no receipts of the terminal), a retracted payment counted apart as a refund on its payment's day,
// the receipts of one day newest first, the office filter and the tenant rule by the invoice's partner.

const DAYS = '/v1/reports/t_bank/check/date_range';
const DATE = '/v1/reports/t_bank/check/date';
const KEY = 'reports.tbank.check';

describe('bank receipts report', () => {
  const t = openTestApp();
  let w: ReportWorld;
  let admin = '';
  let refundedId = 0;
  const march = period('2032-03-01', '2032-03-31');

  beforeAll(async () => {
    w = await createReportWorld(t.db);
    admin = await reportUser(t.app, t.db, [KEY]);
    const order = await reportOrder(t.db, w, '2032-03-01 10:00');
    const a = await reportInvoice(t.db, order, { invoiceAmount: 1833.58 });
    await reportPayment(t.db, a.id, '2032-03-02 09:00', { method: 'terminal', amount: 1500.25 });
    await reportPayment(t.db, a.id, '2032-03-02 21:40', { method: 'terminal', amount: 333.33 });
    const b = await reportInvoice(t.db, order, { invoiceAmount: 777.77, state: 'awaitingPayment' });
    const refunded = await reportPayment(t.db, b.id, '2032-03-02 12:00', {
      method: 'terminal',
      amount: 777.77,
      retractedAt: dateOf('2032-03-04 10:00'),
    });
    refundedId = refunded.id;
    await reportPayment(t.db, b.id, '2032-03-04 10:00', { method: 'terminal', amount: 777.77, operation: 'expense' });
    await reportPayment(t.db, b.id, '2032-03-02 13:00', { method: 'cash', amount: 999 });
    await reportPayment(t.db, b.id, '2032-03-02 14:00', { method: 'account', amount: 888 });
    const c = await reportInvoice(t.db, order, { invoiceAmount: 45.67 });
    await reportPayment(t.db, c.id, '2032-03-15 00:00', { method: 'terminal', amount: 45.67 });
    await reportPayment(t.db, c.id, '2032-04-01 00:00', { method: 'terminal', amount: 10 });
    const foreign = await reportOrder(t.db, w, '2032-03-01 10:00', {
      partnerId: w.otherPartnerId,
      officeId: w.otherOfficeId,
    });
    const e = await reportInvoice(t.db, foreign, { invoiceAmount: 250.5 });
    await reportPayment(t.db, e.id, '2032-03-02 10:00', { method: 'terminal', amount: 250.5 });
  });

  it('answers the receipts per day with the refunds apart, and totals', async () => {
    const page = await report(t.app, admin, DAYS, { ...march, partnerId: w.partnerId });
    expect(page.items).toEqual([
      {
        day: '2032-03-15',
        dayStart: at('2032-03-15 00:00'),
        paymentsCount: 1,
        paymentsSum: 45.67,
        refundsCount: 0,
        refundsSum: 0,
      },
      {
        day: '2032-03-02',
        dayStart: at('2032-03-02 00:00'),
        paymentsCount: 2,
        paymentsSum: 1833.58,
        refundsCount: 1,
        refundsSum: 777.77,
      },
    ]);
    expect(page.totals).toEqual({ paymentsCount: 3, paymentsSum: 1879.25, refundsCount: 1, refundsSum: 777.77 });
    expect(page.series).toHaveLength(31);
    expect(page.series[1]).toEqual({ day: '2032-03-02', paymentsSum: 1833.58, refundsSum: 777.77 });
    const bySum = await report(t.app, admin, DAYS, { ...march, partnerId: w.partnerId, sortField: 'paymentsSum' });
    expect(bySum.items.map((r) => r.day)).toEqual(['2032-03-15', '2032-03-02']);
  });

  it('opens the receipts of one day, newest first, the refunded one marked', async () => {
    const day = { timezone: march.timezone, date: at('2032-03-02 00:00'), partnerId: w.partnerId };
    const page = await report(t.app, admin, DATE, day);
    expect(page.items.map((r) => [r.date, r.amount, r.retracted])).toEqual([
      [at('2032-03-02 21:40'), 333.33, false],
      [at('2032-03-02 12:00'), 777.77, true],
      [at('2032-03-02 09:00'), 1500.25, false],
    ]);
    expect(page.items[1]).toMatchObject({
      paymentId: refundedId,
      retractedDate: at('2032-03-04 10:00'),
      partnerName: `Партнёр отчётов ${w.tag}`,
      officeName: `Офис отчётов ${w.tag}`,
    });
    expect(page.items[0].retractedDate).toBeNull();
    // The day's money: what the refunded receipt took was given back.
    expect(page.totals).toEqual({ amount: 1833.58 });
    const byAmount = await report(t.app, admin, DATE, { ...day, sortField: 'amount', sortOrder: 'ASC' });
    expect(byAmount.items.map((r) => r.amount)).toEqual([333.33, 777.77, 1500.25]);
  });

  it('narrows to an office, and keeps a partner’s staff to their receipts', async () => {
    const office = await report(t.app, admin, DAYS, { ...march, officeId: w.otherOfficeId });
    expect(office.items.map((r) => [r.day, r.paymentsSum])).toEqual([['2032-03-02', 250.5]]);
    const staff = await reportUser(t.app, t.db, [KEY], w.otherPartnerId);
    const none = await reportUser(t.app, t.db, []);
    const days = await report(t.app, staff, DAYS, march);
    expect(days.items.map((r) => [r.day, r.paymentsCount, r.paymentsSum])).toEqual([['2032-03-02', 1, 250.5]]);
    const receipts = await report(t.app, staff, DATE, { timezone: march.timezone, date: at('2032-03-02 00:00') });
    expect(receipts.items.map((r) => r.amount)).toEqual([250.5]);
    await expectTenantRule(t.app, { staff, none }, DAYS, march, w);
  });
});
