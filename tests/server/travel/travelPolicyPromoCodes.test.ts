import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { partners } from '../../../src/server/db/schema';
import { addDays } from '../../../src/server/travel/travelDays';
import { moscowToday } from '../../../src/server/travel/travelPolicyLifecycle';
import { travelPromoCodeCommissions, travelPromoCodes } from '../../../src/server/travel/travelSchema';
import type { TravelPolicy } from '../../../src/shared/schemas/travel/travelPolicies';
import { login, openTestApp } from '../buildTestApp';
import {
  newPromoCode,
  type PolicyDictionaries,
  policyBody,
  policyCalls,
  policyDictionaries,
} from './travelPolicyFixtures';

// A policy's promo code: checked and priced on the draft, its use taken on issue with one conditional update (exactly
// as many concurrent issues succeed as there are uses left) and given back on annulment; the agent's commission on
// the code is snapshotted at issue.

describe('travel policies with promo codes', () => {
  const t = openTestApp();
  let admin = '';
  let dict: PolicyDictionaries;
  const calls = () => policyCalls(t.app);
  const usedCount = async (id: number) =>
    (await t.db.select({ n: travelPromoCodes.usedCount }).from(travelPromoCodes).where(eq(travelPromoCodes.id, id)))[0]
      .n;
  beforeAll(async () => {
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
    dict = await policyDictionaries(t.db);
  });

  it('refuses a code that is deleted, not yet valid, expired or used up, with the reason', async () => {
    const today = moscowToday();
    const cases: [Partial<typeof travelPromoCodes.$inferInsert>, string][] = [
      [{ deletedDate: new Date() }, 'Промокод удалён'],
      [{ validFrom: addDays(today, 1) }, `Промокод действует с ${addDays(today, 1).split('-').reverse().join('.')}`],
      [
        { validTo: addDays(today, -1) },
        `Срок действия промокода истёк ${addDays(today, -1).split('-').reverse().join('.')}`,
      ],
      [{ maxUses: 3, usedCount: 3 }, 'Промокод исчерпан: все использования заняты'],
    ];
    for (const [fields, message] of cases) {
      const promo = await newPromoCode(t.db, fields);
      for (const response of [
        await calls().calculate(admin, policyBody(dict, { promoCode: promo.code })),
        await calls().create(admin, policyBody(dict, { promoCode: promo.code })),
      ]) {
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().details.promoCode).toBe(message);
      }
    }
  });

  it('takes a use on issue, gives it back on annulment, and snapshots the agent’s commission', async () => {
    const [agent] = await t.db
      .insert(partners)
      .values({ name: `Турагент ${Date.now()}` })
      .returning();
    const promo = await newPromoCode(t.db, { discountPercent: 10, maxUses: 5 });
    await t.db.insert(travelPromoCodeCommissions).values({ promoCodeId: promo.id, partnerId: agent.id, percent: 7.5 });
    const draft = await calls().draft(admin, policyBody(dict, { promoCode: promo.code, partnerId: agent.id }));
    // 1325.22 less 10% (132.522 -> 132.52) = 1192.70; 7.5% of it = 89.4525 -> 89.45.
    expect(draft).toMatchObject({ discount: 132.52, total: 1192.7, promoCodeId: promo.id, partnerId: agent.id });
    expect(await usedCount(promo.id)).toBe(0);
    const issued = (await calls().accept(admin, draft.id)).json() as TravelPolicy;
    expect(issued).toMatchObject({ state: 'issued', commissionPercent: 7.5, commission: 89.45, total: 1192.7 });
    expect(await usedCount(promo.id)).toBe(1);
    await calls().annul(admin, draft.id);
    expect(await usedCount(promo.id)).toBe(0);
    // An annulled draft never took a use, so its annulment gives none back.
    const other = await calls().draft(admin, policyBody(dict, { promoCode: promo.code }));
    await calls().accept(admin, other.id);
    const never = await calls().draft(admin, policyBody(dict, { promoCode: promo.code }));
    await calls().annul(admin, never.id);
    expect(await usedCount(promo.id)).toBe(1);
  });

  it('refuses the issue when the code was used up or deleted since the draft', async () => {
    const promo = await newPromoCode(t.db, { maxUses: 1 });
    const first = await calls().draft(admin, policyBody(dict, { promoCode: promo.code }));
    const second = await calls().draft(admin, policyBody(dict, { promoCode: promo.code }));
    expect((await calls().accept(admin, first.id)).statusCode).toBe(200);
    const refused = await calls().accept(admin, second.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      errorCode: 'INELIGIBLE_STATE',
      message: 'Промокод исчерпан: все использования заняты',
      details: { promoCode: 'Промокод исчерпан: все использования заняты' },
    });
    expect(((await calls().get(admin, second.id)).json() as TravelPolicy).state).toBe('draft');

    const deleted = await newPromoCode(t.db);
    const third = await calls().draft(admin, policyBody(dict, { promoCode: deleted.code }));
    await t.db.update(travelPromoCodes).set({ deletedDate: new Date() }).where(eq(travelPromoCodes.id, deleted.id));
    const gone = await calls().accept(admin, third.id);
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toBe('Промокод удалён');
  });

  it('of 50 concurrent issues with 10 uses left, exactly 10 succeed', async () => {
    const promo = await newPromoCode(t.db, { maxUses: 15 });
    const drafts: TravelPolicy[] = [];
    for (let i = 0; i < 50; i += 1)
      drafts.push(await calls().draft(admin, policyBody(dict, { promoCode: promo.code })));
    await t.db.update(travelPromoCodes).set({ usedCount: 5 }).where(eq(travelPromoCodes.id, promo.id));
    const answers = await Promise.all(drafts.map((d) => calls().accept(admin, d.id)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    expect(await usedCount(promo.id)).toBe(15);
    const issued = answers.filter((a) => a.statusCode === 200).map((a) => (a.json() as TravelPolicy).id);
    // One annulment gives one use back: the next issue succeeds, the one after is refused.
    await calls().annul(admin, issued[0]);
    expect(await usedCount(promo.id)).toBe(14);
    const rest = drafts.filter((d) => !issued.includes(d.id));
    expect((await calls().accept(admin, rest[0].id)).statusCode).toBe(200);
    expect((await calls().accept(admin, rest[1].id)).statusCode).toBe(409);
    expect(await usedCount(promo.id)).toBe(15);
  });
});
