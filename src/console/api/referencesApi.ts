import type {
  Ref,
  RefCreate,
  RefUpdate,
  RefValue,
  RefValueCreate,
  RefValueUpdate,
} from '../../shared/schemas/references';
import { http } from './httpClient';

// The reference books: /ref and /ref_value.

export async function fetchRefs(showDeleted = false): Promise<Ref[]> {
  return (await http.get<Ref[]>('/ref', { params: { showDeleted } })).data;
}
export async function createRef(body: RefCreate): Promise<Ref> {
  return (await http.post<Ref>('/ref', body)).data;
}
export async function updateRef(id: number, body: RefUpdate): Promise<Ref> {
  return (await http.put<Ref>(`/ref/${id}`, body)).data;
}
export async function deleteRef(id: number): Promise<void> {
  await http.delete(`/ref/${id}`);
}
export async function restoreRef(id: number): Promise<void> {
  await http.put(`/ref/restore/${id}`);
}

export async function fetchRefValues(refId: number, showDeleted = false): Promise<RefValue[]> {
  return (await http.get<RefValue[]>(`/ref_value/${refId}`, { params: { showDeleted } })).data;
}
export async function createRefValue(body: RefValueCreate): Promise<RefValue> {
  return (await http.post<RefValue>('/ref_value', body)).data;
}
export async function updateRefValue(id: number, body: RefValueUpdate): Promise<RefValue> {
  return (await http.put<RefValue>(`/ref_value/${id}`, body)).data;
}
export async function deleteRefValue(id: number): Promise<void> {
  await http.delete(`/ref_value/${id}`);
}
export async function restoreRefValue(id: number): Promise<void> {
  await http.put(`/ref_value/restore/${id}`);
}
