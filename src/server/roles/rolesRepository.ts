import { and, asc, eq, inArray, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ERROR_CODES } from '../../shared/errorCodes';
import { PARTNER_NOT_FOUND } from '../../shared/schemas/roles/permissionsAdmin';
import {
  PARENT_OF_OTHER_PARTNER,
  PARENT_ROLE_CYCLE,
  PARENT_ROLE_NOT_FOUND,
  type Role,
  type RoleCreate,
  type RolesQuery,
  type RoleUpdate,
  SUPER_ADMIN_ROLE_LOCKED,
  SUPER_ADMIN_ROLE_UNDELETABLE,
  TEMPLATE_ROLE_NOT_FOUND,
} from '../../shared/schemas/roles/roles';
import { ROLE_NOT_FOUND } from '../../shared/schemas/userRoles';
import { recordAudit } from '../audit/auditJournal';
import { isInScope } from '../auth/tenantScope';
import type { Db, DbOrTx } from '../db/db';
import { partners, permissions, roles } from '../db/schema';
import { AppError, notFound } from '../errors';
import { withUnixTimes } from '../resources/withUnixTimes';
import type { AdminCaller } from './adminCaller';
import { holdingsOf, withinHoldings } from './partnerHoldings';

// Roles with their parent and template roles. A partner's staff see and change only their partner's roles (another
// partner's or a platform role is, to them, one that does not exist); super-admin roles are hidden from, and locked
// for, everyone who does not hold one. The routes drop every cached permission after a change (rolesRoutes.ts).

const parent = alias(roles, 'parent_role');

const roleColumns = {
  id: roles.id,
  name: roles.name,
  partnerId: roles.partnerId,
  partnerName: partners.name,
  parentRoleId: roles.parentRoleId,
  parentRoleName: parent.name,
  isTemplate: roles.isTemplate,
  isSuperAdmin: roles.isSuperAdmin,
  deletedDate: roles.deletedDate,
};

async function selectRoles(db: DbOrTx, where: (SQL | undefined)[]): Promise<Role[]> {
  const rows = await db
    .select(roleColumns)
    .from(roles)
    .leftJoin(partners, eq(partners.id, roles.partnerId))
    .leftJoin(parent, eq(parent.id, roles.parentRoleId))
    .where(and(...where))
    .orderBy(asc(roles.name), asc(roles.id));
  return rows.map(withUnixTimes);
}

/** Super-admin roles are seen only by a caller who holds one. */
const visibleTo = (caller: AdminCaller) => (caller.superAdmin ? undefined : eq(roles.isSuperAdmin, false));

/** GET /roles: without partnerId only roles without a partner; a partner's staff always get their partner's. */
export function listRoles(db: DbOrTx, query: RolesQuery, caller: AdminCaller): Promise<Role[]> {
  const partnerFilter =
    caller.scope !== null
      ? eq(roles.partnerId, caller.scope)
      : query.partnerId !== undefined
        ? eq(roles.partnerId, query.partnerId)
        : isNull(roles.partnerId);
  return selectRoles(db, [partnerFilter, visibleTo(caller), query.showDeleted ? undefined : isNull(roles.deletedDate)]);
}

/** GET /roles/templates: the live template roles (platform ones, and a partner's own for its staff). */
export function listTemplates(db: DbOrTx, caller: AdminCaller): Promise<Role[]> {
  const partnerFilter =
    caller.scope === null ? undefined : or(isNull(roles.partnerId), eq(roles.partnerId, caller.scope));
  return selectRoles(db, [eq(roles.isTemplate, true), isNull(roles.deletedDate), visibleTo(caller), partnerFilter]);
}

/** The role and every role below it (children, their children...): UNION ends a cycle. */
const descendantsOf = (roleId: number) => sql`(
  with recursive below(id) as (
    select ${roleId}::integer
    union
    select child.id from roles child join below on child.parent_role_id = below.id
  ) select id from below)`;

/** The role and every role above it. */
async function ancestorsOf(db: DbOrTx, roleId: number): Promise<Set<number>> {
  const above = sql`(
    with recursive above(id) as (
      select ${roleId}::integer
      union
      select child.parent_role_id from roles child join above on child.id = above.id
        where child.parent_role_id is not null
    ) select id from above)`;
  const rows = await db.select({ id: roles.id }).from(roles).where(inArray(roles.id, above));
  return new Set(rows.map((r) => r.id));
}

