import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { partners } from '../../../src/server/db/schema';
import { travelPromoCodes } from '../../../src/server/travel/travelSchema';
import type { TravelCommission, TravelPromoCode } from '../../../src/shared/schemas/travel/travelPromoCodes';
import { createTestUser, login, openTestApp } from '../buildTestApp';
import { grantKeys } from '../evacuation/evacuationFixtures';

// Travel promo codes and their commissions through the API: CRUD with soft delete and restore, the code unique whatever
// its case, the maximum never below the uses made, one commission per partner, and a partner's staff reading only
// the codes (and the commission) of their own partner while every write of theirs is refused.

const ALL_FLAGS = ['available', 'permissionInsert', 'permissionUpdate', 'permissionDelete'] as const;

describe('travel promo codes', () => {
  const t = openTestApp();
  let admin = '';
  let staffA = '';
  let partnerA = 0;
  let partnerB = 0;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
    t.app.inject({ method, url, headers: { authorization: token }, ...(payload === undefined ? {} : { payload }) });
  const code = () => `T${randomUUID().slice(0, 8)}`;
  const body = (fields: Record<string, unknown> = {}) => ({
    code: code(),
    name: 'Тестовый',
    discountPercent: 10,
    ...fields,
  });
  const create = async (fields: Record<string, unknown> = {}) => {
    const response = await call('POST', '/v1/vzr/promocodes', body(fields));
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TravelPromoCode;
  };
  const addCommission = async (id: number, partnerId: number, percent = 5) => {
    const response = await call('POST', `/v1/vzr/promocodes/${id}/commissions`, { partnerId, percent });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TravelCommission;
  };

  beforeAll(async () => {
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
    const tag = randomUUID().slice(0, 8);
    [{ id: partnerA }, { id: partnerB }] = await t.db
      .insert(partners)
      .values([{ name: `Промо А ${tag}` }, { name: `Промо Б ${tag}` }])
      .returning({ id: partners.id });
    const user = await createTestUser(t.db, { partnerId: partnerA, lastName: 'Промокодов' });
    await grantKeys(t.db, user.id, ['vzr.promocodes'], [...ALL_FLAGS]);
    staffA = await login(t.app, user.email, user.password as string);
  });

  it('creates, reads, updates, soft-deletes and restores a code, upper-cased', async () => {
    const created = await create({ code: `abc-${code().toLowerCase()}`, validFrom: 1_790_000_000, maxUses: 5 });
    expect(created.code).toBe(created.code.toUpperCase());
    expect(created).toMatchObject({ usedCount: 0, commissionCount: 0, deletedDate: null, maxUses: 5 });
    expect((await call('GET', `/v1/vzr/promocodes/${created.id}`)).json()).toEqual(created);
    const updated = await call('PUT', `/v1/vzr/promocodes/${created.id}`, {
      ...body({ code: created.code, name: 'Переименован', discountPercent: 12.5 }),
    });
    expect(updated.json()).toMatchObject({ name: 'Переименован', discountPercent: 12.5, maxUses: null });
    const deleted = await call('DELETE', `/v1/vzr/promocodes/${created.id}`);
    expect(deleted.json().deletedDate).toEqual(expect.any(Number));
    const find = async (fields: object = {}) =>
      (
        (await call('POST', '/v1/vzr/promocodes/find', { search: created.code, ...fields })).json() as {
          items: TravelPromoCode[];
        }
      ).items.map((c) => c.id);
    expect(await find()).toEqual([]);
    expect(await find({ showDeleted: true })).toEqual([created.id]);
    const restored = await call('PUT', `/v1/vzr/promocodes/${created.id}/restore`);
    expect(restored.json().deletedDate).toBeNull();
    expect(await find()).toEqual([created.id]);
    expect(await find({ search: 'переимен' })).toContain(created.id);
  });

  it('refuses bad bodies with the field’s Russian message', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ code: 'КИРИЛЛИЦА' }, 'code', 'Промокод: только латинские буквы, цифры и дефис'],
      [
        { discountPercent: 0 },
        'discountPercent',
        'Скидка: число больше 0 и не больше 100, не более 2 знаков после запятой',
      ],
      [
        { discountPercent: 100.5 },
        'discountPercent',
        'Скидка: число больше 0 и не больше 100, не более 2 знаков после запятой',
      ],
      [{ validFrom: 1_800_000_000, validTo: 1_700_000_000 }, 'validTo', 'Дата окончания раньше даты начала'],
      [{ maxUses: 0 }, 'maxUses', 'Максимум использований: целое число не меньше 1 или пусто'],
      [{ name: '' }, 'name', 'Укажите название'],
    ];
    for (const [fields, field, message] of cases) {
      const response = await call('POST', '/v1/vzr/promocodes', body(fields));
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json().details[field]).toBe(message);
    }
  });

  it('keeps codes unique whatever the case, even when two saves race', async () => {
    const first = await create();
    const taken = await call('POST', '/v1/vzr/promocodes', body({ code: first.code.toLowerCase() }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: 'Промокод уже занят', details: { code: 'Промокод уже занят' } });
    const other = await create();
    const renamed = await call('PUT', `/v1/vzr/promocodes/${other.id}`, body({ code: first.code }));
    expect(renamed.statusCode).toBe(409);
    const same = code();
    const raced = await Promise.all([1, 2, 3].map(() => call('POST', '/v1/vzr/promocodes', body({ code: same }))));
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('keeps the maximum at or above the uses made', async () => {
    const promo = await create({ maxUses: 10 });
    await t.db.update(travelPromoCodes).set({ usedCount: 4 }).where(eq(travelPromoCodes.id, promo.id));
    const below = await call('PUT', `/v1/vzr/promocodes/${promo.id}`, body({ code: promo.code, maxUses: 3 }));
    expect(below.statusCode).toBe(400);
    expect(below.json().details.maxUses).toBe('Промокод уже использован 4 раз: максимум не может быть меньше');
    const equal = await call('PUT', `/v1/vzr/promocodes/${promo.id}`, body({ code: promo.code, maxUses: 4 }));
    expect(equal.json()).toMatchObject({ maxUses: 4, usedCount: 4 });
  });

  it('keeps one commission per partner and edits and deletes it', async () => {
    const promo = await create();
    const commission = await addCommission(promo.id, partnerA, 7.25);
    expect(commission).toMatchObject({ promoCodeId: promo.id, partnerId: partnerA, percent: 7.25 });
    expect(commission.partnerName).toMatch(/^Промо А/);
    const twice = await call('POST', `/v1/vzr/promocodes/${promo.id}/commissions`, { partnerId: partnerA, percent: 1 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('У этого партнёра уже есть комиссия по промокоду');
    const bad = await call('POST', `/v1/vzr/promocodes/${promo.id}/commissions`, { partnerId: partnerB, percent: 101 });
    expect(bad.json().details.percent).toBe('Комиссия: число от 0 до 100, не более 2 знаков после запятой');
    await addCommission(promo.id, partnerB, 0);
    expect((await call('GET', `/v1/vzr/promocodes/${promo.id}`)).json().commissionCount).toBe(2);
    const edited = await call('PUT', `/v1/vzr/promo_code_commissions/${commission.id}`, { percent: 9 });
    expect(edited.json().percent).toBe(9);
    const removed = await call('DELETE', `/v1/vzr/promo_code_commissions/${commission.id}`);
    expect(removed.statusCode).toBe(200);
    const list = (await call('GET', `/v1/vzr/promocodes/${promo.id}/commissions`)).json() as TravelCommission[];
    expect(list.map((c) => c.partnerId)).toEqual([partnerB]);
    expect((await call('DELETE', `/v1/vzr/promo_code_commissions/${commission.id}`)).statusCode).toBe(404);
    expect((await call('GET', '/v1/vzr/promocodes/2000000000')).json().message).toBe('Промокод не найден');
  });

  it('lets a partner’s staff read only their codes and their commission, and change nothing', async () => {
    const mine = await create();
    const theirs = await create();
    const own = await addCommission(mine.id, partnerA, 11);
    await addCommission(mine.id, partnerB, 22);
    const foreign = await addCommission(theirs.id, partnerB, 33);
    const read = (url: string) => call('GET', url, undefined, staffA);
    expect((await read(`/v1/vzr/promocodes/${mine.id}`)).json()).toMatchObject({ id: mine.id, commissionCount: 1 });
    expect((await read(`/v1/vzr/promocodes/${theirs.id}`)).statusCode).toBe(404);
    expect((await read(`/v1/vzr/promocodes/${mine.id}/commissions`)).json()).toEqual([own]);
    expect((await read(`/v1/vzr/promocodes/${theirs.id}/commissions`)).statusCode).toBe(404);
    const listed = await call('POST', '/v1/vzr/promocodes/find', { size: 500 }, staffA);
    const ids = (listed.json() as { items: TravelPromoCode[] }).items.map((c) => c.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    const writes: [Parameters<typeof call>[0], string, object?][] = [
      ['POST', '/v1/vzr/promocodes', body()],
      ['PUT', `/v1/vzr/promocodes/${mine.id}`, body({ code: mine.code })],
      ['DELETE', `/v1/vzr/promocodes/${mine.id}`],
      ['PUT', `/v1/vzr/promocodes/${mine.id}/restore`],
      ['POST', `/v1/vzr/promocodes/${mine.id}/commissions`, { partnerId: partnerA, percent: 1 }],
      ['PUT', `/v1/vzr/promo_code_commissions/${own.id}`, { percent: 50 }],
      ['DELETE', `/v1/vzr/promo_code_commissions/${foreign.id}`],
    ];
    for (const [method, url, payload] of writes) {
      const response = await call(method, url, payload, staffA);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await call('GET', `/v1/vzr/promocodes/${mine.id}/commissions`)).json()).toHaveLength(2);
  });

  it('answers 403 without the key', async () => {
    const user = await createTestUser(t.db);
    const token = await login(t.app, user.email, user.password as string);
    expect((await call('POST', '/v1/vzr/promocodes/find', {}, token)).statusCode).toBe(403);
    expect((await call('POST', '/v1/vzr/promocodes', body(), token)).statusCode).toBe(403);
  });
});
