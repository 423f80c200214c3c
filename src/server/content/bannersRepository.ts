import { asc, eq } from 'drizzle-orm';
import { BANNER_MESSAGES, type Banner, type BannerBody } from '../../shared/schemas/content/banners';
import { recordAudit } from '../audit/auditJournal';
import type { Db, DbOrTx } from '../db/db';
import { notFound } from '../errors';
import { withUnixTimes } from '../resources/withUnixTimes';
import { banners } from './contentSchema';
import { sanitizeHtml } from './sanitizeHtml';

// Banners (/banners): platform data, by sort then id (banners_sort_idx); removed for good on delete. The content is
// sanitised before it is stored and again before it is answered.

const toBanner = (row: typeof banners.$inferSelect): Banner => ({
  ...withUnixTimes(row),
  content: sanitizeHtml(row.content),
});

export async function listBanners(db: DbOrTx): Promise<Banner[]> {
  const rows = await db.select().from(banners).orderBy(asc(banners.sort), asc(banners.id));
  return rows.map(toBanner);
}

export async function getBanner(db: DbOrTx, id: number): Promise<Banner> {
  const [row] = await db.select().from(banners).where(eq(banners.id, id));
  if (!row) throw notFound(BANNER_MESSAGES.notFound);
  return toBanner(row);
}

const values = (body: BannerBody) => ({
  title: body.title,
  imageUrl: body.imageUrl,
  link: body.link ?? null,
  content: sanitizeHtml(body.content),
  sort: body.sort ?? 0,
});

export async function createBanner(db: Db, body: BannerBody, actorUserId: number | null): Promise<Banner> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(banners).values(values(body)).returning();
    const after = toBanner(row);
    await recordAudit(tx, { actorUserId, entity: 'banner', entityId: row.id, action: 'create', after });
    return after;
  });
}

export async function updateBanner(db: Db, id: number, body: BannerBody, actorUserId: number | null) {
  const before = await getBanner(db, id);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(banners)
      .set({ ...values(body), updatedAt: new Date() })
      .where(eq(banners.id, id))
      .returning();
    if (!row) throw notFound(BANNER_MESSAGES.notFound);
    const after = toBanner(row);
    await recordAudit(tx, { actorUserId, entity: 'banner', entityId: id, action: 'update', before, after });
    return after;
  });
}

/** DELETE /banners/{id}: removed for good; answers the banner as it was. */
export async function deleteBanner(db: Db, id: number, actorUserId: number | null): Promise<Banner> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(banners).where(eq(banners.id, id)).returning();
    if (!row) throw notFound(BANNER_MESSAGES.notFound);
    const before = toBanner(row);
    await recordAudit(tx, { actorUserId, entity: 'banner', entityId: id, action: 'delete', before });
    return before;
  });
}

/**
 * PUT (activated) or DELETE (deactivated) /banners/{id}/activated. Asking for the state the banner is already in
 * answers it unchanged and journals nothing, so a repeated click is harmless.
 */
export async function setBannerActivated(db: Db, id: number, activated: boolean, actorUserId: number | null) {
  const before = await getBanner(db, id);
  if (before.activated === activated) return before;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(banners)
      .set({ activated, updatedAt: new Date() })
      .where(eq(banners.id, id))
      .returning();
    if (!row) throw notFound(BANNER_MESSAGES.notFound);
    const after = toBanner(row);
    const action = activated ? 'activate' : 'deactivate';
    await recordAudit(tx, { actorUserId, entity: 'banner', entityId: id, action, before, after });
    return after;
  });
}
