import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { PriceList, PriceListItem } from '../../shared/schemas/invoice';
import { PRICE_LIST_NOT_FOUND } from '../../shared/schemas/pricing/priceLists';
import type { DbOrTx } from '../db/db';
import { partners } from '../db/schema';
import { notFound } from '../errors';
import { positions, priceListItems, priceLists } from './pricingSchema';

// The price-list reads the invoice editor needs: a partner's lists for a service, an office's own (stationary) lists,
// and a list's items with their nomenclature names. A partner's staff (scope) see only their partner's lists.

export { PRICE_LIST_NOT_FOUND };

const unix = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

interface ListFilter {
  serviceId: number;
  showDeleted: boolean;
  /** The caller's partner when he is a partner's staff, null for platform staff. */
  scope: number | null;
}

async function selectLists(
  db: DbOrTx,
  where: SQL,
  { serviceId, showDeleted, scope }: ListFilter,
): Promise<PriceList[]> {
  const rows = await db
    .select({ list: priceLists, partnerName: partners.name })
    .from(priceLists)
    .leftJoin(partners, eq(partners.id, priceLists.partnerId))
    .where(
      and(
        where,
        eq(priceLists.serviceId, serviceId),
        showDeleted ? undefined : isNull(priceLists.deletedDate),
        scope === null ? undefined : eq(priceLists.partnerId, scope),
      ),
    )
    .orderBy(asc(priceLists.name), asc(priceLists.id));
  return rows.map(({ list, partnerName }) => ({
    id: list.id,
    name: list.name,
    partnerId: list.partnerId,
    partnerName,
    serviceId: list.serviceId,
    partnerOfficeId: list.partnerOfficeId,
    deletedDate: unix(list.deletedDate),
  }));
}

/** GET /price_lists/for_invoices: the partner's own lists for the service (not an office's stationary ones). */
export function listPartnerPriceLists(db: DbOrTx, partnerId: number, filter: ListFilter) {
  return selectLists(db, and(eq(priceLists.partnerId, partnerId), isNull(priceLists.partnerOfficeId))!, filter);
}

/** GET /price_lists/stationary/for_invoices: the office's own lists for the service. */
export function listStationaryPriceLists(db: DbOrTx, partnerOfficeId: number, filter: ListFilter) {
  return selectLists(db, eq(priceLists.partnerOfficeId, partnerOfficeId), filter);
}

/** Items that are alive: the item and its nomenclature position not deleted. */
export const liveItem = () => and(isNull(priceListItems.deletedDate), isNull(positions.deletedDate));

/** GET /price_lists/items: the list's items with their position's name and unit, by name. */
export async function listPriceListItems(
  db: DbOrTx,
  priceListId: number,
  showDeleted: boolean,
  scope: number | null,
): Promise<PriceListItem[]> {
  const [list] = await db
    .select({ partnerId: priceLists.partnerId })
    .from(priceLists)
    .where(eq(priceLists.id, priceListId));
  if (!list || (scope !== null && list.partnerId !== scope)) throw notFound(PRICE_LIST_NOT_FOUND);
  const rows = await db
    .select({
      item: priceListItems,
      name: positions.name,
      unit: positions.unit,
      positionDeleted: positions.deletedDate,
    })
    .from(priceListItems)
    .innerJoin(positions, eq(positions.id, priceListItems.positionId))
    .where(and(eq(priceListItems.priceListId, priceListId), showDeleted ? undefined : liveItem()))
    .orderBy(asc(positions.name), asc(priceListItems.id));
  return rows.map(({ item, name, unit, positionDeleted }) => ({
    id: item.id,
    priceListId: item.priceListId,
    positionId: item.positionId,
    name,
    unit,
    amount: item.amount,
    deletedDate: unix(item.deletedDate ?? positionDeleted),
  }));
}
