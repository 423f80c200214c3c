import type { DbOrTx } from '../db/db';
import { accessDenied } from '../errors';
import type { AuthUser } from '../fastifyTypes';
import { type RoleCaller, roleCallerOf } from './userRolesRepository';

/**
 * Who changes roles, permissions and services: their id (for the audit journal), their partner scope (null =
 * platform staff) and whether they hold a super-admin role (only such a caller sees or hands out one).
 */
export interface AdminCaller extends RoleCaller {
  userId: number;
}

export async function adminCallerOf(db: DbOrTx, user: AuthUser | null): Promise<AdminCaller> {
  const caller = await roleCallerOf(db, user);
  return { ...caller, userId: user?.id ?? 0 };
}

/** Shared reference data (operations, services, partner permissions) is changed by platform staff only. */
export function requirePlatformStaff(caller: AdminCaller): void {
  if (caller.scope !== null) throw accessDenied();
}
