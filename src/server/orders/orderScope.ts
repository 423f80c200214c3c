import { or, type SQL, sql } from 'drizzle-orm';
import { currentScope, ownedByScope, type PartnerScope } from '../auth/tenantScope';
import { orders } from './ordersSchema';

/**
 * Which orders a partner's staff reach (auth/tenantScope.ts): the orders their partner executes, and those it was
 * offered (an evacuation offer it answers or answered: it saw the order when asked). Every order read and write of the server goes
 * through this condition (orderAccess.ts liveOrder, the order lists), so another partner's order answers 404.
 */
export function orderInScope(scope: PartnerScope = currentScope()): SQL | undefined {
  if (scope === null) return undefined;
  return or(
    ownedByScope(orders.partnerId, scope),
    sql`exists (select 1 from order_offers oo where oo.order_id = ${orders.id} and oo.partner_id = ${scope})`,
  );
}
