import { randomInt, randomUUID } from 'node:crypto';
import { clients } from '../../../../src/server/clients/clientsSchema';
import type { Db } from '../../../../src/server/db/db';
import { projects } from '../../../../src/server/db/schema';
import { promos } from '../../../../src/server/pricing/pricingSchema';
import { dateOf } from '../reportFixtures';

// What the clients' and operators' reports need beside the report world: more clients, registered at a moment the
// test names, and a promo an invoice can carry.

/** A client registered at `createdAt` ('2031-06-01 10:00'). */
export async function reportClient(db: Db, lastName: string, createdAt: string, firstName = 'Анна') {
  const [client] = await db
    .insert(clients)
    .values({
      lastName,
      firstName,
      phoneNumber: `+7993${String(randomInt(10_000_000)).padStart(7, '0')}`,
      createdAt: dateOf(createdAt),
    })
    .returning();
  return client;
}

/** A promo of a project of its own. */
export async function reportPromo(db: Db) {
  const [project] = await db
    .insert(projects)
    .values({ name: `Проект отчёта ${randomUUID().slice(0, 6)}` })
    .returning();
  const [promo] = await db
    .insert(promos)
    .values({ name: 'Промо отчёта', projectId: project.id, discountRub: 100 })
    .returning();
  return promo;
}
