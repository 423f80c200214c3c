import { z } from 'zod';
import { BARCODE_LENGTH } from '../constants';
import { REF_VALUE_IDS } from '../referenceIds';
import { optionalField, optionalId, optionalText, withRules } from './fields/formFields';

// Tyre defects. A defect line carries three flags: isWrong (barcode not 9 characters), isRepeat (the barcode is
// already on an earlier line), barcodeIsUniqueInDB (the server's check).

const { storedTyres, defectNoneTyre, defectNone } = REF_VALUE_IDS;

/** The line's flags: set by the console and the server, never typed. */
const lineFlag = z.boolean({ error: 'Ожидается да или нет' });

export const BARCODE_WRONG = 'Штрихкод должен содержать 9 символов';
export const BARCODE_REPEATED = 'Этот штрихкод уже есть в списке';
export const BARCODE_NOT_UNIQUE = 'Этот штрихкод уже есть в базе';

/** A barcode is wrong if its length is not 9. */
export const isWrongBarcode = (barcode: string) => barcode.trim().length !== BARCODE_LENGTH;

export const tyreDefectSchema = withRules(
  z.object({
    orderId: optionalId,
    barcode: z
      .string({ error: 'Укажите штрихкод' })
      .trim()
      .min(1, { error: 'Укажите штрихкод', abort: true })
      .length(BARCODE_LENGTH, BARCODE_WRONG),
    defectTypeIds: z
      .array(z.number({ error: 'Укажите дефекты' }), { error: 'Укажите дефекты' })
      .min(1, 'Укажите дефекты'),
    storedObjectNumber: optionalField(
      z.union([z.string().trim(), z.number()], { error: 'Некорректный номер места хранения' }),
    ),
    storedObjectRefValueId: optionalId,
    tireTreadDepth: optionalField(
      z
        .number({ error: 'Укажите глубину протектора числом' })
        .nonnegative('Глубина протектора не может быть отрицательной'),
    ),
    currentState: optionalText,
    barcodeIsUniqueInDB: optionalField(lineFlag),
    isRepeat: optionalField(lineFlag),
    isWrong: optionalField(lineFlag),
  }),
  ({ barcodeIsUniqueInDB }, report) => {
    if (barcodeIsUniqueInDB === false) report('barcode', BARCODE_NOT_UNIQUE);
  },
);
export type TyreDefectInput = z.infer<typeof tyreDefectSchema>;

/** Indexes of the lines whose barcode already appeared on an earlier line (the first one is not a repeat). */
export function repeatedBarcodeIndexes(lines: readonly { barcode?: unknown }[]): number[] {
  const seen = new Set<string>();
  const repeated: number[] = [];
  lines.forEach((line, index) => {
    const barcode = typeof line?.barcode === 'string' ? line.barcode.trim() : '';
    if (barcode === '') return;
    if (seen.has(barcode)) repeated.push(index);
    seen.add(barcode);
  });
  return repeated;
}

/** The defect lines of an order: each line valid, and a repeated barcode flagged on the repeating line. */
export const tyreDefectListSchema = withRules(z.array(tyreDefectSchema), (lines, report) => {
  for (const index of repeatedBarcodeIndexes(lines)) report([index, 'barcode'], BARCODE_REPEATED);
});

/** Defect types start as 548 for tyres (stored object 379) and 562 for anything else. */
export const defaultDefectTypes = (storedObjectRefValueId?: number): number[] => [
  storedObjectRefValueId === storedTyres ? defectNoneTyre : defectNone,
];

/** The default defect type leaves once another type is chosen; alone, it stays. */
export function withoutDefaultWhenOthersChosen(
  defectTypeIds: readonly number[],
  storedObjectRefValueId?: number,
): number[] {
  const [defaultId] = defaultDefectTypes(storedObjectRefValueId);
  const others = defectTypeIds.filter((id) => id !== defaultId);
  return others.length > 0 ? others : [...defectTypeIds];
}
