import { fromPromise } from 'xstate';
import {
  type LocalPolicy,
  type VehicleSaveRequest,
  type VehicleValues,
  vehicleFormMachine,
} from '../../../machines/vehicles/vehicleFormMachine';
import type { PolicyActivityStatus } from '../../shared/policyActivity';
import type {
  ClientVehicle,
  ClientVehicleInsurances,
  InsuranceCompany,
  VehicleEntity,
  VehicleFound,
  VehicleGeneration,
  VehicleMake,
  VehicleModel,
  VehicleModification,
  VehicleOwner,
  VehicleSave,
} from '../../shared/schemas/vehicles/vehicleEntity';
import { http } from './httpClient';

// The vehicle calls, one typed function per call, and the vehicle form's chart wired to them.

export async function fetchMakes(): Promise<VehicleMake[]> {
  return (await http.get<VehicleMake[]>('/catalog/vehicle/makes')).data;
}
export async function fetchModels(makeId: number): Promise<VehicleModel[]> {
  return (await http.get<VehicleModel[]>(`/catalog/vehicle/makes/${makeId}/models`)).data;
}
export async function fetchGenerations(modelId: number): Promise<VehicleGeneration[]> {
  return (await http.get<VehicleGeneration[]>(`/catalog/vehicle/models/${modelId}/generations`)).data;
}
export async function fetchModifications(generationId: number): Promise<VehicleModification[]> {
  return (await http.get<VehicleModification[]>(`/catalog/vehicle/generations/${generationId}/modifications`)).data;
}

export async function fetchClientVehicles(clientId: number, showDeleted = false): Promise<ClientVehicle[]> {
  return (await http.get<ClientVehicle[]>('/vehicles', { params: { clientId, showDeleted } })).data;
}
export async function fetchVehicle(vehicleId: number, clientId?: number | null): Promise<VehicleEntity> {
  return (await http.get<VehicleEntity>(`/vehicles/${vehicleId}`, { params: clientId ? { clientId } : {} })).data;
}
export async function createVehicle(clientId: number, body: VehicleSave): Promise<VehicleEntity> {
  return (await http.post<VehicleEntity>('/vehicles', body, { params: { clientId } })).data;
}
export async function updateVehicle(vehicleId: number, body: VehicleSave): Promise<VehicleEntity> {
  return (await http.put<VehicleEntity>(`/vehicles/${vehicleId}`, body)).data;
}
export async function makeVehiclePrimary(vehicleId: number, clientId: number): Promise<void> {
  await http.put(`/vehicles/${vehicleId}/client/${clientId}/primary`);
}
export async function detachVehicle(vehicleId: number, clientId: number): Promise<void> {
  await http.delete('/vehicles/relations', { data: { vehicleId, clientId } });
}
export async function attachVehicle(vehicleId: number, clientId: number, primary = false): Promise<void> {
  await http.post('/vehicles/relations', { vehicleId, clientId, primary });
}
export async function findVehicles(number: string): Promise<VehicleFound[]> {
  return (await http.post<VehicleFound[]>('/vehicles/find', { number })).data;
}
export async function fetchVehicleOwners(
  vehicleId: number,
  filters: { showDeletedClients: boolean; showDeletedRelations: boolean },
): Promise<VehicleOwner[]> {
  return (await http.get<VehicleOwner[]>(`/vehicles/${vehicleId}/clients`, { params: filters })).data;
}

export async function fetchClientInsurances(
  clientId: number,
  activityStatus: PolicyActivityStatus = 'all',
): Promise<ClientVehicleInsurances[]> {
  return (await http.get<ClientVehicleInsurances[]>(`/clients/insurances/${clientId}`, { params: { activityStatus } }))
    .data;
}
export async function fetchInsuranceCompanies(): Promise<InsuranceCompany[]> {
  return (await http.get<InsuranceCompany[]>('/catalog/insurance_companies')).data;
}

const blank = (value: string) => (value.trim() === '' ? undefined : value);

/** The form's values and flagged rows as the API's body. */
export function vehicleSaveBody({
  clientId,
  vehicle,
  insurances,
}: Pick<VehicleSaveRequest, 'clientId' | 'vehicle' | 'insurances'>): VehicleSave {
  const v: VehicleValues = vehicle;
  return {
    clientId: clientId ?? undefined,
    makeId: v.makeId ?? 0,
    modelId: v.modelId ?? 0,
    generationId: v.generationId ?? undefined,
    modificationId: v.modificationId ?? undefined,
    number: v.number,
    foreign: v.foreign,
    vin: blank(v.vin),
    stsNumber: blank(v.stsNumber),
    ptsNumber: blank(v.ptsNumber),
    yearOfIssue: blank(v.yearOfIssue),
    insurances: insurances.map((row: LocalPolicy) => ({
      id: row.id,
      insuranceTypeRefValueId: row.insuranceTypeRefValueId,
      insuranceCompanyId: row.insuranceCompanyId,
      insuranceNumber: row.insuranceNumber ?? undefined,
      startDate: row.startDate,
      expirationDate: row.expirationDate,
      created: Boolean(row.created),
      updated: Boolean(row.updated),
      deleted: Boolean(row.deleted),
    })),
  };
}

/** The vehicle form's chart with its server calls: POST for a new vehicle, PUT for a known one. */
export const vehicleFormLogic = vehicleFormMachine.provide({
  actors: {
    loadVehicle: fromPromise(({ input }) => fetchVehicle(input.vehicleId, input.clientId)),
    saveVehicle: fromPromise(({ input }) => {
      const body = vehicleSaveBody(input);
      if (input.vehicleId !== null) return updateVehicle(input.vehicleId, body);
      if (input.clientId === null) return Promise.reject(new Error('Не выбран клиент для нового автомобиля'));
      return createVehicle(input.clientId, body);
    }),
  },
});
