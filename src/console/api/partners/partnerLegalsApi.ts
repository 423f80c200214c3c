import { ERROR_CODES } from '../../../shared/errorCodes';
import type {
  PartnerLegalCard,
  PartnerLegalCreate,
  PartnerLegalsFind,
  PartnerLegalsPage,
  PartnerLegalUpdate,
} from '../../../shared/schemas/partners/partnerLegals';
import { toApiError } from '../http';
import { http } from '../httpClient';

// The legal entities screens (partners/partnerLegalsAdminRoutes.ts).

export async function findPartnerLegals(body: Partial<PartnerLegalsFind>): Promise<PartnerLegalsPage> {
  return (await http.post<PartnerLegalsPage>('/partner_legals/find', body)).data;
}
/** The entity, or null when there is none: ENTITY_NOT_FOUND on a partner legal lookup is not an error (seed §8). */
export async function fetchPartnerLegal(id: number): Promise<PartnerLegalCard | null> {
  try {
    return (await http.get<PartnerLegalCard>(`/partner_legals/${id}`)).data;
  } catch (error) {
    if (toApiError(error).errorCode === ERROR_CODES.entityNotFound) return null;
    throw error;
  }
}
export async function createPartnerLegal(body: PartnerLegalCreate): Promise<PartnerLegalCard> {
  return (await http.post<PartnerLegalCard>('/partner_legals', body)).data;
}
export async function updatePartnerLegal(id: number, body: PartnerLegalUpdate): Promise<PartnerLegalCard> {
  return (await http.put<PartnerLegalCard>(`/partner_legals/${id}`, body)).data;
}
export async function deletePartnerLegal(id: number): Promise<PartnerLegalCard> {
  return (await http.delete<PartnerLegalCard>(`/partner_legals/${id}`)).data;
}
export async function restorePartnerLegal(id: number): Promise<PartnerLegalCard> {
  return (await http.post<PartnerLegalCard>(`/partner_legals/${id}/restore`)).data;
}
