import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { offices, users } from '../db/schema';
import { services } from '../orders/ordersSchema';

// Users administration: a user's offices, per-service fees, the staff balance ledger, the partner API token
// (only what revokes it) and the avatar's stored file.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** The offices a user works in (GET /office_user/by_user); office and user are of one partner. */
export const officeUsers = pgTable(
  'office_users',
  {
    id: serial('id').primaryKey(),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    userId: userRef(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('office_users_office_user_key').on(t.officeId, t.userId),
    index('office_users_user_idx').on(t.userId),
  ],
);

/** What the platform takes from a user's work per service: a percent and a fixed part in roubles. */
export const userServiceFees = pgTable(
  'user_service_fees',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    feeRate: numeric('fee_rate', { precision: 5, scale: 2, mode: 'number' }),
    feeFixedPart: numeric('fee_fixed_part', { precision: 12, scale: 2, mode: 'number' }),
  },
  (t) => [uniqueIndex('user_service_fees_user_service_key').on(t.userId, t.serviceId)],
);

export const BALANCE_OPERATION_KINDS = ['accrual', 'payout', 'fee', 'correction'] as const;
export type BalanceOperationKind = (typeof BALANCE_OPERATION_KINDS)[number];

/**
 * The staff balance ledger: the balance is the sum of the operations, never a stored total that could drift.
 * Amounts are integer kopecks (bigint): money never passes through a float in the database or in the sum.
 */
export const userBalanceOperations = pgTable(
  'user_balance_operations',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    amountKopecks: bigint('amount_kopecks', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: BALANCE_OPERATION_KINDS }).notNull(),
    comment: text('comment'),
    /** The order the operation is for, when there is one (kept after the order is gone, hence no foreign key). */
    orderId: integer('order_id'),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_balance_operations_user_created_idx').on(t.userId, t.createdAt),
    // The earnings report reads the ledger of a set of orders.
    index('user_balance_operations_order_id_idx').on(t.orderId).where(sql`${t.orderId} is not null`),
    check('user_balance_operations_kind_check', sql`${t.kind} in ('accrual', 'payout', 'fee', 'correction')`),
  ],
);

/**
 * The user's current partner API token. The token itself is never stored: only its id (the jti claim), so issuing
 * a new one revokes the old one, and a stolen database gives no usable token.
 */
export const userPartnerTokens = pgTable('user_partner_tokens', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenId: text('token_id').notNull(),
  issuedAt: createdAt(),
  issuedByUserId: integer('issued_by_user_id').references(() => users.id, { onDelete: 'set null' }),
});

/** The user's avatar: the bytes are a stored file (files/fileStorage.ts), the type was read from them. */
export const userAvatars = pgTable('user_avatars', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  storagePath: text('storage_path').notNull(),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  /** When this avatar was uploaded (a new upload replaces the row). */
  createdAt: createdAt(),
});
