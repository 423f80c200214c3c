import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  DOC_TEMPLATE_NOT_FOUND,
  type DocFont,
  type DocTemplateAdmin,
  type DocTemplateCreate,
  type DocTemplateUpdate,
} from '../../shared/schemas/partners/partnerDocTemplates';
import { recordAudit } from '../audit/auditJournal';
import { currentScope, isInScope } from '../auth/tenantScope';
import type { Db, DbOrTx } from '../db/db';
import { partnerDocTemplates } from '../documents/documentsSchema';
import { notFound } from '../errors';
import { services } from '../orders/ordersSchema';
import { setSoftDeleted } from '../resources/journaledSoftDelete';
import { requirePartner } from './partnersRepository';

// Document templates on the partner card: listed per partner, added, changed, deleted (soft), restored. The common
// templates (no partner) are platform staff's. The fonts are those the PDF generator can use (DejaVu, with Cyrillic).

const SERVICE_NOT_FOUND = 'Услуга не найдена';

const columns = {
  id: partnerDocTemplates.id,
  partnerId: partnerDocTemplates.partnerId,
  serviceId: partnerDocTemplates.serviceId,
  serviceName: services.name,
  name: partnerDocTemplates.name,
  body: partnerDocTemplates.body,
  wheelsWidthDiffer: partnerDocTemplates.wheelsWidthDiffer,
  createdDate: partnerDocTemplates.createdAt,
  deletedDate: partnerDocTemplates.deletedDate,
};
const selectTemplates = (db: DbOrTx) =>
  db.select(columns).from(partnerDocTemplates).leftJoin(services, eq(services.id, partnerDocTemplates.serviceId));
const unix = (d: Date | null) => (d === null ? null : Math.floor(d.getTime() / 1000));
const toApi = (row: Awaited<ReturnType<typeof requireTemplate>>): DocTemplateAdmin => ({
  ...row,
  createdDate: unix(row.createdDate)!,
  deletedDate: unix(row.deletedDate),
});

export async function listPartnerDocTemplates(
  db: DbOrTx,
  partnerId: number,
  showDeleted: boolean,
): Promise<DocTemplateAdmin[]> {
  await requirePartner(db, partnerId);
  const rows = await selectTemplates(db)
    .where(
      and(
        eq(partnerDocTemplates.partnerId, partnerId),
        showDeleted ? undefined : isNull(partnerDocTemplates.deletedDate),
      ),
    )
    .orderBy(asc(partnerDocTemplates.name), asc(partnerDocTemplates.id));
  return rows.map(toApi);
}

async function requireTemplate(db: DbOrTx, id: number) {
  const [row] = await selectTemplates(db).where(eq(partnerDocTemplates.id, id));
  // A common template is visible to everyone in the order card, but only platform staff administer it.
  if (!row || (row.partnerId === null ? currentScope() !== null : !isInScope(row.partnerId)))
    throw notFound(DOC_TEMPLATE_NOT_FOUND);
  return row;
}

async function checkService(db: DbOrTx, serviceId: number | undefined) {
  if (serviceId === undefined) return;
  const [row] = await db
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.id, serviceId), isNull(services.deletedDate)));
  if (!row) throw notFound(SERVICE_NOT_FOUND);
}

const fields = (body: DocTemplateUpdate) => ({
  name: body.name,
  body: body.body,
  serviceId: body.serviceId ?? null,
  // Forced to false when absent (seed §5); the schema's default already says so.
  wheelsWidthDiffer: body.wheelsWidthDiffer ?? false,
});

export async function createPartnerDocTemplate(
  db: Db,
  body: DocTemplateCreate,
  actorUserId: number | null,
): Promise<DocTemplateAdmin> {
  // A partner's staff who name no partner file the template under their own; another partner is 404 to them.
  const partnerId = body.partnerId ?? currentScope();
  return db.transaction(async (tx) => {
    if (partnerId !== null) await requirePartner(tx, partnerId);
    await checkService(tx, body.serviceId);
    const [row] = await tx
      .insert(partnerDocTemplates)
      .values({ partnerId, ...fields(body) })
      .returning({ id: partnerDocTemplates.id });
    const created = await requireTemplate(tx, row.id);
    await recordAudit(tx, {
      actorUserId,
      entity: 'partner_doc_template',
      entityId: row.id,
      action: 'create',
      partnerId,
      after: { ...created, body: undefined },
    });
    return toApi(created);
  });
}

export async function updatePartnerDocTemplate(
  db: Db,
  id: number,
  body: DocTemplateUpdate,
  actorUserId: number | null,
): Promise<DocTemplateAdmin> {
  return db.transaction(async (tx) => {
    const before = await requireTemplate(tx, id);
    await checkService(tx, body.serviceId);
    await tx.update(partnerDocTemplates).set(fields(body)).where(eq(partnerDocTemplates.id, id));
    const after = await requireTemplate(tx, id);
    await recordAudit(tx, {
      actorUserId,
      entity: 'partner_doc_template',
      entityId: id,
      action: 'update',
      partnerId: before.partnerId,
      before,
      after,
    });
    return toApi(after);
  });
}

export async function setPartnerDocTemplateDeleted(
  db: Db,
  id: number,
  deleted: boolean,
  actorUserId: number | null,
): Promise<DocTemplateAdmin> {
  const after = await setSoftDeleted(db, {
    table: partnerDocTemplates,
    entity: 'partner_doc_template',
    id,
    deleted,
    actorUserId,
    read: requireTemplate,
    partnerId: (row) => row.partnerId,
    journaled: (row) => ({ ...row, body: undefined }),
  });
  return toApi(after);
}

let fonts: DocFont[] | undefined;
/** The fonts shipped with the PDF generator (the DejaVu family), by name. */
export function listDocFonts(): DocFont[] {
  fonts ??= readdirSync(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')))
    // The maths font has no text glyphs worth offering.
    .filter((f) => f.endsWith('.ttf') && !f.includes('Math'))
    .sort()
    .map((file) => {
      // 'DejaVuSansCondensed-Bold.ttf' -> 'DejaVu Sans Condensed Bold': the family name itself stays whole.
      const rest = file.replace(/\.ttf$/, '').replace(/^DejaVu/, '');
      return { file, name: `DejaVu ${rest.replace(/-/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2')}` };
    });
  return fonts;
}
