import { randomInt } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GENDER_UNKNOWN, PHONE_TAKEN, STATUS_UNKNOWN } from '../../../src/server/clients/clientsRoutes';
import { operations, permissions } from '../../../src/server/db/schema';
import { type Client, NOT_MOBILE_PHONE } from '../../../src/shared/schemas/clients/clientEntity';
import type { Permission } from '../../../src/shared/schemas/users';
import { createTestUser, login, openTestApp } from '../buildTestApp';

type Grant = Omit<Permission, 'operationKey'>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const ALL: Grant = { available: true, permissionInsert: true, permissionUpdate: true, permissionDelete: true };
const READ: Partial<Grant> = { available: true };
const DEMO_PHONE = '+79161234567';

/** A mobile number no other test has: +7 (99x) and seven random digits. */
const newPhone = () => `+799${randomInt(0, 10)}${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;

describe('clients (/v1/clients)', () => {
  const t = openTestApp();
  let admin = '';
  let operator = '';
  let partner = '';
  let outsider = '';

  beforeAll(async () => {
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
    operator = await login(t.app, 'operator@demo.ru', 'Operator12345');
    partner = await login(t.app, 'partner@demo.ru', 'Partner12345');
    outsider = await login(t.app, 'kozlov.m@demo.ru', 'Demo12345');
  });

  const call = (token: string | null, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? { authorization: token } : {}, ...(payload ? { payload } : {}) });

  /** A user of the test's own holding exactly these operation keys (user-level permissions). */
  async function userWith(grants: Record<string, Partial<Grant>>): Promise<string> {
    const user = await createTestUser(t.db);
    const ops = await t.db
      .select()
      .from(operations)
      .where(inArray(operations.operationKey, Object.keys(grants)));
    expect(ops).toHaveLength(Object.keys(grants).length);
    await t.db
      .insert(permissions)
      .values(ops.map((o) => ({ operationId: o.id, userId: user.id, ...grants[o.operationKey] })));
    return login(t.app, user.email, user.password!);
  }

  async function create(fields: object = {}, token = admin): Promise<Client> {
    const response = await call(token, 'POST', '/v1/clients', {
      phoneNumber: newPhone(),
      lastName: 'Тестов',
      firstName: 'Тест',
      ...fields,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Client;
  }

  const expectError = (response: { statusCode: number; json: () => unknown }, status: number, errorCode: string) => {
    expect(response.statusCode).toBe(status);
    const body = response.json() as {
      errorCode: string;
      message: string;
      details?: Record<string, string>;
      status: number;
    };
    expect(body).toMatchObject({ errorCode, status });
    return body;
  };

  describe('GET /v1/clients/phone/{phone}', () => {
    it('finds the demo client however the number is written', async () => {
      for (const written of [DEMO_PHONE, '89161234567', '9161234567', '+7 (916) 123-45-67']) {
        const response = await call(operator, 'GET', `/v1/clients/phone/${encodeURIComponent(written)}`);
        expect(response.statusCode, written).toBe(200);
        expect(response.json()).toMatchObject({
          lastName: 'Иванов',
          firstName: 'Иван',
          middleName: 'Иванович',
          phoneNumber: DEMO_PHONE,
          statusRefValueId: 76,
          statusRefValueName: 'Активный',
          isBlocked: false,
          createdByUserName: 'Администраторов Александр Иванович',
          partnerName: 'Автосервис Демо',
          genderRefValueId: 9001,
          bonus: expect.any(Number),
        });
      }
      const client = (await call(operator, 'GET', `/v1/clients/phone/${DEMO_PHONE}`)).json() as Client;
      expect(Number.isInteger(client.createdDate)).toBe(true);
      expect(client.createdDate).toBeLessThan(Date.now() / 1000);
      expect(client.dateOfBirth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });

    it('answers ENTITY_NOT_FOUND for a number nobody has, and the phone rule for a wrong one', async () => {
      const missing = expectError(
        await call(operator, 'GET', '/v1/clients/phone/+79990000000'),
        404,
        'ENTITY_NOT_FOUND',
      );
      expect(missing.message).toBe('Клиент с таким номером не найден');
      const wrong = expectError(await call(operator, 'GET', '/v1/clients/phone/12345'), 400, 'VALIDATION_ERROR');
      expect(wrong.details).toEqual({ phone: 'Ошибка ввода телефонного номера' });
    });

    it('needs a token and the client card key', async () => {
      expectError(await call(null, 'GET', `/v1/clients/phone/${DEMO_PHONE}`), 401, 'UNAUTHORIZED');
      expectError(await call(partner, 'GET', `/v1/clients/phone/${DEMO_PHONE}`), 403, 'ACCESS_DENIED');
      expectError(await call(outsider, 'GET', `/v1/clients/phone/${DEMO_PHONE}`), 403, 'ACCESS_DENIED');
    });
  });

  describe('GET /v1/clients/{id}', () => {
    it('answers the client with its derived fields', async () => {
      const created = await create({
        middleName: 'Тестович',
        dateOfBirth: '1990-02-28',
        genderRefValueId: 9002,
        email: ' test@mail.ru ',
        address: 'Москва',
      });
      const response = await call(operator, 'GET', `/v1/clients/${created.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(created);
      expect(created).toMatchObject({
        middleName: 'Тестович',
        dateOfBirth: '1990-02-28',
        genderRefValueId: 9002,
        email: 'test@mail.ru',
        address: 'Москва',
        bonus: 0,
      });
    });

    it('shows a blocked demo client as blocked', async () => {
      const found = (
        await call(admin, 'GET', '/v1/clients/search/name/?firstName=Максим&lastName=Степанов')
      ).json() as Client[];
      expect(found[0]).toMatchObject({ statusRefValueId: 77, statusRefValueName: 'Заблокирован', isBlocked: true });
    });

    it('answers ENTITY_NOT_FOUND for an unknown id and the id rule for a wrong one', async () => {
      const missing = expectError(await call(operator, 'GET', '/v1/clients/999999'), 404, 'ENTITY_NOT_FOUND');
      expect(missing.message).toBe('Клиент не найден');
      expect(expectError(await call(operator, 'GET', '/v1/clients/abc'), 400, 'VALIDATION_ERROR').details).toEqual({
        id: 'Некорректный идентификатор клиента',
      });
    });

    it('needs the client card key', async () => {
      expectError(await call(partner, 'GET', '/v1/clients/1'), 403, 'ACCESS_DENIED');
    });
  });

  describe('GET /v1/clients/search/name/', () => {
    const search = (token: string, firstName: string, lastName: string) =>
      call(
        token,
        'GET',
        `/v1/clients/search/name/?firstName=${encodeURIComponent(firstName)}&lastName=${encodeURIComponent(lastName)}`,
      );

    it('finds every client with both names, ignoring case, sorted by full name', async () => {
      const response = await search(admin, 'иван', 'ИВАНОВ');
      expect(response.statusCode).toBe(200);
      const found = response.json() as Client[];
      expect(found.every((c) => c.lastName === 'Иванов' && c.firstName === 'Иван')).toBe(true);
      // The two demo namesakes (other tests may add more Ивановы to the shared database).
      const demo = found.filter((c) => c.middleName === 'Иванович' || c.middleName === 'Петрович');
      expect(demo.map((c) => c.middleName)).toEqual(['Иванович', 'Петрович']);
      expect(demo[0].phoneNumber).toBe(DEMO_PHONE);
      const names = found.map((c) => c.middleName ?? '');
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    });

    it('answers an empty list when nobody has these names', async () => {
      expect((await search(admin, 'Никто', 'Никаков')).json()).toEqual([]);
    });

    it('checks both names with the name-only rule', async () => {
      expect(
        expectError(await call(admin, 'GET', '/v1/clients/search/name/?firstName=Иван'), 400, 'VALIDATION_ERROR')
          .details,
      ).toEqual({ lastName: 'Укажите фамилию' });
      expect(
        expectError(await call(admin, 'GET', '/v1/clients/search/name/?lastName=Иванов'), 400, 'VALIDATION_ERROR')
          .details,
      ).toEqual({ firstName: 'Укажите имя' });
      expect(expectError(await search(admin, 'И', 'Иванов'), 400, 'VALIDATION_ERROR').details).toEqual({
        firstName: 'Минимум 2 символа',
      });
      expect(expectError(await search(admin, 'Ivan', 'Иванов'), 400, 'VALIDATION_ERROR').details).toEqual({
        firstName: 'Поддерживается только кириллица',
      });
    });

    it('needs reference.person.findByName', async () => {
      expectError(await search(operator, 'Иван', 'Иванов'), 403, 'ACCESS_DENIED');
      const finder = await userWith({ 'reference.person.findByName': READ });
      expect((await search(finder, 'Иван', 'Иванов')).statusCode).toBe(200);
    });
  });

  describe('POST /v1/clients', () => {
    it('adds a client with a normalised phone, status 76, its creator and partner', async () => {
      const phone = newPhone();
      const response = await call(operator, 'POST', '/v1/clients', {
        phoneNumber: `8 (${phone.slice(2, 5)}) ${phone.slice(5, 8)}-${phone.slice(8, 10)}-${phone.slice(10)}`,
        firstName: 'Пётр',
        contactPhoneNumber1: '8 916 000-00-01',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        phoneNumber: phone,
        firstName: 'Пётр',
        lastName: null,
        contactPhoneNumber1: '+79160000001',
        statusRefValueId: 76,
        statusRefValueName: 'Активный',
        createdByUserName: 'Операторова Ольга Петровна',
        partnerName: 'Автосервис Демо',
        isBlocked: false,
        passportSeries: null,
      });
      expect((response.json() as Client).createdDate).toBeGreaterThan(Date.now() / 1000 - 60);
    });

    it.each<[string, object, string, string]>([
      ['first name required', { firstName: '' }, 'firstName', 'Укажите имя клиента'],
      ['first name Cyrillic', { firstName: 'Petr' }, 'firstName', 'Поддерживается только кириллица'],
      ['first name length', { firstName: 'П' }, 'firstName', 'Недопустимо короткое имя'],
      ['last name rule', { lastName: 'Ivanov' }, 'lastName', 'Поддерживается только кириллица'],
      ['last name max length', { lastName: 'И'.repeat(256) }, 'lastName', 'Максимальная длина 255 символов'],
      ['middle name rule', { middleName: 'I' }, 'middleName', 'Недопустимо короткое имя'],
      ['e-mail', { email: 'ivan@' }, 'email', 'Некорректный email'],
      ['contact phone format', { contactPhoneNumber1: '916-abc' }, 'contactPhoneNumber1', 'Неверный формат телефона'],
      [
        'contact phone length',
        { contactPhoneNumber1: '916 12' },
        'contactPhoneNumber1',
        'Недопустимо короткий телефон',
      ],
      [
        'contact phone 1 is the main one',
        { phoneNumber: '+79161110011', contactPhoneNumber1: '8 (916) 111-00-11' },
        'contactPhoneNumber1',
        'Номер не должен совпадать с основным',
      ],
      [
        'contact phone 2 is the main one',
        { phoneNumber: '+79161110011', contactPhoneNumber2: '9161110011' },
        'contactPhoneNumber2',
        'Номер не должен совпадать с основным',
      ],
      [
        'contact phone 2 is contact phone 1',
        { contactPhoneNumber1: '+79160000001', contactPhoneNumber2: '89160000001' },
        'contactPhoneNumber2',
        'Номер не должен совпадать с контактным телефоном 1',
      ],
      ['phone required', { phoneNumber: undefined }, 'phoneNumber', 'Укажите телефон'],
      ['phone invalid', { phoneNumber: '+7 495 123-45-67' }, 'phoneNumber', 'Ошибка ввода телефонного номера'],
      ['phone mobile', { phoneNumber: '+7 800 123-45-67' }, 'phoneNumber', NOT_MOBILE_PHONE],
      ['status above 0', { statusRefValueId: 0 }, 'statusRefValueId', 'Укажите статус клиента'],
      ['status of reference 27', { statusRefValueId: 9001 }, 'statusRefValueId', STATUS_UNKNOWN],
      ['gender of reference 52', { genderRefValueId: 76 }, 'genderRefValueId', GENDER_UNKNOWN],
      ['birth date', { dateOfBirth: '28.02.1990' }, 'dateOfBirth', 'Ошибка ввода даты'],
      ['birth date impossible', { dateOfBirth: '1990-02-30' }, 'dateOfBirth', 'Ошибка ввода даты'],
    ])('%s', async (_title, patch, field, message) => {
      const response = await call(admin, 'POST', '/v1/clients', {
        phoneNumber: newPhone(),
        firstName: 'Тест',
        ...patch,
      });
      const body = expectError(response, 400, 'VALIDATION_ERROR');
      expect(body.details?.[field]).toBe(message);
    });

    it('refuses a phone another client has: 409 BINDING_ALREADY_EXISTS', async () => {
      const body = expectError(
        await call(admin, 'POST', '/v1/clients', { phoneNumber: '8 916 123-45-67', firstName: 'Двойник' }),
        409,
        'BINDING_ALREADY_EXISTS',
      );
      expect(body).toMatchObject({ message: PHONE_TAKEN, details: { phoneNumber: PHONE_TAKEN } });
    });

    it('can start a client blocked', async () => {
      expect(await create({ statusRefValueId: 77 })).toMatchObject({ statusRefValueId: 77, isBlocked: true });
    });

    it('needs permissionInsert on order.client', async () => {
      const body = { phoneNumber: newPhone(), firstName: 'Тест' };
      expectError(await call(null, 'POST', '/v1/clients', body), 401, 'UNAUTHORIZED');
      expectError(await call(partner, 'POST', '/v1/clients', body), 403, 'ACCESS_DENIED');
      const updater = await userWith({ 'order.client': { available: true, permissionUpdate: true } });
      expectError(await call(updater, 'POST', '/v1/clients', body), 403, 'ACCESS_DENIED');
    });
  });

  describe('PUT /v1/clients/{id}', () => {
    const put = (token: string, client: Client, patch: object = {}) =>
      call(token, 'PUT', `/v1/clients/${client.id}`, { ...client, ...patch });

    it('replaces the editable fields and ignores the read-only ones', async () => {
      const client = await create({ email: 'old@mail.ru', passportSeries: '1234' });
      expect(client.passportSeries).toBeNull();
      const response = await put(admin, client, {
        lastName: 'Новиков',
        middleName: 'Петрович',
        dateOfBirth: '1985-05-17',
        genderRefValueId: 9001,
        email: 'new@mail.ru',
        contactPhoneNumber1: '+7 (916) 000-00-02',
        address: 'Тула',
        // Read-only: none of these is written.
        phoneNumber: '+79160000009',
        statusRefValueId: 77,
        passportSeries: '4500',
        snils: '112-233-445-95',
        drivingLicense: '77 11 123456',
        createdDate: 1,
        bonus: 5000,
      });
      expect(response.statusCode, response.body).toBe(200);
      const updated = response.json() as Client;
      expect(updated).toEqual({
        ...client,
        lastName: 'Новиков',
        middleName: 'Петрович',
        dateOfBirth: '1985-05-17',
        genderRefValueId: 9001,
        email: 'new@mail.ru',
        contactPhoneNumber1: '+79160000002',
        address: 'Тула',
      });
      expect((await call(admin, 'GET', `/v1/clients/${client.id}`)).json()).toEqual(updated);
    });

    it('clears an optional field left out of the form', async () => {
      const client = await create({ middleName: 'Тестович', address: 'Тула' });
      const { middleName: _m, address: _a, ...rest } = client;
      const response = await call(admin, 'PUT', `/v1/clients/${client.id}`, rest);
      expect(response.json()).toMatchObject({ middleName: null, address: null });
    });

    it('checks the contact phones against the stored main phone', async () => {
      const client = await create();
      const body = expectError(
        await put(admin, client, { phoneNumber: '+79160000009', contactPhoneNumber1: client.phoneNumber }),
        400,
        'VALIDATION_ERROR',
      );
      expect(body.details).toEqual({ contactPhoneNumber1: 'Номер не должен совпадать с основным' });
      const second = expectError(
        await put(admin, client, { contactPhoneNumber1: '+79160000003', contactPhoneNumber2: '8 916 000-00-03' }),
        400,
        'VALIDATION_ERROR',
      );
      expect(second.details).toEqual({ contactPhoneNumber2: 'Номер не должен совпадать с контактным телефоном 1' });
    });

    it.each<[string, object, string, string]>([
      ['first name required', { firstName: null }, 'firstName', 'Укажите имя клиента'],
      ['last name rule', { lastName: 'Smith' }, 'lastName', 'Поддерживается только кириллица'],
      ['e-mail', { email: 'a@b' }, 'email', 'Некорректный email'],
      ['status above 0', { statusRefValueId: -1 }, 'statusRefValueId', 'Укажите статус клиента'],
      ['gender of reference 52', { genderRefValueId: 345 }, 'genderRefValueId', GENDER_UNKNOWN],
    ])('validates: %s', async (_title, patch, field, message) => {
      const client = await create();
      expect(expectError(await put(admin, client, patch), 400, 'VALIDATION_ERROR').details?.[field]).toBe(message);
    });

    it('answers ENTITY_NOT_FOUND for an unknown client', async () => {
      const client = await create();
      expectError(await call(admin, 'PUT', '/v1/clients/999999', client), 404, 'ENTITY_NOT_FOUND');
    });

    it('needs permissionInsert or permissionUpdate on order.client', async () => {
      const client = await create();
      expectError(await put(partner, client), 403, 'ACCESS_DENIED');
      const inserter = await userWith({
        'order.client': { permissionInsert: true },
        'reference.person.card.personal.data': ALL,
      });
      expect((await put(inserter, client, { firstName: 'Семён' })).statusCode).toBe(200);
      const updater = await userWith({
        'order.client': { permissionUpdate: true },
        'reference.person.card.personal.data': ALL,
      });
      expect((await put(updater, client, { firstName: 'Степан' })).statusCode).toBe(200);
      const reader = await userWith({
        'order.client': { available: true },
        'reference.person.card.personal.data': ALL,
      });
      expectError(await put(reader, client, { firstName: 'Фома' }), 403, 'ACCESS_DENIED');
    });

    it('lets the operator save an unchanged client but not change the field groups he lacks', async () => {
      const client = await create({ email: 'op@mail.ru' });
      expect((await put(operator, client)).statusCode).toBe(200);
      const personal = expectError(await put(operator, client, { lastName: 'Другой' }), 403, 'ACCESS_DENIED');
      expect(personal.message).toContain('личных данных');
      expect(personal.details).toEqual({ lastName: expect.stringContaining('личных данных') });
      const contact = expectError(await put(operator, client, { address: 'Омск' }), 403, 'ACCESS_DENIED');
      expect(contact.message).toContain('контактных данных');
      expect(contact.details).toEqual({ address: expect.stringContaining('контактных данных') });
      expect((await call(admin, 'GET', `/v1/clients/${client.id}`)).json()).toEqual(client);
    });

    it('changes personal fields only with permissionUpdate on reference.person.card.personal.data', async () => {
      const client = await create();
      const viewer = await userWith({
        'order.client': ALL,
        'reference.person.card.personal.data': READ,
        'reference.person.card.contact.detail': ALL,
        'reference.client.email': ALL,
      });
      for (const patch of [
        { lastName: 'Другов' },
        { firstName: 'Савва' },
        { middleName: 'Ильич' },
        { dateOfBirth: '2000-01-01' },
        { genderRefValueId: 9002 },
      ]) {
        const body = expectError(await put(viewer, client, patch), 403, 'ACCESS_DENIED');
        expect(Object.keys(body.details ?? {})).toEqual(Object.keys(patch));
      }
      expect((await put(viewer, client, { address: 'Пермь' })).statusCode).toBe(200);
      const editor = await userWith({
        'order.client': { permissionUpdate: true },
        'reference.person.card.personal.data': { permissionUpdate: true },
      });
      const response = await put(editor, client, { lastName: 'Другов', dateOfBirth: '2000-01-01', address: 'Пермь' });
      expect(response.json()).toMatchObject({ lastName: 'Другов', dateOfBirth: '2000-01-01' });
      // Without the contact key the address (changed by the viewer above) must be sent as it is.
      expectError(await put(editor, client, { address: 'Омск' }), 403, 'ACCESS_DENIED');
    });

    it('changes contact fields only with reference.person.card.contact.detail', async () => {
      const client = await create();
      const personalOnly = await userWith({
        'order.client': ALL,
        'reference.person.card.personal.data': ALL,
        'reference.client.email': ALL,
      });
      for (const patch of [
        { email: 'x@mail.ru' },
        { contactPhoneNumber1: '+79160000004' },
        { contactPhoneNumber2: '+79160000005' },
        { address: 'Сочи' },
      ]) {
        const body = expectError(await put(personalOnly, client, patch), 403, 'ACCESS_DENIED');
        expect(body.message).toBe(
          'Недостаточно прав для изменения контактных данных клиента (e-mail, телефоны, адрес)',
        );
        expect(Object.keys(body.details ?? {})).toEqual(Object.keys(patch));
      }
      const both = expectError(
        await call(operator, 'PUT', `/v1/clients/${client.id}`, { ...client, firstName: 'Лука', address: 'Сочи' }),
        403,
        'ACCESS_DENIED',
      );
      expect(Object.keys(both.details ?? {}).sort()).toEqual(['address', 'firstName']);
      const contact = await userWith({ 'order.client': ALL, 'reference.person.card.contact.detail': READ });
      expect(
        (await put(contact, client, { contactPhoneNumber1: '+79160000004', address: 'Сочи' })).json(),
      ).toMatchObject({ contactPhoneNumber1: '+79160000004', address: 'Сочи' });
    });

    it('sets an e-mail with the contact key, but changes one once set only with reference.client.email', async () => {
      const client = await create();
      expect(client.email).toBeNull();
      const contact = await userWith({ 'order.client': ALL, 'reference.person.card.contact.detail': READ });
      const withEmail = (await put(contact, client, { email: 'first@mail.ru' })).json() as Client;
      expect(withEmail.email).toBe('first@mail.ru');
      const locked = expectError(await put(contact, withEmail, { email: 'second@mail.ru' }), 403, 'ACCESS_DENIED');
      expect(locked).toMatchObject({
        message: 'Недостаточно прав для изменения e-mail клиента',
        details: { email: 'Недостаточно прав для изменения e-mail клиента' },
      });
      expectError(await put(contact, withEmail, { email: null }), 403, 'ACCESS_DENIED');
      // The rest of the contact group stays editable.
      expect((await put(contact, withEmail, { address: 'Тверь' })).statusCode).toBe(200);
      const emailEditor = await userWith({
        'order.client': ALL,
        'reference.person.card.contact.detail': READ,
        'reference.client.email': READ,
      });
      expect((await put(emailEditor, withEmail, { email: 'second@mail.ru', address: 'Тверь' })).json()).toMatchObject({
        email: 'second@mail.ru',
      });
    });
  });

  describe('DELETE /v1/clients/{id}', () => {
    it('needs permissionDelete on order.client', async () => {
      const client = await create();
      expectError(await call(operator, 'DELETE', `/v1/clients/${client.id}`), 403, 'ACCESS_DENIED');
      expectError(await call(partner, 'DELETE', `/v1/clients/${client.id}`), 403, 'ACCESS_DENIED');
      expectError(await call(null, 'DELETE', `/v1/clients/${client.id}`), 401, 'UNAUTHORIZED');
    });

    it('deletes softly: the row stays, every lookup hides it, its phone stays taken', async () => {
      const client = await create({ lastName: 'Удаляев', firstName: 'Удал' });
      const response = await call(admin, 'DELETE', `/v1/clients/${client.id}`);
      expect(response.statusCode).toBe(200);
      const deleted = response.json() as { id: number; deletedDate: number };
      expect(deleted.id).toBe(client.id);
      expect(deleted.deletedDate).toBeGreaterThan(Date.now() / 1000 - 60);

      expectError(await call(admin, 'GET', `/v1/clients/${client.id}`), 404, 'ENTITY_NOT_FOUND');
      expectError(await call(admin, 'GET', `/v1/clients/phone/${client.phoneNumber}`), 404, 'ENTITY_NOT_FOUND');
      expect((await call(admin, 'GET', '/v1/clients/search/name/?firstName=Удал&lastName=Удаляев')).json()).toEqual([]);
      expectError(await call(admin, 'PUT', `/v1/clients/${client.id}`, client), 404, 'ENTITY_NOT_FOUND');
      expectError(await call(admin, 'DELETE', `/v1/clients/${client.id}`), 404, 'ENTITY_NOT_FOUND');

      const { clients } = await import('../../../src/server/clients/clientsSchema');
      const [row] = await t.db.select().from(clients).where(eq(clients.id, client.id));
      expect(row.deletedDate).not.toBeNull();

      // The deleted client's number is free again: a new client takes it.
      const again = await call(admin, 'POST', '/v1/clients', {
        phoneNumber: client.phoneNumber,
        firstName: 'Новый',
        lastName: 'Клиентов',
      });
      expect(again.statusCode).toBe(200);
      expect(again.json().id).not.toBe(client.id);
    });

    it('answers ENTITY_NOT_FOUND for an unknown client', async () => {
      expectError(await call(admin, 'DELETE', '/v1/clients/999999'), 404, 'ENTITY_NOT_FOUND');
    });
  });

  it('describes every client call in the OpenAPI document', async () => {
    const doc = (await call(null, 'GET', '/v1/openapi.json')).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(doc.paths['/v1/clients/{id}']).sort()).toEqual(['delete', 'get', 'put']);
    expect(Object.keys(doc.paths['/v1/clients'])).toEqual(['post']);
    expect(doc.paths['/v1/clients/phone/{phone}']).toHaveProperty('get');
    expect(doc.paths['/v1/clients/search/name/']).toHaveProperty('get');
  });
});
