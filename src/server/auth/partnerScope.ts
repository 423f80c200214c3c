import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/db';
import { roles, userRoles } from '../db/schema';
import type { AuthUser } from '../fastifyTypes';
import { knownScopeOf, type PartnerScope } from './tenantScope';

/**
 * Whose data a user works: a partner's staff (every role of theirs is bound to a partner) see only their partner's
 * rows (auth/tenantScope.ts), so this answers their partnerId; platform staff (any role without a partner, e.g.
 * operators and administrators) answer null and see everything.
 */
export async function partnerScopeOf(db: DbOrTx, user: AuthUser | null | undefined): Promise<PartnerScope> {
  if (!user || user.partnerId === null) return null;
  const known = knownScopeOf(user.id);
  if (known !== undefined) return known;
  const platformRoles = await db
    .select({ id: roles.id })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, user.id), isNull(roles.partnerId)))
    .limit(1);
  return platformRoles.length > 0 ? null : user.partnerId;
}
