import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { CarmenMake, CarmenUser } from '../../shared/schemas/carmen';
import type { DbOrTx } from '../db/db';
import { users } from '../db/schema';
import { carmenMakes, carmenUsers, vehicleMakes } from '../vehicles/vehiclesSchema';

// The Carmen CRM mapping: its makes to our catalogue, its employees to our users. Every function takes the
// database or an open transaction.

const makeColumns = {
  id: carmenMakes.id,
  carmenName: carmenMakes.carmenName,
  vehicleMakeId: carmenMakes.vehicleMakeId,
  vehicleMakeTitle: vehicleMakes.title,
};

const selectMakes = (db: DbOrTx) =>
  db.select(makeColumns).from(carmenMakes).leftJoin(vehicleMakes, eq(vehicleMakes.id, carmenMakes.vehicleMakeId));

/** Every Carmen make by name, with the title of the make it is mapped to. */
export async function listCarmenMakes(db: DbOrTx): Promise<CarmenMake[]> {
  return selectMakes(db).orderBy(asc(carmenMakes.carmenName), asc(carmenMakes.id));
}

export async function getCarmenMake(db: DbOrTx, id: number): Promise<CarmenMake | null> {
  const [row] = await selectMakes(db).where(eq(carmenMakes.id, id));
  return row ?? null;
}

/** Whether a live (not deleted) make of our catalogue has this id. */
export async function liveVehicleMakeExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: vehicleMakes.id })
    .from(vehicleMakes)
    .where(and(eq(vehicleMakes.id, id), isNull(vehicleMakes.deletedDate)));
  return row !== undefined;
}

/** Maps a Carmen make to one of ours (null clears it); null when there is no such Carmen make. */
export async function setCarmenMakeMapping(
  db: DbOrTx,
  id: number,
  vehicleMakeId: number | null,
): Promise<CarmenMake | null> {
  const [updated] = await db
    .update(carmenMakes)
    .set({ vehicleMakeId })
    .where(eq(carmenMakes.id, id))
    .returning({ id: carmenMakes.id });
  return updated ? getCarmenMake(db, id) : null;
}

/** 'Фамилия Имя Отчество', or the e-mail of a user without a name. */
const userName = sql<
  string | null
>`coalesce(nullif(trim(concat_ws(' ', ${users.lastName}, ${users.firstName}, ${users.middleName})), ''), ${users.email})`;

const userColumns = {
  id: carmenUsers.id,
  carmenFio: carmenUsers.carmenFio,
  depart: carmenUsers.depart,
  email: carmenUsers.email,
  phoneNumber: carmenUsers.phoneNumber,
  position: carmenUsers.position,
  userId: carmenUsers.userId,
  userName,
};

const selectUsers = (db: DbOrTx) =>
  db.select(userColumns).from(carmenUsers).leftJoin(users, eq(users.id, carmenUsers.userId));

/** Every Carmen employee by name, with the name of the user they are mapped to. */
export async function listCarmenUsers(db: DbOrTx): Promise<CarmenUser[]> {
  return selectUsers(db).orderBy(asc(carmenUsers.carmenFio), asc(carmenUsers.id));
}

export async function getCarmenUser(db: DbOrTx, id: number): Promise<CarmenUser | null> {
  const [row] = await selectUsers(db).where(eq(carmenUsers.id, id));
  return row ?? null;
}

/** Whether a user of ours has this id (whatever the status: a blocked employee may still be mapped). */
export async function userExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return row !== undefined;
}

/** Maps a Carmen employee to a user (null clears it); null when there is no such employee. */
export async function setCarmenUserMapping(db: DbOrTx, id: number, userId: number | null): Promise<CarmenUser | null> {
  const [updated] = await db
    .update(carmenUsers)
    .set({ userId })
    .where(eq(carmenUsers.id, id))
    .returning({ id: carmenUsers.id });
  return updated ? getCarmenUser(db, id) : null;
}
