import { and, asc, eq, isNull, or, type SQL } from 'drizzle-orm';
import { ERROR_CODES } from '../../shared/errorCodes';
import { OPERATION_NOT_FOUND } from '../../shared/schemas/roles/operations';
import {
  PARTNER_NOT_FOUND,
  PERMISSION_EXISTS,
  type PermissionBody,
  type PermissionRow,
} from '../../shared/schemas/roles/permissionsAdmin';
import { ROLE_NOT_FOUND, USER_NOT_FOUND } from '../../shared/schemas/userRoles';
import { recordAudit } from '../audit/auditJournal';
import { isInScope } from '../auth/tenantScope';
import type { Db, DbOrTx } from '../db/db';
import { operations, partners, permissions, roles, users } from '../db/schema';
import { AppError, notFound } from '../errors';
import { userFio } from '../users/userFio';
import { type AdminCaller, requirePlatformStaff } from './adminCaller';
import { assertGrantable, type Flags, holdingsOf } from './partnerHoldings';
import { requireVisibleRole } from './rolesRepository';

// Permissions by holder and by operation, and their changes. A partner's staff see and change the permissions of
// their partner's roles and users only, grant no flag their partner does not hold, and never change a partner's own
// permissions (those are the ceiling the platform sets). The routes drop the cached permissions after a change.

const rowColumns = {
  id: permissions.id,
  operationId: permissions.operationId,
  operationKey: operations.operationKey,
  operationName: operations.name,
  roleId: permissions.roleId,
  roleName: roles.name,
  userId: permissions.userId,
  userFio: userFio(),
  partnerId: permissions.partnerId,
  partnerName: partners.name,
  available: permissions.available,
  permissionInsert: permissions.permissionInsert,
  permissionUpdate: permissions.permissionUpdate,
  permissionDelete: permissions.permissionDelete,
};

async function selectRows(db: DbOrTx, where: (SQL | undefined)[]): Promise<PermissionRow[]> {
  const rows = await db
    .select(rowColumns)
    .from(permissions)
    .innerJoin(operations, eq(operations.id, permissions.operationId))
    .leftJoin(roles, eq(roles.id, permissions.roleId))
    .leftJoin(users, eq(users.id, permissions.userId))
    .leftJoin(partners, eq(partners.id, permissions.partnerId))
    .where(and(...where))
    .orderBy(asc(operations.operationKey), asc(permissions.id));
  // userFio is an expression: it is an e-mail or a name only when the permission is a user's.
  return rows.map((r) => ({ ...r, userFio: r.userId === null ? null : r.userFio }));
}

async function requireUser(db: DbOrTx, userId: number, caller: AdminCaller) {
  const [user] = await db.select({ id: users.id, partnerId: users.partnerId }).from(users).where(eq(users.id, userId));
  if (!user || !isInScope(user.partnerId, caller.scope)) throw notFound(USER_NOT_FOUND);
  return user;
}

async function requirePartner(db: DbOrTx, partnerId: number, caller: AdminCaller) {
  const [partner] = await db.select({ id: partners.id }).from(partners).where(eq(partners.id, partnerId));
  if (!partner || !isInScope(partner.id, caller.scope)) throw notFound(PARTNER_NOT_FOUND);
}

/** GET /permissions/roles/{roleId}: the role's own rows (inherited ones stay the parent's); roleId < 1: none. */
export async function permissionsOfRole(db: DbOrTx, roleId: number, caller: AdminCaller) {
  if (roleId < 1) return [];
  await requireVisibleRole(db, roleId, caller);
  return selectRows(db, [eq(permissions.roleId, roleId)]);
}

export async function permissionsOfUser(db: DbOrTx, userId: number, caller: AdminCaller) {
  await requireUser(db, userId, caller);
  return selectRows(db, [eq(permissions.userId, userId)]);
}

export async function permissionsOfPartner(db: DbOrTx, partnerId: number, caller: AdminCaller) {
  await requirePartner(db, partnerId, caller);
  return selectRows(db, [eq(permissions.partnerId, partnerId)]);
}

/** GET /permissions/operations/{id}: who holds the operation (to a partner's staff: their partner's holders). */
export async function permissionsOfOperation(db: DbOrTx, operationId: number, caller: AdminCaller) {
  const [op] = await db.select({ id: operations.id }).from(operations).where(eq(operations.id, operationId));
  if (!op) throw notFound(OPERATION_NOT_FOUND);
  const scope = caller.scope;
  return selectRows(db, [
    eq(permissions.operationId, operationId),
    scope === null
      ? undefined
      : or(eq(roles.partnerId, scope), eq(users.partnerId, scope), eq(permissions.partnerId, scope)),
    // Super-admin roles stay hidden from a caller without one.
    caller.superAdmin ? undefined : or(isNull(permissions.roleId), eq(roles.isSuperAdmin, false)),
  ]);
}

