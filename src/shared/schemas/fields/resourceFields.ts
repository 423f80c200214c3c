import { z } from 'zod';

// Fields the soft-deleted resources share: ids, unix-second timestamps, soft delete, the showDeleted query.

const INT4_MAX = 2_147_483_647;

/** A row id as the database holds it (integer, serial). */
export const entityIdSchema = z.number().int().positive();

/** A timestamp on the wire: unix seconds, as every API call sends and answers it. */
export const unixSecondsSchema = z.number().int();

/** A body field holding an id: a positive integer the database's integer column can hold. */
export const idField = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(INT4_MAX, message);

/** A path or query parameter holding an id (text on the wire). */
export const idParam = (message: string) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(INT4_MAX, message);

/** An integer attribute that fits the database's integer column. */
export const int32Field = (message: string) => z.int32({ error: message });

/** The fields of every soft-deleted entity: created when, deleted when (null while alive). */
export const softDeleteFields = {
  createdAt: unixSecondsSchema,
  deletedDate: unixSecondsSchema.nullable(),
};

/** `?showDeleted=true` lists deleted rows too; lists hide them by default. */
export const showDeletedQuerySchema = z.object({
  showDeleted: z.stringbool({ error: 'showDeleted: true или false' }).default(false),
});
