import { and, asc, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import {
  SEO_PAGE_MESSAGES,
  type SeoPage,
  type SeoPageNode,
  type SeoPagesFind,
  type SeoPagesPage,
  type SeoPagesQuery,
} from '../../shared/schemas/content/seoPages';
import type { DbOrTx } from '../db/db';
import { notFound } from '../errors';
import { escapeLike } from '../partners/partnersRepository';
import { withUnixTimes } from '../resources/withUnixTimes';
import { seoPages } from './contentSchema';
import { sanitizeHtml } from './sanitizeHtml';

// Reads of the SEO page tree: one page, a level (children of a page, or the roots), the paged find and the whole
// tree. Content is sanitised again on the way out, so a row written past the API is never served unsafe.

type SeoPageRow = typeof seoPages.$inferSelect;

export const toSeoPage = (row: SeoPageRow): SeoPage => withUnixTimes({ ...row, content: sanitizeHtml(row.content) });

/** The order of a level, backed by seo_pages_service_parent_sort_idx. */
const LEVEL_ORDER = [asc(seoPages.sort), asc(seoPages.id)];

export async function getSeoPageRow(db: DbOrTx, id: number): Promise<SeoPageRow> {
  const [row] = await db.select().from(seoPages).where(eq(seoPages.id, id));
  if (!row) throw notFound(SEO_PAGE_MESSAGES.notFound);
  return row;
}

export async function getSeoPage(db: DbOrTx, id: number): Promise<SeoPage> {
  return toSeoPage(await getSeoPageRow(db, id));
}

/** GET /users/seo_pages: the children of parentId (an unknown parent is 404), or the roots. */
export async function listSeoPages(db: DbOrTx, query: SeoPagesQuery): Promise<SeoPage[]> {
  if (query.parentId !== undefined) await getSeoPageRow(db, query.parentId);
  const rows = await db
    .select()
    .from(seoPages)
    .where(
      and(
        query.serviceId === undefined ? undefined : eq(seoPages.serviceId, query.serviceId),
        query.parentId === undefined ? isNull(seoPages.parentId) : eq(seoPages.parentId, query.parentId),
      ),
    )
    .orderBy(...LEVEL_ORDER);
  return rows.map(toSeoPage);
}

const SORTS = {
  path: seoPages.path,
  title: seoPages.title,
  sort: seoPages.sort,
  id: seoPages.id,
  updatedAt: seoPages.updatedAt,
} as const;

/** POST /users/seo_pages/find: a page of pages, searched in title and path. */
export async function findSeoPages(db: DbOrTx, query: SeoPagesFind): Promise<SeoPagesPage> {
  const search = query.search ? `%${escapeLike(query.search)}%` : undefined;
  const where: SQL | undefined = and(
    query.serviceId === undefined ? undefined : eq(seoPages.serviceId, query.serviceId),
    search ? or(ilike(seoPages.title, search), ilike(seoPages.path, search)) : undefined,
  );
  const column = SORTS[query.sortField ?? 'path'];
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(seoPages)
      .where(where)
      .orderBy(query.sortOrder === 'DESC' ? desc(column) : asc(column), asc(seoPages.id))
      .limit(query.size)
      .offset(query.offset),
    db.select({ total: count() }).from(seoPages).where(where),
  ]);
  return { items: rows.map(toSeoPage), total };
}

/** GET /users/seo_pages/tree/: every page of the service (or of all services) nested under its parent. */
export async function seoTree(db: DbOrTx, serviceId: number | undefined): Promise<SeoPageNode[]> {
  const rows = await db
    .select()
    .from(seoPages)
    .where(serviceId === undefined ? undefined : eq(seoPages.serviceId, serviceId))
    .orderBy(asc(seoPages.serviceId), ...LEVEL_ORDER);
  const nodes = new Map<number, SeoPageNode>(rows.map((r) => [r.id, { ...toSeoPage(r), children: [] }]));
  const roots: SeoPageNode[] = [];
  // Rows come by sort then id, so appending keeps every level in that order.
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
