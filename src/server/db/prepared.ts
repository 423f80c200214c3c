import type { DbOrTx } from './db';

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
