import { REF_IDS } from '../../../shared/referenceIds';
import { fetchRefValues } from '../../api/referencesApi';
import { fetchInsuranceCompanies } from '../../api/vehiclesApi';
import type { SelectOption } from '../../components/SelectField';
import { useRemoteData } from '../../hooks/useRemoteData';

/** The policy dialog's choices: the types of reference 908 and our live insurance companies. */
export function usePolicyOptions(): { types: SelectOption[]; companies: SelectOption[] } {
  const types = useRemoteData('policy.types', () => fetchRefValues(REF_IDS.insuranceType), null);
  const companies = useRemoteData('policy.companies', () => fetchInsuranceCompanies(), null);
  return {
    types: (types.data ?? []).map((v) => ({ value: v.id, label: v.name })),
    companies: (companies.data ?? []).map((c) => ({ value: c.id, label: c.name })),
  };
}
