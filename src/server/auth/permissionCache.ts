import type { Permission } from '../../shared/schemas/users';

export interface PermissionCache {
  /** The user's merged permissions, loaded once and kept until invalidated or stale. */
  get: (userId: number) => Promise<Permission[]>;
  /** Forget one user's permissions, or everyone's (a role or partner changed). */
  invalidate: (userId?: number) => void;
}

export interface PermissionCacheOptions {
  load: (userId: number) => Promise<Permission[]>;
  /**
   * Entries older than this are reloaded: until invalidation crosses processes, another process's change is
   * seen within this time at worst.
   */
  maxAgeMs?: number;
  maxEntries?: number;
}

/**
 * Checking permissions hits every protected request, and reading them is three joins: they are kept per user in
 * the process (DESIGN.md 'Facts about the stack'). Concurrent misses for one user share one load.
 */
export function createPermissionCache({ load, maxAgeMs = 60_000, maxEntries = 10_000 }: PermissionCacheOptions): PermissionCache {
  const entries = new Map<number, { at: number; value: Promise<Permission[]> }>();
  let generation = 0;

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
      generation += 1;
      if (userId === undefined) entries.clear();
      else entries.delete(userId);
    },
  };
}
