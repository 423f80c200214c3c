import type { PriceListItem } from '../../../shared/schemas/invoice';
import type {
  PositionChoice,
  PriceListCreate,
  PriceListItemsAdd,
  PriceListRegion,
  PriceListRow,
  PriceListUpdate,
} from '../../../shared/schemas/pricing/priceLists';
import { http } from '../httpClient';

// The price-list screens (/pricelists, /pricelists/:priceListId/): pricing/priceLists*Routes.ts on the server.

export async function fetchPriceLists(showDeleted: boolean, partnerId?: number): Promise<PriceListRow[]> {
  return (await http.get<PriceListRow[]>('/price_lists', { params: { showDeleted, partnerId } })).data;
}
export async function fetchPriceList(id: number): Promise<PriceListRow> {
  return (await http.get<PriceListRow>(`/price_lists/${id}`)).data;
}
export async function createPriceList(body: PriceListCreate): Promise<PriceListRow> {
  return (await http.post<PriceListRow>('/price_lists', body)).data;
}
export async function updatePriceList(id: number, body: PriceListUpdate): Promise<PriceListRow> {
  return (await http.put<PriceListRow>(`/price_lists/${id}`, body)).data;
}
export async function deletePriceList(id: number): Promise<PriceListRow> {
  return (await http.delete<PriceListRow>(`/price_lists/${id}`)).data;
}
export async function restorePriceList(id: number): Promise<PriceListRow> {
  return (await http.post<PriceListRow>(`/price_lists/${id}`)).data;
}

export async function fetchPriceListRegions(priceListId: number): Promise<PriceListRegion[]> {
  return (await http.get<PriceListRegion[]>('/price_lists/regions', { params: { priceListId } })).data;
}
export async function addPriceListRegion(priceListId: number, regionFiasId: string): Promise<PriceListRegion> {
  return (await http.post<PriceListRegion>('/price_lists/regions', { priceListId, regionFiasId })).data;
}
export async function removePriceListRegion(id: number): Promise<PriceListRegion> {
  return (await http.delete<PriceListRegion>(`/price_lists/regions/${id}`)).data;
}

export async function fetchPriceListItems(priceListId: number, showDeleted: boolean): Promise<PriceListItem[]> {
  return (await http.get<PriceListItem[]>('/price_lists/items', { params: { priceListId, showDeleted } })).data;
}
/** Bulk add: all the positions or none (409 names the rows already in the list). */
export async function addPriceListItems(priceListId: number, rows: PriceListItemsAdd): Promise<PriceListItem[]> {
  return (await http.post<PriceListItem[]>('/price_lists/items', rows, { params: { priceListId } })).data;
}
export async function updatePriceListItem(id: number, amount: number): Promise<PriceListItem> {
  return (await http.put<PriceListItem>(`/price_lists/items/${id}`, { amount })).data;
}
/** Delete by position: the position's alive item of the list, soft. */
export async function deletePositionItem(priceListId: number, positionId: number): Promise<PriceListItem> {
  return (await http.delete<PriceListItem>('/price_lists/items', { params: { positionId, priceListId } })).data;
}
export async function restorePriceListItem(id: number): Promise<PriceListItem> {
  return (await http.post<PriceListItem>(`/price_lists/items/${id}`)).data;
}

/**
 * The positions the bulk add offers: the nomenclature's short list when the caller holds the /positions screen's key
 * (GET /nomenclature/short), else this area's own list of alive positions (a partner's staff hold 'pricelists' but not
 * always 'positions'); also when the short list is not served.
 */
export async function fetchPositionChoices(canReadNomenclature: boolean): Promise<PositionChoice[]> {
  if (canReadNomenclature) {
    try {
      return (await http.get<PositionChoice[]>('/nomenclature/short')).data;
    } catch (error) {
      if ((error as { status?: number }).status !== 404) throw error;
    }
  }
  return (await http.get<PositionChoice[]>('/price_lists/positions')).data;
}
