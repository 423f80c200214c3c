import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { PARTNER_NOT_FOUND } from '../../shared/schemas/roles/permissionsAdmin';
import { SERVICE_NOT_FOUND, type ServiceAdmin, type ServiceBody } from '../../shared/schemas/roles/servicesAdmin';
import { USER_NOT_FOUND } from '../../shared/schemas/userRoles';
import { recordAudit } from '../audit/auditJournal';
import { isInScope } from '../auth/tenantScope';
import type { Db, DbOrTx } from '../db/db';
import { roles, userRoles, users } from '../db/schema';
import { notFound } from '../errors';
import { services } from '../orders/ordersSchema';
import { withUnixTimes } from '../resources/withUnixTimes';
import type { AdminCaller } from './adminCaller';
import { servicePartners, serviceRoles } from './rolesSchema';

// Services with their administration fields. They are shared reference data: every console reads them, only platform
// staff change them (the routes check it). Deleting one is soft: orders keep pointing at it.

const columns = {
  id: services.id,
  name: services.name,
  code: services.code,
  stationary: services.stationary,
  useInsurance: services.useInsurance,
  bonusReceivingPercent: services.bonusReceivingPercent,
  bonusMaxSpendingPercent: services.bonusMaxSpendingPercent,
  freeOrdersQuantity: services.freeOrdersQuantity,
  feeFixedPart: services.feeFixedPart,
  feeRate: services.feeRate,
  feeMin: services.feeMin,
  feeMax: services.feeMax,
  deletedDate: services.deletedDate,
};

async function select(db: DbOrTx, where: (SQL | undefined)[]): Promise<ServiceAdmin[]> {
  const rows = await db
    .select(columns)
    .from(services)
    .where(and(...where))
    .orderBy(asc(services.sort), asc(services.id));
  return rows.map(withUnixTimes);
}

/** GET /services: the live services in menu order (deleted ones too with showDeleted). */
export const listServicesAdmin = (db: DbOrTx, showDeleted: boolean) =>
  select(db, [showDeleted ? undefined : isNull(services.deletedDate)]);

/** GET /services/partner: the live services a partner provides (default: the caller's partner). */
export async function servicesOfPartner(db: DbOrTx, partnerId: number | undefined, caller: AdminCaller) {
  const [me] = await db.select({ partnerId: users.partnerId }).from(users).where(eq(users.id, caller.userId));
  const id = partnerId ?? me?.partnerId ?? null;
  if (id === null) return [];
  if (!isInScope(id, caller.scope)) throw notFound(PARTNER_NOT_FOUND);
  const provided = db
    .select({ id: servicePartners.serviceId })
    .from(servicePartners)
    .where(eq(servicePartners.partnerId, id));
  return select(db, [isNull(services.deletedDate), inArray(services.id, provided)]);
}

/**
 * GET /services/user: the live services a user may work (default: the caller), through the service links of the
 * user's live roles (a link narrowed to a partner counts for that partner's users only).
 */
export async function servicesOfUser(db: DbOrTx, userId: number | undefined, caller: AdminCaller) {
  const id = userId ?? caller.userId;
  const [user] = await db.select({ partnerId: users.partnerId }).from(users).where(eq(users.id, id));
  if (!user || !isInScope(user.partnerId, caller.scope)) throw notFound(USER_NOT_FOUND);
  const linked = db
    .select({ id: serviceRoles.serviceId })
    .from(serviceRoles)
    .innerJoin(userRoles, eq(userRoles.roleId, serviceRoles.roleId))
    .innerJoin(roles, eq(roles.id, serviceRoles.roleId))
    .where(
      and(
        eq(userRoles.userId, id),
        isNull(roles.deletedDate),
        user.partnerId === null
          ? isNull(serviceRoles.partnerId)
          : or(isNull(serviceRoles.partnerId), eq(serviceRoles.partnerId, user.partnerId)),
      ),
    );
  return select(db, [isNull(services.deletedDate), inArray(services.id, linked)]);
}

export async function requireService(db: DbOrTx, id: number, { live = true } = {}): Promise<ServiceAdmin> {
  const [row] = await select(db, [eq(services.id, id), live ? isNull(services.deletedDate) : undefined]);
  if (!row) throw notFound(SERVICE_NOT_FOUND);
  return row;
}

export async function createService(db: Db, body: ServiceBody, caller: AdminCaller): Promise<ServiceAdmin> {
  return db.transaction(async (tx) => {
    // The machine name must be unique and is not entered on the form: 'service_<id>' once the id is known.
    const [row] = await tx
      .insert(services)
      .values({ ...body, code: `new_${randomUUID()}` })
      .returning({ id: services.id });
    await tx
      .update(services)
      .set({ code: `service_${row.id}` })
      .where(eq(services.id, row.id));
    const created = await requireService(tx, row.id);
    await recordAudit(tx, {
      actorUserId: caller.userId,
      entity: 'service',
      entityId: row.id,
      action: 'create',
      after: created,
    });
    return created;
  });
}

export async function updateService(db: Db, id: number, body: ServiceBody, caller: AdminCaller): Promise<ServiceAdmin> {
  return db.transaction(async (tx) => {
    const before = await requireService(tx, id, { live: false });
    await tx.update(services).set(body).where(eq(services.id, id));
    const after = await requireService(tx, id, { live: false });
    await recordAudit(tx, {
      actorUserId: caller.userId,
      entity: 'service',
      entityId: id,
      action: 'update',
      before,
      after,
    });
    return after;
  });
}

/** DELETE /services/{id} (soft) and PUT /services/restore/{id}; answers the service as it now is. */
export async function setServiceDeleted(db: Db, id: number, deleted: boolean, caller: AdminCaller) {
  return db.transaction(async (tx) => {
    const before = await requireService(tx, id, { live: false });
    if ((before.deletedDate !== null) === deleted) return before;
    await tx
      .update(services)
      .set({ deletedDate: deleted ? new Date() : null })
      .where(eq(services.id, id));
    const after = await requireService(tx, id, { live: false });
    await recordAudit(tx, {
      actorUserId: caller.userId,
      entity: 'service',
      entityId: id,
      action: deleted ? 'delete' : 'restore',
      before,
      after,
    });
    return after;
  });
}
