import {
  bigint,
  bigserial,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../db/schema';

// Tables that let several server processes on one PostgreSQL behave as one server: push registrations,
// file contents every process can serve, and the socket.io PostgreSQL adapter's attachments.

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres returns a Buffer, PGlite a Uint8Array: both are Uint8Arrays.
  fromDriver: (value) => value,
});

/** A browser's Web Push registration (PUT /v1/notifications/fcm): token is the PushSubscription as JSON. */
export const pushRegistrations = pgTable(
  'push_registrations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    tokenTypeId: integer('token_type_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last delivery that failed, and why; a registration the push service calls gone is deleted instead. */
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [uniqueIndex('push_registrations_token_idx').on(t.token), index('push_registrations_user_idx').on(t.userId)],
);

/**
 * Stored files (order photos and videos, documents, appointment files) live in the database, in chunks, so a file
 * written through one server process is served by any other. A file is its chunks in offset order.
 */
export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    storagePath: text('storage_path').notNull(),
    chunkOffset: bigint('chunk_offset', { mode: 'number' }).notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storagePath, t.chunkOffset] })],
);

/** The socket.io PostgreSQL adapter's table for payloads too large for NOTIFY (its documented schema). */
export const socketIoAttachments = pgTable('socket_io_attachments', {
  id: bigserial('id', { mode: 'number' }).unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
  payload: bytea('payload'),
});
