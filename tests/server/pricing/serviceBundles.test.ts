import { beforeAll, describe, expect, it } from 'vitest';
import type { Position } from '../../../src/shared/schemas/pricing/positions';
import type { ServiceBundle } from '../../../src/shared/schemas/pricing/serviceBundles';
import { openTestApp } from '../buildTestApp';
import { nomenclatureCalls, nomenclatureUsers, uniqueName } from './nomenclatureFixtures';

// Complex bundles: /v1/service_bundle, /{id}, /link and /link/{id}.

const t = openTestApp();
const { call, ok, refused } = nomenclatureCalls(() => t.app);
let u: Awaited<ReturnType<typeof nomenclatureUsers>>;
let p1: Position;
let p2: Position;
let p3: Position;

beforeAll(async () => {
  u = await nomenclatureUsers(t.app, t.db);
  const make = (name: string) => ok<Position>(call(u.admin, 'POST', '/v1/nomenclature', { name }));
  [p1, p2, p3] = [
    await make(uniqueName('Комплекс-А')),
    await make(uniqueName('Комплекс-Б')),
    await make(uniqueName('Комплекс-В')),
  ];
});

const newBundle = (extra: object = {}) =>
  ok<ServiceBundle>(
    call(u.admin, 'POST', '/v1/service_bundle', {
      name: uniqueName('Комплекс'),
      serviceId: 69,
      tireOperationRefValueId: 9201,
      bundleItems: [
        { positionId: p1.id, quantity: 1 },
        { positionId: p2.id, quantity: 2 },
      ],
      ...extra,
    }),
  );

