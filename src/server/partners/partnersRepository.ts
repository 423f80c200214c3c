import { and, asc, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import {
  PARTNER_NOT_FOUND,
  type Partner,
  type PartnerSave,
  type PartnersFind,
  type PartnersPage,
} from '../../shared/schemas/partners/partners';
import { recordAudit } from '../audit/auditJournal';
import { currentScope, isInScope, ownedByScope } from '../auth/tenantScope';
import type { Db, DbOrTx } from '../db/db';
import { partners } from '../db/schema';
import { accessDenied, notFound } from '../errors';
import { setSoftDeleted } from '../resources/journaledSoftDelete';
import { withUnixTimes } from '../resources/withUnixTimes';

// Partners: the paged list, the card's main data, create (platform staff only), update, delete and restore (platform
// staff only). A partner's staff see and change only their own partner; any other answers 404 as if it did not exist.

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

// Written out qualified: in a one-table select drizzle renders its columns bare, which inside the subquery would
// name the office's own id.
const liveOffices = sql<number>`(select count(*)::int from offices o where o.partner_id = "partners"."id" and o.deleted_date is null)`;

const columns = {
  id: partners.id,
  name: partners.name,
  logoUrl: partners.logoUrl,
  isCorporateClient: partners.isCorporateClient,
  inn: partners.inn,
  kpp: partners.kpp,
  phone: partners.phone,
  email: partners.email,
  site: partners.site,
  address: partners.address,
  comment: partners.comment,
  createdAt: partners.createdAt,
  deletedDate: partners.deletedDate,
  officesCount: liveOffices,
};

const SORTS = { name: partners.name, createdAt: partners.createdAt, id: partners.id } as const;

/** POST /partners/find. The name search is served by the trigram index on partners.name. */
export async function findPartners(db: DbOrTx, query: PartnersFind): Promise<PartnersPage> {
  const search = query.search?.trim();
  const where = and(
    ownedByScope(partners.id),
    query.showDeleted ? undefined : isNull(partners.deletedDate),
    query.isCorporateClient === undefined ? undefined : eq(partners.isCorporateClient, query.isCorporateClient),
    search ? or(ilike(partners.name, `%${escapeLike(search)}%`), eq(partners.inn, search)) : undefined,
  );
  const sortColumn = SORTS[query.sortField ?? 'name'];
  const order = query.sortOrder === 'DESC' ? desc(sortColumn) : asc(sortColumn);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(columns)
      .from(partners)
      .where(where)
      .orderBy(order, asc(partners.id))
      .limit(query.size ?? 10)
      .offset(query.offset ?? 0),
    db.select({ total: count() }).from(partners).where(where),
  ]);
  return { partners: rows.map(withUnixTimes), total };
}

async function selectPartner(db: DbOrTx, id: number) {
  const [row] = await db.select(columns).from(partners).where(eq(partners.id, id));
  return row;
}

/** The partner as its card shows it; another partner's (to partner staff) is 404. */
export async function getPartner(db: DbOrTx, id: number): Promise<Partner> {
  const row = await selectPartner(db, id);
  if (!row || !isInScope(row.id)) throw notFound(PARTNER_NOT_FOUND);
  return withUnixTimes(row);
}

/** Throws 404 unless the partner exists and is the caller's to see. */
export async function requirePartner(db: DbOrTx, id: number): Promise<{ id: number; deletedDate: Date | null }> {
  const [row] = await db
    .select({ id: partners.id, deletedDate: partners.deletedDate })
    .from(partners)
    .where(eq(partners.id, id));
  if (!row || !isInScope(row.id)) throw notFound(PARTNER_NOT_FOUND);
  return row;
}

/** Only platform staff add, delete or restore partners. */
export function requirePlatformStaff() {
  if (currentScope() !== null) throw accessDenied();
}

const values = (body: PartnerSave) => ({
  name: body.name,
  isCorporateClient: body.isCorporateClient,
  inn: body.inn ?? null,
  kpp: body.kpp ?? null,
  phone: body.phone ?? null,
  email: body.email ?? null,
  site: body.site ?? null,
  address: body.address ?? null,
  comment: body.comment ?? null,
});

export async function createPartner(db: Db, body: PartnerSave, actorUserId: number | null): Promise<Partner> {
  requirePlatformStaff();
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(partners).values(values(body)).returning({ id: partners.id });
    const created = await getPartner(tx, row.id);
    await recordAudit(tx, {
      actorUserId,
      entity: 'partner',
      entityId: row.id,
      action: 'create',
      partnerId: row.id,
      after: created,
    });
    return created;
  });
}

export async function updatePartner(
  db: Db,
  id: number,
  body: PartnerSave,
  actorUserId: number | null,
): Promise<Partner> {
  return db.transaction(async (tx) => {
    const before = await getPartner(tx, id);
    await tx.update(partners).set(values(body)).where(eq(partners.id, id));
    const after = await getPartner(tx, id);
    await recordAudit(tx, {
      actorUserId,
      entity: 'partner',
      entityId: id,
      action: 'update',
      partnerId: id,
      before,
      after,
    });
    return after;
  });
}

/** Soft delete (deleted: true) or restore (false); platform staff only. */
export async function setPartnerDeleted(
  db: Db,
  id: number,
  deleted: boolean,
  actorUserId: number | null,
): Promise<Partner> {
  requirePlatformStaff();
  return setSoftDeleted(db, {
    table: partners,
    entity: 'partner',
    id,
    deleted,
    actorUserId,
    read: getPartner,
    partnerId: (partner) => partner.id,
  });
}
