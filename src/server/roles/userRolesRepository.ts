import { and, asc, eq, isNull } from 'drizzle-orm';
import { ERROR_CODES } from '../../shared/errorCodes';
import {
  ROLE_NOT_FOUND,
  ROLE_OF_OTHER_PARTNER,
  SUPER_ADMIN_ONLY,
  USER_NOT_FOUND,
  USER_ROLE_EXISTS,
  USER_ROLE_NOT_FOUND,
  type UserRole,
  type UserRoleCreate,
} from '../../shared/schemas/userRoles';
import { recordAudit } from '../audit/auditJournal';
import { partnerScopeOf } from '../auth/partnerScope';
import type { Db, DbOrTx } from '../db/db';
import { roles, userRoles, users } from '../db/schema';
import { AppError, notFound } from '../errors';
import type { AuthUser } from '../fastifyTypes';

// A user's roles: listed, granted, revoked. The caller invalidates the user's cached permissions after the write
// commits (userRolesRoutes.ts), so the change holds at once in every server process.

/** Who changes roles: a partner's staff (scope = their partner) touch only their partner's users and roles. */
export interface RoleCaller {
  scope: number | null;
  /** Holds a live super-admin role: only such a caller hands out or takes away one. */
  superAdmin: boolean;
  /** Who it is, for the audit journal. */
  userId?: number;
}

export async function roleCallerOf(db: DbOrTx, user: AuthUser | null): Promise<RoleCaller> {
  const scope = await partnerScopeOf(db, user);
  if (!user) return { scope, superAdmin: false };
  const [held] = await db
    .select({ id: roles.id })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, user.id), eq(roles.isSuperAdmin, true), isNull(roles.deletedDate)))
    .limit(1);
  return { scope, superAdmin: Boolean(held), userId: user.id };
}

/** Another partner's user or role is, to a partner's staff, one that does not exist. */
const inScope = (scope: number | null, partnerId: number | null) => scope === null || partnerId === scope;

async function requireUser(db: DbOrTx, userId: number, scope: number | null) {
  const [user] = await db.select({ id: users.id, partnerId: users.partnerId }).from(users).where(eq(users.id, userId));
  if (!user || !inScope(scope, user.partnerId)) throw notFound(USER_NOT_FOUND);
  return user;
}

const bindingColumns = { id: userRoles.id, userId: userRoles.userId, roleId: userRoles.roleId, roleName: roles.name };

/**
 * GET /user_roles/users/{customerId}: the user's live roles by name (a deleted role grants nothing, so is not shown).
 */
export async function listUserRoles(db: DbOrTx, userId: number, caller: RoleCaller): Promise<UserRole[]> {
  await requireUser(db, userId, caller.scope);
  return db
    .select(bindingColumns)
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), isNull(roles.deletedDate)))
    .orderBy(asc(roles.name), asc(userRoles.id));
}

const superAdminOnly = () => new AppError(403, ERROR_CODES.accessDenied, SUPER_ADMIN_ONLY);

/** POST /user_roles {userId, roleId}: 404 for an unknown user or role, 409 when the user already holds it. */
export async function grantUserRole(db: Db, body: UserRoleCreate, caller: RoleCaller): Promise<UserRole> {
  return db.transaction(async (tx) => {
    const user = await requireUser(tx, body.userId, caller.scope);
    const [role] = await tx
      .select({ id: roles.id, name: roles.name, partnerId: roles.partnerId, isSuperAdmin: roles.isSuperAdmin })
      .from(roles)
      .where(and(eq(roles.id, body.roleId), isNull(roles.deletedDate)));
    if (!role || !inScope(caller.scope, role.partnerId)) throw notFound(ROLE_NOT_FOUND);
    // A partner's role makes its holder that partner's staff (auth/partnerScope.ts): only for that partner's users.
    if (role.partnerId !== null && role.partnerId !== user.partnerId) {
      throw new AppError(400, ERROR_CODES.validation, ROLE_OF_OTHER_PARTNER, { roleId: ROLE_OF_OTHER_PARTNER });
    }
    if (role.isSuperAdmin && !caller.superAdmin) throw superAdminOnly();
    const [row] = await tx
      .insert(userRoles)
      .values({ userId: user.id, roleId: role.id })
      .onConflictDoNothing()
      .returning({ id: userRoles.id });
    if (!row) throw new AppError(409, ERROR_CODES.bindingExists, USER_ROLE_EXISTS, { roleId: USER_ROLE_EXISTS });
    const granted = { id: row.id, userId: user.id, roleId: role.id, roleName: role.name };
    await recordAudit(tx, {
      actorUserId: caller.userId,
      entity: 'user_role',
      entityId: row.id,
      action: 'create',
      partnerId: user.partnerId,
      after: granted,
    });
    return granted;
  });
}

/** DELETE /user_roles/{userRoleId}: answers the binding as it was. */
export async function revokeUserRole(db: Db, userRoleId: number, caller: RoleCaller): Promise<UserRole> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        ...bindingColumns,
        userPartnerId: users.partnerId,
        rolePartnerId: roles.partnerId,
        isSuperAdmin: roles.isSuperAdmin,
      })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(eq(userRoles.id, userRoleId));
    if (!found || !inScope(caller.scope, found.userPartnerId) || !inScope(caller.scope, found.rolePartnerId))
      throw notFound(USER_ROLE_NOT_FOUND);
    if (found.isSuperAdmin && !caller.superAdmin) throw superAdminOnly();
    const [removed] = await tx.delete(userRoles).where(eq(userRoles.id, userRoleId)).returning({ id: userRoles.id });
    // Revoked by a concurrent call in between: the same answer as if it had come first.
    if (!removed) throw notFound(USER_ROLE_NOT_FOUND);
    const revoked = { id: found.id, userId: found.userId, roleId: found.roleId, roleName: found.roleName };
    await recordAudit(tx, {
      actorUserId: caller.userId,
      entity: 'user_role',
      entityId: found.id,
      action: 'delete',
      partnerId: found.userPartnerId,
      before: revoked,
    });
    return revoked;
  });
}
