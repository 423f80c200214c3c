import { beforeAll, describe, expect, it } from 'vitest';
import { REF_VALUE_IDS } from '../../../../src/shared/referenceIds';
import { openTestApp } from '../../buildTestApp';
import { at, createReportWorld, dateOf, period, type ReportWorld, report, reportUser } from '../reportFixtures';
import { fittingOrder, historyLine, statusLine, storageOrder, tyreOffice } from './tyreFixtures';

// «Перевозки шин» on a fixture of its own (March 2033): the moves of storage orders' wheels read off their history
// (an office changed by a save, the storage done and the wheels handed back), and the wheels to deliver to clients,
// answered whole when asked unpaged; the tenant rule on both.

const TRANSFERS = '/v1/reports/wheels/transfers';
const DELIVERY = '/v1/reports/orders/wheels/delivery';
const KEY = 'reports.tyre.changes';
const { orderStatusNew: NEW, orderStatusInWork: IN_WORK, orderStatusDone: DONE } = REF_VALUE_IDS;

describe('wheel transfers and deliveries reports', () => {
  const t = openTestApp();
  let w: ReportWorld;
  let admin = '';
  let officeA = '';
  let storeId = 0;
  let clientFio = '';
  const march = period('2033-03-01', '2033-03-31');

  beforeAll(async () => {
    w = await createReportWorld(t.db);
    admin = await reportUser(t.app, t.db, [KEY]);
    officeA = `Офис отчётов ${w.tag}`;
    clientFio = `Отчётов${w.tag} Пётр`;
    storeId = (await tyreOffice(t.db, w.partnerId, `Склад Южный ${w.tag}`)).id;
    // Four tyres moved from A to the store on 2 March (with another change in the same save), then done and handed
    // back on 15 March; a price change and a status step that are no moves.
    const moved = await storageOrder(
      t.db,
      w,
      '2033-02-20 10:00',
      { tireCount: 4 },
      { officeId: storeId, statusRefValueId: DONE },
    );
    await historyLine(
      t.db,
      moved.id,
      '2033-03-02 10:00',
      'updated',
      `Офис: ${officeA} → Склад Южный ${w.tag}; Место хранения: — → Стеллаж A-1`,
      { officeFrom: w.officeId, officeTo: storeId },
    );
    await historyLine(t.db, moved.id, '2033-03-05 10:00', 'updated', 'Стоимость: — → 1 500,00');
    await statusLine(t.db, moved.id, '2033-03-10 10:00', NEW, IN_WORK);
    await statusLine(t.db, moved.id, '2033-03-15 18:45', IN_WORK, DONE);
    // Two tyres brought back from the store to A on 20 March (the office part last in the line); again in April.
    const back = await storageOrder(t.db, w, '2033-02-21 10:00', { tireCount: '2' });
    await historyLine(
      t.db,
      back.id,
      '2033-03-20 12:00',
      'updated',
      `Стоимость: 100,00 → 200,00; Офис: Склад Южный ${w.tag} → ${officeA}`,
      { officeFrom: storeId, officeTo: w.officeId },
    );
    await historyLine(t.db, back.id, '2033-04-01 00:00', 'updated', `Офис: ${officeA} → Склад Южный ${w.tag}`, {
      officeFrom: w.officeId,
      officeTo: storeId,
    });
    // A line that names an office in its text but carries no move (an old line, or a note) is no move.
    await historyLine(t.db, back.id, '2033-03-25 12:00', 'updated', `Офис: ${officeA} → Склад Южный ${w.tag}`);
    // A tyre fitting done in March is no storage; another partner's storage order handed back in March.
    const fitting = await fittingOrder(t.db, w, '2033-03-01 10:00', { statusRefValueId: DONE });
    await statusLine(t.db, fitting.id, '2033-03-03 10:00', IN_WORK, DONE);
    const foreign = await storageOrder(
      t.db,
      w,
      '2033-02-01 10:00',
      { tireCount: 6 },
      { partnerId: w.otherPartnerId, officeId: w.otherOfficeId, statusRefValueId: DONE },
    );
    await statusLine(t.db, foreign.id, '2033-03-09 10:00', IN_WORK, DONE);

    // Deliveries: two to bring back in March; cancelled, without an address, in April and a fitting are not.
    const address = { address: `Москва, ул. Ленина, д. 1 (${w.tag})` };
    await storageOrder(
      t.db,
      w,
      '2033-01-10 10:00',
      { tireCount: 4, diameter: 9185 },
      {
        ...address,
        plannedDate: dateOf('2033-03-12 14:00'),
      },
    );
    await storageOrder(
      t.db,
      w,
      '2033-01-11 10:00',
      { tireCount: '2', storagePlace: 'Стеллаж C-3' },
      {
        ...address,
        plannedDate: dateOf('2033-03-03 09:00'),
        statusRefValueId: DONE,
        isPaid: true,
      },
    );
    await storageOrder(
      t.db,
      w,
      '2033-01-12 10:00',
      { tireCount: 4 },
      {
        ...address,
        plannedDate: dateOf('2033-03-05 09:00'),
        statusRefValueId: REF_VALUE_IDS.orderStatusCancelled,
      },
    );
    await storageOrder(
      t.db,
      w,
      '2033-01-13 10:00',
      { tireCount: 4 },
      {
        address: '   ',
        plannedDate: dateOf('2033-03-06 09:00'),
      },
    );
    await storageOrder(
      t.db,
      w,
      '2033-01-14 10:00',
      { tireCount: 4 },
      { ...address, plannedDate: dateOf('2033-04-02 09:00') },
    );
    await fittingOrder(t.db, w, '2033-03-01 11:00', { ...address, plannedDate: dateOf('2033-03-07 09:00') });
    await storageOrder(
      t.db,
      w,
      '2033-01-15 10:00',
      { tireCount: 8 },
      {
        ...address,
        partnerId: w.otherPartnerId,
        officeId: w.otherOfficeId,
        plannedDate: dateOf('2033-03-08 09:00'),
      },
    );
  });

  it('lists the moves of the period in time order, with totals and a chart by kind', async () => {
    const page = await report(t.app, admin, TRANSFERS, { ...march, partnerId: w.partnerId });
    expect(page.items.map((r) => [r.date, r.moveKind, r.fromOffice, r.destination, r.tireCount])).toEqual([
      [at('2033-03-02 10:00'), 'Между офисами', officeA, `Склад Южный ${w.tag}`, 4],
      [at('2033-03-15 18:45'), 'Выдача клиенту', `Склад Южный ${w.tag}`, clientFio, 4],
      [at('2033-03-20 12:00'), 'Между офисами', `Склад Южный ${w.tag}`, officeA, 2],
    ]);
    expect(page.items[1]).toMatchObject({ clientFio, statusName: 'Выполнена' });
    expect(page.totals).toEqual({ tireCount: 10 });
    expect(page.series).toEqual([
      { day: '2033-03-02', betweenOffices: 1, toClients: 0 },
      { day: '2033-03-15', betweenOffices: 0, toClients: 1 },
      { day: '2033-03-20', betweenOffices: 1, toClients: 0 },
    ]);
    const newest = await report(t.app, admin, TRANSFERS, {
      ...march,
      partnerId: w.partnerId,
      sortField: 'date',
      sortOrder: 'DESC',
    });
    expect(newest.items.map((r) => r.date)).toEqual([
      at('2033-03-20 12:00'),
      at('2033-03-15 18:45'),
      at('2033-03-02 10:00'),
    ]);
    // The office filter is the order's office now.
    const store = await report(t.app, admin, TRANSFERS, { ...march, officeId: storeId });
    expect(store.items.map((r) => r.date)).toEqual([at('2033-03-02 10:00'), at('2033-03-15 18:45')]);
  });

  it('answers every delivery of the period at once when asked unpaged, soonest first', async () => {
    const request = { ...march, partnerId: w.partnerId, size: 1 };
    const paged = await report(t.app, admin, DELIVERY, request);
    expect(paged.items).toHaveLength(1);
    expect(paged.total).toBe(2);
    const all = await report(t.app, admin, `${DELIVERY}?paged=false&pageSize=100000`, request);
    expect(all.items.map((r) => [r.plannedDate, r.tireCount, r.statusName, r.isPaid])).toEqual([
      [at('2033-03-03 09:00'), 2, 'Выполнена', true],
      [at('2033-03-12 14:00'), 4, 'В работе', false],
    ]);
    expect(all.items[0]).toMatchObject({
      address: `Москва, ул. Ленина, д. 1 (${w.tag})`,
      storagePlace: 'Стеллаж C-3',
      clientFio,
    });
    expect(all.items[1]).toMatchObject({ diameter: 'R17', officeName: officeA });
    expect(all.totals).toEqual({ tireCount: 6 });
    const byCount = await report(t.app, admin, `${DELIVERY}?paged=false`, {
      ...request,
      sortField: 'tireCount',
      sortOrder: 'DESC',
    });
    expect(byCount.items.map((r) => r.tireCount)).toEqual([4, 2]);
  });

  it('keeps a partner’s staff to their rows, 404 for another partner, 403 without the key', async () => {
    const staff = await reportUser(t.app, t.db, [KEY], w.otherPartnerId);
    const moves = await report(t.app, staff, TRANSFERS, march);
    expect(moves.items.map((r) => [r.moveKind, r.tireCount])).toEqual([['Выдача клиенту', 6]]);
    const deliveries = await report(t.app, staff, `${DELIVERY}?paged=false&pageSize=100000`, march);
    expect(deliveries.items.map((r) => r.tireCount)).toEqual([8]);
    const post = (token: string, url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: { authorization: token }, payload });
    expect((await post(staff, TRANSFERS, { ...march, partnerId: w.partnerId })).statusCode).toBe(404);
    expect((await post(staff, DELIVERY, { ...march, officeId: storeId })).statusCode).toBe(404);
    const none = await reportUser(t.app, t.db, []);
    expect((await post(none, TRANSFERS, march)).statusCode).toBe(403);
    expect((await post(none, `${DELIVERY}?paged=false&pageSize=100000`, march)).statusCode).toBe(403);
  });
});
