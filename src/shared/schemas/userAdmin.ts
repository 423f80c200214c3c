import { z } from 'zod';
import { emailSchema } from './fields/email';
import { optionalField } from './fields/formFields';
import { firstNameSchema, lastNameSchema, optionalMiddleNameSchema } from './fields/names';
import { optionalPhoneSchema } from './fields/phone';
import { entityIdSchema, idParam, unixSecondsSchema } from './fields/resourceFields';

// Users administration (/users, /users/:code): one user's card, create and edit, the e-mail check, the partner
// token, failed logins. The forms of the console validate with the same schemas.

export const USER_NOT_FOUND = 'Пользователь не найден';
export const EMAIL_TAKEN = 'Этот email уже используется!';
export const PARTNER_NOT_FOUND = 'Партнёр не найден';
export const OFFICE_NOT_FOUND = 'Офис не найден';
export const OFFICE_OF_OTHER_PARTNER = 'Офис не принадлежит партнёру пользователя';

export const USER_STATUS_VALUES = ['active', 'invited', 'blocked'] as const;
export type UserStatusValue = (typeof USER_STATUS_VALUES)[number];
export const USER_STATUS_TITLES: Record<UserStatusValue, string> = {
  active: 'Активен',
  invited: 'Приглашён',
  blocked: 'Заблокирован',
};

export const userIdParamsSchema = z.object({ id: idParam('Некорректный идентификатор пользователя') });

const optionalRef = (message: string) => optionalField(z.number({ error: message }).int(message).positive(message));

/** The fields an administrator edits on both forms. */
const editableFields = {
  lastName: lastNameSchema,
  firstName: firstNameSchema,
  middleName: optionalMiddleNameSchema,
  phone: optionalPhoneSchema,
  partnerId: optionalRef('Выберите партнёра'),
  officeId: optionalRef('Выберите офис'),
};

/** POST /users: the new user is invited (a link to set the password goes to the e-mail). */
export const userCreateSchema = z.object({ email: emailSchema, ...editableFields });
export type UserCreate = z.infer<typeof userCreateSchema>;
export type UserCreateInput = z.input<typeof userCreateSchema>;

/** A save sets active or blocked; 'invited' only stays (the invitation sets it). */
export const USER_STATUS_MESSAGE = 'Статус: active или blocked';

/** The card's partner or office ({ id, name }), sent back as it was read. */
const cardPlace = (message: string) =>
  z
    .object({ id: z.number({ error: message }).int(message).positive(message) }, { error: message })
    .nullable()
    .optional();

/**
 * PUT /users/{id}: the e-mail stays (it is the login); status only between active and blocked. The card of GET
 * /users/{id} is accepted back as it is: its read-only fields are ignored, 'invited' is taken only from an invited
 * user (it keeps the status; updateUser refuses it otherwise), and its partner and office objects stand for partnerId
 * and officeId (userPlacementOf).
 */
export const userUpdateSchema = z.object({
  ...editableFields,
  status: z.enum(USER_STATUS_VALUES, { error: USER_STATUS_MESSAGE }).optional(),
  partner: cardPlace('Выберите партнёра'),
  office: cardPlace('Выберите офис'),
});
export type UserUpdate = z.infer<typeof userUpdateSchema>;

/** The partner and office a save names: partnerId and officeId, or the card's objects when only those are sent. */
export const userPlacementOf = (body: UserUpdate) => ({
  partnerId: body.partnerId ?? body.partner?.id,
  officeId: body.officeId ?? body.office?.id,
});
export type UserUpdateInput = z.input<typeof userUpdateSchema>;

export const checkEmailSchema = z.object({ email: emailSchema });
export const checkEmailResultSchema = z.object({
  email: z.string(),
  free: z.boolean(),
  message: z.string().nullable(),
});
export type CheckEmailResult = z.infer<typeof checkEmailResultSchema>;

const named = z.object({ id: entityIdSchema, name: z.string() });

/** GET /users/{id}: the card. roles[].id and offices[].id are the bindings' ids, what DELETE takes. */
export const userCardSchema = z.object({
  id: entityIdSchema,
  email: z.string(),
  lastName: z.string().nullable(),
  firstName: z.string().nullable(),
  middleName: z.string().nullable(),
  fullName: z.string(),
  phone: z.string().nullable(),
  status: z.enum(USER_STATUS_VALUES),
  statusRefValueName: z.string(),
  partner: named.nullable(),
  office: named.nullable(),
  roles: z.array(z.object({ id: entityIdSchema, roleId: entityIdSchema, roleName: z.string() })),
  offices: z.array(z.object({ id: entityIdSchema, officeId: entityIdSchema, officeName: z.string() })),
  avatarUrl: z.string().nullable(),
  createdAt: unixSecondsSchema,
});
export type UserCard = z.infer<typeof userCardSchema>;

/** GET /users?partnerId: the short form, sorted by full name (selectors, the partner's staff list). */
export const userShortSchema = z.object({
  id: entityIdSchema,
  fullName: z.string(),
  email: z.string(),
  status: z.enum(USER_STATUS_VALUES),
});
export type UserShort = z.infer<typeof userShortSchema>;

export const usersOfPartnerQuerySchema = z.object({
  partnerId: idParam('Некорректный партнёр').optional(),
});

export const partnerTokenSchema = z.object({ token: z.string(), issuedAt: unixSecondsSchema });
export type PartnerToken = z.infer<typeof partnerTokenSchema>;

export const failedLoginSchema = z.object({ id: entityIdSchema, ip: z.string(), createdAt: unixSecondsSchema });
export type FailedLogin = z.infer<typeof failedLoginSchema>;
export const failedLoginsClearedSchema = z.object({ deleted: z.number().int() });

/** An avatar is a photo: JPEG, PNG, WebP or HEIC (read from its bytes), at most 5 MB. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_REQUIRED = 'Выберите изображение';
export const AVATAR_WRONG_TYPE = 'Допустимы изображения JPEG, PNG, WebP или HEIC';
export const AVATAR_TOO_BIG = 'Изображение больше 5 МБ';
export const AVATAR_NOT_FOUND = 'Аватар не загружен';
export const avatarSchema = z.object({ avatarUrl: z.string() });
