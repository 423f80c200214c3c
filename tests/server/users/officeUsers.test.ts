import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditJournal } from '../../../src/server/audit/auditSchema';
import { OFFICE_USER_EXISTS, type OfficeUser } from '../../../src/shared/schemas/officeUsers';
import { createTestUser, openTestApp } from '../buildTestApp';
import { expectFieldError } from '../orders/orderPartsFixtures';
import { type UsersWorld, usersWorld } from './usersFixtures';

// A user's offices: list, bind (one partner, no duplicates), unbind; the tenant rule on each.

describe('office_user', () => {
  const t = openTestApp();
  let w: UsersWorld;
  beforeAll(async () => {
    w = await usersWorld(t.app, t.db);
  });
  const list = (token: string, userId: number | string) =>
    w.call(token, 'GET', `/v1/office_user/by_user?userId=${userId}`);
  const bind = (token: string, body: object) => w.call(token, 'POST', '/v1/office_user', body);

  it('binds a user to his partner’s offices, lists and unbinds them, with the journal', async () => {
    const user = await createTestUser(t.db, { partnerId: w.tiresId });
    const first = await bind(w.partnerAdmin, { userId: user.id, officeId: w.tiresOffices[0] });
    expect(first.statusCode).toBe(200);
    const binding = first.json() as OfficeUser;
    expect(binding).toMatchObject({ userId: user.id, officeId: w.tiresOffices[0], partnerId: w.tiresId });
    await bind(w.admin, { userId: user.id, officeId: w.tiresOffices[1] });
    const listed = (await list(w.admin, user.id)).json() as OfficeUser[];
    expect(listed.map((o) => o.officeId).sort()).toEqual([...w.tiresOffices].slice(0, 2).sort());
    const removed = await w.call(w.partnerAdmin, 'DELETE', `/v1/office_user/${binding.id}`);
    expect(removed.statusCode).toBe(200);
    expect(((await list(w.admin, user.id)).json() as OfficeUser[]).map((o) => o.officeId)).toEqual([w.tiresOffices[1]]);
    const [entry] = await t.db
      .select()
      .from(auditJournal)
      .where(and(eq(auditJournal.entity, 'office_user'), eq(auditJournal.entityId, binding.id)))
      .orderBy(desc(auditJournal.id))
      .limit(1);
    expect(entry.action).toBe('delete');
  });

  it('answers BINDING_ALREADY_EXISTS for a second binding and 400 for another partner’s office', async () => {
    const user = await createTestUser(t.db, { partnerId: w.tiresId });
    await bind(w.admin, { userId: user.id, officeId: w.tiresOffices[0] });
    const again = await bind(w.admin, { userId: user.id, officeId: w.tiresOffices[0] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 'BINDING_ALREADY_EXISTS', message: OFFICE_USER_EXISTS });
    expectFieldError(
      await bind(w.admin, { userId: user.id, officeId: w.towOffices[0] }),
      'officeId',
      'Офис не принадлежит партнёру пользователя',
    );
    expectFieldError(await bind(w.admin, { userId: user.id }), 'officeId', 'Выберите офис');
    expectFieldError(await list(w.admin, 'x'), 'userId', 'Укажите пользователя');
  });

  it('refuses a caller without the key (403) and hides another partner’s user, office and binding (404)', async () => {
    const foreign = await createTestUser(t.db, { partnerId: w.towId });
    const [binding] = (await bind(w.admin, { userId: foreign.id, officeId: w.towOffices[0] }).then((r) => [
      r.json(),
    ])) as OfficeUser[];
    expect((await list(w.nobody, foreign.id)).statusCode).toBe(403);
    expect((await bind(w.nobody, { userId: foreign.id, officeId: w.towOffices[0] })).statusCode).toBe(403);
    expect((await w.call(w.nobody, 'DELETE', `/v1/office_user/${binding.id}`)).statusCode).toBe(403);
    expect((await list(w.partnerAdmin, foreign.id)).statusCode).toBe(404);
    expect((await bind(w.partnerAdmin, { userId: foreign.id, officeId: w.towOffices[0] })).statusCode).toBe(404);
    const mine = await createTestUser(t.db, { partnerId: w.tiresId });
    expect((await bind(w.partnerAdmin, { userId: mine.id, officeId: w.towOffices[0] })).statusCode).toBe(404);
    expect((await w.call(w.partnerAdmin, 'DELETE', `/v1/office_user/${binding.id}`)).statusCode).toBe(404);
    expect((await w.call(w.admin, 'DELETE', `/v1/office_user/${binding.id}`)).statusCode).toBe(200);
  });
});
