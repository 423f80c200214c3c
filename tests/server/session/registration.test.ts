import { describe, expect, it } from 'vitest';
import { createMailer } from '../../../src/server/mail/mailer';
import { latestMail } from '../../../src/server/mail/mailOutboxRepository';
import { createAuthCode, INVITE_TTL_SECONDS } from '../../../src/server/session/authCodesRepository';
import { createTestUser, login, openTestApp, uniqueIp } from '../buildTestApp';

describe('invitation, registration and password restore', () => {
  const t = openTestApp();

  const outboxFor = async (email: string) => {
    const admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
    const response = await t.app.inject({ method: 'GET', url: '/v1/mail/outbox', headers: { authorization: admin } });
    expect(response.statusCode).toBe(200);
    return (
      response.json() as {
        to: string;
        subject: string;
        text: string;
        createdAt: number;
        sentVia: string;
        error: null;
      }[]
    ).filter((m) => m.to === email);
  };
  const codeFrom = (text: string, path: string) => {
    const match = text.match(new RegExp(`http://console\\.test${path}/([\\w-]+)`));
    expect(match, text).not.toBeNull();
    return match![1];
  };
  const tryLogin = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/v1/users/auth', payload: { username, password }, remoteAddress: uniqueIp() });

  it('invites, registers once, and then logs in', async () => {
    const invited = await createTestUser(t.db, { password: null, firstName: 'Инна', lastName: 'Приглашённая' });
    const admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
    const reinvite = await t.app.inject({
      method: 'POST',
      url: '/v1/users/reinvite',
      headers: { authorization: admin, origin: 'http://console.test' },
      payload: { email: invited.email },
    });
    expect(reinvite.statusCode).toBe(200);
    const [mail] = await outboxFor(invited.email);
    expect(mail).toMatchObject({ sentVia: 'outbox', error: null });
    const code = codeFrom(mail.text, '/signup');

    const info = await t.app.inject({ method: 'GET', url: `/v1/users/invite/${code}` });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({ email: invited.email, firstName: 'Инна', lastName: 'Приглашённая' });
    expect((await tryLogin(invited.email, 'Newpass123')).statusCode).toBe(401);

    const body = { password: 'Newpass123', passwordConfirm: 'Newpass123' };
    const confirm = await t.app.inject({ method: 'POST', url: `/v1/users/confirm/${code}`, payload: body });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toEqual({ email: invited.email });
    expect((await tryLogin(invited.email, 'Newpass123')).statusCode).toBe(200);

    const again = await t.app.inject({ method: 'POST', url: `/v1/users/confirm/${code}`, payload: body });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({
      errorCode: 'ENTITY_NOT_FOUND',
      message: 'Приглашение не найдено или устарело',
    });
    expect((await t.app.inject({ method: 'GET', url: `/v1/users/invite/${code}` })).statusCode).toBe(404);
  });

  it('refuses unknown codes, mismatched passwords, and re-registration of an active user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/users/invite/no-such-code' })).statusCode).toBe(404);
    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/v1/users/confirm/x',
      payload: { password: 'Newpass123', passwordConfirm: 'Newpass124' },
    });
    expect(mismatch.json().details).toEqual({ passwordConfirm: 'Пароли не совпадают' });

    const active = await createTestUser(t.db);
    const code = await createAuthCode(t.db, active.id, 'invite', INVITE_TTL_SECONDS);
    const response = await t.app.inject({
      method: 'POST',
      url: `/v1/users/confirm/${code}`,
      payload: { password: 'Newpass123', passwordConfirm: 'Newpass123' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().errorCode).toBe('USER_ALREADY_REGISTERED');

    const expired = await createTestUser(t.db, { password: null });
    const stale = await createAuthCode(t.db, expired.id, 'invite', -1);
    expect((await t.app.inject({ method: 'GET', url: `/v1/users/invite/${stale}` })).statusCode).toBe(404);
  });

  it('lets only holders of users/update re-invite', async () => {
    const invited = await createTestUser(t.db, { password: null });
    const operator = await login(t.app, 'operator@demo.ru', 'Operator12345');
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/users/reinvite',
      headers: { authorization: operator },
      payload: { email: invited.email },
    });
    expect(response.statusCode).toBe(403);
  });

  it('restores a password: mailed link, reset, old sessions die, new password works once', async () => {
    const user = await createTestUser(t.db);
    const oldToken = await login(t.app, user.email, user.password!);

    const request = await t.app.inject({
      method: 'POST',
      url: '/v1/users/password/restore',
      headers: { origin: 'http://console.test' },
      payload: { email: user.email.toUpperCase() },
    });
    expect(request.statusCode).toBe(200);
    expect(request.json()).toEqual({});
    const [mail] = await outboxFor(user.email);
    const code = codeFrom(mail.text, '/restorepwd/reset');

    const reset = await t.app.inject({
      method: 'PUT',
      url: `/v1/users/password/restore/confirm/${code}`,
      payload: { password: 'Changed123', passwordConfirm: 'Changed123' },
    });
    expect(reset.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/users/profile', headers: { authorization: oldToken } }))
        .statusCode,
    ).toBe(430);
    expect((await tryLogin(user.email, user.password!)).statusCode).toBe(401);
    expect((await tryLogin(user.email, 'Changed123')).statusCode).toBe(200);

    const reuse = await t.app.inject({
      method: 'PUT',
      url: `/v1/users/password/restore/confirm/${code}`,
      payload: { password: 'Changed456', passwordConfirm: 'Changed456' },
    });
    expect(reuse.statusCode).toBe(404);
    expect(reuse.json().message).toBe('Ссылка для смены пароля недействительна или устарела');
  });

  it('answers a restore request for an unknown address the same way, and mails nothing', async () => {
    const email = `nobody-${Date.now()}@test.ru`;
    const response = await t.app.inject({ method: 'POST', url: '/v1/users/password/restore', payload: { email } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    expect(await outboxFor(email)).toEqual([]);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/v1/users/password/restore',
      payload: { email: 'not-an-email' },
    });
    expect(bad.json().details).toEqual({ email: 'Некорректный email' });
  });

  it('records mail that SMTP could not take, without failing the caller', async () => {
    const warnings: unknown[] = [];
    const logger = { warn: (o: unknown) => warnings.push(o), error: (o: unknown) => warnings.push(o) } as never;
    // Port 1 on localhost refuses at once.
    const mailer = createMailer({ db: t.db, smtpUrl: 'smtp://127.0.0.1:1', from: 'test@demo.ru', logger });
    const to = `smtp-${Date.now()}@test.ru`;
    await expect(mailer.send({ to, subject: 'Проверка', text: 'Текст' })).resolves.toBeUndefined();
    const [row] = (await latestMail(t.db)).filter((m) => m.to === to);
    expect(row).toMatchObject({ to, subject: 'Проверка', sentVia: 'smtp' });
    expect(row.error).toBeTruthy();
    expect(warnings).toHaveLength(1);
  });
});
