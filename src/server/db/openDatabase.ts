import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { findProjectRoot } from '../projectRoot';
import type { Db } from './db';
import { PGLITE_EXTENSIONS, pgliteTemplate } from './pgliteTemplate';
import * as schema from './schema';

export type DatabaseKind = 'pglite' | 'postgres';

export interface OpenDatabaseOptions {
  /** A PostgreSQL server; without it the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite keeps its files in `${dataDir}/pgdata`; 'memory://' keeps them in memory (tests). */
  dataDir?: string;
  inMemory?: boolean;
  /** Defaults to src/server/db/migrations of the project root, which the bundle finds as well. */
  migrationsFolder?: string;
  poolSize?: number;
}

export interface OpenedDatabase {
  db: Db;
  kind: DatabaseKind;
  close: () => Promise<void>;
}

/** Any number serves, as long as every process of the product uses the same one to serialise migrations. */
const MIGRATION_LOCK_ID = 7_340_118;

export function defaultMigrationsFolder(): string {
  return join(findProjectRoot(), 'src', 'server', 'db', 'migrations');
}

/** Opens the database and brings its schema up to date with the committed migrations. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  const migrationsFolder = options.migrationsFolder ?? defaultMigrationsFolder();
  if (options.databaseUrl) return openPostgres(options.databaseUrl, migrationsFolder, options.poolSize ?? 10);
  return openPglite(options, migrationsFolder);
}

async function openPglite(options: OpenDatabaseOptions, migrationsFolder: string): Promise<OpenedDatabase> {
  let dataDir: string | undefined;
  if (!options.inMemory) {
    if (!options.dataDir) throw new Error('openDatabase: dataDir is required for a persisted PGlite');
    // PGlite creates only the last folder of its path.
    mkdirSync(options.dataDir, { recursive: true });
    dataDir = join(options.dataDir, 'pgdata');
  }
  // A new database starts from the prepared empty one (pgliteTemplate.ts) when there is one.
  const isNew = dataDir === undefined || !existsSync(join(dataDir, 'PG_VERSION'));
  const loadDataDir = isNew ? pgliteTemplate(migrationsFolder) : undefined;
  const client = await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS, loadDataDir });
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

async function openPostgres(databaseUrl: string, migrationsFolder: string, max: number): Promise<OpenedDatabase> {
  // The PostgreSQL driver is loaded only here: a start on the embedded database never needs it.
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: databaseUrl, max });
  // An idle client that loses its server must not crash the process; the next query reports the error.
  pool.on('error', () => {
    // The pool drops the broken client itself.
  });
  try {
    // Several processes may start at once on one database: an advisory lock lets one of them migrate.
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      try {
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
      }
    } finally {
      client.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = drizzlePg({ client: pool, schema });
  return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
}
