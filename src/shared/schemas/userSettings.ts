import { z } from 'zod';
import { unixSecondsSchema } from './fields/resourceFields';

// A user's console settings per key (a data table's columns and filters), kept on the server so they follow the
// user to another browser and survive logout.

export const USER_SETTING_MAX_BYTES = 64 * 1024;
const keyMessage = 'Ключ настройки: до 80 символов из латинских букв, цифр, «_», «.», «:», «/» и «-»';

export const userSettingKeySchema = z
  .string({ error: keyMessage })
  .min(1, keyMessage)
  .max(80, keyMessage)
  .regex(/^[\w.:/-]+$/, keyMessage);

export const userSettingValueSchema = z
  .record(z.string(), z.unknown(), { error: 'Настройки — JSON-объект' })
  .refine(
    (value) => new TextEncoder().encode(JSON.stringify(value)).length <= USER_SETTING_MAX_BYTES,
    'Настройки не больше 64 КБ',
  );

export const userSettingSchema = z.object({
  key: userSettingKeySchema,
  /** Null when the user has saved nothing under the key. */
  value: userSettingValueSchema.nullable(),
  updatedAt: unixSecondsSchema.nullable(),
});
export type UserSetting = z.infer<typeof userSettingSchema>;

export const userSettingSaveSchema = userSettingSchema.pick({ value: true }).extend({ value: userSettingValueSchema });
export type UserSettingSave = z.infer<typeof userSettingSaveSchema>;
