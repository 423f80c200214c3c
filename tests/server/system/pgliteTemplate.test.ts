import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultMigrationsFolder, openDatabase } from '../../../src/server/db/openDatabase';
import { pgliteTemplate, preparePgliteTemplate } from '../../../src/server/db/pgliteTemplate';
import { VEHICLE_CATALOG } from '../../../src/server/vehicles/vehicleCatalogData';

// A new embedded database starts from the prepared empty one: every migration applied, the vehicle catalogue loaded; a data folder
// that already holds a database keeps its own rows; other migrations have no dump until one is prepared for them.

// Opening a data folder twice copies and starts two embedded databases: 6 s on a quiet 2-core machine, past the
// server project's 30 s ceiling when other suites share the cores.
describe('the prepared empty database', { timeout: 120_000 }, () => {
  const folders: string[] = [];
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), 'pglite-template-'));
    folders.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  it('opens a new data folder with every migration applied, then keeps what was written in it', async () => {
    await preparePgliteTemplate(defaultMigrationsFolder());
    expect(pgliteTemplate(defaultMigrationsFolder())).toBeDefined();
    const migrations = readdirSync(defaultMigrationsFolder()).filter((f) => f.endsWith('.sql')).length;
    const dataDir = folder();
    const first = await openDatabase({ dataDir });
    const applied = await first.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect((applied as unknown as { rows: { n: number }[] }).rows[0].n).toBe(migrations);
    // The catalogue is product data: there before any demo.
    const makes = await first.db.execute(sql`select count(*)::int as n from vehicle_makes`);
    expect((makes as unknown as { rows: { n: number }[] }).rows[0].n).toBe(VEHICLE_CATALOG.length);
    await first.db.execute(sql`create table template_probe (id int)`);
    await first.db.execute(sql`insert into template_probe values (7)`);
    await first.close();

    const again = await openDatabase({ dataDir });
    const kept = await again.db.execute(sql`select id from template_probe`);
    expect((kept as unknown as { rows: { id: number }[] }).rows).toEqual([{ id: 7 }]);
    await again.close();
  });

  it('has no dump for other migrations', () => {
    const other = folder();
    cpSync(defaultMigrationsFolder(), other, { recursive: true });
    writeFileSync(join(other, '9999_probe.sql'), 'select 1;');
    expect(pgliteTemplate(other)).toBeUndefined();
  });
});
