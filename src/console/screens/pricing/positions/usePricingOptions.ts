import { fetchServices } from '../../../api/ordersApi';
import { fetchPositionsShort } from '../../../api/pricing/nomenclatureApi';
import { fetchRefValues } from '../../../api/referencesApi';
import type { SelectOption } from '../../../components/SelectField';
import { useRemoteData } from '../../../hooks/useRemoteData';

// The pickers' options, each undefined until loaded: a dialog opens its form once they are there, because a select
// drawn before its options would lose the value the form was opened with.

const loadPositions = async (): Promise<SelectOption[]> =>
  (await fetchPositionsShort()).map((p) => ({ value: p.id, label: p.name }));
const loadServices = async (): Promise<SelectOption[]> =>
  (await fetchServices()).map((s) => ({ value: s.id, label: s.name }));
const loadRefValues = async (refId: number): Promise<SelectOption[]> =>
  (await fetchRefValues(refId)).map((v) => ({ value: v.id, label: v.name }));

/** The alive positions (GET /nomenclature/short). */
export function usePositionOptions(): SelectOption[] | undefined {
  return useRemoteData('positions.short', loadPositions, 0).data;
}

/** The services, for the service pickers. */
export function useServiceOptions(): SelectOption[] | undefined {
  return useRemoteData('positions.services', loadServices, 0).data;
}

/** A reference book's alive values. */
export function useRefValueOptions(refId: number): SelectOption[] | undefined {
  return useRemoteData(`positions.ref.${refId}`, loadRefValues, refId).data;
}

/** The options with `extra` (a deleted position an existing row still holds) added when missing. */
export function withOption(options: SelectOption[], extra: SelectOption | null): SelectOption[] {
  return extra && !options.some((o) => o.value === extra.value) ? [...options, extra] : options;
}
