import { and, asc, eq, isNull } from 'drizzle-orm';
import { ERROR_CODES } from '../../shared/errorCodes';
import { POSITION_DELETED, POSITION_NOT_FOUND } from '../../shared/schemas/pricing/positions';
import type { DbOrTx } from '../db/db';
import { AppError, MESSAGES, notFound } from '../errors';
import { services } from '../orders/ordersSchema';
import { createSoftDeleteRepository } from '../resources/softDeleteRepository';
import { positions } from './pricingSchema';

// The nomenclature: positions by name (the resource kit serves their writes), the pickers' short list, and the
// checks the service positions and bundles share (a position that exists and is alive, a service that exists).

export const positionsRepository = createSoftDeleteRepository(positions, {
  orderBy: [asc(positions.name), asc(positions.id)],
});

/** GET /nomenclature/short: alive positions, id and name, by name. */
export function listShortPositions(db: DbOrTx) {
  return db
    .select({ id: positions.id, name: positions.name })
    .from(positions)
    .where(isNull(positions.deletedDate))
    .orderBy(asc(positions.name), asc(positions.id));
}

/** A validation error of one field, as the schemas' own refusals look. */
export const fieldError = (field: string, message: string) =>
  new AppError(400, ERROR_CODES.validation, MESSAGES.validation, { [field]: message });

/** The position must exist (404) and be alive (400 'Позиция удалена') to be added to a service or a bundle. */
export async function requireAlivePosition(db: DbOrTx, positionId: number, field = 'positionId') {
  const [row] = await db
    .select({ id: positions.id, deletedDate: positions.deletedDate })
    .from(positions)
    .where(eq(positions.id, positionId));
  if (!row) throw notFound(POSITION_NOT_FOUND);
  if (row.deletedDate) throw fieldError(field, POSITION_DELETED);
}

/** The service must exist: an unknown one answers 404. */
export async function requireService(db: DbOrTx, serviceId: number) {
  const [row] = await db
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.id, serviceId)));
  if (!row) throw notFound('Услуга не найдена');
}
