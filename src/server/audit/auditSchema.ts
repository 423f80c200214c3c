import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../db/schema';

/**
 * The administration journal: who changed a role, a permission, a user, a partner or their bindings, when, and the
 * record before and after. Written in the same transaction as the change, so a failed write leaves no entry.
 */
export const auditJournal = pgTable(
  'audit_journal',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** What kind of record changed: 'role', 'permission', 'user', 'partner', 'office', 'operation'... */
    entity: text('entity').notNull(),
    entityId: integer('entity_id'),
    /** 'create' | 'update' | 'delete' | 'restore' | a verb of the entity ('invite', 'grant', 'revoke'...). */
    action: text('action').notNull(),
    /** The partner the record belongs to: partner staff read only their partner's entries. */
    partnerId: integer('partner_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_journal_at_idx').on(t.at),
    index('audit_journal_entity_idx').on(t.entity, t.entityId),
    index('audit_journal_actor_idx').on(t.actorUserId),
    index('audit_journal_partner_idx').on(t.partnerId, t.at),
  ],
);
