import type { TyreBrandPut, TyreBrandRow, TyreModelPut, TyreModelRow } from '../../../shared/schemas/tyreReference';
import { http } from '../httpClient';

// The tyre reference (/tyre/reference): brands and models with deleted ones on request; one PUT per level adds (no
// id), renames, deletes or restores (tires/tyreReferenceRoutes.ts).

export async function fetchTyreBrands(showDeleted: boolean): Promise<TyreBrandRow[]> {
  return (await http.get<TyreBrandRow[]>('/catalog/vehicle/tire_brands', { params: { showDeleted } })).data;
}
export async function fetchTyreModels(brandId: number, showDeleted: boolean): Promise<TyreModelRow[]> {
  return (await http.get<TyreModelRow[]>('/catalog/vehicle/tire_models', { params: { brandId, showDeleted } })).data;
}
export async function putTyreBrand(body: TyreBrandPut): Promise<TyreBrandRow> {
  return (await http.put<TyreBrandRow>('/catalog/vehicle/tire_brands', body)).data;
}
export async function putTyreModel(body: TyreModelPut): Promise<TyreModelRow> {
  return (await http.put<TyreModelRow>('/catalog/vehicle/tire_models', body)).data;
}
