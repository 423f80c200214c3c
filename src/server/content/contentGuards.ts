import { eq } from 'drizzle-orm';
import { ERROR_CODES } from '../../shared/errorCodes';
import type { DbOrTx } from '../db/db';
import { AppError, MESSAGES, notFound } from '../errors';
import { services } from '../orders/ordersSchema';

// Checks the site's blog posts, reviews and banners share. (They are platform data: their write routes are
// platformOnly, so partner staff never reach these.)

/** A service named in a body must exist (404 with the resource's message). */
export async function requireService(db: DbOrTx, serviceId: number, message: string) {
  const [service] = await db.select({ id: services.id }).from(services).where(eq(services.id, serviceId));
  if (!service) throw notFound(message);
}

/** A 400 of one field, as a schema's refusal would be. */
export const invalidField = (field: string, message: string) =>
  new AppError(400, ERROR_CODES.validation, MESSAGES.validation, { [field]: message });

/** A 409 of one field (a taken slug). */
export const conflictField = (field: string, message: string) =>
  new AppError(409, ERROR_CODES.bindingExists, message, { [field]: message });

/** Unix seconds as a timestamp column takes them; undefined and null are null. */
export const fromUnix = (seconds: number | null | undefined) =>
  seconds === undefined || seconds === null ? null : new Date(seconds * 1000);
