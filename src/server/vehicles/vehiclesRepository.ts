import { and, asc, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { VehicleFormInput } from '../../shared/schemas/vehicles/vehicle';
import { normalizePlateInput } from '../../shared/schemas/vehicles/vehicle';
import type {
  ClientVehicle,
  VehicleEntity,
  VehicleFound,
  VehicleOwner,
} from '../../shared/schemas/vehicles/vehicleEntity';
import { clients } from '../clients/clientsSchema';
import type { DbOrTx } from '../db/db';
import { partners, refValues } from '../db/schema';
import { listPolicies } from './vehicleInsurancesRepository';
import {
  clientVehicles,
  vehicleGenerations,
  vehicleMakes,
  vehicleModels,
  vehicleModifications,
  vehicles,
} from './vehiclesSchema';

// Vehicles and their owners: the client-vehicle relation (soft-deleted when a vehicle is detached; one live relation
// per client is primary, which a partial unique index guards), the form with the catalogue's names, the plate search.

export const VEHICLE_NOT_FOUND = 'Автомобиль не найден';
export const CLIENT_NOT_FOUND = 'Клиент не найден';
export const RELATION_NOT_FOUND = 'Автомобиль не привязан к клиенту';

const seconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

export async function getClient(db: DbOrTx, clientId: number) {
  const [row] = await db
    .select({ id: clients.id, deletedDate: clients.deletedDate })
    .from(clients)
    .where(eq(clients.id, clientId));
  return row ?? null;
}

/**
 * Takes the client's row lock for the rest of the transaction: every change of a client's relations goes through
 * it, so two of them (two 'make primary' clicks) run one after the other instead of racing on the primary flag.
 */
export async function lockClient(tx: DbOrTx, clientId: number): Promise<boolean> {
  const rows = await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).for('update');
  return rows.length > 0;
}

export async function getVehicleRow(db: DbOrTx, id: number) {
  const [row] = await db.select().from(vehicles).where(eq(vehicles.id, id));
  return row ?? null;
}

/** The client's vehicles: live ones first, the primary one on top; detached ones only with showDeleted. */
export async function listClientVehicles(
  db: DbOrTx,
  clientId: number,
  { showDeleted = false } = {},
): Promise<ClientVehicle[]> {
  const rows = await db
    .select({
      id: vehicles.id,
      makeTitle: vehicleMakes.title,
      modelTitle: vehicleModels.title,
      generationName: vehicleGenerations.name,
      number: vehicles.number,
      vin: vehicles.vin,
      relationDeleted: clientVehicles.deletedDate,
      vehicleDeleted: vehicles.deletedDate,
      createdAt: clientVehicles.createdAt,
      primary: clientVehicles.primary,
      isCorporate: vehicles.isCorporate,
      foreign: vehicles.foreign,
    })
    .from(clientVehicles)
    .innerJoin(vehicles, eq(vehicles.id, clientVehicles.vehicleId))
    .leftJoin(vehicleMakes, eq(vehicleMakes.id, vehicles.makeId))
    .leftJoin(vehicleModels, eq(vehicleModels.id, vehicles.modelId))
    .leftJoin(vehicleGenerations, eq(vehicleGenerations.id, vehicles.generationId))
    .where(
      and(
        eq(clientVehicles.clientId, clientId),
        showDeleted ? undefined : and(isNull(clientVehicles.deletedDate), isNull(vehicles.deletedDate)),
      ),
    )
    .orderBy(
      sql`${clientVehicles.deletedDate} is not null`,
      desc(clientVehicles.primary),
      asc(clientVehicles.createdAt),
      asc(clientVehicles.id),
    );
  return rows.map(({ relationDeleted, vehicleDeleted, createdAt, ...row }) => ({
    ...row,
    deletedDate: seconds(relationDeleted ?? vehicleDeleted),
    createdDate: seconds(createdAt)!,
    primary: row.primary && !relationDeleted,
  }));
}

