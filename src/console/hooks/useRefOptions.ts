import { fetchRefValues } from '../api/referencesApi';
import type { SelectOption } from '../components/SelectField';
import { useRemoteData } from './useRemoteData';

const loadRefOptions = async (refId: number): Promise<SelectOption[]> =>
  (await fetchRefValues(refId)).map((v) => ({ value: v.id, label: v.name }));

/** A reference book's live values as select options, in the book's order; empty until loaded ('Нет вариантов'). */
export function useRefOptions(refId: number): SelectOption[] {
  return useRemoteData(`ref.${refId}`, loadRefOptions, refId).data ?? [];
}
