import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/db';
import { type AuthCodeKind, authCodes, users } from '../db/schema';

export const INVITE_TTL_SECONDS = 7 * 24 * 3600;
export const RESTORE_TTL_SECONDS = 3600;

/** Only the hash is stored: whoever reads the table cannot use the links. */
const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/**
 * A new single-use code for the user (256 random bits, URL-safe). The user's other unused codes of that kind are
 * revoked: only the latest invitation or restore link works.
 */
export async function createAuthCode(
  db: DbOrTx,
  userId: number,
  kind: AuthCodeKind,
  ttlSeconds: number,
): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  await db
    .update(authCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(authCodes.userId, userId), eq(authCodes.kind, kind), isNull(authCodes.usedAt)));
  await db.insert(authCodes).values({
    userId,
    kind,
    codeHash: hashCode(code),
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  });
  return code;
}

/** The unused, unexpired code of that kind with its user, or null. */
export async function findValidAuthCode(db: DbOrTx, code: string, kind: AuthCodeKind) {
  const [row] = await db
    .select({ codeId: authCodes.id, user: users })
    .from(authCodes)
    .innerJoin(users, eq(users.id, authCodes.userId))
    .where(
      and(
        eq(authCodes.codeHash, hashCode(code)),
        eq(authCodes.kind, kind),
        isNull(authCodes.usedAt),
        gt(authCodes.expiresAt, sql`now()`),
      ),
    );
  return row ?? null;
}

/**
 * Marks the code used; false when someone else used it first (two tabs, two processes): the update itself is the
 * check, so a code works once even under concurrency.
 */
export async function consumeAuthCode(db: DbOrTx, codeId: number): Promise<boolean> {
  const used = await db
    .update(authCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(authCodes.id, codeId), isNull(authCodes.usedAt)))
    .returning({ id: authCodes.id });
  return used.length === 1;
}
