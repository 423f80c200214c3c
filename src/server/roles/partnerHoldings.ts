import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { ERROR_CODES } from '../../shared/errorCodes';
import { OPERATION_NOT_HELD, PERMISSION_FLAGS } from '../../shared/schemas/roles/permissionsAdmin';
import type { DbOrTx } from '../db/db';
import { permissions, roles } from '../db/schema';
import { AppError } from '../errors';
import type { AdminCaller } from './adminCaller';

// What a partner holds: the flags of its partner-level permissions and of its own live roles, merged by OR. Its staff
// may hand out no more than that (a role's or a user's permission, a template copied into a role): the platform sets
// the ceiling, the partner shares it out.

export type Flags = Record<(typeof PERMISSION_FLAGS)[number], boolean>;

export async function partnerHoldings(db: DbOrTx, partnerId: number): Promise<Map<number, Flags>> {
  const ownRoles = db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.partnerId, partnerId), isNull(roles.deletedDate)));
  const rows = await db
    .select({
      operationId: permissions.operationId,
      available: permissions.available,
      permissionInsert: permissions.permissionInsert,
      permissionUpdate: permissions.permissionUpdate,
      permissionDelete: permissions.permissionDelete,
    })
    .from(permissions)
    .where(or(eq(permissions.partnerId, partnerId), inArray(permissions.roleId, ownRoles)));
  const held = new Map<number, Flags>();
  for (const row of rows) {
    const prev = held.get(row.operationId);
    held.set(row.operationId, {
      available: row.available || (prev?.available ?? false),
      permissionInsert: row.permissionInsert || (prev?.permissionInsert ?? false),
      permissionUpdate: row.permissionUpdate || (prev?.permissionUpdate ?? false),
      permissionDelete: row.permissionDelete || (prev?.permissionDelete ?? false),
    });
  }
  return held;
}

/** The flags turned on (false before, true now) that the caller's partner does not hold: 403. */
export function assertGrantable(
  held: Map<number, Flags> | null,
  operationId: number,
  next: Flags,
  before: Flags | null,
): void {
  if (!held) return;
  const has = held.get(operationId);
  for (const flag of PERMISSION_FLAGS)
    if (next[flag] && !before?.[flag] && !has?.[flag])
      throw new AppError(403, ERROR_CODES.accessDenied, OPERATION_NOT_HELD, { operationId: OPERATION_NOT_HELD });
}

/** The caller's partner holdings, or null for platform staff (no ceiling). */
export const holdingsOf = (db: DbOrTx, caller: AdminCaller) =>
  caller.scope === null ? Promise.resolve(null) : partnerHoldings(db, caller.scope);

/** The flags of `flags` the holdings allow (a template copied by a partner's staff keeps only those). */
export function withinHoldings(held: Map<number, Flags> | null, operationId: number, flags: Flags): Flags {
  if (!held) return flags;
  const has = held.get(operationId);
  return {
    available: flags.available && Boolean(has?.available),
    permissionInsert: flags.permissionInsert && Boolean(has?.permissionInsert),
    permissionUpdate: flags.permissionUpdate && Boolean(has?.permissionUpdate),
    permissionDelete: flags.permissionDelete && Boolean(has?.permissionDelete),
  };
}
