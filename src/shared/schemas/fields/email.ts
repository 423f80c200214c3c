import { z } from 'zod';
import { optionalField } from './formFields';

// E-mail: trimmed and valid ('Некорректный email'), required ('Укажите email').
// The restore form keeps its own required message (auth.ts); the rule itself is written once, here.

const EMAIL_ERROR = 'Некорректный email';

/** A required e-mail; `requiredMessage` is what an empty field says. */
export const email = (requiredMessage = 'Укажите email') =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .pipe(z.email(EMAIL_ERROR));

export const emailSchema = email();

/** An e-mail that may be left empty (the client form). */
export const optionalEmailSchema = optionalField(z.string({ error: EMAIL_ERROR }).trim().pipe(z.email(EMAIL_ERROR)));
