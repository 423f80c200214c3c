import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { offices, partners, users } from '../db/schema';

// QR codes printed ahead on label sheets: a batch of unique 9-digit codes (the tyre barcode length) for a partner
// and optionally an office. A code counts as used once a stored tyre carries it as its barcode (tire_defects).

export const qrCodeBatches = pgTable(
  'qr_code_batches',
  {
    id: serial('id').primaryKey(),
    /** The partner whose labels these are: partner staff see only their partner's batches. */
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    officeId: integer('office_id').references(() => offices.id),
    comment: text('comment'),
    count: integer('count').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('qr_code_batches_partner_created_idx').on(t.partnerId, t.createdAt, t.id),
    // The platform staff's list of every partner's batches, newest first.
    index('qr_code_batches_created_idx').on(t.createdAt, t.id),
  ],
);

export const qrCodes = pgTable(
  'qr_codes',
  {
    id: serial('id').primaryKey(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => qrCodeBatches.id, { onDelete: 'cascade' }),
    /** Nine digits, unique across the platform. */
    code: text('code').notNull(),
  },
  (t) => [uniqueIndex('qr_codes_code_key').on(t.code), index('qr_codes_batch_id_idx').on(t.batchId, t.id)],
);
