import { z } from 'zod';
import { SUPPORT_EMAIL } from '../constants';

// The platform's common settings (/config/common). Only what something reads: the reminder job's lead time, the
// temporary files cleanup's age, how long the background tasks' history is kept, and the support address the
// console's error panels offer. One schema for the form and for PUT /v1/config/common.

export const COMMON_SETTINGS_MESSAGES = {
  reminderLeadHours: 'Напоминание о записи: целое число часов от 1 до 168',
  tempFilesMaxAgeHours: 'Возраст временных файлов: целое число часов от 1 до 8760',
  cronHistoryKeepDays: 'Хранение истории фоновых задач: целое число дней от 1 до 365',
  supportEmail: 'Укажите корректный e-mail службы поддержки',
} as const;

const wholeNumber = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

export const commonSettingsSchema = z.object({
  /** appointment_reminders: appointments starting within this many hours get a reminder. */
  reminderLeadHours: wholeNumber(COMMON_SETTINGS_MESSAGES.reminderLeadHours, 1, 168),
  /** temp_files_cleanup: temporary files and unfinished uploads older than this are deleted. */
  tempFilesMaxAgeHours: wholeNumber(COMMON_SETTINGS_MESSAGES.tempFilesMaxAgeHours, 1, 8760),
  /** The background tasks' runs older than this are deleted. */
  cronHistoryKeepDays: wholeNumber(COMMON_SETTINGS_MESSAGES.cronHistoryKeepDays, 1, 365),
  /** Shown by the console's error panels. */
  supportEmail: z
    .string({ error: COMMON_SETTINGS_MESSAGES.supportEmail })
    .trim()
    .max(254, COMMON_SETTINGS_MESSAGES.supportEmail)
    .pipe(z.email({ error: COMMON_SETTINGS_MESSAGES.supportEmail })),
});
export type CommonSettings = z.infer<typeof commonSettingsSchema>;

/** What a key without a stored row means. */
export const COMMON_SETTINGS_DEFAULTS: CommonSettings = {
  reminderLeadHours: 24,
  tempFilesMaxAgeHours: 168,
  cronHistoryKeepDays: 30,
  supportEmail: SUPPORT_EMAIL,
};

export const COMMON_SETTING_KEYS = Object.keys(COMMON_SETTINGS_DEFAULTS) as (keyof CommonSettings)[];

/** GET /v1/config/support: what every signed-in console needs of the settings. */
export const supportContactSchema = z.object({ supportEmail: z.string() });
export type SupportContact = z.infer<typeof supportContactSchema>;
