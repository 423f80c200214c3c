import { eq } from 'drizzle-orm';
import { ALL_OPERATION_KEYS } from '../../shared/operationKeys';
import type { DbOrTx } from '../db/db';
import { operations, permissions, projects, roles } from '../db/schema';
import { operationName } from './operationNames';

/**
 * Adds the operation keys a newer console knows to a database made by an older one, and grants them in full to the
 * super-admin roles (who hold every operation by definition); other roles get them through the admin screens.
 * Returns the keys added. Nothing happens on an empty database: the demo seed creates every operation itself.
 */
export async function syncOperations(db: DbOrTx, keys: readonly string[] = ALL_OPERATION_KEYS): Promise<string[]> {
  const [project] = await db.select({ id: projects.id }).from(projects).limit(1);
  if (!project) return [];
  const known = new Set((await db.select({ key: operations.operationKey }).from(operations)).map((o) => o.key));
  const missing = keys.filter((key) => !known.has(key));
  if (missing.length === 0) return [];
  const added = await db
    .insert(operations)
    .values(missing.map((key) => ({ operationKey: key, name: operationName(key), projectId: project.id })))
    .onConflictDoNothing()
    .returning({ id: operations.id });
  const superRoles = await db.select({ id: roles.id }).from(roles).where(eq(roles.isSuperAdmin, true));
  if (added.length > 0 && superRoles.length > 0)
    await db
      .insert(permissions)
      .values(
        superRoles.flatMap((role) =>
          added.map((op) => ({
            operationId: op.id,
            roleId: role.id,
            available: true,
            permissionInsert: true,
            permissionUpdate: true,
            permissionDelete: true,
          })),
        ),
      )
      .onConflictDoNothing();
  return missing;
}
