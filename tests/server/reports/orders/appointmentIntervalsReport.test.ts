import { beforeAll, describe, expect, it } from 'vitest';
import { offices } from '../../../../src/server/db/schema';
import { appointments, officePosts } from '../../../../src/server/scheduler/schedulerSchema';
import { openTestApp } from '../../buildTestApp';
import { expectTenantRule } from '../checks/checkFixtures';
import { at, createReportWorld, dateOf, period, type ReportWorld, report, reportUser } from '../reportFixtures';

// «Длительность записей» on May 2032: the live appointments starting in the period in time order, each with its
// length, the sum and the average (to 2 decimals) in the totals, the average per office in the chart, the office and
// service filters, and the tenant rule through the post's office.

const PATH = '/v1/reports/appointments/time_intervals';
const KEY = 'reports.scheduler.duration';

describe('appointment durations report', () => {
  const t = openTestApp();
  let w: ReportWorld;
  let admin = '';
  let secondOfficeId = 0;
  const ids: number[] = [];
  const may = period('2032-05-01', '2032-05-31');

  beforeAll(async () => {
    w = await createReportWorld(t.db);
    admin = await reportUser(t.app, t.db, [KEY]);
    const [second] = await t.db
      .insert(offices)
      .values({ partnerId: w.partnerId, name: `Второй офис ${w.tag}` })
      .returning();
    secondOfficeId = second.id;
    const [first, other, foreign] = await t.db
      .insert(officePosts)
      .values([
        { officeId: w.officeId, name: 'Пост 1' },
        { officeId: second.id, name: 'Пост 2' },
        { officeId: w.otherOfficeId, name: 'Чужой пост' },
      ])
      .returning();
    const book = async (
      postId: number,
      start: string,
      end: string,
      fields: Partial<typeof appointments.$inferInsert> = {},
    ) => {
      const [row] = await t.db
        .insert(appointments)
        .values({
          officePostId: postId,
          serviceId: 61,
          title: 'Запись',
          startAt: dateOf(start),
          endAt: dateOf(end),
          ...fields,
        })
        .returning();
      ids.push(row.id);
    };
    await book(first.id, '2032-05-04 09:00', '2032-05-04 09:45', { clientId: w.clientId });
    await book(other.id, '2032-05-04 09:00', '2032-05-04 09:07', { serviceId: 69 });
    await book(first.id, '2032-05-04 10:00', '2032-05-04 11:30', { state: 'ordered', phone: '+79990001122' });
    // Deleted, another partner's, and June's: none counts here.
    await book(first.id, '2032-05-05 09:00', '2032-05-05 10:00', { state: 'deleted', deletedDate: new Date() });
    await book(foreign.id, '2032-05-04 09:00', '2032-05-04 09:20');
    await book(first.id, '2032-06-01 00:00', '2032-06-01 01:00');
  });

  it('answers the appointments in time order with their length, the sum and the average', async () => {
    const page = await report(t.app, admin, PATH, { ...may, partnerId: w.partnerId });
    expect(page.items.map((r) => [r.appointmentId, r.startDateTime, r.durationMinutes, r.postName])).toEqual([
      [ids[0], at('2032-05-04 09:00'), 45, 'Пост 1'],
      [ids[1], at('2032-05-04 09:00'), 7, 'Пост 2'],
      [ids[2], at('2032-05-04 10:00'), 90, 'Пост 1'],
    ]);
    expect(page.items[0]).toMatchObject({
      endDateTime: at('2032-05-04 09:45'),
      officeName: `Офис отчётов ${w.tag}`,
      serviceName: 'Запись в автосервис',
      state: 'Запись',
      clientFio: `Отчётов${w.tag} Пётр`,
    });
    expect(page.items[2]).toMatchObject({ state: 'Оформлена заявка', phone: '+79990001122', clientFio: null });
    // 142 minutes over 3 appointments: 47.33.
    expect(page.totals).toEqual({ durationMinutes: 142, averageDurationMinutes: 47.33 });
    expect(page.series).toEqual([
      { officeId: secondOfficeId, officeName: `Второй офис ${w.tag}`, appointments: 1, averageDurationMinutes: 7 },
      { officeId: w.officeId, officeName: `Офис отчётов ${w.tag}`, appointments: 2, averageDurationMinutes: 67.5 },
    ]);
  });

  it('sorts by length and narrows to an office and a service', async () => {
    const longest = await report(t.app, admin, PATH, {
      ...may,
      partnerId: w.partnerId,
      sortField: 'durationMinutes',
      sortOrder: 'DESC',
    });
    expect(longest.items.map((r) => r.durationMinutes)).toEqual([90, 45, 7]);
    const office = await report(t.app, admin, PATH, { ...may, officeId: w.officeId });
    expect(office.items.map((r) => r.appointmentId)).toEqual([ids[0], ids[2]]);
    const service = await report(t.app, admin, PATH, { ...may, partnerId: w.partnerId, serviceId: 69 });
    expect(service.items.map((r) => [r.appointmentId, r.serviceName])).toEqual([[ids[1], 'Шиномонтаж']]);
    expect(service.totals).toEqual({ durationMinutes: 7, averageDurationMinutes: 7 });
  });

  it('answers an empty period with no average, and keeps a partner’s staff to their posts', async () => {
    const empty = await report(t.app, admin, PATH, { ...period('2032-05-10', '2032-05-11'), partnerId: w.partnerId });
    expect(empty.totals).toEqual({ durationMinutes: null, averageDurationMinutes: null });
    const staff = await reportUser(t.app, t.db, [KEY], w.otherPartnerId);
    const none = await reportUser(t.app, t.db, []);
    const own = await report(t.app, staff, PATH, may);
    expect(own.items.map((r) => [r.appointmentId, r.durationMinutes])).toEqual([[ids[4], 20]]);
    await expectTenantRule(t.app, { staff, none }, PATH, may, w);
  });
});
