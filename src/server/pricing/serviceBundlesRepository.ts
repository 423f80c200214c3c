import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ERROR_CODES } from '../../shared/errorCodes';
import { REF_IDS } from '../../shared/referenceIds';
import {
  BUNDLE_LINK_EXISTS,
  BUNDLE_LINK_NOT_FOUND,
  BUNDLE_NOT_FOUND,
  BUNDLE_OPERATION_NOT_TYRE,
  type BundleItemInput,
  type BundleLinkCreate,
  type ServiceBundle,
  type ServiceBundleCreate,
  type ServiceBundleUpdate,
} from '../../shared/schemas/pricing/serviceBundles';
import type { Db, DbOrTx } from '../db/db';
import { refs, refValues } from '../db/schema';
import { AppError, notFound } from '../errors';
import { services } from '../orders/ordersSchema';
import { fieldError, requireAlivePosition, requireService } from './nomenclatureRepository';
import { positions, serviceBundleItems, serviceBundleLinks, serviceBundles } from './pricingSchema';

// Complex bundles with their items and links, read as the screen and the calculators want them: the service's and
// the operation's names, the items' position names, the links' value and book names. Items are replaced as a set
// on PUT; links are added and removed one by one.

const operation = alias(refValues, 'operation');

/** Bundles by name (of one service when asked), each with its items (by position name) and links. */
export async function listServiceBundles(db: DbOrTx, serviceId?: number, ids?: number[]): Promise<ServiceBundle[]> {
  const heads = await db
    .select({
      id: serviceBundles.id,
      name: serviceBundles.name,
      serviceId: serviceBundles.serviceId,
      serviceName: services.name,
      tireOperationRefValueId: serviceBundles.tireOperationRefValueId,
      tireOperationName: operation.name,
    })
    .from(serviceBundles)
    .innerJoin(services, eq(services.id, serviceBundles.serviceId))
    .innerJoin(operation, eq(operation.id, serviceBundles.tireOperationRefValueId))
    .where(
      and(
        serviceId === undefined ? undefined : eq(serviceBundles.serviceId, serviceId),
        ids === undefined ? undefined : inArray(serviceBundles.id, ids),
      ),
    )
    .orderBy(asc(serviceBundles.name), asc(serviceBundles.id));
  if (heads.length === 0) return [];
  const bundleIds = heads.map((h) => h.id);
  const [items, links] = [
    await db
      .select({
        id: serviceBundleItems.id,
        bundleId: serviceBundleItems.bundleId,
        positionId: serviceBundleItems.positionId,
        positionName: positions.name,
        quantity: serviceBundleItems.quantity,
      })
      .from(serviceBundleItems)
      .innerJoin(positions, eq(positions.id, serviceBundleItems.positionId))
      .where(inArray(serviceBundleItems.bundleId, bundleIds))
      .orderBy(asc(serviceBundleItems.id)),
    await db
      .select({
        id: serviceBundleLinks.id,
        bundleId: serviceBundleLinks.bundleId,
        refValueId: serviceBundleLinks.refValueId,
        refValueName: refValues.name,
        refName: refs.name,
      })
      .from(serviceBundleLinks)
      .innerJoin(refValues, eq(refValues.id, serviceBundleLinks.refValueId))
      .innerJoin(refs, eq(refs.id, refValues.refId))
      .where(inArray(serviceBundleLinks.bundleId, bundleIds))
      .orderBy(asc(refs.id), asc(refValues.sort), asc(refValues.name), asc(serviceBundleLinks.id)),
  ];
  return heads.map((head) => ({
    ...head,
    bundleItems: items.filter((i) => i.bundleId === head.id).map(({ bundleId: _, ...item }) => item),
    links: links.filter((l) => l.bundleId === head.id),
  }));
}

export async function getServiceBundle(db: DbOrTx, id: number): Promise<ServiceBundle> {
  const [bundle] = await listServiceBundles(db, undefined, [id]);
  if (!bundle) throw notFound(BUNDLE_NOT_FOUND);
  return bundle;
}

