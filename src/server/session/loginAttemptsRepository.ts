import { and, desc, eq, gt, lt, max, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/db';
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
export async function loginBlockedUntil(
  db: DbOrTx,
  username: string,
  ip: string,
  limits = LOGIN_LIMITS,
): Promise<Date | null> {
  const windowStart = new Date(Date.now() - limits.windowMs);
  const [{ lastSuccess }] = await db
    .select({ lastSuccess: max(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.username, username), eq(loginAttempts.succeeded, true)));
  const accountStart = lastSuccess && lastSuccess > windowStart ? lastSuccess : windowStart;

  // The Nth most recent failure in the window: while it is inside the window, N failures are.
  const nthFailure = async (
    column: typeof loginAttempts.username | typeof loginAttempts.ip,
    value: string,
    since: Date,
    n: number,
  ) => {
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

export type LoginReservation = { id: number; blockedUntil: null } | { id: null; blockedUntil: Date };

/**
 * An attempt takes its place in the count before the password is checked: it is recorded as a failure at once
 * (settleLoginAttempt turns it into a success). The check and the record are one step per login and per address,
 * under advisory locks every process on the database shares, so a burst of parallel guesses, to one process or to
 * several, gets exactly as many tries as the limit and not one more.
 */
export async function reserveLoginAttempt(
  db: Db,
  username: string,
  ip: string,
  limits = LOGIN_LIMITS,
): Promise<LoginReservation> {
  const reservation = await db.transaction(async (tx): Promise<LoginReservation> => {
    // Always the login's lock first, then the address's: two attempts never wait on each other in a circle.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login:${username}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login-ip:${ip}`}))`);
    const blockedUntil = await loginBlockedUntil(tx, username, ip, limits);
    if (blockedUntil) return { id: null, blockedUntil };
    const [row] = await tx
      .insert(loginAttempts)
      .values({ username, ip, succeeded: false })
      .returning({ id: loginAttempts.id });
    return { id: row.id, blockedUntil: null };
  });
  // Old rows only matter for audits of the last day; trim them now and then rather than on every attempt.
  if (Math.random() < 0.02) {
    await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, new Date(Date.now() - 24 * 3600_000)));
  }
  return reservation;
}

/** The reserved attempt succeeded: it no longer counts as a failure, and the login's count starts over. */
export async function settleLoginSuccess(db: DbOrTx, attemptId: number) {
  await db.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, attemptId));
}
