import type { z } from 'zod';
import type {
  InsuranceCompaniesCopyResult,
  InsuranceCompany,
  insuranceCompanyChangedSchema,
  insuranceCompanyDeletedSchema,
  insuranceCompanyNewSchema,
} from '../../../shared/schemas/vehicles/vehicleEntity';
import { http } from '../httpClient';

// The insurers and their comparison with the insurers' catalogue (partners/insuranceCompaniesRoutes.ts).

export type InsuranceCompanyNew = z.infer<typeof insuranceCompanyNewSchema>;
export type InsuranceCompanyChanged = z.infer<typeof insuranceCompanyChangedSchema>;
export type InsuranceCompanyDeleted = z.infer<typeof insuranceCompanyDeletedSchema>;

export async function fetchInsurers(showDeleted: boolean): Promise<InsuranceCompany[]> {
  return (await http.get<InsuranceCompany[]>('/catalog/insurance_companies', { params: { showDeleted } })).data;
}
export interface InsuranceChanges {
  added: InsuranceCompanyNew[];
  changed: InsuranceCompanyChanged[];
  deleted: InsuranceCompanyDeleted[];
}
/** The three comparisons at once, for the side-by-side screen. */
export async function fetchInsuranceChanges(): Promise<InsuranceChanges> {
  const [added, changed, deleted] = await Promise.all([
    http.get<InsuranceCompanyNew[]>('/insurance/insurance_companies/new'),
    http.get<InsuranceCompanyChanged[]>('/insurance/insurance_companies/changed'),
    http.get<InsuranceCompanyDeleted[]>('/insurance/insurance_companies/deleted'),
  ]);
  return { added: added.data, changed: changed.data, deleted: deleted.data };
}
/** Applies the catalogue: adds the new, renames the changed, removes (softly) the ones chosen. */
export async function copyInsuranceCatalog(idsForRemoval: number[]): Promise<InsuranceCompaniesCopyResult> {
  return (await http.put<InsuranceCompaniesCopyResult>('/insurance/insurance_companies/copy', { idsForRemoval })).data;
}
