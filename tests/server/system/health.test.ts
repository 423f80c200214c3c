import { describe, expect, it } from 'vitest';
import { openTestApp } from '../buildTestApp';

describe('service routes', () => {
  const t = openTestApp();

  it('answers health with the database kind', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('answers HEAD on health for load balancers; the API has no HEAD twins of its GETs', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/v1/health' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    // An unknown method and path of the API: refused without a token, as any unknown API path is.
    const api = await t.app.inject({ method: 'HEAD', url: '/v1/users/profile' });
    expect(api.statusCode).toBe(401);
  });

  it('marks refusals and unknown paths with the request id too, the one the client sent if it sent one', async () => {
    for (const url of ['/v1/users/profile', '/v1/no/such/route']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'x-request-id': 'console-1234abcd' } });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.headers['x-request-id']).toBe('console-1234abcd');
    }
  });

  it('serves an OpenAPI document built from the route schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/v1/health',
        '/v1/users/auth',
        '/v1/users/profile',
        '/v1/users/find',
        '/v1/mail/outbox',
      ]),
    );
    const loginBody = doc.paths['/v1/users/auth'].post.requestBody.content;
    expect(Object.keys(loginBody)).toEqual(expect.arrayContaining(['multipart/form-data', 'application/json']));
    expect(loginBody['application/json'].schema.required).toEqual(['username', 'password']);
  });

  it('sends the security headers with a CSP that lets the console run', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toMatch(/connect-src 'self' ws: wss:/);
  });

  it('exposes x-authorization to browsers on other origins', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/v1/health',
      headers: { origin: 'http://console.test' },
    });
    expect(response.headers['access-control-allow-origin']).toBe('http://console.test');
    expect(String(response.headers['access-control-expose-headers'])).toContain('x-authorization');
  });
});
