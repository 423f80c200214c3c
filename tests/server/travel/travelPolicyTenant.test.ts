import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { partners } from '../../../src/server/db/schema';
import type { TravelPolicy } from '../../../src/shared/schemas/travel/travelPolicies';
import { login, openTestApp } from '../buildTestApp';
import { type PolicyDictionaries, policyBody, policyCalls, policyDictionaries } from './travelPolicyFixtures';

// The tenant rule on travel policies: a partner's staff sell as their partner whatever the body says, find and read
// only their partner's policies, and another partner's policy answers 404 as if it did not exist. Platform staff pick
// the agent.

describe('travel policies and the tenant rule', () => {
  const t = openTestApp();
  let admin = '';
  let staff = '';
  let dict: PolicyDictionaries;
  let koleso = 0;
  let tow = 0;
  const calls = () => policyCalls(t.app);
  beforeAll(async () => {
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
    staff = await login(t.app, 'partner@demo.ru', 'Partner12345');
    dict = await policyDictionaries(t.db);
    const rows = await t.db.select({ id: partners.id, name: partners.name }).from(partners);
    koleso = rows.find((r) => r.name === 'Шинный центр «Колесо»')!.id;
    tow = rows.find((r) => r.name === 'Эвакуатор-Сервис')!.id;
  });

  it('a partner’s staff sell as their partner, whatever partner the body names', async () => {
    const own = await calls().draft(staff, policyBody(dict, { partnerId: tow }));
    expect(own).toMatchObject({ partnerId: koleso, partnerName: 'Шинный центр «Колесо»' });
    const priced = await calls().calculate(staff, policyBody(dict, { partnerId: tow }));
    expect(priced.statusCode).toBe(200);
    expect((await calls().accept(staff, own.id)).json().state).toBe('issued');
    // Annulling takes the delete flag their role does not hold.
    expect((await calls().annul(staff, own.id)).statusCode).toBe(403);
  });

  it('platform staff pick the agent, or none', async () => {
    expect((await calls().draft(admin, policyBody(dict, { partnerId: tow }))).partnerId).toBe(tow);
    expect((await calls().draft(admin, policyBody(dict))).partnerId).toBeNull();
    const unknown = await calls().create(admin, policyBody(dict, { partnerId: 1_999_999_999 }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details.partnerId).toBe('Некорректный партнёр');
  });

  it('another partner’s policy answers 404 on every call, and lists show only their own', async () => {
    const theirs = await calls().draft(admin, policyBody(dict, { partnerId: tow }));
    const platform = await calls().draft(admin, policyBody(dict));
    for (const policy of [theirs, platform]) {
      for (const url of ['', '/history', '/pdf']) {
        const response = await calls().call('GET', `/v1/vzr/policies/${policy.id}${url}`, staff);
        expect(response.statusCode, url).toBe(404);
        expect(response.json().message).toBe('Полис не найден');
      }
      expect((await calls().update(staff, policy.id, policyBody(dict))).statusCode).toBe(404);
      expect((await calls().accept(staff, policy.id)).statusCode).toBe(404);
    }
    expect(((await calls().get(admin, theirs.id)).json() as TravelPolicy).state).toBe('draft');

    const find = await calls().call('POST', '/v1/vzr/policies/find', staff, { size: 500, partnerId: tow });
    expect(find.statusCode).toBe(200);
    const names = new Set(find.json().items.map((i: { partnerName: string }) => i.partnerName));
    expect([...names]).toEqual(['Шинный центр «Колесо»']);
    const adminFind = await calls().call('POST', '/v1/vzr/policies/find', admin, { size: 500, partnerId: tow });
    expect(adminFind.json().items.map((i: { id: number }) => i.id)).toContain(theirs.id);
    const [{ name }] = await t.db.select({ name: partners.name }).from(partners).where(eq(partners.id, tow));
    expect(new Set(adminFind.json().items.map((i: { partnerName: string }) => i.partnerName))).toEqual(new Set([name]));
  });
});
