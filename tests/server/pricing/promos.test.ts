import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditJournal } from '../../../src/server/audit/auditSchema';
import { partnerPromos, projectPromos, promos } from '../../../src/server/pricing/pricingSchema';
import type { Promo } from '../../../src/shared/schemas/pricing/promos';
import { login, openTestApp } from '../buildTestApp';
import { createProjects, partnerId, promoBody, promoUser, TYRE_PARTNER } from './promoFixtures';

describe('promos (/v1/promos)', () => {
  const t = openTestApp();
  let admin = '';
  let operator = '';
  let noKey = '';
  let partnerStaff = '';
  let projectId = 0;
  let otherProjectId = 0;

  beforeAll(async () => {
    [admin, operator] = await Promise.all([
      login(t.app, 'admin@demo.ru', 'Admin12345'),
      login(t.app, 'operator@demo.ru', 'Operator12345'),
    ]);
    noKey = (await promoUser(t.app, t.db, [])).token;
    partnerStaff = (await promoUser(t.app, t.db, undefined, await partnerId(t.db, TYRE_PARTNER))).token;
    [{ id: projectId }, { id: otherProjectId }] = await createProjects(t.db, 2);
  });

  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });
  const create = async (fields: Record<string, unknown> = {}) => {
    const response = await call(admin, 'POST', '/v1/promos', promoBody(projectId, fields));
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Promo;
  };
  const list = async (query: string, token = admin) => {
    const response = await call(token, 'GET', `/v1/promos?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Promo[];
  };

  it('creates a promo with a code, lists it by project (own or linked) and by name, and audits', async () => {
    const code = `зима-${randomUUID().slice(0, 6)}`;
    const created = await create({
      name: `Я последняя ${code}`,
      code: `  ${code} `,
      startDate: 1_767_225_600,
      endDate: 1_774_915_200,
      maxNumberOfUses: 10,
    });
    expect(created).toMatchObject({
      code: code.toUpperCase(),
      projectId,
      projectName: expect.stringContaining('Проект 1'),
      startDate: 1_767_225_600,
      endDate: 1_774_915_200,
      maxNumberOfUses: 10,
      usedCount: 0,
      discount: null,
      discountPercent: 15,
      deletedDate: null,
    });
    const first = await create({ name: `А первая ${code}`, discountPercent: undefined, discount: 350.5 });
    expect(first).toMatchObject({ discount: 350.5, discountPercent: null, code: null, maxNumberOfUses: null });
    expect((await list(`projectId=${projectId}`)).map((p) => p.id)).toEqual([first.id, created.id]);

    // A project link makes the promo a promo of that project too.
    expect((await list(`projectId=${otherProjectId}`)).map((p) => p.id)).not.toContain(created.id);
    await t.db.insert(projectPromos).values({ promoId: created.id, projectId: otherProjectId });
    expect((await list(`projectId=${otherProjectId}`)).map((p) => p.id)).toEqual([created.id]);

    const audit = await t.db
      .select()
      .from(auditJournal)
      .where(and(eq(auditJournal.entity, 'promo'), eq(auditJournal.entityId, created.id)));
    expect(audit.map((a) => a.action)).toEqual(['create']);
  });

  it('updates, soft-deletes and restores; deleted ones only with showDeleted', async () => {
    const promo = await create();
    const put = await call(
      admin,
      'PUT',
      `/v1/promos/${promo.id}`,
      promoBody(projectId, { name: 'Переименована', discount: 99.99 }),
    );
    expect(put.statusCode, put.body).toBe(400);
    expect(put.json().details).toEqual({ discount: 'Укажите скидку в рублях или в процентах' });
    const updated = await call(
      admin,
      'PUT',
      `/v1/promos/${promo.id}`,
      promoBody(projectId, { name: `Переименована ${promo.id}`, discountPercent: undefined, discount: 99.99 }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ name: `Переименована ${promo.id}`, discount: 99.99, discountPercent: null });

    const removed = await call(admin, 'DELETE', `/v1/promos/${promo.id}`);
    expect(removed.statusCode).toBe(200);
    expect((removed.json() as Promo).deletedDate).toBeGreaterThan(Date.now() / 1000 - 60);
    expect((await list(`projectId=${projectId}`)).map((p) => p.id)).not.toContain(promo.id);
    expect((await list(`projectId=${projectId}&showDeleted=true`)).map((p) => p.id)).toContain(promo.id);

    const restored = await call(admin, 'POST', `/v1/promos/${promo.id}`);
    expect(restored.statusCode).toBe(200);
    expect((restored.json() as Promo).deletedDate).toBeNull();
    expect((await list(`projectId=${projectId}`)).map((p) => p.id)).toContain(promo.id);

    const actions = await t.db
      .select({ action: auditJournal.action })
      .from(auditJournal)
      .where(and(eq(auditJournal.entity, 'promo'), eq(auditJournal.entityId, promo.id)))
      .orderBy(auditJournal.id);
    expect(actions.map((a) => a.action)).toEqual(['create', 'update', 'delete', 'restore']);
  });

  it.each([
    ['name required', { name: '  ' }, 'name', 'Укажите название'],
    ['project required', { projectId: undefined }, 'projectId', 'Укажите проект'],
    ['no discount', { discountPercent: undefined }, 'discount', 'Укажите скидку в рублях или в процентах'],
    ['both discounts', { discount: 100 }, 'discount', 'Укажите скидку в рублях или в процентах'],
    [
      'roubles 0',
      { discountPercent: undefined, discount: 0 },
      'discount',
      'Скидка в рублях: число больше 0, не более 2 знаков после запятой',
    ],
    [
      'roubles 3 decimals',
      { discountPercent: undefined, discount: 10.005 },
      'discount',
      'Скидка в рублях: число больше 0, не более 2 знаков после запятой',
    ],
    [
      'percent above 100',
      { discountPercent: 100.01 },
      'discountPercent',
      'Скидка в процентах: число больше 0 и не больше 100, не более 2 знаков после запятой',
    ],
    [
      'percent 3 decimals',
      { discountPercent: 1.125 },
      'discountPercent',
      'Скидка в процентах: число больше 0 и не больше 100, не более 2 знаков после запятой',
    ],
    [
      'end before start',
      { startDate: 1_767_225_600, endDate: 1_767_139_200 },
      'endDate',
      'Дата окончания раньше даты начала',
    ],
    [
      'max uses 0',
      { maxNumberOfUses: 0 },
      'maxNumberOfUses',
      'Максимум использований: целое число не меньше 1 или пусто',
    ],
    [
      'max uses 1.5',
      { maxNumberOfUses: 1.5 },
      'maxNumberOfUses',
      'Максимум использований: целое число не меньше 1 или пусто',
    ],
    ['bad code', { code: 'ЗИМА 2026!' }, 'code', 'Промокод: только буквы, цифры и дефис'],
  ])('refuses %s with the Russian message', async (_case, fields, field, message) => {
    const response = await call(admin, 'POST', '/v1/promos', promoBody(projectId, fields));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', details: { [field]: message } });
  });

  it('accepts exactly 100 % and 2 decimals, and an empty maximum means no limit', async () => {
    expect((await create({ discountPercent: 100 })).discountPercent).toBe(100);
    expect((await create({ discountPercent: 12.5, maxNumberOfUses: '' })).maxNumberOfUses).toBeNull();
  });

  it('refuses a taken code whatever its case (409), on create and update', async () => {
    const code = `КОД-${randomUUID().slice(0, 6)}`;
    await create({ code });
    const again = await call(admin, 'POST', '/v1/promos', promoBody(projectId, { code: code.toLowerCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'Промокод уже занят' });
    const other = await create();
    const put = await call(admin, 'PUT', `/v1/promos/${other.id}`, promoBody(projectId, { code }));
    expect(put.statusCode).toBe(409);
    expect(put.json()).toMatchObject({ message: 'Промокод уже занят' });
  });

  it('refuses a maximum below the uses already made (400, never the check constraint)', async () => {
    const promo = await create({ maxNumberOfUses: 5 });
    await t.db.update(promos).set({ usedCount: 3 }).where(eq(promos.id, promo.id));
    const body = promoBody(projectId, { name: promo.name });
    const below = await call(admin, 'PUT', `/v1/promos/${promo.id}`, { ...body, maxNumberOfUses: 2 });
    expect(below.statusCode, below.body).toBe(400);
    expect(below.json().details).toEqual({
      maxNumberOfUses: 'Промоакция уже использована 3 раз: максимум не может быть меньше',
    });
    const equal = await call(admin, 'PUT', `/v1/promos/${promo.id}`, { ...body, maxNumberOfUses: 3 });
    expect(equal.statusCode, equal.body).toBe(200);
    expect(equal.json()).toMatchObject({ maxNumberOfUses: 3, usedCount: 3 });
    const unlimited = await call(admin, 'PUT', `/v1/promos/${promo.id}`, body);
    expect(unlimited.json()).toMatchObject({ maxNumberOfUses: null, usedCount: 3 });
  });

  it('answers 404 for an unknown promo or project', async () => {
    for (const [method, url] of [
      ['PUT', '/v1/promos/2000000000'],
      ['DELETE', '/v1/promos/2000000000'],
      ['POST', '/v1/promos/2000000000'],
    ] as const) {
      const response = await call(admin, method, url, method === 'PUT' ? promoBody(projectId) : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toMatchObject({ errorCode: 'ENTITY_NOT_FOUND', message: 'Промоакция не найдена' });
    }
    const noProject = await call(admin, 'POST', '/v1/promos', promoBody(2_000_000_000));
    expect(noProject.statusCode).toBe(404);
    expect(noProject.json()).toMatchObject({ message: 'Проект не найден' });
  });

  it('403 without the key; the client card key reads the list but writes nothing', async () => {
    const promo = await create();
    expect((await call(noKey, 'GET', '/v1/promos')).statusCode).toBe(403);
    expect((await call(noKey, 'POST', '/v1/promos', promoBody(projectId))).statusCode).toBe(403);
    expect((await call(operator, 'GET', `/v1/promos?projectId=${projectId}`)).statusCode).toBe(200);
    for (const [method, url, body] of [
      ['POST', '/v1/promos', promoBody(projectId)],
      ['PUT', `/v1/promos/${promo.id}`, promoBody(projectId)],
      ['DELETE', `/v1/promos/${promo.id}`, undefined],
      ['POST', `/v1/promos/${promo.id}`, undefined],
    ] as const) {
      const response = await call(operator, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toMatchObject({ errorCode: 'ACCESS_DENIED' });
    }
  });

  it('partner staff write nothing (403) and read only promos for everyone or for their partner', async () => {
    const tyres = await partnerId(t.db, TYRE_PARTNER);
    const tow = await partnerId(t.db, 'Эвакуатор-Сервис');
    const [everyone, ours, theirs] = [await create(), await create(), await create()];
    await t.db.insert(partnerPromos).values([
      { promoId: ours.id, partnerId: tyres },
      { promoId: theirs.id, partnerId: tow },
    ]);
    const seen = (await list(`projectId=${projectId}`, partnerStaff)).map((p) => p.id);
    expect(seen).toEqual(expect.arrayContaining([everyone.id, ours.id]));
    expect(seen).not.toContain(theirs.id);
    expect((await list(`projectId=${projectId}`)).map((p) => p.id)).toContain(theirs.id);

    for (const [method, url, body] of [
      ['POST', '/v1/promos', promoBody(projectId)],
      ['PUT', `/v1/promos/${ours.id}`, promoBody(projectId)],
      ['DELETE', `/v1/promos/${ours.id}`, undefined],
      ['POST', `/v1/promos/${ours.id}`, undefined],
    ] as const) {
      const response = await call(partnerStaff, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('seeds codes and links on the demo promos', async () => {
    const demo = await list('');
    const winter = demo.find((p) => p.code === 'ЗИМА2026');
    expect(winter?.name).toBe('Скидка 500 ₽ на первый шиномонтаж');
  });
});
