import { and, asc, eq, gt, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import { ERROR_CODES } from '../../shared/errorCodes';
import {
  type OfficePost,
  type OfficePostCreate,
  type OfficePostUpdate,
  SERVICE_POST_EXISTS,
  SERVICE_POST_NOT_FOUND,
  type ServicePost,
} from '../../shared/schemas/scheduler/schedulerPosts';
import type { Db, DbOrTx, Tx } from '../db/db';
import { offices, partners } from '../db/schema';
import { AppError, notFound } from '../errors';
import { services } from '../orders/ordersSchema';
import { appointments, officePosts, servicePosts } from './schedulerSchema';
import { requireOfficeInScope, requirePostInScope } from './schedulerScope';

// Office posts (GET, POST, PUT, DELETE /office_post, POST /office_post/restore) and the services each post performs
// (/service_post). Both soft-delete; a partner's staff see and change only their partner's posts (schedulerScope
// answers 404 for the rest).

export const SERVICE_NOT_FOUND = 'Услуга не найдена';
export const POST_HAS_FUTURE_APPOINTMENTS = 'На посту есть будущие записи: перенесите или удалите их';

const toUnix = (date: Date) => Math.floor(date.getTime() / 1000);

export interface OfficePostsFilter {
  showDeleted: boolean;
  partnerId?: number;
  partnerOfficeId?: number;
}

/** Posts with their office and partner, ordered as the screen groups them: partner, office, sort, id. */
async function selectPosts(db: DbOrTx, where: SQL | undefined): Promise<OfficePost[]> {
  const rows = await db
    .select({
      id: officePosts.id,
      partnerId: partners.id,
      partnerName: partners.name,
      partnerOfficeId: offices.id,
      officeName: offices.name,
      timezone: offices.timezone,
      name: officePosts.name,
      sort: officePosts.sort,
      createdAt: officePosts.createdAt,
      deletedDate: officePosts.deletedDate,
    })
    .from(officePosts)
    .innerJoin(offices, eq(offices.id, officePosts.officeId))
    .innerJoin(partners, eq(partners.id, offices.partnerId))
    .where(where)
    .orderBy(asc(partners.name), asc(offices.name), asc(officePosts.sort), asc(officePosts.id));
  if (rows.length === 0) return [];
  const bindings = await db
    .select({ officePostId: servicePosts.officePostId, serviceId: servicePosts.serviceId })
    .from(servicePosts)
    .where(
      and(
        inArray(
          servicePosts.officePostId,
          rows.map((r) => r.id),
        ),
        isNull(servicePosts.deletedDate),
      ),
    )
    .orderBy(asc(servicePosts.serviceId));
  return rows.map(({ createdAt, deletedDate, ...row }) => ({
    ...row,
    serviceIds: [...new Set(bindings.filter((b) => b.officePostId === row.id).map((b) => b.serviceId))],
    createdAt: toUnix(createdAt),
    postDeletedDate: deletedDate ? toUnix(deletedDate) : null,
  }));
}

async function readPost(db: DbOrTx, id: number): Promise<OfficePost> {
  const [post] = await selectPosts(db, eq(officePosts.id, id));
  return post;
}

/** GET /office_post: a partner's staff get their partner's posts whatever partner they ask for. */
export function listOfficePosts(db: Db, filter: OfficePostsFilter, scope: number | null): Promise<OfficePost[]> {
  const conditions = [
    filter.showDeleted ? undefined : isNull(officePosts.deletedDate),
    scope !== null ? eq(offices.partnerId, scope) : undefined,
    filter.partnerId !== undefined ? eq(offices.partnerId, filter.partnerId) : undefined,
    filter.partnerOfficeId !== undefined ? eq(offices.id, filter.partnerOfficeId) : undefined,
  ];
  return selectPosts(db, and(...conditions));
}

export function createOfficePost(db: Db, body: Required<OfficePostCreate>, scope: number | null): Promise<OfficePost> {
  return db.transaction(async (tx) => {
    await requireOfficeInScope(tx, body.partnerOfficeId, scope);
    const [row] = await tx
      .insert(officePosts)
      .values({ officeId: body.partnerOfficeId, name: body.name, sort: body.sort })
      .returning({ id: officePosts.id });
    return readPost(tx, row.id);
  });
}

export function updateOfficePost(db: Db, body: Required<OfficePostUpdate>, scope: number | null): Promise<OfficePost> {
  return db.transaction(async (tx) => {
    await requirePostInScope(tx, body.id, scope, true);
    await tx.update(officePosts).set({ name: body.name, sort: body.sort }).where(eq(officePosts.id, body.id));
    return readPost(tx, body.id);
  });
}

/**
 * DELETE /office_post?id: soft delete, refused while live appointments are still to come on the post (they would
 * be stranded on a post nobody sees). Deleting a deleted post keeps its first deletion date.
 */
export function deleteOfficePost(db: Db, id: number, scope: number | null): Promise<OfficePost> {
  return db.transaction(async (tx) => {
    const post = await requirePostInScope(tx, id, scope, true);
    if (post.deletedDate === null) {
      const [future] = await tx
        .select({ id: appointments.id })
        .from(appointments)
        .where(
          and(
            eq(appointments.officePostId, id),
            isNull(appointments.deletedDate),
            gt(appointments.startAt, new Date()),
          ),
        )
        .limit(1);
      if (future) throw new AppError(409, ERROR_CODES.ineligibleState, POST_HAS_FUTURE_APPOINTMENTS);
      await tx.update(officePosts).set({ deletedDate: new Date() }).where(eq(officePosts.id, id));
    }
    return readPost(tx, id);
  });
}

export function restoreOfficePost(db: Db, id: number, scope: number | null): Promise<OfficePost> {
  return db.transaction(async (tx) => {
    await requirePostInScope(tx, id, scope, true);
    await tx.update(officePosts).set({ deletedDate: null }).where(eq(officePosts.id, id));
    return readPost(tx, id);
  });
}

// Service posts.

const servicePostColumns = {
  id: servicePosts.id,
  officePostId: servicePosts.officePostId,
  serviceId: servicePosts.serviceId,
  serviceName: services.name,
  deletedDate: servicePosts.deletedDate,
};
type ServicePostRow = {
  id: number;
  officePostId: number;
  serviceId: number;
  serviceName: string;
  deletedDate: Date | null;
};
const toServicePost = ({ deletedDate, ...row }: ServicePostRow): ServicePost => ({
  ...row,
  deletedDate: deletedDate ? toUnix(deletedDate) : null,
});

async function readServicePost(db: DbOrTx, id: number): Promise<ServicePost> {
  const [row] = await db
    .select(servicePostColumns)
    .from(servicePosts)
    .innerJoin(services, eq(services.id, servicePosts.serviceId))
    .where(eq(servicePosts.id, id));
  return toServicePost(row);
}

export async function listServicePosts(
  db: Db,
  officePostId: number,
  showDeleted: boolean,
  scope: number | null,
): Promise<ServicePost[]> {
  await requirePostInScope(db, officePostId, scope);
  const rows = await db
    .select(servicePostColumns)
    .from(servicePosts)
    .innerJoin(services, eq(services.id, servicePosts.serviceId))
    .where(and(eq(servicePosts.officePostId, officePostId), showDeleted ? undefined : isNull(servicePosts.deletedDate)))
    .orderBy(asc(services.name), asc(servicePosts.id));
  return rows.map(toServicePost);
}

async function requireLiveService(tx: Tx, serviceId: number) {
  const [service] = await tx
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.id, serviceId), isNull(services.deletedDate)));
  if (!service) throw notFound(SERVICE_NOT_FOUND);
}

