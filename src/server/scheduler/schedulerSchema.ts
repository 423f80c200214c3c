import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { clients } from '../clients/clientsSchema';
import { offices, users } from '../db/schema';
import { orders, services } from '../orders/ordersSchema';

// The appointment scheduler: posts of a partner office, the services each post performs, its weekly hours, the
// half-year plan generated from them, federal non-working days and the appointments booked on posts. Migration 0008
// adds what Drizzle cannot declare: the exclusion constraint that makes the database itself refuse two live
// appointments on one post at overlapping times.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const deletedDate = () => timestamp('deleted_date', { withTimezone: true });

/** A post (bay, lift) of a partner office; the API calls its soft delete postDeletedDate. */
export const officePosts = pgTable(
  'office_posts',
  {
    id: serial('id').primaryKey(),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    deletedDate: deletedDate(),
  },
  (t) => [index('office_posts_office_idx').on(t.officeId, t.sort)],
);

/** A service a post performs (the timeline shows the posts of a service). */
export const servicePosts = pgTable(
  'service_posts',
  {
    id: serial('id').primaryKey(),
    officePostId: integer('office_post_id')
      .notNull()
      .references(() => officePosts.id),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    createdAt: createdAt(),
    deletedDate: deletedDate(),
  },
  (t) => [index('service_posts_post_idx').on(t.officePostId), index('service_posts_service_idx').on(t.serviceId)],
);

/**
 * Weekly hours: a slot of one day of the week (1 Monday .. 7 Sunday) in minutes of the office's day; end 1440 is 24:00.
 */
export const postWeeklySlots = pgTable(
  'post_weekly_slots',
  {
    id: serial('id').primaryKey(),
    officePostId: integer('office_post_id')
      .notNull()
      .references(() => officePosts.id, { onDelete: 'cascade' }),
    dayOfWeek: smallint('day_of_week').notNull(),
    beginMinute: smallint('begin_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
  },
  (t) => [
    index('post_weekly_slots_post_idx').on(t.officePostId, t.dayOfWeek),
    check('post_weekly_slots_day_check', sql`${t.dayOfWeek} between 1 and 7`),
    check(
      'post_weekly_slots_time_check',
      sql`${t.beginMinute} >= 0 and ${t.beginMinute} < ${t.endMinute} and ${t.endMinute} <= 1440`,
    ),
  ],
);

/** The half-year plan: the post's real working intervals, generated from the weekly hours and edited per day. */
export const postWorkIntervals = pgTable(
  'post_work_intervals',
  {
    id: serial('id').primaryKey(),
    officePostId: integer('office_post_id')
      .notNull()
      .references(() => officePosts.id, { onDelete: 'cascade' }),
    beginAt: timestamp('begin_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('post_work_intervals_post_idx').on(t.officePostId, t.beginAt),
    check('post_work_intervals_order_check', sql`${t.beginAt} < ${t.endAt}`),
  ],
);

/** Federal non-working days: the boards grey them out and no appointment is booked on them. */
export const federalDays = pgTable('federal_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  name: text('name').notNull(),
});

export const appointments = pgTable(
  'appointments',
  {
    id: serial('id').primaryKey(),
    officePostId: integer('office_post_id')
      .notNull()
      .references(() => officePosts.id),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    title: text('title').notNull(),
    /** Free JSON text of the booking form, kept as the client sent it. */
    details: text('details'),
    clientId: integer('client_id').references(() => clients.id),
    phone: text('phone'),
    /** machines/scheduler/appointmentMachine's state: booked, ordered or deleted. */
    state: text('state').notNull().default('booked'),
    /** Where the booking came from (src/shared/channels.ts) and the UTM marks of the link that brought it. */
    channel: text('channel').notNull().default('operator'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    orderId: integer('order_id').references(() => orders.id),
    createdAt: createdAt(),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedDate: deletedDate(),
    deletedByUserId: integer('deleted_by_user_id').references(() => users.id),
  },
  (t) => [
    index('appointments_post_start_idx').on(t.officePostId, t.startAt),
    index('appointments_service_start_idx').on(t.serviceId, t.startAt),
    index('appointments_deleted_idx').on(t.deletedDate),
    // The appointment reports read a period across every post.
    index('appointments_start_at_idx').on(t.startAt),
    check('appointments_order_check', sql`${t.startAt} < ${t.endAt}`),
  ],
);

/** Who created, changed, moved, stretched, deleted or turned an appointment into an order, and when. */
export const appointmentHistory = pgTable(
  'appointment_history',
  {
    id: serial('id').primaryKey(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    /** Human-readable change, e.g. 'Пост 1, 10:00–10:30 → Пост 2, 11:00–11:30'. */
    description: text('description').notNull(),
    userId: integer('user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('appointment_history_appointment_idx').on(t.appointmentId, t.createdAt)],
);

export const appointmentFiles = pgTable(
  'appointment_files',
  {
    id: serial('id').primaryKey(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    /** Path under the files root (DATA_DIR/files by default). */
    storagePath: text('storage_path').notNull(),
    createdAt: createdAt(),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    deletedDate: deletedDate(),
  },
  (t) => [index('appointment_files_appointment_idx').on(t.appointmentId)],
);
