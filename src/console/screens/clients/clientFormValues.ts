import type { z } from 'zod';
import { parseRuDate, toRuDate } from '../../../shared/format';
import { REF_VALUE_IDS } from '../../../shared/referenceIds';
import { clientFormSchema } from '../../../shared/schemas/clients/client';
import type { Client } from '../../../shared/schemas/clients/clientEntity';
import { ruDateSchema } from '../../../shared/schemas/fields/dates';
import { optionalField } from '../../../shared/schemas/fields/formFields';

// The client form of the console: the shared client schema (the server parses the body with it), except that the
// birth date is typed DD.MM.YYYY and travels as yyyy-MM-dd.

export const clientConsoleFormSchema = (wide: boolean) =>
  clientFormSchema({ wide }).safeExtend({
    dateOfBirth: optionalField(ruDateSchema.transform((text) => parseRuDate(text) ?? text)),
  });
export type ClientConsoleForm = z.output<ReturnType<typeof clientConsoleFormSchema>>;

/** What the form shows and submits, as text: every field of the schema, from the stored client. */
export interface ClientFormText {
  id?: string;
  lastName: string;
  firstName: string;
  middleName: string;
  email: string;
  phoneNumber: string;
  contactPhoneNumber1: string;
  contactPhoneNumber2: string;
  address: string;
  dateOfBirth: string;
  genderRefValueId: string;
  statusRefValueId: string;
}
export type ClientFormField = keyof ClientFormText;

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export function clientFormText(client: Client): ClientFormText {
  return {
    id: String(client.id),
    lastName: text(client.lastName),
    firstName: text(client.firstName),
    middleName: text(client.middleName),
    email: text(client.email),
    phoneNumber: client.phoneNumber,
    contactPhoneNumber1: text(client.contactPhoneNumber1),
    contactPhoneNumber2: text(client.contactPhoneNumber2),
    address: text(client.address),
    dateOfBirth: toRuDate(client.dateOfBirth),
    genderRefValueId: text(client.genderRefValueId),
    statusRefValueId: text(client.statusRefValueId),
  };
}

/** A new client's form: only the phone (from the search) and the active status are there. */
export function newClientFormText(phoneNumber: string): ClientFormText {
  return {
    lastName: '',
    firstName: '',
    middleName: '',
    email: '',
    phoneNumber,
    contactPhoneNumber1: '',
    contactPhoneNumber2: '',
    address: '',
    dateOfBirth: '',
    genderRefValueId: '',
    statusRefValueId: String(REF_VALUE_IDS.clientActive),
  };
}