describe('service bundles', () => {
  it('lists the demo bundles with their items and links, by service', async () => {
    const fitting = await ok<ServiceBundle[]>(call(u.reader, 'GET', '/v1/service_bundle?serviceId=69'));
    const small = fitting.find((b) => b.name === 'Комплексный шиномонтаж R13–R16 легковой');
    expect(small).toMatchObject({ serviceId: 69, tireOperationRefValueId: 9201 });
    expect(small?.tireOperationName).toEqual(expect.any(String));
    expect(small?.bundleItems.map((i) => i.positionName)).toContain('Демонтаж/монтаж шины R13–R16');
    expect(small?.links.map((l) => l.refValueId).sort()).toEqual([9181, 9182, 9183, 9184, 9211]);
    expect(small?.links[0]).toMatchObject({
      bundleId: small?.id,
      refValueName: expect.any(String),
      refName: expect.any(String),
    });
    expect(fitting.every((b) => b.serviceId === 69)).toBe(true);
    const storage = await ok<ServiceBundle[]>(call(u.reader, 'GET', '/v1/service_bundle?serviceId=68'));
    // Other suites add bundles of their own to the shared database: the demo's two are among them.
    expect(storage.map((b) => b.name)).toEqual(expect.arrayContaining(['Хранение колёс в сборе', 'Хранение шин']));
    const all = await ok<ServiceBundle[]>(call(u.reader, 'GET', '/v1/service_bundle'));
    expect(all.length).toBeGreaterThanOrEqual(6);
  });

  it('creates, replaces items on PUT, links and unlinks, deletes with cascade', async () => {
    const b = await newBundle();
    expect(b.bundleItems.map((i) => [i.positionId, i.quantity])).toEqual([
      [p1.id, 1],
      [p2.id, 2],
    ]);
    expect(b.serviceName).toEqual(expect.any(String));

    const edited = await ok<ServiceBundle>(
      call(u.admin, 'PUT', `/v1/service_bundle/${b.id}`, {
        name: 'Переименованный',
        tireOperationRefValueId: 9203,
        bundleItems: [
          { positionId: p3.id, quantity: 4 },
          { positionId: p1.id, quantity: 1 },
        ],
      }),
    );
    expect(edited).toMatchObject({ name: 'Переименованный', tireOperationRefValueId: 9203 });
    expect(edited.bundleItems.map((i) => [i.positionId, i.quantity])).toEqual([
      [p3.id, 4],
      [p1.id, 1],
    ]);

    const linked = await ok<ServiceBundle>(
      call(u.admin, 'POST', '/v1/service_bundle/link', { bundleId: b.id, refValueId: 9185 }),
    );
    expect(linked.links).toEqual([expect.objectContaining({ bundleId: b.id, refValueId: 9185 })]);
    const twice = await refused(
      call(u.admin, 'POST', '/v1/service_bundle/link', { bundleId: b.id, refValueId: 9185 }),
      409,
      'BINDING_ALREADY_EXISTS',
    );
    expect(twice.message).toBe('Это значение уже привязано к комплексу');
    const again = await ok<ServiceBundle>(
      call(u.admin, 'POST', '/v1/service_bundle/link', { bundleId: b.id, refValueId: 9212 }),
    );
    const unlinked = await ok<ServiceBundle>(call(u.admin, 'DELETE', `/v1/service_bundle/link/${again.links[0].id}`));
    expect(unlinked.links).toHaveLength(1);
    await refused(call(u.admin, 'DELETE', `/v1/service_bundle/link/${again.links[0].id}`), 404, 'ENTITY_NOT_FOUND');

    await ok(call(u.admin, 'DELETE', `/v1/service_bundle/${b.id}`));
    const after = await ok<ServiceBundle[]>(call(u.reader, 'GET', '/v1/service_bundle?serviceId=69'));
    expect(after.some((x) => x.id === b.id)).toBe(false);
    const gone = await refused(call(u.admin, 'DELETE', `/v1/service_bundle/${b.id}`), 404, 'ENTITY_NOT_FOUND');
    expect(gone.message).toBe('Комплекс не найден');
  });

  it('refuses bad bundles in Russian', async () => {
    const post = (body: object) =>
      refused(
        call(u.admin, 'POST', '/v1/service_bundle', {
          name: 'Комплекс',
          serviceId: 69,
          tireOperationRefValueId: 9201,
          bundleItems: [{ positionId: p1.id, quantity: 1 }],
          ...body,
        }),
        400,
        'VALIDATION_ERROR',
      );
    expect((await post({ name: ' ' })).details?.name).toBe('Укажите наименование');
    expect((await post({ bundleItems: [] })).details?.bundleItems).toBe('Добавьте хотя бы одну позицию');
    expect(
      (await post({ bundleItems: [{ positionId: p1.id, quantity: 0 }] })).details?.['bundleItems.0.quantity'],
    ).toBe('Количество — целое число от 1');
    expect(
      (
        await post({
          bundleItems: [
            { positionId: p1.id, quantity: 1 },
            { positionId: p1.id, quantity: 2 },
          ],
        })
      ).details?.['bundleItems.1.positionId'],
    ).toBe('Позиция уже есть в комплексе');
    expect((await post({ tireOperationRefValueId: undefined })).details?.tireOperationRefValueId).toBe(
      'Укажите операцию',
    );
    // 9181 is a wheel diameter, not a tyre operation.
    expect((await post({ tireOperationRefValueId: 9181 })).details?.tireOperationRefValueId).toBe(
      'Операция не из справочника шиномонтажных операций',
    );

    const gone = await ok<Position>(call(u.admin, 'POST', '/v1/nomenclature', { name: uniqueName('Удалённая') }));
    await ok(call(u.admin, 'DELETE', `/v1/nomenclature/${gone.id}`));
    expect(
      (await post({ bundleItems: [{ positionId: gone.id, quantity: 1 }] })).details?.['bundleItems.0.positionId'],
    ).toBe('Позиция удалена');
    const b = await newBundle();
    // A position deleted after it was put in the bundle stays in it on a later PUT; it cannot be added anew.
    const later = await ok<Position>(
      call(u.admin, 'POST', '/v1/nomenclature', { name: uniqueName('Позже удалённая') }),
    );
    await ok(
      call(u.admin, 'PUT', `/v1/service_bundle/${b.id}`, {
        bundleItems: [
          { positionId: p1.id, quantity: 1 },
          { positionId: later.id, quantity: 1 },
        ],
      }),
    );
    await ok(call(u.admin, 'DELETE', `/v1/nomenclature/${later.id}`));
    const kept = await ok<ServiceBundle>(
      call(u.admin, 'PUT', `/v1/service_bundle/${b.id}`, {
        name: 'Переименован',
        bundleItems: [{ positionId: later.id, quantity: 3 }],
      }),
    );
    expect(kept.bundleItems.map((i) => [i.positionId, i.quantity])).toEqual([[later.id, 3]]);
    const badPut = await refused(
      call(u.admin, 'PUT', `/v1/service_bundle/${b.id}`, { bundleItems: [] }),
      400,
      'VALIDATION_ERROR',
    );
    expect(badPut.details?.bundleItems).toBe('Добавьте хотя бы одну позицию');
    await ok(call(u.admin, 'DELETE', `/v1/service_bundle/${b.id}`));
  });

  it('answers 404 for unknown bundles, positions and reference values', async () => {
    const b = await newBundle();
    const missing = await refused(
      call(u.admin, 'PUT', '/v1/service_bundle/999999', { name: 'x' }),
      404,
      'ENTITY_NOT_FOUND',
    );
    expect(missing.message).toBe('Комплекс не найден');
    await refused(
      call(u.admin, 'POST', '/v1/service_bundle/link', { bundleId: 999999, refValueId: 9185 }),
      404,
      'ENTITY_NOT_FOUND',
    );
    await refused(
      call(u.admin, 'POST', '/v1/service_bundle/link', { bundleId: b.id, refValueId: 999999 }),
      404,
      'ENTITY_NOT_FOUND',
    );
    const position = await refused(
      call(u.admin, 'PUT', `/v1/service_bundle/${b.id}`, { bundleItems: [{ positionId: 999999, quantity: 1 }] }),
      404,
      'ENTITY_NOT_FOUND',
    );
    expect(position.message).toBe('Позиция не найдена');
    await ok(call(u.admin, 'DELETE', `/v1/service_bundle/${b.id}`));
  });

  it('needs the /positions key, and refuses a partner’s staff every write', async () => {
    const b = await newBundle();
    const body = {
      name: 'x',
      serviceId: 69,
      tireOperationRefValueId: 9201,
      bundleItems: [{ positionId: p1.id, quantity: 1 }],
    };
    await refused(call(u.stranger, 'GET', '/v1/service_bundle'), 403, 'ACCESS_DENIED');
    await refused(call(u.reader, 'POST', '/v1/service_bundle', body), 403, 'ACCESS_DENIED');
    await refused(call(u.reader, 'PUT', `/v1/service_bundle/${b.id}`, { name: 'x' }), 403, 'ACCESS_DENIED');
    await refused(call(u.reader, 'DELETE', `/v1/service_bundle/${b.id}`), 403, 'ACCESS_DENIED');
    await refused(
      call(u.reader, 'POST', '/v1/service_bundle/link', { bundleId: b.id, refValueId: 9185 }),
      403,
      'ACCESS_DENIED',
    );
    await ok(call(u.partnerStaff, 'GET', '/v1/service_bundle'));
    await refused(call(u.partnerStaff, 'POST', '/v1/service_bundle', body), 403, 'ACCESS_DENIED');
    await refused(call(u.partnerStaff, 'PUT', `/v1/service_bundle/${b.id}`, { name: 'x' }), 403, 'ACCESS_DENIED');
    await refused(call(u.partnerStaff, 'DELETE', `/v1/service_bundle/${b.id}`), 403, 'ACCESS_DENIED');
    await refused(
      call(u.partnerStaff, 'POST', '/v1/service_bundle/link', { bundleId: b.id, refValueId: 9185 }),
      403,
      'ACCESS_DENIED',
    );
    await refused(call(u.partnerStaff, 'DELETE', '/v1/service_bundle/link/1'), 403, 'ACCESS_DENIED');
    await ok(call(u.admin, 'DELETE', `/v1/service_bundle/${b.id}`));
  });
});
