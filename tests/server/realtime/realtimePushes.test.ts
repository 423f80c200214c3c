import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { notificationHistory, offices, partners } from '../../../src/server/db/schema';
import { orderOffers, servicePartnerPriorities } from '../../../src/server/dispatch/offersSchema';
import { geoRegions } from '../../../src/server/evacuation/evacuationSchema';
import { orderExecutors, orderResponsibles } from '../../../src/server/orders/ordersSchema';
import { pushTexts } from '../../../src/server/realtime/pushTexts';
import { SOCKET_PATH } from '../../../src/shared/constants';
import type { PermissionFlag } from '../../../src/shared/permissions';
import type { Invoice } from '../../../src/shared/schemas/invoice';
import type { Dispatch, OrderOffer } from '../../../src/shared/schemas/orderOffers';
import type { OrderEntity } from '../../../src/shared/schemas/orders/orderEntity';
import type { HelloEvent, PushEvent } from '../../../src/shared/schemas/realtime';
import type { UserHistoryItem } from '../../../src/shared/schemas/users';
import { createTestUser, login, openTestApp } from '../buildTestApp';
import { demoClientId, grantKeys, newOrder, uniqueTag } from '../evacuation/evacuationFixtures';
import { createDraftInvoice, createInvoiceWorld } from '../invoices/invoiceFixtures';

// Pushes made by real events, seen by socket clients: an order's status, an evacuation offer (also one the sweeper
// moves on), an invoice sent and paid. Each reaches the event's audience but not the one who made it nor anyone
// else, and its notification_history row counts the sockets it reached. The sweeper runs every 100 ms here.

const ctx = openTestApp({ offerSweepMs: 100 });
let base = '';
const sockets: Socket[] = [];

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});

// Every test starts with no socket open, so the counts of a room are the test's own.
afterEach(async () => {
  for (const s of sockets.splice(0)) s.disconnect();
  await until(async () => (await ctx.app.io.fetchSockets()).length === 0);
});

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 5000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

interface Person {
  id: number;
  token: string;
  pushes: PushEvent[];
}

/** A user of the test's own holding these keys, online with one socket (in his workspace office, if given). */
async function person(
  options: { partnerId?: number; keys?: Record<string, PermissionFlag[]>; officeId?: number; online?: boolean } = {},
): Promise<Person> {
  const user = await createTestUser(ctx.db, { partnerId: options.partnerId ?? null, firstName: `Тест${uniqueTag()}` });
  for (const [key, flags] of Object.entries(options.keys ?? {})) await grantKeys(ctx.db, user.id, [key], flags);
  const token = await login(ctx.app, user.email, user.password!);
  const pushes: PushEvent[] = [];
  if (options.online !== false) {
    const auth = { token: token.replace(/^Bearer /, ''), ...(options.officeId ? { officeId: options.officeId } : {}) };
    const socket = connect(base, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      reconnection: false,
      auth,
      forceNew: true,
    });
    sockets.push(socket);
    socket.on('push', (push: PushEvent) => pushes.push(push));
    await new Promise<HelloEvent>((resolve) => socket.once('hello', resolve));
  }
  return { id: user.id, token, pushes };
}

/**
 * Every open socket has got all the server sent it before this call: one connection keeps the order of its messages,
 * so a marker sent to all after the pushes arrives after any push meant for a socket, stray ones included.
 */
async function flushed() {
  const marker = uniqueTag();
  const seen = sockets.map(
    (socket) =>
      new Promise<void>((resolve) => {
        const on = (value: string) => {
          if (value !== marker) return;
          socket.off('test.marker', on);
          resolve();
        };
        socket.on('test.marker', on);
      }),
  );
  ctx.app.io.emit('test.marker', marker);
  await Promise.all(seen);
}

const pushesAbout = (p: Person, orderId: number) => p.pushes.filter((push) => push.orderId === orderId);

