import { describe, it } from 'vitest';
import {
  firstNameSchema,
  lastNameSchema,
  middleNameSchema,
  nameSearchSchema,
} from '../../src/shared/schemas/fields/names';
import { expectIssue, type Row } from './expectIssue';

describe('generic names', () => {
  const long = 'Я'.repeat(256);
  it.each<[string, typeof firstNameSchema, unknown, string | null]>([
    ['first name passes', firstNameSchema, 'Пётр', null],
    ['first name required', firstNameSchema, '  ', 'Укажите имя'],
    ['first name missing', firstNameSchema, undefined, 'Укажите имя'],
    ['first name too short', firstNameSchema, 'П', 'Недопустимо короткое имя'],
    ['first name too long', firstNameSchema, long, 'Максимальная длина 255 символов'],
    ['first name: Latin', firstNameSchema, 'Petr', 'Поддерживается только кириллица'],
    ['first name: no hyphen', firstNameSchema, 'Анна-Мария', 'Поддерживается только кириллица'],
    ['surname with hyphen and space passes', lastNameSchema, 'Петров-Водкин Мл', null],
    ['surname required', lastNameSchema, '', 'Укажите фамилию'],
    ['surname too short', lastNameSchema, 'И', 'Недопустимо короткое имя'],
    ['surname too long', lastNameSchema, long, 'Максимальная длина 255 символов'],
    ['surname: digits', lastNameSchema, 'Иванов2', 'Поддерживается только кириллица'],
    ['patronymic with hyphen passes', middleNameSchema, 'Оглы-Ахмед', null],
    ['patronymic required', middleNameSchema, '', 'Укажите отчество'],
    ['patronymic: Latin', middleNameSchema, 'Ivanovich', 'Поддерживается только кириллица'],
  ])('%s', (_title, schema, input, message) => expectIssue(schema, input, '', message));
});

describe('name-only form (search by name)', () => {
  const valid = { firstName: 'Анна Мария', lastName: 'Иванова' };
  it.each<Row>([
    ['both names pass', valid, '', null],
    ['first name required', { ...valid, firstName: '' }, 'firstName', 'Укажите имя'],
    ['last name required: search needs both', { ...valid, lastName: undefined }, 'lastName', 'Укажите фамилию'],
    ['at least 2 characters', { ...valid, firstName: 'А' }, 'firstName', 'Минимум 2 символа'],
    ['Cyrillic and spaces only', { ...valid, lastName: 'Ivanova' }, 'lastName', 'Поддерживается только кириллица'],
    [
      'no hyphen in this form',
      { ...valid, lastName: 'Иванова-Петрова' },
      'lastName',
      'Поддерживается только кириллица',
    ],
  ])('%s', (_title, input, path, message) => expectIssue(nameSearchSchema, input, path, message));
});
