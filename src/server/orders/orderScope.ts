import { or, type SQL, sql } from 'drizzle-orm';
import { currentScope, ownedByScope, type PartnerScope } from '../auth/tenantScope';
import { orders } from './ordersSchema';

/**
 * Which orders a partner's staff reach (auth/tenantScope.ts): the orders their partner executes, and those it is
 * offered now or accepted (an evacuation offer to answer); once it rejects one, or the offer expires or moves on,
 * the order is another partner's business again. Every order read and write of the server goes
 * through this condition (orderAccess.ts liveOrder, the order lists), so another partner's order answers 404.
 */
export function orderInScope(scope: PartnerScope = currentScope()): SQL | undefined {
  if (scope === null) return undefined;
  return or(
    ownedByScope(orders.partnerId, scope),
    sql`exists (select 1 from order_offers oo where oo.order_id = ${orders.id} and oo.partner_id = ${scope}
      and oo.status in ('pending', 'accepted'))`,
  );
}
