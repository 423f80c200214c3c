import { and, eq, isNull, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { partners } from '../../../src/server/db/schema';
import { orderOffers } from '../../../src/server/dispatch/offersSchema';
import { orders } from '../../../src/server/orders/ordersSchema';
import { login, openTestApp } from '../buildTestApp';

// The tenant rule as a partner's staff meet it (the matrix beside this file covers every route): the orders list
// holds only their partner's orders, another partner's order does not exist for them, and the platform's shared
// data (federal days) is not theirs to change.

describe('the tenant rule for partner@demo.ru', () => {
  const t = openTestApp();
  let partner = '';
  let admin = '';
  let partnerId = 0;

  beforeAll(async () => {
    partner = await login(t.app, 'partner@demo.ru', 'Partner12345');
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
    [{ id: partnerId }] = await t.db
      .select({ id: partners.id })
      .from(partners)
      .where(eq(partners.name, 'Шинный центр «Колесо»'));
  });

  const find = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/orders/find',
      headers: { authorization: token },
      payload: { offset: 0, size: 100 },
    });

  it("lists only the partner's own orders and those it was offered, and counts only them", async () => {
    const mine = (await find(partner)).json() as {
      orders: { id: number; partnerName: string | null }[];
      total: number;
    };
    const all = (await find(admin)).json() as { total: number };
    const offered = new Set(
      (
        await t.db.select({ id: orderOffers.orderId }).from(orderOffers).where(eq(orderOffers.partnerId, partnerId))
      ).map((o) => o.id),
    );
    expect(mine.orders.length).toBeGreaterThan(0);
    const foreign = mine.orders.filter((o) => o.partnerName !== 'Шинный центр «Колесо»' && !offered.has(o.id));
    expect(foreign).toEqual([]);
    expect(mine.total).toBeLessThan(all.total);
  });

  it("answers 404 for another partner's order, as for one that does not exist", async () => {
    const [other] = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(ne(orders.partnerId, partnerId), isNull(orders.deletedDate)))
      .limit(1);
    const response = await t.app.inject({
      method: 'GET',
      url: `/v1/orders/${other.id}`,
      headers: { authorization: partner },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errorCode: 'ENTITY_NOT_FOUND', message: 'Заявка не найдена' });
    const seenByAdmin = await t.app.inject({
      method: 'GET',
      url: `/v1/orders/${other.id}`,
      headers: { authorization: admin },
    });
    expect(seenByAdmin.statusCode).toBe(200);
  });

  it('refuses a federal holiday from partner staff: it would block bookings for every partner', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/users/scheduler/federal_days',
      headers: { authorization: partner },
      payload: { day: '2031-01-02', name: 'Праздник партнёра' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ errorCode: 'ACCESS_DENIED' });
  });

  it('tells the console whether the user is platform staff, so it hides what only they may do', async () => {
    const profile = (token: string) =>
      t.app.inject({ method: 'GET', url: '/v1/users/profile', headers: { authorization: token } });
    expect((await profile(admin)).json()).toMatchObject({ platformStaff: true });
    expect((await profile(partner)).json()).toMatchObject({ platformStaff: false });
  });
});
