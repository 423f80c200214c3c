import { and, desc, eq, gt, lt, max } from 'drizzle-orm';
import type { DbOrTx } from '../db/db';
import { loginAttempts } from '../db/schema';

export interface LoginLimits {
  windowMs: number;
  /** Failures of one login within the window before the next attempt is refused. */
  perUsername: number;
  /** Failures from one address within the window before the next attempt is refused. */
  perIp: number;
}

export const LOGIN_LIMITS: LoginLimits = { windowMs: 15 * 60_000, perUsername: 5, perIp: 20 };

/**
 * When the next attempt is allowed again, or null when it is allowed now. Counted in the database, so every
 * server process on it sees the same failures. The account's count starts over after its last success; the
 * address's does not (one good password must not unlock guessing at other accounts).
 */
export async function loginBlockedUntil(db: DbOrTx, username: string, ip: string, limits = LOGIN_LIMITS): Promise<Date | null> {
  const windowStart = new Date(Date.now() - limits.windowMs);
  const [{ lastSuccess }] = await db
    .select({ lastSuccess: max(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.username, username), eq(loginAttempts.succeeded, true)));
  const accountStart = lastSuccess && lastSuccess > windowStart ? lastSuccess : windowStart;

  // The Nth most recent failure in the window: while it is inside the window, N failures are.
  const nthFailure = async (column: typeof loginAttempts.username | typeof loginAttempts.ip, value: string, since: Date, n: number) => {
    const [row] = await db
      .select({ at: loginAttempts.createdAt })
      .from(loginAttempts)
      .where(and(eq(column, value), eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, since)))
      .orderBy(desc(loginAttempts.createdAt))
      .limit(1)
      .offset(n - 1);
    return row ? new Date(row.at.getTime() + limits.windowMs) : null;
  };

  const [byAccount, byIp] = await Promise.all([
    nthFailure(loginAttempts.username, username, accountStart, limits.perUsername),
    nthFailure(loginAttempts.ip, ip, windowStart, limits.perIp),
  ]);
  if (!byAccount && !byIp) return null;
  return new Date(Math.max(byAccount?.getTime() ?? 0, byIp?.getTime() ?? 0));
}

export async function recordLoginAttempt(db: DbOrTx, attempt: { username: string; ip: string; succeeded: boolean }) {
  await db.insert(loginAttempts).values(attempt);
  // Old rows only matter for audits of the last day; trim them now and then rather than on every attempt.
  if (Math.random() < 0.02) {
    await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, new Date(Date.now() - 24 * 3600_000)));
  }
}
