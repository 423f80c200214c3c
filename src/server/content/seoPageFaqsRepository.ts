import { asc, eq } from 'drizzle-orm';
import { ERROR_CODES } from '../../shared/errorCodes';
import { SEO_FAQ_MESSAGES, type SeoPageFaq, type SeoPageFaqBody } from '../../shared/schemas/content/seoPageFaqs';
import { recordAudit } from '../audit/auditJournal';
import type { Db, DbOrTx } from '../db/db';
import { AppError, MESSAGES, notFound } from '../errors';
import { withUnixTimes } from '../resources/withUnixTimes';
import { seoPageFaqs } from './contentSchema';
import { sanitizeHtml } from './sanitizeHtml';
import { getSeoPageRow } from './seoPagesRepository';

// The FAQ of an SEO page: hard-deleted rows, by sort then id. The answer is sanitised before it is stored and again
// before it is answered.

const ENTITY = 'seo_page_faq';

const toFaq = (row: typeof seoPageFaqs.$inferSelect): SeoPageFaq =>
  withUnixTimes({ ...row, answer: sanitizeHtml(row.answer) });

async function getFaq(db: DbOrTx, id: number): Promise<SeoPageFaq> {
  const [row] = await db.select().from(seoPageFaqs).where(eq(seoPageFaqs.id, id));
  if (!row) throw notFound(SEO_FAQ_MESSAGES.notFound);
  return toFaq(row);
}

/** GET ?seoPageId: an unknown page is 404. */
export async function listSeoPageFaqs(db: DbOrTx, seoPageId: number): Promise<SeoPageFaq[]> {
  await getSeoPageRow(db, seoPageId);
  const rows = await db
    .select()
    .from(seoPageFaqs)
    .where(eq(seoPageFaqs.seoPageId, seoPageId))
    .orderBy(asc(seoPageFaqs.sort), asc(seoPageFaqs.id));
  return rows.map(toFaq);
}

/** What is stored: an answer that sanitises to nothing (only a script, say) is no answer. */
async function values(db: DbOrTx, body: SeoPageFaqBody) {
  const answer = sanitizeHtml(body.answer);
  if (answer === '')
    throw new AppError(400, ERROR_CODES.validation, MESSAGES.validation, { answer: SEO_FAQ_MESSAGES.answerRequired });
  // The page named must exist; a FAQ row of an unknown page is a field error, not a missing row.
  await getSeoPageRow(db, body.seoPageId).catch(() => {
    throw new AppError(400, ERROR_CODES.validation, MESSAGES.validation, { seoPageId: 'Страница не найдена' });
  });
  return { seoPageId: body.seoPageId, sort: body.sort, question: body.question, answer };
}

export async function createSeoPageFaq(db: Db, body: SeoPageFaqBody, actorUserId: number | null) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(seoPageFaqs)
      .values(await values(tx, body))
      .returning({ id: seoPageFaqs.id });
    const after = await getFaq(tx, row.id);
    await recordAudit(tx, { actorUserId, entity: ENTITY, entityId: row.id, action: 'create', after });
    return after;
  });
}

export async function updateSeoPageFaq(db: Db, id: number, body: SeoPageFaqBody, actorUserId: number | null) {
  return db.transaction(async (tx) => {
    const before = await getFaq(tx, id);
    await tx
      .update(seoPageFaqs)
      .set(await values(tx, body))
      .where(eq(seoPageFaqs.id, id));
    const after = await getFaq(tx, id);
    await recordAudit(tx, { actorUserId, entity: ENTITY, entityId: id, action: 'update', before, after });
    return after;
  });
}

export async function deleteSeoPageFaq(db: Db, id: number, actorUserId: number | null) {
  return db.transaction(async (tx) => {
    const before = await getFaq(tx, id);
    await tx.delete(seoPageFaqs).where(eq(seoPageFaqs.id, id));
    await recordAudit(tx, { actorUserId, entity: ENTITY, entityId: id, action: 'delete', before });
    return before;
  });
}
