import type { Client } from '../../../../shared/schemas/clients/clientEntity';
import { fetchClient, fetchClientByPhone, searchClientsByName } from '../../../api/clientsApi';

// The order form's client lookup: a phone (10 digits or more) finds one client, 'Фамилия Имя' finds by name.

export const CLIENT_QUERY_HINT = 'Введите телефон или фамилию и имя клиента';

export async function searchClients(query: string): Promise<Client[]> {
  const text = query.trim();
  if (!text) return [];
  if (text.replace(/\D/g, '').length >= 10) {
    try {
      return [await fetchClientByPhone(text)];
    } catch (e) {
      if ((e as { status?: number }).status === 404) return [];
      throw e;
    }
  }
  const [lastName, firstName] = text.split(/\s+/);
  if (!lastName || !firstName) throw new Error(CLIENT_QUERY_HINT);
  return searchClientsByName({ lastName, firstName });
}

/** The chosen client, or null while none is chosen. */
export const loadChosenClient = async (clientId: number): Promise<Client | null> =>
  clientId > 0 ? fetchClient(clientId) : null;
