import { randomInt } from 'node:crypto';
import { a3FinePayments, a3PenaltyChecks } from '../../../../src/server/a3/a3Schema';
import type { Db } from '../../../../src/server/db/db';
import { dateOf } from '../reportFixtures';

// Rows of the fines service at moments the test names: a fine paid through it, and a look-up of fines in a register.

/** A fine paid at `paidAt` ('2034-06-15 13:45'), with a fresh 20-digit УИН. */
export async function paidFine(db: Db, paidAt: string, fields: Partial<typeof a3FinePayments.$inferInsert> = {}) {
  const uin = `18810177${String(randomInt(1_000_000)).padStart(6, '0')}${String(randomInt(1_000_000)).padStart(6, '0')}`;
  const [row] = await db
    .insert(a3FinePayments)
    .values({ uin, decreeNumber: uin, fineAmount: 1000, paidAmount: 1000, paidAt: dateOf(paidAt), ...fields })
    .returning();
  return row;
}

/** A look-up at `checkedAt` in the register, answered in `responseMs` (null: no answer). */
export async function penaltyCheck(
  db: Db,
  checkedAt: string,
  source: 'gibdd' | 'gisgmp',
  ok: boolean,
  responseMs: number | null,
) {
  await db.insert(a3PenaltyChecks).values({ checkedAt: dateOf(checkedAt), source, ok, responseMs });
}
