import { and, count, desc, eq, gt, lt, max, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/db';
import { loginAttempts } from '../db/schema';

/**
 * Login throttling without lock-outs. Failures slow down whoever makes them, never the account's owner elsewhere:
 * - one (login, address) pair gets `perPair` free failures, then each next try waits a doubling delay;
 * - one address gets `perIp` free failures across all logins (a guesser trying many accounts), then the same;
 * - one login gets `perAccount` free failures across addresses (a guesser with many addresses), after which only
 *   addresses that never logged into it successfully are slowed: the owner's own address still gets in.
 * So the right password from another address works however many failures were made, and a brute force from one
 * address is refused after a handful of tries.
 */
export interface LoginLimits {
  /** Failures older than this no longer count. */
  windowMs: number;
  perPair: number;
  perIp: number;
  perAccount: number;
  /** The wait after the first failure over a limit; it doubles with each further one, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
}

export const LOGIN_LIMITS: LoginLimits = {
  windowMs: 15 * 60_000,
  perPair: 5,
  perIp: 20,
  perAccount: 50,
  baseDelayMs: 30_000,
  maxDelayMs: 15 * 60_000,
};

/** How long failures are kept: the failed-logins list of the user card shows them this far back. */
export const LOGIN_ATTEMPTS_KEPT_MS = 7 * 24 * 3600_000;

interface FailureCount {
  failures: number;
  last: Date | null;
}

/** When the next try is allowed after `failures` (the last at `last`), or null when it is allowed now. */
export function nextAllowedAt({ failures, last }: FailureCount, free: number, limits: LoginLimits): Date | null {
  if (failures < free || !last) return null;
  const delay = Math.min(limits.maxDelayMs, limits.baseDelayMs * 2 ** (failures - free));
  const until = new Date(last.getTime() + delay);
  return until.getTime() > Date.now() ? until : null;
}

async function failuresWhere(db: DbOrTx, where: SQL | undefined): Promise<FailureCount> {
  const [row] = await db
    .select({ failures: count(), last: max(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.succeeded, false), where));
  return { failures: row?.failures ?? 0, last: row?.last ?? null };
}

async function lastSuccess(db: DbOrTx, where: SQL | undefined): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.succeeded, true), where));
  return row?.at ?? null;
}

const later = (a: Date, b: Date | null) => (b && b > a ? b : a);

/**
 * When the next attempt of this login from this address is allowed again, or null when it is allowed now. Counted
 * in the database, so every server process on it sees the same failures. A pair's count starts over after its
 * success; an address's does not (one good password must not unlock guessing at other accounts).
 */
export async function loginBlockedUntil(
  db: DbOrTx,
  username: string,
  ip: string,
  limits = LOGIN_LIMITS,
): Promise<Date | null> {
  const windowStart = new Date(Date.now() - limits.windowMs);
  const ofLogin = eq(loginAttempts.username, username);
  const ofPair = and(ofLogin, eq(loginAttempts.ip, ip));
  // An address that logged into this account within the kept history is the owner's.
  const pairSuccess = await lastSuccess(db, ofPair);
  // One after another: inside the reservation's transaction they share one connection, which takes one query at
  // a time (pg deprecates queueing them).
  const pair = await failuresWhere(db, and(ofPair, gt(loginAttempts.createdAt, later(windowStart, pairSuccess))));
  const address = await failuresWhere(db, and(eq(loginAttempts.ip, ip), gt(loginAttempts.createdAt, windowStart)));
  const account = pairSuccess
    ? { failures: 0, last: null }
    : await failuresWhere(db, and(ofLogin, gt(loginAttempts.createdAt, windowStart)));
  const limitsHit = [
    nextAllowedAt(pair, limits.perPair, limits),
    nextAllowedAt(address, limits.perIp, limits),
    nextAllowedAt(account, limits.perAccount, limits),
  ].filter((d): d is Date => d !== null);
  return limitsHit.length === 0 ? null : new Date(Math.max(...limitsHit.map((d) => d.getTime())));
}

export type LoginReservation = { id: number; blockedUntil: null } | { id: null; blockedUntil: Date };

/**
 * An attempt takes its place in the count before the password is checked: it is recorded as a failure at once
 * (settleLoginSuccess turns it into a success). The check and the record are one step per login and per address,
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
  // Old rows only matter for the failed-logins list; trim them now and then rather than on every attempt.
  if (Math.random() < 0.02) {
    await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, new Date(Date.now() - LOGIN_ATTEMPTS_KEPT_MS)));
  }
  return reservation;
}

/** The reserved attempt succeeded: it no longer counts as a failure, and the pair's count starts over. */
export async function settleLoginSuccess(db: DbOrTx, attemptId: number) {
  await db.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, attemptId));
}

/** The login's recent failures, newest first (the user card's 'Неудачные входы'). */
export async function listFailedLogins(db: DbOrTx, username: string, limit = 100) {
  const rows = await db
    .select({ id: loginAttempts.id, ip: loginAttempts.ip, createdAt: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.username, username), eq(loginAttempts.succeeded, false)))
    .orderBy(desc(loginAttempts.createdAt), desc(loginAttempts.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, createdAt: Math.floor(r.createdAt.getTime() / 1000) }));
}

/** An administrator forgives the login's failures: its pairs and the account count start over. */
export async function clearFailedLogins(db: DbOrTx, username: string): Promise<number> {
  const rows = await db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.username, username), eq(loginAttempts.succeeded, false)))
    .returning({ id: loginAttempts.id });
  return rows.length;
}
