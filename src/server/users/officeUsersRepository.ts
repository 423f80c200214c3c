import { and, asc, eq, isNull } from 'drizzle-orm';
import { ERROR_CODES } from '../../shared/errorCodes';
import {
  OFFICE_USER_EXISTS,
  OFFICE_USER_NOT_FOUND,
  type OfficeUser,
  type OfficeUserCreate,
} from '../../shared/schemas/officeUsers';
import { OFFICE_NOT_FOUND, OFFICE_OF_OTHER_PARTNER } from '../../shared/schemas/userAdmin';
import { recordAudit } from '../audit/auditJournal';
import { isInScope } from '../auth/tenantScope';
import type { DbOrTx, Tx } from '../db/db';
import { offices } from '../db/schema';
import { AppError, notFound } from '../errors';
import { requireUserInScope } from './userAdminRepository';
import { officeUsers } from './usersSchema';

// A user's offices. The office and the user are of one partner; another partner's user, office or binding answers
// 404 to partner staff.

const columns = {
  id: officeUsers.id,
  officeId: officeUsers.officeId,
  officeName: offices.name,
  userId: officeUsers.userId,
  partnerId: offices.partnerId,
};

export async function listOfficesOfUser(db: DbOrTx, userId: number): Promise<OfficeUser[]> {
  await requireUserInScope(db, userId);
  return db
    .select(columns)
    .from(officeUsers)
    .innerJoin(offices, eq(offices.id, officeUsers.officeId))
    .where(and(eq(officeUsers.userId, userId), isNull(offices.deletedDate)))
    .orderBy(asc(offices.name), asc(officeUsers.id));
}

const binding = async (db: DbOrTx, id: number) =>
  (
    await db
      .select(columns)
      .from(officeUsers)
      .innerJoin(offices, eq(offices.id, officeUsers.officeId))
      .where(eq(officeUsers.id, id))
  )[0];

export async function bindOffice(tx: Tx, body: OfficeUserCreate, actorUserId: number): Promise<OfficeUser> {
  const user = await requireUserInScope(tx, body.userId);
  const [office] = await tx
    .select({ id: offices.id, partnerId: offices.partnerId })
    .from(offices)
    .where(and(eq(offices.id, body.officeId), isNull(offices.deletedDate)));
  if (!office || !isInScope(office.partnerId)) throw notFound(OFFICE_NOT_FOUND);
  if (office.partnerId !== user.partnerId) {
    throw new AppError(400, ERROR_CODES.validation, OFFICE_OF_OTHER_PARTNER, { officeId: OFFICE_OF_OTHER_PARTNER });
  }
  const [row] = await tx
    .insert(officeUsers)
    .values({ officeId: office.id, userId: user.id })
    .onConflictDoNothing()
    .returning({ id: officeUsers.id });
  if (!row) throw new AppError(409, ERROR_CODES.bindingExists, OFFICE_USER_EXISTS);
  const created = await binding(tx, row.id);
  await recordAudit(tx, {
    actorUserId,
    entity: 'office_user',
    entityId: row.id,
    action: 'create',
    partnerId: office.partnerId,
    after: created,
  });
  return created;
}

export async function unbindOffice(tx: Tx, id: number, actorUserId: number): Promise<OfficeUser> {
  const found = await binding(tx, id);
  if (!found || !isInScope(found.partnerId)) throw notFound(OFFICE_USER_NOT_FOUND);
  await requireUserInScope(tx, found.userId);
  await tx.delete(officeUsers).where(eq(officeUsers.id, id));
  await recordAudit(tx, {
    actorUserId,
    entity: 'office_user',
    entityId: id,
    action: 'delete',
    partnerId: found.partnerId,
    before: found,
  });
  return found;
}
