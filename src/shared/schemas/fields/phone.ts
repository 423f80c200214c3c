import { z } from 'zod';
import { DEFAULT_PHONE_COUNTRY_CODE } from '../../constants';
import { optionalField, requiredText } from './formFields';

// The phone search's rules and the generic phone rule.

/**
 * Spaces, brackets and dashes are stripped and '+7' is prepended when the text does not start with '+'. The rule
 * 'numbers starting with 8x are converted to +78' means: in a ten-digit national number a leading 8 belongs to it
 * (8-800, the mask's '(8xx)'), so '8001234567' becomes '+78001234567'. Eleven digits starting with 8 or 7 are the
 * way Russians write a full number ('8 916 123-45-67', '7 916…'): the first digit is the trunk or country code.
 */
export function normalizePhone(input: string): string {
  const compact = input.replace(/[\s()-]/g, '');
  if (compact === '' || compact.startsWith('+')) return compact;
  if (/^[78]\d{10}$/.test(compact)) return DEFAULT_PHONE_COUNTRY_CODE + compact.slice(1);
  return DEFAULT_PHONE_COUNTRY_CODE + compact;
}

export interface PhoneCheckOptions {
  /** The national number must start with 9 or 8 unless this is false (the federal check is off). */
  federalCheck?: boolean;
}

/** The ten digits after +7, or null when the normalised number is not +7 and ten digits. */
const nationalPart = (input: string) => /^\+7(\d{10})$/.exec(normalizePhone(input))?.[1] ?? null;

/** 'Найти' is enabled only for a valid Russian number. */
export function isValidRussianPhone(input: string, { federalCheck = true }: PhoneCheckOptions = {}): boolean {
  const national = nationalPart(input);
  return national !== null && (!federalCheck || national[0] === '9' || national[0] === '8');
}

/** Add-client is enabled only for a mobile number: a valid Russian number whose national part starts with 9. */
export function isMobilePhone(input: string): boolean {
  return nationalPart(input)?.[0] === '9';
}

/** The masked '+7 (000) 000-00-00' input: normalised to '+79161234567' form, else 'Ошибка ввода телефонного номера'. */
export const russianPhone = (options: PhoneCheckOptions = {}) =>
  requiredText('Укажите телефон')
    .transform(normalizePhone)
    .refine((phone) => isValidRussianPhone(phone, options), 'Ошибка ввода телефонного номера');

/** The client search by phone. */
export const phoneSearchSchema = z.object({ phone: russianPhone() });
export type PhoneSearchInput = z.input<typeof phoneSearchSchema>;

/** The generic phone rule: digits, spaces, parentheses, plus and minus; at least 10 characters; required. */
export const phoneSchema = requiredText('Укажите телефон')
  .regex(/^[\d\s()+-]+$/, { error: 'Неверный формат телефона', abort: true })
  .min(10, 'Недопустимо короткий телефон');

/** The generic rule for a phone that may be left empty (the client's contact phones). */
export const optionalPhoneSchema = optionalField(phoneSchema);
