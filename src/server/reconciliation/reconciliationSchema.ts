import { index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { partners, users } from '../db/schema';
import { orderInvoices } from '../invoices/invoicesSchema';

// Reconciliation acts: a partner's paid invoices settled together. The act's state is
// machines/reconciliation/reconciliationActMachine's state; an invoice sits in one act at most (the unique index).

export const reconciliationActs = pgTable(
  'reconciliation_acts',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    state: text('state').notNull().default('draft'),
    comment: text('comment'),
    /** Sum of the invoices' totals and the platform's fee on them, recomputed whenever the content changes. */
    totalAmount: numeric('total_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    feeAmount: numeric('fee_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list's sort (created_at, id): a page read off the index without sorting ties.
    index('reconciliation_acts_created_at_idx').on(t.createdAt, t.id),
    index('reconciliation_acts_partner_state_idx').on(t.partnerId, t.state),
  ],
);

export const reconciliationActInvoices = pgTable(
  'reconciliation_act_invoices',
  {
    actId: integer('act_id')
      .notNull()
      .references(() => reconciliationActs.id, { onDelete: 'cascade' }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => orderInvoices.id),
  },
  (t) => [
    uniqueIndex('reconciliation_act_invoices_invoice_key').on(t.invoiceId),
    index('reconciliation_act_invoices_act_idx').on(t.actId),
  ],
);

/** The act's comment history: every action, with the reject comment or the recalculation notice. */
export const reconciliationActComments = pgTable(
  'reconciliation_act_comments',
  {
    id: serial('id').primaryKey(),
    actId: integer('act_id')
      .notNull()
      .references(() => reconciliationActs.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    comment: text('comment'),
    userId: integer('user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reconciliation_act_comments_act_idx').on(t.actId, t.createdAt)],
);
