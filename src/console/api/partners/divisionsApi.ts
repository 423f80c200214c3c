import type { DivisionCard, DivisionSave, DivisionsFind, DivisionsPage } from '../../../shared/schemas/divisions';
import { http } from '../httpClient';

// The /divisions screen (partners/divisionsRoutes.ts).

export async function findDivisions(body: Partial<DivisionsFind>): Promise<DivisionsPage> {
  return (await http.post<DivisionsPage>('/divisions/find', body)).data;
}
export async function createDivision(body: DivisionSave): Promise<DivisionCard> {
  return (await http.post<DivisionCard>('/divisions', body)).data;
}
export async function updateDivision(id: number, body: DivisionSave): Promise<DivisionCard> {
  return (await http.put<DivisionCard>(`/divisions/${id}`, body)).data;
}
export async function deleteDivision(id: number): Promise<void> {
  await http.delete(`/divisions/${id}`);
}
export async function restoreDivision(id: number): Promise<void> {
  await http.post(`/divisions/${id}/restore`);
}
