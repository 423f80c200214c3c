import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/db';

// Bulk inserts for the demo's history: a chunk of rows travels as one jsonb document, spread into the table's row type
// (jsonb_populate_recordset), instead of a thousand rows' tens of thousands of bind parameters, which PGlite binds
// slower than the rows take to insert.

export const CHUNK = 1000;

const jsonOf = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/**
 * Inserts the rows (the table's insert values, keyed by property) a chunk at a time, in their order. `computed` adds
 * columns the database works out per row from the row's own columns (`x."column"`), in that order too (a sequence's
 * next value). Answers the `returning` columns of every row, in the rows' order.
 */
export async function insertRows<R extends Record<string, unknown> = Record<string, never>>(
  tx: Tx,
  table: PgTable,
  rows: readonly Record<string, unknown>[],
  options: { computed?: Record<string, SQL>; returning?: string[] } = {},
): Promise<R[]> {
  const columns = getTableColumns(table);
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))].filter((k) => columns[k] !== undefined);
  const names = keys.map((k) => columns[k].name);
  const computed = Object.entries(options.computed ?? {});
  const target = sql.join(
    [...names, ...computed.map(([name]) => name)].map((n) => sql.identifier(n)),
    sql`, `,
  );
  const values = sql.join([...names.map((n) => sql`x.${sql.identifier(n)}`), ...computed.map(([, v]) => v)], sql`, `);
  const returning = options.returning?.length
    ? sql`returning ${sql.join(
        options.returning.map((c) => sql.identifier(c)),
        sql`, `,
      )}`
    : sql``;
  const answered: R[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const json = JSON.stringify(
      rows.slice(i, i + CHUNK).map((row) => Object.fromEntries(keys.map((k, j) => [names[j], jsonOf(row[k])]))),
    );
    const result = (await tx.execute(sql`
      insert into ${table} (${target})
      select ${values} from jsonb_populate_recordset(null::${table}, ${json}::jsonb) with ordinality as x
      order by x.ordinality
      ${returning}`)) as unknown as { rows: R[] };
    // Ids are drawn as the rows go in, so they tell the rows' order whatever order RETURNING answers in.
    const chunk = result.rows;
    if (options.returning?.includes('id')) chunk.sort((a, b) => Number(a.id) - Number(b.id));
    answered.push(...chunk);
  }
  return answered;
}
