import type { CarmenMake, CarmenUser } from '../../shared/schemas/carmen';
import type { RegisteredUser } from '../../shared/schemas/users';
import { http } from './httpClient';
import { findUsers } from './usersApi';

// The Carmen mapping calls, and the two lists its selects offer: our makes and our users.

export async function fetchCarmenMakes(): Promise<CarmenMake[]> {
  return (await http.get<CarmenMake[]>('/vehicle_make_carmen')).data;
}
/** Maps a Carmen make to one of ours (null clears it); answers the row as saved. */
export async function updateCarmenMake(id: number, vehicleMakeId: number | null): Promise<CarmenMake> {
  return (await http.put<CarmenMake>(`/vehicle_make_carmen/${id}`, { vehicleMakeId })).data;
}

export async function fetchCarmenUsers(): Promise<CarmenUser[]> {
  return (await http.get<CarmenUser[]>('/carmen/users')).data;
}
/** Maps a Carmen employee to a user (null clears it); answers the row as saved. */
export async function updateCarmenUser(id: number, userId: number | null): Promise<CarmenUser> {
  return (await http.put<CarmenUser>(`/carmen/users/${id}`, { userId })).data;
}

/** A make of our catalogue as the make select needs it. */
export interface MakeOption {
  id: number;
  title: string;
}

/** GET /v1/catalog/vehicle/makes: the live makes of our catalogue. */
export async function fetchVehicleMakeOptions(): Promise<MakeOption[]> {
  const rows = (await http.get<MakeOption[]>('/catalog/vehicle/makes')).data;
  return Array.isArray(rows) ? rows.map(({ id, title }) => ({ id, title })) : [];
}

/** Our users for the employee select: POST /v1/users/find, the first 500 by last name. */
export async function fetchUserOptions(): Promise<RegisteredUser[]> {
  return (await findUsers({ offset: 0, size: 500, sortField: 'lastName', sortOrder: 'ASC' })).users;
}
