import { inArray } from 'drizzle-orm';
import type { DemoSeed } from '../db/demoContext';
import { users } from '../db/schema';
import { towTruckDrivers } from '../evacuation/evacuationSchema';
import { type BalanceOperationKind, officeUsers, userBalanceOperations, userServiceFees } from './usersSchema';

// The users administration's demo: every user bound to his office, the tow drivers' and the partner user's fees
// per service, and a few months of balance operations for them (deterministic: amounts and dates come from
// the indices, never from a random generator).

const DAY = 86_400_000;
const SERVICE = { evacuation: 13, techHelp: 42, tireFitting: 69, tireStorage: 68 } as const;

export const seedUsersDemo: DemoSeed = async (tx, ctx) => {
  const people = await tx
    .select({ id: users.id, officeId: users.officeId })
    .from(users)
    .where(inArray(users.id, ctx.allUserIds));
  const placed = people.filter((p): p is { id: number; officeId: number } => p.officeId !== null);
  if (placed.length > 0) {
    await tx.insert(officeUsers).values(placed.map((p) => ({ userId: p.id, officeId: p.officeId })));
  }
  // The platform's own staff also work in the second Moscow-side office, so the offices tab lists two.
  const [, secondOffice] = ctx.officeIds;
  await tx
    .insert(officeUsers)
    .values([ctx.userIds.admin, ctx.userIds.operator].map((userId) => ({ userId, officeId: secondOffice })))
    .onConflictDoNothing();

  const drivers = (await tx.select({ id: towTruckDrivers.userId }).from(towTruckDrivers)).map((d) => d.id);
  const earners = [...new Set([ctx.userIds.partner, ctx.userIds.dispatcher, ...drivers])];
  await tx.insert(userServiceFees).values(
    earners.flatMap((userId, i): (typeof userServiceFees.$inferInsert)[] =>
      userId === ctx.userIds.partner
        ? [
            { userId, serviceId: SERVICE.tireFitting, feeRate: 10, feeFixedPart: 150 },
            { userId, serviceId: SERVICE.tireStorage, feeRate: 5, feeFixedPart: null },
          ]
        : [
            { userId, serviceId: SERVICE.evacuation, feeRate: 12 + (i % 3), feeFixedPart: 300 },
            { userId, serviceId: SERVICE.techHelp, feeRate: 8, feeFixedPart: 200.5 },
          ],
    ),
  );

  const kinds: BalanceOperationKind[] = ['accrual', 'accrual', 'fee', 'accrual', 'payout', 'correction'];
  const comments: Record<BalanceOperationKind, string> = {
    accrual: 'Начисление за выполненную заявку',
    fee: 'Комиссия платформы',
    payout: 'Выплата на карту',
    correction: 'Корректировка по акту сверки',
  };
  const operations = earners.flatMap((userId, u) =>
    Array.from({ length: 14 }, (_, i) => {
      const kind = kinds[(i + u) % kinds.length];
      // Kopecks: accruals 1 500.00–4 970.50 ₽, fees and payouts negative, corrections either way.
      const base = 150_000 + ((i * 37 + u * 11) % 35) * 10_050;
      const amountKopecks =
        kind === 'accrual'
          ? base
          : kind === 'fee'
            ? -Math.round(base / 10)
            : kind === 'payout'
              ? -base * 2
              : (i % 2 === 0 ? 1 : -1) * 25_075;
      return {
        userId,
        amountKopecks,
        kind,
        comment: comments[kind],
        createdByUserId: kind === 'payout' || kind === 'correction' ? ctx.userIds.admin : null,
        createdAt: new Date(ctx.now - (90 - i * 6 - (u % 5)) * DAY),
      };
    }),
  );
  if (operations.length > 0) await tx.insert(userBalanceOperations).values(operations);
};
