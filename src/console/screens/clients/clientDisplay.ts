import type { Client } from '../../../shared/schemas/clients/clientEntity';

// How the client screens show a client: the full name, the phone as the mask writes it, SNILS as 000-000-000-00.

export const clientFullName = (client: Pick<Client, 'lastName' | 'firstName' | 'middleName'>) =>
  [client.lastName, client.firstName, client.middleName].filter(Boolean).join(' ') || 'Без имени';

/** '+79161234567' -> '+7 (916) 123-45-67'; anything else as it is. */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const m = /^\+7(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(phone);
  return m ? `+7 (${m[1]}) ${m[2]}-${m[3]}-${m[4]}` : phone;
}

/** SNILS as the console writes it: 000-000-000-00, however its eleven digits are stored. */
export function formatSnils(snils: string | null | undefined): string {
  if (!snils) return '';
  const digits = snils.replace(/\D/g, '');
  return digits.length === 11
    ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6, 9)}-${digits.slice(9)}`
    : snils;
}