/** One live binding of a service per post; the post's row is locked first, so two racing binds cannot both pass. */
async function refuseDuplicate(tx: Tx, officePostId: number, serviceId: number, exceptId?: number) {
  const [taken] = await tx
    .select({ id: servicePosts.id })
    .from(servicePosts)
    .where(
      and(
        eq(servicePosts.officePostId, officePostId),
        eq(servicePosts.serviceId, serviceId),
        isNull(servicePosts.deletedDate),
        exceptId !== undefined ? ne(servicePosts.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw new AppError(409, ERROR_CODES.bindingExists, SERVICE_POST_EXISTS);
}

export function createServicePost(
  db: Db,
  body: { officePostId: number; serviceId: number },
  scope: number | null,
): Promise<ServicePost> {
  return db.transaction(async (tx) => {
    await requirePostInScope(tx, body.officePostId, scope, true);
    await requireLiveService(tx, body.serviceId);
    await refuseDuplicate(tx, body.officePostId, body.serviceId);
    const [row] = await tx.insert(servicePosts).values(body).returning({ id: servicePosts.id });
    return readServicePost(tx, row.id);
  });
}

/** The binding and its post, locked; 404 when it is unknown or on another partner's post. */
async function lockServicePost(tx: Tx, id: number, scope: number | null) {
  const [row] = await tx.select().from(servicePosts).where(eq(servicePosts.id, id));
  if (!row) throw notFound(SERVICE_POST_NOT_FOUND);
  try {
    await requirePostInScope(tx, row.officePostId, scope, true);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw notFound(SERVICE_POST_NOT_FOUND);
    throw error;
  }
  return row;
}

/** PUT /service_post/{id}: another service, and/or `restore` to bring a deleted binding back. */
export function updateServicePost(
  db: Db,
  id: number,
  body: { serviceId?: number; restore?: boolean },
  scope: number | null,
): Promise<ServicePost> {
  return db.transaction(async (tx) => {
    const row = await lockServicePost(tx, id, scope);
    const serviceId = body.serviceId ?? row.serviceId;
    if (body.serviceId !== undefined && body.serviceId !== row.serviceId) await requireLiveService(tx, serviceId);
    const live = body.restore ? true : row.deletedDate === null;
    if (live) await refuseDuplicate(tx, row.officePostId, serviceId, id);
    await tx
      .update(servicePosts)
      .set({ serviceId, ...(body.restore ? { deletedDate: null } : {}) })
      .where(eq(servicePosts.id, id));
    return readServicePost(tx, id);
  });
}

export function deleteServicePost(db: Db, id: number, scope: number | null): Promise<ServicePost> {
  return db.transaction(async (tx) => {
    const row = await lockServicePost(tx, id, scope);
    if (row.deletedDate === null)
      await tx.update(servicePosts).set({ deletedDate: new Date() }).where(eq(servicePosts.id, id));
    return readServicePost(tx, id);
  });
}
