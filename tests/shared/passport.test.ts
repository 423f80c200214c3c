import { describe, it } from 'vitest';
import { passportDataSchema, passportSchema } from '../../src/shared/schemas/fields/passport';
import { expectIssue, type Row } from './expectIssue';

const valid = {
  passportSeries: '4510',
  passportNumber: '123456',
  passportIssuedDate: '01.02.2015',
  passportIssued: 'ОВД Тверского района',
};

describe('passport', () => {
  it.each<Row>([
    ['a valid passport passes', valid, '', null],
    ['issue date as yyyy-MM-dd passes', { ...valid, passportIssuedDate: '2015-02-01' }, '', null],
    [
      'issue date exactly 10',
      { ...valid, passportIssuedDate: '1.02.2015' },
      'passportIssuedDate',
      'Укажите дату выдачи паспорта',
    ],
    [
      'issue date required',
      { ...valid, passportIssuedDate: undefined },
      'passportIssuedDate',
      'Укажите дату выдачи паспорта',
    ],
    [
      'issue date impossible',
      { ...valid, passportIssuedDate: '31.02.2015' },
      'passportIssuedDate',
      'Ошибка ввода даты',
    ],
    ['number exactly 6', { ...valid, passportNumber: '12345' }, 'passportNumber', 'Укажите номер паспорта'],
    ['series exactly 4', { ...valid, passportSeries: '45101' }, 'passportSeries', 'Укажите серию паспорта'],
    ['issued-by at most 255', { ...valid, passportIssued: 'О'.repeat(256) }, 'passportIssued', 'Укажите кем выдан'],
    ['issued-by required', { ...valid, passportIssued: ' ' }, 'passportIssued', 'Укажите кем выдан'],
  ])('%s', (_title, input, path, message) => expectIssue(passportSchema, input, path, message));

  it.each<Row>([
    ['names pass', { ...valid, lastName: 'Иванов', firstName: 'Иван' }, '', null],
    [
      'holder names follow the generic rule',
      { ...valid, lastName: 'Иванов', firstName: '' },
      'firstName',
      'Укажите имя',
    ],
  ])('passport data: %s', (_title, input, path, message) => expectIssue(passportDataSchema, input, path, message));
});
