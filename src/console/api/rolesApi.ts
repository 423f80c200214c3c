import type { Operation, OperationBody } from '../../shared/schemas/roles/operations';
import type { PermissionBody, PermissionHolder, PermissionRow } from '../../shared/schemas/roles/permissionsAdmin';
import type { Role, RoleCreate, RoleUpdate } from '../../shared/schemas/roles/roles';
import type { ServicePartner, ServiceRegion, ServiceRole } from '../../shared/schemas/roles/serviceBindings';
import type { ServiceAdmin, ServiceBody } from '../../shared/schemas/roles/servicesAdmin';
import { http } from './httpClient';

// Roles and permissions administration: roles, operations, permissions, services and a role's services.

export async function fetchRoles(query: { showDeleted?: boolean; partnerId?: number | null } = {}): Promise<Role[]> {
  const params = { showDeleted: query.showDeleted ?? false, partnerId: query.partnerId ?? undefined };
  return (await http.get<Role[]>('/roles', { params })).data;
}
export async function fetchPossibleParents(partnerId: number | null, roleId: number | null): Promise<Role[]> {
  const params = { partnerId: partnerId ?? undefined, roleId: roleId ?? undefined };
  return (await http.get<Role[]>('/roles/possible_parents', { params })).data;
}
export async function fetchRoleTemplates(): Promise<Role[]> {
  return (await http.get<Role[]>('/roles/templates')).data;
}
export async function createRole(body: RoleCreate): Promise<Role> {
  return (await http.post<Role>('/roles', body)).data;
}
export async function updateRole(id: number, body: RoleUpdate): Promise<Role> {
  return (await http.put<Role>(`/roles/${id}`, body)).data;
}
export async function deleteRole(id: number): Promise<Role> {
  return (await http.delete<Role>(`/roles/${id}`)).data;
}
export async function restoreRole(id: number): Promise<Role> {
  return (await http.put<Role>(`/roles/restore/${id}`)).data;
}

export async function fetchOperations(): Promise<Operation[]> {
  return (await http.get<Operation[]>('/operations')).data;
}
export async function createOperation(body: OperationBody): Promise<Operation> {
  return (await http.post<Operation>('/operations', body)).data;
}
export async function updateOperation(id: number, body: OperationBody): Promise<Operation> {
  return (await http.put<Operation>(`/operations/${id}`, body)).data;
}
export async function deleteOperation(id: number): Promise<Operation> {
  return (await http.delete<Operation>(`/operations/${id}`)).data;
}

/** A role id below 1 (a role not saved yet) has no permissions: no call is made. */
export async function fetchHolderPermissions(holder: PermissionHolder): Promise<PermissionRow[]> {
  if (holder.kind === 'role' && holder.id < 1) return [];
  const path = { role: 'roles', user: 'users', partner: 'partners' }[holder.kind];
  return (await http.get<PermissionRow[]>(`/permissions/${path}/${holder.id}`)).data;
}
export async function fetchOperationHolders(operationId: number): Promise<PermissionRow[]> {
  return (await http.get<PermissionRow[]>(`/permissions/operations/${operationId}`)).data;
}
/** Saves the changed rows only: a partner's through /permissions/partners, the others through PUT /permissions. */
export async function savePermissions(holder: PermissionHolder, rows: PermissionBody[]): Promise<PermissionRow[]> {
  if (holder.kind === 'partner') return (await http.post<PermissionRow[]>('/permissions/partners', rows)).data;
  return (await http.put<PermissionRow[]>('/permissions', rows)).data;
}

export async function fetchServicesAdmin(showDeleted = false): Promise<ServiceAdmin[]> {
  return (await http.get<ServiceAdmin[]>('/services', { params: { showDeleted } })).data;
}
export async function createService(body: ServiceBody): Promise<ServiceAdmin> {
  return (await http.post<ServiceAdmin>('/services', body)).data;
}
export async function updateService(id: number, body: ServiceBody): Promise<ServiceAdmin> {
  return (await http.put<ServiceAdmin>(`/services/${id}`, body)).data;
}
export async function deleteService(id: number): Promise<ServiceAdmin> {
  return (await http.delete<ServiceAdmin>(`/services/${id}`)).data;
}
export async function restoreService(id: number): Promise<ServiceAdmin> {
  return (await http.put<ServiceAdmin>(`/services/restore/${id}`)).data;
}

export async function fetchRoleServices(roleId: number): Promise<ServiceRole[]> {
  return (await http.get<ServiceRole[]>(`/service_role/role/${roleId}`)).data;
}
export async function addRoleService(roleId: number, serviceId: number): Promise<ServiceRole> {
  return (await http.post<ServiceRole>('/service_role', { roleId, serviceId })).data;
}
export async function removeRoleService(serviceRoleId: number): Promise<void> {
  await http.delete(`/service_role/${serviceRoleId}`);
}
export async function fetchRole(id: number): Promise<Role> {
  return (await http.get<Role>(`/roles/${id}`)).data;
}

/** The services a partner provides (the partner card's 'Услуги' tab); writes are for platform staff only. */
export async function fetchPartnerServices(partnerId: number): Promise<ServicePartner[]> {
  return (await http.get<ServicePartner[]>(`/service_partner/partner/${partnerId}`)).data;
}
export async function addPartnerService(partnerId: number, serviceId: number): Promise<ServicePartner> {
  return (await http.post<ServicePartner>('/service_partner', { partnerId, serviceId })).data;
}
export async function removePartnerService(id: number): Promise<ServicePartner> {
  return (await http.delete<ServicePartner>(`/service_partner/${id}`)).data;
}

export interface ServiceRegionBody {
  userId: number;
  serviceId: number;
  fiasId: string;
  regionName: string;
}
/** A user's service regions (the user card's 'Регионы услуг' tab). */
export async function fetchUserServiceRegions(userId: number): Promise<ServiceRegion[]> {
  return (await http.get<ServiceRegion[]>(`/service_region/users/${userId}`)).data;
}
export async function createUserServiceRegion(body: ServiceRegionBody): Promise<ServiceRegion> {
  return (await http.post<ServiceRegion>('/service_region', body)).data;
}
export async function updateUserServiceRegion(id: number, body: ServiceRegionBody): Promise<ServiceRegion> {
  return (await http.put<ServiceRegion>('/service_region', { ...body, id })).data;
}
export async function deleteUserServiceRegion(id: number): Promise<ServiceRegion> {
  return (await http.delete<ServiceRegion>(`/service_region/${id}`)).data;
}