/** The holder of a permission body, checked against the caller: its condition and whose partner it is. */
async function holderOf(
  tx: DbOrTx,
  body: Pick<PermissionBody, 'roleId' | 'userId' | 'partnerId'>,
  caller: AdminCaller,
) {
  if (body.roleId != null) {
    const role = await requireVisibleRole(tx, body.roleId, caller);
    if (role.deletedDate !== null) throw notFound(ROLE_NOT_FOUND);
    return { where: eq(permissions.roleId, role.id), values: { roleId: role.id }, partnerId: role.partnerId };
  }
  if (body.userId != null) {
    const user = await requireUser(tx, body.userId, caller);
    return { where: eq(permissions.userId, user.id), values: { userId: user.id }, partnerId: user.partnerId };
  }
  // A partner's own permissions are its ceiling: only the platform sets them.
  requirePlatformStaff(caller);
  await requirePartner(tx, body.partnerId!, caller);
  return {
    where: eq(permissions.partnerId, body.partnerId!),
    values: { partnerId: body.partnerId! },
    partnerId: body.partnerId!,
  };
}

async function requireOperation(db: DbOrTx, operationId: number) {
  const [op] = await db.select({ id: operations.id }).from(operations).where(eq(operations.id, operationId));
  if (!op)
    throw new AppError(404, ERROR_CODES.entityNotFound, OPERATION_NOT_FOUND, { operationId: OPERATION_NOT_FOUND });
}

const flagsOf = (p: Flags): Flags => ({
  available: p.available,
  permissionInsert: p.permissionInsert,
  permissionUpdate: p.permissionUpdate,
  permissionDelete: p.permissionDelete,
});

/** What a save changed: a role's holders are not known here, so the caller drops every cached permission. */
export interface SavedPermissions {
  rows: PermissionRow[];
  /** One user's permissions changed (undefined: everyone's may have). */
  onlyUserId?: number;
}

/** POST /permissions: a new permission; 409 when the holder already has one for the operation. */
export async function createPermission(db: Db, body: PermissionBody, caller: AdminCaller): Promise<SavedPermissions> {
  return db.transaction(async (tx) => {
    const holder = await holderOf(tx, body, caller);
    await requireOperation(tx, body.operationId);
    assertGrantable(await holdingsOf(tx, caller), body.operationId, flagsOf(body), null);
    const [row] = await tx
      .insert(permissions)
      .values({ operationId: body.operationId, ...holder.values, ...flagsOf(body) })
      .onConflictDoNothing()
      .returning({ id: permissions.id });
    if (!row) throw new AppError(409, ERROR_CODES.bindingExists, PERMISSION_EXISTS, { operationId: PERMISSION_EXISTS });
    const [created] = await selectRows(tx, [eq(permissions.id, row.id)]);
    await recordAudit(tx, {
      actorUserId: caller.userId,
      entity: 'permission',
      entityId: row.id,
      action: 'create',
      partnerId: holder.partnerId,
      after: created,
    });
    return { rows: [created], onlyUserId: body.userId ?? undefined };
  });
}

/**
 * PUT /permissions and POST /permissions/partners: the changed rows only, each created or updated by (holder,
 * operation), all in one transaction.
 */
export async function savePermissions(
  db: Db,
  bodies: PermissionBody[],
  caller: AdminCaller,
): Promise<SavedPermissions> {
  return db.transaction(async (tx) => {
    const held = await holdingsOf(tx, caller);
    const saved: PermissionRow[] = [];
    for (const body of bodies) {
      const holder = await holderOf(tx, body, caller);
      await requireOperation(tx, body.operationId);
      const [before] = await selectRows(tx, [holder.where, eq(permissions.operationId, body.operationId)]);
      assertGrantable(held, body.operationId, flagsOf(body), before ? flagsOf(before) : null);
      let id = before?.id;
      if (before) await tx.update(permissions).set(flagsOf(body)).where(eq(permissions.id, before.id));
      else
        [{ id }] = await tx
          .insert(permissions)
          .values({ operationId: body.operationId, ...holder.values, ...flagsOf(body) })
          .returning({ id: permissions.id });
      const [after] = await selectRows(tx, [eq(permissions.id, id!)]);
      await recordAudit(tx, {
        actorUserId: caller.userId,
        entity: 'permission',
        entityId: after.id,
        action: before ? 'update' : 'create',
        partnerId: holder.partnerId,
        before: before ?? null,
        after,
      });
      saved.push(after);
    }
    const userIds = new Set(bodies.map((b) => b.userId ?? null));
    const only = userIds.size === 1 ? [...userIds][0] : null;
    return { rows: saved, onlyUserId: only ?? undefined };
  });
}
