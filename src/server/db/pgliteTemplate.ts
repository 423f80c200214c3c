import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { findProjectRoot } from '../projectRoot';
import { loadVehicleCatalog } from '../vehicles/loadVehicleCatalog';
import { VEHICLE_CATALOG } from '../vehicles/vehicleCatalogData';
import type { Db } from './db';

// An empty embedded database with every migration applied and the product data every database gets (the vehicle
// catalogue), kept as PGlite's own tar dump. Making one from nothing (initdb in WebAssembly, the migrations, the
// catalogue) takes 8–10 s on a 2-core machine; loading the dump takes 1–1.5 s. The
// build makes it (`node dist/server/main.js --prepare-database`, run by npm start and the bench) and the test runs
// make it before their workers start, so a new data folder, a test worker's database and the browser tests' server
// all start from it. Without it a database is made from nothing, as before: the dump only saves time.

export const PGLITE_EXTENSIONS = { pg_trgm, btree_gist };

/**
 * The dump's name says what it holds: PGlite's version, every migration file and the catalogue, so a change to any
 * makes a new one.
 */
function templateFile(migrationsFolder: string): string {
  const root = findProjectRoot();
  const hash = createHash('sha256');
  hash.update(readFileSync(join(root, 'node_modules', '@electric-sql', 'pglite', 'package.json')));
  for (const name of readdirSync(migrationsFolder).sort()) {
    if (name.endsWith('.sql')) hash.update(name).update(readFileSync(join(migrationsFolder, name)));
  }
  hash.update(readFileSync(join(migrationsFolder, 'meta', '_journal.json')));
  hash.update(JSON.stringify(VEHICLE_CATALOG));
  return join(root, 'node_modules', '.cache', 'auto-console', `pgdata-${hash.digest('hex').slice(0, 16)}.tar`);
}

/** The dump to start a new database from, or undefined when none was prepared for these migrations. */
export function pgliteTemplate(migrationsFolder: string): Blob | undefined {
  const file = templateFile(migrationsFolder);
  return existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
}

/** Makes the dump for these migrations unless it is there; answers its path. */
export async function preparePgliteTemplate(migrationsFolder: string): Promise<string> {
  const file = templateFile(migrationsFolder);
  if (existsSync(file)) return file;
  const client = await PGlite.create(undefined, { extensions: PGLITE_EXTENSIONS });
  try {
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder });
    await loadVehicleCatalog(db as unknown as Db);
    const dump = await client.dumpDataDir('none');
    mkdirSync(join(file, '..'), { recursive: true });
    // Written aside, then renamed: a process that starts meanwhile finds the whole dump or none.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await client.close();
  }
  return file;
}
