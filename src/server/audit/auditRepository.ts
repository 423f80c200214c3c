import { and, count, desc, eq, gte, ilike, lt } from 'drizzle-orm';
import type { AuditEntry, AuditFind } from '../../shared/schemas/audit';
import { ownedByScope } from '../auth/tenantScope';
import type { DbOrTx } from '../db/db';
import { users } from '../db/schema';
import { userFio } from '../users/userFio';
import { auditJournal } from './auditSchema';

type Plain = Record<string, unknown> | null;

const asRecord = (value: unknown): Plain =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** The fields whose values differ (compared as JSON), in the order the record lists them. */
export function changesBetween(before: unknown, after: unknown): AuditEntry['changes'] {
  const b = asRecord(before);
  const a = asRecord(after);
  if (!b && !a) return [];
  const fields = [...new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])];
  return fields
    .filter((field) => JSON.stringify(b?.[field] ?? null) !== JSON.stringify(a?.[field] ?? null))
    .map((field) => ({ field, before: b?.[field] ?? null, after: a?.[field] ?? null }));
}

/** A page of the journal, newest first; a partner's staff read their partner's entries only. */
export async function findAuditEntries(db: DbOrTx, q: AuditFind): Promise<{ entries: AuditEntry[]; total: number }> {
  const where = and(
    ownedByScope(auditJournal.partnerId),
    q.entity ? eq(auditJournal.entity, q.entity) : undefined,
    q.entityId ? eq(auditJournal.entityId, q.entityId) : undefined,
    q.actorUserId ? eq(auditJournal.actorUserId, q.actorUserId) : undefined,
    // users.searchText is the lowercased name and e-mail behind a trigram index; LIKE's wildcards are escaped.
    q.search ? ilike(users.searchText, `%${q.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
    q.dateFrom !== undefined ? gte(auditJournal.at, new Date(q.dateFrom * 1000)) : undefined,
    // dateTo is inclusive to the second.
    q.dateTo !== undefined ? lt(auditJournal.at, new Date((q.dateTo + 1) * 1000)) : undefined,
  );
  const rows = await db
    .select({ entry: auditJournal, actorFio: userFio() })
    .from(auditJournal)
    .leftJoin(users, eq(users.id, auditJournal.actorUserId))
    .where(where)
    .orderBy(desc(auditJournal.at), desc(auditJournal.id))
    .limit(q.size)
    .offset(q.offset);
  const [{ total }] = await db
    .select({ total: count() })
    .from(auditJournal)
    .leftJoin(users, eq(users.id, auditJournal.actorUserId))
    .where(where);
  return {
    total,
    entries: rows.map(({ entry, actorFio }) => ({
      id: entry.id,
      at: Math.floor(entry.at.getTime() / 1000),
      actorUserId: entry.actorUserId,
      actorFio: entry.actorUserId === null ? null : actorFio,
      entity: entry.entity,
      entityId: entry.entityId,
      action: entry.action,
      partnerId: entry.partnerId,
      changes: changesBetween(entry.before, entry.after),
    })),
  };
}
