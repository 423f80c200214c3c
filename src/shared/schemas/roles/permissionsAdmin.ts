import { z } from 'zod';
import { entityIdSchema, idField, idParam } from '../fields/resourceFields';

// Permissions by holder (GET /permissions/roles/{roleId}, /users/{userId}, /partners/{partnerId}), by operation
// (GET /permissions/operations/{id}), and their changes (POST and PUT /permissions, POST /permissions/partners).
// A permission is bound to exactly one holder: a role, a user or a partner.

export const PERMISSION_FLAGS = ['available', 'permissionInsert', 'permissionUpdate', 'permissionDelete'] as const;
export const PERMISSION_FLAG_TITLES: Record<(typeof PERMISSION_FLAGS)[number], string> = {
  available: 'Доступно',
  permissionInsert: 'Добавление',
  permissionUpdate: 'Изменение',
  permissionDelete: 'Удаление',
};
/** SIMPLE shows only 'available'; EXTENDED all four flags. */
export const PERMISSION_MODES = ['SIMPLE', 'EXTENDED'] as const;
export type PermissionMode = (typeof PERMISSION_MODES)[number];

export const OPERATION_MESSAGE = 'Укажите операцию';
export const ONE_HOLDER_MESSAGE = 'Укажите одного владельца права: роль, пользователя или партнёра';
export const PERMISSION_EXISTS = 'Право на эту операцию у владельца уже есть';
export const PERMISSION_NOT_FOUND = 'Право не найдено';
export const NO_CHANGES_MESSAGE = 'Нет изменённых прав';
export const PARTNER_NOT_FOUND = 'Партнёр не найден';
export const OPERATION_NOT_HELD = 'Нельзя выдать право, которого нет у Вашего партнёра';

export const permissionRowSchema = z.object({
  id: entityIdSchema,
  operationId: entityIdSchema,
  operationKey: z.string(),
  operationName: z.string(),
  roleId: entityIdSchema.nullable(),
  roleName: z.string().nullable(),
  userId: entityIdSchema.nullable(),
  userFio: z.string().nullable(),
  partnerId: entityIdSchema.nullable(),
  partnerName: z.string().nullable(),
  available: z.boolean(),
  permissionInsert: z.boolean(),
  permissionUpdate: z.boolean(),
  permissionDelete: z.boolean(),
});
export type PermissionRow = z.infer<typeof permissionRowSchema>;

const flag = z.boolean({ error: 'Флаг права: да или нет' }).default(false);
const flags = {
  available: flag,
  permissionInsert: flag,
  permissionUpdate: flag,
  permissionDelete: flag,
};

const holders = {
  roleId: idField('Некорректная роль').nullable().optional(),
  userId: idField('Некорректный пользователь').nullable().optional(),
  partnerId: idField('Некорректный партнёр').nullable().optional(),
};

/** One permission as the console saves it: the operation, its one holder and the flags. */
export const permissionBodySchema = z
  .object({ operationId: idField(OPERATION_MESSAGE), ...holders, ...flags })
  .refine((p) => [p.roleId, p.userId, p.partnerId].filter((h) => h != null).length === 1, {
    message: ONE_HOLDER_MESSAGE,
    path: ['roleId'],
  });
export type PermissionBody = z.infer<typeof permissionBodySchema>;

/** PUT /permissions: the changed rows only, each created or updated by (holder, operation). */
export const permissionsSaveSchema = z
  .array(permissionBodySchema, { error: NO_CHANGES_MESSAGE })
  .min(1, NO_CHANGES_MESSAGE);

/** POST /permissions/partners: a partner's changed rows. */
export const partnerPermissionsSaveSchema = z
  .array(z.object({ operationId: idField(OPERATION_MESSAGE), partnerId: idField('Укажите партнёра'), ...flags }), {
    error: NO_CHANGES_MESSAGE,
  })
  .min(1, NO_CHANGES_MESSAGE);

/** A role-permission lookup with roleId below 1 answers an empty list (the console asks before a role is saved). */
export const rolePermissionsParamsSchema = z.object({
  roleId: z.coerce.number({ error: 'Некорректная роль' }).pipe(z.int32({ error: 'Некорректная роль' })),
});
export const userPermissionsParamsSchema = z.object({ userId: idParam('Некорректный пользователь') });
export const partnerPermissionsParamsSchema = z.object({ partnerId: idParam('Некорректный партнёр') });
export const operationPermissionsParamsSchema = z.object({ id: idParam('Некорректная операция') });

/** Whose permissions an editor shows and saves: a role, a user or a partner. */
export type PermissionHolder = { kind: 'role' | 'user' | 'partner'; id: number };
export type PermissionFlags = Record<(typeof PERMISSION_FLAGS)[number], boolean>;
