import type { Permission } from '../../shared/schemas/users';
import type { UserStatus } from '../db/schema';
import type { PartnerScope } from './tenantScope';

/** What every protected request needs to know of its caller, read once and kept until invalidated or stale. */
export interface CallerAccess {
  /** The users row as far as a session needs it; null when the user is gone. */
  user: { id: number; email: string; status: UserStatus; tokenVersion: number; partnerId: number | null } | null;
  /** Whose rows the caller reaches (auth/tenantScope.ts): null for platform staff. */
  scope: PartnerScope;
  /** The merged permissions of the caller's roles. */
  permissions: Permission[];
}

export interface PermissionCache {
  /** The user's merged permissions. */
  get: (userId: number) => Promise<Permission[]>;
  /** The caller's row, scope and permissions. */
  access: (userId: number) => Promise<CallerAccess>;
  /**
   * A role, a partner or a user's status, password or placement changed: forget one user's access, or everyone's,
   * here and in every other process.
   */
  invalidate: (userId?: number) => void;
  /** Forget them in this process only (another process announced the change). */
  forget: (userId?: number) => void;
  /** Who announces an invalidation to the other processes (the realtime plugin's cluster events). */
  onInvalidate: (listener: (userId?: number) => void) => void;
}

export interface PermissionCacheOptions {
  load: (userId: number) => Promise<CallerAccess>;
  /**
   * Entries older than this are reloaded: should an invalidation from another process be lost (the database
   * connection dropped), the change is still seen within this time.
   */
  maxAgeMs?: number;
  maxEntries?: number;
}

/**
 * Every protected request checks who calls, whose data they reach and what they may do: four reads, three of them
 * joins, that would cost more than most routes' own work. They are kept per user in the process, and every change
 * to them invalidates the entry here and, through the cluster events, in every other process. Concurrent misses for
 * one user share one load.
 */
export function createPermissionCache({
  load,
  maxAgeMs = 60_000,
  maxEntries = 10_000,
}: PermissionCacheOptions): PermissionCache {
  const entries = new Map<number, { at: number; value: Promise<CallerAccess> }>();
  const listeners: Array<(userId?: number) => void> = [];
  let generation = 0;
  const forget = (userId?: number) => {
    generation += 1;
    if (userId === undefined) entries.clear();
    else entries.delete(userId);
  };
  const access = (userId: number) => {
    const hit = entries.get(userId);
    if (hit && Date.now() - hit.at < maxAgeMs) return hit.value;
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as number);
    const startedIn = generation;
    const value = load(userId);
    const entry = { at: Date.now(), value };
    entries.set(userId, entry);
    // A failed load is not remembered; neither is one that an invalidation overtook.
    value.then(
      () => {
        if (startedIn !== generation && entries.get(userId) === entry) entries.delete(userId);
      },
      () => {
        if (entries.get(userId) === entry) entries.delete(userId);
      },
    );
    return value;
  };

  return {
    access,
    get: async (userId) => (await access(userId)).permissions,
    invalidate(userId) {
      forget(userId);
      for (const listener of listeners) listener(userId);
    },
    forget,
    onInvalidate(listener) {
      listeners.push(listener);
    },
  };
}
