import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clients } from '../clients/clientsSchema';
import { offices, partners, refValues, users } from '../db/schema';
import { vehicles } from '../vehicles/vehiclesSchema';
import { CLOSED_STATUSES } from './orderStatuses';

// Orders: one table for every service kind (the per-service fields in specific values), and the order's
// related rows: comments, checklist, photos and files, history, executors, responsibles, document statuses,
// communications, damaged items. Every list filter has an index.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const deletedDate = () => timestamp('deleted_date', { withTimezone: true });
const orderRef = () =>
  integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' });

/** Services the orders are for. 13, 41, 42, 61, 68 and 69 have fixed ids; the others are 901+ (migration 0004). */
export const services = pgTable('services', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** A stable machine name ('tire_fitting'), unique. */
  code: text('code').notNull().unique(),
  sort: integer('sort'),
  /** The service's bonus rules: bonuses received on payment and the share of an invoice bonuses may pay. */
  bonusReceivingPercent: numeric('bonus_receiving_percent', { precision: 5, scale: 2, mode: 'number' }),
  bonusMaxSpendingPercent: numeric('bonus_max_spending_percent', { precision: 5, scale: 2, mode: 'number' }),
  /**
   * The platform's fee on the service's invoices, percent; an invoice may set its own (PUT
   * /order_invoices/{id}/fee_rate).
   */
  feeRate: numeric('fee_rate', { precision: 5, scale: 2, mode: 'number' }),
  /** Performed at the partner's office (the client comes), not on the road. */
  stationary: boolean('stationary').notNull().default(false),
  useInsurance: boolean('use_insurance').notNull().default(false),
  freeOrdersQuantity: integer('free_orders_quantity'),
  /** The platform's fee: a fixed part per invoice, and the bounds of the whole fee, roubles. */
  feeFixedPart: numeric('fee_fixed_part', { precision: 12, scale: 2, mode: 'number' }),
  feeMin: numeric('fee_min', { precision: 12, scale: 2, mode: 'number' }),
  feeMax: numeric('fee_max', { precision: 12, scale: 2, mode: 'number' }),
  deletedDate: deletedDate(),
});

/**
 * A service's own order fields (GET /order_fields/services/{id}): values travel in specificValues / specificRefValues.
 */
