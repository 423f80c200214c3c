import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import { offices, partners } from '../../../src/server/db/schema';
import { orders } from '../../../src/server/orders/ordersSchema';
import type {
  OfficeFreeDates,
  OfficeFreeSlots,
  ServiceOffice,
} from '../../../src/shared/schemas/partners/partnerSearch';
import { login, openTestApp } from '../buildTestApp';
import { caller, createTestOrder, expectFieldError, loginAll, type Tokens } from '../orders/orderPartsFixtures';

// The free dates and 30-minute slots of an office (09:00-18:00 in its own zone), taken by its planned orders.

const ALL_SLOTS = Array.from(
  { length: 18 },
  (_, i) => `${String(9 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
);

describe('office availability (/v1/carmen/offices/{officeId}/dates|time, /v1/service_office/offices)', () => {
  const t = openTestApp();
  let tokens: Tokens;
  let partnerToken = '';
  let call: ReturnType<typeof caller>;
  let moscow = 0;
  let yekaterinburg = 0;

  beforeAll(async () => {
    tokens = await loginAll(t.app, t.db);
    partnerToken = await login(t.app, 'partner@demo.ru', 'Partner12345');
    call = caller(t.app);
    const [partner] = await t.db.insert(partners).values({ name: 'Партнёр расписания офисов' }).returning();
    [{ id: moscow }, { id: yekaterinburg }] = await t.db
      .insert(offices)
      .values([
        { partnerId: partner.id, name: 'Офис на Тверской', timezone: 'Europe/Moscow' },
        { partnerId: partner.id, name: 'Офис в Екатеринбурге', timezone: 'Asia/Yekaterinburg' },
      ])
      .returning();
  });

  /** An order of the office planned at the local time, optionally cancelled or deleted. */
  async function plan(
    officeId: number,
    zone: string,
    local: DateTime,
    extra: Partial<typeof orders.$inferInsert> = {},
  ) {
    const id = await createTestOrder(t.db, { officeId });
    const plannedDate = DateTime.fromObject(local.toObject(), { zone }).toJSDate();
    await t.db
      .update(orders)
      .set({ plannedDate, ...extra })
      .where(eq(orders.id, id));
  }
  const nextMonth = (zone: string) => DateTime.now().setZone(zone).plus({ months: 1 }).startOf('month');
  const slots = async (officeId: number, date: string) => {
    const response = await call(tokens.operator, 'GET', `/v1/carmen/offices/${officeId}/time?date=${date}`);
    expect(response.statusCode).toBe(200);
    return (response.json() as OfficeFreeSlots).freeSlots;
  };

  it('drops the slots a live order of the office is planned in; cancelled, deleted and other offices’ orders take none', async () => {
    const day = nextMonth('Europe/Moscow').plus({ days: 3 });
    await plan(moscow, 'Europe/Moscow', day.set({ hour: 10 }));
    await plan(moscow, 'Europe/Moscow', day.set({ hour: 10, minute: 10 }));
    await plan(moscow, 'Europe/Moscow', day.set({ hour: 11, minute: 29 }));
    await plan(moscow, 'Europe/Moscow', day.set({ hour: 12 }), { statusRefValueId: 121 });
    await plan(moscow, 'Europe/Moscow', day.set({ hour: 13 }), { deletedDate: new Date() });
    await plan(yekaterinburg, 'Europe/Moscow', day.set({ hour: 14 }));
    const free = await slots(moscow, day.toISODate()!);
    expect(free).toEqual(ALL_SLOTS.filter((s) => s !== '10:00' && s !== '11:00'));
  });

  it('reads the slots in the office’s own time zone', async () => {
    const day = nextMonth('Asia/Yekaterinburg').plus({ days: 5 });
    // 10:00 in Yekaterinburg is 08:00 in Moscow: a slot of the one office, before the day of the other.
    await plan(yekaterinburg, 'Asia/Yekaterinburg', day.set({ hour: 10 }));
    await plan(moscow, 'Asia/Yekaterinburg', day.set({ hour: 10 }));
    expect(await slots(yekaterinburg, day.toISODate()!)).toEqual(ALL_SLOTS.filter((s) => s !== '10:00'));
    expect(await slots(moscow, day.toISODate()!)).toEqual(ALL_SLOTS);
  });

  it('lists the free days of a month from today on; a fully booked day is not free', async () => {
    const month = nextMonth('Europe/Moscow');
    const full = month.plus({ days: 9 });
    for (const slot of ALL_SLOTS) {
      const [hour, minute] = slot.split(':').map(Number);
      await plan(moscow, 'Europe/Moscow', full.set({ hour, minute: minute + 5 }));
    }
    const response = await call(
      tokens.operator,
      'GET',
      `/v1/carmen/offices/${moscow}/dates?year=${month.year}&month=${month.month}`,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json() as OfficeFreeDates;
    expect(body.officeId).toBe(moscow);
    expect(body.freeDates).toHaveLength(month.daysInMonth! - 1);
    expect(body.freeDates).not.toContain(full.toISODate());
    expect(body.freeDates[0]).toBe(month.toISODate());

    const past = DateTime.now().setZone('Europe/Moscow').minus({ months: 1 });
    expect(
      (
        await call(tokens.operator, 'GET', `/v1/carmen/offices/${moscow}/dates?year=${past.year}&month=${past.month}`)
      ).json().freeDates,
    ).toEqual([]);
    const today = DateTime.now().setZone('Europe/Moscow');
    const current = (
      await call(tokens.operator, 'GET', `/v1/carmen/offices/${moscow}/dates?year=${today.year}&month=${today.month}`)
    ).json() as OfficeFreeDates;
    expect(current.freeDates.every((d) => d >= today.toISODate()!)).toBe(true);
    expect(await slots(moscow, past.toISODate()!)).toEqual([]);
  });

  it('answers each message, 404 for an unknown office and 403 without the keys', async () => {
    const dates = (query: string, token = tokens.operator) =>
      call(token, 'GET', `/v1/carmen/offices/${moscow}/dates?${query}`);
    expectFieldError(await dates('year=2026&month=13'), 'month', 'Укажите месяц от 1 до 12');
    expectFieldError(await dates('month=5'), 'year', 'Укажите год от 2000 до 2100');
    expectFieldError(
      await call(tokens.operator, 'GET', `/v1/carmen/offices/${moscow}/time?date=2026-13-01`),
      'date',
      'Укажите дату в формате ГГГГ-ММ-ДД',
    );
    expectFieldError(
      await call(tokens.operator, 'GET', `/v1/carmen/offices/${moscow}/time?date=01.06.2026`),
      'date',
      'Укажите дату в формате ГГГГ-ММ-ДД',
    );
    const unknown = await call(tokens.operator, 'GET', '/v1/carmen/offices/999999999/time?date=2026-06-01');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ errorCode: 'ENTITY_NOT_FOUND', message: 'Офис не найден' });
    expect((await dates('year=2026&month=5', tokens.nobody)).statusCode).toBe(403);
    // The partner staff book tyre fitting at their own partner's offices (tire.fitting.order is enough); another
    // partner's office is, to them, one that does not exist.
    const [own] = await t.db
      .select({ id: offices.id })
      .from(offices)
      .innerJoin(partners, eq(partners.id, offices.partnerId))
      .where(eq(partners.name, 'Шинный центр «Колесо»'))
      .limit(1);
    const partnerDates = (officeId: number) =>
      call(partnerToken, 'GET', `/v1/carmen/offices/${officeId}/dates?year=2026&month=5`);
    expect((await partnerDates(own.id)).statusCode).toBe(200);
    expect((await partnerDates(moscow)).json()).toMatchObject({
      errorCode: 'ENTITY_NOT_FOUND',
      message: 'Офис не найден',
    });
  });

  it('lists the offices of the service office (41 by default) with partner and time zone', async () => {
    const response = await call(tokens.operator, 'GET', '/v1/service_office/offices');
    expect(response.statusCode).toBe(200);
    expect(response.json() as ServiceOffice[]).toContainEqual({
      id: yekaterinburg,
      name: 'Офис в Екатеринбурге',
      partnerId: expect.any(Number),
      partnerName: 'Партнёр расписания офисов',
      timezone: 'Asia/Yekaterinburg',
    });
    expect((await call(tokens.operator, 'GET', '/v1/service_office/offices?serviceId=69')).statusCode).toBe(200);
    expect((await call(tokens.operator, 'GET', '/v1/service_office/offices?serviceId=999999')).json().message).toBe(
      'Сервис не найден',
    );
    expect((await call(tokens.nobody, 'GET', '/v1/service_office/offices')).statusCode).toBe(403);
    const partnerOffices = (await call(partnerToken, 'GET', '/v1/service_office/offices')).json() as ServiceOffice[];
    expect(partnerOffices.length).toBeGreaterThan(0);
    expect(new Set(partnerOffices.map((o) => o.partnerName))).toEqual(new Set(['Шинный центр «Колесо»']));
  });

  it('offers no deleted office, and books no visit there', async () => {
    const [partner] = await t.db.insert(partners).values({ name: 'Партнёр с закрытым офисом' }).returning();
    const [closed] = await t.db
      .insert(offices)
      .values({ partnerId: partner.id, name: 'Закрытый офис', deletedDate: new Date() })
      .returning();
    const listed = (await call(tokens.operator, 'GET', '/v1/service_office/offices')).json() as ServiceOffice[];
    expect(listed.map((o) => o.id)).not.toContain(closed.id);
    expect(listed.map((o) => o.id)).toContain(moscow);
    const dates = await call(tokens.operator, 'GET', `/v1/carmen/offices/${closed.id}/dates?year=2026&month=5`);
    expect(dates.json()).toMatchObject({ errorCode: 'ENTITY_NOT_FOUND', message: 'Офис не найден' });
  });
});
