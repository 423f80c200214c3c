import { randomUUID } from 'node:crypto';
import { asc } from 'drizzle-orm';
import type { App } from '../../../src/server/app';
import type { Db } from '../../../src/server/db/db';
import { partners } from '../../../src/server/db/schema';
import type { PermissionFlag } from '../../../src/shared/permissions';
import { invoiceCalls, invoiceUser } from '../invoices/invoiceFixtures';

// Users of the nomenclature suites: platform staff with every flag of the /positions key, one with 'available'
// only, one without the key, and a partner's staff holding every flag (refused all the same: shared data).

const ALL: PermissionFlag[] = ['available', 'permissionInsert', 'permissionUpdate', 'permissionDelete'];

export async function nomenclatureUsers(app: App, db: Db) {
  const [partner] = await db.select({ id: partners.id }).from(partners).orderBy(asc(partners.id)).limit(1);
  const [admin, reader, stranger, partnerStaff] = await Promise.all([
    invoiceUser(app, db, ALL, null, ['positions']),
    invoiceUser(app, db, ['available'], null, ['positions']),
    invoiceUser(app, db, [], null, ['positions']),
    invoiceUser(app, db, ALL, partner.id, ['positions']),
  ]);
  return { admin: admin.token, reader: reader.token, stranger: stranger.token, partnerStaff: partnerStaff.token };
}

export const nomenclatureCalls = invoiceCalls;

/** A name no other test uses. */
export const uniqueName = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;
