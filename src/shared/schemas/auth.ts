import { z } from 'zod';
import { email } from './fields/email';

// Login, registration, e-mail and password: one rule, one Russian message, used by the console forms and by the
// server's routes alike.

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

export const loginSchema = z.object({
  username: required('Введите корректный логин'),
  password: z.string({ error: 'Введите корректный пароль' }).min(1, 'Введите корректный пароль'),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Password strength: 8+ characters with a digit, a lowercase and an uppercase letter. */
export const strongPassword = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .min(8, 'Пароль должен быть не короче 8 символов')
    .regex(/\d/, 'Пароль должен содержать цифру')
    .regex(/\p{Ll}/u, 'Пароль должен содержать строчную букву')
    .regex(/\p{Lu}/u, 'Пароль должен содержать заглавную букву');

/** The password rule with its own required message. */
export const passwordSchema = strongPassword('Введите пароль');

const withConfirmation = (passwordMessage: string) =>
  z
    .object({
      password: strongPassword(passwordMessage),
      passwordConfirm: z.string({ error: 'Повторите пароль' }).min(1, 'Повторите пароль'),
    })
    .refine((v) => v.password === v.passwordConfirm, { message: 'Пароли не совпадают', path: ['passwordConfirm'] });

export const registrationSchema = withConfirmation('Для завершения регистрации введите пароль');
export type RegistrationInput = z.infer<typeof registrationSchema>;

export const passwordResetSchema = withConfirmation('Для смены пароля введите новый пароль');
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;

export const restoreRequestSchema = z.object({ email: email('Проверьте правильность введенного email') });
export type RestoreRequestInput = z.infer<typeof restoreRequestSchema>;
