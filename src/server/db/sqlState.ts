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

/**
 * SQLSTATEs of a value the database cannot take, which only a request's input causes: a text too long for its
 * column or index (22001, 54000), a number out of range (22003), a date, number or escape it cannot read (22007,
 * 22008, 22P02, 22025, 2201B), a character it cannot store (22021 NUL, 22P05).
 */
const BAD_VALUE_STATES = ['22001', '54000', '22003', '22007', '22008', '22P02', '22025', '2201B', '22021', '22P05'];

/** Whether the database refused a value of the request (the central error handler answers 400, not 500). */
export const isBadValue = (error: unknown) => BAD_VALUE_STATES.some((code) => hasSqlState(error, code));
