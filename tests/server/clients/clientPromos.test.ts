import { randomInt, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../../src/server/clients/clientsSchema';
import type { Db } from '../../../src/server/db/db';
import { projects } from '../../../src/server/db/schema';
import { promos } from '../../../src/server/pricing/pricingSchema';
import type { ClientPromo, Project } from '../../../src/shared/schemas/clients/clientExtras';
import type { Promo } from '../../../src/shared/schemas/pricing/promos';
import { login, openTestApp } from '../buildTestApp';

async function newClient(db: Db) {
  const [row] = await db
    .insert(clients)
    .values({
      lastName: 'Промоакций',
      firstName: 'Тест',
      phoneNumber: `+7996${String(randomInt(10_000_000)).padStart(7, '0')}`,
    })
    .returning({ id: clients.id });
  return row.id;
}

describe('client promotions (/v1/client_promos, /v1/promos, /v1/nik/projects)', () => {
  const t = openTestApp();
  let admin = '';
  let operator = '';
  let partner = '';
  let projectId = 0;
  let otherProjectId = 0;
  let promo: { id: number; name: string };
  let otherPromoId = 0;
  let deletedPromoId = 0;

  beforeAll(async () => {
    [admin, operator, partner] = await Promise.all([
      login(t.app, 'admin@demo.ru', 'Admin12345'),
      login(t.app, 'operator@demo.ru', 'Operator12345'),
      login(t.app, 'partner@demo.ru', 'Partner12345'),
    ]);
    const tag = randomUUID().slice(0, 8);
    const [a, b] = await t.db
      .insert(projects)
      .values([{ name: `Проект А ${tag}` }, { name: `Проект Б ${tag}` }])
      .returning();
    projectId = a.id;
    otherProjectId = b.id;
    const rows = await t.db
      .insert(promos)
      .values([
        {
          name: `Скидка 300 ₽ ${tag}`,
          projectId,
          dateStart: new Date('2025-01-01T00:00:00Z'),
          dateEnd: new Date('2025-12-31T00:00:00Z'),
          maxUses: 2,
          discountRub: 300,
        },
        { name: `Скидка 5 % ${tag}`, projectId: otherProjectId, discountPercent: 5 },
        { name: `Старая ${tag}`, projectId, deletedDate: new Date() },
      ])
      .returning();
    promo = rows[0];
    otherPromoId = rows[1].id;
    deletedPromoId = rows[2].id;
  });

  const call = (token: string | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? { authorization: token } : {}, ...(payload ? { payload } : {}) });
  const list = async (clientId: number, query = '') => {
    const response = await call(operator, 'GET', `/v1/client_promos?clientId=${clientId}${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as ClientPromo[];
  };
  const grant = async (clientId: number, token = operator) => {
    const response = await call(token, 'POST', '/v1/client_promos', {
      clientId,
      promoId: promo.id,
      sourceProjectId: projectId,
      comment: 'Постоянный клиент',
    });
    expect(response.statusCode).toBe(200);
    return response.json() as ClientPromo;
  };

  it('lists projects and the promos of a project for the dialog', async () => {
    const projectsList = (await call(operator, 'GET', '/v1/nik/projects')).json() as Project[];
    expect(projectsList.map((p) => p.id)).toEqual(expect.arrayContaining([projectId, otherProjectId]));
    const ofProject = (await call(operator, 'GET', `/v1/promos?projectId=${projectId}`)).json() as Promo[];
    expect(ofProject).toEqual([
      {
        id: promo.id,
        name: promo.name,
        projectId,
        projectName: expect.stringContaining('Проект А'),
        code: null,
        startDate: Date.UTC(2025, 0, 1) / 1000,
        endDate: Date.UTC(2025, 11, 31) / 1000,
        maxNumberOfUses: 2,
        usedCount: 0,
        discount: 300,
        discountPercent: null,
        deletedDate: null,
      },
    ]);
    const withDeleted = (
      await call(operator, 'GET', `/v1/promos?projectId=${projectId}&showDeleted=true`)
    ).json() as Promo[];
    expect(withDeleted.map((p) => p.id).sort()).toEqual([promo.id, deletedPromoId].sort());
    expect((await call(partner, 'GET', `/v1/promos?projectId=${projectId}`)).statusCode).toBe(403);
    expect((await call(null, 'GET', '/v1/nik/projects')).statusCode).toBe(401);
  });

  it('grants, edits comment and used count, makes inactive and restores', async () => {
    const clientId = await newClient(t.db);
    const created = await grant(clientId);
    expect(created).toMatchObject({
      clientId,
      promoId: promo.id,
      promo: { id: promo.id, name: promo.name, discount: 300, maxNumberOfUses: 2 },
      comment: 'Постоянный клиент',
      usedCount: 0,
      sourceProjectId: projectId,
      sourceProjectName: expect.stringMatching(/^Проект А/),
      createdByUserName: 'Операторова Ольга Петровна',
      deletedDate: null,
    });
    expect(created.createdDate).toBeGreaterThan(Date.now() / 1000 - 60);

    // Only comment and usedCount change; anything else sent is dropped.
    const updated = await call(operator, 'PUT', `/v1/client_promos/${created.id}`, {
      comment: 'Использована',
      usedCount: 1,
      promoId: otherPromoId,
      sourceProjectId: otherProjectId,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id: created.id,
      comment: 'Использована',
      usedCount: 1,
      promoId: promo.id,
      sourceProjectId: projectId,
    });
    // A blank count is 0.
    expect(
      (await call(operator, 'PUT', `/v1/client_promos/${created.id}`, { comment: 'Без счёта' })).json(),
    ).toMatchObject({ usedCount: 0 });

    const removed = await call(admin, 'DELETE', `/v1/client_promos/${created.id}`);
    expect(removed.statusCode).toBe(200);
    expect((removed.json() as ClientPromo).deletedDate).toBeGreaterThan(Date.now() / 1000 - 60);
    expect(await list(clientId)).toEqual([]);
    expect((await list(clientId, '&showDeleted=true')).map((p) => p.id)).toEqual([created.id]);

    const restored = await call(operator, 'POST', `/v1/client_promos/${created.id}`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ id: created.id, deletedDate: null });
    expect((await list(clientId)).map((p) => p.id)).toEqual([created.id]);
  });

  it('lists the newest grant first', async () => {
    const clientId = await newClient(t.db);
    const first = await grant(clientId);
    const second = await grant(clientId, admin);
    expect((await list(clientId)).map((p) => p.id)).toEqual([second.id, first.id]);
  });

  it.each([
    ['project required', { sourceProjectId: undefined }, 'sourceProjectId', 'Укажите проект'],
    ['promo required', { promoId: undefined }, 'promoId', 'Укажите промоакцию'],
    ['promo a choice', { promoId: 0 }, 'promoId', 'Укажите промоакцию'],
    ['client required', { clientId: undefined }, 'clientId', 'Укажите клиента'],
  ])('refuses a grant: %s', async (_title, change, field, message) => {
    const clientId = await newClient(t.db);
    const response = await call(operator, 'POST', '/v1/client_promos', {
      clientId,
      promoId: promo.id,
      sourceProjectId: projectId,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', details: { [field]: message } });
  });

  it('refuses a promo of another project, a deleted promo, and unknown ones', async () => {
    const clientId = await newClient(t.db);
    const foreign = await call(operator, 'POST', '/v1/client_promos', {
      clientId,
      promoId: otherPromoId,
      sourceProjectId: projectId,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().details).toEqual({ promoId: 'Промоакция не относится к выбранному проекту' });
    const deleted = await call(operator, 'POST', '/v1/client_promos', {
      clientId,
      promoId: deletedPromoId,
      sourceProjectId: projectId,
    });
    expect(deleted.json().details).toEqual({ promoId: 'Промоакция удалена' });
    const noPromo = await call(operator, 'POST', '/v1/client_promos', {
      clientId,
      promoId: 2_000_000_000,
      sourceProjectId: projectId,
    });
    expect(noPromo.statusCode).toBe(404);
    expect(noPromo.json()).toMatchObject({ errorCode: 'ENTITY_NOT_FOUND', message: 'Промоакция не найдена' });
    const noProject = await call(operator, 'POST', '/v1/client_promos', {
      clientId,
      promoId: promo.id,
      sourceProjectId: 2_000_000_000,
    });
    expect(noProject.json()).toMatchObject({ errorCode: 'ENTITY_NOT_FOUND', message: 'Проект не найден' });
  });

  it('refuses a negative or fractional used count', async () => {
    const created = await grant(await newClient(t.db));
    for (const [usedCount, message] of [
      [-1, 'Количество использований не может быть отрицательным'],
      [1.5, 'Допускается только целое число'],
    ] as const) {
      const response = await call(operator, 'PUT', `/v1/client_promos/${created.id}`, { usedCount });
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toEqual({ usedCount: message });
    }
  });

  it('needs reference.person.card to read and order.client insert / update / delete to write', async () => {
    const clientId = await newClient(t.db);
    const created = await grant(clientId);
    const refused: [string | null, 'GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
      [partner, 'GET', `/v1/client_promos?clientId=${clientId}`],
      [partner, 'POST', '/v1/client_promos', { clientId, promoId: promo.id, sourceProjectId: projectId }],
      [partner, 'PUT', `/v1/client_promos/${created.id}`, { comment: 'Нельзя' }],
      [partner, 'POST', `/v1/client_promos/${created.id}`],
      // The operator holds order.client without permissionDelete.
      [operator, 'DELETE', `/v1/client_promos/${created.id}`],
    ];
    for (const [token, method, url, body] of refused) {
      const response = await call(token, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toMatchObject({ errorCode: 'ACCESS_DENIED' });
    }
    expect((await list(clientId)).map((p) => p.comment)).toEqual(['Постоянный клиент']);
  });

  it('answers ENTITY_NOT_FOUND for an unknown client or client promo', async () => {
    const unknownClient = await call(admin, 'GET', '/v1/client_promos?clientId=2000000000');
    expect(unknownClient.statusCode).toBe(404);
    expect(unknownClient.json()).toMatchObject({ errorCode: 'ENTITY_NOT_FOUND', message: 'Клиент не найден' });
    const grantUnknown = await call(admin, 'POST', '/v1/client_promos', {
      clientId: 2_000_000_000,
      promoId: promo.id,
      sourceProjectId: projectId,
    });
    expect(grantUnknown.statusCode).toBe(404);
    for (const [method, url, body] of [
      ['PUT', '/v1/client_promos/2000000000', { comment: 'x' }],
      ['DELETE', '/v1/client_promos/2000000000', undefined],
      ['POST', '/v1/client_promos/2000000000', undefined],
    ] as const) {
      const response = await call(admin, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toMatchObject({
        errorCode: 'ENTITY_NOT_FOUND',
        message: 'Промоакция клиента не найдена',
      });
    }
  });

  it('seeds three promos in the demo project and grants for some demo clients', async () => {
    const [demo] = await t.db.select().from(projects).where(eq(projects.name, 'Консоль Автосервиса'));
    const demoPromos = (await call(admin, 'GET', `/v1/promos?projectId=${demo.id}`)).json() as Promo[];
    expect(demoPromos).toHaveLength(3);
    const [ivanov] = await t.db.select({ id: clients.id }).from(clients).where(eq(clients.phoneNumber, '+79161234567'));
    const all = await list(ivanov.id, '&showDeleted=true');
    expect(all.some((p) => p.deletedDate === null)).toBe(true);
    expect(all.some((p) => p.deletedDate !== null)).toBe(true);
  });
});
