import { asc, isNull, sql } from 'drizzle-orm';
import { clients } from '../clients/clientsSchema';
import type { DemoSeed } from '../db/demoContext';
import { a3FinePayments } from './a3Schema';

// The fines service's demo: a year (365 days back from now) of look-ups of fines in the two registers, a few dozen a
// day, mostly answered in under three seconds, with a few failures every day and two bad days of each register; and
// 300 fines the demo clients paid through the platform over the same year, some within the discount period (half the
// fine), a few refunded. Nothing is random: the same demo database every time.

const DAY = 86_400_000;
const MINUTE = 60_000;
const PAID_COUNT = 300;
/** Typical fines of the Code of Administrative Offences, roubles. */
const FINES = [500, 800, 1000, 1500, 2000, 3000, 5000, 500, 1000, 2500];

const pad = (n: number, length: number) => String(n).padStart(length, '0');
/** Roubles and kopecks, as the register answers them. */
const money = (value: number) => Math.round(value * 100) / 100;

/**
 * The year of look-ups, made by the database in one statement (some twelve thousand rows: row by row from here they
 * would cost seconds on PGlite). The `d`-th day back has 24 to 40 look-ups spread over it, the two registers in
 * turn; the `n`-th look-up fails one time in 23, or one in three on a register's bad day, and a failure is a timeout
 * (15 s, no answer in time) or a refused connection (no time at all).
 */
const insertChecks = (now: number) => sql`
  insert into a3_penalty_checks (checked_at, source, ok, response_ms, fines_found)
  select to_timestamp((${now}::float8 - (d + 1) * ${DAY}::float8 + floor(k * ${DAY}::float8 / (24 + d * 7 % 17))
                       + (n * 17 % 40) * ${MINUTE}::float8) / 1000),
         source, ok,
         case when ok then 280 + n * 397 % 2400 when n % 2 = 0 then 15000 end,
         case when ok then n * 5 % 4 else 0 end
  from generate_series(0, 364) d
  cross join lateral generate_series(0, 23 + d * 7 % 17) k
  cross join lateral (
    select d * 64 + k as n, case when (k + d) % 2 = 0 then 'gibdd' else 'gisgmp' end as source,
           case when d in (41, 203) then 'gibdd' when d in (117, 300) then 'gisgmp' end as bad
  ) x
  cross join lateral (select case when source = bad then n % 3 <> 0 else n % 23 <> 7 end as ok) y`;

/** The `j`-th paid fine of the year: Moscow's traffic police (20-digit УИН) or the road inspection (25 digits). */
function paidFine(j: number, now: number, clientIds: number[]): typeof a3FinePayments.$inferInsert {
  const paidAt = new Date(now - ((PAID_COUNT - j) * 365 * DAY) / PAID_COUNT - ((j * 131) % 600) * MINUTE);
  const daysSinceDecree = 2 + ((j * 11) % 45);
  const decreeDate = new Date(paidAt.getTime() - daysSinceDecree * DAY);
  const year = pad(decreeDate.getUTCFullYear() % 100, 2);
  const uin =
    j % 4 === 3
      ? `0355431010${year}${pad(decreeDate.getUTCMonth() + 1, 2)}${pad((j * 7_919) % 100_000_000, 11)}`
      : `18810177${year}${pad((j * 104_729) % 10_000_000_000, 10)}`;
  const fine = FINES[(j * 3) % FINES.length];
  // Paid within 20 days of the ruling: half the fine (the law's discount), except for the 5 000 ones it excludes.
  const withDiscount = daysSinceDecree <= 20 && fine < 5000;
  const paid = withDiscount ? fine / 2 : fine;
  return {
    clientId: clientIds[(j * 7) % clientIds.length],
    uin,
    decreeNumber: uin,
    decreeDate,
    fineAmount: fine,
    paidAmount: paid,
    // The service's commission: 2.3% of the payment, at least 29 roubles.
    commission: Math.max(money(paid * 0.023), 29),
    withDiscount,
    status: j % 37 === 11 ? 'refunded' : 'paid',
    paidAt,
  };
}

export const seedA3Demo: DemoSeed = async (tx, ctx) => {
  await tx.execute(insertChecks(ctx.now));
  const clientIds = (
    await tx.select({ id: clients.id }).from(clients).where(isNull(clients.deletedDate)).orderBy(asc(clients.id))
  ).map((c) => c.id);
  if (clientIds.length === 0) return;
  await tx.insert(a3FinePayments).values(Array.from({ length: PAID_COUNT }, (_, j) => paidFine(j, ctx.now, clientIds)));
};
