import { createDecipheriv, createECDH, type ECDH, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationHistory, partners } from '../../../src/server/db/schema';
import { orderResponsibles } from '../../../src/server/orders/ordersSchema';
import { pushRegistrations } from '../../../src/server/realtime/realtimeSchema';
import { SOCKET_PATH } from '../../../src/shared/constants';
import type { WsntResponse } from '../../../src/shared/schemas/realtime';
import { buildTestApp, createTestUser, login, openTestApp, releaseTestDatabase } from '../buildTestApp';
import { demoClientId, grantKeys, newOrder, uniqueTag } from '../evacuation/evacuationFixtures';

// The browser's push registration (PUT /v1/notifications/fcm), what the console needs to connect (GET
// /v1/notifications/wsnt), and Web Push delivered to a push service of the test's own for a user with no socket
// open: the payload encrypted for the subscription (aes128gcm) under a VAPID signature; a gone subscription is
// deleted, a failing one counted and marked, and the request that made the push answers 200 whatever happened.

// The fake push service below is plain http on 127.0.0.1.
const ctx = openTestApp({ pushAllowHttpEndpoints: true });
const FCM = '/v1/notifications/fcm';
const registeredUsers: number[] = [];

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A push service: /push/<id> answers the status told for that id (201 unless told), and keeps what it got. */
const pushService = {
  server: undefined as Server | undefined,
  base: '',
  received: [] as Received[],
  answers: new Map<string, number>(),
};