/** Waits for the dispatched pushes and for the recipients' sockets to get them; the others got none of them. */
async function delivered(orderId: number, recipients: Person[], others: Person[], count = 1) {
  await ctx.app.notifier.idle();
  await until(() => recipients.every((p) => pushesAbout(p, orderId).length >= count));
  await flushed();
  for (const p of recipients) expect(pushesAbout(p, orderId)).toHaveLength(count);
  for (const p of others) expect(pushesAbout(p, orderId)).toEqual([]);
  return pushesAbout(recipients[0], orderId).at(-1)!;
}

const historyOf = (orderId: number) =>
  ctx.db
    .select()
    .from(notificationHistory)
    .where(eq(notificationHistory.orderId, orderId))
    .orderBy(notificationHistory.id);
const historyRow = async (id: number) =>
  (await ctx.db.select().from(notificationHistory).where(eq(notificationHistory.id, id)))[0];

async function call(token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return ctx.app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });
}

async function ok<T>(token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<T> {
  const response = await call(token, method, url, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

async function newPartner(withOffice = false) {
  const tag = uniqueTag();
  const [partner] = await ctx.db
    .insert(partners)
    .values({ name: `Партнёр пушей ${tag}` })
    .returning();
  const [office] = withOffice
    ? await ctx.db
        .insert(offices)
        .values({ partnerId: partner.id, name: `Офис пушей ${tag}` })
        .returning()
    : [];
  return { partnerId: partner.id, officeId: office?.id };
}

describe('pushes of an order status change', () => {
  const EDIT: Record<string, PermissionFlag[]> = { 'orders.view': ['available', 'permissionUpdate'] };
  const CREATE: Record<string, PermissionFlag[]> = {
    'orders.create': ['available', 'permissionInsert'],
    'orders.view': ['available'],
  };
  const orderBody = async (fields: Record<string, unknown>) => ({
    serviceId: 61,
    clientId: await demoClientId(ctx.db),
    statusRefValueId: 9011,
    cost: 1500,
    specificValues: { workType: 'Замена масла' },
    ...fields,
  });

  it('tells the partner, its office and the users of the order, not the one who changed it nor anyone else', async () => {
    const since = Math.floor(Date.now() / 1000);
    const { partnerId, officeId } = await newPartner(true);
    const other = await newPartner();
    const creator = await person({ keys: CREATE });
    const actor = await person({ keys: EDIT });
    const partnerStaff = await person({ partnerId });
    const officeDesk = await person({ officeId });
    const responsible = await person();
    const executor = await person();
    const stranger = await person({ partnerId: other.partnerId });
    const operator = await person();
    const fields = await orderBody({ partnerId, officeId });
    const order = await ok<OrderEntity>(creator.token, 'POST', '/v1/orders', fields);
    await ctx.db.insert(orderResponsibles).values({ orderId: order.id, userId: responsible.id, role: 'responsible' });
    await ctx.db.insert(orderExecutors).values({ orderId: order.id, userId: executor.id, officeId });

    await ok(actor.token, 'PUT', `/v1/orders/${order.id}`, { ...fields, statusRefValueId: 9012 });
    const push = await delivered(
      order.id,
      [creator, partnerStaff, officeDesk, responsible, executor],
      [actor, stranger, operator],
    );
    const text = `Заявка № ${order.number}: статус «В работе»`;
    expect(push).toMatchObject({
      kind: 'orderStatus',
      content: text,
      sender: 'Система',
      orderId: order.id,
      penaltyId: null,
    });
    expect(await historyRow(push.id)).toMatchObject({
      pushBody: text,
      targetRefValueName: pushTexts.targets.orderWithPartner,
      orderId: order.id,
      sentCount: 5,
      failedCount: 0,
    });

    // The dashboard's history panel reads it.
    const admin = await login(ctx.app, 'admin@demo.ru', 'Admin12345');
    const history = await ok<UserHistoryItem[]>(admin, 'GET', `/v1/notifications/users/history?since=${since}`);
    expect(history.find((row) => row.id === push.id)).toMatchObject({
      pushBody: text,
      orderId: order.id,
      sentCount: 5,
      failedCount: 0,
    });

    // A save that keeps the status tells nobody.
    await ok(actor.token, 'PUT', `/v1/orders/${order.id}`, { ...fields, statusRefValueId: 9012, cost: 1700 });
    await ctx.app.notifier.idle();
    expect(await historyOf(order.id)).toHaveLength(1);
  });

  it('tells the operators while no partner has the order', async () => {
    const creator = await person({ keys: CREATE });
    const actor = await person({ keys: EDIT });
    const operator = await person();
    const partnerStaff = await person({ partnerId: (await newPartner()).partnerId });
    const fields = await orderBody({});
    const order = await ok<OrderEntity>(creator.token, 'POST', '/v1/orders', fields);
    await ok(actor.token, 'PUT', `/v1/orders/${order.id}`, { ...fields, statusRefValueId: 9013 });
    const push = await delivered(order.id, [creator, operator], [actor, partnerStaff]);
    expect(push.content).toBe(`Заявка № ${order.number}: статус «Назначен исполнитель»`);
    expect(await historyRow(push.id)).toMatchObject({
      targetRefValueName: pushTexts.targets.orderWithoutPartner,
      sentCount: 2,
    });
  });

  it('pushes nothing when the change is refused (409: archived order)', async () => {
    const creator = await person({ keys: CREATE });
    const actor = await person({ keys: EDIT });
    const fields = await orderBody({ statusRefValueId: 29 });
    const order = await ok<OrderEntity>(creator.token, 'POST', '/v1/orders', fields);
    const response = await call(actor.token, 'PUT', `/v1/orders/${order.id}`, { ...fields, statusRefValueId: 9012 });
    expect(response.statusCode).toBe(409);
    await ctx.app.notifier.idle();
    await flushed();
    expect(await historyOf(order.id)).toEqual([]);
    expect(pushesAbout(creator, order.id)).toEqual([]);
  });
});

describe('pushes of evacuation offers', () => {
  const DISPATCH: Record<string, PermissionFlag[]> = { 'order.evacuation.dispatch': ['available', 'permissionUpdate'] };
  const OFFERS: Record<string, PermissionFlag[]> = { 'order.offers': ['available', 'permissionUpdate'] };

  /** A region of its own with three partners ranked 1, 2, 3 for evacuation, and an order there. */
  async function scene() {
    const tag = uniqueTag();
    const fiasId = randomUUID();
    await ctx.db.insert(geoRegions).values({ fiasId, name: `Область пушей ${tag}`, timezone: 'Europe/Moscow' });
    const rows = await ctx.db
      .insert(partners)
      .values(['А', 'Б', 'В'].map((letter) => ({ name: `${letter} Эвакуация пушей ${tag}` })))
      .returning({ id: partners.id });
    await ctx.db
      .insert(servicePartnerPriorities)
      .values(rows.map((p, i) => ({ serviceId: 13, partnerId: p.id, fiasId, priority: i + 1 })));
    const order = await newOrder(ctx.db, tag, { fiasId });
    return { order, partnerIds: rows.map((r) => r.id) };
  }

  it('tells the partner asked: on start, on a rejection, and when the sweeper moves an expired offer on', async () => {
    const { order, partnerIds } = await scene();
    const operator = await person({ keys: DISPATCH });
    const [first, second, third] = await Promise.all(
      partnerIds.map((partnerId) => person({ partnerId, keys: OFFERS })),
    );
    const stranger = await person({ partnerId: (await newPartner()).partnerId });
    const text = pushTexts.newOffer(order.number);

    await ok<Dispatch>(operator.token, 'POST', `/v1/order_evacuation/${order.id}`);
    const toFirst = await delivered(order.id, [first], [operator, second, third, stranger]);
    expect(toFirst).toMatchObject({ kind: 'offer', content: text, orderId: order.id });
    expect(await historyRow(toFirst.id)).toMatchObject({
      pushBody: text,
      targetRefValueName: 'Партнёр',
      orderId: order.id,
      sentCount: 1,
      failedCount: 0,
    });

    const [offer] = await ok<OrderOffer[]>(first.token, 'GET', '/v1/order_offers');
    expect(offer).toMatchObject({ orderId: order.id, status: 'pending' });
    await ok(first.token, 'POST', `/v1/order_offers/${offer.id}/reject`, { comment: 'Нет машин' });
    const toSecond = await delivered(order.id, [second], [operator, third, stranger]);
    expect(toSecond.content).toBe(text);
    expect(pushesAbout(first, order.id)).toHaveLength(1);

    // A stale answer is refused and tells nobody.
    const rows = (await historyOf(order.id)).length;
    expect((await call(first.token, 'POST', `/v1/order_offers/${offer.id}/reject`)).statusCode).toBe(409);
    await ctx.app.notifier.idle();
    expect(await historyOf(order.id)).toHaveLength(rows);

    // The second partner does not answer in time: the sweeper asks the third.
    await ctx.db
      .update(orderOffers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(orderOffers.orderId, order.id), eq(orderOffers.status, 'pending')));
    await until(() => pushesAbout(third, order.id).length > 0);
    const toThird = await delivered(order.id, [third], [operator, stranger]);
    expect(toThird.content).toBe(text);
    expect(pushesAbout(first, order.id)).toHaveLength(1);
    expect(pushesAbout(second, order.id)).toHaveLength(1);
    expect(await historyRow(toThird.id)).toMatchObject({ targetRefValueName: 'Партнёр', sentCount: 1 });
  });
});

describe('pushes of invoices', () => {
  const INVOICES: Record<string, PermissionFlag[]> = {
    'order.invoices': ['available', 'permissionUpdate'],
    'order.invoices.payments': ['available', 'permissionUpdate'],
  };

  it('tells the partner and the users of the order an invoice was sent (with the push flag only) and paid', async () => {
    const world = await createInvoiceWorld(ctx.db);
    const actor = await person({ keys: INVOICES });
    const partnerStaff = await person({ partnerId: world.partnerId });
    const responsible = await person();
    const stranger = await person({ partnerId: (await newPartner()).partnerId });
    const operator = await person();
    await ctx.db
      .insert(orderResponsibles)
      .values({ orderId: world.orderId, userId: responsible.id, role: 'responsible' });
    const invoice = await createDraftInvoice(ctx.db, world);
    const ours = async () => (await historyOf(world.orderId)).filter((row) => row.targetRefValueName !== 'Клиент');

    // Without the push flag nobody is told.
    await ok<Invoice>(actor.token, 'POST', `/v1/order_invoices/${invoice.id}/send?push=false`);
    await ctx.app.notifier.idle();
    expect(await ours()).toEqual([]);

    await ok<Invoice>(actor.token, 'POST', `/v1/order_invoices/${invoice.id}/send?push=true`);
    const sent = await delivered(world.orderId, [partnerStaff, responsible], [actor, stranger, operator]);
    expect(sent).toMatchObject({
      kind: 'invoice',
      content: `Счёт № ${invoice.number} отправлен`,
      orderId: world.orderId,
    });
    expect(await historyRow(sent.id)).toMatchObject({
      targetRefValueName: pushTexts.targets.orderWithPartner,
      sentCount: 2,
      failedCount: 0,
    });

    const paid = await ok<Invoice>(actor.token, 'POST', `/v1/order_invoices/${invoice.id}/pay/in_cash`, {
      viaTerminal: false,
      bonusToSpend: 0,
    });
    expect(paid.state).toBe('paid');
    const push = await delivered(world.orderId, [partnerStaff, responsible], [actor, stranger, operator], 2);
    expect(push).toMatchObject({
      kind: 'invoice',
      content: `Счёт № ${invoice.number} оплачен`,
      orderId: world.orderId,
    });
    expect(await historyRow(push.id)).toMatchObject({ sentCount: 2, failedCount: 0 });

    // Paying it again is refused (409) and tells nobody.
    const response = await call(actor.token, 'POST', `/v1/order_invoices/${invoice.id}/pay/in_cash`, {
      viaTerminal: false,
      bonusToSpend: 0,
    });
    expect(response.statusCode).toBe(409);
    await ctx.app.notifier.idle();
    expect(await ours()).toHaveLength(2);
  });
});
