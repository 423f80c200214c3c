import { describe, expect, it } from 'vitest';
import { LOGIN_LIMITS, nextAllowedAt } from '../../../src/server/session/loginAttemptsRepository';
import { createTestUser, openTestApp, uniqueIp } from '../buildTestApp';

const BAD_CREDENTIALS = 'Введен неправильно логин или пароль, попробуйте еще раз.';

/** A multipart/form-data body as the console's FormData sends it. */
function formData(fields: Record<string, string>) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const body = `${Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('')}--${boundary}--\r\n`;
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('POST /v1/users/auth', () => {
  const t = openTestApp();
  const auth = (fields: Record<string, string>, ip = uniqueIp()) =>
    t.app.inject({ method: 'POST', url: '/v1/users/auth', remoteAddress: ip, ...formData(fields) });

  it('logs in with form data: Bearer token in x-authorization, the profile in the body', async () => {
    const response = await auth({ username: 'admin@demo.ru', password: 'Admin12345' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-authorization']).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    const profile = response.json();
    expect(profile).toMatchObject({
      email: 'admin@demo.ru',
      firstName: 'Александр',
      role: 'Администратор',
      partner: { name: 'Автосервис Демо', logoUrl: null },
      office: { name: 'Москва, центральный офис' },
    });
    expect(profile.roles).toEqual([{ id: expect.any(Number), name: 'Администратор', available: true }]);
  });

  it('accepts url-encoded and JSON bodies, and a login in another case', async () => {
    const encoded = await t.app.inject({
      method: 'POST',
      url: '/v1/users/auth',
      remoteAddress: uniqueIp(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=Operator%40Demo.ru&password=Operator12345',
    });
    expect(encoded.statusCode).toBe(200);
    expect(encoded.json().email).toBe('operator@demo.ru');
    const json = await t.app.inject({
      method: 'POST',
      url: '/v1/users/auth',
      remoteAddress: uniqueIp(),
      payload: { username: 'partner@demo.ru', password: 'Partner12345' },
    });
    expect(json.statusCode).toBe(200);
    expect(json.headers['x-authorization']).toMatch(/^Bearer /);
  });

  it('refuses a wrong password with 401 BAD_CREDENTIALS and no token header', async () => {
    const response = await auth({ username: 'admin@demo.ru', password: 'wrong-password' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['x-authorization']).toBeUndefined();
    expect(response.json()).toEqual({
      message: BAD_CREDENTIALS,
      errorCode: 'BAD_CREDENTIALS',
      status: 401,
      timestamp: expect.any(Number),
    });
    expect(Math.abs(response.json().timestamp - Date.now() / 1000)).toBeLessThan(60);
  });

  it('answers an unknown login exactly like a wrong password', async () => {
    const response = await auth({ username: 'nobody@demo.ru', password: 'Whatever123' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(BAD_CREDENTIALS);
  });

  it('does not let an invited user (no password yet) in', async () => {
    const invited = await createTestUser(t.db, { password: null });
    const response = await auth({ username: invited.email, password: '' + 'Anything123' });
    expect(response.statusCode).toBe(401);
    expect(response.json().errorCode).toBe('BAD_CREDENTIALS');
    expect(response.headers['x-authorization']).toBeUndefined();
  });

  it('does not let a blocked user in, even with the right password', async () => {
    const blocked = await createTestUser(t.db, { status: 'blocked' });
    const response = await auth({ username: blocked.email, password: blocked.password! });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ errorCode: 'USER_BLOCKED', message: 'Учётная запись заблокирована' });
    expect(response.headers['x-authorization']).toBeUndefined();
  });

  it('answers empty fields with the validation error and the login form’s messages', async () => {
    const response = await auth({ username: '', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Проверьте правильность заполнения полей',
      errorCode: 'VALIDATION_ERROR',
      status: 400,
      timestamp: expect.any(Number),
      details: { username: 'Введите корректный логин', password: 'Введите корректный пароль' },
    });
  });

  it('refuses a brute force from one address: after 5 failures the 6th try waits, with Retry-After', async () => {
    const user = await createTestUser(t.db);
    const ip = uniqueIp();
    for (let i = 0; i < 5; i += 1) {
      expect((await auth({ username: user.email, password: `wrong-${i}` }, ip)).statusCode).toBe(401);
    }
    const refused = await auth({ username: user.email, password: user.password! }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errorCode).toBe('TOO_MANY_REQUESTS');
    expect(refused.json().message).toMatch(/^Слишком много попыток входа\. Повторите через \d+ мин\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(30);
    expect(refused.headers['x-authorization']).toBeUndefined();
  });

  it('lets the right password in from another address after 5 failures: no lock-out of the owner', async () => {
    const user = await createTestUser(t.db);
    const attacker = uniqueIp();
    for (let i = 0; i < 5; i += 1) await auth({ username: user.email, password: `wrong-${i}` }, attacker);
    expect((await auth({ username: user.email, password: user.password! }, attacker)).statusCode).toBe(429);
    expect((await auth({ username: user.email, password: user.password! })).statusCode).toBe(200);
  });

  it('makes the wait grow with each failure past the limit', () => {
    const last = new Date();
    const wait = (failures: number) =>
      (nextAllowedAt({ failures, last }, LOGIN_LIMITS.perPair, LOGIN_LIMITS)?.getTime() ?? last.getTime()) -
      last.getTime();
    expect(wait(4)).toBe(0);
    expect(wait(5)).toBe(30_000);
    expect(wait(6)).toBe(60_000);
    expect(wait(7)).toBe(120_000);
    expect(wait(20)).toBe(15 * 60_000);
  });

  it('gives a burst of parallel guesses from one address exactly the tries left, not one more', async () => {
    const user = await createTestUser(t.db);
    const ip = uniqueIp();
    for (let i = 0; i < 3; i += 1)
      expect((await auth({ username: user.email, password: `wrong-${i}` }, ip)).statusCode).toBe(401);
    // Two tries are left: of eight guesses sent at once, two are checked and six refused.
    const burst = await Promise.all(
      Array.from({ length: 8 }, (_, i) => auth({ username: user.email, password: `burst-${i}` }, ip)),
    );
    const codes = burst.map((r) => r.statusCode).sort();
    expect(codes).toEqual([401, 401, 429, 429, 429, 429, 429, 429]);
    expect((await auth({ username: user.email, password: user.password! }, ip)).statusCode).toBe(429);
  });

  it('slows unknown addresses once an account has many failures from many addresses, not the owner’s', async () => {
    const user = await createTestUser(t.db);
    const home = uniqueIp();
    expect((await auth({ username: user.email, password: user.password! }, home)).statusCode).toBe(200);
    // A guesser with many addresses: 50 failures, 2 from each address (under the per-pair limit).
    for (let i = 0; i < 25; i += 1) {
      const ip = uniqueIp();
      await auth({ username: user.email, password: 'x1' }, ip);
      await auth({ username: user.email, password: 'x2' }, ip);
    }
    expect((await auth({ username: user.email, password: user.password! })).statusCode).toBe(429);
    expect((await auth({ username: user.email, password: user.password! }, home)).statusCode).toBe(200);
  });

  it('starts an account’s count over after a success', async () => {
    const user = await createTestUser(t.db);
    const ip = uniqueIp();
    for (let i = 0; i < 4; i += 1) await auth({ username: user.email, password: 'wrong' }, ip);
    expect((await auth({ username: user.email, password: user.password! }, ip)).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1)
      expect((await auth({ username: user.email, password: 'wrong' }, ip)).statusCode).toBe(401);
    expect((await auth({ username: user.email, password: user.password! }, ip)).statusCode).toBe(200);
  });

  it('refuses an address after 20 failures across accounts; a success there does not reset it', async () => {
    const ip = uniqueIp();
    const fail = async (i: number) =>
      expect((await auth({ username: `guess-${i}-${ip}@test.ru`, password: 'x' }, ip)).statusCode).toBe(401);
    for (let i = 0; i < 10; i += 1) await fail(i);
    expect((await auth({ username: 'admin@demo.ru', password: 'Admin12345' }, ip)).statusCode).toBe(200);
    for (let i = 10; i < 20; i += 1) await fail(i);
    const refused = await auth({ username: 'admin@demo.ru', password: 'Admin12345' }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Слишком много попыток входа/);
    // Another address is not affected.
    expect((await auth({ username: 'admin@demo.ru', password: 'Admin12345' })).statusCode).toBe(200);
  });
});
