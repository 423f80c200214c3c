import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditJournal } from '../../../src/server/audit/auditSchema';
import { cardTypePositions, serviceCardTypes } from '../../../src/server/cards/cardsSchema';
import type { CardType } from '../../../src/shared/schemas/cards/cardTypes';
import { login, openTestApp } from '../buildTestApp';
import { partnerId, TYRE_PARTNER } from '../pricing/promoFixtures';
import { cardCalls, cardUser } from './cardFixtures';

describe('service card types (/v1/service_cards/types)', () => {
  const t = openTestApp();
  const { call, ok, refused, newCardType } = cardCalls(() => t.app);
  let admin = '';
  let operator = '';
  let reader = '';
  let partnerStaff = '';

  beforeAll(async () => {
    [admin, operator] = await Promise.all([
      login(t.app, 'admin@demo.ru', 'Admin12345'),
      login(t.app, 'operator@demo.ru', 'Operator12345'),
    ]);
    reader = (await cardUser(t.app, t.db, ['available'])).token;
    partnerStaff = (await cardUser(t.app, t.db, undefined, await partnerId(t.db, TYRE_PARTNER))).token;
  });

  const list = (query = '') => ok<CardType[]>(admin, 'GET', `/v1/service_cards/types${query}`);

  it('creates, reads, updates, deletes softly and restores a card type, journaling each write', async () => {
    const created = await newCardType(admin, {
      name: '  Зимняя карта  ',
      description: 'Две переобувки',
      validityMonths: 6,
    });
    expect(created).toMatchObject({
      name: 'Зимняя карта',
      description: 'Две переобувки',
      validityMonths: 6,
      deletedDate: null,
    });
    expect(created.createdAt).toBeGreaterThan(Date.now() / 1000 - 60);
    expect(await ok(reader, 'GET', `/v1/service_cards/types/${created.id}`)).toEqual(created);

    const updated = await ok<CardType>(admin, 'PUT', `/v1/service_cards/types/${created.id}`, {
      name: 'Зимняя карта+',
      description: '',
      validityMonths: null,
    });
    expect(updated).toMatchObject({ id: created.id, name: 'Зимняя карта+', description: null, validityMonths: null });

    const deleted = await ok<CardType>(admin, 'DELETE', `/v1/service_cards/types/${created.id}`);
    expect(deleted.deletedDate).toBeGreaterThan(Date.now() / 1000 - 60);
    // A second delete keeps the first date.
    const again = await ok<CardType>(admin, 'DELETE', `/v1/service_cards/types/${created.id}`);
    expect(again.deletedDate).toBe(deleted.deletedDate);
    expect((await list()).some((c) => c.id === created.id)).toBe(false);
    expect((await list('?showDeleted=false')).some((c) => c.id === created.id)).toBe(false);
    expect((await list('?showDeleted=true')).find((c) => c.id === created.id)?.deletedDate).toBe(deleted.deletedDate);

    const restored = await ok<CardType>(admin, 'POST', `/v1/service_cards/types/${created.id}`);
    expect(restored).toMatchObject({ id: created.id, deletedDate: null });
    expect((await list()).some((c) => c.id === created.id)).toBe(true);

    const journal = await t.db
      .select()
      .from(auditJournal)
      .where(and(eq(auditJournal.entity, 'service_card_type'), eq(auditJournal.entityId, created.id)))
      .orderBy(asc(auditJournal.id));
    expect(journal.map((j) => j.action)).toEqual(['create', 'update', 'delete', 'delete', 'restore']);
    expect(journal[1].before).toMatchObject({ name: 'Зимняя карта' });
    expect(journal[1].after).toMatchObject({ name: 'Зимняя карта+' });
  });

  it('lists by name', async () => {
    const tag = Date.now().toString(36);
    const b = await newCardType(admin, { name: `Я ${tag} Б` });
    const a = await newCardType(admin, { name: `Я ${tag} А` });
    const ids = (await list()).map((c) => c.id).filter((id) => id === a.id || id === b.id);
    expect(ids).toEqual([a.id, b.id]);
  });

  it('refuses invalid input with Russian messages and answers 404 for unknown ids', async () => {
    const empty = await refused([400, 'VALIDATION_ERROR'], admin, 'POST', '/v1/service_cards/types', {
      name: '  ',
      validityMonths: 0,
    });
    expect(empty.details).toEqual({
      name: 'Укажите название',
      validityMonths: 'Срок действия — целое число месяцев от 1 до 120',
    });
    expect(
      (await refused([400, 'VALIDATION_ERROR'], admin, 'POST', '/v1/service_cards/types', { name: 'x'.repeat(256) }))
        .details,
    ).toEqual({ name: 'Название не длиннее 255 символов' });
    expect((await refused([400, 'VALIDATION_ERROR'], admin, 'GET', '/v1/service_cards/types/abc')).details).toEqual({
      id: 'Некорректный тип сервисной карты',
    });
    const missing = 2_000_000_000;
    for (const [method, url, body] of [
      ['GET', `/v1/service_cards/types/${missing}`],
      ['PUT', `/v1/service_cards/types/${missing}`, { name: 'Нет' }],
      ['DELETE', `/v1/service_cards/types/${missing}`],
      ['POST', `/v1/service_cards/types/${missing}`],
    ] as const) {
      const body404 = await refused([404, 'ENTITY_NOT_FOUND'], admin, method, url, body);
      expect(body404.message).toBe('Тип сервисной карты не найден');
    }
  });

  it('needs a token, the card types key to read and its flags to write; partner staff change nothing', async () => {
    expect((await call(null, 'GET', '/v1/service_cards/types')).statusCode).toBe(401);
    await refused([403, 'ACCESS_DENIED'], operator, 'GET', '/v1/service_cards/types');
    const mine = await newCardType(admin);
    expect((await ok<CardType[]>(reader, 'GET', '/v1/service_cards/types')).some((c) => c.id === mine.id)).toBe(true);
    expect((await ok<CardType[]>(partnerStaff, 'GET', '/v1/service_cards/types')).length).toBeGreaterThan(0);
    for (const token of [reader, partnerStaff]) {
      for (const [method, url, body] of [
        ['POST', '/v1/service_cards/types', { name: 'Чужая' }],
        ['PUT', `/v1/service_cards/types/${mine.id}`, { name: 'Чужая' }],
        ['DELETE', `/v1/service_cards/types/${mine.id}`],
        ['POST', `/v1/service_cards/types/${mine.id}`],
      ] as const) {
        await refused([403, 'ACCESS_DENIED'], token, method, url, body);
      }
    }
    expect(await ok(admin, 'GET', `/v1/service_cards/types/${mine.id}`)).toEqual(mine);
  });

  it('seeds two demo card types with positions, one with no free uses (-1)', async () => {
    const demo = await t.db
      .select({ id: serviceCardTypes.id, name: serviceCardTypes.name })
      .from(serviceCardTypes)
      .where(eq(serviceCardTypes.name, 'Карта хранения шин'));
    expect(demo).toHaveLength(1);
    const rows = await t.db.select().from(cardTypePositions).where(eq(cardTypePositions.cardTypeId, demo[0].id));
    expect(rows.some((r) => r.freeCount === -1)).toBe(true);
    expect((await list()).some((c) => c.name === 'Сезонная карта шиномонтажа')).toBe(true);
  });
});
