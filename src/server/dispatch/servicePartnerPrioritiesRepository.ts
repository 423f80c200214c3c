import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { servicePartnerPrioritySchema } from '../../shared/schemas/orderOffers';
import type { DbOrTx } from '../db/db';
import { partners } from '../db/schema';
import { notFound } from '../errors';
import { servicePartnerPriorities } from './offersSchema';

// A partner's priority (1 to 10) for a service in a region. The
// evacuation dispatch asks the region's partners for the order's service in this order.

export type ServicePartnerPriority = z.infer<typeof servicePartnerPrioritySchema>;
export const PRIORITY_NOT_FOUND = 'Приоритет не найден';

const columns = {
  id: servicePartnerPriorities.id,
  serviceId: servicePartnerPriorities.serviceId,
  partnerId: servicePartnerPriorities.partnerId,
  partnerName: partners.name,
  fiasId: servicePartnerPriorities.fiasId,
  priority: servicePartnerPriorities.priority,
};

/** The region's partners for the service: by priority, then by name (the order the dispatch asks them in). */
export async function listPriorities(db: DbOrTx, fiasId: string, serviceId: number): Promise<ServicePartnerPriority[]> {
  return db
    .select(columns)
    .from(servicePartnerPriorities)
    .innerJoin(partners, eq(partners.id, servicePartnerPriorities.partnerId))
    .where(
      and(eq(servicePartnerPriorities.fiasId, fiasId.toLowerCase()), eq(servicePartnerPriorities.serviceId, serviceId)),
    )
    .orderBy(asc(servicePartnerPriorities.priority), asc(partners.name), asc(partners.id));
}

/** Sets one row's priority; ENTITY_NOT_FOUND 'Приоритет не найден'. */
export async function updatePriority(db: DbOrTx, id: number, priority: number): Promise<ServicePartnerPriority> {
  const [updated] = await db
    .update(servicePartnerPriorities)
    .set({ priority })
    .where(eq(servicePartnerPriorities.id, id))
    .returning({ id: servicePartnerPriorities.id });
  if (!updated) throw notFound(PRIORITY_NOT_FOUND);
  const [row] = await db
    .select(columns)
    .from(servicePartnerPriorities)
    .innerJoin(partners, eq(partners.id, servicePartnerPriorities.partnerId))
    .where(eq(servicePartnerPriorities.id, id));
  return row;
}
