import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../db/db';
import type { DemoSeed } from '../db/demoContext';
import {
  vehicleCatalogChanges,
  vehicleGenerations,
  vehicleMakes,
  vehicleModels,
  vehicleModifications,
} from './vehiclesSchema';

// Pending catalogue changes for /vehicle/changes. At demo time the catalogue was just loaded from the feed, so the two
// agree and detection would find nothing: the rows are staged directly, pointing at real catalogue rows none of the
// demo's vehicles use (Lada XRAY, Kalina, Priora; Kia Optima; Skoda Yeti), so applying any of them is safe.

type Row = typeof vehicleCatalogChanges.$inferInsert;

async function makeId(tx: Tx, title: string) {
  const [row] = await tx.select({ id: vehicleMakes.id }).from(vehicleMakes).where(eq(vehicleMakes.title, title));
  return row?.id ?? null;
}

async function modelId(tx: Tx, make: string, title: string) {
  const id = await makeId(tx, make);
  if (id === null) return null;
  const [row] = await tx
    .select({ id: vehicleModels.id })
    .from(vehicleModels)
    .where(and(eq(vehicleModels.makeId, id), eq(vehicleModels.title, title)));
  return row?.id ?? null;
}

async function generationId(tx: Tx, make: string, model: string, name: string) {
  const id = await modelId(tx, make, model);
  if (id === null) return null;
  const [row] = await tx
    .select({ id: vehicleGenerations.id })
    .from(vehicleGenerations)
    .where(and(eq(vehicleGenerations.modelId, id), eq(vehicleGenerations.name, name)));
  return row?.id ?? null;
}

async function firstModification(tx: Tx, generation: number | null) {
  if (generation === null) return null;
  const [row] = await tx
    .select({ id: vehicleModifications.id, name: vehicleModifications.name })
    .from(vehicleModifications)
    .where(eq(vehicleModifications.generationId, generation))
    .orderBy(asc(vehicleModifications.id))
    .limit(1);
  return row ?? null;
}

export const seedVehicleChangesDemo: DemoSeed = async (tx, ctx) => {
  const lada = await makeId(tx, 'Lada');
  const kia = await makeId(tx, 'Kia');
  const xray = await modelId(tx, 'Lada', 'XRAY');
  const optima = await modelId(tx, 'Kia', 'Optima');
  const nivaTravel = await modelId(tx, 'Lada', 'Niva Travel');
  const kalina = await generationId(tx, 'Lada', 'Kalina', 'I');
  const yeti = await generationId(tx, 'Skoda', 'Yeti', 'I');
  const rio = await generationId(tx, 'Kia', 'Rio', 'IV');
  const priora = await generationId(tx, 'Lada', 'Priora', 'I');
  const prioraModification = await firstModification(tx, priora);
  const yetiModification = await firstModification(tx, yeti);

  const detectedAt = new Date(ctx.now - 2 * 86_400_000);
  const rows: (Row | null)[] = [
    { group: 'makes', kind: 'added', parentId: null, name: 'Tenet' },
    { group: 'makes', kind: 'added', parentId: null, name: 'Jetour' },
    xray && lada
      ? { group: 'models', kind: 'renamed', entityId: xray, parentId: lada, name: 'XRAY Cross', previousName: 'XRAY' }
      : null,
    lada ? { group: 'models', kind: 'added', parentId: lada, name: 'Iskra' } : null,
    kia ? { group: 'models', kind: 'added', parentId: kia, name: 'EV5' } : null,
    optima && kia ? { group: 'models', kind: 'removed', entityId: optima, parentId: kia, name: 'Optima' } : null,
    kalina && lada
      ? {
          group: 'generations',
          kind: 'removed',
          entityId: kalina,
          parentId: await modelId(tx, 'Lada', 'Kalina'),
          name: 'I',
        }
      : null,
    yeti
      ? {
          group: 'generations',
          kind: 'renamed',
          entityId: yeti,
          parentId: await modelId(tx, 'Skoda', 'Yeti'),
          name: 'I (5L)',
          previousName: 'I',
        }
      : null,
    nivaTravel
      ? {
          group: 'generations',
          kind: 'added',
          parentId: nivaTravel,
          name: 'I рестайлинг',
          payload: { yearFrom: 2024, yearTo: null },
        }
      : null,
    rio ? { group: 'modifications', kind: 'added', parentId: rio, name: '1.6 AT (123 л.с.) Prestige' } : null,
    prioraModification && priora
      ? {
          group: 'modifications',
          kind: 'removed',
          entityId: prioraModification.id,
          parentId: priora,
          name: prioraModification.name,
        }
      : null,
    yetiModification && yeti
      ? {
          group: 'modifications',
          kind: 'renamed',
          entityId: yetiModification.id,
          parentId: yeti,
          name: `${yetiModification.name} 4x4`,
          previousName: yetiModification.name,
        }
      : null,
  ];
  const staged = rows.filter((r): r is Row => r !== null).map((r) => ({ ...r, detectedAt }));
  if (staged.length > 0) await tx.insert(vehicleCatalogChanges).values(staged);
};
