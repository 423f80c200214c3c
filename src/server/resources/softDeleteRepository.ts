import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/db';

/** A table the resource toolkit can serve: an integer id and a soft-delete timestamp. */
export type SoftDeleteTable = PgTable & { id: AnyPgColumn; deletedDate: AnyPgColumn };

/** The update that soft deletes a row (a row deleted already keeps its first deletion's time) or restores it. */
export const deletedDateSet = (table: SoftDeleteTable, deleted: boolean) => ({
  deletedDate: deleted ? sql`coalesce(${table.deletedDate}, now())` : null,
});

export interface ListQuery {
  /** Deleted rows are left out unless true. */
  showDeleted?: boolean;
  /** Extra conditions (a list's filters). */
  where?: SQL;
}

/** One function per verb; each runs on the database or on the transaction it is given. */
export interface SoftDeleteRepository<T extends SoftDeleteTable> {
  table: T;
  list(db: DbOrTx, query?: ListQuery): Promise<T['$inferSelect'][]>;
  get(db: DbOrTx, id: number): Promise<T['$inferSelect'] | null>;
  create(db: DbOrTx, values: T['$inferInsert']): Promise<T['$inferSelect']>;
  /** Null when there is no such row. */
  update(db: DbOrTx, id: number, values: Partial<T['$inferInsert']>): Promise<T['$inferSelect'] | null>;
  /** Sets deletedDate (kept when the row is already deleted); null when there is no such row. */
  softDelete(db: DbOrTx, id: number): Promise<T['$inferSelect'] | null>;
  /** Clears deletedDate; null when there is no such row. */
  restore(db: DbOrTx, id: number): Promise<T['$inferSelect'] | null>;
}

export interface SoftDeleteRepositoryOptions {
  /** The list order (asc(...), desc(...)); by id when omitted. */
  orderBy?: SQL[];
}

/** The repository of a soft-deleted table: list, get, create, update, soft delete and restore. */
export function createSoftDeleteRepository<T extends SoftDeleteTable>(
  table: T,
  options: SoftDeleteRepositoryOptions = {},
): SoftDeleteRepository<T> {
  type Row = T['$inferSelect'];
  // Drizzle's builders cannot follow a generic table's column types; the casts stay inside this file.
  const t = table as PgTable;
  const orderBy = options.orderBy ?? [asc(table.id)];
  const byId = (id: number) => eq(table.id, id);
  const first = (rows: unknown[]) => (rows[0] as Row | undefined) ?? null;

  return {
    table,
    async list(db, { showDeleted = false, where } = {}) {
      const conditions = and(where, showDeleted ? undefined : isNull(table.deletedDate));
      return (await db
        .select()
        .from(t)
        .where(conditions)
        .orderBy(...orderBy)) as Row[];
    },
    async get(db, id) {
      return first(await db.select().from(t).where(byId(id)));
    },
    async create(db, values) {
      const row = first(await db.insert(t).values(values).returning());
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async update(db, id, values) {
      // Nothing to change still answers the row, as a no-op update would.
      if (Object.values(values).every((v) => v === undefined)) return this.get(db, id);
      return first(await db.update(t).set(values).where(byId(id)).returning());
    },
    async softDelete(db, id) {
      return first(
        await db
          .update(t)
          .set(deletedDateSet(table, true) as Partial<T['$inferInsert']>)
          .where(byId(id))
          .returning(),
      );
    },
    async restore(db, id) {
      return first(
        await db
          .update(t)
          .set(deletedDateSet(table, false) as Partial<T['$inferInsert']>)
          .where(byId(id))
          .returning(),
      );
    },
  };
}
