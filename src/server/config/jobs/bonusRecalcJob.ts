import { sql } from 'drizzle-orm';
import { bonusOperations, clients } from '../../clients/clientsSchema';
import type { CronJob } from '../cronJobs';

/** How many mismatching clients the message names; the count covers them all. */
const NAMED = 5;

/**
 * Checks every live client's balance against the sum of their bonus ledger. Read-only: a mismatch is for a person
 * to look into (a balance is money to the client), so it is reported, never "fixed" here.
 */
export const bonusRecalcJob: CronJob = async ({ db }) => {
  const ledger = db
    .select({ clientId: bonusOperations.clientId, total: sql<string>`sum(${bonusOperations.bonus})`.as('total') })
    .from(bonusOperations)
    .groupBy(bonusOperations.clientId)
    .as('ledger');
  const rows = await db
    .select({
      checked: sql<number>`count(*)`.mapWith(Number),
      mismatches: sql<number>`count(*) filter (where ${clients.bonus} <> coalesce(${ledger.total}, 0))`.mapWith(Number),
      named: sql<
        { id: number; balance: number; ledger: number }[] | null
      >`(array_agg(json_build_object('id', ${clients.id}, 'balance', ${clients.bonus}, 'ledger', coalesce(${ledger.total}, 0)) order by ${clients.id}) filter (where ${clients.bonus} <> coalesce(${ledger.total}, 0)))[1:${sql.raw(String(NAMED))}]`,
    })
    .from(clients)
    .leftJoin(ledger, sql`${ledger.clientId} = ${clients.id}`)
    .where(sql`${clients.deletedDate} is null`);
  const { checked, mismatches, named } = rows[0];
  if (mismatches === 0) return `Проверено балансов: ${checked}, все совпадают с историей начислений и списаний`;
  const examples = (named ?? [])
    .map((c) => `клиент ${c.id}: баланс ${c.balance}, по истории ${Number(c.ledger)}`)
    .join('; ');
  return `Проверено балансов: ${checked}, расхождений с историей начислений и списаний: ${mismatches} (${examples}${mismatches > NAMED ? '; …' : ''}). Балансы не изменялись`;
};
