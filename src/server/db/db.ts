import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** The Drizzle database both drivers give (PGlite and node-postgres): the code never knows which one it has. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction of either driver, for repositories that accept an optional one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Db or an open transaction: whatever a query may run on. */
export type DbOrTx = Db | Tx;