/** The operation must be a value of the tyre operations book (919). */
async function requireTyreOperation(db: DbOrTx, refValueId: number) {
  const [value] = await db
    .select({ refId: refValues.refId, deletedDate: refValues.deletedDate })
    .from(refValues)
    .where(eq(refValues.id, refValueId));
  if (!value || value.refId !== REF_IDS.tireOperation || value.deletedDate)
    throw fieldError('tireOperationRefValueId', BUNDLE_OPERATION_NOT_TYRE);
}

/** Each item's position must exist and be alive, unless the bundle already holds it (kept, not added). */
async function requireItems(db: DbOrTx, items: BundleItemInput[], kept: number[] = []) {
  for (const [i, item] of items.entries())
    if (!kept.includes(item.positionId)) await requireAlivePosition(db, item.positionId, `bundleItems.${i}.positionId`);
}

async function replaceItems(db: DbOrTx, bundleId: number, items: BundleItemInput[]) {
  await db.delete(serviceBundleItems).where(eq(serviceBundleItems.bundleId, bundleId));
  await db
    .insert(serviceBundleItems)
    .values(items.map((item) => ({ bundleId, positionId: item.positionId, quantity: item.quantity })));
}

export async function createServiceBundle(db: Db, input: ServiceBundleCreate & { bundleItems: BundleItemInput[] }) {
  await requireService(db, input.serviceId);
  await requireTyreOperation(db, input.tireOperationRefValueId);
  await requireItems(db, input.bundleItems);
  const id = await db.transaction(async (tx) => {
    const [bundle] = await tx
      .insert(serviceBundles)
      .values({ name: input.name, serviceId: input.serviceId, tireOperationRefValueId: input.tireOperationRefValueId })
      .returning({ id: serviceBundles.id });
    await replaceItems(tx, bundle.id, input.bundleItems);
    return bundle.id;
  });
  return getServiceBundle(db, id);
}

export async function updateServiceBundle(db: Db, id: number, input: ServiceBundleUpdate) {
  const existing = await getServiceBundle(db, id);
  if (input.serviceId !== undefined) await requireService(db, input.serviceId);
  if (input.tireOperationRefValueId !== undefined) await requireTyreOperation(db, input.tireOperationRefValueId);
  const items = input.bundleItems as BundleItemInput[] | undefined;
  if (items)
    await requireItems(
      db,
      items,
      existing.bundleItems.map((i) => i.positionId),
    );
  await db.transaction(async (tx) => {
    const { name, serviceId, tireOperationRefValueId } = input;
    if ([name, serviceId, tireOperationRefValueId].some((v) => v !== undefined))
      await tx
        .update(serviceBundles)
        .set({ name, serviceId, tireOperationRefValueId })
        .where(eq(serviceBundles.id, id));
    if (items) await replaceItems(tx, id, items);
  });
  return getServiceBundle(db, id);
}

/** Hard delete: the items and links go with the bundle (on delete cascade). */
export async function deleteServiceBundle(db: DbOrTx, id: number) {
  const bundle = await getServiceBundle(db, id);
  await db.delete(serviceBundles).where(eq(serviceBundles.id, id));
  return bundle;
}

/** Links the bundle to an alive reference value; answers the bundle. */
export async function addBundleLink(db: DbOrTx, input: BundleLinkCreate) {
  await getServiceBundle(db, input.bundleId);
  const [value] = await db
    .select({ id: refValues.id })
    .from(refValues)
    .where(and(eq(refValues.id, input.refValueId), isNull(refValues.deletedDate)));
  if (!value) throw notFound('Значение справочника не найдено');
  const [row] = await db
    .insert(serviceBundleLinks)
    .values({ bundleId: input.bundleId, refValueId: input.refValueId })
    .onConflictDoNothing()
    .returning({ id: serviceBundleLinks.id });
  if (!row) throw new AppError(409, ERROR_CODES.bindingExists, BUNDLE_LINK_EXISTS);
  return getServiceBundle(db, input.bundleId);
}

/** Removes a link; answers the bundle. */
export async function removeBundleLink(db: DbOrTx, linkId: number) {
  const [link] = await db
    .delete(serviceBundleLinks)
    .where(eq(serviceBundleLinks.id, linkId))
    .returning({ bundleId: serviceBundleLinks.bundleId });
  if (!link) throw notFound(BUNDLE_LINK_NOT_FOUND);
  return getServiceBundle(db, link.bundleId);
}
