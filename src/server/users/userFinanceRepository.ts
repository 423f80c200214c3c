import { and, asc, count, desc, eq, inArray, max, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  BALANCE_KIND_TITLES,
  type BalanceHistory,
  kopecksToRoubles,
  type StreamBalance,
  type UserServiceFee,
} from '../../shared/schemas/userFinance';
import { ownedByScope } from '../auth/tenantScope';
import type { DbOrTx } from '../db/db';
import { partners, users } from '../db/schema';
import { services } from '../orders/ordersSchema';
import { userFio } from './userFio';
import { userBalanceOperations, userServiceFees } from './usersSchema';

// A user's fees per service and the staff balance ledger. The balance is summed in the database as integer
// kopecks (bigint), so no float ever touches money; roubles appear only on the wire.

const toUnix = (d: Date) => Math.floor(d.getTime() / 1000);
/** sum() of a bigint is numeric in PostgreSQL: read back as text and turned into an integer count of kopecks. */
const kopecksSum = sql<string>`coalesce(sum(${userBalanceOperations.amountKopecks}), 0)::bigint`.mapWith(Number);

export async function listServiceFees(db: DbOrTx, userId: number): Promise<UserServiceFee[]> {
  return db
    .select({
      id: userServiceFees.id,
      serviceId: userServiceFees.serviceId,
      serviceName: services.name,
      feeRate: userServiceFees.feeRate,
      feeFixedPart: userServiceFees.feeFixedPart,
    })
    .from(userServiceFees)
    .innerJoin(services, eq(services.id, userServiceFees.serviceId))
    .where(eq(userServiceFees.userId, userId))
    .orderBy(asc(services.name), asc(userServiceFees.id));
}

export async function balanceKopecks(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: kopecksSum })
    .from(userBalanceOperations)
    .where(eq(userBalanceOperations.userId, userId));
  return row?.total ?? 0;
}

/** The ledger, newest first; the id breaks ties so pages never overlap. */
export async function balanceHistory(
  db: DbOrTx,
  userId: number,
  page: { offset: number; size: number },
): Promise<BalanceHistory> {
  const author = alias(users, 'author');
  const rows = await db
    .select({
      id: userBalanceOperations.id,
      amountKopecks: userBalanceOperations.amountKopecks,
      kind: userBalanceOperations.kind,
      comment: userBalanceOperations.comment,
      orderId: userBalanceOperations.orderId,
      createdAt: userBalanceOperations.createdAt,
      createdByFio: userFio(author),
    })
    .from(userBalanceOperations)
    .leftJoin(author, eq(author.id, userBalanceOperations.createdByUserId))
    .where(eq(userBalanceOperations.userId, userId))
    .orderBy(desc(userBalanceOperations.createdAt), desc(userBalanceOperations.id))
    .limit(page.size)
    .offset(page.offset);
  const [{ total }] = await db
    .select({ total: count() })
    .from(userBalanceOperations)
    .where(eq(userBalanceOperations.userId, userId));
  return {
    total,
    operations: rows.map(({ amountKopecks, createdAt, ...rest }) => ({
      ...rest,
      // An operation without an author (the left join found none) has no name.
      createdByFio: rest.createdByFio ?? null,
      amount: kopecksToRoubles(amountKopecks),
      kindName: BALANCE_KIND_TITLES[rest.kind],
      createdAt: toUnix(createdAt),
    })),
  };
}

/** GET /users/stream_balances: every user of the scope with a ledger, by full name. */
export async function streamBalances(db: DbOrTx): Promise<StreamBalance[]> {
  const sums = await db
    .select({
      userId: userBalanceOperations.userId,
      total: kopecksSum,
      last: max(userBalanceOperations.createdAt),
    })
    .from(userBalanceOperations)
    .groupBy(userBalanceOperations.userId);
  if (sums.length === 0) return [];
  const fio = userFio();
  const people = await db
    .select({ userId: users.id, fullName: fio, email: users.email, partnerName: partners.name })
    .from(users)
    .leftJoin(partners, eq(partners.id, users.partnerId))
    .where(
      and(
        inArray(
          users.id,
          sums.map((s) => s.userId),
        ),
        ownedByScope(users.partnerId),
      ),
    )
    .orderBy(sql`${fio} asc`, asc(users.id));
  const byUser = new Map(sums.map((s) => [s.userId, s]));
  return people.map((p) => {
    const sum = byUser.get(p.userId)!;
    return {
      ...p,
      partnerName: p.partnerName ?? null,
      balance: kopecksToRoubles(sum.total),
      lastOperationAt: sum.last ? toUnix(sum.last) : null,
    };
  });
}
