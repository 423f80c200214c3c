import { beforeAll, describe, expect, it } from 'vitest';
import { openTestApp } from '../../buildTestApp';
import { at, createReportWorld, period, type ReportWorld, report, reportUser } from '../reportFixtures';
import { paidFine } from './a3Fixtures';

// «Оплаченные штрафы» on fines of its own paid in June 2034: the period's bounds, the totals by hand in kopecks, the
// seed's order (payment date, newest first) and another, the chart per day, and the platform-only rule.

const PATH = '/v1/a3service/payments/find';
const KEY = 'reports.a3paidfine';

describe('paid fines report', () => {
  const t = openTestApp();
  let w: ReportWorld;
  let admin = '';
  let uin = '';
  const june = period('2034-06-01', '2034-06-30');

  beforeAll(async () => {
    w = await createReportWorld(t.db);
    admin = await reportUser(t.app, t.db, [KEY]);
    await paidFine(t.db, '2034-06-01 00:00', {
      clientId: w.clientId,
      fineAmount: 1500,
      paidAmount: 750,
      commission: 29,
      withDiscount: true,
      decreeDate: new Date(at('2034-05-25 14:00') * 1000),
    });
    uin = (
      await paidFine(t.db, '2034-06-15 13:45', {
        fineAmount: 5000,
        paidAmount: 5000,
        commission: 115.05,
        status: 'refunded',
      })
    ).uin;
    await paidFine(t.db, '2034-06-30 23:59', {
      fineAmount: 800,
      paidAmount: 400,
      commission: 29.99,
      withDiscount: true,
    });
    await paidFine(t.db, '2034-07-01 00:00');
    await paidFine(t.db, '2034-05-31 23:59');
  });

  it('answers the fines paid in the period, newest first, with totals and the chart by hand', async () => {
    const page = await report(t.app, admin, PATH, june);
    expect(page.total).toBe(3);
    expect(
      page.items.map((r) => [r.paidDate, r.fineAmount, r.paidAmount, r.commission, r.withDiscount, r.status]),
    ).toEqual([
      [at('2034-06-30 23:59'), 800, 400, 29.99, true, 'Оплачен'],
      [at('2034-06-15 13:45'), 5000, 5000, 115.05, false, 'Возвращён'],
      [at('2034-06-01 00:00'), 1500, 750, 29, true, 'Оплачен'],
    ]);
    expect(page.items[2]).toMatchObject({
      clientFio: `Отчётов${w.tag} Пётр`,
      decreeDate: at('2034-05-25 14:00'),
    });
    expect(page.items[1]).toMatchObject({ uin, decreeNumber: uin, clientFio: null, phone: null });
    expect(page.totals).toEqual({ fineAmount: 7300, paidAmount: 6150, commission: 174.04 });
    expect(page.series).toEqual([
      { day: '2034-06-01', paidAmount: 750, commission: 29 },
      { day: '2034-06-15', paidAmount: 5000, commission: 115.05 },
      { day: '2034-06-30', paidAmount: 400, commission: 29.99 },
    ]);
  });

  it('sorts by another field and searches the УИН', async () => {
    const cheapest = await report(t.app, admin, PATH, { ...june, sortField: 'paidAmount', sortOrder: 'ASC' });
    expect(cheapest.items.map((r) => r.paidAmount)).toEqual([400, 750, 5000]);
    const found = await report(t.app, admin, PATH, { ...june, search: uin });
    expect(found.items.map((r) => r.uin)).toEqual([uin]);
    expect(found.totals).toEqual({ fineAmount: 5000, paidAmount: 5000, commission: 115.05 });
  });

  it('is the platform’s: a partner’s staff get 403 even with the key, and so does a user without it', async () => {
    const staff = await reportUser(t.app, t.db, [KEY], w.partnerId);
    const none = await reportUser(t.app, t.db, []);
    for (const token of [staff, none]) {
      const denied = await t.app.inject({
        method: 'POST',
        url: PATH,
        headers: { authorization: token },
        payload: june,
      });
      expect(denied.statusCode).toBe(403);
      const exported = await t.app.inject({
        method: 'POST',
        url: `${PATH}/export`,
        headers: { authorization: token },
        payload: { format: 'csv', request: june, columns: [{ id: 'uin', header: 'УИН' }] },
      });
      expect(exported.statusCode).toBe(403);
    }
  });
});
