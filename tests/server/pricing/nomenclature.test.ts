import { beforeAll, describe, expect, it } from 'vitest';
import type { Position, PositionShort } from '../../../src/shared/schemas/pricing/positions';
import type { ServicePosition } from '../../../src/shared/schemas/pricing/servicePositions';
import { openTestApp } from '../buildTestApp';
import { nomenclatureCalls, nomenclatureUsers, uniqueName } from './nomenclatureFixtures';

// The nomenclature (/v1/nomenclature, /short, /{id}) and the service positions (/v1/nomenclature/services).

const t = openTestApp();
const { call, ok, refused } = nomenclatureCalls(() => t.app);
let u: Awaited<ReturnType<typeof nomenclatureUsers>>;

beforeAll(async () => {
  u = await nomenclatureUsers(t.app, t.db);
});

const create = (name: string, extra: object = {}) =>
  ok<Position>(call(u.admin, 'POST', '/v1/nomenclature', { name, ...extra }));

describe('nomenclature', () => {
  it('creates with the default unit, trims, lists by name, short list, edits', async () => {
    const b = await create(`  ${uniqueName('Я-позиция')}  `, { code: 'A-1' });
    expect(b).toMatchObject({ unit: 'шт.', code: 'A-1', deletedDate: null, createdAt: expect.any(Number) });
    expect(b.name.startsWith('Я-позиция')).toBe(true);
    const a = await create(uniqueName('А-позиция'), { unit: 'колесо' });

    const list = await ok<Position[]>(call(u.reader, 'GET', '/v1/nomenclature'));
    const names = list.map((p) => p.name);
    expect(names.indexOf(a.name)).toBeLessThan(names.indexOf(b.name));
    // The demo's bundle positions are there.
    expect(names).toContain('Демонтаж/монтаж шины R13–R16');

    const short = await ok<PositionShort[]>(call(u.reader, 'GET', '/v1/nomenclature/short'));
    expect(short.find((p) => p.id === a.id)).toEqual({ id: a.id, name: a.name });

    const edited = await ok<Position>(call(u.admin, 'PUT', `/v1/nomenclature/${a.id}`, { unit: 'комплект', code: '' }));
    expect(edited).toMatchObject({ id: a.id, name: a.name, unit: 'комплект', code: null });
  });

  it('soft deletes, shows deleted only when asked, restores', async () => {
    const p = await create(uniqueName('Удаляемая'));
    const deleted = await ok<Position>(call(u.admin, 'DELETE', `/v1/nomenclature/${p.id}`));
    expect(deleted.deletedDate).toEqual(expect.any(Number));
    const alive = await ok<Position[]>(call(u.reader, 'GET', '/v1/nomenclature'));
    expect(alive.some((x) => x.id === p.id)).toBe(false);
    const short = await ok<PositionShort[]>(call(u.reader, 'GET', '/v1/nomenclature/short'));
    expect(short.some((x) => x.id === p.id)).toBe(false);
    const all = await ok<Position[]>(call(u.reader, 'GET', '/v1/nomenclature?showDeleted=true'));
    expect(all.find((x) => x.id === p.id)?.deletedDate).toEqual(expect.any(Number));

    const restored = await ok<Position>(call(u.admin, 'POST', `/v1/nomenclature/${p.id}`));
    expect(restored.deletedDate).toBeNull();
    expect((await ok<Position[]>(call(u.reader, 'GET', '/v1/nomenclature'))).some((x) => x.id === p.id)).toBe(true);
  });

  it('refuses bad input in Russian, unknown ids, missing keys and partner staff', async () => {
    const empty = await refused(call(u.admin, 'POST', '/v1/nomenclature', { name: '   ' }), 400, 'VALIDATION_ERROR');
    expect(empty.details?.name).toBe('Укажите наименование');
    const long = await refused(
      call(u.admin, 'POST', '/v1/nomenclature', { name: 'я'.repeat(256) }),
      400,
      'VALIDATION_ERROR',
    );
    expect(long.details?.name).toBe('Наименование не длиннее 255 символов');
    const noUnit = await refused(call(u.admin, 'PUT', '/v1/nomenclature/1', { unit: '' }), 400, 'VALIDATION_ERROR');
    expect(noUnit.details?.unit).toBe('Укажите единицу измерения');
    const showDeleted = await refused(call(u.admin, 'GET', '/v1/nomenclature?showDeleted=да'), 400, 'VALIDATION_ERROR');
    expect(showDeleted.details).toBeDefined();

    for (const [method, url] of [
      ['PUT', '/v1/nomenclature/999999'],
      ['DELETE', '/v1/nomenclature/999999'],
      ['POST', '/v1/nomenclature/999999'],
    ] as const) {
      const body = await refused(
        call(u.admin, method, url, method === 'PUT' ? { name: 'x' } : undefined),
        404,
        'ENTITY_NOT_FOUND',
      );
      expect(body.message).toBe('Позиция не найдена');
    }

    await refused(call(u.stranger, 'GET', '/v1/nomenclature'), 403, 'ACCESS_DENIED');
    await refused(call(u.stranger, 'GET', '/v1/nomenclature/short'), 403, 'ACCESS_DENIED');
    await refused(call(u.reader, 'POST', '/v1/nomenclature', { name: 'Без права' }), 403, 'ACCESS_DENIED');
    await refused(call(u.reader, 'DELETE', '/v1/nomenclature/1'), 403, 'ACCESS_DENIED');
    // A partner's staff read the nomenclature but never write it, whatever their keys.
    await ok(call(u.partnerStaff, 'GET', '/v1/nomenclature'));
    await refused(call(u.partnerStaff, 'POST', '/v1/nomenclature', { name: 'Партнёрская' }), 403, 'ACCESS_DENIED');
    await refused(call(u.partnerStaff, 'PUT', '/v1/nomenclature/1', { name: 'x' }), 403, 'ACCESS_DENIED');
    await refused(call(u.partnerStaff, 'DELETE', '/v1/nomenclature/1'), 403, 'ACCESS_DENIED');
    await refused(call(u.partnerStaff, 'POST', '/v1/nomenclature/1'), 403, 'ACCESS_DENIED');
  });
});

