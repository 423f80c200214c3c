import { randomBytes, randomInt } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../shared/errorCodes';
import {
  orderDocFileUrl,
  SIGN_ATTEMPTS_EXCEEDED,
  SIGN_LINK_ALREADY_SIGNED,
  SIGN_LINK_EXPIRED,
  SIGN_LINK_TTL_HOURS,
  SIGN_MAX_ATTEMPTS,
  type SignedDoc,
  type SignLink,
  WRONG_SMS_CODE,
  wrongCodeDetail,
} from '../../shared/schemas/orders/orderDocuments';
import { hashPassword, verifyPassword } from '../auth/password';
import type { Db, DbOrTx } from '../db/db';
import { AppError, notFound } from '../errors';
import { requireEditableOrder, requireOrder } from '../orders/orderAccess';
import { logOrderChange } from '../orders/orderPartHistory';
import { orderDocuments, orderSignLinks } from './documentsSchema';
import { DOCUMENT_NOT_FOUND } from './orderDocumentsRepository';

// Signing an order's documents by SMS: a link with a random token and a six-digit code, kept only as a salted scrypt
// hash (six digits are quickly guessed from a plain hash). Each wrong code counts; after SIGN_MAX_ATTEMPTS of them the
// link is spent and must be sent again.

export const SIGN_LINK_NOT_FOUND = 'Ссылка на подписание не найдена';
const conflict = (message: string) => new AppError(409, ERROR_CODES.ineligibleState, message);
const quoted = (titles: string[]) => titles.map((t) => `«${t}»`).join(', ');

export interface CreatedSignLink extends SignLink {
  /** The code the client gets by SMS; never stored in the clear. */
  smsCode: string;
}

export async function createSignLink(
  db: Db,
  input: { orderId: number; documentIds: number[]; phone: string; userId: number | null },
  now = new Date(),
): Promise<CreatedSignLink> {
  const documentIds = [...new Set(input.documentIds)];
  const token = randomBytes(24).toString('base64url');
  const smsCode = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const smsCodeHash = await hashPassword(smsCode);
  const expiresAt = new Date(now.getTime() + SIGN_LINK_TTL_HOURS * 3_600_000);
  const linkId = await db.transaction(async (tx) => {
    await requireEditableOrder(tx, input.orderId, input.userId, { forUpdate: true });
    const docs = await tx
      .select({ title: orderDocuments.title })
      .from(orderDocuments)
      .where(and(eq(orderDocuments.orderId, input.orderId), inArray(orderDocuments.id, documentIds)));
    if (docs.length !== documentIds.length) throw notFound(DOCUMENT_NOT_FOUND);
    const [link] = await tx
      .insert(orderSignLinks)
      .values({
        orderId: input.orderId,
        token,
        documentIds,
        phone: input.phone,
        smsCodeHash,
        userId: input.userId,
        sentAt: now,
        expiresAt,
      })
      .returning({ id: orderSignLinks.id });
    await logOrderChange(
      tx,
      input.orderId,
      input.userId,
      'documents_sent',
      `Документы отправлены на подпись на номер ${input.phone}: ${quoted(docs.map((d) => d.title))}`,
      {
        linkId: link.id,
        documentIds,
      },
    );
    return link.id;
  });
  return { linkId, url: `/sign/${token}`, expiresAt: Math.floor(expiresAt.getTime() / 1000), smsCode };
}

type Verdict = { signed: true; documentIds: number[] } | { signed: false; attemptsLeft: number };

/**
 * Confirms the link with the client's code. A wrong code is counted (committed before the 400 goes out), the sixth
 * attempt is refused whatever the code; a spent, expired or already signed link answers 409.
 */
export async function verifySignCode(
  db: Db,
  input: { orderId: number; linkId: number; smsCode: string; userId: number | null },
  now = new Date(),
): Promise<SignedDoc[]> {
  const verdict = await db.transaction(async (tx): Promise<Verdict> => {
    await requireEditableOrder(tx, input.orderId, input.userId);
    const [link] = await tx
      .select()
      .from(orderSignLinks)
      .where(and(eq(orderSignLinks.id, input.linkId), eq(orderSignLinks.orderId, input.orderId)))
      .for('update');
    if (!link) throw notFound(SIGN_LINK_NOT_FOUND);
    if (link.signedAt) throw conflict(SIGN_LINK_ALREADY_SIGNED);
    if (link.attempts >= SIGN_MAX_ATTEMPTS) throw conflict(SIGN_ATTEMPTS_EXCEEDED);
    if (link.expiresAt <= now) throw conflict(SIGN_LINK_EXPIRED);
    if (!(await verifyPassword(input.smsCode, link.smsCodeHash))) {
      const [counted] = await tx
        .update(orderSignLinks)
        .set({ attempts: sql`${orderSignLinks.attempts} + 1` })
        .where(eq(orderSignLinks.id, link.id))
        .returning({ attempts: orderSignLinks.attempts });
      return { signed: false, attemptsLeft: SIGN_MAX_ATTEMPTS - counted.attempts };
    }
    await tx.update(orderSignLinks).set({ signedAt: now }).where(eq(orderSignLinks.id, link.id));
    const docs = await tx
      .select({ title: orderDocuments.title })
      .from(orderDocuments)
      .where(inArray(orderDocuments.id, link.documentIds));
    await logOrderChange(
      tx,
      input.orderId,
      input.userId,
      'documents_signed',
      `Документы подписаны кодом из СМС: ${quoted(docs.map((d) => d.title))}`,
      {
        linkId: link.id,
        documentIds: link.documentIds,
      },
    );
    return { signed: true, documentIds: link.documentIds };
  });
  if (!verdict.signed) {
    throw new AppError(400, ERROR_CODES.validation, WRONG_SMS_CODE, {
      smsCode: wrongCodeDetail(verdict.attemptsLeft),
      attemptsLeft: String(verdict.attemptsLeft),
    });
  }
  const signedIds = verdict.documentIds;
  return (await listSignedDocs(db, input.orderId)).filter((d) => signedIds.includes(d.documentId));
}

/** The order's signed documents, the latest signing first; a document signed twice is listed once. */
export async function listSignedDocs(db: DbOrTx, orderId: number): Promise<SignedDoc[]> {
  await requireOrder(db, orderId);
  const rows = await db
    .select({ documentId: orderDocuments.id, title: orderDocuments.title, signedAt: orderSignLinks.signedAt })
    .from(orderSignLinks)
    .innerJoin(orderDocuments, sql`${orderDocuments.id} = any(${orderSignLinks.documentIds})`)
    .where(and(eq(orderSignLinks.orderId, orderId), isNotNull(orderSignLinks.signedAt)))
    .orderBy(desc(orderSignLinks.signedAt), desc(orderDocuments.id));
  const seen = new Set<number>();
  return rows.flatMap((row) => {
    if (seen.has(row.documentId)) return [];
    seen.add(row.documentId);
    return [
      {
        documentId: row.documentId,
        title: row.title,
        signedAt: Math.floor(row.signedAt!.getTime() / 1000),
        url: orderDocFileUrl(row.documentId),
      },
    ];
  });
}
