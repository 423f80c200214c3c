import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../../src/server/db/db';
import { partners } from '../../../src/server/db/schema';
import { orderDispatches, orderOffers, servicePartnerPriorities } from '../../../src/server/dispatch/offersSchema';
import { geoRegions } from '../../../src/server/evacuation/evacuationSchema';
import { orderHistory, orders } from '../../../src/server/orders/ordersSchema';
import type { PermissionFlag } from '../../../src/shared/permissions';
import type { Dispatch, OrderOffer } from '../../../src/shared/schemas/orderOffers';
import { createTestUser, login, openTestApp } from '../buildTestApp';
import { grantKeys, newOrder, uniqueTag } from '../evacuation/evacuationFixtures';

// What the dispatch and offer suites share: a region of the test's own (so no demo priority is ever among its
// partners), partners with priorities there, an evacuation order in it, partner staff and calls with a token. The
// background sweeper is off: the tests expire offers by calling sweepExpiredOffers with a `now` of their choosing.

export type Method = 'GET' | 'POST' | 'PUT';
export const DISPATCH_KEY = 'order.evacuation.dispatch';
export const OFFERS_KEY = 'order.offers';
export const PRIORITIES_KEY = 'reference.partner.priorities';
const WORK: PermissionFlag[] = ['available', 'permissionUpdate'];

export function openOffersTestApp() {
  const t = openTestApp({ offerSweepMs: 0 });
  const call = (token: string | null, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? { authorization: token } : {}, ...(payload ? { payload } : {}) });

  async function ok<T>(token: string, method: Method, url: string, payload?: object): Promise<T> {
    const response = await call(token, method, url, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  }

  /** The failure's status, code and message. */
  async function fails(
    response: Promise<{ statusCode: number; json: () => unknown; body: string }>,
    status: number,
    errorCode: string,
    message?: string,
  ) {
    const r = await response;
    expect(r.statusCode, r.body).toBe(status);
    const body = r.json() as { errorCode: string; message: string; details?: Record<string, string> };
    expect(body.errorCode).toBe(errorCode);
    if (message !== undefined) expect(body.message).toBe(message);
    return body;
  }

  /**
   * A user holding exactly these keys (with `flags`), of a partner or of the platform (partnerId null); token and id.
   */
  async function userWith(keys: string[], options: { partnerId?: number | null; flags?: PermissionFlag[] } = {}) {
    const user = await createTestUser(t.db, {
      partnerId: options.partnerId ?? null,
      lastName: 'Диспетчеров',
      firstName: `Тест${uniqueTag()}`,
    });
    await grantKeys(t.db, user.id, keys, options.flags ?? WORK);
    return { id: user.id, token: await login(t.app, user.email, user.password!) };
  }

  /**
   * A region of its own with partners ranked 1, 2, 3... there for the service, and an evacuation order in it. The
   * partners' names start with a letter per rank, so equal priorities sort by name as ranked.
   */
  async function scene(options: { partners?: number; serviceId?: number; priorities?: number[] } = {}) {
    const tag = uniqueTag();
    const serviceId = options.serviceId ?? 13;
    const fiasId = randomUUID();
    await t.db.insert(geoRegions).values({ fiasId, name: `Тестовая область ${tag}`, timezone: 'Europe/Moscow' });
    const count = options.partners ?? 3;
    const rows = count
      ? await t.db
          .insert(partners)
          .values(Array.from({ length: count }, (_, i) => ({ name: `${'АБВГДЕ'[i]} Эвакуация ${tag}` })))
          .returning({ id: partners.id, name: partners.name })
      : [];
    if (count) {
      await t.db
        .insert(servicePartnerPriorities)
        .values(
          rows.map((p, i) => ({ serviceId, partnerId: p.id, fiasId, priority: options.priorities?.[i] ?? i + 1 })),
        );
    }
    const order = await newOrder(t.db, tag, {
      serviceId,
      fiasId,
      specificValues: { destinationAddress: `Москва, ул. Обручева, д. 30 (${tag})` },
    });
    return { tag, fiasId, serviceId, partners: rows, order };
  }

  return { t, call, ok, fails, userWith, scene };
}

export const dispatchUrl = (orderId: number, action = '') =>
  `/v1/order_evacuation/${orderId}${action ? `/${action}` : ''}`;

export async function storedDispatch(db: Db, orderId: number) {
  const [row] = await db.select().from(orderDispatches).where(eq(orderDispatches.orderId, orderId));
  return row ?? null;
}

export async function offersOf(db: Db, orderId: number) {
  return db.select().from(orderOffers).where(eq(orderOffers.orderId, orderId)).orderBy(orderOffers.id);
}

export async function pendingOf(db: Db, orderId: number) {
  return (await offersOf(db, orderId)).find((o) => o.status === 'pending') ?? null;
}

export async function historyTexts(db: Db, orderId: number) {
  const rows = await db
    .select({ text: orderHistory.text })
    .from(orderHistory)
    .where(eq(orderHistory.orderId, orderId))
    .orderBy(desc(orderHistory.id));
  return rows.map((r) => r.text).reverse();
}

export async function orderPartner(db: Db, orderId: number) {
  const [row] = await db.select({ partnerId: orders.partnerId }).from(orders).where(eq(orders.id, orderId));
  return row.partnerId;
}

/** One second after the pending offer's deadline: what a sweep needs to expire it. */
export const justAfter = (offer: { expiresAt: Date }) => new Date(offer.expiresAt.getTime() + 1000);

export type { Dispatch, OrderOffer };
