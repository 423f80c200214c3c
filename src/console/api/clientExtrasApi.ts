import type { BonusOperationRequest } from '../../shared/schemas/clients/bonus';
import type {
  BonusHistoryRow,
  BonusOperationResult,
  ClientNotificationHistoryItem,
  ClientNotificationSettings,
  ClientPromo,
  InsuranceLoss,
  Project,
  ServiceCard,
} from '../../shared/schemas/clients/clientExtras';
import type { ClientPromoCreateInput, ClientPromoUpdateInput } from '../../shared/schemas/clients/clientPromo';
import type { NotificationSettingsInput } from '../../shared/schemas/clients/notificationSettings';
import type { Promo } from '../../shared/schemas/pricing/promos';
import { http } from './httpClient';

// The client card's extra tabs: bonuses, losses, service cards, notifications and the promos (/client_promos,
// /promos, /nik/projects).

/** GET /v1/order_invoices/history_with_bonuses?clientId: newest first. */
export async function fetchBonusHistory(clientId: number): Promise<BonusHistoryRow[]> {
  return (await http.get<BonusHistoryRow[]>('/order_invoices/history_with_bonuses', { params: { clientId } })).data;
}

/** POST /v1/clients/bonus_operation: the amount signed (toBonusOperationRequest); answers the new balance. */
export async function sendBonusOperation(body: BonusOperationRequest): Promise<BonusOperationResult> {
  return (await http.post<BonusOperationResult>('/clients/bonus_operation', body)).data;
}

export async function fetchInsuranceLosses(clientId: number): Promise<InsuranceLoss[]> {
  return (await http.get<InsuranceLoss[]>(`/clients/insurance_losses/${clientId}`)).data;
}

export async function fetchServiceCards(clientId: number): Promise<ServiceCard[]> {
  return (await http.get<ServiceCard[]>(`/clients/service_cards/${clientId}`)).data;
}

/** GET /v1/notifications/clients/history?clientId&orderId: newest first. */
export async function fetchClientNotificationHistory(filter: {
  clientId?: number;
  orderId?: number;
}): Promise<ClientNotificationHistoryItem[]> {
  return (await http.get<ClientNotificationHistoryItem[]>('/notifications/clients/history', { params: filter })).data;
}

export async function fetchNotificationSettings(clientId: number): Promise<ClientNotificationSettings> {
  return (await http.get<ClientNotificationSettings>(`/clients/notifications_control/${clientId}`)).data;
}

/** PUT /v1/clients/notifications_control/{clientId}: the five flags and the reason. */
export async function saveNotificationSettings(
  clientId: number,
  body: NotificationSettingsInput,
): Promise<ClientNotificationSettings> {
  return (
    await http.put<ClientNotificationSettings>(`/clients/notifications_control/${clientId}`, { ...body, clientId })
  ).data;
}

export async function fetchClientPromos(clientId: number, showDeleted = false): Promise<ClientPromo[]> {
  return (await http.get<ClientPromo[]>('/client_promos', { params: { clientId, showDeleted } })).data;
}

export async function createClientPromo(body: ClientPromoCreateInput & { clientId: number }): Promise<ClientPromo> {
  return (await http.post<ClientPromo>('/client_promos', body)).data;
}

/** PUT /v1/client_promos/{id}: only comment and usedCount. */
export async function updateClientPromo(
  id: number,
  { comment, usedCount }: ClientPromoUpdateInput,
): Promise<ClientPromo> {
  return (await http.put<ClientPromo>(`/client_promos/${id}`, { comment, usedCount })).data;
}

/** 'Сделать не активным'. */
export async function deleteClientPromo(id: number): Promise<ClientPromo> {
  return (await http.delete<ClientPromo>(`/client_promos/${id}`)).data;
}

/** 'Восстановить': POST /v1/client_promos/{id}. */
export async function restoreClientPromo(id: number): Promise<ClientPromo> {
  return (await http.post<ClientPromo>(`/client_promos/${id}`)).data;
}

export async function fetchProjects(): Promise<Project[]> {
  return (await http.get<Project[]>('/nik/projects')).data;
}

/** The promos of a project the dialog offers (not deleted). */
export async function fetchPromos(projectId: number): Promise<Promo[]> {
  return (await http.get<Promo[]>('/promos', { params: { projectId } })).data;
}
