import { and, asc, count, desc, eq, gte, ilike, like, lte, or, type SQL } from 'drizzle-orm';
import type { TravelPolicyState } from '../../shared/lifecycleStates';
import type { TravelPolicyFind, TravelPolicyListItem } from '../../shared/schemas/travel/travelPolicies';
import type { DbOrTx } from '../db/db';
import { partners } from '../db/schema';
import { dayOfUnix, unixOfDay } from './travelDays';
import { countriesOf, policyInScope } from './travelPolicyRead';
import { travelInsurers, travelPolicies } from './travelSchema';

// POST /v1/vzr/policies/find: newest first by default, each sort ending on the id so pages never overlap; the total
// is counted at most TRAVEL_POLICY_TOTAL_CAP rows past the page's start (`totalCapped` beyond), never the whole table.

export const TRAVEL_POLICY_TOTAL_CAP = 1000;

/** LIKE's own characters in a user's text, escaped so they match themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filtersOf(q: TravelPolicyFind, scope: number | null): SQL | undefined {
  const search = q.search?.trim();
  return and(
    policyInScope(scope),
    scope === null && q.partnerId !== undefined ? eq(travelPolicies.partnerId, q.partnerId) : undefined,
    q.state ? eq(travelPolicies.state, q.state) : undefined,
    q.insurerId !== undefined ? eq(travelPolicies.insurerId, q.insurerId) : undefined,
    q.startFrom !== undefined ? gte(travelPolicies.startDate, dayOfUnix(q.startFrom)) : undefined,
    q.startTo !== undefined ? lte(travelPolicies.startDate, dayOfUnix(q.startTo)) : undefined,
    search
      ? or(
          like(travelPolicies.number, `${escapeLike(search.toUpperCase())}%`),
          ilike(travelPolicies.holderName, `%${escapeLike(search)}%`),
        )
      : undefined,
  );
}

const SORT_COLUMNS = {
  createdAt: travelPolicies.createdAt,
  number: travelPolicies.number,
  startDate: travelPolicies.startDate,
  total: travelPolicies.total,
} as const;

export async function findPolicies(db: DbOrTx, q: TravelPolicyFind, scope: number | null) {
  const where = filtersOf(q, scope);
  const by = q.sortOrder === 'ASC' ? asc : desc;
  const column = SORT_COLUMNS[q.sortField ?? 'createdAt'];
  const rows = await db
    .select({
      id: travelPolicies.id,
      number: travelPolicies.number,
      state: travelPolicies.state,
      partnerName: partners.name,
      insurerName: travelInsurers.name,
      currencyCode: travelPolicies.currencyCode,
      startDate: travelPolicies.startDate,
      endDate: travelPolicies.endDate,
      holderName: travelPolicies.holderName,
      total: travelPolicies.total,
      createdAt: travelPolicies.createdAt,
    })
    .from(travelPolicies)
    .innerJoin(travelInsurers, eq(travelInsurers.id, travelPolicies.insurerId))
    .leftJoin(partners, eq(partners.id, travelPolicies.partnerId))
    .where(where)
    .orderBy(by(column), by(travelPolicies.id))
    .limit(q.size)
    .offset(q.offset);
  const countries = await countriesOf(
    db,
    rows.map((r) => r.id),
  );
  const items: TravelPolicyListItem[] = rows.map((r) => ({
    ...r,
    state: r.state as TravelPolicyState,
    countries: countries.get(r.id)!,
    startDate: unixOfDay(r.startDate),
    endDate: unixOfDay(r.endDate),
    createdAt: Math.floor(r.createdAt.getTime() / 1000),
  }));
  const limit = q.offset + TRAVEL_POLICY_TOTAL_CAP;
  const matching = db
    .select({ id: travelPolicies.id })
    .from(travelPolicies)
    .where(where)
    .orderBy(desc(travelPolicies.createdAt), desc(travelPolicies.id))
    .limit(limit + 1)
    .as('matching');
  const [{ total }] = await db.select({ total: count() }).from(matching);
  return total > limit ? { items, total: limit, totalCapped: true } : { items, total };
}
