import { fetchServices } from '../../api/ordersApi';
import type { SelectOption } from '../../components/SelectField';
import { useRemoteData } from '../../hooks/useRemoteData';

const loadServices = async (): Promise<SelectOption[]> =>
  (await fetchServices()).map((s) => ({ value: s.id, label: s.name }));

/**
 * The services for the blog and review screens' filter and dialogs; undefined until loaded (a dialog opens its form
 * once they are there, so its select keeps the value it was opened with).
 */
export function useContentServices(): SelectOption[] | undefined {
  return useRemoteData('content.services', loadServices, 0).data;
}
