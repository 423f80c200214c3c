import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit/auditJournal';
import type { Db, Tx } from '../db/db';
import { deletedDateSet, type SoftDeleteTable } from './softDeleteRepository';

interface SoftDelete<Row> {
  table: SoftDeleteTable;
  /** The journal's name for the row's kind: 'office', 'partner_contact'. */
  entity: string;
  id: number;
  /** true deletes (a row deleted already keeps its first deletion's time), false restores. */
  deleted: boolean;
  actorUserId: number | null;
  /** The row as the journal and the answer see it; refuses a missing one (404). */
  read: (tx: Tx, id: number) => Promise<Row>;
  /** The partner whose journal the change belongs to. */
  partnerId: (row: Row) => number | null;
  /** What the journal keeps of the row, where not all of it (a template's body). */
  journaled?: (row: Row) => unknown;
}

/**
 * Soft delete or restore of one row, in a transaction of its own with its journal entry (the row before and after).
 * Answers the row after.
 */
export function setSoftDeleted<Row>(db: Db, change: SoftDelete<Row>): Promise<Row> {
  const { table, id, deleted, read, journaled = (row: Row) => row } = change;
  return db.transaction(async (tx) => {
    const before = await read(tx, id);
    await tx.update(table).set(deletedDateSet(table, deleted)).where(eq(table.id, id));
    const after = await read(tx, id);
    await recordAudit(tx, {
      actorUserId: change.actorUserId,
      entity: change.entity,
      entityId: id,
      action: deleted ? 'delete' : 'restore',
      partnerId: change.partnerId(before),
      before: journaled(before),
      after: journaled(after),
    });
    return after;
  });
}
