import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  PARTNER_CONTACT_NOT_FOUND,
  type PartnerContact,
  type PartnerContactSave,
} from '../../shared/schemas/partners/partners';
import { recordAudit } from '../audit/auditJournal';
import { isInScope } from '../auth/tenantScope';
import type { Db, DbOrTx } from '../db/db';
import { notFound } from '../errors';
import { setSoftDeleted } from '../resources/journaledSoftDelete';
import { withUnixTimes } from '../resources/withUnixTimes';
import { requirePartner } from './partnersRepository';
import { partnerContacts } from './partnersSchema';

// The partner card's contacts: listed per partner, added, changed, deleted (soft) and restored, each change journaled.

const fields = (body: PartnerContactSave) => ({
  fullName: body.fullName,
  position: body.position ?? null,
  phone: body.phone ?? null,
  email: body.email ?? null,
  comment: body.comment ?? null,
});

export async function listPartnerContacts(
  db: DbOrTx,
  partnerId: number,
  showDeleted: boolean,
): Promise<PartnerContact[]> {
  await requirePartner(db, partnerId);
  const rows = await db
    .select()
    .from(partnerContacts)
    .where(and(eq(partnerContacts.partnerId, partnerId), showDeleted ? undefined : isNull(partnerContacts.deletedDate)))
    .orderBy(asc(partnerContacts.fullName), asc(partnerContacts.id));
  return rows.map(withUnixTimes);
}

async function requireContact(db: DbOrTx, id: number) {
  const [row] = await db.select().from(partnerContacts).where(eq(partnerContacts.id, id));
  if (!row || !isInScope(row.partnerId)) throw notFound(PARTNER_CONTACT_NOT_FOUND);
  return row;
}

export async function createPartnerContact(
  db: Db,
  partnerId: number,
  body: PartnerContactSave,
  actorUserId: number | null,
): Promise<PartnerContact> {
  return db.transaction(async (tx) => {
    await requirePartner(tx, partnerId);
    const [row] = await tx
      .insert(partnerContacts)
      .values({ partnerId, ...fields(body) })
      .returning();
    await recordAudit(tx, {
      actorUserId,
      entity: 'partner_contact',
      entityId: row.id,
      action: 'create',
      partnerId,
      after: row,
    });
    return withUnixTimes(row);
  });
}

export async function updatePartnerContact(
  db: Db,
  id: number,
  body: PartnerContactSave,
  actorUserId: number | null,
): Promise<PartnerContact> {
  return db.transaction(async (tx) => {
    const before = await requireContact(tx, id);
    const [after] = await tx.update(partnerContacts).set(fields(body)).where(eq(partnerContacts.id, id)).returning();
    await recordAudit(tx, {
      actorUserId,
      entity: 'partner_contact',
      entityId: id,
      action: 'update',
      partnerId: before.partnerId,
      before,
      after,
    });
    return withUnixTimes(after);
  });
}

export async function setPartnerContactDeleted(
  db: Db,
  id: number,
  deleted: boolean,
  actorUserId: number | null,
): Promise<PartnerContact> {
  const after = await setSoftDeleted(db, {
    table: partnerContacts,
    entity: 'partner_contact',
    id,
    deleted,
    actorUserId,
    read: requireContact,
    partnerId: (row) => row.partnerId,
  });
  return withUnixTimes(after);
}
