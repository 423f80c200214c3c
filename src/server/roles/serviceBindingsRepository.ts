import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { ERROR_CODES } from '../../shared/errorCodes';
import { PARTNER_NOT_FOUND } from '../../shared/schemas/roles/permissionsAdmin';
import {
  SERVICE_PARTNER_EXISTS,
  SERVICE_PARTNER_NOT_FOUND,
  SERVICE_REGION_EXISTS,
  SERVICE_REGION_NOT_FOUND,
  SERVICE_ROLE_EXISTS,
  SERVICE_ROLE_NOT_FOUND,
  type ServicePartner,
  type ServiceRegion,
  type ServiceRole,
  type serviceRegionCreateSchema,
  type serviceUsersFindSchema,
} from '../../shared/schemas/roles/serviceBindings';
import { ROLE_NOT_FOUND, USER_NOT_FOUND } from '../../shared/schemas/userRoles';
import { recordAudit } from '../audit/auditJournal';
import { isInScope, ownedByScope } from '../auth/tenantScope';
import type { Db, DbOrTx } from '../db/db';
import { partners, roles, userRoles, users } from '../db/schema';
import { isUniqueViolation } from '../db/sqlState';
import { AppError, notFound } from '../errors';
import { services } from '../orders/ordersSchema';
import { userFio } from '../users/userFio';
import type { AdminCaller } from './adminCaller';
import { partnerOfCaller, requireVisibleRole } from './rolesRepository';
import { servicePartners, serviceRegions, serviceRoles } from './rolesSchema';
import { requireService } from './servicesRepository';

// Who works which service: a role's services, a partner's services, a user's service regions, and the users a service
// may be given to. A partner's staff work inside their partner: its roles and users only (others answer 404).

const exists = (message: string, field: string) =>
  new AppError(409, ERROR_CODES.bindingExists, message, { [field]: message });

/** Inserts a binding whose unique index refuses a duplicate: the refusal is the Russian 409, also under a race. */
async function insertOnce<T>(insert: () => Promise<T>, message: string, field: string): Promise<T> {
  try {
    return await insert();
  } catch (error) {
    if (isUniqueViolation(error)) throw exists(message, field);
    throw error;
  }
}

// --- service_role

const serviceRoleColumns = {
  id: serviceRoles.id,
  serviceId: serviceRoles.serviceId,
  serviceName: services.name,
  roleId: serviceRoles.roleId,
  partnerId: serviceRoles.partnerId,
  partnerName: partners.name,
};
const selectServiceRoles = (db: DbOrTx, where: (SQL | undefined)[]): Promise<ServiceRole[]> =>
  db
    .select(serviceRoleColumns)
    .from(serviceRoles)
    .innerJoin(services, eq(services.id, serviceRoles.serviceId))
    .leftJoin(partners, eq(partners.id, serviceRoles.partnerId))
    .where(and(...where))
    .orderBy(asc(services.name), asc(serviceRoles.id));

/** GET /service_role/role/{roleId}?partnerId: the role's services (with partnerId: those for that partner or all). */
export async function serviceRolesOfRole(
  db: DbOrTx,
  roleId: number,
  partnerId: number | undefined,
  caller: AdminCaller,
) {
  await requireVisibleRole(db, roleId, caller);
  const forPartner = caller.scope ?? partnerId;
  return selectServiceRoles(db, [
    eq(serviceRoles.roleId, roleId),
    forPartner === undefined ? undefined : or(isNull(serviceRoles.partnerId), eq(serviceRoles.partnerId, forPartner)),
  ]);
}

export async function createServiceRole(
  db: Db,
  body: { serviceId: number; roleId: number; partnerId?: number | null },
  caller: AdminCaller,
): Promise<ServiceRole> {
  return db.transaction(async (tx) => {
    const role = await requireVisibleRole(tx, body.roleId, caller);
    if (role.deletedDate !== null) throw notFound(ROLE_NOT_FOUND);
    await requireService(tx, body.serviceId);
    // A partner's role works for its partner only; a partner's staff bind for their partner.
    const named = partnerOfCaller(body.partnerId, caller);
    const partnerId = role.partnerId ?? named ?? null;
    const [row] = await insertOnce(
      () =>
        tx
          .insert(serviceRoles)
          .values({ serviceId: body.serviceId, roleId: role.id, partnerId })
          .returning({ id: serviceRoles.id }),
      SERVICE_ROLE_EXISTS,
      'serviceId',
    );
    const [created] = await selectServiceRoles(tx, [eq(serviceRoles.id, row.id)]);
    await recordAudit(tx, {
      actorUserId: caller.userId,
      entity: 'service_role',
      entityId: row.id,
      action: 'create',
      partnerId,
      after: created,
    });
    return created;
  });
}

