import { AsyncLocalStorage } from 'node:async_hooks';
import { type Column, eq, type SQL } from 'drizzle-orm';

/**
 * The tenant rule in one place. A user bound to a partner whose roles are all that partner's works inside it: its
 * scope is the partner's id. Platform staff (any role without a partner) have scope null and see every partner.
 *
 * The access-control hook works the caller's scope out once per request and runs the route's handler inside it
 * (AsyncLocalStorage), so a repository asks `currentScope()` instead of every route passing it down; code that runs
 * outside a request (start-up, demo data, cron tasks) is the platform itself and has scope null.
 */
export type PartnerScope = number | null;

interface TenantContext {
  userId: number;
  scope: PartnerScope;
}

const storage = new AsyncLocalStorage<TenantContext>();

/** Runs `fn` as the user with the scope: the access-control hook wraps each route handler in it. */
export function runInTenant<T>(context: TenantContext, fn: () => T): T {
  return storage.run(context, fn);
}

/** The scope of the request being handled (null outside requests and for platform staff). */
export function currentScope(): PartnerScope {
  return storage.getStore()?.scope ?? null;
}

/** The scope already worked out for this user in this request, if any. */
export function knownScopeOf(userId: number): PartnerScope | undefined {
  const context = storage.getStore();
  return context && context.userId === userId ? context.scope : undefined;
}

/** A condition keeping the rows of the scope's partner (undefined, i.e. no condition, for platform staff). */
export function ownedByScope(column: Column, scope: PartnerScope = currentScope()): SQL | undefined {
  return scope === null ? undefined : eq(column, scope);
}

/** Whether a row of `partnerId` is visible in the scope: another partner's row is, to partner staff, one that does not exist. */
export const isInScope = (partnerId: number | null | undefined, scope: PartnerScope = currentScope()) =>
  scope === null || partnerId === scope;
