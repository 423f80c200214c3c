import { DateTime } from 'luxon';
import { z } from 'zod';

// Dates: an impossible date is 'Ошибка ввода даты'. The console shows DD.MM.YYYY (HH:mm); the API's birth dates are
// yyyy-MM-dd, its timestamps unix seconds. ('Select errors starting with Укажите are hidden once a value is present' is
// the console's concern.)

export const DATE_ERROR = 'Ошибка ввода даты';
export const RU_DATE = 'dd.MM.yyyy';
export const RU_DATE_TIME = 'dd.MM.yyyy HH:mm';
export const ISO_DATE = 'yyyy-MM-dd';

/** The formats a typed date may take where the field does not say otherwise. */
export const TYPED_DATE_FORMATS: readonly string[] = [RU_DATE, ISO_DATE];

/** The date a text holds in one of `formats`, or null; luxon rejects 31.02 and partial input like 1.02.2024. */
export function parseDate(value: string, formats: readonly string[] = TYPED_DATE_FORMATS): DateTime | null {
  for (const format of formats) {
    const date = DateTime.fromFormat(value.trim(), format);
    if (date.isValid) return date;
  }
  return null;
}

export const isValidDate = (value: string, formats: readonly string[] = TYPED_DATE_FORMATS) =>
  parseDate(value, formats) !== null;

/**
 * A typed date in one of `formats`. Without `requiredMessage` an empty text is just an invalid date; wrap the
 * schema in optionalField for a date that may be left empty.
 */
export const dateText = (formats: readonly string[] = TYPED_DATE_FORMATS, requiredMessage?: string) => {
  const text = z.string({ error: requiredMessage ?? DATE_ERROR }).trim();
  const required = requiredMessage ? text.min(1, { error: requiredMessage, abort: true }) : text;
  return required.refine((value) => isValidDate(value, formats), DATE_ERROR);
};

/** yyyy-MM-dd, as the client's dateOfBirth travels. */
export const isoDateSchema = dateText([ISO_DATE]);
/** DD.MM.YYYY as typed in the console. */
export const ruDateSchema = dateText([RU_DATE]);
/** DD.MM.YYYY HH:mm, or a bare DD.MM.YYYY. */
export const ruDateTimeSchema = dateText([RU_DATE_TIME, RU_DATE]);

/** A date picked in a dialog and sent as unix seconds (policy start and expiration). */
export const unixDate = (requiredMessage: string) =>
  z.number({ error: requiredMessage }).int(DATE_ERROR).nonnegative(DATE_ERROR);
