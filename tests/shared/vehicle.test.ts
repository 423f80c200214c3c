import { describe, expect, it } from 'vitest';
import { normalizePlateInput, vehicleFormSchema, vehicleNumberSchema } from '../../src/shared/schemas/vehicles/vehicle';
import { expectIssue, type Row } from './expectIssue';

const PTS_ERROR =
  'Некорректный ПТС (10 символов: две цифры - две буквы кириллицы - шесть цифр. Второй вариант - номер электронного ПТС - 15 цифр.)';
const VIN_SERVICE = 5;
const schema = vehicleFormSchema({ vinRequiredServiceId: VIN_SERVICE });
const valid = { number: 'А123ВС77', makeId: 1, modelId: 2 };
const foreign = { ...valid, foreign: true };

describe('vehicle form', () => {
  it.each<Row>([
    ['a valid vehicle passes', valid, '', null],
    // number
    ['number required', { ...valid, number: ' ' }, 'number', 'Укажите гос.номер'],
    ['lowercase is uppercased and passes', { ...valid, number: 'а123вс777' }, '', null],
    ['two letters, 3 digits, region passes', { ...valid, number: 'АВ12377' }, '', null],
    ['Russian pattern', { ...valid, number: 'А123ВС7' }, 'number', 'Некорректный гос.номер'],
    ['letters АВЕКМНОРСТУХ only', { ...valid, number: 'Б123ВС77' }, 'number', 'Некорректный символ в номере'],
    [
      'Latin look-alikes are not mapped by the schema',
      { ...valid, number: 'A123BC77' },
      'number',
      'Некорректный символ в номере',
    ],
    ['Russian plate at most 20', { ...valid, number: '1'.repeat(21) }, 'number', 'Максимальная длина 20 символов'],
    ['foreign plate relaxes the pattern', { ...foreign, number: 'AB 1234-CD' }, '', null],
    ['foreign plate at most 64', { ...foreign, number: 'A'.repeat(65) }, 'number', 'Максимальная длина 64 символов'],
    [
      'foreign plate: letters, digits, spaces, hyphens',
      { ...foreign, number: 'AB_12' },
      'number',
      'Ошибка ввода гос.номера',
    ],
    // vin
    ['17-character VIN passes', { ...valid, vin: 'XTA21099012345678' }, '', null],
    ['11-character VIN passes, lowercase uppercased', { ...valid, vin: 'xta21099012' }, '', null],
    ['VIN at most 17', { ...valid, vin: 'XTA210990123456789' }, 'vin', 'Максимальная длина 17 символов'],
    ['VIN Latin and digits', { ...valid, vin: 'ХТА21099012345678' }, 'vin', 'Поддерживается только латиница и цифры'],
    ['VIN 11-12 or 17', { ...valid, vin: 'XTA2109901234' }, 'vin', 'Некорректный VIN'],
    ['VIN without Q, O, I', { ...valid, vin: 'XTA2109901O345678' }, 'vin', 'Некорректный VIN'],
    [
      'VIN required for the VIN service with vinRequired',
      { ...valid, serviceId: VIN_SERVICE, vinRequired: true },
      'vin',
      'Укажите VIN',
    ],
    ['VIN not required for another service', { ...valid, serviceId: 6, vinRequired: true }, '', null],
    ['VIN not required without vinRequired', { ...valid, serviceId: VIN_SERVICE, vinRequired: false }, '', null],
    // sts
    ['STS passes', { ...valid, stsNumber: '77ук123456' }, '', null],
    ['STS at most 10', { ...valid, stsNumber: '77УК1234567' }, 'stsNumber', 'Максимальная длина 10 символов'],
    ['STS pattern', { ...valid, stsNumber: '77УК12345' }, 'stsNumber', 'Некорректный СТС'],
    ['foreign STS passes', { ...foreign, stsNumber: 'DE-12345 X' }, '', null],
    [
      'foreign STS at most 64',
      { ...foreign, stsNumber: '1'.repeat(65) },
      'stsNumber',
      'Максимальная длина 64 символов',
    ],
    // pts
    ['PTS 2 digits, 2 Cyrillic letters, 6 digits passes', { ...valid, ptsNumber: '77УК123456' }, '', null],
    ['electronic PTS of 15 digits passes', { ...valid, ptsNumber: '164301012345678' }, '', null],
    ['PTS pattern', { ...valid, ptsNumber: '77UK123456' }, 'ptsNumber', PTS_ERROR],
    [
      'foreign PTS at most 64',
      { ...foreign, ptsNumber: '1'.repeat(65) },
      'ptsNumber',
      'Максимальная длина 64 символов',
    ],
    // year
    ['year passes, as text or number', { ...valid, yearOfIssue: 2015 }, '', null],
    ['year digits only', { ...valid, yearOfIssue: '20a5' }, 'yearOfIssue', 'Поддерживаются только цифры'],
    ['year at most 4', { ...valid, yearOfIssue: '20155' }, 'yearOfIssue', 'Максимальная длина 4 символа'],
    // catalogue
    ['make above 0', { ...valid, makeId: 0 }, 'makeId', 'Укажите марку'],
    ['model required', { ...valid, modelId: undefined }, 'modelId', 'Укажите модель'],
    ['a model needs a make', { ...valid, makeId: undefined }, 'modelId', 'Сначала укажите марку'],
    [
      'a generation needs a model',
      { ...valid, modelId: undefined, generationId: 3 },
      'generationId',
      'Сначала укажите модель',
    ],
    ['generation with a model passes', { ...valid, generationId: 3 }, '', null],
  ])('%s', (_title, input, path, message) => expectIssue(schema, input, path, message));

  it('uppercases what it sends', () => {
    const vehicle = schema.parse({ ...valid, number: 'а123вс77', vin: 'xta21099012345678', stsNumber: '77ук123456' });
    expect([vehicle.number, vehicle.vin, vehicle.stsNumber, vehicle.foreign]).toEqual([
      'А123ВС77',
      'XTA21099012345678',
      '77УК123456',
      false,
    ]);
  });

  it('without a VIN service id the VIN is never required', () => {
    expectIssue(vehicleFormSchema(), { ...valid, serviceId: VIN_SERVICE, vinRequired: true }, '', null);
  });
});

describe('vehicle number only', () => {
  it.each<Row>([
    ['a plate passes', { number: 'М001ММ199' }, '', null],
    ['required', { number: '' }, 'number', 'Укажите гос.номер'],
    ['pattern', { number: 'М001' }, 'number', 'Некорректный гос.номер'],
    ['foreign', { number: 'B-AB 123', foreign: true }, '', null],
  ])('%s', (_title, input, path, message) => expectIssue(vehicleNumberSchema, input, path, message));
});

describe('normalizePlateInput', () => {
  it.each<[string, boolean, string]>([
    ['a123bc 77', false, 'А123ВС77'],
    ['х777ху 199', false, 'Х777ХУ199'],
    ['ab 12-34', true, 'AB 12-34'],
  ])('%s (foreign %s) -> %s', (input, isForeign, expected) =>
    expect(normalizePlateInput(input, { foreign: isForeign })).toBe(expected),
  );
});
