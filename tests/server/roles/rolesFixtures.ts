import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { App } from '../../../src/server/app';
import type { Db } from '../../../src/server/db/db';
import { partners, roles } from '../../../src/server/db/schema';
import type { PermissionFlag } from '../../../src/shared/permissions';
import { createTestUser, login } from '../buildTestApp';
import { grantKeys, uniqueTag } from '../evacuation/evacuationFixtures';

// Helpers of the roles-and-permissions tests: callers of the test's own, a partner of its own, calls and checks.

export const ALL_FLAGS: PermissionFlag[] = ['available', 'permissionInsert', 'permissionUpdate', 'permissionDelete'];

export function rolesFixtures(t: { app: App; db: Db }) {
  /** A user of the test's own holding `keys`; with partnerId and no role it is that partner's staff. */
  async function newUser(partnerId: number | null = null, keys: string[] = [], flags: PermissionFlag[] = ALL_FLAGS) {
    const user = await createTestUser(t.db, { partnerId, lastName: `Ролев${uniqueTag()}` });
    if (keys.length) await grantKeys(t.db, user.id, keys, flags);
    return { id: user.id, email: user.email, token: await login(t.app, user.email, user.password!) };
  }
  const newPartner = async () =>
    (
      await t.db
        .insert(partners)
        .values({ name: `Партнёр прав ${uniqueTag()}` })
        .returning()
    )[0].id;
  const newRole = async (fields: Partial<typeof roles.$inferInsert> = {}) =>
    (
      await t.db
        .insert(roles)
        .values({ name: `Роль ${uniqueTag()}`, ...fields })
        .returning()
    )[0];
  const call = (token: string, method: InjectOptions['method'], url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: token },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  async function ok<T>(pending: ReturnType<typeof call>): Promise<T> {
    const response = await pending;
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  }
  async function refused(pending: ReturnType<typeof call>, status: number, errorCode: string, message?: string) {
    const response = await pending;
    expect(response.statusCode, response.body).toBe(status);
    const body = response.json();
    expect(body.errorCode).toBe(errorCode);
    if (message !== undefined) expect(body.message).toBe(message);
    return body as { message: string; details?: Record<string, string> };
  }
  return { newUser, newPartner, newRole, call, ok, refused };
}
