import { and, eq, ne, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../shared/errorCodes';
import {
  SEO_PAGE_MESSAGES,
  type SeoPage,
  type SeoPageBody,
  type SeoPageUpdate,
} from '../../shared/schemas/content/seoPages';
import { recordAudit } from '../audit/auditJournal';
import type { Db, DbOrTx, Tx } from '../db/db';
import { isUniqueViolation } from '../db/sqlState';
import { AppError, MESSAGES } from '../errors';
import { services } from '../orders/ordersSchema';
import { seoPages } from './contentSchema';
import { sanitizeHtml } from './sanitizeHtml';
import { getSeoPage } from './seoPagesRepository';

// Writes of the SEO page tree. A page's path is its parent's path + '/' + its slug; a change of slug or parent
// rebuilds the paths of the page and of every page below it in the same transaction. Each write is audited.

const ENTITY = 'seo_page';

const invalid = (field: string, message: string) =>
  new AppError(400, ERROR_CODES.validation, MESSAGES.validation, { [field]: message });
const pathTaken = () =>
  new AppError(409, ERROR_CODES.bindingExists, SEO_PAGE_MESSAGES.pathTaken, { slug: SEO_PAGE_MESSAGES.pathTaken });

async function requireService(db: DbOrTx, serviceId: number) {
  const [row] = await db.select({ id: services.id }).from(services).where(eq(services.id, serviceId));
  if (!row) throw invalid('serviceId', SEO_PAGE_MESSAGES.serviceNotFound);
}

/** The path the page gets under `parentId`: the parent must exist and be of the same service. */
async function pathUnder(db: DbOrTx, serviceId: number, parentId: number | null, slug: string) {
  if (parentId === null) return `/${slug}`;
  const [parent] = await db.select().from(seoPages).where(eq(seoPages.id, parentId));
  if (!parent) throw invalid('parentId', SEO_PAGE_MESSAGES.parentNotFound);
  if (parent.serviceId !== serviceId) throw invalid('parentId', SEO_PAGE_MESSAGES.otherService);
  return `${parent.path}/${slug}`;
}

async function requireFreePath(db: DbOrTx, serviceId: number, path: string, exceptId?: number) {
  const [same] = await db
    .select({ id: seoPages.id })
    .from(seoPages)
    .where(
      and(
        eq(seoPages.serviceId, serviceId),
        eq(seoPages.path, path),
        exceptId === undefined ? undefined : ne(seoPages.id, exceptId),
      ),
    );
  if (same) throw pathTaken();
}

/** The page and every page below it (UNION ends a cycle, should one ever be stored). */
const subtreeOf = (pageId: number) => sql`(
  with recursive below(id) as (
    select ${pageId}::integer
    union
    select child.id from seo_pages child join below on child.parent_id = below.id
  ) select id from below)`;

/**
 * Rebuilds the paths of the page and its descendants from the slugs. The subtree first moves out of the way (a path
 * no page can have), so the unique index never sees a half-moved tree; a clash that remains is a real one (409).
 */
async function rebuildPaths(tx: Tx, pageId: number, indexed = false) {
  await tx.execute(sql`update seo_pages set path = '#' || id where id in ${subtreeOf(pageId)}`);
  await tx.execute(sql`
    with recursive tree(id, path) as (
      select p.id, coalesce(parent.path, '') || '/' || p.slug
        from seo_pages p left join seo_pages parent on parent.id = p.parent_id
        where p.id = ${pageId}
      union
      select child.id, tree.path || '/' || child.slug from seo_pages child join tree on child.parent_id = tree.id
    )
    update seo_pages s set path = tree.path, updated_at = now()
      ${indexed ? sql`, indexed_at = now()` : sql``}
      from tree where s.id = tree.id`);
}

/** A unique-index refusal of the path (a race, or a descendant's clash) answers 409 like the check before it. */
async function guarded<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw pathTaken();
    throw error;
  }
}

const values = (body: SeoPageBody) => ({
  title: body.title,
  slug: body.slug,
  h1: body.h1 ?? null,
  metaTitle: body.metaTitle ?? null,
  metaDescription: body.metaDescription ?? null,
  content: sanitizeHtml(body.content),
  sort: body.sort,
});

export async function createSeoPage(db: Db, body: SeoPageBody, actorUserId: number | null): Promise<SeoPage> {
  await requireService(db, body.serviceId);
  return guarded(() =>
    db.transaction(async (tx) => {
      const path = await pathUnder(tx, body.serviceId, body.parentId, body.slug);
      await requireFreePath(tx, body.serviceId, path);
      const [row] = await tx
        .insert(seoPages)
        .values({ ...values(body), serviceId: body.serviceId, parentId: body.parentId, path })
        .returning({ id: seoPages.id });
      const after = await getSeoPage(tx, row.id);
      await recordAudit(tx, { actorUserId, entity: ENTITY, entityId: row.id, action: 'create', after });
      return after;
    }),
  );
}

/** PUT: a changed parentId re-parents the page (same service, never under itself or below it). */
export async function updateSeoPage(db: Db, body: SeoPageUpdate, actorUserId: number | null): Promise<SeoPage> {
  return guarded(() =>
    db.transaction(async (tx) => {
      const before = await getSeoPage(tx, body.id);
      if (body.serviceId !== before.serviceId) throw invalid('serviceId', SEO_PAGE_MESSAGES.serviceFixed);
      if (body.parentId !== null) {
        const [below] = await tx
          .select({ id: seoPages.id })
          .from(seoPages)
          .where(and(eq(seoPages.id, body.parentId), sql`${seoPages.id} in ${subtreeOf(body.id)}`));
        if (below) throw invalid('parentId', SEO_PAGE_MESSAGES.cycle);
      }
      const path = await pathUnder(tx, before.serviceId, body.parentId, body.slug);
      await requireFreePath(tx, before.serviceId, path, body.id);
      const now = new Date();
      await tx
        .update(seoPages)
        .set({ ...values(body), parentId: body.parentId, updatedAt: now })
        .where(eq(seoPages.id, body.id));
      if (path !== before.path) await rebuildPaths(tx, body.id);
      const after = await getSeoPage(tx, body.id);
      await recordAudit(tx, { actorUserId, entity: ENTITY, entityId: body.id, action: 'update', before, after });
      return after;
    }),
  );
}

/** DELETE: for good, with its FAQ (the foreign key cascades); refused while pages hang below it. */
export async function deleteSeoPage(db: Db, id: number, actorUserId: number | null): Promise<SeoPage> {
  return db.transaction(async (tx) => {
    const before = await getSeoPage(tx, id);
    const [child] = await tx.select({ id: seoPages.id }).from(seoPages).where(eq(seoPages.parentId, id)).limit(1);
    if (child) throw new AppError(409, ERROR_CODES.ineligibleState, SEO_PAGE_MESSAGES.hasChildren);
    await tx.delete(seoPages).where(eq(seoPages.id, id));
    await recordAudit(tx, { actorUserId, entity: ENTITY, entityId: id, action: 'delete', before });
    return before;
  });
}

/** POST /reindex: the page's and its descendants' paths rebuilt from the slugs, indexedAt set. */
export async function reindexSeoPage(db: Db, id: number, actorUserId: number | null): Promise<SeoPage> {
  return guarded(() =>
    db.transaction(async (tx) => {
      const before = await getSeoPage(tx, id);
      await rebuildPaths(tx, id, true);
      const after = await getSeoPage(tx, id);
      await recordAudit(tx, { actorUserId, entity: ENTITY, entityId: id, action: 'reindex', before, after });
      return after;
    }),
  );
}
