import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationHistory, roles } from '../../../src/server/db/schema';
import { MESSAGES_PER_WINDOW } from '../../../src/server/realtime/socketSessions';
import { SOCKET_PATH } from '../../../src/shared/constants';
import type { HelloEvent, MessageSendAck, PushEvent, SocketRefusal } from '../../../src/shared/schemas/realtime';
import { createTestUser, login, openTestApp } from '../buildTestApp';

// Two socket clients on a listening app: the handshake's token check, rooms, hello, message:send and the
// notifier's delivery and counts.

const ctx = openTestApp();
let base = '';
const sockets: Socket[] = [];

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(() => {
  for (const s of sockets) s.disconnect();
});

function open(auth: Record<string, unknown>): Socket {
  const socket = connect(base, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    auth,
    forceNew: true,
  });
  sockets.push(socket);
  return socket;
}

const next = <T>(socket: Socket, event: string) =>
  new Promise<T>((resolve) => socket.once(event, (payload: T) => resolve(payload)));

async function connected(token: string, extra: Record<string, unknown> = {}) {
  const socket = open({ token: token.replace(/^Bearer /, ''), ...extra });
  const hello = await next<HelloEvent>(socket, 'hello');
  return { socket, hello };
}

async function staffUser() {
  const user = await createTestUser(ctx.db);
  return { ...user, token: await login(ctx.app, user.email, user.password!) };
}

describe('the push websocket', () => {
  it('refuses a handshake without a token (401) and with a bad one (430)', async () => {
    const none = await next<Error & { data: SocketRefusal }>(open({}), 'connect_error');
    expect(none.data).toMatchObject({ status: 401, errorCode: 'UNAUTHORIZED' });
    const bad = await next<Error & { data: SocketRefusal }>(open({ token: 'not-a-token' }), 'connect_error');
    expect(bad.data).toMatchObject({
      status: 430,
      errorCode: 'INVALID_TOKEN',
      message: 'Сессия недействительна или истекла',
    });
  });

  it('greets an authenticated socket with hello and its rooms', async () => {
    const user = await staffUser();
    const { hello } = await connected(user.token);
    expect(hello).toMatchObject({ userId: user.id, sender: 'Сервер', content: 'Подключено к серверу уведомлений' });
    expect(hello.rooms).toEqual([`user:${user.id}`, 'staff']);
  });

  it('carries message:send from one employee to the other, stored in the history with its counts', async () => {
    const alice = await staffUser();
    const bob = await staffUser();
    const a = await connected(alice.token);
    const b = await connected(bob.token);
    const received = next<PushEvent>(b.socket, 'push');
    const ack = (await a.socket.emitWithAck('message:send', {
      toUserId: bob.id,
      content: '  Проверьте заявку  ',
    })) as MessageSendAck;
    expect(ack.ok).toBe(true);
    const push = await received;
    expect(push).toMatchObject({ kind: 'message', content: 'Проверьте заявку', sender: 'Тестов Тест', orderId: null });
    const [row] = await ctx.db.select().from(notificationHistory).where(eq(notificationHistory.id, push.id));
    expect(row).toMatchObject({
      pushBody: 'Проверьте заявку',
      targetRefValueName: 'Сотрудник',
      sentCount: 1,
      failedCount: 0,
    });
  });

  it('refuses an empty message, a message to oneself and to nobody, in Russian', async () => {
    const alice = await staffUser();
    const { socket } = await connected(alice.token);
    expect(await socket.emitWithAck('message:send', { toUserId: alice.id + 100_000, content: ' ' })).toEqual({
      ok: false,
      message: 'Введите сообщение',
    });
    expect(await socket.emitWithAck('message:send', { toUserId: alice.id, content: 'я' })).toEqual({
      ok: false,
      message: 'Нельзя отправить сообщение самому себе',
    });
    expect(await socket.emitWithAck('message:send', { toUserId: alice.id + 100_000, content: 'кто здесь' })).toEqual({
      ok: false,
      message: 'Получатель не найден',
    });
  });

  it('lists employees online across their sockets and tells sockets when someone comes or goes', async () => {
    const admin = await login(ctx.app, 'admin@demo.ru', 'Admin12345');
    const watcher = await connected(admin);
    const user = await staffUser();
    const changed = next<{ userId: number; online: boolean }>(watcher.socket, 'online:changed');
    const first = await connected(user.token);
    expect(await changed).toEqual({ userId: user.id, online: true });
    // The second socket's arrival is announced too: wait for it to reach the watcher, or it could be taken for the
    // departure awaited below.
    const again = next<{ userId: number; online: boolean }>(watcher.socket, 'online:changed');
    await connected(user.token);
    expect(await again).toEqual({ userId: user.id, online: true });
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/v1/users/online',
      headers: { authorization: admin },
    });
    expect(response.statusCode).toBe(200);
    const mine = (response.json() as Array<{ userId: number; connections: number; fio: string }>).find(
      (u) => u.userId === user.id,
    );
    expect(mine).toMatchObject({ connections: 2, fio: 'Тестов Тест' });
    const gone = next<{ userId: number; online: boolean }>(watcher.socket, 'online:changed');
    first.socket.disconnect();
    expect(await gone).toEqual({ userId: user.id, online: false });
  });

  it('lets a socket send at most MESSAGES_PER_WINDOW messages in a row', async () => {
    const alice = await staffUser();
    const bob = await staffUser();
    const { socket } = await connected(alice.token);
    const answers: MessageSendAck[] = [];
    for (let i = 0; i <= MESSAGES_PER_WINDOW; i += 1)
      answers.push(await socket.emitWithAck('message:send', { toUserId: bob.id, content: `№ ${i}` }));
    expect(answers.filter((a) => a.ok)).toHaveLength(MESSAGES_PER_WINDOW);
    expect(answers.at(-1)).toEqual({ ok: false, message: 'Слишком много сообщений подряд. Подождите немного.' });
  });

  it("tells a user's consoles that their permissions changed when a role is granted, and no one else's", async () => {
    const target = await staffUser();
    const bystander = await staffUser();
    const admin = await login(ctx.app, 'admin@demo.ru', 'Admin12345');
    const mine = await connected(target.token);
    const theirs = await connected(bystander.token);
    let bystanderTold = false;
    theirs.socket.on('permissions:changed', () => {
      bystanderTold = true;
    });
    const told = next<unknown>(mine.socket, 'permissions:changed');
    const [operator] = await ctx.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'Оператор'));
    const granted = await ctx.app.inject({
      method: 'POST',
      url: '/v1/user_roles',
      headers: { authorization: admin },
      payload: { userId: target.id, roleId: operator.id },
    });
    expect(granted.statusCode).toBe(200);
    await told;
    // The bystander's socket is on the same server: a round trip on it shows the event was not sent to it.
    await theirs.socket.emitWithAck('message:send', { toUserId: bystander.id, content: 'ping' });
    expect(bystanderTold).toBe(false);
  });
});
