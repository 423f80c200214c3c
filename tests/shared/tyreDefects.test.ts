import { describe, expect, it } from 'vitest';
import {
  defaultDefectTypes,
  isWrongBarcode,
  repeatedBarcodeIndexes,
  tyreDefectListSchema,
  tyreDefectSchema,
  withoutDefaultWhenOthersChosen,
} from '../../src/shared/schemas/tyreDefects';
import { expectIssue, messagesAt, type Row } from './expectIssue';

const line = { orderId: 1, barcode: '123456789', defectTypeIds: [548], storedObjectRefValueId: 379 };

describe('tyre defect line', () => {
  it.each<Row>([
    ['a 9-character barcode passes', line, '', null],
    ['barcode required', { ...line, barcode: '' }, 'barcode', 'Укажите штрихкод'],
    ['barcode of 8', { ...line, barcode: '12345678' }, 'barcode', 'Штрихкод должен содержать 9 символов'],
    ['barcode of 10', { ...line, barcode: '1234567890' }, 'barcode', 'Штрихкод должен содержать 9 символов'],
    [
      'the server found it in the database',
      { ...line, barcodeIsUniqueInDB: false },
      'barcode',
      'Этот штрихкод уже есть в базе',
    ],
    ['at least one defect type', { ...line, defectTypeIds: [] }, 'defectTypeIds', 'Укажите дефекты'],
  ])('%s', (_title, input, path, message) => expectIssue(tyreDefectSchema, input, path, message));

  it.each([
    ['123456789', false],
    ['12345678', true],
    ['', true],
  ])('isWrongBarcode(%s) = %s', (barcode, wrong) => expect(isWrongBarcode(barcode)).toBe(wrong));
});

describe('tyre defect list', () => {
  const other = { ...line, barcode: '987654321' };
  it.each<Row>([
    ['different barcodes pass', [line, other], '', null],
    [
      'a repeat is flagged on the repeating line',
      [line, other, { ...line }],
      '2.barcode',
      'Этот штрихкод уже есть в списке',
    ],
    [
      'a wrong line is still checked for repeats',
      [line, { ...line, defectTypeIds: [] }],
      '1.barcode',
      'Этот штрихкод уже есть в списке',
    ],
  ])('%s', (_title, input, path, message) => expectIssue(tyreDefectListSchema, input, path, message));

  it('the first occurrence is not flagged', () => {
    expect(messagesAt(tyreDefectListSchema, [line, other, { ...line }], '0.barcode')).toEqual([]);
  });

  it('repeatedBarcodeIndexes ignores blanks and spaces', () => {
    expect(
      repeatedBarcodeIndexes([
        { barcode: '1' },
        { barcode: '' },
        { barcode: ' 1 ' },
        { barcode: '' },
        { barcode: '1' },
      ]),
    ).toEqual([2, 4]);
  });
});

describe('default defect types', () => {
  it.each<[number | undefined, number[]]>([
    [379, [548]],
    [380, [562]],
    [443, [562]],
    [undefined, [562]],
  ])('object %s -> %j', (object, expected) => expect(defaultDefectTypes(object)).toEqual(expected));

  it.each<[number[], number | undefined, number[]]>([
    [[548], 379, [548]],
    [[548, 12, 13], 379, [12, 13]],
    [[562, 12], 443, [12]],
    [[548, 12], 443, [548, 12]],
    [[], 379, []],
  ])('%j for object %s -> %j', (ids, object, expected) =>
    expect(withoutDefaultWhenOthersChosen(ids, object)).toEqual(expected),
  );
});
