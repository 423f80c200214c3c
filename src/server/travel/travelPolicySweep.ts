import { and, asc, eq, lt, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../db/db';
import { lockPolicy, moscowToday, movePolicy } from './travelPolicyLifecycle';
import { policyInScope } from './travelPolicyRead';
import { travelPolicies } from './travelSchema';

// The calendar's moves: a paid policy whose start date has come becomes active, an active one whose end date has
// passed becomes expired. They run before every read of policies (for the policies the reader may see, so a partner's
// read never writes another partner's rows) and hourly for all (config/jobs/travelPolicySweepJob). Each goes through
// the chart with the row locked, so the history records it (no user) and a concurrent annulment is judged after it.

/** Moves every due policy in the scope (null: all); answers how many were activated and expired. */
export async function sweepPolicies(db: DbOrTx, scope: number | null, today = moscowToday()) {
  const due = await db
    .select({ id: travelPolicies.id })
    .from(travelPolicies)
    .where(
      and(
        policyInScope(scope),
        or(
          and(eq(travelPolicies.state, 'paid'), lte(travelPolicies.startDate, today)),
          and(eq(travelPolicies.state, 'active'), lt(travelPolicies.endDate, today)),
        ),
      ),
    )
    .orderBy(asc(travelPolicies.id));
  let activated = 0;
  let expired = 0;
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      let row = await lockPolicy(tx, id, null);
      const options = { userId: null, today };
      if (row.state === 'paid' && row.startDate <= today) {
        row = { ...row, state: await movePolicy(tx, row, 'policy.activate', options) };
        activated += 1;
      }
      if (row.state === 'active' && row.endDate < today) {
        await movePolicy(tx, row, 'policy.expire', options);
        expired += 1;
      }
    });
  }
  return { activated, expired };
}
