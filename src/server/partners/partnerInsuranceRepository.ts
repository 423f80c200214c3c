import { and, asc, eq, isNull } from 'drizzle-orm';
import { ERROR_CODES } from '../../shared/errorCodes';
import {
  PARTNER_INSURANCE_EXISTS,
  PARTNER_INSURANCE_NOT_FOUND,
  type PartnerInsurance,
} from '../../shared/schemas/partners/partnerBindings';
import { recordAudit } from '../audit/auditJournal';
import { isInScope } from '../auth/tenantScope';
import type { Db, DbOrTx } from '../db/db';
import { AppError, notFound } from '../errors';
import { withUnixTimes } from '../resources/withUnixTimes';
import { insuranceCompanies } from '../vehicles/vehiclesSchema';
import { requirePartner } from './partnersRepository';
import { partnerInsuranceCompanies } from './partnersSchema';

// Insurance bindings: the insurers a partner works with, bound and unbound.

const COMPANY_NOT_FOUND = 'Страховая компания не найдена';

const selectBindings = (db: DbOrTx) =>
  db
    .select({
      id: partnerInsuranceCompanies.id,
      partnerId: partnerInsuranceCompanies.partnerId,
      insuranceCompanyId: partnerInsuranceCompanies.insuranceCompanyId,
      insuranceCompanyName: insuranceCompanies.name,
      createdAt: partnerInsuranceCompanies.createdAt,
    })
    .from(partnerInsuranceCompanies)
    .innerJoin(insuranceCompanies, eq(insuranceCompanies.id, partnerInsuranceCompanies.insuranceCompanyId));

export async function listPartnerInsurance(db: DbOrTx, partnerId: number): Promise<PartnerInsurance[]> {
  await requirePartner(db, partnerId);
  const rows = await selectBindings(db)
    .where(eq(partnerInsuranceCompanies.partnerId, partnerId))
    .orderBy(asc(insuranceCompanies.name), asc(partnerInsuranceCompanies.id));
  return rows.map(withUnixTimes);
}

export async function bindPartnerInsurance(
  db: Db,
  partnerId: number,
  insuranceCompanyId: number,
  actorUserId: number | null,
): Promise<PartnerInsurance> {
  return db.transaction(async (tx) => {
    await requirePartner(tx, partnerId);
    const [company] = await tx
      .select({ id: insuranceCompanies.id })
      .from(insuranceCompanies)
      .where(and(eq(insuranceCompanies.id, insuranceCompanyId), isNull(insuranceCompanies.deletedDate)));
    if (!company) throw notFound(COMPANY_NOT_FOUND);
    const [row] = await tx
      .insert(partnerInsuranceCompanies)
      .values({ partnerId, insuranceCompanyId })
      .onConflictDoNothing()
      .returning({ id: partnerInsuranceCompanies.id });
    if (!row)
      throw new AppError(409, ERROR_CODES.bindingExists, PARTNER_INSURANCE_EXISTS, {
        insuranceCompanyId: PARTNER_INSURANCE_EXISTS,
      });
    const [bound] = await selectBindings(tx).where(eq(partnerInsuranceCompanies.id, row.id));
    await recordAudit(tx, {
      actorUserId,
      entity: 'partner_insurance_company',
      entityId: row.id,
      action: 'bind',
      partnerId,
      after: bound,
    });
    return withUnixTimes(bound);
  });
}

export async function unbindPartnerInsurance(
  db: Db,
  id: number,
  actorUserId: number | null,
): Promise<PartnerInsurance> {
  return db.transaction(async (tx) => {
    const [row] = await selectBindings(tx).where(eq(partnerInsuranceCompanies.id, id));
    if (!row || !isInScope(row.partnerId)) throw notFound(PARTNER_INSURANCE_NOT_FOUND);
    await tx.delete(partnerInsuranceCompanies).where(eq(partnerInsuranceCompanies.id, id));
    await recordAudit(tx, {
      actorUserId,
      entity: 'partner_insurance_company',
      entityId: id,
      action: 'unbind',
      partnerId: row.partnerId,
      before: row,
    });
    return withUnixTimes(row);
  });
}
