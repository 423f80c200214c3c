import { z } from 'zod';

// Building blocks the validation library's modules share. Ids, timestamps and soft-delete fields of stored rows live in
// resourceFields.ts; these are the form-side ones.

/** Conform sends an empty input as undefined, the API may send '' or null: all of them mean 'not given'. */
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** An optional field: blank means absent, anything else must pass `schema`. */
export const optionalField = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/**
 * A required, trimmed text. An empty field shows the 'Укажите ...' message first (the forms and the server's
 * `details[field]` show the first message of a field). No `abort` here: zod skips every `when` check of the object
 * (withRules' cross-field rules) once any issue was explicitly aborted.
 */
export const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

/** A reference value or entity id chosen in a select: a number above 0, one message for missing and wrong. */
export const refId = (message: string) => z.number({ error: message }).int(message).positive(message);

const ID_ERROR = 'Некорректный идентификатор';

/** An id that may be absent (new records, context the form does not edit). */
export const optionalId = optionalField(z.number({ error: ID_ERROR }).int(ID_ERROR).positive(ID_ERROR));

/**
 * A select that only some cases require: any number passes here, and the cross-field rule that requires it reports
 * `message` unless it is above 0 (isChosen); `message` also covers a value that is not a number.
 */
export const optionalChoice = (message: string) => optionalField(z.number({ error: message }));

/** An optional free text, trimmed. */
export const optionalText = optionalField(z.string({ error: 'Ожидается текст' }).trim());

/** A checkbox: unchecked arrives as undefined and means false. */
export const flag = z.boolean({ error: 'Ожидается да или нет' }).default(false);

export type Report = (path: PropertyKey | PropertyKey[], message: string) => void;

/**
 * Adds cross-field rules to an object or array schema. They run even when other fields already failed, so a form
 * shows every message at once; the value is then only partly checked, so the rules test what they read
 * (isChosen, isFilled, typeof).
 */
export function withRules<S extends z.ZodType>(schema: S, rules: (value: z.output<S>, report: Report) => void): S {
  return schema.superRefine(
    (value, ctx) =>
      rules(value, (path, message) =>
        ctx.addIssue({ code: 'custom', message, path: Array.isArray(path) ? path : [path] }),
      ),
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
}

/** True for a number above 0: how the rules ask 'was this select filled in?'. */
export const isChosen = (value: unknown): value is number => typeof value === 'number' && value > 0;

/** True for a string with something besides spaces. */
export const isFilled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
