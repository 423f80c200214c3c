import type { TireBrand, TireBrandCreate, TireModel, TireModelCreate } from '../../shared/schemas/tires';
import { http } from './httpClient';

// The tyre catalogue every tyre form reads (brand -> model).

export async function fetchTireBrands(): Promise<TireBrand[]> {
  return (await http.get<TireBrand[]>('/tire_catalog/brands')).data;
}
export async function fetchTireModels(brandId: number): Promise<TireModel[]> {
  return (await http.get<TireModel[]>(`/tire_catalog/brands/${brandId}/models`)).data;
}
export async function createTireBrand(body: TireBrandCreate): Promise<TireBrand> {
  return (await http.post<TireBrand>('/tire_catalog/brands', body)).data;
}
export async function createTireModel(body: TireModelCreate): Promise<TireModel> {
  return (await http.post<TireModel>('/tire_catalog/models', body)).data;
}
