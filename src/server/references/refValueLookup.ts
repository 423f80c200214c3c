import { and, eq, isNull } from 'drizzle-orm';
import { ERROR_CODES } from '../../shared/errorCodes';
import type { DbOrTx } from '../db/db';
import { refValues } from '../db/schema';
import { AppError, MESSAGES } from '../errors';

/** A 400 VALIDATION_ERROR naming one field, as the schemas' own failures do. */
export const invalidField = (field: string, message: string) =>
  new AppError(400, ERROR_CODES.validation, MESSAGES.validation, { [field]: message });

/**
 * The name of a live value of reference book `refId`; a value of another book, a deleted one or none at all is
 * the caller's mistake in `field` (400 with `message`).
 */
export async function requireRefValue(
  db: DbOrTx,
  refId: number,
  id: number,
  field: string,
  message: string,
): Promise<string> {
  const [row] = await db
    .select({ name: refValues.name })
    .from(refValues)
    .where(and(eq(refValues.id, id), eq(refValues.refId, refId), isNull(refValues.deletedDate)));
  if (!row) throw invalidField(field, message);
  return row.name;
}
