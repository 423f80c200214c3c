import type { Permission } from './schemas/users';

export type PermissionFlag = 'available' | 'permissionInsert' | 'permissionUpdate' | 'permissionDelete';

/** The permissions that match a key are merged by OR, flag by flag. */
export function mergePermissions(perms: Permission[]): Permission[] {
  const byKey = new Map<string, Permission>();
  for (const p of perms) {
    const prev = byKey.get(p.operationKey);
    byKey.set(
      p.operationKey,
      prev
        ? {
            operationKey: p.operationKey,
            available: prev.available || p.available,
            permissionInsert: prev.permissionInsert || p.permissionInsert,
            permissionUpdate: prev.permissionUpdate || p.permissionUpdate,
            permissionDelete: prev.permissionDelete || p.permissionDelete,
          }
        : { ...p },
    );
  }
  return [...byKey.values()];
}

/**
 * With no operation required a token is enough; otherwise at least one matching permission must have one of the
 * required flags true.
 */
export function isAllowed(
  perms: Permission[],
  operation: string | undefined,
  flags: PermissionFlag[] = ['available'],
): boolean {
  if (!operation) return true;
  return perms.some((p) => p.operationKey === operation && flags.some((f) => p[f]));
}
