import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { login, openTestApp } from '../buildTestApp';

// Both blocks below share this file-level app's hold on the database, so it is opened once.
const t = openTestApp();

describe('error shapes', () => {
  it('answers malformed JSON with 400, not 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/users/auth',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "admin@demo.ru", "password": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Тело запроса не является корректным JSON',
      errorCode: 'BAD_REQUEST',
      status: 400,
      timestamp: expect.any(Number),
    });
  });

  it('takes an empty JSON body for no body: a DELETE without a token is refused with 401, not a parse error', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/v1/users/1',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().errorCode).toBe('UNAUTHORIZED');
  });

  it('answers a path parameter over the router limit in the error object, in Russian', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/v1/users/settings/${'a'.repeat(150)}` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({
      message: 'Слишком длинный параметр в адресе запроса',
      errorCode: 'BAD_REQUEST',
      status: 414,
      timestamp: expect.any(Number),
    });
  });

  it('answers a missing body with a Russian validation message', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/v1/users/password/restore' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('VALIDATION_ERROR');
    expect(response.json().details.body).toMatch(/^Неверный ввод/);
  });

  it('answers an unsupported content type with 415 and a too large body with 413', async () => {
    const unsupported = await t.app.inject({
      method: 'POST',
      url: '/v1/users/auth',
      headers: { 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(unsupported.statusCode).toBe(415);
    expect(unsupported.json()).toMatchObject({ errorCode: 'UNSUPPORTED_MEDIA_TYPE', status: 415 });
    const huge = await t.app.inject({
      method: 'POST',
      url: '/v1/users/password/restore',
      payload: { email: 'x'.repeat(1_200_000) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ errorCode: 'PAYLOAD_TOO_LARGE', message: 'Слишком большой запрос' });
  });

  it('shows the registration rules’ Russian messages for a weak password', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/users/confirm/whatever',
      payload: { password: 'abc', passwordConfirm: 'abc' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('VALIDATION_ERROR');
    expect(response.json().details).toEqual({ password: 'Пароль должен быть не короче 8 символов' });
    const empty = await t.app.inject({ method: 'POST', url: '/v1/users/confirm/whatever', payload: {} });
    expect(empty.json().details).toEqual({
      password: 'Для завершения регистрации введите пароль',
      passwordConfirm: 'Повторите пароль',
    });
  });

  it('answers an unknown /v1 path: 401 without a token, 404 ROUTE_NOT_FOUND with one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/no/such/thing' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/no/such/thing', headers: { authorization: 'Bearer junk' } }))
        .statusCode,
    ).toBe(430);
    const token = await login(t.app, 'operator@demo.ru', 'Operator12345');
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/v1/no/such/thing?x=1',
      headers: { authorization: token },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: 'Маршрут не найден',
      errorCode: 'ROUTE_NOT_FOUND',
      status: 404,
      timestamp: expect.any(Number),
    });
    const v2 = await t.app.inject({ method: 'GET', url: '/v2/anything', headers: { authorization: token } });
    expect(v2.json().errorCode).toBe('ROUTE_NOT_FOUND');
  });

  it('answers a non-API path with 404 JSON when no console is built', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/client/search' });
    expect(response.statusCode).toBe(404);
    expect(response.json().errorCode).toBe('ROUTE_NOT_FOUND');
  });
});

describe('the built console', () => {
  const staticDir = mkdtempSync(join(tmpdir(), 'console-'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Консоль</title><div id="root"></div>');
  writeFileSync(
    join(staticDir, 'login.html'),
    '<!doctype html><div id="root" data-prerendered="login"><form></form></div>',
  );
  writeFileSync(join(staticDir, 'app.js'), 'console.log(1)');
  const c = openTestApp({ staticDir });
  afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

  it('serves index.html for console routes (SPA fallback) and the files themselves', async () => {
    const { app } = c;
    for (const url of ['/', '/client/42/', '/restorepwd/reset/abc?x=1']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
    }
    const script = await app.inject({ method: 'GET', url: '/app.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toBe('console.log(1)');
  });

  it('serves the prerendered login page for /login, with or without the way back', async () => {
    for (const url of ['/login', '/login/', '/login?redirectTo=%2Fusers']) {
      const response = await c.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('data-prerendered="login"');
    }
    expect((await c.app.inject({ method: 'GET', url: '/loginx' })).body).not.toContain('data-prerendered');
  });

  it('keeps 404 for missing assets and for API paths', async () => {
    const { app } = c;
    expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    const api = await app.inject({ method: 'GET', url: '/v1/unknown' });
    expect(api.statusCode).toBe(401);
    expect(api.json().errorCode).toBe('UNAUTHORIZED');
  });
});
