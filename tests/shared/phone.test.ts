import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  isMobilePhone,
  isValidRussianPhone,
  normalizePhone,
  optionalPhoneSchema,
  phoneSchema,
  phoneSearchSchema,
  russianPhone,
} from '../../src/shared/schemas/fields/phone';
import { expectIssue } from './expectIssue';

describe('normalizePhone', () => {
  it.each([
    ['+7 (916) 123-45-67', '+79161234567'],
    ['916 123 45 67', '+79161234567'],
    ['(800) 123-45-67', '+78001234567'],
    ['8001234567', '+78001234567'], // 8x becomes +78x: the 8 is part of the national number
    ['89161234567', '+79161234567'], // a full number written with the trunk 8
    ['7 916 123 45 67', '+79161234567'],
    ['891612345678', '+7891612345678'],
    ['+380 44 123-45-67', '+380441234567'],
    ['', ''],
  ])('%s -> %s', (input, expected) => expect(normalizePhone(input)).toBe(expected));
});

describe('isValidRussianPhone and isMobilePhone', () => {
  it.each<[string, boolean | undefined, boolean, boolean]>([
    ['+7 (916) 123-45-67', undefined, true, true],
    ['8001234567', undefined, true, false],
    ['4951234567', undefined, false, false],
    ['4951234567', false, true, false],
    ['916123456', undefined, false, false],
    ['89161234567', undefined, true, true],
    ['891612345678', undefined, false, false],
    ['+380441234567', false, false, false],
  ])('%s (federalCheck %s): valid %s, mobile %s', (input, federalCheck, valid, mobile) => {
    expect(isValidRussianPhone(input, { federalCheck })).toBe(valid);
    expect(isMobilePhone(input)).toBe(mobile);
  });
});

describe('phone rules', () => {
  const rows: [string, z.ZodType, unknown, string, string | null][] = [
    ['search: a valid number passes', phoneSearchSchema, { phone: '+7 (916) 123-45-67' }, 'phone', null],
    ['search: required', phoneSearchSchema, { phone: '' }, 'phone', 'Укажите телефон'],
    [
      'search: not a Russian number',
      phoneSearchSchema,
      { phone: '(495) 123-45-67' },
      'phone',
      'Ошибка ввода телефонного номера',
    ],
    ['search: too short', phoneSearchSchema, { phone: '916 123 45' }, 'phone', 'Ошибка ввода телефонного номера'],
    ['federal check off: 495 passes', russianPhone({ federalCheck: false }), '(495) 123-45-67', '', null],
    ['generic: valid', phoneSchema, '+7 (916) 123-45-67', '', null],
    ['generic: required', phoneSchema, '', '', 'Укажите телефон'],
    ['generic: wrong characters', phoneSchema, '916-123-45-6x', '', 'Неверный формат телефона'],
    ['generic: too short', phoneSchema, '916 123 4', '', 'Недопустимо короткий телефон'],
    ['optional: empty passes', optionalPhoneSchema, '', '', null],
    ['optional: still checked', optionalPhoneSchema, '12345', '', 'Недопустимо короткий телефон'],
  ];
  it.each(rows)('%s', (_title, schema, input, path, message) => expectIssue(schema, input, path, message));

  it('the search sends the normalised number', () => {
    expect(phoneSearchSchema.parse({ phone: '(916) 123-45-67' })).toEqual({ phone: '+79161234567' });
  });
});
