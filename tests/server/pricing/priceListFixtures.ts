import { randomUUID } from 'node:crypto';
import type { App } from '../../../src/server/app';
import type { Db } from '../../../src/server/db/db';
import { positions } from '../../../src/server/pricing/pricingSchema';
import type { PermissionFlag } from '../../../src/shared/permissions';
import { invoiceUser } from '../invoices/invoiceFixtures';

// What the price-list suites share: users holding the 'pricelists' key, and nomenclature positions of a test's own.

export const ALL_FLAGS: PermissionFlag[] = ['available', 'permissionInsert', 'permissionUpdate', 'permissionDelete'];

/** A user with 'pricelists' and these flags; with partnerId, that partner's staff. */
export const priceListUser = (app: App, db: Db, flags: PermissionFlag[] = ALL_FLAGS, partnerId: number | null = null) =>
  invoiceUser(app, db, flags, partnerId, ['pricelists']);

/** Fresh positions, named with a tag of their own. */
export async function createPositions(db: Db, count: number) {
  const tag = randomUUID().slice(0, 8);
  return db
    .insert(positions)
    .values(Array.from({ length: count }, (_, i) => ({ name: `Позиция ${i + 1} ${tag}`, unit: 'шт.' })))
    .returning();
}

export const MOSCOW = '0c5b2444-70a0-4932-980c-b4dc0d3f02b5';
export const MOSCOW_REGION = '29251dcf-00a1-4e34-98d4-5c47484a36d4';
