import type { Permission } from '../../shared/schemas/users';

export interface PermissionCache {
  /** The user's merged permissions, loaded once and kept until invalidated or stale. */
  get: (userId: number) => Promise<Permission[]>;
  /** A role or partner changed: forget one user's permissions, or everyone's, here and in every other process. */
  invalidate: (userId?: number) => void;
  /** Forget them in this process only (another process announced the change). */
  forget: (userId?: number) => void;
  /** Who announces an invalidation to the other processes (the realtime plugin's cluster events). */
  onInvalidate: (listener: (userId?: number) => void) => void;
}

export interface PermissionCacheOptions {
  load: (userId: number) => Promise<Permission[]>;
  /**
   * Entries older than this are reloaded: should an invalidation from another process be lost (the database
   * connection dropped), the change is still seen within this time.
   */
  maxAgeMs?: number;
  maxEntries?: number;
}

/**
 * Checking permissions hits every protected request, and reading them is three joins: they are kept per user in
 * the process. Concurrent misses for one user share one load.
 */
export function createPermissionCache({
  load,
  maxAgeMs = 60_000,
  maxEntries = 10_000,
}: PermissionCacheOptions): PermissionCache {
  const entries = new Map<number, { at: number; value: Promise<Permission[]> }>();
  const listeners: Array<(userId?: number) => void> = [];
  let generation = 0;
  const forget = (userId?: number) => {
    generation += 1;
    if (userId === undefined) entries.clear();
    else entries.delete(userId);
  };

  return {
    get(userId) {
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
    },
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
