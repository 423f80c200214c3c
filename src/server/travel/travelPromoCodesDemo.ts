import { asc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../db/db';
import { partners } from '../db/schema';
import { addDays } from './travelDays';
import { moscowToday } from './travelPolicyLifecycle';
import { travelPromoCodeCommissions, travelPromoCodes } from './travelSchema';

// Demo promo codes, one of each kind the console shows: valid now (with and without a limit), not yet valid, expired,
// used up and deleted, with commissions for the demo partners (the tyre centre «Колесо» among them, so its staff see
// codes of their own). Dates are relative to the day the demo is loaded.

const KOLESO = 'Шинный центр «Колесо»';

export async function seedTravelPromoCodes(db: DbOrTx, now = new Date()): Promise<void> {
  const today = moscowToday(now);
  const [koleso] = await db.select({ id: partners.id }).from(partners).where(eq(partners.name, KOLESO));
  const others = await db
    .select({ id: partners.id })
    .from(partners)
    .where(koleso ? ne(partners.id, koleso.id) : undefined)
    .orderBy(asc(partners.id))
    .limit(2);
  const [first, second] = [koleso?.id, others[0]?.id, others[1]?.id].filter((id): id is number => id !== undefined);

  const of = (partnerId: number | undefined, percent: number) =>
    partnerId === undefined ? [] : [{ partnerId, percent }];
  const codes = [
    {
      code: 'WELCOME10',
      name: 'Скидка 10% для новых клиентов',
      discountPercent: 10,
      validFrom: addDays(today, -60),
      validTo: addDays(today, 300),
      maxUses: 500,
      commissions: [...of(first, 12.5), ...of(second, 10)],
    },
    {
      code: 'AGENT-15',
      name: 'Агентская скидка 15%',
      discountPercent: 15,
      validFrom: null,
      validTo: null,
      maxUses: null,
      commissions: [...of(first, 20)],
    },
    {
      code: 'SUMMER-NEXT',
      name: 'Летние путешествия',
      discountPercent: 7.5,
      validFrom: addDays(today, 120),
      validTo: addDays(today, 210),
      maxUses: 1000,
      commissions: [...of(second, 8)],
    },
    {
      code: 'WINTER-OLD',
      name: 'Зимние каникулы (завершена)',
      discountPercent: 5,
      validFrom: addDays(today, -200),
      validTo: addDays(today, -90),
      maxUses: null,
      commissions: [...of(first, 5)],
    },
    {
      code: 'LIMIT5',
      name: 'Пять полисов со скидкой 20%',
      discountPercent: 20,
      validFrom: addDays(today, -30),
      validTo: addDays(today, 30),
      maxUses: 5,
      usedCount: 5,
      commissions: [],
    },
    {
      code: 'TEST-DELETED',
      name: 'Тестовый промокод (удалён)',
      discountPercent: 50,
      validFrom: null,
      validTo: null,
      maxUses: 10,
      deletedDate: now,
      commissions: [...of(second, 3)],
    },
  ];

  for (const { commissions, ...code } of codes) {
    const [row] = await db
      .insert(travelPromoCodes)
      .values(code)
      .onConflictDoNothing({ target: travelPromoCodes.code })
      .returning({ id: travelPromoCodes.id });
    if (row && commissions.length > 0) {
      await db.insert(travelPromoCodeCommissions).values(commissions.map((c) => ({ ...c, promoCodeId: row.id })));
    }
  }
}
