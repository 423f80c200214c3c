import { z } from 'zod';
import { PASSPORT_ISSUE_DATE_LENGTH, PASSPORT_NUMBER_LENGTH, PASSPORT_SERIES_LENGTH } from '../../constants';
import { DATE_ERROR, isValidDate } from './dates';
import { firstNameSchema, lastNameSchema, optionalMiddleNameSchema } from './names';

// Passport. Only lengths are given (no digit rule), so only lengths are checked. The 'Укажите ...' messages cover both
// an empty and a wrong-length field: either way the value is not there yet.

const exactly = (length: number, message: string) => z.string({ error: message }).trim().length(length, message);

export const passportSchema = z.object({
  /** 4 characters; no message was given, this one follows the others' style. */
  passportSeries: exactly(PASSPORT_SERIES_LENGTH, 'Укажите серию паспорта'),
  passportNumber: exactly(PASSPORT_NUMBER_LENGTH, 'Укажите номер паспорта'),
  /** 10 characters: DD.MM.YYYY as typed or yyyy-MM-dd; a complete but impossible date is 'Ошибка ввода даты'. */
  passportIssuedDate: exactly(PASSPORT_ISSUE_DATE_LENGTH, 'Укажите дату выдачи паспорта').refine(
    (value) => value.length !== PASSPORT_ISSUE_DATE_LENGTH || isValidDate(value),
    DATE_ERROR,
  ),
  /** Issued-by: 'Укажите кем выдан' is the 'at most 255' message; it is also what an empty field says. */
  passportIssued: z
    .string({ error: 'Укажите кем выдан' })
    .trim()
    .min(1, { error: 'Укажите кем выдан', abort: true })
    .max(255, 'Укажите кем выдан'),
});
export type PassportInput = z.infer<typeof passportSchema>;

/** Passport data: the passport plus the holder's names under the generic name rule. */
export const passportDataSchema = passportSchema.extend({
  lastName: lastNameSchema,
  firstName: firstNameSchema,
  middleName: optionalMiddleNameSchema,
});
export type PassportDataInput = z.infer<typeof passportDataSchema>;
