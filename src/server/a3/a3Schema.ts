import { boolean, index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { clients } from '../clients/clientsSchema';

// The traffic-fines service (A3): the fines clients paid through the platform, and the service's look-ups of fines
// (each look-up answered or not, and how fast), which the availability report counts per day.

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

export const a3FinePayments = pgTable(
  'a3_fine_payments',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').references(() => clients.id),
    /** The fine's payment identifier (УИН), 20 or 25 digits. */
    uin: text('uin').notNull(),
    /** The ruling's number and date, as the fines register gives them. */
    decreeNumber: text('decree_number'),
    decreeDate: timestamp('decree_date', { withTimezone: true }),
    /** The fine, what the client paid (half of it within the discount period) and the service's commission. */
    fineAmount: money('fine_amount').notNull(),
    paidAmount: money('paid_amount').notNull(),
    commission: money('commission').notNull().default(0),
    withDiscount: boolean('with_discount').notNull().default(false),
    /** 'paid' | 'refunded' */
    status: text('status').notNull().default('paid'),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('a3_fine_payments_paid_at_idx').on(t.paidAt)],
);

export const a3PenaltyChecks = pgTable(
  'a3_penalty_checks',
  {
    id: serial('id').primaryKey(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    /** The register asked: 'gibdd' | 'gisgmp'. */
    source: text('source').notNull(),
    /** Whether the register answered in time, and in how many milliseconds. */
    ok: boolean('ok').notNull(),
    responseMs: integer('response_ms'),
    finesFound: integer('fines_found').notNull().default(0),
  },
  (t) => [index('a3_penalty_checks_checked_at_idx').on(t.checkedAt)],
);