describe('service positions', () => {
  it('lists the demo tyre service positions by sort', async () => {
    const list = await ok<ServicePosition[]>(call(u.reader, 'GET', '/v1/nomenclature/services?serviceId=69'));
    expect(list[0]).toMatchObject({ serviceId: 69, positionName: 'Снятие/установка колеса', unit: 'колесо' });
    expect(list.map((p) => p.sort)).toEqual([...list.map((p) => p.sort)].sort((a, b) => a - b));
  });

  it('adds, re-sorts, refuses a duplicate with 409, removes', async () => {
    const p1 = await create(uniqueName('Б-услуга'));
    const p2 = await create(uniqueName('А-услуга'));
    const added = await ok<ServicePosition>(
      call(u.admin, 'POST', '/v1/nomenclature/services', { serviceId: 68, positionId: p1.id, sort: 900 }),
    );
    expect(added).toMatchObject({ serviceId: 68, positionId: p1.id, positionName: p1.name, unit: 'шт.', sort: 900 });
    const second = await ok<ServicePosition>(
      call(u.admin, 'POST', '/v1/nomenclature/services', { serviceId: 68, positionId: p2.id, sort: 900 }),
    );
    let list = await ok<ServicePosition[]>(call(u.reader, 'GET', '/v1/nomenclature/services?serviceId=68'));
    // Same sort: by name.
    expect(list.map((x) => x.id).slice(-2)).toEqual([second.id, added.id]);

    const dup = await refused(
      call(u.admin, 'POST', '/v1/nomenclature/services', { serviceId: 68, positionId: p1.id }),
      409,
      'BINDING_ALREADY_EXISTS',
    );
    expect(dup.message).toBe('Эта позиция уже есть у услуги');
    await refused(
      call(u.admin, 'PUT', `/v1/nomenclature/services/${second.id}`, { positionId: p1.id, sort: 1 }),
      409,
      'BINDING_ALREADY_EXISTS',
    );

    const moved = await ok<ServicePosition>(
      call(u.admin, 'PUT', `/v1/nomenclature/services/${added.id}`, { sort: 901 }),
    );
    expect(moved.sort).toBe(901);
    await ok(call(u.admin, 'DELETE', `/v1/nomenclature/services/${added.id}`));
    list = await ok<ServicePosition[]>(call(u.reader, 'GET', '/v1/nomenclature/services?serviceId=68'));
    expect(list.some((x) => x.id === added.id)).toBe(false);
    await refused(call(u.admin, 'DELETE', `/v1/nomenclature/services/${added.id}`), 404, 'ENTITY_NOT_FOUND');
  });

  it('refuses a deleted position, bad input, unknown ids and the wrong callers', async () => {
    const gone = await create(uniqueName('Удалённая для услуги'));
    await ok(call(u.admin, 'DELETE', `/v1/nomenclature/${gone.id}`));
    const deleted = await refused(
      call(u.admin, 'POST', '/v1/nomenclature/services', { serviceId: 69, positionId: gone.id }),
      400,
      'VALIDATION_ERROR',
    );
    expect(deleted.details?.positionId).toBe('Позиция удалена');

    const noService = await refused(call(u.reader, 'GET', '/v1/nomenclature/services'), 400, 'VALIDATION_ERROR');
    expect(noService.details?.serviceId).toBe('Укажите услугу');
    const badSort = await refused(
      call(u.admin, 'POST', '/v1/nomenclature/services', { serviceId: 69, positionId: gone.id, sort: 1.5 }),
      400,
      'VALIDATION_ERROR',
    );
    expect(badSort.details?.sort).toBe('Порядок — целое число');
    const unknown = await refused(
      call(u.admin, 'POST', '/v1/nomenclature/services', { serviceId: 69, positionId: 999999 }),
      404,
      'ENTITY_NOT_FOUND',
    );
    expect(unknown.message).toBe('Позиция не найдена');
    await refused(call(u.reader, 'GET', '/v1/nomenclature/services?serviceId=999999'), 404, 'ENTITY_NOT_FOUND');
    await refused(call(u.admin, 'PUT', '/v1/nomenclature/services/999999', { sort: 1 }), 404, 'ENTITY_NOT_FOUND');

    await refused(call(u.stranger, 'GET', '/v1/nomenclature/services?serviceId=69'), 403, 'ACCESS_DENIED');
    await refused(
      call(u.reader, 'POST', '/v1/nomenclature/services', { serviceId: 69, positionId: 1 }),
      403,
      'ACCESS_DENIED',
    );
    await refused(
      call(u.partnerStaff, 'POST', '/v1/nomenclature/services', { serviceId: 69, positionId: 1 }),
      403,
      'ACCESS_DENIED',
    );
    await refused(call(u.partnerStaff, 'PUT', '/v1/nomenclature/services/1', { sort: 1 }), 403, 'ACCESS_DENIED');
    await refused(call(u.partnerStaff, 'DELETE', '/v1/nomenclature/services/1'), 403, 'ACCESS_DENIED');
  });
});
