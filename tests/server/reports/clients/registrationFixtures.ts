import { randomInt } from 'node:crypto';
import { clients } from '../../../../src/server/clients/clientsSchema';
import type { Db } from '../../../../src/server/db/db';
import { dateOf, type ReportWorld } from '../reportFixtures';

// Clients registered at a moment the test names, through a channel, as the registration and mobile app reports read
// them; the world's partner's unless told.

export async function registeredClient(
  db: Db,
  w: ReportWorld,
  createdAt: string,
  fields: Partial<typeof clients.$inferInsert> = {},
) {
  const [client] = await db
    .insert(clients)
    .values({
      lastName: `Регистраций${w.tag}`,
      firstName: 'Анна',
      phoneNumber: `+7992${String(randomInt(10_000_000)).padStart(7, '0')}`,
      partnerId: w.partnerId,
      createdAt: dateOf(createdAt),
      ...fields,
    })
    .returning();
  return client;
}
