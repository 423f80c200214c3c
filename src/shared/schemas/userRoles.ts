import { z } from 'zod';
import { entityIdSchema, idField, idParam } from './fields/resourceFields';

// A user's roles (GET /user_roles/users/{customerId}, POST /user_roles, DELETE /user_roles/{userRoleId}). Granting or
// revoking one changes the user's permissions at once, in every server process.

export const USER_MESSAGE = 'Укажите пользователя';
export const ROLE_MESSAGE = 'Укажите роль';
export const USER_NOT_FOUND = 'Пользователь не найден';
export const ROLE_NOT_FOUND = 'Роль не найдена';
export const USER_ROLE_NOT_FOUND = 'Назначение роли не найдено';
export const USER_ROLE_EXISTS = 'Эта роль уже назначена пользователю';
export const ROLE_OF_OTHER_PARTNER = 'Роль другого партнёра нельзя назначить этому пользователю';
export const SUPER_ADMIN_ONLY =
  'Роль администратора с полными правами назначает и снимает только такой же администратор';

/** One binding of a role to a user: `id` is the user_roles row, what DELETE takes. */
export const userRoleSchema = z.object({
  id: entityIdSchema,
  userId: entityIdSchema,
  roleId: entityIdSchema,
  roleName: z.string(),
});
export type UserRole = z.infer<typeof userRoleSchema>;

export const userRoleCreateSchema = z.object({
  userId: idField(USER_MESSAGE),
  roleId: idField(ROLE_MESSAGE),
});
export type UserRoleCreate = z.infer<typeof userRoleCreateSchema>;

export const userRolesOfUserParamsSchema = z.object({ customerId: idParam(USER_MESSAGE) });
export const userRoleIdParamsSchema = z.object({ userRoleId: idParam('Некорректное назначение роли') });
