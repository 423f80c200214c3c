import type { DbOrTx } from '../db/db';
import { auditJournal } from './auditSchema';

export interface AuditEntry {
  actorUserId: number | null | undefined;
  entity: string;
  entityId: number | null;
  action: string;
  partnerId?: number | null;
  before?: unknown;
  after?: unknown;
}

/** Dates become unix seconds and undefined fields drop out, so the journal shows what the API shows. */
const plain = (value: unknown): unknown =>
  value === undefined
    ? null
    : JSON.parse(JSON.stringify(value, (_k, v) => (v instanceof Date ? Math.floor(v.getTime() / 1000) : v)));

/** One administration change; call it inside the change's own transaction. */
export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditJournal).values({
    actorUserId: entry.actorUserId ?? null,
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    partnerId: entry.partnerId ?? null,
    before: plain(entry.before),
    after: plain(entry.after),
  });
}