/**
 * GET /roles/possible_parents: live roles a role may inherit from: of the same partner or without one, never the
 * role itself or one below it (that would close a cycle).
 */
export function possibleParents(
  db: DbOrTx,
  query: { partnerId?: number; roleId?: number },
  caller: AdminCaller,
): Promise<Role[]> {
  const partnerId = caller.scope ?? query.partnerId;
  const partnerFilter =
    caller.scope !== null
      ? eq(roles.partnerId, caller.scope)
      : partnerId !== undefined
        ? or(isNull(roles.partnerId), eq(roles.partnerId, partnerId))
        : isNull(roles.partnerId);
  return selectRoles(db, [
    isNull(roles.deletedDate),
    partnerFilter,
    visibleTo(caller),
    query.roleId === undefined ? undefined : notInArray(roles.id, descendantsOf(query.roleId)),
  ]);
}

/** A role the caller may see; a super-admin role is locked (403) for a caller without one. */
async function requireRole(db: DbOrTx, id: number, caller: AdminCaller): Promise<Role> {
  const [role] = await selectRoles(db, [eq(roles.id, id)]);
  if (!role || !isInScope(role.partnerId, caller.scope)) throw notFound(ROLE_NOT_FOUND);
  if (role.isSuperAdmin && !caller.superAdmin)
    throw new AppError(403, ERROR_CODES.accessDenied, SUPER_ADMIN_ROLE_LOCKED);
  return role;
}

/** A partner's staff work for their partner: naming another one answers as if it did not exist. */
export function partnerOfCaller(named: number | null | undefined, caller: AdminCaller): number | null | undefined {
  if (caller.scope === null) return named;
  if (named != null && named !== caller.scope) throw notFound(PARTNER_NOT_FOUND);
  return caller.scope;
}

async function requirePartner(db: DbOrTx, partnerId: number) {
  const [row] = await db.select({ id: partners.id }).from(partners).where(eq(partners.id, partnerId));
  if (!row) throw new AppError(400, ERROR_CODES.validation, PARTNER_NOT_FOUND, { partnerId: PARTNER_NOT_FOUND });
}

const badParent = (message: string) => new AppError(400, ERROR_CODES.validation, message, { parentRoleId: message });

/** The parent must be live, visible, of the role's partner or shared, and not the role or one below it. */
async function checkParent(
  db: DbOrTx,
  parentRoleId: number,
  rolePartnerId: number | null,
  roleId: number | null,
  caller: AdminCaller,
) {
  const [found] = await db
    .select({ partnerId: roles.partnerId, isSuperAdmin: roles.isSuperAdmin })
    .from(roles)
    .where(and(eq(roles.id, parentRoleId), isNull(roles.deletedDate)));
  // A partner's staff may not hang their role under a platform role: it would inherit what the partner was not given.
  if (
    !found ||
    (caller.scope !== null && found.partnerId !== caller.scope) ||
    (found.isSuperAdmin && !caller.superAdmin)
  )
    throw badParent(PARENT_ROLE_NOT_FOUND);
  if (found.partnerId !== null && found.partnerId !== rolePartnerId) throw badParent(PARENT_OF_OTHER_PARTNER);
  if (roleId !== null && (await ancestorsOf(db, parentRoleId)).has(roleId)) throw badParent(PARENT_ROLE_CYCLE);
}

