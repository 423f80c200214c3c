import { and, asc, eq } from 'drizzle-orm';
import { SERVICE_IDS } from '../../shared/constants';
import type { InvoicePositionInput } from '../../shared/schemas/invoice';
import type { DbOrTx } from '../db/db';
import { liveItem } from '../pricing/priceListsRepository';
import { positions, priceListItems } from '../pricing/pricingSchema';

// The autofill rule (POST /order_invoices/{id}/autofill and the automated draft), deliberately simple:
//  - tyre services (68 storage, 69 fitting): every alive item of the list priced per wheel (position unit
//    'колесо'), quantity = the order's tyre count (specificValues.tireCount, 4 when not given);
//  - any other service: the list's first alive item (by id), quantity 1.
// Discounts start at 0; the prices come from the list when the basket is priced.

const TYRE_SERVICES: readonly number[] = [SERVICE_IDS.tireStorage, SERVICE_IDS.tireFitting];
export const PER_WHEEL_UNIT = 'колесо';
const DEFAULT_TIRE_COUNT = 4;

/** specificValues.tireCount as a whole count of 1..10000 (the form may have sent text), else 4. */
export function tireCountOf(specificValues: Record<string, unknown>): number {
  const raw = specificValues.tireCount;
  const count = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  return Number.isInteger(count) && count >= 1 && count <= 10_000 ? count : DEFAULT_TIRE_COUNT;
}

export async function autofillLines(
  db: DbOrTx,
  priceListId: number,
  order: { serviceId: number; specificValues: Record<string, unknown> },
): Promise<InvoicePositionInput[]> {
  const items = await db
    .select({ id: priceListItems.id, unit: positions.unit })
    .from(priceListItems)
    .innerJoin(positions, eq(positions.id, priceListItems.positionId))
    .where(and(eq(priceListItems.priceListId, priceListId), liveItem()))
    .orderBy(asc(priceListItems.id));
  if (TYRE_SERVICES.includes(order.serviceId)) {
    const quantity = tireCountOf(order.specificValues);
    return items
      .filter((i) => i.unit === PER_WHEEL_UNIT)
      .map((i) => ({ priceListItemId: i.id, quantity, discount: 0 }));
  }
  return items.slice(0, 1).map((i) => ({ priceListItemId: i.id, quantity: 1, discount: 0 }));
}
