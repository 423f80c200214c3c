import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { partners } from '../../../src/server/db/schema';
import type { AuditEntry } from '../../../src/shared/schemas/audit';
import { createTestUser, login, openTestApp } from '../buildTestApp';
import { grantKeys, uniqueTag } from '../evacuation/evacuationFixtures';

// The administration journal: a change made through the API is written with who, when and what it was before, and
// POST /v1/audit/find reads it back, filtered, newest first; a partner's staff read their partner's entries only.

describe('the audit journal', () => {
  const t = openTestApp();
  let admin = '';

  beforeAll(async () => {
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
  });

  const call = (token: string, method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url, headers: { authorization: token }, payload });
  const find = async (token: string, body: object) => {
    const response = await call(token, 'POST', '/v1/audit/find', { offset: 0, size: 50, ...body });
    return { status: response.statusCode, body: response.json() as { entries: AuditEntry[]; total: number } };
  };

  it('records a role created and renamed, with the fields that changed, by whom', async () => {
    const name = `Аудит ${uniqueTag()}`;
    const created = await call(admin, 'POST', '/v1/roles', { name });
    expect(created.statusCode).toBe(200);
    const roleId = (created.json() as { id: number }).id;
    expect((await call(admin, 'PUT', `/v1/roles/${roleId}`, { name: `${name} (2)` })).statusCode).toBe(200);

    const { status, body } = await find(admin, { entity: 'role', entityId: roleId });
    expect(status).toBe(200);
    expect(body.total).toBe(2);
    const [renamed, made] = body.entries;
    expect(made).toMatchObject({ entity: 'role', entityId: roleId, action: 'create' });
    expect(made.actorFio).toBe('Администраторов Александр Иванович');
    expect(made.changes).toContainEqual({ field: 'name', before: null, after: name });
    expect(renamed).toMatchObject({ action: 'update' });
    expect(renamed.changes).toEqual([{ field: 'name', before: name, after: `${name} (2)` }]);
    expect(renamed.at).toBeGreaterThanOrEqual(made.at);
    // The quick search finds entries by who made them.
    const byAdmin = await find(admin, { entity: 'role', entityId: roleId, search: 'администраторов' });
    expect(byAdmin.body.total).toBe(2);
    const byOther = await find(admin, { entity: 'role', entityId: roleId, search: 'операторова' });
    expect(byOther.body.total).toBe(0);
  });

  it("shows a partner's staff only their partner's entries, and refuses those without the key", async () => {
    const [tires] = await t.db.select().from(partners).where(eq(partners.name, 'Шинный центр «Колесо»'));
    const reader = await createTestUser(t.db, { partnerId: tires.id });
    await grantKeys(t.db, reader.id, ['audit.journal']);
    const token = await login(t.app, reader.email, reader.password as string);
    const theirs = await call(admin, 'POST', '/v1/roles', { name: `Роль шинного ${uniqueTag()}`, partnerId: tires.id });
    const platform = await call(admin, 'POST', '/v1/roles', { name: `Роль платформы ${uniqueTag()}` });
    const { status, body } = await find(token, { entity: 'role' });
    expect(status).toBe(200);
    const seen = body.entries.map((e) => e.entityId);
    expect(seen).toContain((theirs.json() as { id: number }).id);
    expect(seen).not.toContain((platform.json() as { id: number }).id);
    expect(body.entries.every((e) => e.partnerId === tires.id)).toBe(true);

    const nobody = await createTestUser(t.db);
    const refused = await find(await login(t.app, nobody.email, nobody.password as string), {});
    expect(refused.status).toBe(403);
  });

  it('refuses a bad filter with a Russian message', async () => {
    const response = await call(admin, 'POST', '/v1/audit/find', { entityId: -1 });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('Некорректный идентификатор записи');
  });
});
