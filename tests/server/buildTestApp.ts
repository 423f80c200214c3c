import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { type App, buildApp } from '../../src/server/app';
import { hashPassword } from '../../src/server/auth/password';
import type { Db } from '../../src/server/db/db';
import { loadDemoDataIfEmpty } from '../../src/server/db/demoData';
import { openDatabase } from '../../src/server/db/openDatabase';
import { users } from '../../src/server/db/schema';
import { loadConfig, type ServerConfig } from '../../src/server/serverConfig';

// One migrated, demo-seeded database per test worker: PGlite in memory, or a fresh database on the server of
// DATABASE_URL (created here, dropped at the end). Tests share it and isolate themselves by unique data
// (their own users, e-mails and client addresses), never by resetting it.

export interface TestDatabase {
  db: Db;
  /** Set when the database is a PostgreSQL server (the app then keeps its token key in the table). */
  databaseUrl?: string;
  /** The app's DATA_DIR: the token key file in PGlite mode; removed at the end. */
  dataDir: string;
  close: () => Promise<void>;
}

let shared: Promise<TestDatabase> | undefined;
let holders = 0;
let closing: ReturnType<typeof setTimeout> | undefined;
/** Each worker of the server project runs its files one after another (isolate: false): the next file takes the
 * database over within this time, and migrating and seeding it again for every file is what it saves. */
const CLOSE_DELAY_MS = 1500;

async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'server-test-'));
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const opened = await openDatabase({ inMemory: true });
    await loadDemoDataIfEmpty(opened.db);
    return {
      db: opened.db,
      dataDir,
      close: async () => {
        await opened.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  // A database of its own per run, so a developer's data on that server is never touched.
  const name = `server_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const opened = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  await loadDemoDataIfEmpty(opened.db);
  return {
    db: opened.db,
    databaseUrl: url.toString(),
    dataDir,
    close: async () => {
      await opened.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Keeps the worker's database, if there is one, from closing, without making one. */
function holdTestDatabase(): void {
  holders += 1;
  clearTimeout(closing);
}

/** The worker's database, opened on first use and closed when the last user releases it. */
export function acquireTestDatabase(): Promise<TestDatabase> {
  holdTestDatabase();
  shared ??= createTestDatabase();
  return shared;
}

export async function releaseTestDatabase(): Promise<void> {
  holders -= 1;
  if (holders > 0 || !shared) return;
  const pending = shared;
  closing = setTimeout(() => {
    if (holders > 0 || shared !== pending) return;
    shared = undefined;
    void pending.then((database) => database.close());
  }, CLOSE_DELAY_MS);
  // The worker may end once the last file is done: the timer must not keep it alive.
  closing.unref?.();
}

export function testConfig(database: TestDatabase, overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    ...loadConfig({ DATA_DIR: database.dataDir, STATIC_DIR: join(database.dataDir, 'no-console') }),
    databaseUrl: database.databaseUrl,
    ...overrides,
  };
}

/** An app on the worker's database; call releaseTestDatabase after closing it (openTestApp does both). */
export async function buildTestApp(
  overrides: Partial<ServerConfig> = {},
): Promise<{ app: App; database: TestDatabase }> {
  const database = await acquireTestDatabase();
  const app = await buildApp({ db: database.db, config: testConfig(database, overrides), logger: false });
  return { app, database };
}

/** Builds the app before the file's tests and closes it after them. */
export function openTestApp(overrides: Partial<ServerConfig> = {}) {
  const context = {} as { app: App; db: Db; database: TestDatabase };
  beforeAll(async () => {
    const built = await buildTestApp(overrides);
    Object.assign(context, { app: built.app, db: built.database.db, database: built.database });
  });
  afterAll(async () => {
    await context.app?.close();
    await releaseTestDatabase();
  });
  return context;
}

/**
 * An app on a database of its own, for a file whose calls may change what other files rely on (the junk-input pass
 * sends every route bodies its schema may accept): slower to open, shared with nobody.
 */
export function openIsolatedTestApp(overrides: Partial<ServerConfig> = {}) {
  const context = {} as { app: App; db: Db; database: TestDatabase };
  beforeAll(async () => {
    // The worker's shared database stays open meanwhile: closed, the next file would migrate and seed it again.
    holdTestDatabase();
    const database = await createTestDatabase();
    const app = await buildApp({ db: database.db, config: testConfig(database, overrides), logger: false });
    Object.assign(context, { app, db: database.db, database });
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
    await releaseTestDatabase();
  });
  return context;
}

/** A user of the test's own, so no other test sees or changes it. */
export async function createTestUser(
  db: Db,
  fields: Partial<typeof users.$inferInsert> & { password?: string | null } = {},
): Promise<{ id: number; email: string; password: string | null }> {
  const { password = 'Secret12345', ...rest } = fields;
  const email = rest.email ?? `user-${randomUUID()}@test.ru`;
  const [row] = await db
    .insert(users)
    .values({
      firstName: 'Тест',
      lastName: 'Тестов',
      status: password ? 'active' : 'invited',
      ...rest,
      email,
      passwordHash: password ? await hashPassword(password) : null,
    })
    .returning({ id: users.id });
  return { id: row.id, email, password };
}

/** A fresh client address, so the per-address login limit of one test never counts another's failures. */
export const uniqueIp = () =>
  `10.${(Math.random() * 255) | 0}.${(Math.random() * 255) | 0}.${(Math.random() * 254 + 1) | 0}`;

/** Logs in and returns the x-authorization header value ('Bearer <jwt>'). */
export async function login(app: App, username: string, password: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/users/auth',
    payload: { username, password },
    remoteAddress: uniqueIp(),
  });
  const header = response.headers['x-authorization'];
  if (response.statusCode !== 200 || typeof header !== 'string') {
    throw new Error(`login of ${username} failed: ${response.statusCode} ${response.body}`);
  }
  return header;
}
