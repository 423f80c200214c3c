import { and, desc, eq, getTableColumns, isNull, ne, type SQL } from 'drizzle-orm';
import {
  SEO_BLOG_MESSAGES,
  type SeoBlog,
  type SeoBlogBody,
  type SeoBlogsQuery,
} from '../../shared/schemas/content/seoBlogs';
import { recordAudit } from '../audit/auditJournal';
import type { Db, DbOrTx } from '../db/db';
import { isUniqueViolation } from '../db/sqlState';
import { notFound } from '../errors';
import { services } from '../orders/ordersSchema';
import { withUnixTimes } from '../resources/withUnixTimes';
import { conflictField, fromUnix, requireService } from './contentGuards';
import { seoBlogs } from './contentSchema';
import { sanitizeHtml } from './sanitizeHtml';

// Blog posts (/users/seo_blogs): platform data, soft deleted, newest first (seo_blogs_service_idx backs the order
// of one service's list). The content is sanitised before it is stored and again before it is answered.

const columns = { ...getTableColumns(seoBlogs), serviceName: services.name };

async function selectBlogs(db: DbOrTx, where: SQL | undefined): Promise<SeoBlog[]> {
  const rows = await db
    .select(columns)
    .from(seoBlogs)
    .innerJoin(services, eq(services.id, seoBlogs.serviceId))
    .where(where)
    .orderBy(desc(seoBlogs.createdAt), desc(seoBlogs.id));
  return rows.map((row) => ({ ...withUnixTimes(row), content: sanitizeHtml(row.content) }));
}

export async function listSeoBlogs(db: DbOrTx, { serviceId, showDeleted }: SeoBlogsQuery): Promise<SeoBlog[]> {
  return selectBlogs(
    db,
    and(
      serviceId === undefined ? undefined : eq(seoBlogs.serviceId, serviceId),
      showDeleted ? undefined : isNull(seoBlogs.deletedDate),
    ),
  );
}

export async function getSeoBlog(db: DbOrTx, id: number): Promise<SeoBlog> {
  const [blog] = await selectBlogs(db, eq(seoBlogs.id, id));
  if (!blog) throw notFound(SEO_BLOG_MESSAGES.notFound);
  return blog;
}

const slugTaken = () => conflictField('slug', SEO_BLOG_MESSAGES.slugTaken);

/** A slug another live post holds answers 409 before the write; the partial unique index answers a race the same. */
async function requireFreeSlug(db: DbOrTx, slug: string, exceptId?: number) {
  const [other] = await db
    .select({ id: seoBlogs.id })
    .from(seoBlogs)
    .where(
      and(
        eq(seoBlogs.slug, slug),
        isNull(seoBlogs.deletedDate),
        exceptId === undefined ? undefined : ne(seoBlogs.id, exceptId),
      ),
    )
    .limit(1);
  if (other) throw slugTaken();
}

async function guarded<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

const values = (body: SeoBlogBody) => ({
  serviceId: body.serviceId,
  title: body.title,
  slug: body.slug,
  annotation: body.annotation ?? null,
  content: sanitizeHtml(body.content),
  publishedAt: fromUnix(body.publishedAt),
});

export async function createSeoBlog(db: Db, body: SeoBlogBody, actorUserId: number | null): Promise<SeoBlog> {
  await requireService(db, body.serviceId, SEO_BLOG_MESSAGES.serviceNotFound);
  await requireFreeSlug(db, body.slug);
  return guarded(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(seoBlogs)
        .values({ ...values(body), createdByUserId: actorUserId })
        .returning({ id: seoBlogs.id });
      const after = await getSeoBlog(tx, row.id);
      await recordAudit(tx, { actorUserId, entity: 'seo_blog', entityId: row.id, action: 'create', after });
      return after;
    }),
  );
}

export async function updateSeoBlog(db: Db, id: number, body: SeoBlogBody, actorUserId: number | null) {
  const before = await getSeoBlog(db, id);
  await requireService(db, body.serviceId, SEO_BLOG_MESSAGES.serviceNotFound);
  // A deleted post's slug may repeat a live one's; restoring it is what must find the slug free.
  if (before.deletedDate === null) await requireFreeSlug(db, body.slug, id);
  return guarded(() =>
    db.transaction(async (tx) => {
      await tx
        .update(seoBlogs)
        .set({ ...values(body), updatedAt: new Date() })
        .where(eq(seoBlogs.id, id));
      const after = await getSeoBlog(tx, id);
      await recordAudit(tx, { actorUserId, entity: 'seo_blog', entityId: id, action: 'update', before, after });
      return after;
    }),
  );
}

/** DELETE (soft) or POST /restore/{id}; a deleted post keeps its first deletion date. */
export async function setSeoBlogDeleted(db: Db, id: number, deleted: boolean, actorUserId: number | null) {
  const before = await getSeoBlog(db, id);
  if (!deleted && before.deletedDate !== null) await requireFreeSlug(db, before.slug, id);
  return guarded(() =>
    db.transaction(async (tx) => {
      if (deleted !== (before.deletedDate !== null))
        await tx
          .update(seoBlogs)
          .set({ deletedDate: deleted ? new Date() : null })
          .where(eq(seoBlogs.id, id));
      const after = await getSeoBlog(tx, id);
      const action = deleted ? 'delete' : 'restore';
      await recordAudit(tx, { actorUserId, entity: 'seo_blog', entityId: id, action, before, after });
      return after;
    }),
  );
}