beforeAll(async () => {
  pushService.server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      pushService.received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = pushService.answers.get(path.split('/').at(-1) ?? '') ?? 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => pushService.server!.listen(0, '127.0.0.1', resolve));
  pushService.base = `http://127.0.0.1:${(pushService.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  // Other files of the worker share the database: no subscription of ours is left pointing at a closed service.
  if (registeredUsers.length)
    await ctx.db.delete(pushRegistrations).where(inArray(pushRegistrations.userId, registeredUsers));
  await new Promise((resolve) => pushService.server?.close(resolve));
});

async function staffUser() {
  const user = await createTestUser(ctx.db, { firstName: `Пуш${uniqueTag()}` });
  registeredUsers.push(user.id);
  return { id: user.id, token: await login(ctx.app, user.email, user.password!) };
}

/** A browser's subscription: its P-256 key pair and auth secret, as PushManager.subscribe() makes them. */
function browserSubscription(id: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const subscription = {
    endpoint: `${pushService.base}/push/${id}`,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
  return { ecdh, auth, token: JSON.stringify(subscription) };
}

/** What the browser does with an aes128gcm push (RFC 8291 and 8188): one record, padding delimiter 2. */
function decrypt(body: Buffer, ecdh: ECDH, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const secret = ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  return padded.subarray(0, padded.lastIndexOf(2)).toString('utf8');
}

const put = (token: string | null, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: FCM, headers: token ? { authorization: token } : {}, payload });

describe('PUT /v1/notifications/fcm', () => {
  it("refuses a token type other than 143, in Russian, and another user's registration (403)", async () => {
    const user = await staffUser();
    const other = await staffUser();
    const { token } = browserSubscription('types');
    const wrongType = await put(user.token, { userId: user.id, token, tokenTypeId: 1 });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      details: { tokenTypeId: 'Тип токена должен быть 143' },
    });
    const foreign = await put(user.token, { userId: other.id, token, tokenTypeId: 143 });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ errorCode: 'ACCESS_DENIED' });
    expect((await put(null, { userId: user.id, token, tokenTypeId: 143 })).statusCode).toBe(401);
    expect(await ctx.db.select().from(pushRegistrations).where(eq(pushRegistrations.token, token))).toEqual([]);
  });

  it("stores one's own registration once, clears its failure mark, and moves a browser's token to its new user", async () => {
    const user = await staffUser();
    const next = await staffUser();
    const { token } = browserSubscription('upsert');
    const first = await put(user.token, { userId: user.id, token, tokenTypeId: 143 });
    expect(first.statusCode, first.body).toBe(200);
    const { id } = first.json() as { id: number };
    await ctx.db
      .update(pushRegistrations)
      .set({ lastFailedAt: new Date(), lastError: 'timeout' })
      .where(eq(pushRegistrations.id, id));
    expect((await put(user.token, { userId: user.id, token, tokenTypeId: 143 })).json()).toEqual({ id });
    expect(await ctx.db.select().from(pushRegistrations).where(eq(pushRegistrations.token, token))).toEqual([
      expect.objectContaining({ id, userId: user.id, tokenTypeId: 143, lastFailedAt: null, lastError: null }),
    ]);
    // Another login in the same browser: the pushes follow the new user.
    expect((await put(next.token, { userId: next.id, token, tokenTypeId: 143 })).json()).toEqual({ id });
    expect(await ctx.db.select().from(pushRegistrations).where(eq(pushRegistrations.token, token))).toEqual([
      expect.objectContaining({ id, userId: next.id }),
    ]);
  });
});

describe('GET /v1/notifications/wsnt', () => {
  it('answers the socket path and the VAPID public key for a device; 400 without one, 401 without a token', async () => {
    const user = await staffUser();
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/v1/notifications/wsnt',
      headers: { authorization: user.token },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR' });
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/v1/notifications/wsnt?deviceId=browser-1',
      headers: { authorization: user.token },
    });
    expect(response.statusCode).toBe(200);
    const { wsnt } = response.json() as WsntResponse;
    expect(wsnt).toMatchObject({ path: SOCKET_PATH, transports: ['websocket'], deviceId: 'browser-1' });
    expect(wsnt.path).toBe('/v1/socket');
    // An uncompressed P-256 point, base64url: what PushManager.subscribe() takes as applicationServerKey.
    expect(Buffer.from(wsnt.vapidPublicKey, 'base64url')).toHaveLength(65);
    expect(wsnt.vapidPublicKey).toBe(ctx.app.webPush.publicKey);
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/notifications/wsnt?deviceId=browser-1' })).statusCode).toBe(
      401,
    );
  });
});

describe('Web Push delivery', () => {
  let operator: { id: number; token: string };
  beforeAll(async () => {
    const user = await createTestUser(ctx.db, { firstName: `Оператор${uniqueTag()}` });
    await grantKeys(ctx.db, user.id, ['orders.view'], ['available', 'permissionUpdate']);
    operator = { id: user.id, token: await login(ctx.app, user.email, user.password!) };
  });

  /**
   * The user (no socket open) is responsible for an order of a partner of its own (no staff of it) whose status
   * the operator changes through the API: the push's history row once it is done.
   */
  async function statusPushFor(userId: number) {
    const tag = uniqueTag();
    const [partner] = await ctx.db
      .insert(partners)
      .values({ name: `Партнёр веб-пушей ${tag}` })
      .returning();
    const order = await newOrder(ctx.db, tag, { serviceId: 61, partnerId: partner.id });
    await ctx.db.insert(orderResponsibles).values({ orderId: order.id, userId, role: 'responsible' });
    const body = {
      serviceId: 61,
      clientId: await demoClientId(ctx.db),
      statusRefValueId: 9012,
      partnerId: partner.id,
      specificValues: { workType: 'Шиномонтаж' },
    };
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/v1/orders/${order.id}`,
      headers: { authorization: operator.token },
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
    await ctx.app.notifier.idle();
    const [row] = await ctx.db.select().from(notificationHistory).where(eq(notificationHistory.orderId, order.id));
    return { row, order };
  }

  async function subscribed(answer?: number) {
    const user = await staffUser();
    const id = `${uniqueTag()}${answer ? `-${answer}` : ''}`;
    if (answer) pushService.answers.set(id, answer);
    const browser = browserSubscription(id);
    expect((await put(user.token, { userId: user.id, token: browser.token, tokenTypeId: 143 })).statusCode).toBe(200);
    return { user, browser, path: `/push/${id}` };
  }

  it('sends the push encrypted for the subscription under the VAPID signature; 201 counts as sent', async () => {
    const { user, browser, path } = await subscribed();
    const { row, order } = await statusPushFor(user.id);
    const got = pushService.received.filter((r) => r.path === path);
    expect(got).toHaveLength(1);
    const [request] = got;
    expect(request.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: '3600' });
    expect(request.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${ctx.app.webPush.publicKey}$`),
    );
    const payload = JSON.parse(decrypt(request.body, browser.ecdh, browser.auth)) as Record<string, unknown>;
    const text = `Заявка № ${order.number}: статус «В работе»`;
    expect(payload).toEqual({ title: 'Автосервис', body: text, orderId: order.id, id: row.id });
    expect(row).toMatchObject({ pushBody: text, sentCount: 1, failedCount: 0 });
  });

  it('deletes a subscription the push service says is gone (410), counting the push as failed', async () => {
    const { user, browser, path } = await subscribed(410);
    const { row } = await statusPushFor(user.id);
    expect(pushService.received.filter((r) => r.path === path)).toHaveLength(1);
    expect(row).toMatchObject({ sentCount: 0, failedCount: 1 });
    expect(await ctx.db.select().from(pushRegistrations).where(eq(pushRegistrations.token, browser.token))).toEqual([]);
  });

  it('counts a push service failure (500) as failed and marks the subscription, keeping it', async () => {
    const { user, browser, path } = await subscribed(500);
    const { row } = await statusPushFor(user.id);
    expect(pushService.received.filter((r) => r.path === path)).toHaveLength(1);
    expect(row).toMatchObject({ sentCount: 0, failedCount: 1 });
    const [registration] = await ctx.db
      .select()
      .from(pushRegistrations)
      .where(eq(pushRegistrations.token, browser.token));
    expect(registration.lastFailedAt).toBeInstanceOf(Date);
    expect(registration.lastError).toContain('500');
  });
});

describe('a registration the server may deliver to', () => {
  it('must be a PushSubscription with an https endpoint', async () => {
    const strict = await buildTestApp();
    try {
      const user = await createTestUser(strict.database.db);
      const token = await login(strict.app, user.email, user.password!);
      const put = (value: string) =>
        strict.app.inject({
          method: 'PUT',
          url: '/v1/notifications/fcm',
          headers: { authorization: token },
          payload: { userId: user.id, token: value, tokenTypeId: 143 },
        });
      const keys = {
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      };
      const notJson = await put('not json');
      expect(notJson.statusCode).toBe(400);
      expect(notJson.json()).toMatchObject({
        message: 'Некорректная подписка на push-уведомления',
        details: { token: 'Некорректная подписка на push-уведомления' },
      });
      const http = await put(JSON.stringify({ endpoint: 'http://10.0.0.5/admin', keys }));
      expect(http.statusCode).toBe(400);
      expect(http.json().message).toBe('Адрес службы push-уведомлений должен начинаться с https://');
      expect(
        (await put(JSON.stringify({ endpoint: `https://push.example.test/${randomUUID()}`, keys }))).statusCode,
      ).toBe(200);
    } finally {
      await strict.app.close();
      await releaseTestDatabase();
    }
  });
});
