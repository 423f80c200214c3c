import { and, asc, eq, isNull } from 'drizzle-orm';
import { OFFICE_NOT_FOUND_MESSAGE, type Office, type OfficeSave } from '../../shared/schemas/offices';
import { recordAudit } from '../audit/auditJournal';
import { isInScope } from '../auth/tenantScope';
import type { Db, DbOrTx } from '../db/db';
import { offices } from '../db/schema';
import { notFound } from '../errors';
import { requirePartner } from '../partners/partnersRepository';
import { setSoftDeleted } from '../resources/journaledSoftDelete';
import { withUnixTimes } from '../resources/withUnixTimes';

// A partner's offices: listed per partner (deleted ones on request), added, changed, deleted (soft) and restored.
// Another partner's office is, to partner staff, one that does not exist.

const columns = {
  id: offices.id,
  partnerId: offices.partnerId,
  name: offices.name,
  timezone: offices.timezone,
  address: offices.address,
  phone: offices.phone,
  latitude: offices.latitude,
  longitude: offices.longitude,
  createdAt: offices.createdAt,
  deletedDate: offices.deletedDate,
};

export async function listPartnerOffices(db: DbOrTx, partnerId: number, showDeleted: boolean): Promise<Office[]> {
  await requirePartner(db, partnerId);
  const rows = await db
    .select(columns)
    .from(offices)
    .where(and(eq(offices.partnerId, partnerId), showDeleted ? undefined : isNull(offices.deletedDate)))
    .orderBy(asc(offices.name), asc(offices.id));
  return rows.map(withUnixTimes);
}

/** The office if the caller may see it; 404 otherwise. */
export async function requireOffice(db: DbOrTx, id: number) {
  const [row] = await db.select(columns).from(offices).where(eq(offices.id, id));
  if (!row || !isInScope(row.partnerId)) throw notFound(OFFICE_NOT_FOUND_MESSAGE);
  return row;
}

export const getOffice = async (db: DbOrTx, id: number): Promise<Office> => withUnixTimes(await requireOffice(db, id));

const fields = (body: OfficeSave) => ({
  name: body.name,
  timezone: body.timezone,
  address: body.address ?? null,
  phone: body.phone ?? null,
  latitude: body.latitude ?? null,
  longitude: body.longitude ?? null,
});

export async function createOffice(
  db: Db,
  partnerId: number,
  body: OfficeSave,
  actorUserId: number | null,
): Promise<Office> {
  return db.transaction(async (tx) => {
    await requirePartner(tx, partnerId);
    const [row] = await tx
      .insert(offices)
      .values({ partnerId, ...fields(body) })
      .returning(columns);
    await recordAudit(tx, { actorUserId, entity: 'office', entityId: row.id, action: 'create', partnerId, after: row });
    return withUnixTimes(row);
  });
}

export async function updateOffice(db: Db, id: number, body: OfficeSave, actorUserId: number | null): Promise<Office> {
  return db.transaction(async (tx) => {
    const before = await requireOffice(tx, id);
    const [after] = await tx.update(offices).set(fields(body)).where(eq(offices.id, id)).returning(columns);
    await recordAudit(tx, {
      actorUserId,
      entity: 'office',
      entityId: id,
      action: 'update',
      partnerId: before.partnerId,
      before,
      after,
    });
    return withUnixTimes(after);
  });
}

export async function setOfficeDeleted(
  db: Db,
  id: number,
  deleted: boolean,
  actorUserId: number | null,
): Promise<Office> {
  const after = await setSoftDeleted(db, {
    table: offices,
    entity: 'office',
    id,
    deleted,
    actorUserId,
    read: requireOffice,
    partnerId: (row) => row.partnerId,
  });
  return withUnixTimes(after);
}
