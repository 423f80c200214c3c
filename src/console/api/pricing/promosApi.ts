import type { Promo, PromoBody, PromoLink, PromoLinkKind } from '../../../shared/schemas/pricing/promos';
import { fetchProjects } from '../clientExtrasApi';
import { http } from '../httpClient';
import { fetchServices } from '../ordersApi';
import { findPartners } from '../partners/partnersApi';

// The promo reference screen: /promos (list, add, change, make inactive, restore) and the promo's links to
// projects, services and partners (/project_promos, /service_promos, /partner_promos). The client card's promo
// dialog reads /promos through clientExtrasApi.fetchPromos.

export async function fetchPromoList(showDeleted: boolean): Promise<Promo[]> {
  return (await http.get<Promo[]>('/promos', { params: { showDeleted } })).data;
}

/** The form's values as the body (undefined fields are left out: the server clears them). */
export async function createPromo(body: PromoBody): Promise<Promo> {
  return (await http.post<Promo>('/promos', body)).data;
}

export async function updatePromo(id: number, body: PromoBody): Promise<Promo> {
  return (await http.put<Promo>(`/promos/${id}`, body)).data;
}

/** 'Сделать не активным'. */
export async function deletePromo(id: number): Promise<Promo> {
  return (await http.delete<Promo>(`/promos/${id}`)).data;
}

/** 'Восстановить'. */
export async function restorePromo(id: number): Promise<Promo> {
  return (await http.post<Promo>(`/promos/${id}`)).data;
}

const LINK_PATHS: Record<PromoLinkKind, string> = {
  project: '/project_promos',
  service: '/service_promos',
  partner: '/partner_promos',
};
const LINK_FIELDS = { project: 'projectId', service: 'serviceId', partner: 'partnerId' } as const;

export async function fetchPromoLinks(kind: PromoLinkKind, promoId: number): Promise<PromoLink[]> {
  return (await http.get<PromoLink[]>(LINK_PATHS[kind], { params: { promoId } })).data;
}

export async function createPromoLink(kind: PromoLinkKind, promoId: number, objectId: number): Promise<PromoLink> {
  return (await http.post<PromoLink>(LINK_PATHS[kind], { promoId, [LINK_FIELDS[kind]]: objectId })).data;
}

/** Links are removed for good. */
export async function deletePromoLink(kind: PromoLinkKind, id: number): Promise<PromoLink> {
  return (await http.delete<PromoLink>(`${LINK_PATHS[kind]}/${id}`)).data;
}

export interface LinkChoice {
  id: number;
  name: string;
}

/** What a link panel offers: live projects, services, or partners (the first 500 by name). */
export async function fetchLinkChoices(kind: PromoLinkKind): Promise<LinkChoice[]> {
  if (kind === 'project') return fetchProjects();
  if (kind === 'service') return fetchServices();
  const page = await findPartners({ offset: 0, size: 500, sortField: 'name', sortOrder: 'ASC' });
  return page.partners;
}
