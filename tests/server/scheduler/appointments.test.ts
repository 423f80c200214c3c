import { and, desc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { APPOINTMENT_EVENTS } from '../../../machines/scheduler/appointmentMachine';
import { orders } from '../../../src/server/orders/ordersSchema';
import { appointmentHistory } from '../../../src/server/scheduler/schedulerSchema';
import {
  type Appointment,
  END_BEFORE_START,
  FEDERAL_DAY_CLOSED,
  OFF_GRID,
  ORDER_NEEDS_CLIENT,
  OUTSIDE_WORKING_HOURS,
  POST_DELETED,
  SERVICE_NOT_ON_POST,
} from '../../../src/shared/schemas/scheduler/schedulerAppointments';
import { createTestUser, login, openTestApp } from '../buildTestApp';
import { at, newClient, newOffice, newPost, schedulerUser } from './schedulerFixtures';

// One appointment's calls on an office and posts of the file's own: create, read, update, move, stretch, delete and
// order_by_appointment; every booking rule's Russian message, the history lines, 403, 404 and the partner scope.
// The races (20 bookings of one slot) are in appointmentsConcurrency.test.ts.

const DAY = '2026-11-24'; // a Tuesday
type Failure = { errorCode: string; message: string; details?: Record<string, string> };

describe('appointments (/v1/users/scheduler)', () => {
  const t = openTestApp();
  let admin = '';
  let partnerId = 0;
  let officeId = 0;
  let post1 = 0;
  let post2 = 0;
  let deletedPost = 0;
  let tyrePost = 0;
  let otherOfficePost = 0;
  let clientId = 0;
  beforeAll(async () => {
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
    const office = await newOffice(t.db);
    ({ id: officeId, partnerId } = office);
    post1 = (await newPost(t.db, officeId, { name: 'Пост 1', sort: 1 })).id;
    post2 = (await newPost(t.db, officeId, { name: 'Пост 2', sort: 2, serviceIds: [61, 69] })).id;
    deletedPost = (await newPost(t.db, officeId, { name: 'Пост удалённый', deleted: true })).id;
    tyrePost = (await newPost(t.db, officeId, { name: 'Шиномонтаж', serviceIds: [69] })).id;
    otherOfficePost = (await newPost(t.db, (await newOffice(t.db, { partnerId })).id, { name: 'Пост другого офиса' }))
      .id;
    clientId = (await newClient(t.db)).id;
  });

  const call = (token: string | null, method: InjectOptions['method'], url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/v1/users/scheduler${url}`,
      headers: token ? { authorization: token } : {},
      ...(payload ? { payload } : {}),
    });
  async function ok<T = Appointment>(
    method: InjectOptions['method'],
    url: string,
    payload?: object,
    token = admin,
  ): Promise<T> {
    const response = await call(token, method, url, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  }
  async function fails(
    method: InjectOptions['method'],
    url: string,
    payload: object | undefined,
    status: number,
    errorCode: string,
    message?: string,
    token: string | null = admin,
  ) {
    const response = await call(token, method, url, payload);
    expect(response.statusCode, response.body).toBe(status);
    const body = response.json() as Failure;
    expect(body.errorCode).toBe(errorCode);
    if (message !== undefined) expect(body.message).toBe(message);
    return body;
  }
  const create = (time: string, fields: object = {}) =>
    ok('POST', '', {
      officePostId: post1,
      serviceId: 61,
      startDate: at(DAY, time),
      title: `Запись ${time}`,
      ...fields,
    });
  /** A refused booking: 400 with the rule's message, also under the field. */
  const refused = async (
    method: InjectOptions['method'],
    url: string,
    payload: object,
    field: string,
    message: string,
  ) => {
    const body = await fails(method, url, payload, 400, 'VALIDATION_ERROR', message);
    expect(body.details).toEqual({ [field]: message });
  };
  const historyOf = (id: number) =>
    t.db
      .select()
      .from(appointmentHistory)
      .where(eq(appointmentHistory.appointmentId, id))
      .orderBy(desc(appointmentHistory.id));

  it('books a post: the end defaults to 30 minutes later, the answer joins the post, office, service and author', async () => {
    const a = await create('09:00', { details: '{"comment":"Позвонить за час"}', phone: '+79161234567', clientId });
    expect(a).toMatchObject({
      officePostId: post1,
      officePostName: 'Пост 1',
      partnerOfficeId: officeId,
      partnerId,
      serviceId: 61,
      startDate: at(DAY, '09:00'),
      endDate: at(DAY, '09:30'),
      title: 'Запись 09:00',
      details: '{"comment":"Позвонить за час"}',
      clientId,
      clientFio: 'Записев Пётр Ильич',
      phone: '+79161234567',
      orderId: null,
      orderNumber: null,
      state: 'booked',
      stateName: 'Записан',
      deletedDate: null,
      deletedByUserFio: null,
    });
    expect(a.serviceName).toBeTruthy();
    expect(a.createdByUserFio).toBeTruthy();
    expect(a.allowedActions).toEqual(APPOINTMENT_EVENTS.map((e) => e.type));
    expect(await ok('GET', `/${a.id}`)).toEqual(a);
    const [line] = await historyOf(a.id);
    expect(line).toMatchObject({
      action: 'appointment.create',
      description: 'Создание: Пост 1, 24.11.2026 09:00–09:30, «Запись 09:00»',
    });
  });

  it('takes an explicit end and touching appointments', async () => {
    const a = await create('11:00', { endDate: at(DAY, '12:30') });
    expect(a.endDate - a.startDate).toBe(90 * 60);
    await create('12:30');
    await create('10:30');
  });

  it('refuses what the schema refuses, with the fields named', async () => {
    const body = await fails(
      'POST',
      '',
      { officePostId: post1, serviceId: 61, startDate: at(DAY, '13:00') },
      400,
      'VALIDATION_ERROR',
    );
    expect(body.details).toEqual({ title: 'Укажите название записи' });
    const noStart = await fails(
      'POST',
      '',
      { officePostId: post1, serviceId: 61, title: 'x' },
      400,
      'VALIDATION_ERROR',
    );
    expect(noStart.details).toEqual({ startDate: 'Укажите начало записи' });
  });

  it('refuses a booking that breaks a rule of the post, with its Russian message', async () => {
    const base = { officePostId: post1, serviceId: 61, title: 'Правила' };
    await refused('POST', '', { ...base, startDate: at(DAY, '13:15') }, 'startDate', OFF_GRID);
    await refused('POST', '', { ...base, startDate: at(DAY, '13:00'), endDate: at(DAY, '13:45') }, 'endDate', OFF_GRID);
    await refused('POST', '', { ...base, startDate: at(DAY, '13:00') + 1 }, 'startDate', OFF_GRID);
    await refused(
      'POST',
      '',
      { ...base, startDate: at(DAY, '13:00'), endDate: at(DAY, '13:00') },
      'endDate',
      END_BEFORE_START,
    );
    await refused(
      'POST',
      '',
      { ...base, startDate: at(DAY, '13:00'), endDate: at(DAY, '12:00') },
      'endDate',
      END_BEFORE_START,
    );
    await refused('POST', '', { ...base, startDate: at(DAY, '08:30') }, 'startDate', OUTSIDE_WORKING_HOURS);
    await refused(
      'POST',
      '',
      { ...base, startDate: at(DAY, '17:30'), endDate: at(DAY, '18:30') },
      'startDate',
      OUTSIDE_WORKING_HOURS,
    );
    await refused('POST', '', { ...base, startDate: at('2026-11-28', '10:00') }, 'startDate', OUTSIDE_WORKING_HOURS);
    await refused('POST', '', { ...base, startDate: at('2026-11-04', '10:00') }, 'startDate', FEDERAL_DAY_CLOSED);
    await refused(
      'POST',
      '',
      { ...base, startDate: at('2026-11-03', '17:30'), endDate: at('2026-11-05', '09:30') },
      'startDate',
      FEDERAL_DAY_CLOSED,
    );
    await refused(
      'POST',
      '',
      { ...base, officePostId: deletedPost, startDate: at(DAY, '10:00') },
      'officePostId',
      POST_DELETED,
    );
    await refused(
      'POST',
      '',
      { ...base, serviceId: 69, startDate: at(DAY, '13:00') },
      'serviceId',
      SERVICE_NOT_ON_POST,
    );
    await refused(
      'POST',
      '',
      { ...base, officePostId: tyrePost, startDate: at(DAY, '13:00') },
      'serviceId',
      SERVICE_NOT_ON_POST,
    );
    await refused(
      'POST',
      '',
      { ...base, serviceId: 2_000_000_000, startDate: at(DAY, '13:00') },
      'serviceId',
      'Услуга не найдена',
    );
    await refused(
      'POST',
      '',
      { ...base, clientId: 2_000_000_000, startDate: at(DAY, '13:00') },
      'clientId',
      'Клиент не найден',
    );
    await fails(
      'POST',
      '',
      { ...base, officePostId: 2_000_000_000, startDate: at(DAY, '13:00') },
      404,
      'ENTITY_NOT_FOUND',
      'Пост не найден',
    );
  });

  it("lays the grid and the hours on the office's own clock", async () => {
    // Kathmandu is UTC+05:45: its 10:00 is 04:15 UTC, on its grid though off a UTC one.
    const office = await newOffice(t.db, { partnerId, timezone: 'Asia/Kathmandu' });
    const post = (await newPost(t.db, office.id, { name: 'Пост Катманду' })).id;
    const zone = 'Asia/Kathmandu';
    const a = await ok('POST', '', {
      officePostId: post,
      serviceId: 61,
      startDate: at(DAY, '10:00', zone),
      title: 'Местное время',
    });
    expect(a.startDate).toBe(at(DAY, '10:00', zone));
    await refused(
      'POST',
      '',
      { officePostId: post, serviceId: 61, startDate: at(DAY, '10:00'), title: 'x' },
      'startDate',
      OFF_GRID,
    );
    await refused(
      'POST',
      '',
      { officePostId: post, serviceId: 61, startDate: at(DAY, '08:30', zone), title: 'x' },
      'startDate',
      OUTSIDE_WORKING_HOURS,
    );
    const [line] = await historyOf(a.id);
    expect(line.description).toBe('Создание: Пост Катманду, 24.11.2026 10:00–10:30, «Местное время»');
  });

  it('updates the service, title, details, client and phone, and records what changed', async () => {
    const a = await ok('POST', '', {
      officePostId: post2,
      serviceId: 61,
      startDate: at(DAY, '09:00'),
      title: 'До',
      phone: '+79160000001',
    });
    const updated = await ok('PUT', `/${a.id}`, {
      serviceId: 69,
      title: 'После',
      details: '{"a":1}',
      clientId,
      phone: '',
    });
    expect(updated).toMatchObject({
      serviceId: 69,
      title: 'После',
      details: '{"a":1}',
      clientId,
      phone: null,
      startDate: a.startDate,
      endDate: a.endDate,
    });
    const [line] = await historyOf(a.id);
    expect(line.action).toBe('appointment.update');
    expect(line.description).toMatch(
      /^Изменение: название «До» → «После»; услуга «.+» → «.+»; клиент — → «\d+»; телефон «\+79160000001» → —; подробности изменены$/,
    );
    await ok('PUT', `/${a.id}`, { serviceId: 69, title: 'После', details: '{"a":1}', clientId });
    expect((await historyOf(a.id))[0].description).toBe('Изменение: без изменений');

    const onPost1 = await create('15:00');
    await refused('PUT', `/${onPost1.id}`, { serviceId: 69, title: 'x' }, 'serviceId', SERVICE_NOT_ON_POST);
    const body = await fails('PUT', `/${onPost1.id}`, { serviceId: 61, title: '  ' }, 400, 'VALIDATION_ERROR');
    expect(body.details).toEqual({ title: 'Укажите название записи' });
  });

  it('moves to another post and time of the office keeping the duration, and writes the move in office time', async () => {
    const a = await create('10:00');
    const moved = await ok('PUT', `/move/${a.id}`, { newOfficePostId: post2, newReserveDateTime: at(DAY, '11:00') });
    expect(moved).toMatchObject({
      officePostId: post2,
      officePostName: 'Пост 2',
      startDate: at(DAY, '11:00'),
      endDate: at(DAY, '11:30'),
      state: 'booked',
    });
    const [line] = await historyOf(a.id);
    expect(line).toMatchObject({
      action: 'appointment.move',
      description: 'Перенос: Пост 1, 24.11.2026 10:00–10:30 → Пост 2, 24.11.2026 11:00–11:30',
    });
    // The time it left is free again.
    await create('10:00', { title: 'На освободившееся время' });

    const move = (body: object) => ['PUT', `/move/${a.id}`, body] as const;
    await refused(
      ...move({ newOfficePostId: post2, newReserveDateTime: at(DAY, '18:00') }),
      'newReserveDateTime',
      OUTSIDE_WORKING_HOURS,
    );
    await refused(
      ...move({ newOfficePostId: post2, newReserveDateTime: at('2026-11-04', '11:00') }),
      'newReserveDateTime',
      FEDERAL_DAY_CLOSED,
    );
    await refused(
      ...move({ newOfficePostId: post2, newReserveDateTime: at(DAY, '11:10') }),
      'newReserveDateTime',
      OFF_GRID,
    );
    await refused(
      ...move({ newOfficePostId: deletedPost, newReserveDateTime: at(DAY, '11:00') }),
      'newOfficePostId',
      POST_DELETED,
    );
    await refused(
      ...move({ newOfficePostId: tyrePost, newReserveDateTime: at(DAY, '11:00') }),
      'serviceId',
      SERVICE_NOT_ON_POST,
    );
    await refused(
      ...move({ newOfficePostId: otherOfficePost, newReserveDateTime: at(DAY, '11:00') }),
      'newOfficePostId',
      'Запись переносится только на пост того же офиса',
    );
    await fails(
      ...move({ newOfficePostId: 2_000_000_000, newReserveDateTime: at(DAY, '11:00') }),
      404,
      'ENTITY_NOT_FOUND',
      'Пост не найден',
    );
    expect(await ok('GET', `/${a.id}`)).toMatchObject({ officePostId: post2, startDate: at(DAY, '11:00') });
    expect(await historyOf(a.id)).toHaveLength(2);
  });

  it('stretches either edge or both on its post', async () => {
    const a = await create('16:00');
    const longer = await ok('PUT', `/stretch/${a.id}`, { endDate: at(DAY, '17:30') });
    expect(longer).toMatchObject({ startDate: at(DAY, '16:00'), endDate: at(DAY, '17:30') });
    expect((await historyOf(a.id))[0]).toMatchObject({
      action: 'appointment.stretch',
      description: 'Изменение длительности: Пост 1, 24.11.2026 16:00–16:30 → Пост 1, 24.11.2026 16:00–17:30',
    });
    const earlier = await ok('PUT', `/stretch/${a.id}`, { startDate: at(DAY, '15:30') });
    expect(earlier).toMatchObject({ startDate: at(DAY, '15:30'), endDate: at(DAY, '17:30') });
    await refused('PUT', `/stretch/${a.id}`, {}, 'startDate', 'Укажите новое начало или окончание записи');
    await refused('PUT', `/stretch/${a.id}`, { endDate: at(DAY, '18:30') }, 'startDate', OUTSIDE_WORKING_HOURS);
    await refused('PUT', `/stretch/${a.id}`, { endDate: at(DAY, '15:30') }, 'endDate', END_BEFORE_START);
    await refused('PUT', `/stretch/${a.id}`, { startDate: at(DAY, '15:20') }, 'startDate', OFF_GRID);
    expect(await ok('GET', `/${a.id}`)).toMatchObject({ startDate: at(DAY, '15:30'), endDate: at(DAY, '17:30') });
  });

  it('deletes softly: who and when, the time free again, every later action refused', async () => {
    const a = await create('14:00', { title: 'Удаляемая' });
    const deleted = await ok('DELETE', `/${a.id}`);
    expect(deleted).toMatchObject({ state: 'deleted', stateName: 'Удалена', allowedActions: [] });
    expect(deleted.deletedDate).toBeGreaterThan(0);
    expect(deleted.deletedByUserFio).toBeTruthy();
    expect((await historyOf(a.id))[0]).toMatchObject({
      action: 'appointment.delete',
      description: 'Удаление: Пост 1, 24.11.2026 14:00–14:30',
    });
    await create('14:00', { title: 'На место удалённой' });

    const gone = 'Запись уже удалена';
    await fails('DELETE', `/${a.id}`, undefined, 409, 'INELIGIBLE_STATE', gone);
    await fails('PUT', `/${a.id}`, { serviceId: 61, title: 'x' }, 409, 'INELIGIBLE_STATE', gone);
    await fails(
      'PUT',
      `/move/${a.id}`,
      { newOfficePostId: post1, newReserveDateTime: at(DAY, '17:00') },
      409,
      'INELIGIBLE_STATE',
      gone,
    );
    await fails('PUT', `/stretch/${a.id}`, { endDate: at(DAY, '15:00') }, 409, 'INELIGIBLE_STATE', gone);
    await fails('POST', `/order_by_appointment/${a.id}`, undefined, 409, 'INELIGIBLE_STATE', gone);
    expect(await historyOf(a.id)).toHaveLength(2);
  });

  it('turns an appointment with a client into an order of its service, office and start', async () => {
    const noClient = await create('12:00', { endDate: at(DAY, '12:30'), officePostId: post2 });
    const refusal = await fails(
      'POST',
      `/order_by_appointment/${noClient.id}`,
      undefined,
      400,
      'VALIDATION_ERROR',
      ORDER_NEEDS_CLIENT,
    );
    expect(refusal.details).toEqual({ clientId: ORDER_NEEDS_CLIENT });
    expect((await ok('GET', `/${noClient.id}`)).state).toBe('booked');

    const a = await ok('POST', '', {
      officePostId: post2,
      serviceId: 69,
      startDate: at(DAY, '13:00'),
      title: 'Шиномонтаж R16',
      clientId,
    });
    const result = await ok<{ appointment: Appointment; orderId: number; orderNumber: string }>(
      'POST',
      `/order_by_appointment/${a.id}`,
    );
    expect(result.appointment).toMatchObject({
      state: 'ordered',
      stateName: 'Заявка создана',
      orderId: result.orderId,
      orderNumber: result.orderNumber,
    });
    expect(result.appointment.allowedActions).not.toContain('appointment.createOrder');
    const [order] = await t.db.select().from(orders).where(eq(orders.id, result.orderId));
    expect(order).toMatchObject({
      number: result.orderNumber,
      serviceId: 69,
      clientId,
      officeId,
      partnerId,
      statusRefValueId: 9011,
      description: 'Шиномонтаж R16',
    });
    expect(order.plannedDate!.getTime() / 1000).toBe(at(DAY, '13:00'));
    expect((await historyOf(a.id))[0]).toMatchObject({
      action: 'appointment.createOrder',
      description: `Создание заявки: № ${result.orderNumber}`,
    });

    await fails(
      'POST',
      `/order_by_appointment/${a.id}`,
      undefined,
      409,
      'INELIGIBLE_STATE',
      'По записи уже создана заявка',
    );
    // An ordered appointment still moves and stretches.
    expect(await ok('PUT', `/stretch/${a.id}`, { endDate: at(DAY, '14:00') })).toMatchObject({
      state: 'ordered',
      endDate: at(DAY, '14:00'),
    });
    const orderCount = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.clientId, clientId), eq(orders.serviceId, 69)));
    expect(orderCount).toHaveLength(1);
  });

  it('answers 401 without a token and 403 without the key or the flag', async () => {
    const a = await create('17:00', { officePostId: post2 });
    await fails('GET', `/${a.id}`, undefined, 401, 'UNAUTHORIZED', undefined, null);
    const plain = await createTestUser(t.db);
    const nobody = await login(t.app, plain.email, plain.password!);
    const reader = (await schedulerUser(t.app, t.db, { keys: ['scheduler.timeline'], flags: ['available'] })).token;
    for (const [method, url, payload] of [
      ['POST', '', { officePostId: post2, serviceId: 61, startDate: at(DAY, '17:30'), title: 'x' }],
      ['PUT', `/${a.id}`, { serviceId: 61, title: 'x' }],
      ['PUT', `/move/${a.id}`, { newOfficePostId: post2, newReserveDateTime: at(DAY, '17:30') }],
      ['PUT', `/stretch/${a.id}`, { endDate: at(DAY, '18:00') }],
      ['DELETE', `/${a.id}`, undefined],
      ['POST', `/order_by_appointment/${a.id}`, undefined],
    ] as const) {
      await fails(method, url, payload, 403, 'ACCESS_DENIED', undefined, nobody);
      await fails(method, url, payload, 403, 'ACCESS_DENIED', undefined, reader);
    }
    await fails('GET', `/${a.id}`, undefined, 403, 'ACCESS_DENIED', undefined, nobody);
    expect((await ok('GET', `/${a.id}`, undefined, reader)).id).toBe(a.id);
    const inserter = (
      await schedulerUser(t.app, t.db, { keys: ['scheduler.timeline'], flags: ['available', 'permissionInsert'] })
    ).token;
    await ok(
      'POST',
      '',
      { officePostId: post2, serviceId: 61, startDate: at(DAY, '17:30'), title: 'Вставка' },
      inserter,
    );
    await fails('DELETE', `/${a.id}`, undefined, 403, 'ACCESS_DENIED', undefined, inserter);
  });

  it("answers 404 for an unknown appointment and for another partner's, and lets the partner's own staff work", async () => {
    const a = await create('09:30', { officePostId: post2 });
    const missing = 'Запись не найдена';
    for (const [method, url, payload] of [
      ['GET', '/2000000000', undefined],
      ['PUT', '/2000000000', { serviceId: 61, title: 'x' }],
      ['DELETE', '/2000000000', undefined],
      ['PUT', '/move/2000000000', { newOfficePostId: post1, newReserveDateTime: at(DAY, '17:00') }],
      ['PUT', '/stretch/2000000000', { endDate: at(DAY, '18:00') }],
      ['POST', '/order_by_appointment/2000000000', undefined],
    ] as const) {
      await fails(method, url, payload, 404, 'ENTITY_NOT_FOUND', missing);
    }
    await fails('GET', '/abc', undefined, 400, 'VALIDATION_ERROR', undefined);

    const stranger = (await schedulerUser(t.app, t.db, { partnerId: (await newOffice(t.db)).partnerId })).token;
    await fails('GET', `/${a.id}`, undefined, 404, 'ENTITY_NOT_FOUND', missing, stranger);
    await fails('PUT', `/stretch/${a.id}`, { endDate: at(DAY, '10:30') }, 404, 'ENTITY_NOT_FOUND', missing, stranger);
    await fails('DELETE', `/${a.id}`, undefined, 404, 'ENTITY_NOT_FOUND', missing, stranger);
    await fails(
      'POST',
      '',
      { officePostId: post1, serviceId: 61, startDate: at(DAY, '17:00'), title: 'x' },
      404,
      'ENTITY_NOT_FOUND',
      'Пост не найден',
      stranger,
    );

    const own = (await schedulerUser(t.app, t.db, { partnerId })).token;
    expect((await ok('PUT', `/stretch/${a.id}`, { endDate: at(DAY, '10:30') }, own)).endDate).toBe(at(DAY, '10:30'));
    expect((await ok('GET', `/${a.id}`, undefined, own)).id).toBe(a.id);
  });

  it('describes the calls in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    const paths = Object.keys(response.json().paths as object);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/v1/users/scheduler',
        '/v1/users/scheduler/{id}',
        '/v1/users/scheduler/move/{id}',
        '/v1/users/scheduler/stretch/{id}',
        '/v1/users/scheduler/order_by_appointment/{id}',
        '/v1/users/scheduler/appointment_journal_history',
        '/v1/users/scheduler/appointment_journal_deleted_history',
      ]),
    );
  });
});
