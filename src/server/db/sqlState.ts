// What a refused write was: the SQLSTATE of a database error, however the driver (PGlite, node-postgres) and Drizzle
// wrap it (Drizzle puts the driver's error in `cause`).

/** Whether the error, or one it wraps, carries this SQLSTATE. */
export function hasSqlState(error: unknown, code: string): boolean {
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth += 1
  ) {
    if ((e as { code?: unknown }).code === code) return true;
  }
  return false;
}

/** 23505: a unique index refused the row. */
export const isUniqueViolation = (error: unknown) => hasSqlState(error, '23505');

/**
 * 23P01: an exclusion constraint refused the row (two live appointments, or work intervals, of one post overlapping).
 */
export const isExclusionViolation = (error: unknown) => hasSqlState(error, '23P01');
