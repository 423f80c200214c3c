import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/db';
import { serverSecrets } from '../db/schema';

const KEY_BYTES = 64;
const SECRET_NAME = 'token.key';

export interface SecretKeyOptions {
  db: Db;
  /** With PGlite the key is a file in `${dataDir}/secrets`; only one process may own that folder anyway. */
  dataDir: string;
  /**
   * Several processes on one PostgreSQL server must sign with one key, so it lives in the server_secrets table
   * (first writer wins); true when DATABASE_URL is set.
   */
  shared: boolean;
}

/** The HS256 key of the session tokens, generated on first start and never committed. */
export async function loadSecretKey(options: SecretKeyOptions): Promise<Uint8Array> {
  return options.shared ? fromTable(options.db) : fromFile(options.dataDir);
}

function fromFile(dataDir: string): Uint8Array {
  const dir = join(dataDir, 'secrets');
  const file = join(dir, SECRET_NAME);
  if (existsSync(file)) {
    const key = readFileSync(file);
    if (key.length >= 32) return new Uint8Array(key);
  }
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const key = randomBytes(KEY_BYTES);
  writeFileSync(file, key, { mode: 0o600 });
  // The mode of writeFileSync is ignored when the file existed (a truncated key): enforce it.
  chmodSync(file, 0o600);
  return new Uint8Array(key);
}

async function fromTable(db: Db): Promise<Uint8Array> {
  const candidate = randomBytes(KEY_BYTES).toString('base64');
  await db.insert(serverSecrets).values({ name: SECRET_NAME, value: candidate }).onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, SECRET_NAME));
  return new Uint8Array(Buffer.from(row.value, 'base64'));
}
