import { PGlite } from '@electric-sql/pglite';
import { Placeholder } from 'drizzle-orm';
import type pg from 'pg';
import type { Db, DbOrTx } from './db';

/**
 * A query built once per database and kept as a named prepared statement: Drizzle then no longer rebuilds its SQL
 * on every call (a good share of a hot read's time), and PostgreSQL plans it once per connection. `build` must
 * take its variable values from `sql.placeholder(...)`. A transaction is a different object from the database, so
 * a call inside one builds its own copy.
 */
export function preparedQuery<Q extends { prepare: (name: string) => unknown }>(
  name: string,
  build: (db: DbOrTx) => Q,
) {
  type Prepared = ReturnType<Q['prepare']>;
  const prepared = new WeakMap<DbOrTx, Prepared>();
  return (db: DbOrTx): Prepared => {
    let query = prepared.get(db);
    if (!query) {
      query = build(db).prepare(name) as Prepared;
      prepared.set(db, query);
    }
    return query;
  };
}

/** A Drizzle query whose SQL text is wanted: a select with `sql.placeholder(...)` for its variable values. */
interface ToSql {
  toSQL(): { sql: string; params: unknown[] };
}

/**
 * A select run straight on the driver, its SQL built by Drizzle once: for the hottest reads, where Drizzle's own
 * execution (its spans, the query's config copied on every call) and its mapping of each column of each row were a
 * tenth of the server's time per call under load. Its columns must be ones both drivers read as the same JS values
 * (text, int4, float8, boolean; a timestamp or a date comes as text or a number by a cast). Each row comes as an
 * object keyed by `columns`, in the select's order. On a PostgreSQL server it is a named prepared statement.
 */
export function preparedRawSelect<Row>(
  name: string,
  columns: readonly (keyof Row & string)[],
  build: (db: Db) => ToSql,
) {
  const built = new WeakMap<Db, { text: string; params: unknown[] }>();
  return async (db: Db, values: Record<string, unknown>): Promise<Row[]> => {
    let query = built.get(db);
    if (!query) {
      const { sql, params } = build(db).toSQL();
      query = { text: sql, params };
      built.set(db, query);
    }
    const params = query.params.map((p) => (p instanceof Placeholder ? values[p.name] : p));
    const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
    const { rows } =
      client instanceof PGlite
        ? await client.query<unknown[]>(query.text, params, { rowMode: 'array' })
        : await client.query<unknown[]>({ name, text: query.text, values: params, rowMode: 'array' });
    return rows.map((row) => {
      const object = {} as Record<string, unknown>;
      for (let i = 0; i < columns.length; i++) object[columns[i]] = row[i];
      return object as Row;
    });
  };
}
