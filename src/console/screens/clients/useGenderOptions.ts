import { REF_IDS } from '../../../shared/referenceIds';
import { fetchRefValues } from '../../api/referencesApi';
import type { SelectOption } from '../../components/SelectField';
import { useRemoteData } from '../../hooks/useRemoteData';

const loadGenders = async (): Promise<SelectOption[]> => (await fetchRefValues(REF_IDS.gender)).map((v) => ({ value: v.id, label: v.name }));

/** The values of reference 52 (gender) for the client form's select; empty until loaded ('Нет вариантов'). */
export function useGenderOptions(): SelectOption[] {
  return useRemoteData('client.genders', loadGenders, null).data ?? [];
}
