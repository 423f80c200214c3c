import { and, asc, eq, ne, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/db';
import { refs, refValues } from '../db/schema';
import { createSoftDeleteRepository } from '../resources/softDeleteRepository';

/** Reference books, by name. */
export const refsRepository = createSoftDeleteRepository(refs, { orderBy: [asc(refs.name), asc(refs.id)] });

/** Reference values in display order: by sort (values without one last), then by name. */
export const refValuesRepository = createSoftDeleteRepository(refValues, {
  orderBy: [asc(refValues.sort), asc(refValues.name), asc(refValues.id)],
});

/** Whether a book with this id exists (deleted or not). */
export async function refExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: refs.id }).from(refs).where(eq(refs.id, id));
  return row !== undefined;
}

/** Whether another book already has this code. */
export async function refCodeTaken(db: DbOrTx, code: string, exceptId?: number): Promise<boolean> {
  const conditions: SQL[] = [eq(refs.code, code)];
  if (exceptId !== undefined) conditions.push(ne(refs.id, exceptId));
  const [row] = await db
    .select({ id: refs.id })
    .from(refs)
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
}