export const orderFields = pgTable(
  'order_fields',
  {
    id: serial('id').primaryKey(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** 'text' | 'number' | 'date' | 'boolean' | 'ref' (then refId names the book). */
    type: text('type').notNull(),
    refId: integer('ref_id'),
    required: boolean('required').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('order_fields_service_id_code_key').on(t.serviceId, t.code)],
);

/** Departments comment recipients can be (managed on /divisions later). */
export const divisions = pgTable('divisions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'cascade' }),
  deletedDate: deletedDate(),
});

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** The platform's order number: year, month and a running number ('2611-000123'), unique. */
    number: text('number').notNull(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    statusRefValueId: integer('status_ref_value_id')
      .notNull()
      .references(() => refValues.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    vehicleId: integer('vehicle_id').references(() => vehicles.id),
    partnerId: integer('partner_id').references(() => partners.id),
    officeId: integer('office_id').references(() => offices.id),
    /** Who created it. */
    userId: integer('user_id').references(() => users.id),
    cost: numeric('cost', { precision: 12, scale: 2, mode: 'number' }),
    isPaid: boolean('is_paid').notNull().default(false),
    /** Where the order came from (src/shared/channels.ts) and the UTM marks of the link that brought it. */
    channel: text('channel').notNull().default('operator'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    address: text('address'),
    description: text('description'),
    /** When the work is planned (an appointment, a tow): the 'only tomorrow' filters read it. */
    plannedDate: timestamp('planned_date', { withTimezone: true }),
    /** Where the car is (the tow-driver map); null when unknown. */
    latitude: numeric('latitude', { precision: 9, scale: 6, mode: 'number' }),
    longitude: numeric('longitude', { precision: 9, scale: 6, mode: 'number' }),
    /** The region's FIAS id (GET /geo/timezone/{fiasId} gives its zone). */
    fiasId: text('fias_id'),
    /** IANA zone of the order's place (the time-zone filters); Moscow by default. */
    timezone: text('timezone').notNull().default('Europe/Moscow'),
    /**
     * Kept in columns, not in specific values: tyres per axle, rims, stored object, distance beyond the ring road
     * (orderForm.ts).
     */
    storedObjectRefValueId: integer('stored_object_ref_value_id').references(() => refValues.id),
    tires: jsonb('tires').$type<Record<string, unknown>>(),
    rims: jsonb('rims').$type<Record<string, unknown>>(),
    cancelReasonRefValueId: integer('cancel_reason_ref_value_id').references(() => refValues.id),
    refusalReasonRefValueId: integer('refusal_reason_ref_value_id').references(() => refValues.id),
    refusalComment: text('refusal_comment'),
    outsideRingRoadDistance: integer('outside_ring_road_distance'),
    /** The service's own fields (order_fields): code -> value, and code -> reference value id. */
    specificValues: jsonb('specific_values')
      .$type<Record<string, string | number | boolean | null>>()
      .notNull()
      .default({}),
    specificRefValues: jsonb('specific_ref_values').$type<Record<string, number | null>>().notNull().default({}),
    carmenLeadId: text('carmen_lead_id'),
    maId: text('ma_id'),
    /** The order this one was created from (POST /orders/create/linked/{type}). */
    parentOrderId: integer('parent_order_id'),
    /** An operator working the order holds it; others cannot edit it until he lets go. */
    blockedByUserId: integer('blocked_by_user_id').references(() => users.id),
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedDate: deletedDate(),
  },
  (t) => [
    uniqueIndex('orders_number_key').on(t.number),
    // Every sort of the lists (orderFindQuery.ts orderSort) reads a page off an index: (column, id) for the
    // order's own columns, empty values last in both directions; (foreign key, id) under the sorts by a name.
    index('orders_created_at_id_idx').on(t.createdAt, t.id),
    // The lists never show deleted orders (orderFindQuery.ts): their pages and capped counts read these partial
    // indexes newest first, index only: the whole list, each scope (the menu badges) and a status filter.
    index('orders_status_created_at_idx')
      .on(t.statusRefValueId, t.createdAt, t.id)
      .where(sql`${t.deletedDate} is null`),
    index('orders_live_created_at_idx').on(t.createdAt, t.id).where(sql`${t.deletedDate} is null`),
    index('orders_active_created_at_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.deletedDate} is null and ${t.statusRefValueId} not in (${sql.raw(CLOSED_STATUSES.join(', '))})`),
    index('orders_archive_created_at_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.deletedDate} is null and ${t.statusRefValueId} in (${sql.raw(CLOSED_STATUSES.join(', '))})`),
    index('orders_status_id_idx').on(t.statusRefValueId, t.id),
    index('orders_service_created_at_idx').on(t.serviceId, t.createdAt),
    index('orders_service_id_id_idx').on(t.serviceId, t.id),
    index('orders_client_id_id_idx').on(t.clientId, t.id),
    index('orders_vehicle_id_id_idx').on(t.vehicleId, t.id),
    index('orders_partner_id_id_idx').on(t.partnerId, t.id),
    index('orders_office_id_id_idx').on(t.officeId, t.id),
    index('orders_cost_asc_idx').on(t.cost.asc().nullsLast(), t.id.asc()),
    index('orders_cost_desc_idx').on(t.cost.desc().nullsLast(), t.id.desc()),
    index('orders_planned_date_asc_idx').on(t.plannedDate.asc().nullsLast(), t.id.asc()),
    index('orders_planned_date_desc_idx').on(t.plannedDate.desc().nullsLast(), t.id.desc()),
    index('orders_parent_order_id_idx').on(t.parentOrderId),
    // Reports: a partner's period, an operator's period, the deliveries planned in a period.
    index('orders_partner_created_at_idx').on(t.partnerId, t.createdAt).where(sql`${t.deletedDate} is null`),
    index('orders_user_created_at_idx').on(t.userId, t.createdAt).where(sql`${t.userId} is not null`),
    index('orders_service_planned_date_idx').on(t.serviceId, t.plannedDate).where(sql`${t.deletedDate} is null`),
    index('orders_carmen_lead_id_idx').on(t.carmenLeadId),
    index('orders_number_trgm_idx').using('gin', t.number.op('gin_trgm_ops')),
  ],
);

/** Every change of an order, newest first on the card's history. */
export const orderHistory = pgTable(
  'order_history',
  {
    id: serial('id').primaryKey(),
    orderId: orderRef(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'created', 'updated', 'status', 'blocked', 'unblocked', 'service_moved', 'photo_added', ... */
    action: text('action').notNull(),
    /** Russian one-line description of the change. */
    text: text('text').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_history_order_id_created_at_idx').on(t.orderId, t.createdAt),
    // The wheel transfers report reads a period of status changes and edits.
    index('order_history_moves_created_at_idx').on(t.createdAt).where(sql`${t.action} in ('status', 'updated')`),
  ],
);

export const orderComments = pgTable(
  'order_comments',
  {
    id: serial('id').primaryKey(),
    orderId: orderRef(),
    recipientTypeRefValueId: integer('recipient_type_ref_value_id')
      .notNull()
      .references(() => refValues.id),
    divisionId: integer('division_id').references(() => divisions.id),
    recipientUserId: integer('recipient_user_id').references(() => users.id),
    comment: text('comment').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    deletedDate: deletedDate(),
  },
  (t) => [index('order_comments_order_id_idx').on(t.orderId)],
);

export const orderChecklistItems = pgTable(
  'order_checklist_items',
  {
    id: serial('id').primaryKey(),
    orderId: orderRef(),
    contentRefValueId: integer('content_ref_value_id')
      .notNull()
      .references(() => refValues.id),
    checked: boolean('checked').notNull(),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_checklist_items_order_id_content_key').on(t.orderId, t.contentRefValueId)],
);

/** Photos and videos of an order; the bytes are in stored_file_chunks under storage_path (files/fileStorage.ts). */
export const orderFiles = pgTable(
  'order_files',
  {
    id: serial('id').primaryKey(),
    orderId: orderRef(),
    /** 'photo' | 'video' | 'temporary' (temporary files are zipped on request, then may be dropped). */
    kind: text('kind').notNull(),
    /** Who took it: 'operator' | 'client' | 'executor'. Client photos are those the client sent. */
    source: text('source').notNull().default('operator'),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    storagePath: text('storage_path').notNull(),
    comment: text('comment'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    deletedDate: deletedDate(),
  },
  (t) => [index('order_files_order_id_kind_idx').on(t.orderId, t.kind)],
);

/** A chunked upload in progress (0.5 MB chunks): it resumes from receivedSize after a dropped connection. */
export const orderUploads = pgTable('order_uploads', {
  id: text('id').primaryKey(),
  orderId: orderRef(),
  fileName: text('file_name').notNull(),
  mimeType: text('mime_type').notNull(),
  totalSize: integer('total_size').notNull(),
  receivedSize: integer('received_size').notNull().default(0),
  storagePath: text('storage_path').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  /** The order_files row once the last chunk arrived. */
  fileId: integer('file_id').references(() => orderFiles.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** Executors assigned to an order (per office); removed ones keep deletedDate. */
export const orderExecutors = pgTable(
  'order_executors',
  {
    id: serial('id').primaryKey(),
    orderId: orderRef(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    officeId: integer('office_id').references(() => offices.id),
    available: boolean('available').notNull().default(true),
    createdAt: createdAt(),
    deletedDate: deletedDate(),
  },
  (t) => [
    index('order_executors_order_id_idx').on(t.orderId),
    uniqueIndex('order_executors_live_key').on(t.orderId, t.userId).where(sql`${t.deletedDate} is null`),
  ],
);

/** Users responsible for an order, and its revision executors and editors. */
export const orderResponsibles = pgTable(
  'order_responsibles',
  {
    id: serial('id').primaryKey(),
    orderId: orderRef(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** 'responsible' | 'revision_executor' | 'revision_editor'. */
    role: text('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('order_responsibles_key').on(t.orderId, t.role, t.userId)],
);

/** The insurance-documents checklist: one status per document type per order. */
export const orderDocTypeStatuses = pgTable(
  'order_doc_type_statuses',
  {
    id: serial('id').primaryKey(),
    orderId: orderRef(),
    docTypeRefValueId: integer('doc_type_ref_value_id')
      .notNull()
      .references(() => refValues.id),
    docStatusRefValueId: integer('doc_status_ref_value_id')
      .notNull()
      .references(() => refValues.id),
    setByUserId: integer('set_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_doc_type_statuses_key').on(t.orderId, t.docTypeRefValueId)],
);

/** Contacts with the client about an order: what was said and when to call next. */
export const orderCommunications = pgTable(
  'order_communications',
  {
    id: serial('id').primaryKey(),
    orderId: orderRef(),
    typeRefValueId: integer('type_ref_value_id')
      .notNull()
      .references(() => refValues.id),
    note: text('note').notNull(),
    nextContactDate: timestamp('next_contact_date', { withTimezone: true }),
    nextNote: text('next_note'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    deletedDate: deletedDate(),
  },
  (t) => [
    index('order_communications_order_id_idx').on(t.orderId, t.createdAt),
    index('order_communications_next_contact_idx').on(t.nextContactDate),
  ],
);

export const orderDamagedItems = pgTable(
  'order_damaged_items',
  {
    id: serial('id').primaryKey(),
    orderId: orderRef(),
    name: text('name').notNull(),
    description: text('description'),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }),
    createdAt: createdAt(),
    deletedDate: deletedDate(),
  },
  (t) => [index('order_damaged_items_order_id_idx').on(t.orderId)],
);
