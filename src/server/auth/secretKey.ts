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
  if (!options.shared) return fromFile(options.dataDir);
  return new Uint8Array(
    Buffer.from(await fromTable(options.db, SECRET_NAME, randomBytes(KEY_BYTES).toString('base64')), 'base64'),
  );
}

/**
 * A text secret made once by `generate` (the VAPID key pair): a file `${dataDir}/secrets/<name>` with PGlite, a
 * server_secrets row with a PostgreSQL server, where the first process to start wins and the others read its value.
 */
export async function loadTextSecret(options: SecretKeyOptions, name: string, generate: () => string): Promise<string> {
  if (options.shared) return fromTable(options.db, name, generate());
  const dir = join(options.dataDir, 'secrets');
  const file = join(dir, name);
  if (existsSync(file)) {
    const value = readFileSync(file, 'utf8').trim();
    if (value) return value;
  }
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const value = generate();
  writeFileSync(file, value, { mode: 0o600 });
  chmodSync(file, 0o600);
  return value;
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

async function fromTable(db: Db, name: string, candidate: string): Promise<string> {
  await db.insert(serverSecrets).values({ name, value: candidate }).onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  return row.value;
}
