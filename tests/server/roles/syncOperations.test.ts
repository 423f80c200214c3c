import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { operations, permissions, roles } from '../../../src/server/db/schema';
import { syncOperations } from '../../../src/server/roles/syncOperations';
import { openTestApp } from '../buildTestApp';

describe('syncOperations (start of a database made by an older console)', () => {
  const t = openTestApp();

  it('adds the keys the database lacks, grants them in full to super-admins, and then has nothing to add', async () => {
    const key = `test.sync.${randomUUID()}`;
    const known = (await t.db.select({ key: operations.operationKey }).from(operations).limit(1))[0].key;
    expect(await syncOperations(t.db, [known, key])).toEqual([key]);
    const [op] = await t.db.select().from(operations).where(eq(operations.operationKey, key));
    expect(op.name).toBe(key);
    const granted = await t.db
      .select({
        available: permissions.available,
        insert: permissions.permissionInsert,
        del: permissions.permissionDelete,
      })
      .from(permissions)
      .innerJoin(roles, eq(roles.id, permissions.roleId))
      .where(and(eq(permissions.operationId, op.id), eq(roles.isSuperAdmin, true)));
    expect(granted.length).toBeGreaterThan(0);
    expect(granted.every((g) => g.available && g.insert && g.del)).toBe(true);
    expect(await syncOperations(t.db, [known, key])).toEqual([]);
    // The database is shared with the other files: leave no made-up operation behind.
    await t.db.delete(operations).where(eq(operations.id, op.id));
  });
});
