import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../../src/server/orders/ordersSchema';
import { REF_VALUE_IDS } from '../../../../src/shared/referenceIds';
import { openTestApp } from '../../buildTestApp';
import { createReportWorld, dateOf, period, type ReportWorld, report, reportUser } from '../reportFixtures';
import { defectLines, fittingOrder, storageOrder, tyreClient, tyreOffice } from './tyreFixtures';

// «Шиномонтаж» on a fixture of its own (February 2033): per office, the tyre service orders of the period, done and
// cancelled, the defects found, the average check (paid cost ÷ paid count, none when nothing was paid) and the repeat
// clients, with totals by hand and the tenant rule.

const PATH = '/v1/reports/tyre_storage_quality/';
const KEY = 'reports.tyre.service';
const { orderStatusDone: DONE, orderStatusArchive: ARCHIVE, orderStatusCancelled: CANCELLED } = REF_VALUE_IDS;
const { defectNoneTyre: NONE_TYRE, defectNone: NONE } = REF_VALUE_IDS;

describe('tyre service quality report', () => {
  const t = openTestApp();
  let w: ReportWorld;
  let admin = '';
  let officeA = '';
  let officeB = '';
  let secondId = 0;
  const february = period('2033-02-01', '2033-02-28');

  beforeAll(async () => {
    w = await createReportWorld(t.db);
    admin = await reportUser(t.app, t.db, [KEY]);
    officeA = `Офис отчётов ${w.tag}`;
    officeB = `Шиномонтаж на Мира ${w.tag}`;
    secondId = (await tyreOffice(t.db, w.partnerId, officeB)).id;
    const [first, returning, stranger, fourth] = await Promise.all(
      ['Первов', 'Вторых', 'Третьяков', 'Четвертаков'].map((name) => tyreClient(t.db, `${name}${w.tag}`)),
    );
    // Earlier orders: the returning client came in December to this partner, the stranger to another partner.
    await fittingOrder(t.db, w, '2032-12-10 10:00', { clientId: returning.id });
    await fittingOrder(t.db, w, '2032-12-11 10:00', {
      clientId: stranger.id,
      partnerId: w.otherPartnerId,
      officeId: w.otherOfficeId,
    });
    // Office A in February: done and paid with defects found, archived and paid, cancelled (the first client's
    // second visit), in work and paid.
    const done = await fittingOrder(t.db, w, '2033-02-03 10:00', {
      clientId: first.id,
      statusRefValueId: DONE,
      isPaid: true,
      cost: 1234.56,
    });
    await defectLines(t.db, done.id, [[NONE_TYRE], [9031], [NONE_TYRE, 9032]]);
    await fittingOrder(t.db, w, '2033-02-04 11:00', {
      clientId: returning.id,
      statusRefValueId: ARCHIVE,
      isPaid: true,
      cost: 999.99,
    });
    const cancelled = await fittingOrder(t.db, w, '2033-02-10 12:00', {
      clientId: first.id,
      statusRefValueId: CANCELLED,
      cost: 500,
    });
    await defectLines(t.db, cancelled.id, [[NONE], [9034]]);
    await fittingOrder(t.db, w, '2033-02-27 23:00', { clientId: stranger.id, isPaid: true, cost: 100.01 });
    // Office B: done, never paid.
    await fittingOrder(t.db, w, '2033-02-15 09:00', {
      clientId: fourth.id,
      officeId: secondId,
      statusRefValueId: DONE,
      cost: 700,
    });
    // Not counted: March, a storage order, a deleted order, another partner's order.
    await fittingOrder(t.db, w, '2033-03-01 00:00', { isPaid: true, cost: 50 });
    await storageOrder(t.db, w, '2033-02-05 10:00', { tireCount: 4 }, { isPaid: true, cost: 40 });
    const deleted = await fittingOrder(t.db, w, '2033-02-06 10:00', { isPaid: true, cost: 30 });
    await t.db
      .update(orders)
      .set({ deletedDate: dateOf('2033-02-07 10:00') })
      .where(eq(orders.id, deleted.id));
    await fittingOrder(t.db, w, '2033-02-08 10:00', {
      partnerId: w.otherPartnerId,
      officeId: w.otherOfficeId,
      isPaid: true,
      cost: 5000,
    });
  });

  it('rates each office by hand, by office name, with totals and a chart', async () => {
    const page = await report(t.app, admin, PATH, { ...february, partnerId: w.partnerId });
    expect(page.items).toEqual([
      {
        officeId: w.officeId,
        officeName: officeA,
        ordersCount: 4,
        closedCount: 2,
        cancelledCount: 1,
        defectsCount: 3,
        paidCount: 3,
        paidSum: 2334.56,
        // 2 334,56 ÷ 3 = 778,1866…
        averageCheck: 778.19,
        repeatClients: 2,
      },
      {
        officeId: secondId,
        officeName: officeB,
        ordersCount: 1,
        closedCount: 1,
        cancelledCount: 0,
        defectsCount: 0,
        paidCount: 0,
        paidSum: 0,
        averageCheck: null,
        repeatClients: 0,
      },
    ]);
    expect(page.totals).toEqual({
      ordersCount: 5,
      closedCount: 3,
      cancelledCount: 1,
      defectsCount: 3,
      paidCount: 3,
      paidSum: 2334.56,
      averageCheck: 778.19,
      repeatClients: 2,
    });
    expect(page.series).toEqual([
      { officeName: officeA, ordersCount: 4, closedCount: 2, cancelledCount: 1, defectsCount: 3 },
      { officeName: officeB, ordersCount: 1, closedCount: 1, cancelledCount: 0, defectsCount: 0 },
    ]);
    const fewest = await report(t.app, admin, PATH, {
      ...february,
      partnerId: w.partnerId,
      sortField: 'ordersCount',
      sortOrder: 'ASC',
    });
    expect(fewest.items.map((r) => r.officeName)).toEqual([officeB, officeA]);
    const one = await report(t.app, admin, PATH, { ...february, officeId: secondId });
    expect(one.items.map((r) => r.officeName)).toEqual([officeB]);
    expect(one.totals.averageCheck).toBeNull();
  });

  it('keeps a partner’s staff to their offices, 404 for another partner, 403 without the key', async () => {
    const staff = await reportUser(t.app, t.db, [KEY], w.otherPartnerId);
    const own = await report(t.app, staff, PATH, february);
    expect(own.items.map((r) => [r.officeId, r.ordersCount, r.averageCheck])).toEqual([[w.otherOfficeId, 1, 5000]]);
    const post = (token: string, payload: object) =>
      t.app.inject({ method: 'POST', url: PATH, headers: { authorization: token }, payload });
    expect((await post(staff, { ...february, partnerId: w.partnerId })).statusCode).toBe(404);
    expect((await post(staff, { ...february, officeId: secondId })).statusCode).toBe(404);
    const none = await reportUser(t.app, t.db, []);
    expect((await post(none, february)).statusCode).toBe(403);
  });
});
