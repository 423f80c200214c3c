import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestUser, login, openTestApp } from '../buildTestApp';

describe('per-user settings (/v1/users/settings/{key})', () => {
  const t = openTestApp();
  const call = (token: string | null, method: 'GET' | 'PUT' | 'DELETE', key: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/v1/users/settings/${encodeURIComponent(key)}`,
      headers: token ? { authorization: token } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const newUser = async () => {
    const user = await createTestUser(t.db);
    return login(t.app, user.email, user.password!);
  };
  const uniqueKey = () => `table.orders.${randomUUID().slice(0, 8)}`;

  it('answers null before anything is saved, then the saved value; saving again replaces it', async () => {
    const token = await newUser();
    const key = uniqueKey();
    const before = await call(token, 'GET', key);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ key, value: null, updatedAt: null });

    const settings = { columns: [{ id: 'number', width: 200, visible: true }], filters: { status: [121] }, size: 20 };
    const saved = await call(token, 'PUT', key, { value: settings });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ key, value: settings });
    expect(saved.json().updatedAt).toBeGreaterThan(Date.now() / 1000 - 60);
    expect((await call(token, 'GET', key)).json()).toMatchObject({ key, value: settings });

    const replaced = await call(token, 'PUT', key, { value: { size: 50 } });
    expect(replaced.json().value).toEqual({ size: 50 });
    expect((await call(token, 'GET', key)).json().value).toEqual({ size: 50 });
  });

  it('keeps each user to his own settings and survives logout (a new token)', async () => {
    const [alice, bob] = [await newUser(), await newUser()];
    const key = uniqueKey();
    await call(alice, 'PUT', key, { value: { owner: 'alice' } });
    expect((await call(bob, 'GET', key)).json().value).toBeNull();
    await call(bob, 'PUT', key, { value: { owner: 'bob' } });
    expect((await call(alice, 'GET', key)).json().value).toEqual({ owner: 'alice' });
    await call(bob, 'DELETE', key);
    expect((await call(alice, 'GET', key)).json().value).toEqual({ owner: 'alice' });

    const user = await createTestUser(t.db);
    const first = await login(t.app, user.email, user.password!);
    await call(first, 'PUT', key, { value: { page: 3 } });
    const second = await login(t.app, user.email, user.password!);
    expect((await call(second, 'GET', key)).json().value).toEqual({ page: 3 });
  });

  it('deletes a setting, and deleting nothing is no error', async () => {
    const token = await newUser();
    const key = uniqueKey();
    await call(token, 'PUT', key, { value: { a: 1 } });
    const deleted = await call(token, 'DELETE', key);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ key, value: null, updatedAt: null });
    expect((await call(token, 'GET', key)).json().value).toBeNull();
    expect((await call(token, 'DELETE', key)).statusCode).toBe(200);
  });

  it('accepts keys with slashes and colons, refuses bad keys and values with Russian messages', async () => {
    const token = await newUser();
    const pathKey = `/orders/archive:${randomUUID().slice(0, 8)}`;
    expect((await call(token, 'PUT', pathKey, { value: { x: 1 } })).json()).toMatchObject({
      key: pathKey,
      value: { x: 1 },
    });
    expect((await call(token, 'GET', pathKey)).json().value).toEqual({ x: 1 });

    const keyMessage = 'Ключ настройки: до 80 символов из латинских букв, цифр, «_», «.», «:», «/» и «-»';
    for (const key of ['ключ', 'a b', 'k'.repeat(81)]) {
      const response = await call(token, 'GET', key);
      expect(response.statusCode, key).toBe(400);
      expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', details: { key: keyMessage } });
    }
    const key = uniqueKey();
    for (const body of [{}, { value: [1, 2] }, { value: 'колонки' }, { value: null }]) {
      const response = await call(token, 'PUT', key, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().details).toEqual({ value: 'Настройки — JSON-объект' });
    }
    const tooBig = await call(token, 'PUT', key, { value: { blob: 'ы'.repeat(33_000) } });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().details).toEqual({ value: 'Настройки не больше 64 КБ' });
    const nearLimit = await call(token, 'PUT', key, { value: { blob: 'x'.repeat(60_000) } });
    expect(nearLimit.statusCode).toBe(200);
  });

  it('needs a token', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await call(null, method, 'table.orders', method === 'PUT' ? { value: {} } : undefined);
      expect(response.statusCode, method).toBe(401);
      expect(response.json().errorCode).toBe('UNAUTHORIZED');
    }
  });
});
