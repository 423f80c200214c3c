import { randomInt } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../../src/server/clients/clientsSchema';
import { operations, permissions } from '../../../src/server/db/schema';
import { vehicles } from '../../../src/server/vehicles/vehiclesSchema';
import { REF_VALUE_IDS } from '../../../src/shared/referenceIds';
import type { Permission } from '../../../src/shared/schemas/users';
import type {
  ClientVehicle,
  PolicyEntity,
  VehicleEntity,
  VehicleFound,
} from '../../../src/shared/schemas/vehicles/vehicleEntity';
import { createTestUser, login, openTestApp } from '../buildTestApp';

type Grant = Omit<Permission, 'operationKey'>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Body = { errorCode: string; message: string; status: number; details?: Record<string, string> };

const ALL: Partial<Grant> = { available: true, permissionInsert: true, permissionUpdate: true, permissionDelete: true };
const LETTERS = 'АВЕКМНОРСТУХ';
const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);

/** A Russian plate no other test is likely to have. */
const newPlate = () =>
  `${LETTERS[randomInt(12)]}${randomInt(100, 1000)}${LETTERS[randomInt(12)]}${LETTERS[randomInt(12)]}${randomInt(100, 1000)}`;

describe('vehicles (/v1/vehicles)', () => {
  const t = openTestApp();
  let admin = '';
  let operator = '';
  let nobody = '';
  /** Kia Rio IV with its first modification. */
  let rio = { makeId: 0, modelId: 0, generationId: 0, modificationId: 0 };
  let camry = { makeId: 0, modelId: 0 };
  let insurerId = 0;

  const call = (token: string | null, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? { authorization: token } : {}, ...(payload ? { payload } : {}) });
  const ok = async <T>(token: string, method: Method, url: string, payload?: object): Promise<T> => {
    const response = await call(token, method, url, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };
  const fails = async (response: { statusCode: number; json: () => unknown }, status: number, errorCode: string) => {
    expect(response.statusCode).toBe(status);
    const body = response.json() as Body;
    expect(body).toMatchObject({ errorCode, status });
    return body;
  };

  async function userWith(grants: Record<string, Partial<Grant>>): Promise<string> {
    const user = await createTestUser(t.db);
    const keys = Object.keys(grants);
    if (keys.length > 0) {
      const ops = await t.db.select().from(operations).where(inArray(operations.operationKey, keys));
      expect(ops).toHaveLength(keys.length);
      await t.db
        .insert(permissions)
        .values(ops.map((o) => ({ operationId: o.id, userId: user.id, ...grants[o.operationKey] })));
    }
    return login(t.app, user.email, user.password!);
  }

  async function newClient(fields: Partial<typeof clients.$inferInsert> = {}) {
    const [row] = await t.db
      .insert(clients)
      .values({
        lastName: 'Автомобилев',
        firstName: 'Тест',
        phoneNumber: `+7995${String(randomInt(10_000_000)).padStart(7, '0')}`,
        ...fields,
      })
      .returning({ id: clients.id });
    return row.id;
  }

  const vehicleBody = (fields: object = {}) => ({
    ...rio,
    number: newPlate(),
    vin: 'XWEFF41CBK0123456',
    yearOfIssue: '2019',
    ...fields,
  });
  const createVehicle = (clientId: number, fields: object = {}, token = admin) =>
    ok<VehicleEntity>(token, 'POST', `/v1/vehicles?clientId=${clientId}`, vehicleBody(fields));
  const policy = (fields: object = {}) => ({
    insuranceTypeRefValueId: REF_VALUE_IDS.insuranceOsago,
    insuranceCompanyId: insurerId,
    insuranceNumber: 'ХХХ 0123456789',
    startDate: now() - 30 * DAY,
    expirationDate: now() + 330 * DAY,
    ...fields,
  });
  const clientVehicles = (clientId: number, showDeleted = false) =>
    ok<ClientVehicle[]>(admin, 'GET', `/v1/vehicles?clientId=${clientId}&showDeleted=${showDeleted}`);

  beforeAll(async () => {
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
    operator = await login(t.app, 'operator@demo.ru', 'Operator12345');
    nobody = await userWith({});
    const makes = await ok<{ id: number; title: string }[]>(admin, 'GET', '/v1/catalog/vehicle/makes');
    const kia = makes.find((m) => m.title === 'Kia')!;
    const toyota = makes.find((m) => m.title === 'Toyota')!;
    const rioModel = (
      await ok<{ id: number; title: string }[]>(admin, 'GET', `/v1/catalog/vehicle/makes/${kia.id}/models`)
    ).find((m) => m.title === 'Rio')!;
    const camryModel = (
      await ok<{ id: number; title: string }[]>(admin, 'GET', `/v1/catalog/vehicle/makes/${toyota.id}/models`)
    ).find((m) => m.title === 'Camry')!;
    const generation = (
      await ok<{ id: number; name: string }[]>(admin, 'GET', `/v1/catalog/vehicle/models/${rioModel.id}/generations`)
    ).find((g) => g.name === 'IV')!;
    const [modification] = await ok<{ id: number }[]>(
      admin,
      'GET',
      `/v1/catalog/vehicle/generations/${generation.id}/modifications`,
    );
    rio = { makeId: kia.id, modelId: rioModel.id, generationId: generation.id, modificationId: modification.id };
    camry = { makeId: toyota.id, modelId: camryModel.id };
    insurerId = (await ok<{ id: number }[]>(admin, 'GET', '/v1/catalog/insurance_companies'))[0].id;
  });

  describe('POST /v1/vehicles?clientId', () => {
    it("creates the vehicle and its relation; the client's first vehicle becomes primary, the next one does not", async () => {
      const clientId = await newClient();
      const number = newPlate();
      const first = await createVehicle(clientId, { number, stsNumber: '77УА123456', ptsNumber: '77ТМ123456' });
      expect(first).toMatchObject({
        clientId,
        primary: true,
        ...rio,
        makeTitle: 'Kia',
        modelTitle: 'Rio',
        generationName: 'IV',
        number,
        foreign: false,
        vin: 'XWEFF41CBK0123456',
        stsNumber: '77УА123456',
        ptsNumber: '77ТМ123456',
        yearOfIssue: 2019,
        isCorporate: false,
        deletedDate: null,
        insurances: [],
      });
      expect(first.modificationName).toMatch(/л\.с\./);
      const second = await createVehicle(clientId, {
        ...camry,
        generationId: undefined,
        modificationId: undefined,
        vin: '',
      });
      expect(second).toMatchObject({
        primary: false,
        makeTitle: 'Toyota',
        modelTitle: 'Camry',
        generationId: null,
        vin: null,
      });
      const list = await clientVehicles(clientId);
      expect(list.map((v) => [v.id, v.primary])).toEqual([
        [first.id, true],
        [second.id, false],
      ]);
      expect(list[0]).toMatchObject({
        makeTitle: 'Kia',
        modelTitle: 'Rio',
        generationName: 'IV',
        number,
        deletedDate: null,
        isCorporate: false,
        foreign: false,
      });
    });

    it('saves a foreign plate by the relaxed rule and the policies sent with a new vehicle', async () => {
      const clientId = await newClient();
      const created = await createVehicle(clientId, {
        number: '1234 ab-7',
        foreign: true,
        stsNumber: 'BY-STS-0001',
        insurances: [{ ...policy(), created: true }],
      });
      expect(created).toMatchObject({ number: '1234 AB-7', foreign: true, stsNumber: 'BY-STS-0001' });
      expect(created.insurances).toHaveLength(1);
      expect(created.insurances[0]).toMatchObject({
        insuranceTypeRefValueName: 'ОСАГО',
        insuranceNumber: 'ХХХ 0123456789',
        active: true,
      });
    });

    it.each([
      ['number', { number: '' }, 'Укажите гос.номер'],
      ['number', { number: 'А12ВС77' }, 'Некорректный гос.номер'],
      ['number', { number: 'Z123ВС77' }, 'Некорректный символ в номере'],
      ['number', { number: 'A'.repeat(65), foreign: true }, 'Максимальная длина 64 символов'],
      ['vin', { vin: 'XWEFF41CBK012345O' }, 'Некорректный VIN'],
      ['vin', { vin: 'XWE-F41' }, 'Поддерживается только латиница и цифры'],
      ['vin', { vin: 'X'.repeat(18) }, 'Максимальная длина 17 символов'],
      ['stsNumber', { stsNumber: '77УА12' }, 'Некорректный СТС'],
      [
        'ptsNumber',
        { ptsNumber: '77ТМ12' },
        'Некорректный ПТС (10 символов: две цифры - две буквы кириллицы - шесть цифр. Второй вариант - номер электронного ПТС - 15 цифр.)',
      ],
      ['yearOfIssue', { yearOfIssue: '20a9' }, 'Поддерживаются только цифры'],
      ['yearOfIssue', { yearOfIssue: '20190' }, 'Максимальная длина 4 символа'],
      ['makeId', { makeId: undefined }, 'Укажите марку'],
      ['modelId', { modelId: 0 }, 'Укажите модель'],
    ])('refuses %s: %s', async (field, change, message) => {
      const clientId = await newClient();
      const body = await fails(
        await call(admin, 'POST', `/v1/vehicles?clientId=${clientId}`, vehicleBody(change)),
        400,
        'VALIDATION_ERROR',
      );
      expect(body.details?.[field]).toBe(message);
      expect(await clientVehicles(clientId, true)).toEqual([]);
    });

    it('refuses a model, generation or modification that does not belong to its parent, and an unknown make', async () => {
      const clientId = await newClient();
      const post = (change: object) => call(admin, 'POST', `/v1/vehicles?clientId=${clientId}`, vehicleBody(change));
      expect((await fails(await post({ modelId: camry.modelId }), 400, 'VALIDATION_ERROR')).details).toEqual({
        modelId: 'Модель не относится к выбранной марке',
      });
      expect((await fails(await post({ ...camry }), 400, 'VALIDATION_ERROR')).details).toEqual({
        generationId: 'Поколение не относится к выбранной модели',
      });
      expect(
        (await fails(await post({ modificationId: rio.modificationId + 10_000 }), 400, 'VALIDATION_ERROR')).details,
      ).toEqual({
        modificationId: 'Модификация не найдена в каталоге',
      });
      expect((await fails(await post({ makeId: 2_000_000_000 }), 400, 'VALIDATION_ERROR')).details).toEqual({
        makeId: 'Марка не найдена в каталоге',
      });
    });

    it('refuses a plate the client already has, a missing client id and a bad policy row', async () => {
      const clientId = await newClient();
      const { number } = await createVehicle(clientId);
      expect(
        (
          await fails(
            await call(admin, 'POST', `/v1/vehicles?clientId=${clientId}`, vehicleBody({ number })),
            400,
            'VALIDATION_ERROR',
          )
        ).details,
      ).toEqual({
        number: 'У клиента уже есть автомобиль с таким гос.номером',
      });
      expect(
        (await fails(await call(admin, 'POST', '/v1/vehicles', vehicleBody()), 400, 'VALIDATION_ERROR')).details,
      ).toEqual({ clientId: 'Укажите клиента' });
      const badPolicy = await call(
        admin,
        'POST',
        `/v1/vehicles?clientId=${clientId}`,
        vehicleBody({ insurances: [{ ...policy({ insuranceCompanyId: undefined }), created: true }] }),
      );
      expect((await fails(badPolicy, 400, 'VALIDATION_ERROR')).details).toEqual({
        'insurances.0.insuranceCompanyId': 'Укажите страховую компанию',
      });
    });

    it('answers 404 for an unknown client and 403 without order.vehicle permissionInsert', async () => {
      await fails(
        await call(admin, 'POST', '/v1/vehicles?clientId=2000000000', vehicleBody()),
        404,
        'ENTITY_NOT_FOUND',
      );
      const clientId = await newClient();
      const readOnly = await userWith({
        'reference.person.card': { available: true },
        'order.vehicle': { available: true, permissionUpdate: true },
      });
      await fails(
        await call(readOnly, 'POST', `/v1/vehicles?clientId=${clientId}`, vehicleBody()),
        403,
        'ACCESS_DENIED',
      );
      await fails(await call(null, 'POST', `/v1/vehicles?clientId=${clientId}`, vehicleBody()), 401, 'UNAUTHORIZED');
      // Adding a policy with the vehicle needs order.insurancePolicies permissionInsert too.
      const vehiclesOnly = await userWith({ 'order.vehicle': ALL });
      const withPolicy = await call(
        vehiclesOnly,
        'POST',
        `/v1/vehicles?clientId=${clientId}`,
        vehicleBody({ insurances: [{ ...policy(), created: true }] }),
      );
      expect((await fails(withPolicy, 403, 'ACCESS_DENIED')).message).toBe('Недостаточно прав для добавления полиса');
      expect(await clientVehicles(clientId, true)).toEqual([]);
    });
  });

  describe('GET /v1/vehicles?clientId and GET /v1/vehicles/{id}', () => {
    it("lists a client's vehicles for either reading key; 404 for an unknown client; 403 without both keys", async () => {
      const clientId = await newClient();
      const created = await createVehicle(clientId);
      for (const key of ['reference.person.card', 'reference.vehicle.findByNumber']) {
        const reader = await userWith({ [key]: { available: true } });
        expect(
          (await ok<ClientVehicle[]>(reader, 'GET', `/v1/vehicles?clientId=${clientId}`)).map((v) => v.id),
        ).toEqual([created.id]);
        expect((await ok<VehicleEntity>(reader, 'GET', `/v1/vehicles/${created.id}`)).id).toBe(created.id);
      }
      await fails(await call(nobody, 'GET', `/v1/vehicles?clientId=${clientId}`), 403, 'ACCESS_DENIED');
      await fails(await call(nobody, 'GET', `/v1/vehicles/${created.id}`), 403, 'ACCESS_DENIED');
      await fails(await call(admin, 'GET', '/v1/vehicles?clientId=2000000000'), 404, 'ENTITY_NOT_FOUND');
      expect((await fails(await call(admin, 'GET', '/v1/vehicles'), 400, 'VALIDATION_ERROR')).details).toEqual({
        clientId: 'Укажите клиента',
      });
    });

    it("answers the form with its live policies; with clientId also whether it is the client's primary one", async () => {
      const clientId = await newClient();
      const created = await createVehicle(clientId, {
        insurances: [
          { ...policy(), created: true },
          { ...policy({ startDate: now() - 400 * DAY, expirationDate: now() - 2 * DAY }), created: true },
        ],
      });
      const plain = await ok<VehicleEntity>(admin, 'GET', `/v1/vehicles/${created.id}`);
      expect(plain).toMatchObject({ id: created.id, clientId: null, primary: null });
      expect(plain.insurances.map((p) => p.active)).toEqual([false, true]);
      expect(await ok<VehicleEntity>(admin, 'GET', `/v1/vehicles/${created.id}?clientId=${clientId}`)).toMatchObject({
        clientId,
        primary: true,
      });
      await fails(await call(admin, 'GET', '/v1/vehicles/2000000000'), 404, 'ENTITY_NOT_FOUND');
      expect((await fails(await call(admin, 'GET', '/v1/vehicles/abc'), 400, 'VALIDATION_ERROR')).details).toEqual({
        vehicleId: 'Некорректный идентификатор автомобиля',
      });
    });
  });

  describe('PUT /v1/vehicles/{id}', () => {
    it('saves the vehicle and answers the new form', async () => {
      const clientId = await newClient();
      const created = await createVehicle(clientId);
      const saved = await ok<VehicleEntity>(admin, 'PUT', `/v1/vehicles/${created.id}`, {
        ...created,
        clientId,
        vin: 'XWEFF41CBK0999999',
        yearOfIssue: 2020,
        insurances: [],
      });
      expect(saved).toMatchObject({
        id: created.id,
        clientId,
        primary: true,
        vin: 'XWEFF41CBK0999999',
        yearOfIssue: 2020,
        number: created.number,
      });
      const other = await ok<VehicleEntity>(admin, 'PUT', `/v1/vehicles/${created.id}`, {
        ...saved,
        ...camry,
        generationId: null,
        modificationId: null,
        insurances: [],
      });
      expect(other).toMatchObject({
        makeTitle: 'Toyota',
        modelTitle: 'Camry',
        generationId: null,
        modificationId: null,
      });
    });

    it('applies the policy flags created, updated and deleted in the same save', async () => {
      const clientId = await newClient();
      const created = await createVehicle(clientId, {
        insurances: [
          { ...policy(), created: true },
          { ...policy({ insuranceNumber: 'Удаляемый' }), created: true },
        ],
      });
      const [kept, removed] = created.insurances;
      const saved = await ok<VehicleEntity>(admin, 'PUT', `/v1/vehicles/${created.id}`, {
        ...created,
        insurances: [
          { ...kept, insuranceNumber: 'ХХХ 9999999999', updated: true },
          { ...removed, deleted: true },
          {
            ...policy({ insuranceTypeRefValueId: REF_VALUE_IDS.insuranceKasko, insuranceNumber: 'КАСКО-1' }),
            created: true,
          },
          // Created and deleted before the save: nothing to do.
          { ...policy({ insuranceNumber: 'Передумали' }), created: true, deleted: true },
        ],
      });
      expect(saved.insurances.map((p) => [p.insuranceNumber, p.insuranceTypeRefValueName])).toEqual([
        ['ХХХ 9999999999', 'ОСАГО'],
        ['КАСКО-1', 'КАСКО'],
      ]);
      expect(saved.insurances[0].id).toBe(kept.id);
    });

    it('rolls the whole save back when one policy row fails', async () => {
      const clientId = await newClient();
      const created = await createVehicle(clientId, { insurances: [{ ...policy(), created: true }] });
      const response = await call(admin, 'PUT', `/v1/vehicles/${created.id}`, {
        ...created,
        vin: 'XWEFF41CBK0777777',
        insurances: [
          { ...created.insurances[0], deleted: true },
          { ...policy({ insuranceNumber: 'Новый' }), created: true },
          { ...policy({ insuranceCompanyId: 2_000_000_000 }), created: true },
        ],
      });
      expect((await fails(response, 400, 'VALIDATION_ERROR')).details).toEqual({
        'insurances.2.insuranceCompanyId': 'Страховая компания не найдена',
      });
      const after = await ok<VehicleEntity>(admin, 'GET', `/v1/vehicles/${created.id}`);
      expect(after.vin).toBe(created.vin);
      expect(after.insurances.map((p: PolicyEntity) => p.id)).toEqual([created.insurances[0].id]);
      // A policy of another vehicle is not this vehicle's to change.
      const other = await createVehicle(clientId, { insurances: [{ ...policy(), created: true }] });
      const foreignRow = await call(admin, 'PUT', `/v1/vehicles/${created.id}`, {
        ...created,
        vin: 'XWEFF41CBK0777777',
        insurances: [{ ...other.insurances[0], updated: true }],
      });
      expect((await fails(foreignRow, 404, 'ENTITY_NOT_FOUND')).details).toEqual({
        'insurances.0.id': 'Полис не найден',
      });
      expect((await ok<VehicleEntity>(admin, 'GET', `/v1/vehicles/${created.id}`)).vin).toBe(created.vin);
    });

    it('refuses rows and fields that break the rules', async () => {
      const clientId = await newClient();
      const created = await createVehicle(clientId);
      const put = (body: object) =>
        call(admin, 'PUT', `/v1/vehicles/${created.id}`, { ...created, insurances: [], ...body });
      const start = now();
      expect(
        (
          await fails(
            await put({ insurances: [{ ...policy({ startDate: start, expirationDate: start }), created: true }] }),
            400,
            'VALIDATION_ERROR',
          )
        ).details,
      ).toEqual({
        'insurances.0.expirationDate': 'Дата окончания должна быть позже даты начала',
      });
      expect(
        (
          await fails(
            await put({ insurances: [{ ...policy({ insuranceTypeRefValueId: undefined }), created: true }] }),
            400,
            'VALIDATION_ERROR',
          )
        ).details,
      ).toEqual({
        'insurances.0.insuranceTypeRefValueId': 'Укажите тип полиса',
      });
      expect(
        (await fails(await put({ insurances: [{ ...policy(), updated: true }] }), 400, 'VALIDATION_ERROR')).details,
      ).toEqual({ 'insurances.0.id': 'Некорректный идентификатор' });
      expect((await fails(await put({ number: 'А12' }), 400, 'VALIDATION_ERROR')).details).toEqual({
        number: 'Некорректный гос.номер',
      });
      await fails(
        await call(admin, 'PUT', '/v1/vehicles/2000000000', { ...created, insurances: [] }),
        404,
        'ENTITY_NOT_FOUND',
      );
    });

    it('needs order.vehicle.number to change the plate, order.vehicle permissionUpdate to change the vehicle, and the policy flags for rows', async () => {
      const clientId = await newClient();
      const created = await createVehicle(clientId);
      const editor = await userWith({ 'order.vehicle': { available: true, permissionUpdate: true } });
      const plate = await call(editor, 'PUT', `/v1/vehicles/${created.id}`, {
        ...created,
        number: newPlate(),
        insurances: [],
      });
      expect((await fails(plate, 403, 'ACCESS_DENIED')).message).toBe('Недостаточно прав для изменения гос.номера');
      expect(
        (
          await ok<VehicleEntity>(editor, 'PUT', `/v1/vehicles/${created.id}`, {
            ...created,
            yearOfIssue: 2018,
            insurances: [],
          })
        ).yearOfIssue,
      ).toBe(2018);
      const plateEditor = await userWith({
        'order.vehicle': { available: true, permissionUpdate: true },
        'order.vehicle.number': { available: true },
      });
      const number = newPlate();
      expect(
        (
          await ok<VehicleEntity>(plateEditor, 'PUT', `/v1/vehicles/${created.id}`, {
            ...created,
            number,
            insurances: [],
          })
        ).number,
      ).toBe(number);

      // The insurance tab saves policies alone: policy rights are enough while the vehicle stays as it is.
      const insurer = await userWith({ 'order.insurancePolicies': { available: true, permissionInsert: true } });
      const current = await ok<VehicleEntity>(admin, 'GET', `/v1/vehicles/${created.id}`);
      const withPolicy = await ok<VehicleEntity>(insurer, 'PUT', `/v1/vehicles/${created.id}`, {
        ...current,
        insurances: [{ ...policy(), created: true }],
      });
      expect(withPolicy.insurances).toHaveLength(1);
      expect(
        (
          await fails(
            await call(insurer, 'PUT', `/v1/vehicles/${created.id}`, {
              ...current,
              vin: 'XWEFF41CBK0555555',
              insurances: [],
            }),
            403,
            'ACCESS_DENIED',
          )
        ).message,
      ).toBe('Недостаточно прав для изменения автомобиля');
      const remove = await call(insurer, 'PUT', `/v1/vehicles/${created.id}`, {
        ...current,
        insurances: [{ ...withPolicy.insurances[0], deleted: true }],
      });
      expect((await fails(remove, 403, 'ACCESS_DENIED')).message).toBe('Недостаточно прав для удаления полиса');
      const edit = await call(insurer, 'PUT', `/v1/vehicles/${created.id}`, {
        ...current,
        insurances: [{ ...withPolicy.insurances[0], updated: true }],
      });
      expect((await fails(edit, 403, 'ACCESS_DENIED')).message).toBe('Недостаточно прав для изменения полиса');
      await fails(
        await call(nobody, 'PUT', `/v1/vehicles/${created.id}`, { ...current, insurances: [] }),
        403,
        'ACCESS_DENIED',
      );
    });
  });

  describe('POST /v1/vehicles/find', () => {
    it('finds live vehicles by any part of the plate, typed in either layout', async () => {
      const clientId = await newClient();
      const created = await createVehicle(clientId, { number: `А${randomInt(100, 1000)}ХК${randomInt(100, 1000)}` });
      const part = created.number.slice(1, 6);
      const found = await ok<VehicleFound[]>(operator, 'POST', '/v1/vehicles/find', { number: part });
      expect(found.find((v) => v.id === created.id)).toEqual({
        id: created.id,
        number: created.number,
        makeTitle: 'Kia',
        modelTitle: 'Rio',
        vin: created.vin,
        isCorporate: false,
      });
      // Latin look-alikes and lower case: 'a123xk' reads 'А123ХК'.
      const latin = created.number.slice(0, 6).replace('А', 'a').replace('Х', 'x').replace('К', 'k');
      expect(
        (await ok<VehicleFound[]>(operator, 'POST', '/v1/vehicles/find', { number: latin })).map((v) => v.id),
      ).toContain(created.id);
      // The exact plate comes first.
      expect((await ok<VehicleFound[]>(operator, 'POST', '/v1/vehicles/find', { number: created.number }))[0].id).toBe(
        created.id,
      );
      await t.db.update(vehicles).set({ isCorporate: true }).where(eq(vehicles.id, created.id));
      expect(
        (await ok<VehicleFound[]>(operator, 'POST', '/v1/vehicles/find', { number: created.number }))[0].isCorporate,
      ).toBe(true);
      expect(await ok<VehicleFound[]>(operator, 'POST', '/v1/vehicles/find', { number: '%_' })).toEqual([]);
    });

    it('refuses an empty number; 403 without a reading key', async () => {
      expect(
        (await fails(await call(admin, 'POST', '/v1/vehicles/find', { number: ' ' }), 400, 'VALIDATION_ERROR')).details,
      ).toEqual({ number: 'Укажите гос.номер' });
      expect(
        (await fails(await call(admin, 'POST', '/v1/vehicles/find', {}), 400, 'VALIDATION_ERROR')).details,
      ).toEqual({ number: 'Укажите гос.номер' });
      await fails(await call(nobody, 'POST', '/v1/vehicles/find', { number: 'А1' }), 403, 'ACCESS_DENIED');
    });
  });

  describe('the demo', () => {
    it('gives the first demo client (+79161234567) at least two live vehicles, one primary, and a detached one', async () => {
      const [ivanov] = await t.db
        .select({ id: clients.id })
        .from(clients)
        .where(eq(clients.phoneNumber, '+79161234567'));
      expect(ivanov, 'the clients demo seeds the demo client').toBeTruthy();
      const live = await clientVehicles(ivanov.id);
      expect(live.length).toBeGreaterThanOrEqual(2);
      expect(live.filter((v) => v.primary)).toHaveLength(1);
      const all = await clientVehicles(ivanov.id, true);
      expect(all.some((v) => v.deletedDate !== null)).toBe(true);
      const form = await ok<VehicleEntity>(admin, 'GET', `/v1/vehicles/${live[0].id}`);
      expect(form.insurances.length).toBeGreaterThan(0);
    });
  });
});
