import type { PartnerInsurance } from '../../../shared/schemas/partners/partnerBindings';
import type {
  PartnerLegalService,
  PartnerLegalServiceCreate,
  PartnerLegalServiceUpdate,
} from '../../../shared/schemas/partners/partnerContracts';
import type {
  DocFont,
  DocTemplateAdmin,
  DocTemplateCreate,
  DocTemplateUpdate,
} from '../../../shared/schemas/partners/partnerDocTemplates';
import type { FiasItem, PartnerRegion, PartnerRegionCreate } from '../../../shared/schemas/partners/partnerRegions';
import { toApiError } from '../http';
import { http } from '../httpClient';

// The partner card's contracts and fees, regions, insurers and document templates (partners/partner*Routes.ts).

export async function fetchPartnerContracts(partnerId: number, showDeleted = false): Promise<PartnerLegalService[]> {
  return (await http.get<PartnerLegalService[]>(`/partners/${partnerId}/legal_services`, { params: { showDeleted } }))
    .data;
}
export async function createPartnerContract(body: PartnerLegalServiceCreate): Promise<PartnerLegalService> {
  return (await http.post<PartnerLegalService>('/partner_legal_services', body)).data;
}
export async function updatePartnerContract(id: number, body: PartnerLegalServiceUpdate): Promise<PartnerLegalService> {
  return (await http.put<PartnerLegalService>(`/partner_legal_services/${id}`, body)).data;
}
export async function deletePartnerContract(id: number): Promise<void> {
  await http.delete(`/partner_legal_services/${id}`);
}
export async function restorePartnerContract(id: number): Promise<void> {
  await http.post(`/partner_legal_services/${id}/restore`);
}

/** The address directory's search; a connection failure gives an empty list (seed §8). */
export async function searchFias(query: string): Promise<FiasItem[]> {
  try {
    return (await http.get<FiasItem[]>('/fias/search', { params: { query } })).data;
  } catch (error) {
    if (toApiError(error).errorCode === 'NETWORK_ERROR') return [];
    throw error;
  }
}
export async function fetchPartnerRegions(partnerId: number): Promise<PartnerRegion[]> {
  return (await http.get<PartnerRegion[]>(`/partners/${partnerId}/regions`)).data;
}
export async function addPartnerRegion(partnerId: number, body: PartnerRegionCreate): Promise<PartnerRegion> {
  return (await http.post<PartnerRegion>(`/partners/${partnerId}/regions`, body)).data;
}
export async function removePartnerRegion(id: number): Promise<void> {
  await http.delete(`/partner_regions/${id}`);
}

export async function fetchPartnerInsurance(partnerId: number): Promise<PartnerInsurance[]> {
  return (await http.get<PartnerInsurance[]>(`/partners/${partnerId}/insurance_companies`)).data;
}
export async function bindPartnerInsurance(partnerId: number, insuranceCompanyId: number): Promise<void> {
  await http.post(`/partners/${partnerId}/insurance_companies`, { insuranceCompanyId });
}
export async function unbindPartnerInsurance(id: number): Promise<void> {
  await http.delete(`/partner_insurance_companies/${id}`);
}

export async function fetchPartnerDocTemplates(partnerId: number, showDeleted = false): Promise<DocTemplateAdmin[]> {
  return (await http.get<DocTemplateAdmin[]>(`/partners/${partnerId}/doc_templates`, { params: { showDeleted } })).data;
}
/** wheelsWidthDiffer travels as false when the form leaves it out (seed §5). */
export async function createPartnerDocTemplate(body: DocTemplateCreate): Promise<DocTemplateAdmin> {
  return (
    await http.post<DocTemplateAdmin>('/partner_doc_templates', {
      ...body,
      wheelsWidthDiffer: body.wheelsWidthDiffer ?? false,
    })
  ).data;
}
export async function updatePartnerDocTemplate(id: number, body: DocTemplateUpdate): Promise<DocTemplateAdmin> {
  return (
    await http.put<DocTemplateAdmin>(`/partner_doc_templates/${id}`, {
      ...body,
      wheelsWidthDiffer: body.wheelsWidthDiffer ?? false,
    })
  ).data;
}
export async function deletePartnerDocTemplate(id: number): Promise<void> {
  await http.delete(`/partner_doc_templates/${id}`);
}
export async function restorePartnerDocTemplate(id: number): Promise<void> {
  await http.post(`/partner_doc_templates/${id}/restore`);
}
export async function fetchDocFonts(): Promise<DocFont[]> {
  return (await http.get<DocFont[]>('/partner_doc_templates/fonts')).data;
}
