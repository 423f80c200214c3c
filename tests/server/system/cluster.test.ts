import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/server/db/db';
import { openDatabase } from '../../../src/server/db/openDatabase';
import { notificationHistory, operations, permissions, roles } from '../../../src/server/db/schema';
import { findProjectRoot } from '../../../src/server/projectRoot';
import { LOGIN_LIMITS } from '../../../src/server/session/loginAttemptsRepository';
import { SOCKET_PATH } from '../../../src/shared/constants';
import type { MessageSendAck, PushEvent } from '../../../src/shared/schemas/realtime';
import { createTestUser } from '../buildTestApp';
import { newOrder } from '../files/orderFilesFixtures';

// Two real server processes on one PostgreSQL behave as one server: a push crosses them through the socket.io
// PostgreSQL adapter, wrong logins are counted across them, a file uploaded through one is served by the other, a
// role granted through one changes what the other allows at once, and a token of one is good on the other.
// Needs a PostgreSQL server (DATABASE_URL; tests/server/withPostgres.sh makes a throw-away one).

const serverUrl = process.env.DATABASE_URL;
const START_TIMEOUT_MS = 90_000;

interface ServerProcess {
  base: string;
  child: ChildProcess;
  output: () => string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** `node --import tsx src/server/main.ts` on the database, answering once GET /v1/health does. */
async function startServer(databaseUrl: string, dataDir: string): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: findProjectRoot(),
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: join(dataDir, 'no-console'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    const healthy = await fetch(`${base}/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return { base, child, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not answer /v1/health within ${START_TIMEOUT_MS} ms:\n${output}`);
}

async function stopServer(server: ServerProcess | undefined) {
  if (!server || server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

async function call<T = unknown>(
  base: string,
  method: string,
  path: string,
  options: { token?: string; json?: unknown; form?: FormData } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = options.token;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body: options.form ?? (options.json === undefined ? undefined : JSON.stringify(options.json)),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as T,
    headers: response.headers,
  };
}

async function login(base: string, username: string, password: string): Promise<string> {
  const answer = await call(base, 'POST', '/v1/users/auth', { json: { username, password } });
  const token = answer.headers.get('x-authorization');
  if (answer.status !== 200 || !token)
    throw new Error(`login of ${username} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return token;
}

// Several processes need one database server: PGlite is one process's. Say so instead of skipping in silence.
if (!serverUrl)
  process.stdout.write(
    '[skipped] several server processes on one PostgreSQL: needs DATABASE_URL (a PostgreSQL server); .ci/run runs it through tests/server/withPostgres.sh\n',
  );
describe.skipIf(!serverUrl)('several server processes on one PostgreSQL', () => {
  const name = `cluster_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const dataDirs: string[] = [];
  const sockets: Socket[] = [];
  let admin: pg.Client;
  let database: { db: Db; close: () => Promise<void> } | undefined;
  let one: ServerProcess | undefined;
  let two: ServerProcess | undefined;
  let db: Db;
  let adminToken = '';

  beforeAll(
    async () => {
      admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(serverUrl!);
      url.pathname = `/${name}`;
      dataDirs.push(mkdtempSync(join(tmpdir(), 'cluster-1-')), mkdtempSync(join(tmpdir(), 'cluster-2-')));
      // One after the other: the first migrates and loads the demo data, the second finds them there.
      one = await startServer(url.toString(), dataDirs[0]);
      two = await startServer(url.toString(), dataDirs[1]);
      database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
      db = database.db;
      adminToken = await login(one.base, 'admin@demo.ru', 'Admin12345');
    },
    2 * START_TIMEOUT_MS + 30_000,
  );

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await Promise.all([stopServer(one), stopServer(two)]);
    await database?.close();
    if (admin) {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  /** A user of the test's own, logged in through the given process. */
  async function employee(base: string) {
    const user = await createTestUser(db);
    return { ...user, token: await login(base, user.email, user.password!) };
  }

  async function connected(base: string, token: string): Promise<Socket> {
    const socket = connect(base, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      auth: { token: token.replace(/^Bearer /, '') },
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('hello', () => resolve());
      socket.once('connect_error', reject);
    });
    return socket;
  }

  it('accepts a token issued by one process on the other (one signing key in the database)', async () => {
    expect((await call(two!.base, 'GET', '/v1/users/profile', { token: adminToken })).status).toBe(200);
  });

  it('carries a push from a socket on one process to a socket on the other, and lists who is online on both', async () => {
    const alice = await employee(one!.base);
    const bob = await employee(two!.base);
    const aliceSocket = await connected(one!.base, alice.token);
    const bobSocket = await connected(two!.base, bob.token);
    // The adapter learns of the other process from its heartbeat: by then process 1 sees Bob's socket on process 2.
    await expect
      .poll(
        async () =>
          (await call<Array<{ userId: number }>>(one!.base, 'GET', '/v1/users/online', { token: adminToken })).body.map(
            (u) => u.userId,
          ),
        { timeout: 10_000, interval: 250 },
      )
      .toContain(bob.id);

    const received = new Promise<PushEvent>((resolve) => bobSocket.once('push', resolve));
    const ack = (await aliceSocket
      .timeout(10_000)
      .emitWithAck('message:send', { toUserId: bob.id, content: 'Через два сервера' })) as MessageSendAck;
    expect(ack).toMatchObject({ ok: true });
    expect(await received).toMatchObject({ kind: 'message', content: 'Через два сервера', sender: 'Тестов Тест' });
    const history = async () =>
      (
        await db
          .select()
          .from(notificationHistory)
          .where(eq(notificationHistory.id, ack.ok ? ack.id : 0))
      )[0];
    await expect
      .poll(history, { timeout: 5_000 })
      .toMatchObject({ pushBody: 'Через два сервера', sentCount: 1, failedCount: 0 });
  });

  it('counts wrong logins across the processes: after the limit both refuse with 429', async () => {
    const user = await createTestUser(db);
    const bases = [one!.base, two!.base];
    for (let attempt = 0; attempt < LOGIN_LIMITS.perPair; attempt += 1) {
      const answer = await call(bases[attempt % 2], 'POST', '/v1/users/auth', {
        json: { username: user.email, password: `Wrong${attempt}` },
      });
      expect(answer.status).toBe(401);
    }
    // Even the right password is refused now, by either process.
    for (const base of bases) {
      const refused = await call<{ errorCode: string; message: string }>(base, 'POST', '/v1/users/auth', {
        json: { username: user.email, password: user.password },
      });
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({
        errorCode: 'TOO_MANY_REQUESTS',
        message: expect.stringMatching(/^Слишком много попыток входа\. Повторите через \d+ мин\.$/),
      });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('serves a file uploaded through one process from the other, byte for byte', async () => {
    const order = await newOrder(db);
    const bytes = randomBytes(100_000);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/octet-stream' }), 'данные.bin');
    const uploaded = await call<{ url: string }>(one!.base, 'POST', `/v1/orders/${order.id}/temporaryFiles`, {
      token: adminToken,
      form,
    });
    expect(uploaded.status, `${JSON.stringify(uploaded.body)}\n${one!.output()}`).toBe(200);
    const response = await fetch(`${two!.base}${uploaded.body.url}`, { headers: { authorization: adminToken } });
    expect(response.status, two!.output()).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('drops cached permissions on every process: a role granted through one is honoured by the other at once', async () => {
    const [role] = await db
      .insert(roles)
      .values({ name: `Кластер ${randomBytes(3).toString('hex')}` })
      .returning();
    const [op] = await db
      .select({ id: operations.id })
      .from(operations)
      .where(inArray(operations.operationKey, ['users.online']));
    await db.insert(permissions).values({ operationId: op.id, roleId: role.id, available: true });
    const carol = await employee(two!.base);
    const online = () => call(two!.base, 'GET', '/v1/users/online', { token: carol.token });
    // Process 2 now holds Carol's permissions in its cache (kept up to 60 s unless invalidated).
    expect((await online()).status).toBe(403);
    const granted = await call(one!.base, 'POST', '/v1/user_roles', {
      token: adminToken,
      json: { userId: carol.id, roleId: role.id },
    });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    // The invalidation reaches process 2 through the adapter within milliseconds; far less than the cache's age.
    await expect.poll(async () => (await online()).status, { timeout: 3_000, interval: 100 }).toBe(200);
  });

  it("refuses a permission revoked from a role through one process on the user's very next call to the other", async () => {
    const [role] = await db
      .insert(roles)
      .values({ name: `Кластер отзыв ${randomBytes(3).toString('hex')}` })
      .returning();
    const [op] = await db
      .select({ id: operations.id })
      .from(operations)
      .where(inArray(operations.operationKey, ['users.online']));
    await db.insert(permissions).values({ operationId: op.id, roleId: role.id, available: true });
    const dave = await employee(two!.base);
    const granted = await call(one!.base, 'POST', '/v1/user_roles', {
      token: adminToken,
      json: { userId: dave.id, roleId: role.id },
    });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    const online = () => call(two!.base, 'GET', '/v1/users/online', { token: dave.token });
    // Process 2 caches Dave's permissions with the grant.
    await expect.poll(async () => (await online()).status, { timeout: 3_000, interval: 100 }).toBe(200);
    const revoked = await call(one!.base, 'PUT', '/v1/permissions', {
      token: adminToken,
      json: [{ operationId: op.id, roleId: role.id, available: false }],
    });
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    await expect.poll(async () => (await online()).status, { timeout: 3_000, interval: 100 }).toBe(403);
  });
});
