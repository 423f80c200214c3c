import type { OfficeCorporatePartner, PartnerClient } from '../../../shared/schemas/partners/partnerBindings';
import { http } from '../httpClient';

// Corporate executors of an office and the partner's affiliated clients (partners/partnerBindingsRoutes.ts).

export async function fetchOfficeCorporatePartners(
  officeId: number,
  showDeleted = false,
): Promise<OfficeCorporatePartner[]> {
  return (
    await http.get<OfficeCorporatePartner[]>(`/offices/${officeId}/corporate_partners`, { params: { showDeleted } })
  ).data;
}
export async function addOfficeCorporatePartner(officeId: number, corporatePartnerId: number): Promise<void> {
  await http.post(`/offices/${officeId}/corporate_partners`, { corporatePartnerId });
}
export async function deleteOfficeCorporatePartner(id: number): Promise<void> {
  await http.delete(`/office_corporate_partners/${id}`);
}
export async function restoreOfficeCorporatePartner(id: number): Promise<void> {
  await http.post(`/office_corporate_partners/${id}/restore`);
}

export async function fetchPartnerClients(partnerId: number): Promise<PartnerClient[]> {
  return (await http.get<PartnerClient[]>(`/partners/${partnerId}/clients`)).data;
}
export async function bindPartnerClient(partnerId: number, clientId: number): Promise<PartnerClient> {
  return (await http.post<PartnerClient>(`/partners/${partnerId}/clients`, { clientId })).data;
}
export async function unbindPartnerClient(id: number): Promise<void> {
  await http.delete(`/partner_clients/${id}`);
}
