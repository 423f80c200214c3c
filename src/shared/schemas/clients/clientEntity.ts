import { z } from 'zod';
import { REF_VALUE_IDS } from '../../referenceIds';
import { withRules } from '../fields/formFields';
import { nameSearchSchema } from '../fields/names';
import { isMobilePhone, russianPhone } from '../fields/phone';
import { clientFormSchema } from './client';

// The client as GET /v1/clients/{id} answers it: one contract for server and console.
// Timestamps are unix seconds; dateOfBirth is yyyy-MM-dd.

export const clientSchema = z.object({
  id: z.number(),
  lastName: z.string().nullable(),
  firstName: z.string().nullable(),
  middleName: z.string().nullable(),
  createdDate: z.number(),
  /** Reference 27: 76 active, 77 blocked. */
  statusRefValueId: z.number(),
  statusRefValueName: z.string().nullable(),
  createdByUserName: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  /** Reference 52. */
  genderRefValueId: z.number().nullable(),
  partnerName: z.string().nullable(),
  bonus: z.number(),
  suppressMessageToTelegramChat: z.boolean(),
  suppressSms: z.boolean(),
  phoneNumber: z.string(),
  address: z.string().nullable(),
  email: z.string().nullable(),
  contactPhoneNumber1: z.string().nullable(),
  contactPhoneNumber2: z.string().nullable(),
  passportSeries: z.string().nullable(),
  passportNumber: z.string().nullable(),
  passportIssuedDate: z.string().nullable(),
  passportIssued: z.string().nullable(),
  passportIssuedCode: z.string().nullable(),
  snils: z.string().nullable(),
  drivingLicense: z.string().nullable(),
  /** Derived: statusRefValueId is 77. */
  isBlocked: z.boolean(),
});
export type Client = z.infer<typeof clientSchema>;

// What the client calls send. The bodies are the client form's schema, so the server answers with the form's own
// messages; the server does not know the screen width, so the last name is optional there (the wide form requires it
// before sending).

/** The fields the card edits, by group: each group has its own permission. */
export const CLIENT_PERSONAL_FIELDS = [
  'lastName',
  'firstName',
  'middleName',
  'dateOfBirth',
  'genderRefValueId',
] as const;
export const CLIENT_CONTACT_FIELDS = ['email', 'contactPhoneNumber1', 'contactPhoneNumber2', 'address'] as const;
export type ClientPersonalField = (typeof CLIENT_PERSONAL_FIELDS)[number];
export type ClientContactField = (typeof CLIENT_CONTACT_FIELDS)[number];
export type ClientEditableField = ClientPersonalField | ClientContactField;

/** A new client may be added only with a mobile number (the phone search's add button). */
export const NOT_MOBILE_PHONE = 'Клиента можно добавить только с мобильным номером';

/**
 * PUT /v1/clients/{id}: the form's values. The editable fields are replaced (an absent one is cleared); phone,
 * status, registration date and the documents are read-only and ignored; status must still be a number above 0.
 */
export const clientUpdateSchema = clientFormSchema({ wide: false });
/** What the console sends to create or update: the form's parsed values (parsing them again changes nothing). */
export type ClientSave = z.output<typeof clientUpdateSchema>;

/** POST /v1/clients: the form's values with the client's mobile phone; the status is 76 (active) unless given. */
export const clientCreateSchema = z.preprocess(
  (body) =>
    typeof body === 'object' && body !== null && (body as { statusRefValueId?: unknown }).statusRefValueId === undefined
      ? { ...body, statusRefValueId: REF_VALUE_IDS.clientActive }
      : body,
  withRules(clientFormSchema({ wide: false }), (client, report) => {
    const phone = russianPhone().safeParse(client.phoneNumber ?? '');
    if (!phone.success) report('phoneNumber', phone.error.issues[0].message);
    else if (!isMobilePhone(phone.data)) report('phoneNumber', NOT_MOBILE_PHONE);
  }),
);

/** GET /v1/clients/phone/{phone}: any way of writing a Russian number, normalised to '+79161234567' form. */
export const clientPhoneParamsSchema = z.object({ phone: russianPhone() });

/** GET /v1/clients/search/name/?firstName&lastName: both names, case-insensitive, whole names. */
export const clientNameSearchQuerySchema = nameSearchSchema;

/** DELETE /v1/clients/{id}: a soft delete; the client is then hidden from every lookup. */
export const clientDeletedSchema = z.object({ id: z.number(), deletedDate: z.number() });
export type ClientDeleted = z.infer<typeof clientDeletedSchema>;
