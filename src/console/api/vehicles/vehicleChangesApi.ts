import type {
  VehicleCatalogChange,
  VehicleChangeGroup,
  VehicleChangeGroupSummary,
  VehicleChangeStatus,
} from '../../../shared/schemas/vehicles/vehicleCatalogChanges';
import { http } from '../httpClient';

// The review of the vehicle catalogue's changes (vehicles/vehicleCatalogChangesRoutes.ts).

export async function fetchVehicleChangeGroups(): Promise<VehicleChangeGroupSummary[]> {
  return (await http.get<VehicleChangeGroupSummary[]>('/catalog/vehicle/changes')).data;
}
export async function fetchVehicleChanges(
  group: VehicleChangeGroup,
  status: VehicleChangeStatus,
): Promise<VehicleCatalogChange[]> {
  return (await http.get<VehicleCatalogChange[]>(`/catalog/vehicle/changes/${group}`, { params: { status } })).data;
}
export async function applyVehicleChanges(group: VehicleChangeGroup, ids: number[]): Promise<VehicleCatalogChange[]> {
  return (await http.put<VehicleCatalogChange[]>(`/catalog/vehicle/changes/${group}/apply`, { ids })).data;
}
export async function rejectVehicleChanges(group: VehicleChangeGroup, ids: number[]): Promise<VehicleCatalogChange[]> {
  return (await http.put<VehicleCatalogChange[]>(`/catalog/vehicle/changes/${group}/reject`, { ids })).data;
}
/** Compares the catalogue with its feed now; answers how many new changes were staged. */
export async function detectVehicleChanges(): Promise<{ staged: number }> {
  return (await http.post<{ staged: number }>('/catalog/vehicle/changes/detect')).data;
}
