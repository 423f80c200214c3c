import { and, asc, count, desc, eq, ilike, isNull } from 'drizzle-orm';
import {
  DIVISION_NOT_FOUND,
  type DivisionCard,
  type DivisionSave,
  type DivisionsFind,
  type DivisionsPage,
} from '../../shared/schemas/divisions';
import { recordAudit } from '../audit/auditJournal';
import { currentScope, ownedByScope } from '../auth/tenantScope';
import type { Db, DbOrTx } from '../db/db';
import { partners } from '../db/schema';
import { notFound } from '../errors';
import { divisions } from '../orders/ordersSchema';
import { setSoftDeleted } from '../resources/journaledSoftDelete';
import { withUnixTimes } from '../resources/withUnixTimes';
import { escapeLike, requirePartner } from './partnersRepository';

// The /divisions screen: the paged list, create, update, delete (soft) and restore. A partner's staff see and change
// only their partner's divisions and create them only for it; the platform's own (no partner) are platform staff's.

const columns = {
  id: divisions.id,
  name: divisions.name,
  partnerId: divisions.partnerId,
  partnerName: partners.name,
  deletedDate: divisions.deletedDate,
};
const SORTS = { name: divisions.name, partnerName: partners.name, id: divisions.id } as const;
const selectDivisions = (db: DbOrTx) =>
  db.select(columns).from(divisions).leftJoin(partners, eq(partners.id, divisions.partnerId));

export async function findDivisions(db: DbOrTx, query: DivisionsFind): Promise<DivisionsPage> {
  const search = query.search?.trim();
  const where = and(
    ownedByScope(divisions.partnerId),
    query.partnerId === undefined ? undefined : eq(divisions.partnerId, query.partnerId),
    query.showDeleted ? undefined : isNull(divisions.deletedDate),
    search ? ilike(divisions.name, `%${escapeLike(search)}%`) : undefined,
  );
  const sortColumn = SORTS[query.sortField ?? 'name'];
  const order = query.sortOrder === 'DESC' ? desc(sortColumn) : asc(sortColumn);
  const [rows, [{ total }]] = await Promise.all([
    selectDivisions(db)
      .where(where)
      .orderBy(order, asc(divisions.id))
      .limit(query.size ?? 10)
      .offset(query.offset ?? 0),
    db.select({ total: count() }).from(divisions).where(where),
  ]);
  return { divisions: rows.map(withUnixTimes), total };
}

async function requireDivision(db: DbOrTx, id: number) {
  const [row] = await selectDivisions(db).where(eq(divisions.id, id));
  const scope = currentScope();
  if (!row || (scope !== null && row.partnerId !== scope)) throw notFound(DIVISION_NOT_FOUND);
  return row;
}

/**
 * The partner the division belongs to: the one given (or none, the platform's). A partner's staff who name no partner
 * get their own; another partner is to them one that does not exist (404).
 */
async function ownerOf(db: DbOrTx, body: DivisionSave): Promise<number | null> {
  const scope = currentScope();
  if (body.partnerId === null) return scope;
  await requirePartner(db, body.partnerId);
  return body.partnerId;
}

export async function createDivision(db: Db, body: DivisionSave, actorUserId: number | null): Promise<DivisionCard> {
  return db.transaction(async (tx) => {
    const partnerId = await ownerOf(tx, body);
    const [row] = await tx.insert(divisions).values({ name: body.name, partnerId }).returning({ id: divisions.id });
    const created = await requireDivision(tx, row.id);
    await recordAudit(tx, {
      actorUserId,
      entity: 'division',
      entityId: row.id,
      action: 'create',
      partnerId,
      after: created,
    });
    return withUnixTimes(created);
  });
}

export async function updateDivision(
  db: Db,
  id: number,
  body: DivisionSave,
  actorUserId: number | null,
): Promise<DivisionCard> {
  return db.transaction(async (tx) => {
    const before = await requireDivision(tx, id);
    const partnerId = await ownerOf(tx, body);
    await tx.update(divisions).set({ name: body.name, partnerId }).where(eq(divisions.id, id));
    const after = await requireDivision(tx, id);
    await recordAudit(tx, {
      actorUserId,
      entity: 'division',
      entityId: id,
      action: 'update',
      partnerId: before.partnerId,
      before,
      after,
    });
    return withUnixTimes(after);
  });
}

export async function setDivisionDeleted(
  db: Db,
  id: number,
  deleted: boolean,
  actorUserId: number | null,
): Promise<DivisionCard> {
  const after = await setSoftDeleted(db, {
    table: divisions,
    entity: 'division',
    id,
    deleted,
    actorUserId,
    read: requireDivision,
    partnerId: (row) => row.partnerId,
  });
  return withUnixTimes(after);
}
