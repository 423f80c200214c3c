import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditJournal } from '../../../src/server/audit/auditSchema';
import { services } from '../../../src/server/orders/ordersSchema';
import { orderStatusBindings } from '../../../src/server/references/orderStatusesSchema';
import { SERVICE_IDS } from '../../../src/shared/constants';
import { REF_VALUE_IDS } from '../../../src/shared/referenceIds';
import type { OrderStatusBinding } from '../../../src/shared/schemas/orderStatusBindings';
import { login, openTestApp } from '../buildTestApp';
import { cardCalls } from '../cards/cardFixtures';
import { invoiceUser } from '../invoices/invoiceFixtures';
import { partnerId, TYRE_PARTNER } from '../pricing/promoFixtures';

const V = REF_VALUE_IDS;
const SOURCE = V.statusSource;

describe('order status bindings (/v1/order_statuses)', () => {
  const t = openTestApp();
  const { call, ok, refused } = cardCalls(() => t.app);
  let admin = '';
  let operator = '';
  let partnerStaff = '';

  beforeAll(async () => {
    [admin, operator] = await Promise.all([
      login(t.app, 'admin@demo.ru', 'Admin12345'),
      login(t.app, 'operator@demo.ru', 'Operator12345'),
    ]);
    const flags = ['available', 'permissionInsert', 'permissionUpdate', 'permissionDelete'] as const;
    partnerStaff = (await invoiceUser(t.app, t.db, [...flags], await partnerId(t.db, TYRE_PARTNER), ['services']))
      .token;
  });

  /** A service of the test's own, so no other test's bindings share its service and source. */
  const newService = async () => {
    const code = `test_${randomUUID().slice(0, 8)}`;
    const [row] = await t.db
      .insert(services)
      .values({ name: `Услуга ${code}`, code })
      .returning();
    return row.id;
  };
  const bind = (serviceId: number, statusRefValueId: number, fields: object = {}) =>
    ok<OrderStatusBinding>(admin, 'POST', '/v1/order_statuses', {
      serviceId,
      sourceRefValueId: SOURCE,
      statusRefValueId,
      ...fields,
    });
  const listOf = (serviceId: number, token = admin) =>
    ok<OrderStatusBinding[]>(token, 'GET', `/v1/order_statuses?serviceId=${serviceId}&sourceRefValueId=${SOURCE}`);

  it('binds statuses in order with their names; an unset sort goes after the last', async () => {
    const service = await newService();
    const first = await bind(service, V.orderStatusNew);
    const second = await bind(service, V.orderStatusInWork);
    const early = await bind(service, V.orderStatusDone, { sort: 5 });
    expect(first).toMatchObject({
      serviceId: service,
      sourceRefValueId: SOURCE,
      statusRefValueId: V.orderStatusNew,
      statusName: 'Новая',
      isPrimary: false,
      sort: 10,
    });
    expect(second.sort).toBe(20);
    expect(first.createdAt).toBeGreaterThan(Date.now() / 1000 - 60);
    expect((await listOf(service)).map((b) => b.id)).toEqual([early.id, first.id, second.id]);
    // Another source has its own list.
    expect(await ok(admin, 'GET', `/v1/order_statuses?serviceId=${service}&sourceRefValueId=9011`)).toEqual([]);
  });

  it('changes a binding, makes one primary at a time and deletes, journaling each write', async () => {
    const service = await newService();
    const a = await bind(service, V.orderStatusNew);
    const b = await bind(service, V.orderStatusInWork);
    const changed = await ok<OrderStatusBinding>(admin, 'PUT', `/v1/order_statuses/${b.id}`, {
      statusRefValueId: V.orderStatusExecutorAssigned,
      sort: 1,
    });
    expect(changed).toMatchObject({
      statusRefValueId: V.orderStatusExecutorAssigned,
      statusName: 'Назначен исполнитель',
    });
    expect((await listOf(service)).map((x) => x.id)).toEqual([b.id, a.id]);

    expect((await ok<OrderStatusBinding>(admin, 'PUT', `/v1/order_statuses/${a.id}/primary`)).isPrimary).toBe(true);
    expect((await ok<OrderStatusBinding>(admin, 'PUT', `/v1/order_statuses/${b.id}/primary`)).isPrimary).toBe(true);
    expect((await listOf(service)).map((x) => [x.id, x.isPrimary])).toEqual([
      [b.id, true],
      [a.id, false],
    ]);
    // Again on the primary one changes nothing.
    await ok(admin, 'PUT', `/v1/order_statuses/${b.id}/primary`);
    expect((await listOf(service)).filter((x) => x.isPrimary).map((x) => x.id)).toEqual([b.id]);

    expect((await ok<OrderStatusBinding>(admin, 'DELETE', `/v1/order_statuses/${a.id}`)).id).toBe(a.id);
    expect((await listOf(service)).map((x) => x.id)).toEqual([b.id]);

    const journal = await t.db
      .select()
      .from(auditJournal)
      .where(and(eq(auditJournal.entity, 'order_status_binding'), eq(auditJournal.entityId, a.id)))
      .orderBy(asc(auditJournal.id));
    expect(journal.map((j) => j.action)).toEqual(['create', 'primary', 'delete']);
  });

  it('ends two concurrent primary calls on one service and source with exactly one primary', async () => {
    const service = await newService();
    const bindings = await Promise.all(
      [V.orderStatusNew, V.orderStatusInWork, V.orderStatusDone].map((s, i) => bind(service, s, { sort: i })),
    );
    for (let round = 0; round < 3; round += 1) {
      const [x, y] = round % 2 ? [bindings[0], bindings[2]] : [bindings[1], bindings[2]];
      const answers = await Promise.all([
        call(admin, 'PUT', `/v1/order_statuses/${x.id}/primary`),
        call(admin, 'PUT', `/v1/order_statuses/${y.id}/primary`),
      ]);
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
      const stored = await t.db
        .select()
        .from(orderStatusBindings)
        .where(and(eq(orderStatusBindings.serviceId, service), eq(orderStatusBindings.isPrimary, true)));
      expect(stored).toHaveLength(1);
      expect([x.id, y.id]).toContain(stored[0].id);
    }
  });

  it('refuses values of other books, unknown services and twins with Russian messages', async () => {
    const service = await newService();
    const post = (body: object) => call(admin, 'POST', '/v1/order_statuses', body);
    const notStatus = await post({ serviceId: service, sourceRefValueId: SOURCE, statusRefValueId: SOURCE });
    expect(notStatus.statusCode).toBe(400);
    expect(notStatus.json().details).toEqual({ statusRefValueId: 'Это не статус заявки' });
    const notSource = await post({
      serviceId: service,
      sourceRefValueId: V.orderStatusNew,
      statusRefValueId: V.orderStatusNew,
    });
    expect(notSource.json().details).toEqual({ sourceRefValueId: 'Это не источник статуса' });
    const noService = await post({
      serviceId: 2_000_000_000,
      sourceRefValueId: SOURCE,
      statusRefValueId: V.orderStatusNew,
    });
    expect(noService.json().details).toEqual({ serviceId: 'Услуга не найдена' });
    expect((await post({})).json().details).toEqual({
      serviceId: 'Укажите услугу',
      sourceRefValueId: 'Укажите источник статуса',
      statusRefValueId: 'Укажите статус заявки',
    });
    const bound = await bind(service, V.orderStatusNew);
    const twin = await refused([409, 'BINDING_ALREADY_EXISTS'], admin, 'POST', '/v1/order_statuses', {
      serviceId: service,
      sourceRefValueId: SOURCE,
      statusRefValueId: V.orderStatusNew,
    });
    expect(twin.message).toBe('Этот статус уже привязан к услуге и источнику');
    const other = await bind(service, V.orderStatusDone);
    await refused([409, 'BINDING_ALREADY_EXISTS'], admin, 'PUT', `/v1/order_statuses/${other.id}`, {
      statusRefValueId: V.orderStatusNew,
    });
    const wrong = await refused([400, 'VALIDATION_ERROR'], admin, 'PUT', `/v1/order_statuses/${bound.id}`, {
      statusRefValueId: V.clientActive,
    });
    expect(wrong.details).toEqual({ statusRefValueId: 'Это не статус заявки' });
    expect(
      (await refused([400, 'VALIDATION_ERROR'], admin, 'GET', '/v1/order_statuses?serviceId=abc')).details,
    ).toEqual({ serviceId: 'Укажите услугу', sourceRefValueId: 'Укажите источник статуса' });

    const missing = 2_000_000_000;
    for (const [method, url, body] of [
      ['PUT', `/v1/order_statuses/${missing}`, { sort: 1 }],
      ['PUT', `/v1/order_statuses/${missing}/primary`],
      ['DELETE', `/v1/order_statuses/${missing}`],
    ] as const) {
      expect((await refused([404, 'ENTITY_NOT_FOUND'], admin, method, url, body)).message).toBe(
        'Привязка статуса не найдена',
      );
    }
  });

  it('needs the services key; partner staff change nothing', async () => {
    const service = await newService();
    const bound = await bind(service, V.orderStatusNew);
    expect(
      (await call(null, 'GET', `/v1/order_statuses?serviceId=${service}&sourceRefValueId=${SOURCE}`)).statusCode,
    ).toBe(401);
    await refused(
      [403, 'ACCESS_DENIED'],
      operator,
      'GET',
      `/v1/order_statuses?serviceId=${service}&sourceRefValueId=${SOURCE}`,
    );
    expect(await listOf(service, partnerStaff)).toHaveLength(1);
    for (const [method, url, body] of [
      [
        'POST',
        '/v1/order_statuses',
        { serviceId: service, sourceRefValueId: SOURCE, statusRefValueId: V.orderStatusDone },
      ],
      ['PUT', `/v1/order_statuses/${bound.id}`, { sort: 3 }],
      ['PUT', `/v1/order_statuses/${bound.id}/primary`],
      ['DELETE', `/v1/order_statuses/${bound.id}`],
    ] as const) {
      await refused([403, 'ACCESS_DENIED'], partnerStaff, method, url, body);
    }
  });

  it('seeds bindings for two services from source 144, each with a primary', async () => {
    for (const [serviceId, primary] of [
      [SERVICE_IDS.tireFitting, 'Новая'],
      [SERVICE_IDS.evacuation, 'Назначен исполнитель'],
    ] as const) {
      const list = await listOf(serviceId);
      expect(list.length).toBeGreaterThanOrEqual(3);
      expect(list.filter((b) => b.isPrimary).map((b) => b.statusName)).toEqual([primary]);
    }
  });
});
