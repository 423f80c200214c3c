import { z } from 'zod';
import { entityIdSchema, idField, idParam } from './fields/resourceFields';

// A user's offices (GET /office_user/by_user?userId, POST /office_user, DELETE /office_user/{id}).

export const OFFICE_USER_EXISTS = 'Пользователь уже привязан к этому офису';
export const OFFICE_USER_NOT_FOUND = 'Привязка к офису не найдена';

export const officeUserSchema = z.object({
  id: entityIdSchema,
  officeId: entityIdSchema,
  officeName: z.string(),
  userId: entityIdSchema,
  partnerId: entityIdSchema,
});
export type OfficeUser = z.infer<typeof officeUserSchema>;

export const officeUserCreateSchema = z.object({
  officeId: idField('Выберите офис'),
  userId: idField('Укажите пользователя'),
});
export type OfficeUserCreate = z.infer<typeof officeUserCreateSchema>;

export const officeUserIdParamsSchema = z.object({ id: idParam('Некорректная привязка к офису') });
