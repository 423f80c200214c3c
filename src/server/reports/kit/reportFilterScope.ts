import { eq } from 'drizzle-orm';
import type { ReportFilters } from '../../../shared/schemas/reports/reportRequest';
import { isInScope, type PartnerScope } from '../../auth/tenantScope';
import type { Db } from '../../db/db';
import { offices, users } from '../../db/schema';
import { notFound } from '../../errors';

// A partner's staff may narrow a report to their own offices and colleagues; a filter naming another partner (or its
// office or user) answers 404, as the object would anywhere else (the tenant rule), instead of an empty report that
// would tell them the object exists.

export const PARTNER_NOT_FOUND = 'Партнёр не найден';
export const OFFICE_NOT_FOUND = 'Офис не найден';
export const USER_NOT_FOUND = 'Пользователь не найден';

export async function checkFilterScope(db: Db, filters: ReportFilters, scope: PartnerScope): Promise<void> {
  if (scope === null) return;
  if (filters.partnerId && filters.partnerId !== scope) throw notFound(PARTNER_NOT_FOUND);
  if (filters.officeId) {
    const [office] = await db
      .select({ partnerId: offices.partnerId })
      .from(offices)
      .where(eq(offices.id, filters.officeId));
    if (!office || !isInScope(office.partnerId, scope)) throw notFound(OFFICE_NOT_FOUND);
  }
  if (filters.userId) {
    const [user] = await db.select({ partnerId: users.partnerId }).from(users).where(eq(users.id, filters.userId));
    if (!user || !isInScope(user.partnerId, scope)) throw notFound(USER_NOT_FOUND);
  }
}
