import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditJournal } from '../../../src/server/audit/auditSchema';
import { cardTypePositions } from '../../../src/server/cards/cardsSchema';
import { freeCountFromWire, freeCountToWire } from '../../../src/shared/cardFreeCount';
import type { CardTypePosition, ServicePositionChoice } from '../../../src/shared/schemas/cards/cardTypePositions';
import { login, openTestApp } from '../buildTestApp';
import { partnerId, TYRE_PARTNER } from '../pricing/promoFixtures';
import { cardCalls, cardUser } from './cardFixtures';

const PATH = '/v1/service_cards/types/service_positions';

describe('card type positions (/v1/service_cards/types/service_positions)', () => {
  const t = openTestApp();
  const { call, ok, refused, newCardType } = cardCalls(() => t.app);
  let admin = '';
  let partnerStaff = '';
  let choices: ServicePositionChoice[] = [];

  beforeAll(async () => {
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
    partnerStaff = (await cardUser(t.app, t.db, undefined, await partnerId(t.db, TYRE_PARTNER))).token;
    choices = await ok<ServicePositionChoice[]>(admin, 'GET', '/v1/service_cards/service_position_choices');
  });

  const positionsOf = (cardTypeId: number, showDeleted = false) =>
    ok<CardTypePosition[]>(admin, 'GET', `${PATH}?cardTypeId=${cardTypeId}&showDeleted=${showDeleted}`);
  const add = (cardTypeId: number, servicePositionId: number, freeCount: number) =>
    ok<CardTypePosition>(admin, 'POST', PATH, { cardTypeId, servicePositionId, freeCount });

  it('offers every service position with its service and position names', () => {
    expect(choices.length).toBeGreaterThanOrEqual(4);
    expect(choices[0]).toMatchObject({
      id: expect.any(Number),
      serviceName: expect.any(String),
      positionName: expect.any(String),
    });
    const names = choices.map((c) => c.serviceName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ru')));
  });

  it("round-trips the form's 0 free uses: sent as -1, stored as -1, shown as 0", async () => {
    const card = await newCardType(admin);
    const shown = 0;
    const created = await add(card.id, choices[0].id, freeCountToWire(shown));
    expect(created).toMatchObject({
      cardTypeId: card.id,
      servicePositionId: choices[0].id,
      serviceId: choices[0].serviceId,
      serviceName: choices[0].serviceName,
      positionId: choices[0].positionId,
      positionName: choices[0].positionName,
      freeCount: -1,
      deletedDate: null,
    });
    const [stored] = await t.db.select().from(cardTypePositions).where(eq(cardTypePositions.id, created.id));
    expect(stored.freeCount).toBe(-1);
    const [listed] = await positionsOf(card.id);
    expect(freeCountFromWire(listed.freeCount)).toBe(0);

    const three = await add(card.id, choices[1].id, freeCountToWire(3));
    expect(three.freeCount).toBe(3);
    expect(freeCountFromWire(three.freeCount)).toBe(3);
    expect((await positionsOf(card.id)).map((p) => p.id)).toEqual([created.id, three.id]);
  });

  it('refuses a 0 (it travels as -1) and other counts below 1 with Russian messages', async () => {
    const card = await newCardType(admin);
    const zero = await refused([400, 'VALIDATION_ERROR'], admin, 'POST', PATH, {
      cardTypeId: card.id,
      servicePositionId: choices[0].id,
      freeCount: 0,
    });
    expect(zero.details).toEqual({ freeCount: 'Ноль бесплатных раз передаётся как -1' });
    const below = await refused([400, 'VALIDATION_ERROR'], admin, 'POST', PATH, {
      cardTypeId: card.id,
      servicePositionId: choices[0].id,
      freeCount: -2,
    });
    expect(below.details).toEqual({ freeCount: 'Бесплатно, раз: -1 (нет) или целое число от 1' });
    const nothing = await refused([400, 'VALIDATION_ERROR'], admin, 'POST', PATH, {});
    expect(nothing.details).toMatchObject({
      cardTypeId: 'Укажите тип сервисной карты',
      servicePositionId: 'Укажите позицию услуги',
    });
    const unknownPosition = await refused([400, 'VALIDATION_ERROR'], admin, 'POST', PATH, {
      cardTypeId: card.id,
      servicePositionId: 2_000_000_000,
      freeCount: 1,
    });
    expect(unknownPosition.details).toEqual({ servicePositionId: 'Укажите позицию услуги' });
    const created = await add(card.id, choices[0].id, 1);
    const putZero = await refused([400, 'VALIDATION_ERROR'], admin, 'PUT', PATH, {
      id: created.id,
      servicePositionId: choices[0].id,
      freeCount: 0,
    });
    expect(putZero.details).toEqual({ freeCount: 'Ноль бесплатных раз передаётся как -1' });
    expect((await refused([400, 'VALIDATION_ERROR'], admin, 'GET', PATH)).details).toMatchObject({
      cardTypeId: 'Укажите тип сервисной карты',
    });
  });

  it('refuses a position the card type already holds alive (409), and restoring a twin', async () => {
    const card = await newCardType(admin);
    const first = await add(card.id, choices[0].id, 2);
    const twin = await refused([409, 'BINDING_ALREADY_EXISTS'], admin, 'POST', PATH, {
      cardTypeId: card.id,
      servicePositionId: choices[0].id,
      freeCount: 1,
    });
    expect(twin.message).toBe('Эта позиция уже есть в типе карты');
    // The same position on another card type is no clash.
    await add((await newCardType(admin)).id, choices[0].id, 1);

    const other = await add(card.id, choices[1].id, 1);
    await refused([409, 'BINDING_ALREADY_EXISTS'], admin, 'PUT', PATH, {
      id: other.id,
      servicePositionId: choices[0].id,
      freeCount: 1,
    });

    await ok(admin, 'DELETE', `${PATH}/${first.id}`);
    const again = await add(card.id, choices[0].id, 5);
    const restore = await refused([409, 'BINDING_ALREADY_EXISTS'], admin, 'POST', `${PATH}/${first.id}`);
    expect(restore.message).toBe('Эта позиция уже есть в типе карты');
    await ok(admin, 'DELETE', `${PATH}/${again.id}`);
    expect((await ok<CardTypePosition>(admin, 'POST', `${PATH}/${first.id}`)).deletedDate).toBeNull();
  });

  it('changes a position (id in the body), deletes it softly and restores it, journaling each write', async () => {
    const card = await newCardType(admin);
    const created = await add(card.id, choices[0].id, 2);
    const changed = await ok<CardTypePosition>(admin, 'PUT', PATH, {
      id: created.id,
      cardTypeId: 999,
      servicePositionId: choices[1].id,
      freeCount: -1,
    });
    // A position stays on its card type whatever the body says.
    expect(changed).toMatchObject({
      id: created.id,
      cardTypeId: card.id,
      servicePositionId: choices[1].id,
      positionName: choices[1].positionName,
      freeCount: -1,
    });

    const deleted = await ok<CardTypePosition>(admin, 'DELETE', `${PATH}/${created.id}`);
    expect(deleted.deletedDate).toBeGreaterThan(Date.now() / 1000 - 60);
    expect(await positionsOf(card.id)).toEqual([]);
    expect((await positionsOf(card.id, true)).map((p) => p.id)).toEqual([created.id]);
    const restored = await ok<CardTypePosition>(admin, 'POST', `${PATH}/${created.id}`);
    expect(restored.deletedDate).toBeNull();
    expect((await positionsOf(card.id)).map((p) => p.id)).toEqual([created.id]);

    const journal = await t.db
      .select()
      .from(auditJournal)
      .where(and(eq(auditJournal.entity, 'card_type_position'), eq(auditJournal.entityId, created.id)))
      .orderBy(asc(auditJournal.id));
    expect(journal.map((j) => j.action)).toEqual(['create', 'update', 'delete', 'restore']);
    expect(journal[1].after).toMatchObject({ freeCount: -1 });
  });

  it('answers 404 for an unknown card type or position, and refuses partner staff', async () => {
    const missing = 2_000_000_000;
    for (const [method, url, body, message] of [
      ['GET', `${PATH}?cardTypeId=${missing}`, undefined, 'Тип сервисной карты не найден'],
      [
        'POST',
        PATH,
        { cardTypeId: missing, servicePositionId: choices[0].id, freeCount: 1 },
        'Тип сервисной карты не найден',
      ],
      ['PUT', PATH, { id: missing, servicePositionId: choices[0].id, freeCount: 1 }, 'Позиция типа карты не найдена'],
      ['DELETE', `${PATH}/${missing}`, undefined, 'Позиция типа карты не найдена'],
      ['POST', `${PATH}/${missing}`, undefined, 'Позиция типа карты не найдена'],
    ] as const) {
      expect((await refused([404, 'ENTITY_NOT_FOUND'], admin, method, url, body)).message).toBe(message);
    }
    const card = await newCardType(admin);
    const mine = await add(card.id, choices[0].id, 1);
    expect((await call(null, 'GET', `${PATH}?cardTypeId=${card.id}`)).statusCode).toBe(401);
    expect((await ok<CardTypePosition[]>(partnerStaff, 'GET', `${PATH}?cardTypeId=${card.id}`)).length).toBe(1);
    for (const [method, url, body] of [
      ['POST', PATH, { cardTypeId: card.id, servicePositionId: choices[1].id, freeCount: 1 }],
      ['PUT', PATH, { id: mine.id, servicePositionId: choices[0].id, freeCount: 2 }],
      ['DELETE', `${PATH}/${mine.id}`],
      ['POST', `${PATH}/${mine.id}`],
    ] as const) {
      await refused([403, 'ACCESS_DENIED'], partnerStaff, method, url, body);
    }
  });
});
