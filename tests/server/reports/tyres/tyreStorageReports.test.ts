import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../../src/server/orders/ordersSchema';
import { REF_VALUE_IDS } from '../../../../src/shared/referenceIds';
import { openTestApp } from '../../buildTestApp';
import { at, createReportWorld, dateOf, period, type ReportWorld, report, reportUser } from '../reportFixtures';
import { fittingOrder, statusLine, storageOrder, tyreOffice } from './tyreFixtures';

// «Хранение колёс» on a fixture of its own (January 2033): the storage orders of the period oldest first, the offices
// with what they took in and what they held at the period's end, and one office's days, in Moscow and in another zone;
// the tenant rule on all three.

const LIST = '/v1/reports/tyre_storage/';
const OFFICES = '/v1/reports/tyre_storage/office';
const DATES = '/v1/reports/tyre_storage/date';
const KEY = 'reports.wheels.storage';
const { orderStatusInWork: IN_WORK, orderStatusNew: NEW, orderStatusDone: DONE } = REF_VALUE_IDS;

describe('tyre storage reports', () => {
  const t = openTestApp();
  let w: ReportWorld;
  let admin = '';
  let officeA = '';
  let officeB = '';
  let storeId = 0;
  const january = period('2033-01-01', '2033-01-31');

  beforeAll(async () => {
    w = await createReportWorld(t.db);
    admin = await reportUser(t.app, t.db, [KEY]);
    officeA = `Офис отчётов ${w.tag}`;
    officeB = `Склад шин ${w.tag}`;
    const store = await tyreOffice(t.db, w.partnerId, officeB);
    storeId = store.id;
    // Taken in before the period and still open: held at its end.
    await storageOrder(t.db, w, '2032-12-20 10:00', { tireCount: 4 });
    // January, office A: no count given, new; four R16 tyres, paid; two typed as text, done on 20 January.
    await storageOrder(t.db, w, '2033-01-03 08:00', {}, { statusRefValueId: NEW });
    await storageOrder(
      t.db,
      w,
      '2033-01-05 09:15',
      { tireCount: 4, diameter: 9184, storagePlace: 'Стеллаж A-12' },
      { isPaid: true, storedObjectRefValueId: REF_VALUE_IDS.storedTyres },
    );
    const released = await storageOrder(t.db, w, '2033-01-05 23:30', { tireCount: '2' }, { statusRefValueId: DONE });
    await statusLine(t.db, released.id, '2033-01-20 12:00', IN_WORK, DONE);
    // January, office B: a paid set of three, done only on 3 February: held at the period's end.
    const late = await storageOrder(
      t.db,
      w,
      '2033-01-10 12:00',
      { tireCount: 3 },
      { officeId: storeId, isPaid: true, storedObjectRefValueId: REF_VALUE_IDS.storedWheelSet, statusRefValueId: DONE },
    );
    await statusLine(t.db, late.id, '2033-01-10 12:05', REF_VALUE_IDS.orderStatusCancelled, IN_WORK);
    await statusLine(t.db, late.id, '2033-02-03 09:00', IN_WORK, DONE);
    // Cancelled in November with no status line: released at its last change.
    await storageOrder(
      t.db,
      w,
      '2032-11-01 10:00',
      { tireCount: 4 },
      {
        officeId: storeId,
        statusRefValueId: REF_VALUE_IDS.orderStatusCancelled,
        updatedAt: dateOf('2032-11-02 10:00'),
      },
    );
    // Not counted: February, a tyre fitting, a deleted order.
    await storageOrder(t.db, w, '2033-02-01 00:30', { tireCount: 4 });
    await fittingOrder(t.db, w, '2033-01-06 10:00');
    const deleted = await storageOrder(t.db, w, '2033-01-07 10:00', { tireCount: 8 });
    await t.db
      .update(orders)
      .set({ deletedDate: dateOf('2033-01-08 10:00') })
      .where(eq(orders.id, deleted.id));
    // Another partner's storage order in the same month.
    await storageOrder(
      t.db,
      w,
      '2033-01-15 10:00',
      { tireCount: 6 },
      { partnerId: w.otherPartnerId, officeId: w.otherOfficeId },
    );
  });

  it('lists the storage orders of the period, oldest first, with their tyres and totals', async () => {
    const page = await report(t.app, admin, LIST, { ...january, partnerId: w.partnerId });
    expect(page.total).toBe(4);
    expect(page.items.map((r) => [r.createdDate, r.officeName, r.tireCount, r.isPaid])).toEqual([
      [at('2033-01-03 08:00'), officeA, null, false],
      [at('2033-01-05 09:15'), officeA, 4, true],
      [at('2033-01-05 23:30'), officeA, 2, false],
      [at('2033-01-10 12:00'), officeB, 3, true],
    ]);
    expect(page.items[1]).toMatchObject({
      clientFio: `Отчётов${w.tag} Пётр`,
      partnerName: `Партнёр отчётов ${w.tag}`,
      storedObject: 'Шины',
      diameter: 'R16',
      storagePlace: 'Стеллаж A-12',
      statusName: 'В работе',
    });
    expect(page.items[0].statusName).toBe('Новая');
    expect(page.totals).toEqual({ tireCount: 9, isPaid: 2 });
    const found = await report(t.app, admin, LIST, { ...january, partnerId: w.partnerId, search: 'комплект' });
    expect(found.items.map((r) => r.tireCount)).toEqual([3]);
    const desc = await report(t.app, admin, LIST, {
      ...january,
      partnerId: w.partnerId,
      sortField: 'tireCount',
      sortOrder: 'DESC',
    });
    expect(desc.items.map((r) => r.tireCount)).toEqual([4, 3, 2, null]);
  });

  it('sums each office: taken in during the period, and held at its end', async () => {
    const page = await report(t.app, admin, OFFICES, { ...january, partnerId: w.partnerId });
    expect(page.items).toEqual([
      {
        officeId: w.officeId,
        officeName: officeA,
        ordersCount: 3,
        tireCount: 6,
        paidCount: 1,
        storedOrdersCount: 3,
        storedTireCount: 8,
      },
      {
        officeId: storeId,
        officeName: officeB,
        ordersCount: 1,
        tireCount: 3,
        paidCount: 1,
        storedOrdersCount: 1,
        storedTireCount: 3,
      },
    ]);
    expect(page.totals).toEqual({
      ordersCount: 4,
      tireCount: 9,
      paidCount: 2,
      storedOrdersCount: 4,
      storedTireCount: 11,
    });
    expect(page.series).toEqual([
      { officeName: officeA, storedTireCount: 8, tireCount: 6 },
      { officeName: officeB, storedTireCount: 3, tireCount: 3 },
    ]);
    const fewest = await report(t.app, admin, OFFICES, {
      ...january,
      partnerId: w.partnerId,
      sortField: 'storedTireCount',
      sortOrder: 'ASC',
    });
    expect(fewest.items.map((r) => r.officeName)).toEqual([officeB, officeA]);
    // Mid-January, the order done on the 20th still held its two tyres.
    const firstHalf = await report(t.app, admin, OFFICES, {
      ...period('2033-01-01', '2033-01-15'),
      officeId: w.officeId,
    });
    expect(firstHalf.items.map((r) => [r.ordersCount, r.storedOrdersCount, r.storedTireCount])).toEqual([[3, 4, 10]]);
  });

  it('opens one office’s days, oldest first, in the user’s zone', async () => {
    const page = await report(t.app, admin, DATES, { ...january, officeId: w.officeId });
    expect(page.items).toEqual([
      { orderDate: '2033-01-03', dayStart: at('2033-01-03 00:00'), ordersCount: 1, tireCount: 0, paidCount: 0 },
      { orderDate: '2033-01-05', dayStart: at('2033-01-05 00:00'), ordersCount: 2, tireCount: 6, paidCount: 1 },
    ]);
    expect(page.totals).toEqual({ ordersCount: 3, tireCount: 6, paidCount: 1 });
    expect(page.series).toEqual([
      { day: '2033-01-03', ordersCount: 1, tireCount: 0 },
      { day: '2033-01-05', ordersCount: 2, tireCount: 6 },
    ]);
    // In Vladivostok (UTC+10) the order of 23:30 Moscow time falls on the 6th.
    const east = await report(t.app, admin, DATES, {
      ...january,
      timezone: 'Asia/Vladivostok',
      officeId: w.officeId,
      sortOrder: 'DESC',
      sortField: 'orderDate',
    });
    expect(east.items.map((r) => [r.orderDate, r.tireCount])).toEqual([
      ['2033-01-06', 2],
      ['2033-01-05', 4],
      ['2033-01-03', 0],
    ]);
    const none = await t.app.inject({
      method: 'POST',
      url: DATES,
      headers: { authorization: admin },
      payload: january,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().details).toEqual({ officeId: 'Выберите офис' });
  });

  it('keeps a partner’s staff to their rows and answers 404 for another partner or office, 403 without the key', async () => {
    const staff = await reportUser(t.app, t.db, [KEY], w.otherPartnerId);
    const own = await report(t.app, staff, LIST, january);
    expect(own.items.map((r) => r.tireCount)).toEqual([6]);
    const offices = await report(t.app, staff, OFFICES, january);
    expect(offices.items.map((r) => [r.officeId, r.tireCount])).toEqual([[w.otherOfficeId, 6]]);
    const post = (token: string, url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: { authorization: token }, payload });
    expect((await post(staff, LIST, { ...january, partnerId: w.partnerId })).statusCode).toBe(404);
    expect((await post(staff, OFFICES, { ...january, partnerId: w.partnerId })).statusCode).toBe(404);
    expect((await post(staff, DATES, { ...january, officeId: w.officeId })).statusCode).toBe(404);
    const none = await reportUser(t.app, t.db, []);
    for (const url of [LIST, OFFICES, DATES]) {
      expect((await post(none, url, { ...january, officeId: w.officeId })).statusCode).toBe(403);
    }
  });
});
