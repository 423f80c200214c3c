import type { TireDefectLine } from '../../src/shared/schemas/tires';
import {
  BARCODE_NOT_UNIQUE,
  BARCODE_REPEATED,
  BARCODE_WRONG,
  defaultDefectTypes,
  isWrongBarcode,
  repeatedBarcodeIndexes,
  type TyreDefectInput,
  tyreDefectSchema,
  withoutDefaultWhenOthersChosen,
} from '../../src/shared/schemas/tyreDefects';

// One line of the tyre defect list as the defect lines chart edits it: the inputs as typed, its state (new, updated on
// edit, saved) and the barcode flags. Pure functions; the chart calls them.

export type LineStatus = 'new' | 'updated' | 'saved';

export interface DefectLine {
  /** Stable while edited: 'line-<id>' for a stored line, 'new-<n>' for one not saved yet. */
  key: string;
  id: number | null;
  barcode: string;
  defectTypeIds: number[];
  storedObjectRefValueId: number | null;
  storedObjectNumber: string;
  /** As typed ('6,5'); a number once sent. */
  tireTreadDepth: string;
  currentState: string;
  status: LineStatus;
  /** Length is not 9. */
  isWrong: boolean;
  /** An earlier line has the same barcode. */
  isRepeat: boolean;
  /** The server's answer; null until it comes (or while the barcode is wrong). */
  barcodeIsUniqueInDB: boolean | null;
}

export type LineField = 'storedObjectNumber' | 'tireTreadDepth' | 'currentState';

export const fromServer = (line: TireDefectLine): DefectLine => ({
  key: `line-${line.id}`,
  id: line.id,
  barcode: line.barcode,
  defectTypeIds: line.defectTypeIds,
  storedObjectRefValueId: line.storedObjectRefValueId,
  storedObjectNumber: line.storedObjectNumber ?? '',
  tireTreadDepth: line.tireTreadDepth === null ? '' : String(line.tireTreadDepth).replace('.', ','),
  currentState: line.currentState ?? '',
  status: 'saved',
  isWrong: false,
  isRepeat: false,
  barcodeIsUniqueInDB: true,
});

/** A new line: no barcode yet, the default defect type of its stored object (the order's, if it has one). */
export const newLine = (key: string, storedObjectRefValueId: number | null): DefectLine => ({
  key,
  id: null,
  barcode: '',
  defectTypeIds: defaultDefectTypes(storedObjectRefValueId ?? undefined),
  storedObjectRefValueId,
  storedObjectNumber: '',
  tireTreadDepth: '',
  currentState: '',
  status: 'new',
  isWrong: false,
  isRepeat: false,
  barcodeIsUniqueInDB: null,
});

/** A change marks a stored line updated; a new line stays new. */
export const edited = (line: DefectLine, change: Partial<DefectLine>): DefectLine => ({
  ...line,
  ...change,
  status: line.status === 'new' ? 'new' : 'updated',
});

export const withBarcode = (line: DefectLine, barcode: string): DefectLine =>
  edited(line, { barcode, isWrong: barcode.trim() !== '' && isWrongBarcode(barcode), barcodeIsUniqueInDB: null });

/** A new stored object brings its own default defect type when the line still had the old default alone. */
export function withStoredObject(line: DefectLine, storedObjectRefValueId: number | null): DefectLine {
  const oldDefault = defaultDefectTypes(line.storedObjectRefValueId ?? undefined);
  const keepsDefault = line.defectTypeIds.length === 1 && line.defectTypeIds[0] === oldDefault[0];
  const defectTypeIds = keepsDefault ? defaultDefectTypes(storedObjectRefValueId ?? undefined) : line.defectTypeIds;
  return edited(line, { storedObjectRefValueId, defectTypeIds });
}

export const withDefectTypes = (line: DefectLine, ids: number[]): DefectLine =>
  edited(line, { defectTypeIds: withoutDefaultWhenOthersChosen(ids, line.storedObjectRefValueId ?? undefined) });

/** isRepeat of every line, recomputed after any barcode, addition or removal. */
export function withRepeats(lines: DefectLine[]): DefectLine[] {
  const repeated = new Set(repeatedBarcodeIndexes(lines));
  return lines.map((line, i) => (line.isRepeat === repeated.has(i) ? line : { ...line, isRepeat: repeated.has(i) }));
}

/** The line's barcode message, if any: the flags' texts of the validation library. */
export function barcodeFlag(line: DefectLine): string | null {
  if (line.isWrong) return BARCODE_WRONG;
  if (line.isRepeat) return BARCODE_REPEATED;
  return line.barcodeIsUniqueInDB === false ? BARCODE_NOT_UNIQUE : null;
}

const depth = (typed: string) => (typed.trim() === '' ? undefined : Number(typed.replace(',', '.')));

/** The line as the calls send it (with its flags, which the shared rules read). */
export const toInput = (line: DefectLine): TyreDefectInput & { id?: number } => ({
  ...(line.id ? { id: line.id } : {}),
  barcode: line.barcode.trim(),
  defectTypeIds: line.defectTypeIds,
  storedObjectRefValueId: line.storedObjectRefValueId ?? undefined,
  storedObjectNumber: line.storedObjectNumber.trim() || undefined,
  tireTreadDepth: depth(line.tireTreadDepth),
  currentState: line.currentState.trim() || undefined,
  barcodeIsUniqueInDB: line.barcodeIsUniqueInDB ?? undefined,
  isRepeat: line.isRepeat,
  isWrong: line.isWrong,
});

/** `${key}.${field}` -> message for the changed lines, with the library's rules; empty when they may be sent. */
export function lineErrors(lines: DefectLine[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const line of lines) {
    if (line.status === 'saved') continue;
    const flag = barcodeFlag(line);
    if (flag) errors[`${line.key}.barcode`] = flag;
    const parsed = tyreDefectSchema.safeParse(toInput(line));
    for (const issue of parsed.error?.issues ?? []) errors[`${line.key}.${String(issue.path[0])}`] ??= issue.message;
  }
  return errors;
}
