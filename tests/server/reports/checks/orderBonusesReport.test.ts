import { beforeAll, describe, expect, it } from 'vitest';
import { openTestApp } from '../../buildTestApp';
import { at, createReportWorld, period, type ReportWorld, report, reportOrder, reportUser } from '../reportFixtures';
import { bonusOperation, expectTenantRule } from './checkFixtures';

// «Бонусы по заявкам» on June 2032: the orders whose invoices accrued or spent bonuses in the period, each with its
// sums, the newest operation first; manual operations (no order) stay out; the chart has every day of the period.

const PATH = '/v1/reports/orders/bonuses';
const KEY = 'reports.bonuses';

describe('order bonuses report', () => {
  const t = openTestApp();
  let w: ReportWorld;
  let admin = '';
  let first: { id: number; number: string };
  let second: { id: number; number: string };
  const june = period('2032-06-01', '2032-06-30');

  beforeAll(async () => {
    w = await createReportWorld(t.db);
    admin = await reportUser(t.app, t.db, [KEY]);
    first = await reportOrder(t.db, w, '2032-05-30 10:00');
    second = await reportOrder(t.db, w, '2032-06-02 10:00', { serviceId: 68 });
    const foreign = await reportOrder(t.db, w, '2032-06-02 10:00', { partnerId: w.otherPartnerId });
    await bonusOperation(t.db, w, '2032-06-01 09:00', 137, { orderId: first.id });
    await bonusOperation(t.db, w, '2032-06-03 18:00', -41, { orderId: first.id });
    await bonusOperation(t.db, w, '2032-06-02 12:00', 95, { orderId: second.id });
    // Outside: May, a manual accrual, another partner's.
    await bonusOperation(t.db, w, '2032-05-31 23:59', 1000, { orderId: first.id });
    await bonusOperation(t.db, w, '2032-06-05 10:00', 500);
    await bonusOperation(t.db, w, '2032-06-05 10:00', 70, { orderId: foreign.id, partnerId: w.otherPartnerId });
  });

  it('answers the orders with their bonuses, the newest operation first, and totals', async () => {
    const page = await report(t.app, admin, PATH, { ...june, partnerId: w.partnerId });
    expect(page.items.map((r) => [r.orderNumber, r.accrued, r.spent, r.operationsCount, r.lastOperationDate])).toEqual([
      [first.number, 137, 41, 2, at('2032-06-03 18:00')],
      [second.number, 95, 0, 1, at('2032-06-02 12:00')],
    ]);
    expect(page.items[0]).toMatchObject({ orderDate: at('2032-05-30 10:00'), partnerName: `Партнёр отчётов ${w.tag}` });
    expect(page.totals).toEqual({ accrued: 232, spent: 41, operationsCount: 3 });
    expect(page.series).toHaveLength(30);
    expect(page.series.filter((p) => p.accrued !== 0 || p.spent !== 0)).toEqual([
      { day: '2032-06-01', accrued: 137, spent: 0 },
      { day: '2032-06-02', accrued: 95, spent: 0 },
      { day: '2032-06-03', accrued: 0, spent: 41 },
    ]);
  });

  it('sorts by accrued and narrows to a service', async () => {
    const asc = await report(t.app, admin, PATH, { ...june, partnerId: w.partnerId, sortField: 'accrued' });
    expect(asc.items.map((r) => r.accrued)).toEqual([95, 137]);
    const storage = await report(t.app, admin, PATH, { ...june, partnerId: w.partnerId, serviceId: 68 });
    expect(storage.items.map((r) => r.orderNumber)).toEqual([second.number]);
  });

  it('keeps a partner’s staff to their rows', async () => {
    const staff = await reportUser(t.app, t.db, [KEY], w.otherPartnerId);
    const own = await report(t.app, staff, PATH, june);
    expect(own.items.map((r) => r.accrued)).toEqual([70]);
    await expectTenantRule(t.app, { staff, none: await reportUser(t.app, t.db, []) }, PATH, june, w);
  });
});
