import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { App } from '../../../src/server/app';
import type { Db } from '../../../src/server/db/db';
import { offices, partners } from '../../../src/server/db/schema';
import { createTestUser, login } from '../buildTestApp';
import { grantKeys } from '../evacuation/evacuationFixtures';
import { caller } from '../orders/orderPartsFixtures';

// What the users administration suites share: the demo partners and offices, an administrator, a partner's staff
// member allowed to administer users (of his partner only), a user without the key, and users of their own.

export interface UsersWorld {
  call: ReturnType<typeof caller>;
  admin: string;
  /** Staff of the tyre partner with every flag of 'users': the tenant rule keeps him to his partner. */
  partnerAdmin: string;
  partnerAdminId: number;
  /** A platform user without the 'users' key. */
  nobody: string;
  tiresId: number;
  towId: number;
  tiresOffices: number[];
  towOffices: number[];
}

export async function usersWorld(app: App, db: Db): Promise<UsersWorld> {
  const partnerRows = await db.select().from(partners);
  const tiresId = partnerRows.find((p) => p.name === 'Шинный центр «Колесо»')!.id;
  const towId = partnerRows.find((p) => p.name === 'Эвакуатор-Сервис')!.id;
  const officeIds = async (partnerId: number) =>
    (await db.select({ id: offices.id }).from(offices).where(eq(offices.partnerId, partnerId))).map((o) => o.id);
  const staff = await createTestUser(db, { partnerId: tiresId });
  await grantKeys(db, staff.id, ['users'], ['available', 'permissionInsert', 'permissionUpdate', 'permissionDelete']);
  const stranger = await createTestUser(db);
  return {
    call: caller(app),
    admin: await login(app, 'admin@demo.ru', 'Admin12345'),
    partnerAdmin: await login(app, staff.email, staff.password!),
    partnerAdminId: staff.id,
    nobody: await login(app, stranger.email, stranger.password!),
    tiresId,
    towId,
    tiresOffices: await officeIds(tiresId),
    towOffices: await officeIds(towId),
  };
}

export const uniqueEmail = () => `new-${randomUUID().slice(0, 12)}@test.ru`;
