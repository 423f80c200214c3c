import { describe, it } from 'vitest';
import type { z } from 'zod';
import { passwordSchema, restoreRequestSchema } from '../../src/shared/schemas/auth';
import { emailSchema, optionalEmailSchema } from '../../src/shared/schemas/fields/email';
import { expectIssue } from './expectIssue';

describe('e-mail and password', () => {
  it.each<[string, z.ZodType, unknown, string, string | null]>([
    ['e-mail passes, trimmed', emailSchema, '  ivan@demo.ru ', '', null],
    ['e-mail required', emailSchema, ' ', '', 'Укажите email'],
    ['e-mail invalid', emailSchema, 'ivan@demo', '', 'Некорректный email'],
    ['optional e-mail may be empty', optionalEmailSchema, '', '', null],
    ['optional e-mail still checked', optionalEmailSchema, 'ivan', '', 'Некорректный email'],
    [
      'restore keeps its required message',
      restoreRequestSchema,
      { email: '' },
      'email',
      'Проверьте правильность введенного email',
    ],
    ['restore checks the e-mail', restoreRequestSchema, { email: 'x@' }, 'email', 'Некорректный email'],
    ['password passes', passwordSchema, 'Secret12', '', null],
    ['password required', passwordSchema, '', '', 'Введите пароль'],
    ['password at least 8', passwordSchema, 'Sec12', '', 'Пароль должен быть не короче 8 символов'],
    ['password needs a digit', passwordSchema, 'SecretSecret', '', 'Пароль должен содержать цифру'],
    ['password needs a lowercase letter', passwordSchema, 'SECRET123', '', 'Пароль должен содержать строчную букву'],
    ['password needs an uppercase letter', passwordSchema, 'secret123', '', 'Пароль должен содержать заглавную букву'],
  ])('%s', (_title, schema, input, path, message) => expectIssue(schema, input, path, message));
});
