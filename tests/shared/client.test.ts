import { describe, it } from 'vitest';
import { clientFormSchema } from '../../src/shared/schemas/clients/client';
import { expectIssue } from './expectIssue';

const valid = { lastName: 'Иванов', firstName: 'Иван', statusRefValueId: 76, phoneNumber: '+79161234567' };
const wide = clientFormSchema({ wide: true });
const narrow = clientFormSchema({ wide: false });

describe('client form', () => {
  it.each<[string, typeof wide, object, string, string | null]>([
    ['a valid client passes', wide, valid, '', null],
    ['first name required', wide, { firstName: '' }, 'firstName', 'Укажите имя клиента'],
    ['first name: generic rule', wide, { firstName: 'Ivan' }, 'firstName', 'Поддерживается только кириллица'],
    ['last name required on wide screens', wide, { lastName: undefined }, 'lastName', 'Укажите фамилию клиента'],
    ['last name optional on narrow screens', narrow, { lastName: '' }, '', null],
    ['last name: generic rule', narrow, { lastName: 'И' }, 'lastName', 'Недопустимо короткое имя'],
    ['middle name optional', wide, { middleName: '' }, '', null],
    ['middle name: generic rule', wide, { middleName: 'Ivanovich' }, 'middleName', 'Поддерживается только кириллица'],
    ['status above 0', wide, { statusRefValueId: 0 }, 'statusRefValueId', 'Укажите статус клиента'],
    ['status required', wide, { statusRefValueId: undefined }, 'statusRefValueId', 'Укажите статус клиента'],
    ['e-mail optional', wide, { email: '' }, '', null],
    ['e-mail checked', wide, { email: 'ivan@' }, 'email', 'Некорректный email'],
    [
      'contact phone 1 differs from the main one',
      wide,
      { contactPhoneNumber1: '(916) 123-45-67' },
      'contactPhoneNumber1',
      'Номер не должен совпадать с основным',
    ],
    [
      'contact phones that differ pass',
      wide,
      { contactPhoneNumber1: '(916) 000-00-01', contactPhoneNumber2: '(916) 000-00-02' },
      '',
      null,
    ],
    [
      'contact phone 2 differs from the main one',
      wide,
      { contactPhoneNumber2: '+7 916 123 45 67' },
      'contactPhoneNumber2',
      'Номер не должен совпадать с основным',
    ],
    [
      'contact phone 2 differs from contact phone 1',
      wide,
      { contactPhoneNumber1: '(916) 000-00-01', contactPhoneNumber2: '916 000 00 01' },
      'contactPhoneNumber2',
      'Номер не должен совпадать с контактным телефоном 1',
    ],
    [
      'contact phone: generic rule',
      wide,
      { contactPhoneNumber1: '916-abc' },
      'contactPhoneNumber1',
      'Неверный формат телефона',
    ],
    ['birth date yyyy-MM-dd passes', wide, { dateOfBirth: '1990-02-28' }, '', null],
    ['birth date impossible', wide, { dateOfBirth: '1990-02-30' }, 'dateOfBirth', 'Ошибка ввода даты'],
    ['birth date in another format', wide, { dateOfBirth: '28.02.1990' }, 'dateOfBirth', 'Ошибка ввода даты'],
  ])('%s', (_title, schema, patch, path, message) => expectIssue(schema, { ...valid, ...patch }, path, message));
});
