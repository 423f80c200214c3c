import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { ERROR_CODES } from '../../shared/errorCodes';
import { REF_IDS } from '../../shared/referenceIds';
import type { TireDefectLine } from '../../shared/schemas/tires';
import { BARCODE_NOT_UNIQUE, type TyreDefectInput } from '../../shared/schemas/tyreDefects';
import type { DbOrTx } from '../db/db';
import { refValues } from '../db/schema';
import { isUniqueViolation } from '../db/sqlState';
import { AppError, MESSAGES, notFound } from '../errors';
import { logOrderChange } from '../orders/orderPartHistory';
import { tireDefects } from '../tires/tiresSchema';

// The tyre defect lines of an order: each barcode unique across the platform,
// defect types from book 903 and the stored object from book 902.

export const DEFECT_LINE_NOT_FOUND = 'Строка дефектов не найдена';

const validationError = (details: Record<string, string>) =>
  new AppError(400, ERROR_CODES.validation, MESSAGES.validation, details);

/** The order's lines with their defect type names, in the order they were added. */
export async function listTireDefects(db: DbOrTx, orderId: number): Promise<TireDefectLine[]> {
  const rows = await db.select().from(tireDefects).where(eq(tireDefects.orderId, orderId)).orderBy(asc(tireDefects.id));
  const typeIds = [...new Set(rows.flatMap((r) => r.defectTypeIds))];
  const names = new Map(
    typeIds.length === 0
      ? []
      : (
          await db
            .select({ id: refValues.id, name: refValues.name })
            .from(refValues)
            .where(inArray(refValues.id, typeIds))
        ).map((v) => [v.id, v.name]),
  );
  return rows.map((r) => ({
    id: r.id,
    orderId: r.orderId,
    barcode: r.barcode,
    defectTypeIds: r.defectTypeIds,
    defectTypeNames: r.defectTypeIds.map((id) => names.get(id) ?? String(id)),
    storedObjectNumber: r.storedObjectNumber,
    storedObjectRefValueId: r.storedObjectRefValueId,
    tireTreadDepth: r.tireTreadDepth,
    currentState: r.currentState,
  }));
}

/** True when no line (other than excludeId) has this barcode. */
export async function isBarcodeUnique(db: DbOrTx, barcode: string, excludeId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: tireDefects.id })
    .from(tireDefects)
    .where(
      and(eq(tireDefects.barcode, barcode.trim()), excludeId ? notInArray(tireDefects.id, [excludeId]) : undefined),
    );
  return !row;
}

type LineInput = Pick<
  TyreDefectInput,
  'barcode' | 'defectTypeIds' | 'storedObjectNumber' | 'storedObjectRefValueId' | 'tireTreadDepth' | 'currentState'
> & { id?: number };

/** details[`lines.{i}.<field>`] for barcodes already in the database and values not of their reference books. */
async function lineErrors(db: DbOrTx, lines: LineInput[]): Promise<Record<string, string>> {
  const details: Record<string, string> = {};
  const ownIds = lines.flatMap((l) => (l.id ? [l.id] : []));
  const taken = await db
    .select({ barcode: tireDefects.barcode })
    .from(tireDefects)
    .where(
      and(
        inArray(
          tireDefects.barcode,
          lines.map((l) => l.barcode),
        ),
        ownIds.length ? notInArray(tireDefects.id, ownIds) : undefined,
      ),
    );
  const takenSet = new Set(taken.map((t) => t.barcode));
  const referenced = [
    ...new Set(
      lines.flatMap((l) => [...l.defectTypeIds, ...(l.storedObjectRefValueId ? [l.storedObjectRefValueId] : [])]),
    ),
  ];
  const books = new Map(
    (
      await db
        .select({ id: refValues.id, refId: refValues.refId })
        .from(refValues)
        .where(inArray(refValues.id, referenced))
    ).map((v) => [v.id, v.refId]),
  );
  lines.forEach((line, i) => {
    if (takenSet.has(line.barcode)) details[`lines.${i}.barcode`] = BARCODE_NOT_UNIQUE;
    if (line.defectTypeIds.some((id) => books.get(id) !== REF_IDS.tyreDefectType))
      details[`lines.${i}.defectTypeIds`] = 'Неизвестный тип дефекта';
    if (line.storedObjectRefValueId && books.get(line.storedObjectRefValueId) !== REF_IDS.storedObject) {
      details[`lines.${i}.storedObjectRefValueId`] = 'Неизвестный объект хранения';
    }
  });
  return details;
}

const columns = (line: LineInput) => ({
  barcode: line.barcode,
  defectTypeIds: line.defectTypeIds,
  storedObjectNumber: line.storedObjectNumber === undefined ? null : String(line.storedObjectNumber),
  storedObjectRefValueId: line.storedObjectRefValueId ?? null,
  tireTreadDepth: line.tireTreadDepth ?? null,
  currentState: line.currentState ?? null,
});

/**
 * New lines (POST) or edits of existing ones (PUT, each with its id and of this order), checked, written and noted
 * in the order's history in one transaction. A barcode taken meanwhile by another request still answers
 * BARCODE_NOT_UNIQUE on its line.
 */
export async function saveTireDefects(
  db: DbOrTx,
  orderId: number,
  lines: LineInput[],
  userId: number,
  mode: 'create' | 'update',
) {
  if (lines.length === 0) return;
  if (mode === 'update') {
    const ids = lines.map((l) => l.id!);
    const own = await db
      .select({ id: tireDefects.id })
      .from(tireDefects)
      .where(and(inArray(tireDefects.id, ids), eq(tireDefects.orderId, orderId)));
    if (own.length !== new Set(ids).size) throw notFound(DEFECT_LINE_NOT_FOUND);
  }
  const details = await lineErrors(db, lines);
  if (Object.keys(details).length > 0) throw validationError(details);
  try {
    if (mode === 'create') await db.insert(tireDefects).values(lines.map((line) => ({ orderId, ...columns(line) })));
    else for (const line of lines) await db.update(tireDefects).set(columns(line)).where(eq(tireDefects.id, line.id!));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw validationError(Object.fromEntries(lines.map((_, i) => [`lines.${i}.barcode`, BARCODE_NOT_UNIQUE])));
  }
  const barcodes = lines.map((l) => l.barcode).join(', ');
  const [action, text] =
    mode === 'create'
      ? ['tire_defects_added', `Добавлены дефекты шин: ${barcodes}`]
      : ['tire_defects_updated', `Изменены дефекты шин: ${barcodes}`];
  await logOrderChange(db, orderId, userId, action, text, { barcodes: lines.map((l) => l.barcode) });
}
