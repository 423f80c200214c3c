import { z } from 'zod';
import { findRequestSchema } from '../fields/paging';
import { entityIdSchema, idField, idParam } from '../fields/resourceFields';

// Who works which service: a role's services (service_role), a partner's services (service_partner), a user's
// service regions (service_region), and the users a service may be given to (POST /users/services/{serviceId}).

export const SERVICE_MESSAGE = 'Укажите услугу';
export const ROLE_MESSAGE = 'Укажите роль';
export const PARTNER_REQUIRED_MESSAGE = 'Укажите партнёра';
export const USER_MESSAGE = 'Укажите пользователя';
export const REGION_MESSAGE = 'Укажите регион';
export const SERVICE_ROLE_EXISTS = 'Эта услуга уже назначена роли';
export const SERVICE_ROLE_NOT_FOUND = 'Привязка услуги к роли не найдена';
export const SERVICE_PARTNER_EXISTS = 'Партнёр уже оказывает эту услугу';
export const SERVICE_PARTNER_NOT_FOUND = 'Привязка услуги к партнёру не найдена';
export const SERVICE_REGION_EXISTS = 'Этот регион услуги уже назначен пользователю';
export const SERVICE_REGION_NOT_FOUND = 'Регион услуги не найден';

export const serviceRoleSchema = z.object({
  id: entityIdSchema,
  serviceId: entityIdSchema,
  serviceName: z.string(),
  roleId: entityIdSchema,
  partnerId: entityIdSchema.nullable(),
  partnerName: z.string().nullable(),
});
export type ServiceRole = z.infer<typeof serviceRoleSchema>;
export const serviceRoleCreateSchema = z.object({
  serviceId: idField(SERVICE_MESSAGE),
  roleId: idField(ROLE_MESSAGE),
  partnerId: idField('Некорректный партнёр').nullable().optional(),
});
export const serviceRoleQuerySchema = z.object({ partnerId: idParam('Некорректный партнёр').optional() });
export const serviceRoleParamsSchema = z.object({ roleId: idParam('Некорректная роль') });
export const serviceRoleIdParamsSchema = z.object({ serviceRoleId: idParam('Некорректная привязка услуги к роли') });

export const servicePartnerSchema = z.object({
  id: entityIdSchema,
  serviceId: entityIdSchema,
  serviceName: z.string(),
  partnerId: entityIdSchema,
});
export type ServicePartner = z.infer<typeof servicePartnerSchema>;
export const servicePartnerCreateSchema = z.object({
  serviceId: idField(SERVICE_MESSAGE),
  partnerId: idField(PARTNER_REQUIRED_MESSAGE),
});
export const servicePartnerParamsSchema = z.object({ partnerId: idParam('Некорректный партнёр') });

export const serviceRegionSchema = z.object({
  id: entityIdSchema,
  userId: entityIdSchema,
  serviceId: entityIdSchema,
  serviceName: z.string(),
  fiasId: z.string(),
  regionName: z.string(),
});
export type ServiceRegion = z.infer<typeof serviceRegionSchema>;
const regionText = (max: number) =>
  z.string({ error: REGION_MESSAGE }).trim().min(1, REGION_MESSAGE).max(max, REGION_MESSAGE);
export const serviceRegionCreateSchema = z.object({
  userId: idField(USER_MESSAGE),
  serviceId: idField(SERVICE_MESSAGE),
  fiasId: regionText(64),
  regionName: regionText(300),
});
export const serviceRegionUpdateSchema = serviceRegionCreateSchema.extend({
  id: idField('Некорректный регион услуги'),
});
export const serviceRegionUserParamsSchema = z.object({ customerId: idParam(USER_MESSAGE) });

export const serviceUsersFindSchema = findRequestSchema.extend({
  search: z.string().trim().max(200, 'Строка поиска — не длиннее 200 символов').optional(),
  partnerId: idField('Некорректный партнёр').optional(),
});
export const serviceUserSchema = z.object({
  id: entityIdSchema,
  fio: z.string(),
  email: z.string(),
  partnerId: entityIdSchema.nullable(),
  partnerName: z.string().nullable(),
});
export const serviceUsersPageSchema = z.object({ users: z.array(serviceUserSchema), total: z.number() });

export const idParamsSchema = z.object({ id: idParam('Некорректный идентификатор') });
