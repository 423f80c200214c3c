import { type SQL, sql } from 'drizzle-orm';

// A tyre order's own fields as SQL, read the same way by the storage lists and the tyre reports: the tyre count of
// its specific values and the wheel diameter of its specific reference values.

/**
 * The tyre count (specificValues.tireCount, a number or digits typed as text), null otherwise. Values no counter
 * would type (negative, over a million) are left out, so one bad row cannot fail an integer cast.
 */
export const tireCountOf = (specificValues: SQL) => sql<string | null>`(case
  when jsonb_typeof(${specificValues}->'tireCount') = 'number'
   and (${specificValues}->>'tireCount')::numeric between 0 and 1000000
    then round((${specificValues}->>'tireCount')::numeric)
  when (${specificValues}->>'tireCount') ~ '^\\d{1,6}$' then (${specificValues}->>'tireCount')::numeric
end)`;

/** The diameter's reference value id (specificRefValues.diameterWheel), null when it is not a plain id. */
export const diameterIdOf = (specificRefValues: SQL) => sql<number | null>`(case
  when (${specificRefValues}->>'diameterWheel') ~ '^\\d{1,9}$' then (${specificRefValues}->>'diameterWheel')::int
end)`;
