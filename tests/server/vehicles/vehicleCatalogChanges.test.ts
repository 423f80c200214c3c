import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditJournal } from '../../../src/server/audit/auditSchema';
import { detectVehicleCatalogChanges } from '../../../src/server/vehicles/vehicleCatalogChanges';
import { VEHICLE_CATALOG } from '../../../src/server/vehicles/vehicleCatalogData';
import type { CatalogMake } from '../../../src/server/vehicles/vehicleCatalogTypes';
import {
  vehicleCatalogChanges,
  vehicleGenerations,
  vehicleMakes,
  vehicleModels,
  vehicleModifications,
  vehicles,
} from '../../../src/server/vehicles/vehiclesSchema';
import type { VehicleCatalogChange } from '../../../src/shared/schemas/vehicles/vehicleCatalogChanges';
import { login, openTestApp } from '../buildTestApp';

describe('vehicle catalogue changes (/v1/catalog/vehicle/changes)', () => {
  const t = openTestApp();
  let admin = '';
  let operator = '';

  beforeAll(async () => {
    [admin, operator] = await Promise.all([
      login(t.app, 'admin@demo.ru', 'Admin12345'),
      login(t.app, 'operator@demo.ru', 'Operator12345'),
    ]);
  });

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, token = admin) =>
    t.app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });
  const apply = (group: string, ids: number[]) => call('PUT', `/v1/catalog/vehicle/changes/${group}/apply`, { ids });
  const reject = (group: string, ids: number[]) => call('PUT', `/v1/catalog/vehicle/changes/${group}/reject`, { ids });

  /** A make of our own in the catalogue: one model with one generation of two modifications. */
  async function ownMake() {
    const title = `Тест ${randomUUID().slice(0, 8)}`;
    const [make] = await t.db.insert(vehicleMakes).values({ title }).returning();
    const [model, gone] = await t.db
      .insert(vehicleModels)
      .values([
        { makeId: make.id, title: 'Модель А' },
        { makeId: make.id, title: 'Модель В' },
      ])
      .returning();
    const [generation] = await t.db
      .insert(vehicleGenerations)
      .values({ modelId: model.id, name: 'I', yearFrom: 2015, yearTo: 2020 })
      .returning();
    const mods = await t.db
      .insert(vehicleModifications)
      .values([
        { generationId: generation.id, name: '1.6 MT' },
        { generationId: generation.id, name: '2.0 AT' },
      ])
      .returning();
    return { make, model, gone, generation, mods };
  }
  const ownChanges = (entityIds: number[], parentIds: number[]) =>
    t.db
      .select()
      .from(vehicleCatalogChanges)
      .where(inArray(vehicleCatalogChanges.status, ['pending']))
      .then((rows) =>
        rows.filter(
          (r) =>
            (r.entityId !== null && entityIds.includes(r.entityId)) ||
            (r.parentId !== null && parentIds.includes(r.parentId)),
        ),
      );

  it('stages each difference with the feed once, not twice', async () => {
    const own = await ownMake();
    // The feed has the make with model А renamed in case, a new model Б, no model В, and generation I renamed.
    const feed: CatalogMake[] = [
      ...VEHICLE_CATALOG,
      {
        title: own.make.title,
        models: [
          { title: 'МОДЕЛЬ А', generations: [['I (рестайлинг)', 2015, 2020, '1.6 MT', '2.0 AT', '1.4 AMT']] },
          { title: 'Модель Б', generations: [] },
        ],
      },
    ];
    expect((await detectVehicleCatalogChanges(t.db, feed)).staged).toBeGreaterThanOrEqual(5);
    const mine = await ownChanges(
      [own.model.id, own.gone.id, own.generation.id],
      [own.make.id, own.model.id, own.generation.id],
    );
    const summary = mine.map((c) => [c.group, c.kind, c.name, c.previousName]);
    expect(summary).toEqual(
      expect.arrayContaining([
        ['models', 'renamed', 'МОДЕЛЬ А', 'Модель А'],
        ['models', 'added', 'Модель Б', null],
        ['models', 'removed', 'Модель В', null],
        ['generations', 'renamed', 'I (рестайлинг)', 'I'],
        ['modifications', 'added', '1.4 AMT', null],
      ]),
    );
    expect(mine).toHaveLength(5);
    await detectVehicleCatalogChanges(t.db, feed);
    expect(
      await ownChanges([own.model.id, own.gone.id, own.generation.id], [own.make.id, own.model.id, own.generation.id]),
    ).toHaveLength(5);
    // Without the make in the feed, the make itself is staged for removal.
    await detectVehicleCatalogChanges(t.db);
    const removal = await t.db
      .select()
      .from(vehicleCatalogChanges)
      .where(and(eq(vehicleCatalogChanges.group, 'makes'), eq(vehicleCatalogChanges.entityId, own.make.id)));
    expect(removal.map((r) => r.kind)).toEqual(['removed']);
  });

  async function stage(rows: (typeof vehicleCatalogChanges.$inferInsert)[]) {
    return t.db.insert(vehicleCatalogChanges).values(rows).returning();
  }

  it('lists a group’s pending rows with their parents and counts them per group', async () => {
    const own = await ownMake();
    const [change] = await stage([{ group: 'generations', kind: 'added', parentId: own.model.id, name: 'II' }]);
    const rows = (
      await call('GET', '/v1/catalog/vehicle/changes/generations?status=pending')
    ).json() as VehicleCatalogChange[];
    expect(rows.find((r) => r.id === change.id)).toMatchObject({
      kind: 'added',
      name: 'II',
      parentName: `${own.make.title} Модель А`,
      status: 'pending',
      reviewedDate: null,
    });
    const summary = (await call('GET', '/v1/catalog/vehicle/changes')).json();
    expect(summary.map((s: { group: string; title: string }) => [s.group, s.title])).toEqual([
      ['makes', 'Марки'],
      ['models', 'Модели'],
      ['generations', 'Поколения'],
      ['modifications', 'Модификации'],
    ]);
    expect(summary[2].pending).toBeGreaterThanOrEqual(1);
  });

  it('applies each kind: adds under the parent, renames, soft-deletes a model, deletes an unused modification', async () => {
    const own = await ownMake();
    const models = await stage([
      { group: 'models', kind: 'added', parentId: own.make.id, name: 'Модель Г' },
      {
        group: 'models',
        kind: 'renamed',
        entityId: own.model.id,
        parentId: own.make.id,
        name: 'Модель А2',
        previousName: 'Модель А',
      },
      { group: 'models', kind: 'removed', entityId: own.gone.id, parentId: own.make.id, name: 'Модель В' },
    ]);
    const response = await apply(
      'models',
      models.map((m) => m.id),
    );
    expect(response.statusCode).toBe(200);
    const applied = response.json() as VehicleCatalogChange[];
    expect(applied.map((a) => a.status)).toEqual(['applied', 'applied', 'applied']);
    expect(applied[0].reviewedDate).toEqual(expect.any(Number));
    expect(applied[0].reviewedByName).toBe('Администраторов Александр');
    const live = (await call('GET', `/v1/catalog/vehicle/makes/${own.make.id}/models`)).json() as {
      id: number;
      title: string;
    }[];
    expect(live.map((m) => m.title)).toEqual(['Модель А2', 'Модель Г']);
    expect(applied[0].entityId).toBe(live[1].id);
    const [gone] = await t.db.select().from(vehicleModels).where(eq(vehicleModels.id, own.gone.id));
    expect(gone.deletedDate).not.toBeNull();

    const [mod] = await stage([
      {
        group: 'modifications',
        kind: 'removed',
        entityId: own.mods[1].id,
        parentId: own.generation.id,
        name: '2.0 AT',
      },
    ]);
    expect((await apply('modifications', [mod.id])).statusCode).toBe(200);
    expect(await t.db.select().from(vehicleModifications).where(eq(vehicleModifications.id, own.mods[1].id))).toEqual(
      [],
    );
    const audit = await t.db
      .select({ action: auditJournal.action })
      .from(auditJournal)
      .where(and(eq(auditJournal.entity, 'vehicle_catalog_change'), eq(auditJournal.entityId, mod.id)))
      .orderBy(auditJournal.id);
    expect(audit.map((a) => a.action)).toEqual(['apply']);
  });

  it('refuses all when one row cannot be applied: a generation a vehicle uses', async () => {
    const own = await ownMake();
    await t.db.insert(vehicles).values({
      number: 'А001АА77',
      makeId: own.make.id,
      modelId: own.model.id,
      generationId: own.generation.id,
    });
    const rows = await stage([
      {
        group: 'generations',
        kind: 'added',
        parentId: own.model.id,
        name: 'II',
        payload: { yearFrom: 2020, yearTo: null },
      },
      { group: 'generations', kind: 'removed', entityId: own.generation.id, parentId: own.model.id, name: 'I' },
    ]);
    const response = await apply(
      'generations',
      rows.map((r) => r.id),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      errorCode: 'INELIGIBLE_STATE',
      details: { [String(rows[1].id)]: 'Поколение «I» указано у автомобилей (1): удалить нельзя' },
    });
    expect(response.json().message).toMatch(/^Изменения не применены/);
    const generations = await t.db
      .select()
      .from(vehicleGenerations)
      .where(eq(vehicleGenerations.modelId, own.model.id));
    expect(generations.map((g) => g.name)).toEqual(['I']);
    const statuses = await t.db
      .select({ status: vehicleCatalogChanges.status })
      .from(vehicleCatalogChanges)
      .where(
        inArray(
          vehicleCatalogChanges.id,
          rows.map((r) => r.id),
        ),
      );
    expect(statuses.map((s) => s.status)).toEqual(['pending', 'pending']);
    // The addition alone goes through, with the feed's years.
    expect((await apply('generations', [rows[0].id])).statusCode).toBe(200);
    const added = await t.db.select().from(vehicleGenerations).where(eq(vehicleGenerations.modelId, own.model.id));
    expect(added.find((g) => g.name === 'II')).toMatchObject({ yearFrom: 2020, yearTo: null });
  });

  it('rejects rows, answers 409 for a reviewed row, 404 for an unknown group or row, 403 without the key', async () => {
    const own = await ownMake();
    const [row] = await stage([
      { group: 'makes', kind: 'renamed', entityId: own.make.id, name: 'Другое', previousName: own.make.title },
    ]);
    const rejected = await reject('makes', [row.id]);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()[0]).toMatchObject({ status: 'rejected', reviewedByUserId: expect.any(Number) });
    const history = (
      await call('GET', '/v1/catalog/vehicle/changes/makes?status=rejected')
    ).json() as VehicleCatalogChange[];
    expect(history.some((h) => h.id === row.id)).toBe(true);
    const [make] = await t.db.select().from(vehicleMakes).where(eq(vehicleMakes.id, own.make.id));
    expect(make.title).toBe(own.make.title);

    const again = await apply('makes', [row.id]);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Изменение уже рассмотрено');
    expect((await reject('makes', [row.id])).statusCode).toBe(409);

    const unknown = await call('GET', '/v1/catalog/vehicle/changes/wheels');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ errorCode: 'ENTITY_NOT_FOUND', message: 'Группа изменений не найдена' });
    expect((await apply('wheels', [row.id])).statusCode).toBe(404);
    expect((await apply('models', [row.id])).json().message).toBe('Изменение не найдено');
    expect((await apply('makes', [])).json().details).toEqual({ ids: 'Выберите изменения' });
    expect((await call('GET', '/v1/catalog/vehicle/changes/makes?status=done')).statusCode).toBe(400);
    expect((await call('GET', '/v1/catalog/vehicle/changes', undefined, operator)).statusCode).toBe(403);
    expect((await call('POST', '/v1/catalog/vehicle/changes/detect', undefined, operator)).statusCode).toBe(403);
  });

  it('runs detection on demand', async () => {
    const response = await call('POST', '/v1/catalog/vehicle/changes/detect');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ staged: expect.any(Number) });
  });
});