/** The vehicle form with the catalogue's names and its live policies; null when there is no such vehicle. */
export async function getVehicleEntity(db: DbOrTx, id: number, clientId?: number): Promise<VehicleEntity | null> {
  const [row] = await db
    .select({
      vehicle: vehicles,
      makeTitle: vehicleMakes.title,
      modelTitle: vehicleModels.title,
      generationName: vehicleGenerations.name,
      modificationName: vehicleModifications.name,
    })
    .from(vehicles)
    .leftJoin(vehicleMakes, eq(vehicleMakes.id, vehicles.makeId))
    .leftJoin(vehicleModels, eq(vehicleModels.id, vehicles.modelId))
    .leftJoin(vehicleGenerations, eq(vehicleGenerations.id, vehicles.generationId))
    .leftJoin(vehicleModifications, eq(vehicleModifications.id, vehicles.modificationId))
    .where(eq(vehicles.id, id));
  if (!row) return null;
  const relation = clientId === undefined ? null : await liveRelation(db, id, clientId);
  const { vehicle } = row;
  return {
    id: vehicle.id,
    clientId: clientId ?? null,
    primary: clientId === undefined ? null : (relation?.primary ?? false),
    makeId: vehicle.makeId,
    makeTitle: row.makeTitle,
    modelId: vehicle.modelId,
    modelTitle: row.modelTitle,
    generationId: vehicle.generationId,
    generationName: row.generationName,
    modificationId: vehicle.modificationId,
    modificationName: row.modificationName,
    number: vehicle.number,
    foreign: vehicle.foreign,
    vin: vehicle.vin,
    stsNumber: vehicle.stsNumber,
    ptsNumber: vehicle.ptsNumber,
    yearOfIssue: vehicle.yearOfIssue,
    isCorporate: vehicle.isCorporate,
    createdDate: seconds(vehicle.createdAt)!,
    deletedDate: seconds(vehicle.deletedDate),
    insurances: await listPolicies(db, [vehicle.id]),
  };
}

/** The vehicle's columns from the parsed form. */
export function vehicleColumns(form: VehicleFormInput) {
  return {
    makeId: form.makeId,
    modelId: form.modelId,
    generationId: form.generationId ?? null,
    modificationId: form.modificationId ?? null,
    number: form.number,
    foreign: form.foreign,
    vin: form.vin ?? null,
    stsNumber: form.stsNumber ?? null,
    ptsNumber: form.ptsNumber ?? null,
    yearOfIssue: form.yearOfIssue === undefined ? null : Number(form.yearOfIssue),
  };
}
export type VehicleColumns = ReturnType<typeof vehicleColumns>;

/** The columns whose values differ between the stored row and the form. */
export function changedColumns(stored: typeof vehicles.$inferSelect, next: VehicleColumns): (keyof VehicleColumns)[] {
  return (Object.keys(next) as (keyof VehicleColumns)[]).filter((key) => stored[key] !== next[key]);
}

export async function insertVehicle(tx: DbOrTx, columns: VehicleColumns, isCorporate = false): Promise<number> {
  const [row] = await tx
    .insert(vehicles)
    .values({ ...columns, isCorporate })
    .returning({ id: vehicles.id });
  return row.id;
}

export async function updateVehicle(tx: DbOrTx, id: number, columns: Partial<VehicleColumns>): Promise<void> {
  if (Object.keys(columns).length === 0) return;
  await tx.update(vehicles).set(columns).where(eq(vehicles.id, id));
}

export async function liveRelation(db: DbOrTx, vehicleId: number, clientId: number) {
  const [row] = await db
    .select()
    .from(clientVehicles)
    .where(
      and(
        eq(clientVehicles.vehicleId, vehicleId),
        eq(clientVehicles.clientId, clientId),
        isNull(clientVehicles.deletedDate),
      ),
    );
  return row ?? null;
}

async function hasLivePrimary(db: DbOrTx, clientId: number): Promise<boolean> {
  const rows = await db
    .select({ id: clientVehicles.id })
    .from(clientVehicles)
    .where(
      and(eq(clientVehicles.clientId, clientId), eq(clientVehicles.primary, true), isNull(clientVehicles.deletedDate)),
    );
  return rows.length > 0;
}

async function clearPrimary(tx: DbOrTx, clientId: number) {
  await tx
    .update(clientVehicles)
    .set({ primary: false })
    .where(
      and(eq(clientVehicles.clientId, clientId), eq(clientVehicles.primary, true), isNull(clientVehicles.deletedDate)),
    );
}

/**
 * Ties a vehicle to a client (the client's row lock held by the caller). It becomes primary when asked, or when the
 * client has no primary vehicle (the first one).
 */
export async function createRelation(tx: DbOrTx, vehicleId: number, clientId: number, { primary = false } = {}) {
  const makePrimary = primary || !(await hasLivePrimary(tx, clientId));
  if (primary) await clearPrimary(tx, clientId);
  const [row] = await tx.insert(clientVehicles).values({ vehicleId, clientId, primary: makePrimary }).returning();
  return row;
}

/** Makes the relation the client's only primary one (the client's row lock held by the caller). */
export async function setPrimary(tx: DbOrTx, relationId: number, clientId: number) {
  await tx
    .update(clientVehicles)
    .set({ primary: false })
    .where(
      and(
        eq(clientVehicles.clientId, clientId),
        eq(clientVehicles.primary, true),
        isNull(clientVehicles.deletedDate),
        sql`${clientVehicles.id} <> ${relationId}`,
      ),
    );
  const [row] = await tx
    .update(clientVehicles)
    .set({ primary: true })
    .where(eq(clientVehicles.id, relationId))
    .returning();
  return row;
}

