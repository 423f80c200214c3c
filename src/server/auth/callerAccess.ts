import type { DbOrTx } from '../db/db';
import { loadUserPermissions } from '../roles/permissionsRepository';
import { findSessionUser } from '../users/usersRepository';
import { partnerScopeOf } from './partnerScope';
import type { CallerAccess } from './permissionCache';

/** What the permission cache keeps of a caller (permissionCache.ts), read from the database. */
export async function loadCallerAccess(db: DbOrTx, userId: number): Promise<CallerAccess> {
  const user = await findSessionUser(db, userId);
  if (!user) return { user: null, scope: null, permissions: [] };
  const [scope, permissions] = await Promise.all([partnerScopeOf(db, user), loadUserPermissions(db, userId)]);
  return { user, scope, permissions };
}
