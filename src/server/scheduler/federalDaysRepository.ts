import { eq } from 'drizzle-orm';
import { ERROR_CODES } from '../../shared/errorCodes';
import { FEDERAL_DAY_EXISTS, type FederalDay } from '../../shared/schemas/scheduler/schedulerPosts';
import type { Db } from '../db/db';
import { isUniqueViolation } from '../db/sqlState';
import { AppError, notFound } from '../errors';
import { federalDaysBetween } from './postWorkingHours';
import { federalDays } from './schedulerSchema';

// Federal non-working days (the screen /scheduler/federal; its calls are ours). They are the whole
// country's, so no partner scope: every post is closed on them and the boards grey them out.

export const FEDERAL_DAY_NOT_FOUND = 'Выходной день не найден';

/** GET /users/scheduler/federal_days?year: the year's days in date order. */
export const listFederalDays = (db: Db, year: number): Promise<FederalDay[]> =>
  federalDaysBetween(db, `${year}-01-01`, `${year + 1}-01-01`);

/** POST /users/scheduler/federal_days {day, name}: the day is the key, so a second entry of it is a 409. */
export async function createFederalDay(db: Db, body: FederalDay): Promise<FederalDay> {
  try {
    const [row] = await db.insert(federalDays).values(body).returning();
    return row;
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError(409, ERROR_CODES.bindingExists, FEDERAL_DAY_EXISTS, { day: FEDERAL_DAY_EXISTS });
    throw error;
  }
}

/** DELETE /users/scheduler/federal_days/{day}: the day becomes an ordinary one again. */
export async function deleteFederalDay(db: Db, day: string): Promise<{ day: string }> {
  const [row] = await db.delete(federalDays).where(eq(federalDays.day, day)).returning({ day: federalDays.day });
  if (!row) throw notFound(FEDERAL_DAY_NOT_FOUND);
  return row;
}
