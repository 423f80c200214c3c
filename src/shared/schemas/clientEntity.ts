import { z } from 'zod';

// The client as GET /v1/clients/{id} answers it (seed 000 section 3 'Client'): one contract for server and console.
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
