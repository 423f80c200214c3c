import { and, desc, eq, getTableColumns, isNull, type SQL } from 'drizzle-orm';
import { REVIEW_MESSAGES, type Review, type ReviewBody, type ReviewsQuery } from '../../shared/schemas/content/reviews';
import { recordAudit } from '../audit/auditJournal';
import type { Db, DbOrTx } from '../db/db';
import { notFound } from '../errors';
import { services } from '../orders/ordersSchema';
import { withUnixTimes } from '../resources/withUnixTimes';
import { invalidField, requireService } from './contentGuards';
import { reviews } from './contentSchema';
import { sanitizeHtml } from './sanitizeHtml';

// Reviews (/reviews): platform data, soft deleted, by reviewDate newest first (reviews_service_date_idx backs the
// order of one service's list). The text is sanitised before it is stored and again before it is answered.

const columns = { ...getTableColumns(reviews), serviceName: services.name };

async function selectReviews(db: DbOrTx, where: SQL | undefined): Promise<Review[]> {
  const rows = await db
    .select(columns)
    .from(reviews)
    .innerJoin(services, eq(services.id, reviews.serviceId))
    .where(where)
    .orderBy(desc(reviews.reviewDate), desc(reviews.id));
  return rows.map((row) => ({ ...withUnixTimes(row), text: sanitizeHtml(row.text) }));
}

export async function listReviews(db: DbOrTx, { serviceId, showDeleted }: ReviewsQuery): Promise<Review[]> {
  return selectReviews(
    db,
    and(
      serviceId === undefined ? undefined : eq(reviews.serviceId, serviceId),
      showDeleted ? undefined : isNull(reviews.deletedDate),
    ),
  );
}

export async function getReview(db: DbOrTx, id: number): Promise<Review> {
  const [review] = await selectReviews(db, eq(reviews.id, id));
  if (!review) throw notFound(REVIEW_MESSAGES.notFound);
  return review;
}

/** The stored columns; a text that sanitising leaves without any words is refused as an empty one. */
function values(body: ReviewBody) {
  const text = sanitizeHtml(body.text);
  if (text.replace(/<[^>]*>/g, '').trim() === '') throw invalidField('text', REVIEW_MESSAGES.text);
  return {
    serviceId: body.serviceId,
    authorName: body.authorName,
    rating: body.rating,
    text,
    reviewDate: new Date(body.reviewDate * 1000),
  };
}

export async function createReview(db: Db, body: ReviewBody, actorUserId: number | null): Promise<Review> {
  const row = values(body);
  await requireService(db, body.serviceId, REVIEW_MESSAGES.serviceNotFound);
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(reviews).values(row).returning({ id: reviews.id });
    const after = await getReview(tx, created.id);
    await recordAudit(tx, { actorUserId, entity: 'review', entityId: created.id, action: 'create', after });
    return after;
  });
}

export async function updateReview(db: Db, id: number, body: ReviewBody, actorUserId: number | null) {
  const before = await getReview(db, id);
  const row = values(body);
  await requireService(db, body.serviceId, REVIEW_MESSAGES.serviceNotFound);
  return db.transaction(async (tx) => {
    await tx.update(reviews).set(row).where(eq(reviews.id, id));
    const after = await getReview(tx, id);
    await recordAudit(tx, { actorUserId, entity: 'review', entityId: id, action: 'update', before, after });
    return after;
  });
}

/** DELETE (soft) or PUT /restore/{id}; a deleted review keeps its first deletion date. */
export async function setReviewDeleted(db: Db, id: number, deleted: boolean, actorUserId: number | null) {
  const before = await getReview(db, id);
  return db.transaction(async (tx) => {
    if (deleted !== (before.deletedDate !== null))
      await tx
        .update(reviews)
        .set({ deletedDate: deleted ? new Date() : null })
        .where(eq(reviews.id, id));
    const after = await getReview(tx, id);
    const action = deleted ? 'delete' : 'restore';
    await recordAudit(tx, { actorUserId, entity: 'review', entityId: id, action, before, after });
    return after;
  });
}
