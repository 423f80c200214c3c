import type {
  Partner,
  PartnerContact,
  PartnerContactSave,
  PartnerSave,
  PartnersFind,
  PartnersPage,
} from '../../../shared/schemas/partners/partners';
import { http } from '../httpClient';

// Partners and their contacts (the paths are ours: partners/partnersRoutes.ts).

export async function findPartners(body: Partial<PartnersFind>): Promise<PartnersPage> {
  return (await http.post<PartnersPage>('/partners/find', body)).data;
}
export async function fetchPartner(id: number): Promise<Partner> {
  return (await http.get<Partner>(`/partners/${id}`)).data;
}
export async function createPartner(body: PartnerSave): Promise<Partner> {
  return (await http.post<Partner>('/partners', body)).data;
}
export async function updatePartner(id: number, body: PartnerSave): Promise<Partner> {
  return (await http.put<Partner>(`/partners/${id}`, body)).data;
}
export async function deletePartner(id: number): Promise<Partner> {
  return (await http.delete<Partner>(`/partners/${id}`)).data;
}
export async function restorePartner(id: number): Promise<Partner> {
  return (await http.post<Partner>(`/partners/${id}/restore`)).data;
}

export async function fetchPartnerContacts(partnerId: number, showDeleted = false): Promise<PartnerContact[]> {
  return (await http.get<PartnerContact[]>(`/partners/${partnerId}/contacts`, { params: { showDeleted } })).data;
}
export async function createPartnerContact(partnerId: number, body: PartnerContactSave): Promise<PartnerContact> {
  return (await http.post<PartnerContact>(`/partners/${partnerId}/contacts`, body)).data;
}
export async function updatePartnerContact(id: number, body: PartnerContactSave): Promise<PartnerContact> {
  return (await http.put<PartnerContact>(`/partner_contacts/${id}`, body)).data;
}
export async function deletePartnerContact(id: number): Promise<void> {
  await http.delete(`/partner_contacts/${id}`);
}
export async function restorePartnerContact(id: number): Promise<void> {
  await http.post(`/partner_contacts/${id}/restore`);
}
