import { beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, AVATAR_REQUIRED, AVATAR_WRONG_TYPE } from '../../../src/shared/schemas/userAdmin';
import { createTestUser, login, openTestApp } from '../buildTestApp';
import { type UsersWorld, usersWorld } from './usersFixtures';

// GET and POST /v1/users/{id}/avatar: a multipart 'image' whose type is read from its bytes.

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('avatar-bytes-of-a-test'),
]);

function multipart(field: string, bytes: Buffer, type = 'image/png') {
  const boundary = `----avatar${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('user avatar', () => {
  const t = openTestApp();
  let w: UsersWorld;
  beforeAll(async () => {
    w = await usersWorld(t.app, t.db);
  });
  const upload = (token: string, userId: number, field = 'image', bytes = PNG) => {
    const body = multipart(field, bytes);
    return t.app.inject({
      method: 'POST',
      url: `/v1/users/${userId}/avatar`,
      payload: body.payload,
      headers: { ...body.headers, authorization: token },
    });
  };

  it('stores an image, serves its bytes with the detected type and sets the card’s avatarUrl', async () => {
    const user = await createTestUser(t.db, { partnerId: w.tiresId });
    const uploaded = await upload(w.partnerAdmin, user.id);
    expect(uploaded.statusCode).toBe(200);
    const { avatarUrl } = uploaded.json() as { avatarUrl: string };
    expect(avatarUrl).toMatch(new RegExp(`^/v1/users/${user.id}/avatar\\?v=\\d+$`));
    const served = await w.call(w.admin, 'GET', avatarUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect((await w.call(w.admin, 'GET', `/v1/users/${user.id}`)).json().avatarUrl).toBe(avatarUrl);
    // A second upload replaces the first.
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('jpeg')]);
    await upload(w.admin, user.id, 'image', jpeg);
    const again = await w.call(w.admin, 'GET', `/v1/users/${user.id}/avatar`);
    expect(again.headers['content-type']).toBe('image/jpeg');
    expect(again.rawPayload.equals(jpeg)).toBe(true);
  });

  it('lets a user set and read his own avatar without the key', async () => {
    const user = await createTestUser(t.db);
    const token = await login(t.app, user.email, user.password!);
    expect((await upload(token, user.id)).statusCode).toBe(200);
    expect((await w.call(token, 'GET', `/v1/users/${user.id}/avatar`)).statusCode).toBe(200);
  });

  it('refuses a file that is no image, a missing field, a too big image, with Russian messages', async () => {
    const user = await createTestUser(t.db);
    const text = await upload(w.admin, user.id, 'image', Buffer.from('%PDF-1.4 not an image'));
    expect(text.statusCode).toBe(400);
    expect(text.json().details).toEqual({ image: AVATAR_WRONG_TYPE });
    const missing = await upload(w.admin, user.id, 'file');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.image).toBe(AVATAR_REQUIRED);
    const big = await upload(w.admin, user.id, 'image', Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES)]));
    expect(big.statusCode).toBe(400);
    expect(big.json().details.image).toBe('Изображение больше 5 МБ');
    const none = await w.call(w.admin, 'GET', `/v1/users/${user.id}/avatar`);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('Аватар не загружен');
  });

  it('needs the key for another user’s avatar and hides another partner’s', async () => {
    const foreign = await createTestUser(t.db, { partnerId: w.towId });
    await upload(w.admin, foreign.id);
    expect((await upload(w.nobody, foreign.id)).statusCode).toBe(403);
    expect((await w.call(w.nobody, 'GET', `/v1/users/${foreign.id}/avatar`)).statusCode).toBe(403);
    expect((await upload(w.partnerAdmin, foreign.id)).statusCode).toBe(404);
    expect((await w.call(w.partnerAdmin, 'GET', `/v1/users/${foreign.id}/avatar`)).statusCode).toBe(404);
  });
});
