import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { partners, users } from '../db/schema';
import { orders, services } from '../orders/ordersSchema';

// Evacuation dispatch through order offers. Partners are asked one at a time by their
// service priority for the order's region; the dispatch's state is machines/dispatch/orderOfferMachine's state.

/** A partner's priority (1 to 10) for a service in a region. */
export const servicePartnerPriorities = pgTable(
  'service_partner_priorities',
  {
    id: serial('id').primaryKey(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    /** The region's FIAS id (geo_regions). */
    fiasId: text('fias_id').notNull(),
    priority: integer('priority').notNull(),
  },
  (t) => [
    uniqueIndex('service_partner_priorities_key').on(t.serviceId, t.fiasId, t.partnerId),
    check('service_partner_priorities_range', sql`${t.priority} between 1 and 10`),
  ],
);

/** One order's dispatch: the partners to ask (fixed when started) and which of them is asked now. */
export const orderDispatches = pgTable('order_dispatches', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  state: text('state').notNull().default('idle'),
  candidatePartnerIds: jsonb('candidate_partner_ids').$type<number[]>().notNull().default([]),
  /** Index into candidatePartnerIds of the partner asked now. */
  position: integer('position').notNull().default(0),
  startedAt: timestamp('started_at', { withTimezone: true }),
  startedByUserId: integer('started_by_user_id').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An offer to one partner: pending until accepted, rejected, expired or cancelled by a restart or the operator. */
export const orderOffers = pgTable(
  'order_offers',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    priority: integer('priority').notNull(),
    /** 'pending' | 'accepted' | 'rejected' | 'expired' | 'cancelled' */
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredByUserId: integer('answered_by_user_id').references(() => users.id),
    comment: text('comment'),
  },
  (t) => [
    index('order_offers_partner_status_idx').on(t.partnerId, t.status),
    index('order_offers_order_idx').on(t.orderId),
    index('order_offers_pending_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'pending'`),
    // At most one live offer per order: the database refuses a second, whatever the race.
    uniqueIndex('order_offers_one_pending_key').on(t.orderId).where(sql`${t.status} = 'pending'`),
  ],
);
