import { ERROR_CODES } from '../../../shared/errorCodes';
import type {
  Office,
  OfficeDomain,
  OfficePriceList,
  OfficeRefValue,
  OfficeSave,
  OfficeService,
} from '../../../shared/schemas/offices';
import { toApiError } from '../http';
import { http } from '../httpClient';

// A partner's offices and their services, domains and attributes (partners/officesRoutes.ts).

export async function fetchPartnerOffices(partnerId: number, showDeleted = false): Promise<Office[]> {
  return (await http.get<Office[]>(`/partners/${partnerId}/offices`, { params: { showDeleted } })).data;
}
export async function createOffice(partnerId: number, body: OfficeSave): Promise<Office> {
  return (await http.post<Office>(`/partners/${partnerId}/offices`, body)).data;
}
export async function updateOffice(id: number, body: OfficeSave): Promise<Office> {
  return (await http.put<Office>(`/offices/${id}`, body)).data;
}
export async function deleteOffice(id: number): Promise<void> {
  await http.delete(`/offices/${id}`);
}
export async function restoreOffice(id: number): Promise<void> {
  await http.post(`/offices/${id}/restore`);
}

/** Only the available services are kept (seed §5). */
export async function fetchOfficeServices(officeId: number): Promise<OfficeService[]> {
  const rows = (await http.get<OfficeService[]>(`/offices/${officeId}/services`)).data;
  return rows.filter((s) => s.available);
}
/** Binds a service; BINDING_ALREADY_EXISTS means it is bound already, which is what was wanted (seed §8). */
export async function addOfficeService(
  officeId: number,
  body: { serviceId: number; priceListId: number | null },
): Promise<void> {
  try {
    await http.post(`/offices/${officeId}/services`, { ...body, available: true });
  } catch (error) {
    if (toApiError(error).errorCode !== ERROR_CODES.bindingExists) throw error;
  }
}
export async function updateOfficeService(
  id: number,
  body: { available: boolean; priceListId: number | null },
): Promise<void> {
  await http.put(`/office_services/${id}`, body);
}
export async function fetchOfficePriceLists(officeId: number, serviceId: number): Promise<OfficePriceList[]> {
  return (await http.get<OfficePriceList[]>(`/offices/${officeId}/price_lists`, { params: { serviceId } })).data;
}
export async function removeOfficeService(id: number): Promise<void> {
  await http.delete(`/office_services/${id}`);
}

export async function fetchOfficeDomains(officeId: number): Promise<OfficeDomain[]> {
  return (await http.get<OfficeDomain[]>(`/offices/${officeId}/domains`)).data;
}
export async function saveOfficeDomains(officeId: number, domains: string[]): Promise<OfficeDomain[]> {
  return (await http.put<OfficeDomain[]>(`/offices/${officeId}/domains`, { domains })).data;
}
export async function fetchUniqueDomains(): Promise<string[]> {
  return (await http.get<string[]>('/offices/domains/unique')).data;
}

export async function fetchOfficeRefValues(officeId: number): Promise<OfficeRefValue[]> {
  return (await http.get<OfficeRefValue[]>(`/offices/${officeId}/ref_values`)).data;
}
export async function saveOfficeRefValues(officeId: number, refValueIds: number[]): Promise<OfficeRefValue[]> {
  return (await http.put<OfficeRefValue[]>(`/offices/${officeId}/ref_values`, { refValueIds })).data;
}
