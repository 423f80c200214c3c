import { eq, inArray, or, sql } from 'drizzle-orm';
import { mergePermissions } from '../../shared/permissions';
import type { Permission } from '../../shared/schemas/users';
import type { DbOrTx } from '../db/db';
import { operations, permissions, roles, userRoles, users } from '../db/schema';

/**
 * Every permission that applies to the user — through a live role or a role it inherits from, to the user, or to the
 * user's partner — merged flag by flag with OR. A super-admin role grants every operation with every flag, also
 * operations added after the role was set up.
 */
export async function loadUserPermissions(db: DbOrTx, userId: number): Promise<Permission[]> {
  const [user] = await db.select({ partnerId: users.partnerId }).from(users).where(eq(users.id, userId));
  if (!user) return [];

  const liveRoles = await db
    .select({ id: roles.id, isSuperAdmin: roles.isSuperAdmin })
    .from(roles)
    .where(inArray(roles.id, heldRoleChain(userId)));

  if (liveRoles.some((r) => r.isSuperAdmin)) {
    const all = await db.select({ operationKey: operations.operationKey }).from(operations);
    return all.map(({ operationKey }) => ({
      operationKey,
      available: true,
      permissionInsert: true,
      permissionUpdate: true,
      permissionDelete: true,
    }));
  }

  const holders = [eq(permissions.userId, userId)];
  if (user.partnerId !== null) holders.push(eq(permissions.partnerId, user.partnerId));
  if (liveRoles.length > 0)
    holders.push(
      inArray(
        permissions.roleId,
        liveRoles.map((r) => r.id),
      ),
    );

  const rows = await db
    .select({
      operationKey: operations.operationKey,
      available: permissions.available,
      permissionInsert: permissions.permissionInsert,
      permissionUpdate: permissions.permissionUpdate,
      permissionDelete: permissions.permissionDelete,
    })
    .from(permissions)
    .innerJoin(operations, eq(operations.id, permissions.operationId))
    .where(or(...holders));
  return mergePermissions(rows);
}

/**
 * The ids of the user's live roles and of their live ancestors (parentRoleId), in one recursive query. UNION (not
 * UNION ALL) drops an id already reached, so a cycle of parents ends instead of looping; a deleted role grants
 * nothing and passes nothing on from its own parent.
 */
const heldRoleChain = (userId: number) => sql`(
  with recursive chain(id) as (
    select ${userRoles.roleId} from ${userRoles}
      join ${roles} on ${roles.id} = ${userRoles.roleId}
      where ${userRoles.userId} = ${userId} and ${roles.deletedDate} is null
    union
    select parent.id from chain
      join roles child on child.id = chain.id
      join roles parent on parent.id = child.parent_role_id
      where parent.deleted_date is null
  ) select id from chain)`;

/** Operation keys that belong to a project, for `?projectId` of the operations call. */
export async function operationKeysOfProject(db: DbOrTx, projectId: number): Promise<Set<string>> {
  const rows = await db
    .select({ key: operations.operationKey })
    .from(operations)
    .where(eq(operations.projectId, projectId));
  return new Set(rows.map((r) => r.key));
}
