import { z } from 'zod';
import { optionalField } from '../fields/formFields';
import { entityIdSchema, idField, idParam, unixSecondsSchema } from '../fields/resourceFields';

// Contracts and fees of the partner card: under which contract a legal entity of the partner renders a service and
// the platform's fee on it (a rate and / or a fixed part). One row per legal entity and service.

export const PARTNER_LEGAL_SERVICE_NOT_FOUND = 'Договор не найден';
export const PARTNER_LEGAL_SERVICE_EXISTS = 'Для этого юридического лица и услуги договор уже есть';

export const partnerLegalServiceSchema = z.object({
  id: entityIdSchema,
  partnerId: entityIdSchema,
  partnerLegalId: entityIdSchema,
  partnerLegalName: z.string(),
  serviceId: entityIdSchema,
  serviceName: z.string(),
  contractNumber: z.string().nullable(),
  contractDate: z.string().nullable(),
  feeRate: z.number().nullable(),
  feeFixedPart: z.number().nullable(),
  createdAt: unixSecondsSchema,
  deletedDate: unixSecondsSchema.nullable(),
});
export type PartnerLegalService = z.infer<typeof partnerLegalServiceSchema>;

const RATE_MESSAGE = 'Ставка комиссии: число от 0 до 100';
const FIXED_MESSAGE = 'Фиксированная часть: число не меньше 0';
const DATE_MESSAGE = 'Укажите дату в формате ГГГГ-ММ-ДД';
/** Money and percent are kept to 2 decimals (seed §9). */
const round2 = (n: number) => Math.round(n * 100) / 100;

/** PUT /partner_legal_services/{id}: the contract's number and date and the fee; empty means none. */
export const partnerLegalServiceUpdateSchema = z.object({
  contractNumber: optionalField(z.string().trim().max(100, 'Номер договора: не длиннее 100 символов')),
  contractDate: optionalField(z.string({ error: DATE_MESSAGE }).regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE)),
  feeRate: optionalField(
    z.coerce.number({ error: RATE_MESSAGE }).min(0, RATE_MESSAGE).max(100, RATE_MESSAGE).transform(round2),
  ),
  feeFixedPart: optionalField(
    z.coerce.number({ error: FIXED_MESSAGE }).min(0, FIXED_MESSAGE).max(9_999_999_999, FIXED_MESSAGE).transform(round2),
  ),
});
export type PartnerLegalServiceUpdate = z.output<typeof partnerLegalServiceUpdateSchema>;
/** POST /partner_legal_services: the same for a legal entity and a service. */
export const partnerLegalServiceCreateSchema = partnerLegalServiceUpdateSchema.extend({
  partnerLegalId: idField('Укажите юридическое лицо'),
  serviceId: idField('Укажите услугу'),
});
export type PartnerLegalServiceCreate = z.output<typeof partnerLegalServiceCreateSchema>;
export const partnerLegalServiceIdParamsSchema = z.object({ id: idParam('Некорректный договор') });