export async function deleteServiceRole(db: Db, id: number, caller: AdminCaller): Promise<ServiceRole> {
  return db.transaction(async (tx) => {
    const [found] = await selectServiceRoles(tx, [eq(serviceRoles.id, id)]);
    if (!found) throw notFound(SERVICE_ROLE_NOT_FOUND);
    const [role] = await tx.select({ partnerId: roles.partnerId }).from(roles).where(eq(roles.id, found.roleId));
    if (!isInScope(role?.partnerId, caller.scope)) throw notFound(SERVICE_ROLE_NOT_FOUND);
    await requireVisibleRole(tx, found.roleId, caller);
    await tx.delete(serviceRoles).where(eq(serviceRoles.id, id));
    await recordAudit(tx, {
      actorUserId: caller.userId,
      entity: 'service_role',
      entityId: id,
      action: 'delete',
      partnerId: found.partnerId,
      before: found,
    });
    return found;
  });
}

// --- service_partner

const selectServicePartners = (db: DbOrTx, where: (SQL | undefined)[]): Promise<ServicePartner[]> =>
  db
    .select({
      id: servicePartners.id,
      serviceId: servicePartners.serviceId,
      serviceName: services.name,
      partnerId: servicePartners.partnerId,
    })
    .from(servicePartners)
    .innerJoin(services, eq(services.id, servicePartners.serviceId))
    .where(and(...where))
    .orderBy(asc(services.name), asc(servicePartners.id));

async function requirePartner(db: DbOrTx, partnerId: number, caller: AdminCaller) {
  const [partner] = await db.select({ id: partners.id }).from(partners).where(eq(partners.id, partnerId));
  if (!partner || !isInScope(partner.id, caller.scope)) throw notFound(PARTNER_NOT_FOUND);
}

export async function servicePartnersOf(db: DbOrTx, partnerId: number, caller: AdminCaller) {
  await requirePartner(db, partnerId, caller);
  return selectServicePartners(db, [eq(servicePartners.partnerId, partnerId)]);
}

/** POST /service_partner (platform staff: which services a partner provides is the platform's decision). */
export async function createServicePartner(
  db: Db,
  body: { serviceId: number; partnerId: number },
  caller: AdminCaller,
): Promise<ServicePartner> {
  return db.transaction(async (tx) => {
    await requirePartner(tx, body.partnerId, caller);
    await requireService(tx, body.serviceId);
    const [row] = await insertOnce(
      () => tx.insert(servicePartners).values(body).returning({ id: servicePartners.id }),
      SERVICE_PARTNER_EXISTS,
      'serviceId',
    );
    const [created] = await selectServicePartners(tx, [eq(servicePartners.id, row.id)]);
    await recordAudit(tx, {
      actorUserId: caller.userId,
      entity: 'service_partner',
      entityId: row.id,
      action: 'create',
      partnerId: body.partnerId,
      after: created,
    });
    return created;
  });
}

export async function deleteServicePartner(db: Db, id: number, caller: AdminCaller): Promise<ServicePartner> {
  return db.transaction(async (tx) => {
    const [found] = await selectServicePartners(tx, [
      eq(servicePartners.id, id),
      ownedByScope(servicePartners.partnerId, caller.scope),
    ]);
    if (!found) throw notFound(SERVICE_PARTNER_NOT_FOUND);
    await tx.delete(servicePartners).where(eq(servicePartners.id, id));
    await recordAudit(tx, {
      actorUserId: caller.userId,
      entity: 'service_partner',
      entityId: id,
      action: 'delete',
      partnerId: found.partnerId,
      before: found,
    });
    return found;
  });
}

// --- service_region

const selectServiceRegions = (db: DbOrTx, where: (SQL | undefined)[]): Promise<ServiceRegion[]> =>
  db
    .select({
      id: serviceRegions.id,
      userId: serviceRegions.userId,
      serviceId: serviceRegions.serviceId,
      serviceName: services.name,
      fiasId: serviceRegions.fiasId,
      regionName: serviceRegions.regionName,
    })
    .from(serviceRegions)
    .innerJoin(services, eq(services.id, serviceRegions.serviceId))
    .innerJoin(users, eq(users.id, serviceRegions.userId))
    .where(and(...where))
    .orderBy(asc(services.name), asc(serviceRegions.regionName), asc(serviceRegions.id));

