import { count, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/db';
import { VEHICLE_CATALOG } from './vehicleCatalogData';
import type { CatalogMake } from './vehicleCatalogTypes';
import { vehicleGenerations, vehicleMakes, vehicleModels, vehicleModifications } from './vehiclesSchema';

const CATALOG_LOCK_ID = 7_340_120;

async function catalogIsEmpty(db: Db | Tx): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(vehicleMakes);
  return n === 0;
}

/** Inserts the catalogue level by level: four bulk inserts whatever its size. */
async function insertCatalog(tx: Tx, catalog: CatalogMake[]) {
  const makes = await tx
    .insert(vehicleMakes)
    .values(catalog.map((make) => ({ title: make.title })))
    .returning({ id: vehicleMakes.id });
  const modelSources = catalog.flatMap((make, i) => make.models.map((model) => ({ makeId: makes[i].id, model })));
  const models = await tx
    .insert(vehicleModels)
    .values(modelSources.map(({ makeId, model }) => ({ makeId, title: model.title })))
    .returning({ id: vehicleModels.id });
  const generationSources = modelSources.flatMap(({ model }, i) =>
    model.generations.map((generation) => ({ modelId: models[i].id, generation })),
  );
  const generations = await tx
    .insert(vehicleGenerations)
    .values(
      generationSources.map(({ modelId, generation: [name, yearFrom, yearTo] }) => ({
        modelId,
        name,
        yearFrom,
        yearTo,
      })),
    )
    .returning({ id: vehicleGenerations.id });
  const modifications = generationSources.flatMap(({ generation: [, , , ...names] }, i) =>
    names.map((name) => ({ generationId: generations[i].id, name })),
  );
  await tx.insert(vehicleModifications).values(modifications);
}

/**
 * Loads the shipped vehicle catalogue into a database whose catalogue is empty (it is product data: in every
 * database, not only the demo). One transaction under an advisory lock, so two processes starting together load it
 * once; a database that already has makes is left as it is. True when loaded. Runs on a transaction too (the demo
 * seed calls it inside its own).
 */
export async function loadVehicleCatalog(db: Db | Tx, catalog: CatalogMake[] = VEHICLE_CATALOG): Promise<boolean> {
  if (!(await catalogIsEmpty(db))) return false;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CATALOG_LOCK_ID})`);
    if (!(await catalogIsEmpty(tx))) return false;
    await insertCatalog(tx, catalog);
    return true;
  });
}
