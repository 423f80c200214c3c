import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../shared/errorCodes';
import { isPolicyActive, matchesActivity, type PolicyActivityStatus } from '../../shared/policyActivity';
import { REF_IDS } from '../../shared/referenceIds';
import type { PolicyInput } from '../../shared/schemas/vehicles/policy';
import type { PolicyEntity, PolicyRow } from '../../shared/schemas/vehicles/vehicleEntity';
import type { DbOrTx } from '../db/db';
import { refValues } from '../db/schema';
import { AppError, MESSAGES, notFound } from '../errors';
import { insuranceCompanies, vehicleInsurances } from './vehiclesSchema';

// Vehicle insurance policies: listed with their type and company names and their activity
// (src/shared/policyActivity.ts); written one by one (the /insurance/vehicle_insurances routes) or as the flagged
// rows of a vehicle save, in the caller's transaction.

export const POLICY_NOT_FOUND = 'Полис не найден';

const toSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
const toDate = (seconds: number) => new Date(seconds * 1000);

/** Live policies of the vehicles, by start date, filtered by the activity rule. */
export async function listPolicies(
  db: DbOrTx,
  vehicleIds: number[],
  status: PolicyActivityStatus = 'all',
  now = Math.floor(Date.now() / 1000),
): Promise<PolicyEntity[]> {
  if (vehicleIds.length === 0) return [];
  const rows = await db
    .select({
      id: vehicleInsurances.id,
      vehicleId: vehicleInsurances.vehicleId,
      insuranceTypeRefValueId: vehicleInsurances.insuranceTypeRefValueId,
      insuranceTypeRefValueName: refValues.name,
      insuranceCompanyId: vehicleInsurances.insuranceCompanyId,
      insuranceCompanyName: insuranceCompanies.name,
      insuranceNumber: vehicleInsurances.insuranceNumber,
      startDate: vehicleInsurances.startDate,
      expirationDate: vehicleInsurances.expirationDate,
      createdAt: vehicleInsurances.createdAt,
    })
    .from(vehicleInsurances)
    .leftJoin(refValues, eq(refValues.id, vehicleInsurances.insuranceTypeRefValueId))
    .leftJoin(insuranceCompanies, eq(insuranceCompanies.id, vehicleInsurances.insuranceCompanyId))
    .where(and(inArray(vehicleInsurances.vehicleId, vehicleIds), isNull(vehicleInsurances.deletedDate)))
    .orderBy(asc(vehicleInsurances.startDate), asc(vehicleInsurances.id));
  return rows
    .map(({ startDate, expirationDate, createdAt, ...row }) => {
      const dates = { startDate: toSeconds(startDate), expirationDate: toSeconds(expirationDate) };
      return { ...row, ...dates, createdDate: toSeconds(createdAt), active: isPolicyActive(dates, now) };
    })
    .filter((policy) => matchesActivity(policy, status, now));
}

export async function getPolicy(db: DbOrTx, id: number) {
  const [row] = await db.select().from(vehicleInsurances).where(eq(vehicleInsurances.id, id));
  return row ?? null;
}

export async function getPolicyEntity(db: DbOrTx, id: number): Promise<PolicyEntity> {
  const row = await getPolicy(db, id);
  if (!row) throw notFound(POLICY_NOT_FOUND);
  const [entity] = (await listPolicies(db, [row.vehicleId])).filter((p) => p.id === id);
  if (!entity) throw notFound(POLICY_NOT_FOUND);
  return entity;
}

type PolicyValues = Pick<
  PolicyInput,
  'insuranceTypeRefValueId' | 'insuranceCompanyId' | 'insuranceNumber' | 'startDate' | 'expirationDate'
>;

/** Field -> message when the type is not a live policy type or the company is not a live insurer of ours. */
export async function policyReferenceErrors(db: DbOrTx, values: PolicyValues): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  const [type] = await db
    .select({ id: refValues.id })
    .from(refValues)
    .where(
      and(
        eq(refValues.id, values.insuranceTypeRefValueId),
        eq(refValues.refId, REF_IDS.insuranceType),
        isNull(refValues.deletedDate),
      ),
    );
  if (!type) errors.insuranceTypeRefValueId = 'Тип полиса не найден';
  const [company] = await db
    .select({ id: insuranceCompanies.id })
    .from(insuranceCompanies)
    .where(and(eq(insuranceCompanies.id, values.insuranceCompanyId), isNull(insuranceCompanies.deletedDate)));
  if (!company) errors.insuranceCompanyId = 'Страховая компания не найдена';
  return errors;
}

