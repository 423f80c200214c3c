import { fetchServices } from '../../../api/ordersApi';
import { fetchTireBrands, fetchTireModels } from '../../../api/tireCatalogApi';
import type { SelectOption } from '../../../components/SelectField';
import { useRemoteData } from '../../../hooks/useRemoteData';

// The order form's lists that are not reference books: services (GET /services) and the tyre catalogue.

const loadServices = async (): Promise<SelectOption[]> =>
  (await fetchServices()).map((s) => ({ value: s.id, label: s.name }));
const loadBrands = async (): Promise<SelectOption[]> =>
  (await fetchTireBrands()).map((b) => ({ value: b.id, label: b.name }));
const loadModels = async (brandId: number): Promise<SelectOption[]> =>
  brandId > 0 ? (await fetchTireModels(brandId)).map((m) => ({ value: m.id, label: m.name })) : [];

export const useServiceOptions = (): SelectOption[] => useRemoteData('orders.services', loadServices, null).data ?? [];
export const useTireBrandOptions = (): SelectOption[] =>
  useRemoteData('orders.tireBrands', loadBrands, null).data ?? [];
/** The chosen brand's models; none until a brand is chosen. */
export const useTireModelOptions = (brandId: number): SelectOption[] =>
  useRemoteData('orders.tireModels', loadModels, brandId).data ?? [];

/** Tyre sizes offered: width 135-355 mm by 10, profile height 25-85 % by 5. */
const range = (from: number, to: number, step: number): SelectOption[] =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step).map((v) => ({
    value: v,
    label: String(v),
  }));
export const TIRE_WIDTHS = range(135, 355, 10);
export const TIRE_HEIGHTS = range(25, 85, 5);
