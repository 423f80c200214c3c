import { and, eq } from 'drizzle-orm';
import { OFFICE_NOT_FOUND } from '../../shared/schemas/partners/partnerSearch';
import { POST_NOT_FOUND } from '../../shared/schemas/scheduler/schedulerPosts';
import type { DbOrTx } from '../db/db';
import { offices } from '../db/schema';
import { notFound } from '../errors';
import { officePosts } from './schedulerSchema';

// Whose scheduler a caller works: a partner's staff (scope = their partnerId, see auth/partnerScope) only their
// partner's offices, posts and appointments; platform staff (scope null) every office. Anything outside the scope
// answers 404, as if it did not exist.

export interface ScopedOffice {
  id: number;
  partnerId: number;
  name: string;
  timezone: string;
}

export interface ScopedPost {
  id: number;
  officeId: number;
  partnerId: number;
  name: string;
  timezone: string;
  deletedDate: Date | null;
}

export async function requireOfficeInScope(db: DbOrTx, officeId: number, scope: number | null): Promise<ScopedOffice> {
  const [office] = await db
    .select({ id: offices.id, partnerId: offices.partnerId, name: offices.name, timezone: offices.timezone })
    .from(offices)
    .where(eq(offices.id, officeId));
  if (!office || (scope !== null && office.partnerId !== scope)) throw notFound(OFFICE_NOT_FOUND);
  return office;
}

/** The post with its office's partner and time zone; `forUpdate` locks the post row for the transaction. */
export async function requirePostInScope(
  db: DbOrTx,
  postId: number,
  scope: number | null,
  forUpdate = false,
): Promise<ScopedPost> {
  const query = db
    .select({
      id: officePosts.id,
      officeId: officePosts.officeId,
      partnerId: offices.partnerId,
      name: officePosts.name,
      timezone: offices.timezone,
      deletedDate: officePosts.deletedDate,
    })
    .from(officePosts)
    .innerJoin(offices, eq(offices.id, officePosts.officeId))
    .where(and(eq(officePosts.id, postId)));
  const [post] = forUpdate ? await query.for('update', { of: officePosts }) : await query;
  if (!post || (scope !== null && post.partnerId !== scope)) throw notFound(POST_NOT_FOUND);
  return post;
}
