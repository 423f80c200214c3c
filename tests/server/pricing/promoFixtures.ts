import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { App } from '../../../src/server/app';
import type { Db } from '../../../src/server/db/db';
import { partners, projects } from '../../../src/server/db/schema';
import type { PermissionFlag } from '../../../src/shared/permissions';
import { invoiceUser } from '../invoices/invoiceFixtures';
import { ALL_FLAGS } from './priceListFixtures';

// What the promo suites share: users holding 'promo.reference', projects of a test's own, the demo partners.

/** A user with 'promo.reference' and these flags; with partnerId, that partner's staff. */
export const promoUser = (app: App, db: Db, flags: PermissionFlag[] = ALL_FLAGS, partnerId: number | null = null) =>
  invoiceUser(app, db, flags, partnerId, ['promo.reference']);

export async function createProjects(db: Db, count: number) {
  const tag = randomUUID().slice(0, 8);
  return db
    .insert(projects)
    .values(Array.from({ length: count }, (_, i) => ({ name: `Проект ${i + 1} ${tag}` })))
    .returning();
}

export async function partnerId(db: Db, name: string) {
  const [row] = await db.select({ id: partners.id }).from(partners).where(eq(partners.name, name));
  return row.id;
}

export const TYRE_PARTNER = 'Шинный центр «Колесо»';

/** A valid body for POST /promos: a unique name and code, 15 %. */
export const promoBody = (projectId: number, fields: Record<string, unknown> = {}) => ({
  name: `Промо ${randomUUID().slice(0, 8)}`,
  projectId,
  discountPercent: 15,
  ...fields,
});
