import { beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, openTestApp } from '../../buildTestApp';
import {
  at,
  createReportWorld,
  dateOf,
  period,
  type ReportWorld,
  report,
  reportInvoice,
  reportOrder,
  reportUser,
} from '../reportFixtures';
import { clientPromo, expectTenantRule, promoUse } from './checkFixtures';

// «Статистика промоакций» on February 2032: the live uses of promos by day (a use taken off the invoice again is
// none), the discount and the invoices' amounts to the kopeck, the uses of one day newest first, and the tenant rule
// by the invoice's partner.

const DAYS = '/v1/reports/promo/check/date_range';
const DATE = '/v1/reports/promo/check/date';
const KEY = 'reports.promo.statistics';

describe('promo statistics report', () => {
  const t = openTestApp();
  let w: ReportWorld;
  let admin = '';
  let orderNumber = '';
  const february = period('2032-02-01', '2032-02-29');

  beforeAll(async () => {
    w = await createReportWorld(t.db);
    admin = await reportUser(t.app, t.db, [KEY]);
    const operator = await createTestUser(t.db, { lastName: 'Промов', firstName: 'Олег' });
    const granted = await clientPromo(t.db, w, 'Весенняя скидка');
    const order = await reportOrder(t.db, w, '2032-02-01 10:00');
    orderNumber = order.number;
    const invoice = (amount: number, promoDiscount: number) =>
      reportInvoice(t.db, order, {
        invoiceAmount: amount,
        promoDiscount,
        promoId: granted.promo.id,
        clientPromoId: granted.grant.id,
      });
    const a = await invoice(1234.56, 123.46);
    await promoUse(t.db, granted, a.id, '2032-02-03 09:15', 123.46, { userId: operator.id });
    const b = await invoice(999.99, 99.99);
    await promoUse(t.db, granted, b.id, '2032-02-03 18:20', 99.99);
    const c = await invoice(500.5, 50.05);
    await promoUse(t.db, granted, c.id, '2032-02-10 00:05', 50.05);
    // Taken off the invoice again, and a use of March: neither counts in February.
    const d = await invoice(700, 0);
    await promoUse(t.db, granted, d.id, '2032-02-03 10:00', 70, { releasedAt: dateOf('2032-02-03 10:05') });
    await promoUse(t.db, granted, c.id, '2032-03-01 00:00', 1);
    // Another partner's invoice the same day.
    const foreign = await reportOrder(t.db, w, '2032-02-01 10:00', {
      partnerId: w.otherPartnerId,
      officeId: w.otherOfficeId,
    });
    const e = await reportInvoice(t.db, foreign, { invoiceAmount: 321.12, promoDiscount: 32.11 });
    await promoUse(t.db, granted, e.id, '2032-02-03 11:00', 32.11);
  });

  it('answers the uses per day, newest day first, with totals to the kopeck', async () => {
    const page = await report(t.app, admin, DAYS, { ...february, partnerId: w.partnerId });
    expect(page.items).toEqual([
      { day: '2032-02-10', dayStart: at('2032-02-10 00:00'), usesCount: 1, discountSum: 50.05, invoiceSum: 500.5 },
      { day: '2032-02-03', dayStart: at('2032-02-03 00:00'), usesCount: 2, discountSum: 223.45, invoiceSum: 2234.55 },
    ]);
    expect(page.totals).toEqual({ usesCount: 3, discountSum: 273.5, invoiceSum: 2735.05 });
    expect(page.series).toHaveLength(29);
    expect(page.series[2]).toEqual({ day: '2032-02-03', usesCount: 2, discountSum: 223.45 });
    expect(page.series[3]).toEqual({ day: '2032-02-04', usesCount: 0, discountSum: 0 });
    const asc = await report(t.app, admin, DAYS, { ...february, partnerId: w.partnerId, sortField: 'day' });
    expect(asc.items.map((r) => r.day)).toEqual(['2032-02-03', '2032-02-10']);
  });

  it('opens the uses of one day, newest first', async () => {
    const day = { timezone: february.timezone, date: at('2032-02-03 00:00'), partnerId: w.partnerId };
    const page = await report(t.app, admin, DATE, day);
    expect(page.items.map((r) => [r.usageDate, r.invoiceAmount, r.promoDiscount])).toEqual([
      [at('2032-02-03 18:20'), 999.99, 99.99],
      [at('2032-02-03 09:15'), 1234.56, 123.46],
    ]);
    expect(page.items[1]).toMatchObject({
      promoName: `Весенняя скидка ${w.tag}`,
      clientFio: `Отчётов${w.tag} Пётр`,
      orderNumber,
      partnerName: `Партнёр отчётов ${w.tag}`,
      userFio: 'Промов Олег',
    });
    expect(page.totals).toEqual({ invoiceAmount: 2234.55, promoDiscount: 223.45 });
    const cheapest = await report(t.app, admin, DATE, { ...day, sortField: 'promoDiscount', sortOrder: 'ASC' });
    expect(cheapest.items.map((r) => r.promoDiscount)).toEqual([99.99, 123.46]);
  });

  it('keeps a partner’s staff to the uses on their invoices', async () => {
    const staff = await reportUser(t.app, t.db, [KEY], w.otherPartnerId);
    const none = await reportUser(t.app, t.db, []);
    const days = await report(t.app, staff, DAYS, february);
    expect(days.items).toEqual([
      { day: '2032-02-03', dayStart: at('2032-02-03 00:00'), usesCount: 1, discountSum: 32.11, invoiceSum: 321.12 },
    ]);
    const uses = await report(t.app, staff, DATE, { timezone: february.timezone, date: at('2032-02-03 00:00') });
    expect(uses.items.map((r) => r.promoDiscount)).toEqual([32.11]);
    await expectTenantRule(t.app, { staff, none }, DAYS, february, w);
  });
});
