import { z } from 'zod';
import { entityIdSchema, idField, idParam, unixSecondsSchema } from '../fields/resourceFields';

// What a partner's offices and the partner itself are bound to: corporate executors (the corporate clients an office
// works for, soft-deleted and restored) and affiliated clients (bound and unbound).

export const OFFICE_CORPORATE_PARTNER_NOT_FOUND = 'Корпоративный заказчик офиса не найден';
export const OFFICE_CORPORATE_PARTNER_EXISTS = 'Корпоративный заказчик уже привязан к офису';
export const NOT_CORPORATE_PARTNER = 'Партнёр не является корпоративным клиентом';
export const PARTNER_CLIENT_NOT_FOUND = 'Привязка клиента не найдена';
export const PARTNER_CLIENT_EXISTS = 'Клиент уже привязан к партнёру';

export const officeCorporatePartnerSchema = z.object({
  id: entityIdSchema,
  officeId: entityIdSchema,
  corporatePartnerId: entityIdSchema,
  corporatePartnerName: z.string(),
  createdAt: unixSecondsSchema,
  deletedDate: unixSecondsSchema.nullable(),
});
export type OfficeCorporatePartner = z.infer<typeof officeCorporatePartnerSchema>;
export const officeCorporatePartnerCreateSchema = z.object({
  corporatePartnerId: idField('Укажите корпоративного клиента'),
});
export const officeCorporatePartnerIdParamsSchema = z.object({ id: idParam('Некорректная привязка') });

export const partnerClientSchema = z.object({
  id: entityIdSchema,
  partnerId: entityIdSchema,
  clientId: entityIdSchema,
  clientName: z.string(),
  phoneNumber: z.string(),
  createdAt: unixSecondsSchema,
});
export type PartnerClient = z.infer<typeof partnerClientSchema>;
export const partnerClientCreateSchema = z.object({ clientId: idField('Укажите клиента') });
export const partnerClientIdParamsSchema = z.object({ id: idParam('Некорректная привязка клиента') });

export const PARTNER_INSURANCE_NOT_FOUND = 'Привязка страховой компании не найдена';
export const PARTNER_INSURANCE_EXISTS = 'Страховая компания уже привязана к партнёру';

/** Insurance bindings: the insurers a partner works with. */
export const partnerInsuranceSchema = z.object({
  id: entityIdSchema,
  partnerId: entityIdSchema,
  insuranceCompanyId: entityIdSchema,
  insuranceCompanyName: z.string(),
  createdAt: unixSecondsSchema,
});
export type PartnerInsurance = z.infer<typeof partnerInsuranceSchema>;
export const partnerInsuranceCreateSchema = z.object({ insuranceCompanyId: idField('Укажите страховую компанию') });
export const partnerInsuranceIdParamsSchema = z.object({ id: idParam('Некорректная привязка страховой компании') });