async function requireUser(db: DbOrTx, userId: number, caller: AdminCaller) {
  const [user] = await db.select({ id: users.id, partnerId: users.partnerId }).from(users).where(eq(users.id, userId));
  if (!user || !isInScope(user.partnerId, caller.scope)) throw notFound(USER_NOT_FOUND);
  return user;
}

export async function serviceRegionsOfUser(db: DbOrTx, userId: number, caller: AdminCaller) {
  await requireUser(db, userId, caller);
  return selectServiceRegions(db, [eq(serviceRegions.userId, userId)]);
}

type RegionBody = z.infer<typeof serviceRegionCreateSchema>;

/** POST /service_region (id absent) and PUT /service_region (id in the body). */
export async function saveServiceRegion(
  db: Db,
  body: RegionBody & { id?: number },
  caller: AdminCaller,
): Promise<ServiceRegion> {
  return db.transaction(async (tx) => {
    let before: ServiceRegion | undefined;
    if (body.id !== undefined) {
      [before] = await selectServiceRegions(tx, [
        eq(serviceRegions.id, body.id),
        ownedByScope(users.partnerId, caller.scope),
      ]);
      if (!before) throw notFound(SERVICE_REGION_NOT_FOUND);
    }
    const user = await requireUser(tx, body.userId, caller);
    await requireService(tx, body.serviceId);
    const values = { userId: body.userId, serviceId: body.serviceId, fiasId: body.fiasId, regionName: body.regionName };
    const [row] = await insertOnce(
      () =>
        before
          ? tx
              .update(serviceRegions)
              .set(values)
              .where(eq(serviceRegions.id, before.id))
              .returning({ id: serviceRegions.id })
          : tx.insert(serviceRegions).values(values).returning({ id: serviceRegions.id }),
      SERVICE_REGION_EXISTS,
      'fiasId',
    );
    const [after] = await selectServiceRegions(tx, [eq(serviceRegions.id, row.id)]);
    await recordAudit(tx, {
      actorUserId: caller.userId,
      entity: 'service_region',
      entityId: row.id,
      action: before ? 'update' : 'create',
      partnerId: user.partnerId,
      before: before ?? null,
      after,
    });
    return after;
  });
}

export async function deleteServiceRegion(db: Db, id: number, caller: AdminCaller): Promise<ServiceRegion> {
  return db.transaction(async (tx) => {
    const [found] = await selectServiceRegions(tx, [
      eq(serviceRegions.id, id),
      ownedByScope(users.partnerId, caller.scope),
    ]);
    if (!found) throw notFound(SERVICE_REGION_NOT_FOUND);
    await tx.delete(serviceRegions).where(eq(serviceRegions.id, id));
    await recordAudit(tx, {
      actorUserId: caller.userId,
      entity: 'service_region',
      entityId: id,
      action: 'delete',
      before: found,
    });
    return found;
  });
}

// --- users of a service

/**
 * POST /users/services/{serviceId}: active users who may work the service — holders of a live role linked to it
 * (a link narrowed to a partner counts for that partner's users), by name, paged.
 */
export async function findServiceUsers(
  db: DbOrTx,
  serviceId: number,
  find: z.infer<typeof serviceUsersFindSchema>,
  caller: AdminCaller,
) {
  await requireService(db, serviceId);
  const eligible = db
    .select({ id: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .innerJoin(serviceRoles, eq(serviceRoles.roleId, roles.id))
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(
      and(
        eq(serviceRoles.serviceId, serviceId),
        isNull(roles.deletedDate),
        or(isNull(serviceRoles.partnerId), eq(serviceRoles.partnerId, users.partnerId)),
      ),
    );
  const partnerId = caller.scope ?? find.partnerId;
  const where = and(
    inArray(users.id, eligible),
    eq(users.status, 'active'),
    partnerId === undefined ? undefined : eq(users.partnerId, partnerId),
    find.search ? ilike(users.searchText, `%${find.search.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(users).where(where);
  const rows = await db
    .select({
      id: users.id,
      fio: userFio(),
      email: users.email,
      partnerId: users.partnerId,
      partnerName: partners.name,
    })
    .from(users)
    .leftJoin(partners, eq(partners.id, users.partnerId))
    .where(where)
    .orderBy(asc(userFio()), asc(users.id))
    .offset(find.offset)
    .limit(find.size);
  return { users: rows, total };
}
