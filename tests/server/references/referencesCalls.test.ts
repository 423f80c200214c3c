import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { login, openTestApp } from '../buildTestApp';
import { invoiceUser } from '../invoices/invoiceFixtures';
import { partnerId, TYRE_PARTNER } from '../pricing/promoFixtures';

// Every reference call the console's /universalreference makes (/ref: GET, POST, PUT and DELETE /{id}; /ref_value:
// GET /{refId}, POST, PUT and DELETE /{id}; restore PUT .../restore/{id}) answers in one pass, and partner staff
// holding every flag of 'universalreference' still change nothing: reference books are the platform's.

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('universal reference calls', () => {
  const t = openTestApp();
  let admin = '';
  let partnerStaff = '';

  beforeAll(async () => {
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
    const flags = ['available', 'permissionInsert', 'permissionUpdate', 'permissionDelete'] as const;
    partnerStaff = (
      await invoiceUser(t.app, t.db, [...flags], await partnerId(t.db, TYRE_PARTNER), ['universalreference'])
    ).token;
  });

  const call = (token: string, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });
  const ok = async <T extends { id: number }>(method: Method, url: string, payload?: object) => {
    const response = await call(admin, method, url, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
    return response.json() as T;
  };

  it('answers every call of the screen, in the order the screen makes them', async () => {
    const ref = await ok<{ id: number; name: string }>('POST', '/v1/ref', { name: `Книга ${randomUUID()}` });
    expect((await ok<{ id: number }>('GET', `/v1/ref/${ref.id}`)).id).toBe(ref.id);
    const refs = (await call(admin, 'GET', '/v1/ref')).json() as { id: number }[];
    expect(refs.some((r) => r.id === ref.id)).toBe(true);
    await ok('PUT', `/v1/ref/${ref.id}`, { name: 'Переименована', code: null });

    const value = await ok<{ id: number }>('POST', '/v1/ref_value', { refId: ref.id, name: 'Значение', sort: 1 });
    const values = (await call(admin, 'GET', `/v1/ref_value/${ref.id}`)).json() as { id: number; name: string }[];
    expect(values.map((v) => v.id)).toEqual([value.id]);
    expect(await ok('PUT', `/v1/ref_value/${value.id}`, { name: 'Значение 2', int1: 5, sort: null })).toMatchObject({
      name: 'Значение 2',
      int1: 5,
      sort: null,
    });
    expect(await ok('DELETE', `/v1/ref_value/${value.id}`)).toMatchObject({ deletedDate: expect.any(Number) });
    expect(await ok('PUT', `/v1/ref_value/restore/${value.id}`)).toMatchObject({ deletedDate: null });
    expect(await ok('DELETE', `/v1/ref/${ref.id}`)).toMatchObject({ deletedDate: expect.any(Number) });
    expect(await ok('PUT', `/v1/ref/restore/${ref.id}`)).toMatchObject({ deletedDate: null });
  });

  it('lets partner staff read the books but change none, whatever their keys', async () => {
    const ref = await ok<{ id: number }>('POST', '/v1/ref', { name: `Книга ${randomUUID()}` });
    const value = await ok<{ id: number }>('POST', '/v1/ref_value', { refId: ref.id, name: 'Своё' });
    expect((await call(partnerStaff, 'GET', '/v1/ref')).statusCode).toBe(200);
    expect((await call(partnerStaff, 'GET', `/v1/ref_value/${ref.id}`)).statusCode).toBe(200);
    for (const [method, url, body] of [
      ['POST', '/v1/ref', { name: 'Партнёр' }],
      ['PUT', `/v1/ref/${ref.id}`, { name: 'Партнёр' }],
      ['DELETE', `/v1/ref/${ref.id}`],
      ['PUT', `/v1/ref/restore/${ref.id}`],
      ['POST', '/v1/ref_value', { refId: ref.id, name: 'Партнёр' }],
      ['PUT', `/v1/ref_value/${value.id}`, { name: 'Партнёр' }],
      ['DELETE', `/v1/ref_value/${value.id}`],
      ['PUT', `/v1/ref_value/restore/${value.id}`],
    ] as const) {
      const response = await call(partnerStaff, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toMatchObject({
        errorCode: 'ACCESS_DENIED',
        message: 'Недостаточно прав для выполнения операции',
      });
    }
  });
});