/**
 * Detaches (soft-deletes the relation; the client's row lock held by the caller). When it was the primary vehicle,
 * the client's oldest remaining vehicle becomes primary, so a client with vehicles always has one.
 */
export async function detachRelation(tx: DbOrTx, relationId: number, clientId: number) {
  const [row] = await tx
    .update(clientVehicles)
    .set({ deletedDate: sql`now()`, primary: false })
    .where(eq(clientVehicles.id, relationId))
    .returning();
  if (!(await hasLivePrimary(tx, clientId))) {
    const [next] = await tx
      .select({ id: clientVehicles.id })
      .from(clientVehicles)
      .where(and(eq(clientVehicles.clientId, clientId), isNull(clientVehicles.deletedDate)))
      .orderBy(asc(clientVehicles.createdAt), asc(clientVehicles.id))
      .limit(1);
    if (next) await tx.update(clientVehicles).set({ primary: true }).where(eq(clientVehicles.id, next.id));
  }
  return row;
}

export const toRelationEntity = ({
  createdAt,
  deletedDate,
  id,
  vehicleId,
  clientId,
  primary,
}: typeof clientVehicles.$inferSelect) => ({
  id,
  vehicleId,
  clientId,
  primary,
  createdDate: seconds(createdAt)!,
  deletedDate: seconds(deletedDate),
});

const FIND_LIMIT = 100;
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * Live vehicles whose plate contains `part` as typed or as a Russian plate would read it (Latin twins turned
 * Cyrillic, spaces dropped); the trigram index serves the ILIKE. Exact matches first, then by plate.
 */
export async function findByNumber(db: DbOrTx, part: string): Promise<VehicleFound[]> {
  const typed = part.trim().toUpperCase();
  const russian = normalizePlateInput(typed);
  return db
    .select({
      id: vehicles.id,
      number: vehicles.number,
      makeTitle: vehicleMakes.title,
      modelTitle: vehicleModels.title,
      vin: vehicles.vin,
      isCorporate: vehicles.isCorporate,
    })
    .from(vehicles)
    .leftJoin(vehicleMakes, eq(vehicleMakes.id, vehicles.makeId))
    .leftJoin(vehicleModels, eq(vehicleModels.id, vehicles.modelId))
    .where(
      and(
        isNull(vehicles.deletedDate),
        or(ilike(vehicles.number, likePattern(typed)), ilike(vehicles.number, likePattern(russian))),
      ),
    )
    .orderBy(sql`${vehicles.number} <> ${russian}`, asc(vehicles.number), asc(vehicles.id))
    .limit(FIND_LIMIT);
}

/** Who the vehicle belongs to: deleted clients and detached relations only when asked. */
export async function listOwners(
  db: DbOrTx,
  vehicleId: number,
  { showDeletedClients = false, showDeletedRelations = false } = {},
): Promise<VehicleOwner[]> {
  const rows = await db
    .select({
      id: clients.id,
      phoneNumber: clients.phoneNumber,
      name: sql<string>`concat_ws(' ', ${clients.lastName}, ${clients.firstName}, ${clients.middleName})`,
      statusRefValueName: refValues.name,
      partnerId: clients.partnerId,
      partnerName: partners.name,
      clientDeleted: clients.deletedDate,
      relationDeleted: clientVehicles.deletedDate,
      primary: clientVehicles.primary,
    })
    .from(clientVehicles)
    .innerJoin(clients, eq(clients.id, clientVehicles.clientId))
    .leftJoin(refValues, eq(refValues.id, clients.statusRefValueId))
    .leftJoin(partners, eq(partners.id, clients.partnerId))
    .where(
      and(
        eq(clientVehicles.vehicleId, vehicleId),
        showDeletedClients ? undefined : isNull(clients.deletedDate),
        showDeletedRelations ? undefined : isNull(clientVehicles.deletedDate),
      ),
    )
    .orderBy(sql`${clientVehicles.deletedDate} is not null`, asc(clientVehicles.createdAt), asc(clientVehicles.id));
  return rows.map(({ clientDeleted, relationDeleted, ...row }) => ({
    ...row,
    deletedDate: seconds(clientDeleted),
    relationDeletedDate: seconds(relationDeleted),
  }));
}

/** Whether one of the client's live vehicles other than `exceptId` has this plate. */
export async function clientHasPlate(
  db: DbOrTx,
  clientId: number,
  number: string,
  exceptId?: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: vehicles.id })
    .from(clientVehicles)
    .innerJoin(vehicles, eq(vehicles.id, clientVehicles.vehicleId))
    .where(
      and(
        eq(clientVehicles.clientId, clientId),
        isNull(clientVehicles.deletedDate),
        eq(vehicles.number, number),
        exceptId === undefined ? undefined : sql`${vehicles.id} <> ${exceptId}`,
      ),
    );
  return rows.length > 0;
}
