import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { holdsList } from '../../../src/server/plugins/responseCompression';
import { clientSchema } from '../../../src/shared/schemas/clients/clientEntity';
import { login, openTestApp } from '../buildTestApp';

describe('compressed answers', () => {
  const t = openTestApp();

  async function operations(acceptEncoding?: string) {
    const authorization = await login(t.app, 'admin@demo.ru', 'Admin12345');
    const profile = await t.app.inject({ method: 'GET', url: '/v1/users/profile', headers: { authorization } });
    const { customerId } = profile.json() as { customerId: number };
    return t.app.inject({
      method: 'GET',
      url: `/v1/users/${customerId}/operations`,
      headers: { authorization, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });
  }

  it('sends a large JSON answer in brotli or gzip, as the client accepts, and the same JSON inside', async () => {
    const plain = await operations();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(4096);

    const br = await operations('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Origin, Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());

    const gzip = await operations('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('leaves a small answer as it is: compressing it would cost more than it saves', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/health', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ status: 'ok' });
  });

  it('sends the answer as it is to a client that accepts neither encoding', async () => {
    const response = await operations('deflate, identity');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toBeTruthy();
  });

  it('does not inflate a compressed request body: the route sees the bytes as they came', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/users/auth',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ username: 'admin@demo.ru', password: 'Admin12345' })),
      remoteAddress: '10.9.8.7',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['x-authorization']).toBeUndefined();
  });

  it('is hooked to the routes whose answers hold a list, not to a card read on every screen', () => {
    expect(holdsList(z.array(clientSchema))).toBe(true);
    expect(holdsList(z.object({ total: z.number(), items: z.array(clientSchema).optional() }))).toBe(true);
    expect(holdsList(z.array(z.string()).nullable())).toBe(true);
    expect(holdsList(clientSchema)).toBe(false);
    expect(holdsList(undefined)).toBe(false);
  });
});
