import { and, asc, count, desc, eq, ilike, isNull, or } from 'drizzle-orm';
import {
  PARTNER_LEGAL_NOT_FOUND_MESSAGE,
  type PartnerLegalCard,
  type PartnerLegalCreate,
  type PartnerLegalsFind,
  type PartnerLegalsPage,
  type PartnerLegalUpdate,
} from '../../shared/schemas/partners/partnerLegals';
import { recordAudit } from '../audit/auditJournal';
import { isInScope, ownedByScope } from '../auth/tenantScope';
import type { Db, DbOrTx } from '../db/db';
import { partners } from '../db/schema';
import { notFound } from '../errors';
import { partnerLegals } from '../invoices/invoicesSchema';
import { setSoftDeleted } from '../resources/journaledSoftDelete';
import { withUnixTimes } from '../resources/withUnixTimes';
import { escapeLike, requirePartner } from './partnersRepository';

// The legal entities screens: the paged list, the card, create, update, delete (soft) and restore. Partner staff see
// and change only their own partner's entities and create them only for it.

const columns = {
  id: partnerLegals.id,
  partnerId: partnerLegals.partnerId,
  partnerName: partners.name,
  name: partnerLegals.name,
  inn: partnerLegals.inn,
  kpp: partnerLegals.kpp,
  nds: partnerLegals.nds,
  deletedDate: partnerLegals.deletedDate,
};
const SORTS = { name: partnerLegals.name, partnerName: partners.name, id: partnerLegals.id } as const;

const selectLegals = (db: DbOrTx) =>
  db.select(columns).from(partnerLegals).innerJoin(partners, eq(partners.id, partnerLegals.partnerId));

export async function findPartnerLegalCards(db: DbOrTx, query: PartnerLegalsFind): Promise<PartnerLegalsPage> {
  const search = query.search?.trim();
  const where = and(
    ownedByScope(partnerLegals.partnerId),
    query.partnerId === undefined ? undefined : eq(partnerLegals.partnerId, query.partnerId),
    query.showDeleted ? undefined : isNull(partnerLegals.deletedDate),
    search ? or(ilike(partnerLegals.name, `%${escapeLike(search)}%`), eq(partnerLegals.inn, search)) : undefined,
  );
  const sortColumn = SORTS[query.sortField ?? 'name'];
  const order = query.sortOrder === 'DESC' ? desc(sortColumn) : asc(sortColumn);
  const [rows, [{ total }]] = await Promise.all([
    selectLegals(db)
      .where(where)
      .orderBy(order, asc(partnerLegals.id))
      .limit(query.size ?? 10)
      .offset(query.offset ?? 0),
    db
      .select({ total: count() })
      .from(partnerLegals)
      .innerJoin(partners, eq(partners.id, partnerLegals.partnerId))
      .where(where),
  ]);
  return { partnerLegals: rows.map(withUnixTimes), total };
}

async function requireLegal(db: DbOrTx, id: number) {
  const [row] = await selectLegals(db).where(eq(partnerLegals.id, id));
  if (!row || !isInScope(row.partnerId)) throw notFound(PARTNER_LEGAL_NOT_FOUND_MESSAGE);
  return row;
}

export const getPartnerLegalCard = async (db: DbOrTx, id: number): Promise<PartnerLegalCard> =>
  withUnixTimes(await requireLegal(db, id));

const fields = (body: PartnerLegalUpdate) => ({
  name: body.name,
  inn: body.inn ?? null,
  kpp: body.kpp ?? null,
  nds: body.nds ?? null,
});

export async function createPartnerLegalCard(
  db: Db,
  body: PartnerLegalCreate,
  actorUserId: number | null,
): Promise<PartnerLegalCard> {
  const partnerId = body.partnerId;
  return db.transaction(async (tx) => {
    // Another partner (to a partner's staff) does not exist: 404, never an entity filed elsewhere.
    await requirePartner(tx, partnerId);
    const [row] = await tx
      .insert(partnerLegals)
      .values({ partnerId, ...fields(body) })
      .returning({ id: partnerLegals.id });
    const created = await requireLegal(tx, row.id);
    await recordAudit(tx, {
      actorUserId,
      entity: 'partner_legal',
      entityId: row.id,
      action: 'create',
      partnerId,
      after: created,
    });
    return withUnixTimes(created);
  });
}

export async function updatePartnerLegalCard(
  db: Db,
  id: number,
  body: PartnerLegalUpdate,
  actorUserId: number | null,
): Promise<PartnerLegalCard> {
  return db.transaction(async (tx) => {
    const before = await requireLegal(tx, id);
    await tx.update(partnerLegals).set(fields(body)).where(eq(partnerLegals.id, id));
    const after = await requireLegal(tx, id);
    await recordAudit(tx, {
      actorUserId,
      entity: 'partner_legal',
      entityId: id,
      action: 'update',
      partnerId: before.partnerId,
      before,
      after,
    });
    return withUnixTimes(after);
  });
}

export async function setPartnerLegalDeleted(
  db: Db,
  id: number,
  deleted: boolean,
  actorUserId: number | null,
): Promise<PartnerLegalCard> {
  const after = await setSoftDeleted(db, {
    table: partnerLegals,
    entity: 'partner_legal',
    id,
    deleted,
    actorUserId,
    read: requireLegal,
    partnerId: (row) => row.partnerId,
  });
  return withUnixTimes(after);
}
