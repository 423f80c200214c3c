import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { App } from '../../../src/server/app';
import type { Db } from '../../../src/server/db/db';
import type { PermissionFlag } from '../../../src/shared/permissions';
import type { SeoPage } from '../../../src/shared/schemas/content/seoPages';
import { invoiceUser } from '../invoices/invoiceFixtures';

// What the SEO suites share: users holding 'seo.tree', unique slugs, page creation through the API.

export const seoUser = (app: App, db: Db, flags: PermissionFlag[], partnerId: number | null = null) =>
  invoiceUser(app, db, flags, partnerId, ['seo.tree']);

/** A slug no other test uses. */
export const uniqueSlug = (prefix = 'p') => `${prefix}-${randomUUID().slice(0, 8)}`;

export const UNSAFE_HTML = '<p>Ответ<script>alert(1)</script><img src=x onerror=alert(2)></p>';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function seoCalls(app: () => App, token: () => string) {
  const call = (method: Method, url: string, payload?: object, auth = token()) =>
    app().inject({ method, url, headers: { authorization: auth }, ...(payload ? { payload } : {}) });
  const ok = async <T>(method: Method, url: string, payload?: object): Promise<T> => {
    const response = await call(method, url, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };
  const refused = async (method: Method, url: string, payload: object | undefined, status: number) => {
    const response = await call(method, url, payload);
    expect(response.statusCode, response.body).toBe(status);
    return response.json() as { errorCode: string; message: string; details?: Record<string, string> };
  };
  const createPage = (fields: Record<string, unknown>) =>
    ok<SeoPage>('POST', '/v1/users/seo_pages', { serviceId: 69, title: 'Страница', slug: uniqueSlug(), ...fields });
  return { call, ok, refused, createPage };
}
