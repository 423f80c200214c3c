import { beforeAll, describe, expect, it } from 'vitest';
import { REF_VALUE_IDS } from '../../../../src/shared/referenceIds';
import { openTestApp } from '../../buildTestApp';
import { at, createReportWorld, period, type ReportWorld, report, reportUser } from '../reportFixtures';
import { anotherClient, bonusOperation, expectTenantRule, reportStatus } from './checkFixtures';

// «Статистика бонусов» on January 2032: the ledger by day in Moscow days (an operation at 23:30 stays on its day,
// one at 00:10 goes to the next), accrued and spent apart, the clients counted once a day, the dense chart, the
// operations of one day newest first, and the tenant rule (a manual operation has no partner: platform only).

const DAYS = '/v1/reports/bonus/check/date_range';
const DATE = '/v1/reports/bonus/check/date';
const KEY = 'reports.bonus.statistics';

describe('bonus statistics report', () => {
  const t = openTestApp();
  let w: ReportWorld;
  let admin = '';
  const january = period('2032-01-01', '2032-01-31');

  beforeAll(async () => {
    w = await createReportWorld(t.db);
    admin = await reportUser(t.app, t.db, [KEY]);
    const second = await anotherClient(t.db, w);
    await bonusOperation(t.db, w, '2032-01-05 10:00', 150, {
      operationTypeRefValueId: REF_VALUE_IDS.bonusCredit,
      orderNumber: `Z-${w.tag}`,
      invoiceNumber: `Z-${w.tag}/1`,
      serviceName: 'Шиномонтаж',
      partnerLegalName: 'ООО Колесо',
    });
    await bonusOperation(t.db, w, '2032-01-05 15:45', -5, { clientId: second.id });
    await bonusOperation(t.db, w, '2032-01-05 23:30', -37, { operationTypeRefValueId: REF_VALUE_IDS.bonusWriteOff });
    await bonusOperation(t.db, w, '2032-01-06 00:10', 333, { clientId: second.id });
    await bonusOperation(t.db, w, '2032-01-20 12:00', -1001);
    await bonusOperation(t.db, w, '2032-01-20 12:01', 17);
    // The platform's manual operation, another partner's, and the edges of the period.
    await bonusOperation(t.db, w, '2032-01-05 11:00', 500, { partnerId: null, comment: 'Ручное начисление' });
    await bonusOperation(t.db, w, '2032-01-05 12:00', 70, { partnerId: w.otherPartnerId });
    await bonusOperation(t.db, w, '2031-12-31 23:59', 8);
    await bonusOperation(t.db, w, '2032-02-01 00:00', 9);
  });

  it('answers one row per day of the partner’s operations, newest day first, with totals', async () => {
    const page = await report(t.app, admin, DAYS, { ...january, partnerId: w.partnerId });
    expect(page.items).toEqual([
      {
        day: '2032-01-20',
        dayStart: at('2032-01-20 00:00'),
        accrued: 17,
        spent: 1001,
        operationsCount: 2,
        clientsCount: 1,
      },
      {
        day: '2032-01-06',
        dayStart: at('2032-01-06 00:00'),
        accrued: 333,
        spent: 0,
        operationsCount: 1,
        clientsCount: 1,
      },
      {
        day: '2032-01-05',
        dayStart: at('2032-01-05 00:00'),
        accrued: 150,
        spent: 42,
        operationsCount: 3,
        clientsCount: 2,
      },
    ]);
    expect(page.total).toBe(3);
    expect(page.totals).toEqual({ accrued: 500, spent: 1043, operationsCount: 6 });
    // The chart: every day of January, the quiet ones at zero.
    expect(page.series).toHaveLength(31);
    expect(page.series[0]).toEqual({ day: '2032-01-01', accrued: 0, spent: 0 });
    expect(page.series[4]).toEqual({ day: '2032-01-05', accrued: 150, spent: 42 });
    expect(page.series[30]).toEqual({ day: '2032-01-31', accrued: 0, spent: 0 });
  });

  it('sorts the days by another field', async () => {
    const page = await report(t.app, admin, DAYS, {
      ...january,
      partnerId: w.partnerId,
      sortField: 'spent',
      sortOrder: 'ASC',
    });
    expect(page.items.map((r) => r.spent)).toEqual([0, 42, 1001]);
  });

  it('shows the platform’s staff every operation, the manual ones too', async () => {
    const page = await report(t.app, admin, DAYS, january);
    expect(page.items.find((r) => r.day === '2032-01-05')).toMatchObject({
      accrued: 720,
      spent: 42,
      operationsCount: 5,
      clientsCount: 2,
    });
    expect(page.totals).toEqual({ accrued: 1070, spent: 1043, operationsCount: 8 });
  });

  it('opens the operations of one day, newest first', async () => {
    const day = { timezone: january.timezone, date: at('2032-01-05 00:00'), partnerId: w.partnerId };
    const page = await report(t.app, admin, DATE, day);
    expect(page.items.map((r) => [r.operationDate, r.bonus])).toEqual([
      [at('2032-01-05 23:30'), -37],
      [at('2032-01-05 15:45'), -5],
      [at('2032-01-05 10:00'), 150],
    ]);
    expect(page.items[2]).toMatchObject({
      clientFio: `Отчётов${w.tag} Пётр`,
      operationTypeName: 'Начисление',
      orderNumber: `Z-${w.tag}`,
      invoiceNumber: `Z-${w.tag}/1`,
      serviceName: 'Шиномонтаж',
      partnerName: `Партнёр отчётов ${w.tag}`,
      partnerLegalName: 'ООО Колесо',
      comment: null,
    });
    expect(page.items[0].operationTypeName).toBe('Списание');
    expect(page.totals).toEqual({ bonus: 108 });
    const bySum = await report(t.app, admin, DATE, { ...day, sortField: 'bonus', sortOrder: 'ASC' });
    expect(bySum.items.map((r) => r.bonus)).toEqual([-37, -5, 150]);
    // Any moment of the day opens the same day.
    const noon = await report(t.app, admin, DATE, { ...day, date: at('2032-01-05 12:34') });
    expect(noon.total).toBe(3);
    const missing = await t.app.inject({
      method: 'POST',
      url: DATE,
      headers: { authorization: admin },
      payload: { partnerId: w.partnerId },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual({ date: 'Укажите день отчёта' });
  });

  it('keeps a partner’s staff to their operations', async () => {
    const staff = await reportUser(t.app, t.db, [KEY], w.otherPartnerId);
    const none = await reportUser(t.app, t.db, []);
    const days = await report(t.app, staff, DAYS, january);
    expect(days.items).toEqual([
      {
        day: '2032-01-05',
        dayStart: at('2032-01-05 00:00'),
        accrued: 70,
        spent: 0,
        operationsCount: 1,
        clientsCount: 1,
      },
    ]);
    const ops = await report(t.app, staff, DATE, { timezone: january.timezone, date: at('2032-01-05 00:00') });
    expect(ops.items.map((r) => r.bonus)).toEqual([70]);
    await expectTenantRule(t.app, { staff, none }, DAYS, january, w);
    expect(await reportStatus(t.app, none, DATE, { date: at('2032-01-05 00:00') })).toBe(403);
  });
});
