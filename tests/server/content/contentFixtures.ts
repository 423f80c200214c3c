import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../../src/server/app';
import { auditJournal } from '../../../src/server/audit/auditSchema';
import type { Db } from '../../../src/server/db/db';
import { partners } from '../../../src/server/db/schema';
import type { PermissionFlag } from '../../../src/shared/permissions';
import { invoiceUser } from '../invoices/invoiceFixtures';
import { ALL_FLAGS } from '../pricing/priceListFixtures';

// What the blog, review and banner suites share: users holding one content key, calls, the journal of a row.

/** A user with `key` and these flags; with partnerId, that partner's staff. */
export const contentUser = (
  app: App,
  db: Db,
  key: string,
  flags: PermissionFlag[] = ALL_FLAGS,
  partnerId: number | null = null,
) => invoiceUser(app, db, flags, partnerId, [key]);

export async function demoPartnerId(db: Db) {
  const [row] = await db.select({ id: partners.id }).from(partners).where(eq(partners.name, 'Шинный центр «Колесо»'));
  return row.id;
}

/** A short unique tag for slugs and titles (latin lowercase and digits). */
export const uniqueTag = () => randomUUID().replace(/-/g, '').slice(0, 10);

/** Markup no answer may ever carry. */
export const UNSAFE_HTML = '<p onclick="steal()">Текст<script>alert(1)</script><img src="x" onerror="alert(2)"></p>';

export function expectSafe(html: string) {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/onerror=/i);
  expect(html).not.toMatch(/onclick=/i);
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function contentCalls(app: () => App) {
  const call = (token: string, method: Method, url: string, payload?: object) =>
    app().inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });
  const ok = async <T>(token: string, method: Method, url: string, payload?: object): Promise<T> => {
    const response = await call(token, method, url, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };
  return { call, ok };
}

/** The journal's actions of one row, oldest first. */
export async function auditActions(db: Db, entity: string, entityId: number) {
  const rows = await db
    .select({ action: auditJournal.action })
    .from(auditJournal)
    .where(and(eq(auditJournal.entity, entity), eq(auditJournal.entityId, entityId)))
    .orderBy(asc(auditJournal.id));
  return rows.map((r) => r.action);
}
