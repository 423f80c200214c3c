import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { partners, users } from '../db/schema';
import { orders, services } from '../orders/ordersSchema';
import { vehicles } from '../vehicles/vehiclesSchema';

// Printing and signing of order documents: the document templates with their {{placeholders}}, the PDFs generated from
// them for an order, the links a client signs them by (an SMS code), and the partner car park of the B2B customers.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A document template: global (no partner, no service) or a partner's and / or a service's own. */
export const partnerDocTemplates = pgTable(
  'partner_doc_templates',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id').references(() => services.id),
    name: text('name').notNull(),
    /** Plain text with placeholders such as {{order.number}}; blank lines separate paragraphs. */
    body: text('body').notNull(),
    /** The variant for orders whose axles carry tyres of different widths (default false). */
    wheelsWidthDiffer: boolean('wheels_width_differ').notNull().default(false),
    createdAt: createdAt(),
    deletedDate: timestamp('deleted_date', { withTimezone: true }),
  },
  (t) => [
    index('partner_doc_templates_partner_id_idx').on(t.partnerId),
    index('partner_doc_templates_service_id_idx').on(t.serviceId),
  ],
);

/** A PDF generated for an order from a template; its bytes are in stored_file_chunks under storagePath. */
export const orderDocuments = pgTable(
  'order_documents',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    templateId: integer('template_id').references(() => partnerDocTemplates.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    /** The stored file's path: 'orders/<orderId>/doc-<uuid>.pdf'. */
    storagePath: text('storage_path').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('order_documents_order_id_idx').on(t.orderId, t.createdAt)],
);

/**
 * Documents sent to the client for signing: the link's random token, the SMS code (only its scrypt hash), the wrong
 * attempts so far, and when the code was confirmed.
 */
export const orderSignLinks = pgTable(
  'order_sign_links',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    documentIds: integer('document_ids').array().notNull(),
    /** '+79161234567'. */
    phone: text('phone').notNull(),
    smsCodeHash: text('sms_code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('order_sign_links_token_key').on(t.token), index('order_sign_links_order_id_idx').on(t.orderId)],
);

/** The vehicles of a B2B customer (a corporate partner); a vehicle is listed once per partner. */
export const partnerCarPark = pgTable(
  'partner_car_park',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('partner_car_park_partner_vehicle_key').on(t.partnerId, t.vehicleId),
    index('partner_car_park_vehicle_id_idx').on(t.vehicleId),
  ],
);
