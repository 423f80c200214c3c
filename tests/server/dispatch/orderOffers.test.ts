import { and, eq, notLike } from 'drizzle-orm';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { offerSweeper, sweepExpiredOffers } from '../../../src/server/dispatch/offerExpiry';
import { orderDispatches, orderOffers } from '../../../src/server/dispatch/offersSchema';
import { orders } from '../../../src/server/orders/ordersSchema';
import type { ServerConfig } from '../../../src/server/serverConfig';
import { vehicleMakes, vehicleModels, vehicles } from '../../../src/server/vehicles/vehiclesSchema';
import { login } from '../buildTestApp';
import { newPlate } from '../orders/ordersFixtures';
import {
  type Dispatch,
  dispatchUrl,
  historyTexts,
  justAfter,
  OFFERS_KEY,
  type OrderOffer,
  offersOf,
  openOffersTestApp,
  orderPartner,
  pendingOf,
  storedDispatch,
} from './orderOffersFixtures';

// GET /v1/order_offers, POST /v1/order_offers/{id}/accept and /reject, and the expiry of unanswered offers.

const STALE = 'Предложение уже не актуально';

describe('order offers (/v1/order_offers)', () => {
  const { t, call, ok, fails, userWith, scene } = openOffersTestApp();
  let operator: string;

  beforeAll(async () => {
    operator = await login(t.app, 'operator@demo.ru', 'Operator12345');
  });

  /** A started scene with a user of each of its partners. */
  async function started(options: Parameters<typeof scene>[0] = {}) {
    const s = await scene(options);
    await ok<Dispatch>(operator, 'POST', dispatchUrl(s.order.id));
    const staff = await Promise.all(s.partners.map((p) => userWith([OFFERS_KEY], { partnerId: p.id })));
    return { ...s, staff };
  }
  const accept = (id: number, token: string) => call(token, 'POST', `/v1/order_offers/${id}/accept`);
  const reject = (id: number, token: string, comment?: string) =>
    call(token, 'POST', `/v1/order_offers/${id}/reject`, comment === undefined ? {} : { comment });

  it('lists a partner its own pending offers, newest first, with where from and to, the vehicle and the region', async () => {
    const a = await started();
    const b = await started();
    const [model] = await t.db
      .select({
        id: vehicleModels.id,
        makeId: vehicleModels.makeId,
        model: vehicleModels.title,
        make: vehicleMakes.title,
      })
      .from(vehicleModels)
      .innerJoin(vehicleMakes, eq(vehicleMakes.id, vehicleModels.makeId))
      .limit(1);
    const [vehicle] = await t.db
      .insert(vehicles)
      .values({ number: newPlate(), makeId: model.makeId, modelId: model.id })
      .returning();
    await t.db.update(orders).set({ vehicleId: vehicle.id }).where(eq(orders.id, b.order.id));
    // b's pending offer goes to a's first partner too, so that partner has two.
    await t.db.update(orderOffers).set({ partnerId: a.partners[0].id }).where(eq(orderOffers.orderId, b.order.id));
    const list = await ok<OrderOffer[]>(a.staff[0].token, 'GET', '/v1/order_offers');
    expect(list.map((o) => o.orderId)).toEqual([b.order.id, a.order.id]);
    expect(list[0]).toMatchObject({
      partnerId: a.partners[0].id,
      status: 'pending',
      addressFrom: b.order.address,
      addressTo: `Москва, ул. Обручева, д. 30 (${b.tag})`,
      vehicleName: `${model.make} ${model.model}, ${vehicle.number}`,
      regionName: `Тестовая область ${b.tag}`,
    });
    expect(list[1].vehicleName).toBeNull();
    expect(await ok<OrderOffer[]>(a.staff[1].token, 'GET', '/v1/order_offers')).toEqual([]);
  });

  it('lists platform staff every partner’s offers, an order’s whole history, and by status', async () => {
    const s = await started();
    await ok(s.staff[0].token, 'POST', `/v1/order_offers/${(await pendingOf(t.db, s.order.id))!.id}/reject`, {});
    const all = await ok<OrderOffer[]>(operator, 'GET', '/v1/order_offers');
    expect(all.some((o) => o.orderId === s.order.id && o.partnerId === s.partners[1].id)).toBe(true);
    expect(all.every((o) => o.status === 'pending')).toBe(true);
    const history = await ok<OrderOffer[]>(operator, 'GET', `/v1/order_offers?orderId=${s.order.id}`);
    expect(history.map((o) => [o.partnerId, o.status])).toEqual([
      [s.partners[1].id, 'pending'],
      [s.partners[0].id, 'rejected'],
    ]);
    const rejected = await ok<OrderOffer[]>(operator, 'GET', `/v1/order_offers?orderId=${s.order.id}&status=rejected`);
    expect(rejected.map((o) => o.statusName)).toEqual(['Отклонено']);
    // A partner asking for the order sees only its own offer of it.
    const own = await ok<OrderOffer[]>(s.staff[0].token, 'GET', `/v1/order_offers?orderId=${s.order.id}`);
    expect(own.map((o) => o.status)).toEqual(['rejected']);
  });

  it('accepts: the offer, the dispatch and the order go to the partner, with who answered and a history line', async () => {
    const s = await started();
    const offer = (await pendingOf(t.db, s.order.id))!;
    const answered = await ok<OrderOffer>(s.staff[0].token, 'POST', `/v1/order_offers/${offer.id}/accept`);
    expect(answered).toMatchObject({
      id: offer.id,
      status: 'accepted',
      statusName: 'Принято',
      answeredByUserFio: expect.stringContaining('Диспетчеров'),
    });
    expect(answered.answeredDate).not.toBeNull();
    expect(await orderPartner(t.db, s.order.id)).toBe(s.partners[0].id);
    const dispatch = await ok<Dispatch>(operator, 'GET', dispatchUrl(s.order.id));
    expect(dispatch).toMatchObject({
      state: 'accepted',
      stateName: 'Принято партнёром',
      allowedActions: ['offer.restart', 'offer.operator'],
    });
    expect((await historyTexts(t.db, s.order.id)).at(-1)).toBe(`Партнёр «${s.partners[0].name}» принял предложение`);
    // Accepting twice is stale.
    await fails(accept(offer.id, s.staff[0].token), 409, 'INELIGIBLE_STATE', STALE);
  });

  it('rejects: the next partner by priority is asked, and when none is left the operator takes over', async () => {
    const s = await started({ partners: 2 });
    const first = (await pendingOf(t.db, s.order.id))!;
    const answered = await ok<OrderOffer>(s.staff[0].token, 'POST', `/v1/order_offers/${first.id}/reject`, {
      comment: '  Все машины заняты  ',
    });
    expect(answered).toMatchObject({ status: 'rejected', comment: 'Все машины заняты' });
    const second = (await pendingOf(t.db, s.order.id))!;
    expect(second).toMatchObject({ partnerId: s.partners[1].id, priority: 2 });
    expect(await storedDispatch(t.db, s.order.id)).toMatchObject({ state: 'offering', position: 1 });
    await ok(operator, 'POST', `/v1/order_offers/${second.id}/reject`);
    expect(await storedDispatch(t.db, s.order.id)).toMatchObject({ state: 'manual', position: 1 });
    expect(await pendingOf(t.db, s.order.id)).toBeNull();
    expect((await historyTexts(t.db, s.order.id)).slice(1)).toEqual([
      `Партнёр «${s.partners[0].name}» отклонил предложение: Все машины заняты`,
      `Предложение отправлено партнёру «${s.partners[1].name}» (приоритет 2)`,
      `Партнёр «${s.partners[1].name}» отклонил предложение`,
      'Партнёры закончились: ручная обработка оператором',
    ]);
    await fails(reject(second.id, operator), 409, 'INELIGIBLE_STATE', STALE);
  });

  it("checks the body, the id and who answers: 400, 404 (another partner's offer too), 403", async () => {
    const s = await started();
    const offer = (await pendingOf(t.db, s.order.id))!;
    const long = await fails(reject(offer.id, s.staff[0].token, 'я'.repeat(501)), 400, 'VALIDATION_ERROR');
    expect(long.details?.comment).toBe('Не более 500 символов');
    const bad = await fails(accept(0, s.staff[0].token), 400, 'VALIDATION_ERROR');
    expect(bad.details?.id).toBe('Некорректное предложение');
    await fails(accept(999_999_999, s.staff[0].token), 404, 'ENTITY_NOT_FOUND', 'Предложение не найдено');
    // Another partner's staff (to them the offer does not exist), a user without the key, one who may only look.
    await fails(accept(offer.id, s.staff[1].token), 404, 'ENTITY_NOT_FOUND', 'Предложение не найдено');
    await fails(reject(offer.id, s.staff[2].token), 404, 'ENTITY_NOT_FOUND', 'Предложение не найдено');
    const nobody = await userWith([], { partnerId: s.partners[0].id });
    const viewer = await userWith([OFFERS_KEY], { partnerId: s.partners[0].id, flags: ['available'] });
    await fails(call(nobody.token, 'GET', '/v1/order_offers'), 403, 'ACCESS_DENIED');
    await fails(accept(offer.id, viewer.token), 403, 'ACCESS_DENIED');
    expect((await ok<OrderOffer[]>(viewer.token, 'GET', '/v1/order_offers')).map((o) => o.id)).toContain(offer.id);
    const query = await fails(call(operator, 'GET', '/v1/order_offers?orderId=x&status=old'), 400, 'VALIDATION_ERROR');
    expect(query.details?.orderId).toBe('Некорректный номер заявки');
    expect(query.details?.status).toBeTruthy();
    expect((await pendingOf(t.db, s.order.id))!.id).toBe(offer.id);
  });

  it('expires unanswered offers through the chart: next partner, and the operator after the last', async () => {
    const s = await started({ partners: 2 });
    const first = (await pendingOf(t.db, s.order.id))!;
    // Not yet due: nothing moves.
    await sweepExpiredOffers(t.db, new Date(first.expiresAt.getTime() - 1000));
    expect((await pendingOf(t.db, s.order.id))!.id).toBe(first.id);
    expect(await sweepExpiredOffers(t.db, justAfter(first))).toBeGreaterThanOrEqual(1);
    const second = (await pendingOf(t.db, s.order.id))!;
    expect(second.partnerId).toBe(s.partners[1].id);
    // The next partner's time counts from the expiry.
    expect(second.expiresAt.getTime()).toBe(justAfter(first).getTime() + 300_000);
    await sweepExpiredOffers(t.db, justAfter(second));
    expect(await storedDispatch(t.db, s.order.id)).toMatchObject({ state: 'manual' });
    expect((await offersOf(t.db, s.order.id)).map((o) => o.status)).toEqual(['expired', 'expired']);
    expect((await historyTexts(t.db, s.order.id)).slice(-2)).toEqual([
      `Партнёр «${s.partners[1].name}» не ответил на предложение вовремя`,
      'Партнёры закончились: ручная обработка оператором',
    ]);
    await fails(accept(second.id, s.staff[1].token), 409, 'INELIGIBLE_STATE', STALE);
  });

  it('expires a due offer before listing or answering it', async () => {
    const s = await started();
    const first = (await pendingOf(t.db, s.order.id))!;
    await t.db
      .update(orderOffers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orderOffers.id, first.id));
    await fails(accept(first.id, s.staff[0].token), 409, 'INELIGIBLE_STATE', STALE);
    expect((await offersOf(t.db, s.order.id)).map((o) => o.status)).toEqual(['expired', 'pending']);
    const second = (await pendingOf(t.db, s.order.id))!;
    await t.db
      .update(orderOffers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orderOffers.id, second.id));
    expect(await ok<OrderOffer[]>(s.staff[1].token, 'GET', '/v1/order_offers')).toEqual([]);
    expect((await ok<OrderOffer[]>(s.staff[2].token, 'GET', '/v1/order_offers')).map((o) => o.orderId)).toEqual([
      s.order.id,
    ]);
  });

  it('lets exactly one of two answers at once through', async () => {
    const s = await started();
    const colleague = await userWith([OFFERS_KEY], { partnerId: s.partners[0].id });
    const offer = (await pendingOf(t.db, s.order.id))!;
    const responses = await Promise.all([
      accept(offer.id, s.staff[0].token),
      reject(offer.id, colleague.token, 'Не успеваем'),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = responses.find((r) => r.statusCode === 200)!.json() as OrderOffer;
    const statuses = (await offersOf(t.db, s.order.id)).map((o) => o.status);
    expect(statuses).toEqual(winner.status === 'accepted' ? ['accepted'] : ['rejected', 'pending']);
  });

  it('lets exactly one of an accept and the sweeper through', async () => {
    for (let round = 0; round < 2; round += 1) {
      const s = await started();
      const offer = (await pendingOf(t.db, s.order.id))!;
      const [response] = await Promise.all([
        accept(offer.id, s.staff[0].token),
        sweepExpiredOffers(t.db, justAfter(offer)),
      ]);
      const [settled] = (await offersOf(t.db, s.order.id)).filter((o) => o.id === offer.id);
      const dispatch = await storedDispatch(t.db, s.order.id);
      if (response.statusCode === 200) {
        expect([settled.status, dispatch!.state]).toEqual(['accepted', 'accepted']);
      } else {
        expect(response.statusCode).toBe(409);
        expect([settled.status, dispatch!.state, dispatch!.position]).toEqual(['expired', 'offering', 1]);
      }
    }
  });

  it('demo: the tow partner’s dispatcher finds offers waiting, and the dispatches show every state', async () => {
    const dispatcher = await login(t.app, 'dispatch@demo.ru', 'Dispatch12345');
    const waiting = await ok<OrderOffer[]>(dispatcher, 'GET', '/v1/order_offers');
    expect(waiting.length).toBeGreaterThanOrEqual(2);
    expect(new Set(waiting.map((o) => o.partnerName))).toEqual(new Set(['Эвакуатор-Сервис']));
    expect(waiting[0]).toMatchObject({
      addressFrom: expect.any(String),
      addressTo: expect.any(String),
      regionName: expect.any(String),
    });
    const demo = await t.db
      .select({ orderId: orderDispatches.orderId, state: orderDispatches.state })
      .from(orderDispatches)
      .innerJoin(orders, eq(orders.id, orderDispatches.orderId))
      .where(and(eq(orders.serviceId, 13), notLike(orders.number, 'T-%')));
    // The tests' own orders are numbered 'T-…'; the rest are the demo's.
    expect(new Set(demo.map((d) => d.state))).toEqual(new Set(['offering', 'accepted', 'manual']));
    const manual = await Promise.all(
      demo.filter((d) => d.state === 'manual').map((d) => ok<Dispatch>(operator, 'GET', dispatchUrl(d.orderId))),
    );
    expect(
      manual.some((d) => ['rejected', 'expired'].every((status) => d.offers.some((o) => o.status === status))),
    ).toBe(true);
  });

  it('describes its calls in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining([
        '/v1/order_offers',
        '/v1/order_offers/{id}/accept',
        '/v1/order_offers/{id}/reject',
        '/v1/order_evacuation/{orderId}',
        '/v1/order_evacuation/{orderId}/restart',
        '/v1/order_evacuation/{orderId}/operator',
        '/v1/service_partner/priorities',
        '/v1/service_partner/priority',
      ]),
    );
  });

  it('runs the sweeper from ready to close on its own timer', async () => {
    const s = await started();
    const offer = (await pendingOf(t.db, s.order.id))!;
    await t.db
      .update(orderOffers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orderOffers.id, offer.id));
    const host = Fastify({ logger: false });
    host.decorate('db', t.db);
    host.decorate('serverConfig', { ...t.app.serverConfig, offerSweepMs: 20 } satisfies ServerConfig);
    await host.register(offerSweeper);
    await host.ready();
    try {
      await expect
        .poll(async () => (await offersOf(t.db, s.order.id)).map((o) => o.status), { timeout: 20_000, interval: 50 })
        .toEqual(['expired', 'pending']);
    } finally {
      await host.close();
    }
  });
});
