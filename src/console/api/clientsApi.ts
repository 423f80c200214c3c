import type { Client, ClientDeleted, ClientSave } from '../../shared/schemas/clients/clientEntity';
import type { NameSearchInput } from '../../shared/schemas/fields/names';
import { normalizePhone } from '../../shared/schemas/fields/phone';
import { http } from './httpClient';

// The client calls: lookup, card, create, update, delete and the name search.

/** GET /v1/clients/phone/{phone}: the number in any writing; it travels normalised ('+79161234567' form). */
export async function fetchClientByPhone(phone: string): Promise<Client> {
  return (await http.get<Client>(`/clients/phone/${encodeURIComponent(normalizePhone(phone))}`)).data;
}

export async function fetchClient(id: number): Promise<Client> {
  return (await http.get<Client>(`/clients/${id}`)).data;
}

export async function createClient(body: ClientSave): Promise<Client> {
  return (await http.post<Client>('/clients', body)).data;
}

/** PUT /v1/clients/{id}: the whole form; read-only fields are ignored by the server. */
export async function updateClient(id: number, body: ClientSave): Promise<Client> {
  return (await http.put<Client>(`/clients/${id}`, body)).data;
}

/** A soft delete: the client disappears from every lookup. */
export async function deleteClient(id: number): Promise<ClientDeleted> {
  return (await http.delete<ClientDeleted>(`/clients/${id}`)).data;
}

/** GET /v1/clients/search/name/?firstName&lastName: whole names, case-insensitive. */
export async function searchClientsByName({ firstName, lastName }: NameSearchInput): Promise<Client[]> {
  return (await http.get<Client[]>('/clients/search/name/', { params: { firstName, lastName } })).data;
}
