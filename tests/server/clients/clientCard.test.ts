// The client card (GET /v1/clients/{id}) is read past Drizzle, straight on the driver (preparedRawSelect): the same
// columns must come as the same values as Drizzle gives them for the other client reads, on both databases (this
// file runs on PGlite, and on a PostgreSQL server in tests/server/withPostgres.sh).
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findClientByPhone,
  getClient,
  getClientRow,
  insertClient,
  softDeleteClient,
} from '../../../src/server/clients/clientsRepository';
import type { Db } from '../../../src/server/db/db';
import { partners, users } from '../../../src/server/db/schema';
import { acquireTestDatabase, releaseTestDatabase } from '../buildTestApp';

const newPhone = () => `+799${randomInt(0, 10)}${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;

describe('the client card read past Drizzle', () => {
  let db: Db;
  beforeAll(async () => {
    db = (await acquireTestDatabase()).db;
  });
  afterAll(() => releaseTestDatabase());

  it('answers what the Drizzle read of the same columns answers, field for field and type for type', async () => {
    const [partner] = await db.select({ id: partners.id }).from(partners).limit(1);
    const [creator] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'operator@demo.ru'));
    const full = {
      phoneNumber: newPhone(),
      lastName: 'Картов',
      firstName: 'Пётр',
      middleName: 'Ильич',
      dateOfBirth: '1984-02-29',
      partnerId: partner.id,
      createdByUserId: creator.id,
      bonus: 1250,
      suppressSms: true,
      passportIssuedDate: '01.02.2010',
      createdAt: new Date('2025-03-04T21:00:00.999Z'),
    };
    const bare = { phoneNumber: newPhone() };
    for (const values of [full, bare]) {
      const id = await insertClient(db, values);
      const card = await getClient(db, id);
      expect(card).toEqual(await findClientByPhone(db, values.phoneNumber));
      const row = await getClientRow(db, id);
      expect(card?.createdDate).toBe(Math.floor((row?.createdAt.getTime() ?? 0) / 1000));
    }
    const card = await getClient(db, (await findClientByPhone(db, full.phoneNumber))?.id ?? 0);
    expect(card).toMatchObject({
      createdDate: Date.UTC(2025, 2, 4, 21) / 1000,
      dateOfBirth: '1984-02-29',
      bonus: 1250,
      suppressSms: true,
      suppressMessageToTelegramChat: false,
      isBlocked: false,
    });
    expect(card?.partnerName).toEqual(expect.any(String));
    expect(card?.createdByUserName).toEqual(expect.any(String));
    expect(card?.statusRefValueName).toEqual(expect.any(String));
  });

  it('has no card for an unknown or a deleted client', async () => {
    const id = await insertClient(db, { phoneNumber: newPhone() });
    await softDeleteClient(db, id);
    expect(await getClient(db, id)).toBeNull();
    expect(await getClient(db, 2_000_000_000)).toBeNull();
  });
});
