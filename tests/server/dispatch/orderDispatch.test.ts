import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sweepExpiredOffers } from '../../../src/server/dispatch/offerExpiry';
import { orderOffers, servicePartnerPriorities } from '../../../src/server/dispatch/offersSchema';
import { createTestUser, login } from '../buildTestApp';
import { archiveOrder, holdOrder } from '../orders/orderPartsFixtures';
import {
  DISPATCH_KEY,
  type Dispatch,
  dispatchUrl,
  historyTexts,
  offersOf,
  openOffersTestApp,
  pendingOf,
  storedDispatch,
} from './orderOffersFixtures';

// POST /v1/order_evacuation/{orderId}, /restart, /operator and GET: the operator's side of the evacuation dispatch.

describe('evacuation dispatch (/v1/order_evacuation)', () => {
  const { t, call, ok, fails, userWith, scene } = openOffersTestApp();
  let operator: string;

  beforeAll(async () => {
    operator = await login(t.app, 'operator@demo.ru', 'Operator12345');
  });

  const start = (orderId: number, token = operator) => call(token, 'POST', dispatchUrl(orderId));

  it('is idle before a start, with the partners a start would ask and the start and operator buttons', async () => {
    const s = await scene();
    const dispatch = await ok<Dispatch>(operator, 'GET', dispatchUrl(s.order.id));
    expect(dispatch).toEqual({
      orderId: s.order.id,
      state: 'idle',
      stateName: 'Не запущено',
      candidates: s.partners.map((p, i) => ({ partnerId: p.id, partnerName: p.name, priority: i + 1 })),
      position: 0,
      startedDate: null,
      offers: [],
      allowedActions: ['offer.start', 'offer.operator'],
    });
  });

  it('starts: a pending offer to the first partner by priority, due in OFFER_RESPONSE_SECONDS, and a history line', async () => {
    const s = await scene({ priorities: [2, 1, 3] });
    const before = Math.floor(Date.now() / 1000);
    const dispatch = await ok<Dispatch>(operator, 'POST', dispatchUrl(s.order.id));
    const [first, second, third] = s.partners;
    expect(dispatch).toMatchObject({
      state: 'offering',
      stateName: 'Предложение партнёру',
      position: 0,
      allowedActions: ['offer.restart', 'offer.operator'],
    });
    expect(dispatch.candidates.map((c) => c.partnerId)).toEqual([second.id, first.id, third.id]);
    expect(dispatch.startedDate).toBeGreaterThanOrEqual(before);
    expect(dispatch.offers).toHaveLength(1);
    const [offer] = dispatch.offers;
    expect(offer).toMatchObject({
      orderId: s.order.id,
      orderNumber: s.order.number,
      partnerId: second.id,
      partnerName: second.name,
      priority: 1,
      status: 'pending',
      statusName: 'Ожидает ответа',
      answeredDate: null,
      answeredByUserFio: null,
      addressFrom: s.order.address,
      addressTo: `Москва, ул. Обручева, д. 30 (${s.tag})`,
      regionName: `Тестовая область ${s.tag}`,
    });
    expect(offer.expiresDate - offer.createdDate).toBe(300);
    expect(await historyTexts(t.db, s.order.id)).toEqual([
      `Предложение отправлено партнёру «${second.name}» (приоритет 1)`,
    ]);
    const row = await storedDispatch(t.db, s.order.id);
    expect(row).toMatchObject({ state: 'offering', position: 0, candidatePartnerIds: [second.id, first.id, third.id] });
  });

  it('sorts equal priorities by partner name', async () => {
    const s = await scene({ priorities: [5, 5, 1] });
    const dispatch = await ok<Dispatch>(operator, 'POST', dispatchUrl(s.order.id));
    expect(dispatch.candidates.map((c) => c.partnerName)).toEqual([
      s.partners[2].name,
      s.partners[0].name,
      s.partners[1].name,
    ]);
  });

  it('goes straight to the operator when the region has no partner for the service, and for service 903 too', async () => {
    const s = await scene({ partners: 0, serviceId: 903 });
    const dispatch = await ok<Dispatch>(operator, 'POST', dispatchUrl(s.order.id));
    expect(dispatch).toMatchObject({
      state: 'manual',
      stateName: 'Ручная обработка оператором',
      candidates: [],
      offers: [],
      allowedActions: ['offer.restart'],
    });
    expect(await historyTexts(t.db, s.order.id)).toEqual([
      'Нет партнёров с приоритетом по услуге в регионе заявки: ручная обработка оператором',
    ]);
  });

  it('refuses an order that is not an evacuation (400) and answers no actions for it', async () => {
    const s = await scene({ serviceId: 61 });
    for (const action of ['', 'restart', 'operator']) {
      const body = await fails(
        call(operator, 'POST', dispatchUrl(s.order.id, action)),
        400,
        'VALIDATION_ERROR',
        'Поиск партнёра только для заявок на эвакуацию',
      );
      expect(body.details).toEqual({ orderId: 'Поиск партнёра только для заявок на эвакуацию' });
    }
    expect((await ok<Dispatch>(operator, 'GET', dispatchUrl(s.order.id))).allowedActions).toEqual([]);
    expect(await storedDispatch(t.db, s.order.id)).toBeNull();
  });

  it('restarts from the first partner: the pending offer withdrawn, the priorities read again', async () => {
    const s = await scene();
    await ok(operator, 'POST', dispatchUrl(s.order.id));
    const [first, second] = s.partners;
    await ok(operator, 'POST', `/v1/order_offers/${(await pendingOf(t.db, s.order.id))!.id}/reject`, {
      comment: 'Нет машин',
    });
    // The second partner now comes first in the region.
    await t.db
      .update(servicePartnerPriorities)
      .set({ priority: 10 })
      .where(eq(servicePartnerPriorities.partnerId, first.id));
    const dispatch = await ok<Dispatch>(operator, 'POST', dispatchUrl(s.order.id, 'restart'));
    expect(dispatch).toMatchObject({ state: 'offering', position: 0 });
    expect(dispatch.candidates.map((c) => c.partnerId)).toEqual([second.id, s.partners[2].id, first.id]);
    expect(dispatch.offers.map((o) => [o.partnerId, o.status])).toEqual([
      [first.id, 'rejected'],
      [second.id, 'cancelled'],
      [second.id, 'pending'],
    ]);
    expect((await historyTexts(t.db, s.order.id)).slice(-3)).toEqual([
      `Предложение партнёру «${second.name}» отозвано`,
      'Поиск партнёра перезапущен',
      `Предложение отправлено партнёру «${second.name}» (приоритет 2)`,
    ]);
  });

  it('hands the order to the operator: the pending offer withdrawn, only restart left', async () => {
    const s = await scene();
    await ok(operator, 'POST', dispatchUrl(s.order.id));
    const dispatch = await ok<Dispatch>(operator, 'POST', dispatchUrl(s.order.id, 'operator'));
    expect(dispatch).toMatchObject({ state: 'manual', allowedActions: ['offer.restart'] });
    expect(dispatch.offers.map((o) => o.status)).toEqual(['cancelled']);
    expect((await historyTexts(t.db, s.order.id)).slice(-2)).toEqual([
      `Предложение партнёру «${s.partners[0].name}» отозвано`,
      'Заявка передана на ручную обработку оператором',
    ]);
    // And from idle, without any offer.
    const idle = await scene();
    expect((await ok<Dispatch>(operator, 'POST', dispatchUrl(idle.order.id, 'operator'))).state).toBe('manual');
    expect(await offersOf(t.db, idle.order.id)).toEqual([]);
  });

  it('answers 409 INELIGIBLE_STATE for what the chart does not allow from the stored state', async () => {
    const s = await scene();
    await fails(
      call(operator, 'POST', dispatchUrl(s.order.id, 'restart')),
      409,
      'INELIGIBLE_STATE',
      'Действие «Перезапустить поиск» недоступно: Не запущено',
    );
    await ok(operator, 'POST', dispatchUrl(s.order.id));
    await fails(
      start(s.order.id),
      409,
      'INELIGIBLE_STATE',
      'Действие «Запустить поиск партнёра» недоступно: Предложение партнёру',
    );
    await ok(operator, 'POST', dispatchUrl(s.order.id, 'operator'));
    await fails(
      call(operator, 'POST', dispatchUrl(s.order.id, 'operator')),
      409,
      'INELIGIBLE_STATE',
      'Действие «Обработать вручную» недоступно: Ручная обработка оператором',
    );
    expect((await storedDispatch(t.db, s.order.id))!.state).toBe('manual');
  });

  it('refuses changes to an order another operator holds or that is archived (409), reads them still', async () => {
    const s = await scene();
    const other = await createTestUser(t.db, { lastName: 'Занятов', firstName: 'Пётр' });
    await holdOrder(t.db, s.order.id, other.id);
    const held = await fails(start(s.order.id), 409, 'INELIGIBLE_STATE');
    expect(held.message).toContain('Занятов');
    expect((await ok<Dispatch>(operator, 'GET', dispatchUrl(s.order.id))).state).toBe('idle');
    const archived = await scene();
    await archiveOrder(t.db, archived.order.id);
    await fails(start(archived.order.id), 409, 'INELIGIBLE_STATE');
  });

  it('answers 404 for an unknown order and 400 for a malformed id', async () => {
    for (const action of ['', 'restart', 'operator'])
      await fails(
        call(operator, 'POST', dispatchUrl(999_999_999, action)),
        404,
        'ENTITY_NOT_FOUND',
        'Заявка не найдена',
      );
    await fails(call(operator, 'GET', dispatchUrl(999_999_999)), 404, 'ENTITY_NOT_FOUND', 'Заявка не найдена');
    const bad = await fails(call(operator, 'GET', '/v1/order_evacuation/abc'), 400, 'VALIDATION_ERROR');
    expect(bad.details?.orderId).toBe('Некорректный номер заявки');
  });

  it('answers 403 without the key, and to the actions with only "available"', async () => {
    const s = await scene();
    const nobody = await userWith([]);
    const reader = await userWith([DISPATCH_KEY], { flags: ['available'] });
    await fails(call(nobody.token, 'GET', dispatchUrl(s.order.id)), 403, 'ACCESS_DENIED');
    expect((await ok<Dispatch>(reader.token, 'GET', dispatchUrl(s.order.id))).state).toBe('idle');
    for (const action of ['', 'restart', 'operator'])
      await fails(call(reader.token, 'POST', dispatchUrl(s.order.id, action)), 403, 'ACCESS_DENIED');
    await fails(call(null, 'GET', dispatchUrl(s.order.id)), 401, 'UNAUTHORIZED');
  });

  it('lets one of two simultaneous starts through: one 200, one 409, one pending offer', async () => {
    const s = await scene();
    const responses = await Promise.all([start(s.order.id), start(s.order.id)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await offersOf(t.db, s.order.id)).map((o) => o.status)).toEqual(['pending']);
  });

  it('shows the dispatch after an expiry the sweeper has not made yet', async () => {
    const s = await scene();
    await ok(operator, 'POST', dispatchUrl(s.order.id));
    const pending = (await pendingOf(t.db, s.order.id))!;
    // The deadline passed (moved back, as time would): the read expires it first.
    await t.db
      .update(orderOffers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orderOffers.id, pending.id));
    const dispatch = await ok<Dispatch>(operator, 'GET', dispatchUrl(s.order.id));
    expect(dispatch).toMatchObject({ state: 'offering', position: 1 });
    expect(dispatch.offers.map((o) => [o.partnerId, o.status])).toEqual([
      [s.partners[0].id, 'expired'],
      [s.partners[1].id, 'pending'],
    ]);
    // The sweeper, coming at that moment, finds nothing of this order left to expire.
    await sweepExpiredOffers(t.db, new Date());
    expect((await offersOf(t.db, s.order.id)).map((o) => o.status)).toEqual(['expired', 'pending']);
  });
});
