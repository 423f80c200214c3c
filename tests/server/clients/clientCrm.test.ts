import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientInsuranceLosses, clientServiceCards, clients } from '../../../src/server/clients/clientsSchema';
import type { Db } from '../../../src/server/db/db';
import type { InsuranceLoss, ServiceCard } from '../../../src/shared/schemas/clients/clientExtras';
import { login, openTestApp } from '../buildTestApp';

async function newClient(db: Db) {
  const [row] = await db
    .insert(clients)
    .values({
      lastName: 'Карменов',
      firstName: 'Тест',
      phoneNumber: `+7997${String(randomInt(10_000_000)).padStart(7, '0')}`,
    })
    .returning({ id: clients.id });
  return row.id;
}

describe('client CRM rows (insurance_losses, service_cards)', () => {
  const t = openTestApp();
  let admin = '';
  let operator = '';
  let partner = '';

  beforeAll(async () => {
    [admin, operator, partner] = await Promise.all([
      login(t.app, 'admin@demo.ru', 'Admin12345'),
      login(t.app, 'operator@demo.ru', 'Operator12345'),
      login(t.app, 'partner@demo.ru', 'Partner12345'),
    ]);
  });

  const get = (token: string | null, url: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? { authorization: token } : {} });

  it('lists the client’s insurance losses, the latest change first', async () => {
    const clientId = await newClient(t.db);
    await t.db.insert(clientInsuranceLosses).values([
      {
        clientId,
        carmenLeadId: 'CL-1',
        maId: 'МА-000001',
        description: 'ДТП на парковке',
        updateDateUtc: new Date('2025-01-10T08:30:00Z'),
      },
      {
        clientId,
        carmenLeadId: 'CL-2',
        maId: 'МА-000002',
        description: 'Скол на лобовом стекле',
        updateDateUtc: new Date('2025-02-01T12:00:00Z'),
      },
      { clientId, carmenLeadId: 'CL-3', maId: null, description: null, updateDateUtc: null },
    ]);
    const response = await get(operator, `/v1/clients/insurance_losses/${clientId}`);
    expect(response.statusCode).toBe(200);
    const rows = response.json() as InsuranceLoss[];
    expect(rows.map((r) => r.carmenLeadId)).toEqual(['CL-2', 'CL-1', 'CL-3']);
    expect(rows[0]).toEqual({
      id: expect.any(Number),
      carmenLeadId: 'CL-2',
      maId: 'МА-000002',
      description: 'Скол на лобовом стекле',
      updateDateUtc: Date.UTC(2025, 1, 1, 12) / 1000,
    });
    expect(rows[2]).toMatchObject({ maId: null, description: null, updateDateUtc: null });
    expect((await get(admin, `/v1/clients/insurance_losses/${await newClient(t.db)}`)).json()).toEqual([]);
  });

  it('lists the client’s service cards with their services, limits and what is left', async () => {
    const clientId = await newClient(t.db);
    const services = [
      { name: 'Эвакуация', limit: 3, exist: 2 },
      { name: 'Юридическая консультация', limit: null, exist: null },
    ];
    await t.db.insert(clientServiceCards).values([
      {
        clientId,
        dateFrom: new Date('2025-01-01T00:00:00Z'),
        dateTo: new Date('2026-01-01T00:00:00Z'),
        company: 'СПАО «Ингосстрах»',
        brand: 'Kia',
        model: 'Rio',
        regNo: 'А123ВС77',
        vin: 'XWEFF41BBMC123456',
        policyNo: 'ХХХ 0123456789',
        policyType: 'ОСАГО',
        description: 'Помощь на дорогах «Стандарт»',
        services,
      },
      { clientId, dateTo: new Date('2024-01-01T00:00:00Z'), company: 'САО «ВСК»' },
    ]);
    const response = await get(operator, `/v1/clients/service_cards/${clientId}`);
    expect(response.statusCode).toBe(200);
    const cards = response.json() as ServiceCard[];
    expect(cards).toHaveLength(2);
    expect(cards[0]).toEqual({
      id: expect.any(Number),
      dateFrom: Date.UTC(2025, 0, 1) / 1000,
      dateTo: Date.UTC(2026, 0, 1) / 1000,
      company: 'СПАО «Ингосстрах»',
      brand: 'Kia',
      model: 'Rio',
      regNo: 'А123ВС77',
      vin: 'XWEFF41BBMC123456',
      policyNo: 'ХХХ 0123456789',
      policyType: 'ОСАГО',
      description: 'Помощь на дорогах «Стандарт»',
      services,
    });
    expect(cards[1]).toMatchObject({ company: 'САО «ВСК»', services: [], brand: null });
  });

  it('has demo rows for the demo client', async () => {
    const [{ id }] = await t.db.select({ id: clients.id }).from(clients).where(eq(clients.phoneNumber, '+79161234567'));
    expect(((await get(admin, `/v1/clients/insurance_losses/${id}`)).json() as InsuranceLoss[]).length).toBeGreaterThan(
      0,
    );
    const cards = (await get(admin, `/v1/clients/service_cards/${id}`)).json() as ServiceCard[];
    expect(cards[0].services.length).toBeGreaterThan(0);
  });

  it('needs reference.person.card', async () => {
    const clientId = await newClient(t.db);
    for (const url of [`/v1/clients/insurance_losses/${clientId}`, `/v1/clients/service_cards/${clientId}`]) {
      const refused = await get(partner, url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toMatchObject({ errorCode: 'ACCESS_DENIED' });
      expect((await get(null, url)).statusCode).toBe(401);
    }
  });

  it('answers ENTITY_NOT_FOUND for an unknown client and 400 for a bad id', async () => {
    for (const path of ['insurance_losses', 'service_cards']) {
      const missing = await get(admin, `/v1/clients/${path}/2000000000`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ errorCode: 'ENTITY_NOT_FOUND', message: 'Клиент не найден' });
      const bad = await get(admin, `/v1/clients/${path}/0`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details).toEqual({ id: 'Укажите клиента' });
    }
  });
});