const validationError = (details: Record<string, string>) =>
  new AppError(400, ERROR_CODES.validation, MESSAGES.validation, details);

const columns = (values: PolicyValues) => ({
  insuranceTypeRefValueId: values.insuranceTypeRefValueId,
  insuranceCompanyId: values.insuranceCompanyId,
  insuranceNumber: values.insuranceNumber ?? null,
  startDate: toDate(values.startDate),
  expirationDate: toDate(values.expirationDate),
});

export async function createPolicy(db: DbOrTx, vehicleId: number, values: PolicyValues): Promise<number> {
  const errors = await policyReferenceErrors(db, values);
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const [row] = await db
    .insert(vehicleInsurances)
    .values({ vehicleId, ...columns(values) })
    .returning({ id: vehicleInsurances.id });
  return row.id;
}

/** Null when there is no live policy with this id. */
export async function updatePolicy(db: DbOrTx, id: number, values: PolicyValues): Promise<number | null> {
  const errors = await policyReferenceErrors(db, values);
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const [row] = await db
    .update(vehicleInsurances)
    .set(columns(values))
    .where(and(eq(vehicleInsurances.id, id), isNull(vehicleInsurances.deletedDate)))
    .returning({ id: vehicleInsurances.id });
  return row?.id ?? null;
}

/** Null when there is no live policy with this id. */
export async function softDeletePolicy(db: DbOrTx, id: number): Promise<number | null> {
  const [row] = await db
    .update(vehicleInsurances)
    .set({ deletedDate: sql`now()` })
    .where(and(eq(vehicleInsurances.id, id), isNull(vehicleInsurances.deletedDate)))
    .returning({ id: vehicleInsurances.id });
  return row?.id ?? null;
}

/** What a save will do with the policy rows: the permission flag each kind needs. */
export const rowKinds = (rows: PolicyRow[]) => ({
  created: rows.some((r) => r.created && !r.deleted),
  updated: rows.some((r) => r.updated && !r.created && !r.deleted),
  deleted: rows.some((r) => r.deleted && !r.created),
});

/**
 * Applies the vehicle form's flagged policy rows in the caller's transaction: created rows are inserted, updated rows
 * rewritten, deleted rows soft-deleted (a row created and deleted before the save is nothing to do). A row that
 * fails (an unknown insurer, a policy of another vehicle) throws with `insurances.{i}.{field}` details, so the
 * transaction, and the whole save with it, is rolled back.
 */
export async function applyPolicyRows(tx: DbOrTx, vehicleId: number, rows: PolicyRow[]): Promise<void> {
  for (const [i, row] of rows.entries()) {
    const prefix = (field: string) => `insurances.${i}.${field}`;
    const withPrefix = (errors: Record<string, string>) =>
      Object.fromEntries(Object.entries(errors).map(([k, v]) => [prefix(k), v]));
    if (row.created) {
      if (row.deleted) continue;
      const errors = await policyReferenceErrors(tx, row);
      if (Object.keys(errors).length > 0) throw validationError(withPrefix(errors));
      await tx.insert(vehicleInsurances).values({ vehicleId, ...columns(row) });
      continue;
    }
    if (!row.updated && !row.deleted) continue;
    const existing = row.id === undefined ? null : await getPolicy(tx, row.id);
    if (!existing || existing.vehicleId !== vehicleId || existing.deletedDate) {
      throw new AppError(404, ERROR_CODES.entityNotFound, POLICY_NOT_FOUND, { [prefix('id')]: POLICY_NOT_FOUND });
    }
    if (row.deleted) {
      await softDeletePolicy(tx, existing.id);
      continue;
    }
    const errors = await policyReferenceErrors(tx, row);
    if (Object.keys(errors).length > 0) throw validationError(withPrefix(errors));
    await tx.update(vehicleInsurances).set(columns(row)).where(eq(vehicleInsurances.id, existing.id));
  }
}