/** POST /roles: with templateRoleId the template's permissions are copied (for a partner's staff, what it holds). */
export async function createRole(db: Db, body: RoleCreate, caller: AdminCaller): Promise<Role> {
  return db.transaction(async (tx) => {
    const partnerId = partnerOfCaller(body.partnerId, caller) ?? null;
    if (caller.scope === null && partnerId !== null) await requirePartner(tx, partnerId);
    if (body.parentRoleId) await checkParent(tx, body.parentRoleId, partnerId, null, caller);
    let template: Role | undefined;
    if (body.templateRoleId !== undefined) {
      [template] = await listTemplates(tx, caller).then((all) => all.filter((r) => r.id === body.templateRoleId));
      if (!template)
        throw new AppError(400, ERROR_CODES.validation, TEMPLATE_ROLE_NOT_FOUND, {
          templateRoleId: TEMPLATE_ROLE_NOT_FOUND,
        });
    }
    const [row] = await tx
      .insert(roles)
      .values({
        name: body.name,
        partnerId,
        parentRoleId: body.parentRoleId ?? null,
        // Templates are the platform's: a partner's staff make ordinary roles.
        isTemplate: caller.scope === null ? (body.isTemplate ?? false) : false,
      })
      .returning({ id: roles.id });
    let copied = 0;
    if (template) {
      const held = await holdingsOf(tx, caller);
      const source = await tx
        .select({
          operationId: permissions.operationId,
          available: permissions.available,
          permissionInsert: permissions.permissionInsert,
          permissionUpdate: permissions.permissionUpdate,
          permissionDelete: permissions.permissionDelete,
        })
        .from(permissions)
        .where(eq(permissions.roleId, template.id));
      const values = source
        .map(({ operationId, ...flags }) => ({
          operationId,
          roleId: row.id,
          ...withinHoldings(held, operationId, flags),
        }))
        .filter((v) => v.available || v.permissionInsert || v.permissionUpdate || v.permissionDelete);
      if (values.length > 0) await tx.insert(permissions).values(values);
      copied = values.length;
    }
    const [created] = await selectRoles(tx, [eq(roles.id, row.id)]);
    await recordAudit(tx, {
      actorUserId: caller.userId,
      entity: 'role',
      entityId: created.id,
      action: 'create',
      partnerId: created.partnerId,
      after: { ...created, templateRoleId: template?.id ?? null, copiedPermissions: copied },
    });
    return created;
  });
}

/** PUT /roles/{id}: name, partner (platform staff only), parent and the template mark. */
export async function updateRole(db: Db, id: number, body: RoleUpdate, caller: AdminCaller): Promise<Role> {
  return db.transaction(async (tx) => {
    const before = await requireRole(tx, id, caller);
    const named = partnerOfCaller(body.partnerId, caller);
    const partnerId = named === undefined ? before.partnerId : named;
    if (caller.scope === null && partnerId !== null && partnerId !== before.partnerId)
      await requirePartner(tx, partnerId);
    const parentRoleId = body.parentRoleId === undefined ? before.parentRoleId : body.parentRoleId;
    // The parent is checked when it or the partner changes: a parent the platform set stays for a partner's staff.
    const parentChanged = parentRoleId !== before.parentRoleId || partnerId !== before.partnerId;
    if (parentRoleId !== null && parentChanged) await checkParent(tx, parentRoleId, partnerId, id, caller);
    await tx
      .update(roles)
      .set({
        name: body.name,
        partnerId,
        parentRoleId,
        isTemplate: caller.scope === null ? (body.isTemplate ?? before.isTemplate) : before.isTemplate,
      })
      .where(eq(roles.id, id));
    const [after] = await selectRoles(tx, [eq(roles.id, id)]);
    await recordAudit(tx, {
      actorUserId: caller.userId,
      entity: 'role',
      entityId: id,
      action: 'update',
      partnerId: after.partnerId,
      before,
      after,
    });
    return after;
  });
}

/** DELETE /roles/{id} (soft) and PUT /roles/restore/{id}. A super-admin role is never deleted: it is the way back in. */
export async function setRoleDeleted(db: Db, id: number, deleted: boolean, caller: AdminCaller): Promise<Role> {
  return db.transaction(async (tx) => {
    const before = await requireRole(tx, id, caller);
    if (deleted && before.isSuperAdmin) throw new AppError(403, ERROR_CODES.accessDenied, SUPER_ADMIN_ROLE_UNDELETABLE);
    if ((before.deletedDate !== null) === deleted) return before;
    await tx
      .update(roles)
      .set({ deletedDate: deleted ? new Date() : null })
      .where(eq(roles.id, id));
    const [after] = await selectRoles(tx, [eq(roles.id, id)]);
    await recordAudit(tx, {
      actorUserId: caller.userId,
      entity: 'role',
      entityId: id,
      action: deleted ? 'delete' : 'restore',
      partnerId: after.partnerId,
      before,
      after,
    });
    return after;
  });
}

/** A role the caller may work with (service links, permissions): 404 outside the scope, 403 for a locked one. */
export const requireVisibleRole = requireRole;
