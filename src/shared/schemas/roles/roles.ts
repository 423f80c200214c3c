import { z } from 'zod';
import { entityIdSchema, idField, idParam, unixSecondsSchema } from '../fields/resourceFields';

// Roles (GET /roles, /roles/possible_parents, /roles/templates; POST /roles; PUT and DELETE /roles/{id}; PUT
// /roles/{id}/restore). A role may inherit a parent role's permissions; a template role's permissions are copied
// into a role created from it.

export const ROLE_NAME_MESSAGE = 'Укажите название роли';
export const ROLE_NAME_LENGTH_MESSAGE = 'Название роли — не длиннее 100 символов';
export const PARTNER_MESSAGE = 'Некорректный партнёр';
export const PARENT_ROLE_MESSAGE = 'Некорректная родительская роль';
export const TEMPLATE_ROLE_MESSAGE = 'Некорректный шаблон роли';
export const ROLE_ID_MESSAGE = 'Некорректная роль';
export const PARENT_ROLE_NOT_FOUND = 'Родительская роль не найдена';
export const TEMPLATE_ROLE_NOT_FOUND = 'Шаблон роли не найден';
export const PARENT_ROLE_CYCLE = 'Роль не может наследовать саму себя или свою дочернюю роль';
export const PARENT_OF_OTHER_PARTNER = 'Родительская роль должна быть общей или того же партнёра';
export const SUPER_ADMIN_ROLE_LOCKED = 'Роль администратора с полными правами меняет только такой же администратор';
export const SUPER_ADMIN_ROLE_UNDELETABLE = 'Роль администратора с полными правами удалить нельзя';

export const roleSchema = z.object({
  id: entityIdSchema,
  name: z.string(),
  partnerId: entityIdSchema.nullable(),
  partnerName: z.string().nullable(),
  parentRoleId: entityIdSchema.nullable(),
  parentRoleName: z.string().nullable(),
  isTemplate: z.boolean(),
  isSuperAdmin: z.boolean(),
  deletedDate: unixSecondsSchema.nullable(),
});
export type Role = z.infer<typeof roleSchema>;

/** Deleted roles are hidden unless asked for (the role selectors); the roles screen asks, its toggle starts on. */
export const rolesQuerySchema = z.object({
  showDeleted: z.stringbool({ error: 'showDeleted: true или false' }).default(false),
  partnerId: idParam(PARTNER_MESSAGE).optional(),
});
export type RolesQuery = z.infer<typeof rolesQuerySchema>;

export const possibleParentsQuerySchema = z.object({
  partnerId: idParam(PARTNER_MESSAGE).optional(),
  roleId: idParam(ROLE_ID_MESSAGE).optional(),
});

const roleName = z
  .string({ error: ROLE_NAME_MESSAGE })
  .trim()
  .min(1, ROLE_NAME_MESSAGE)
  .max(100, ROLE_NAME_LENGTH_MESSAGE);

export const roleUpdateSchema = z.object({
  name: roleName,
  partnerId: idField(PARTNER_MESSAGE).nullable().optional(),
  parentRoleId: idField(PARENT_ROLE_MESSAGE).nullable().optional(),
  isTemplate: z.boolean({ error: 'Признак шаблона: да или нет' }).optional(),
});
export type RoleUpdate = z.infer<typeof roleUpdateSchema>;

export const roleCreateSchema = roleUpdateSchema.extend({
  templateRoleId: idField(TEMPLATE_ROLE_MESSAGE).optional(),
});
export type RoleCreate = z.infer<typeof roleCreateSchema>;

export const roleIdParamsSchema = z.object({ id: idParam(ROLE_ID_MESSAGE) });
