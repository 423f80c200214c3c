import { beforeAll, describe, expect, it } from 'vitest';
import { offices } from '../../../../src/server/db/schema';
import { orderRefusals } from '../../../../src/server/evacuation/evacuationSchema';
import { REF_VALUE_IDS } from '../../../../src/shared/referenceIds';
import { createTestUser, openTestApp } from '../../buildTestApp';
import { expectTenantRule } from '../checks/checkFixtures';
import {
  at,
  createReportWorld,
  dateOf,
  period,
  type ReportWorld,
  report,
  reportOrder,
  reportUser,
} from '../reportFixtures';

// «Отказы эвакуаторов» on April 2032: the offices' refusals of the period newest first, the reason's name and the
// refusing user, a refusal counted to the refusing office's partner (not the order's) and, without an office, to the
// order's partner; the chart per partner, the office filter and the tenant rule.

const PATH = '/v1/reports/refusals';
const KEY = 'reports.evacuator.refusal';
const CLIENT_REFUSED = 9041;
const NO_EXECUTOR = 9042;

describe('refusals report', () => {
  const t = openTestApp();
  let w: ReportWorld;
  let admin = '';
  let secondOfficeId = 0;
  const numbers: string[] = [];
  const april = period('2032-04-01', '2032-04-30');

  beforeAll(async () => {
    w = await createReportWorld(t.db);
    admin = await reportUser(t.app, t.db, [KEY]);
    const [second] = await t.db
      .insert(offices)
      .values({ partnerId: w.partnerId, name: `Второй офис ${w.tag}` })
      .returning();
    secondOfficeId = second.id;
    const refuser = await createTestUser(t.db, { lastName: 'Отказов', firstName: 'Семён', partnerId: w.partnerId });
    const refuse = async (createdAt: string, values: Partial<typeof orderRefusals.$inferInsert>) => {
      const order = await reportOrder(t.db, w, '2032-03-31 10:00', { serviceId: 13 });
      numbers.push(order.number);
      await t.db.insert(orderRefusals).values({
        orderId: order.id,
        reasonRefValueId: CLIENT_REFUSED,
        createdAt: dateOf(createdAt),
        ...values,
      });
    };
    await refuse('2032-04-03 10:00', { officeId: w.officeId, userId: refuser.id });
    await refuse('2032-04-07 23:50', { reasonRefValueId: REF_VALUE_IDS.refusalOther, comment: 'Сломался эвакуатор' });
    await refuse('2032-04-20 12:00', { officeId: secondOfficeId, reasonRefValueId: NO_EXECUTOR });
    // The order is ours, the refusing office another partner's: that partner's refusal.
    await refuse('2032-04-05 08:00', { officeId: w.otherOfficeId });
    await refuse('2032-05-01 00:00', { officeId: w.officeId });
  });

  it('answers the refusals of the period, newest first, with the count and the chart per partner', async () => {
    const page = await report(t.app, admin, PATH, { ...april, partnerId: w.partnerId });
    expect(page.items.map((r) => [r.createdDate, r.orderNumber, r.officeName, r.reason, r.comment])).toEqual([
      [at('2032-04-20 12:00'), numbers[2], `Второй офис ${w.tag}`, 'Нет свободного исполнителя', null],
      [at('2032-04-07 23:50'), numbers[1], null, 'Другое', 'Сломался эвакуатор'],
      [at('2032-04-03 10:00'), numbers[0], `Офис отчётов ${w.tag}`, 'Клиент отказался', null],
    ]);
    expect(page.items[2]).toMatchObject({
      partnerId: w.partnerId,
      partnerName: `Партнёр отчётов ${w.tag}`,
      userFio: 'Отказов Семён',
      serviceName: expect.any(String),
    });
    expect(page.total).toBe(3);
    expect(page.totals).toEqual({});
    expect(page.series).toEqual([{ partnerId: w.partnerId, partnerName: `Партнёр отчётов ${w.tag}`, refusals: 3 }]);
    const all = await report(t.app, admin, PATH, april);
    expect(all.series).toEqual([
      { partnerId: w.partnerId, partnerName: `Партнёр отчётов ${w.tag}`, refusals: 3 },
      { partnerId: w.otherPartnerId, partnerName: `Чужой партнёр ${w.tag}`, refusals: 1 },
    ]);
  });

  it('sorts by another field and narrows to an office', async () => {
    const byReason = await report(t.app, admin, PATH, { ...april, partnerId: w.partnerId, sortField: 'reason' });
    expect(byReason.items.map((r) => r.reason)).toEqual(['Другое', 'Клиент отказался', 'Нет свободного исполнителя']);
    const office = await report(t.app, admin, PATH, { ...april, officeId: secondOfficeId });
    expect(office.items.map((r) => r.orderNumber)).toEqual([numbers[2]]);
  });

  it('keeps a partner’s staff to their offices’ refusals', async () => {
    const staff = await reportUser(t.app, t.db, [KEY], w.otherPartnerId);
    const none = await reportUser(t.app, t.db, []);
    const own = await report(t.app, staff, PATH, april);
    expect(own.items.map((r) => [r.orderNumber, r.officeName])).toEqual([[numbers[3], `Чужой офис ${w.tag}`]]);
    await expectTenantRule(t.app, { staff, none }, PATH, april, w);
  });
});
