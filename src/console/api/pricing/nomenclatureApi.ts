import type {
  Position,
  PositionCreate,
  PositionShort,
  PositionUpdate,
} from '../../../shared/schemas/pricing/positions';
import type {
  BundleLinkCreate,
  ServiceBundle,
  ServiceBundleCreate,
  ServiceBundleUpdate,
} from '../../../shared/schemas/pricing/serviceBundles';
import type {
  ServicePosition,
  ServicePositionCreate,
  ServicePositionUpdate,
} from '../../../shared/schemas/pricing/servicePositions';
import { http } from '../httpClient';

// The /positions screen's calls: the nomenclature, service positions and complex bundles.

export async function fetchPositions(showDeleted = false): Promise<Position[]> {
  return (await http.get<Position[]>('/nomenclature', { params: { showDeleted } })).data;
}
export async function fetchPositionsShort(): Promise<PositionShort[]> {
  return (await http.get<PositionShort[]>('/nomenclature/short')).data;
}
export async function createPosition(body: PositionCreate): Promise<Position> {
  return (await http.post<Position>('/nomenclature', body)).data;
}
export async function updatePosition(id: number, body: PositionUpdate): Promise<Position> {
  return (await http.put<Position>(`/nomenclature/${id}`, body)).data;
}
export async function deletePosition(id: number): Promise<Position> {
  return (await http.delete<Position>(`/nomenclature/${id}`)).data;
}
export async function restorePosition(id: number): Promise<Position> {
  return (await http.post<Position>(`/nomenclature/${id}`)).data;
}

export async function fetchServicePositions(serviceId: number): Promise<ServicePosition[]> {
  return (await http.get<ServicePosition[]>('/nomenclature/services', { params: { serviceId } })).data;
}
export async function createServicePosition(body: ServicePositionCreate): Promise<ServicePosition> {
  return (await http.post<ServicePosition>('/nomenclature/services', body)).data;
}
export async function updateServicePosition(id: number, body: ServicePositionUpdate): Promise<ServicePosition> {
  return (await http.put<ServicePosition>(`/nomenclature/services/${id}`, body)).data;
}
export async function deleteServicePosition(id: number): Promise<void> {
  await http.delete(`/nomenclature/services/${id}`);
}

export async function fetchServiceBundles(serviceId?: number): Promise<ServiceBundle[]> {
  return (await http.get<ServiceBundle[]>('/service_bundle', { params: { serviceId } })).data;
}
export async function createServiceBundle(body: ServiceBundleCreate): Promise<ServiceBundle> {
  return (await http.post<ServiceBundle>('/service_bundle', body)).data;
}
export async function updateServiceBundle(id: number, body: ServiceBundleUpdate): Promise<ServiceBundle> {
  return (await http.put<ServiceBundle>(`/service_bundle/${id}`, body)).data;
}
export async function deleteServiceBundle(id: number): Promise<void> {
  await http.delete(`/service_bundle/${id}`);
}
export async function addBundleLink(body: BundleLinkCreate): Promise<ServiceBundle> {
  return (await http.post<ServiceBundle>('/service_bundle/link', body)).data;
}
export async function removeBundleLink(linkId: number): Promise<ServiceBundle> {
  return (await http.delete<ServiceBundle>(`/service_bundle/link/${linkId}`)).data;
}
