import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { servicePositions } from '../pricing/pricingSchema';

// Service card types: the kinds of service card a client can hold (a tyre-storage season card, a roadside
// assistance card) and the service positions each includes, with how many uses are free. Both soft deleted.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const deletedDate = () => timestamp('deleted_date', { withTimezone: true });

export const serviceCardTypes = pgTable(
  'service_card_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    /** How long a card of this type is valid from its issue, in months; unset means without end. */
    validityMonths: integer('validity_months'),
    createdAt: createdAt(),
    deletedDate: deletedDate(),
  },
  (t) => [
    index('service_card_types_name_idx').on(t.name, t.id),
    check('service_card_types_validity_check', sql`${t.validityMonths} IS NULL OR ${t.validityMonths} > 0`),
  ],
);

/** A service position a card type includes; freeCount -1 means no free uses (the console shows it as 0). */
export const cardTypePositions = pgTable(
  'card_type_positions',
  {
    id: serial('id').primaryKey(),
    cardTypeId: integer('card_type_id')
      .notNull()
      .references(() => serviceCardTypes.id, { onDelete: 'cascade' }),
    servicePositionId: integer('service_position_id')
      .notNull()
      .references(() => servicePositions.id, { onDelete: 'cascade' }),
    freeCount: integer('free_count').notNull().default(-1),
    createdAt: createdAt(),
    deletedDate: deletedDate(),
  },
  (t) => [
    index('card_type_positions_card_type_idx').on(t.cardTypeId, t.id),
    uniqueIndex('card_type_positions_alive_key')
      .on(t.cardTypeId, t.servicePositionId)
      .where(sql`${t.deletedDate} IS NULL`),
    check('card_type_positions_free_count_check', sql`${t.freeCount} >= -1 AND ${t.freeCount} <> 0`),
  ],
);
