import { WIDGET_KEYS } from '../../../../shared/operationKeys';
import { isAllowed } from '../../../../shared/permissions';
import type { Client } from '../../../../shared/schemas/clients/clientEntity';
import type { Permission } from '../../../../shared/schemas/users';
import { fetchClient, fetchClientByPhone, searchClientsByName } from '../../../api/clientsApi';

// The order form's client lookup: a phone (10 digits or more) finds one client, 'Фамилия Имя' finds by name. Each way
// is a server route with its own operation key, so the field offers only the ways the user's permissions allow:
// offering a search the server refuses ends in «Недостаточно прав».

export type ClientSearchMode = 'phone' | 'name';

/** The key each way's route checks: GET /v1/clients/phone/{phone} and GET /v1/clients/search/name/. */
export const CLIENT_SEARCH_KEYS: Record<ClientSearchMode, string> = {
  // The client card's key: the phone lookup and the card itself (GET /v1/clients/{id}) need it.
  phone: 'reference.person.card',
  name: WIDGET_KEYS.personFindByName,
};

/** The ways of searching these permissions allow, phone first. */
export const allowedClientSearchModes = (perms: Permission[]): ClientSearchMode[] =>
  (['phone', 'name'] as const).filter((mode) => isAllowed(perms, CLIENT_SEARCH_KEYS[mode]));

/** The field's placeholder: what may be searched. */
export function clientSearchHint(modes: readonly ClientSearchMode[]): string {
  const phone = modes.includes('phone');
  const name = modes.includes('name');
  if (phone && name) return 'Телефон или фамилия и имя клиента';
  if (phone) return 'Телефон клиента';
  if (name) return 'Фамилия и имя клиента';
  return 'Поиск клиентов недоступен: недостаточно прав';
}

export interface ClientQuery {
  text: string;
  modes: readonly ClientSearchMode[];
}

const isPhone = (text: string) => text.replace(/\D/g, '').length >= 10;

/** The answers to what was typed, asked only through the allowed ways; a way not allowed is explained, not tried. */
export async function searchClients({ text: typed, modes }: ClientQuery): Promise<Client[]> {
  const text = typed.trim();
  if (!text) return [];
  if (modes.length === 0) throw new Error(clientSearchHint(modes));
  if (isPhone(text)) {
    if (!modes.includes('phone')) throw new Error('Поиск по телефону недоступен: введите фамилию и имя клиента');
    try {
      return [await fetchClientByPhone(text)];
    } catch (e) {
      if ((e as { status?: number }).status === 404) return [];
      throw e;
    }
  }
  if (!modes.includes('name')) throw new Error('Введите номер телефона клиента (не менее 10 цифр)');
  const [lastName, firstName] = text.split(/\s+/);
  if (!lastName || !firstName)
    throw new Error(
      modes.includes('phone')
        ? 'Введите телефон (не менее 10 цифр) или фамилию и имя клиента'
        : 'Введите фамилию и имя клиента через пробел',
    );
  return searchClientsByName({ lastName, firstName });
}

/** The chosen client, or null while none is chosen or the user may not read client cards. */
export const loadChosenClient = async ({ clientId, mayRead }: { clientId: number; mayRead: boolean }) =>
  clientId > 0 && mayRead ? fetchClient(clientId) : null;
