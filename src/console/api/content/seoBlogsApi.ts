import type { SeoBlog, SeoBlogBody } from '../../../shared/schemas/content/seoBlogs';
import { http } from '../httpClient';

// The blog screen (/seo/blog): /users/seo_blogs — list of a service, add, change, delete (soft), restore.

/** Newest first; every service's posts when serviceId is undefined. */
export async function fetchSeoBlogs(serviceId: number | undefined, showDeleted: boolean): Promise<SeoBlog[]> {
  return (await http.get<SeoBlog[]>('/users/seo_blogs', { params: { serviceId, showDeleted } })).data;
}

export async function createSeoBlog(body: SeoBlogBody): Promise<SeoBlog> {
  return (await http.post<SeoBlog>('/users/seo_blogs', body)).data;
}

export async function updateSeoBlog(id: number, body: SeoBlogBody): Promise<SeoBlog> {
  return (await http.put<SeoBlog>(`/users/seo_blogs/${id}`, body)).data;
}

export async function deleteSeoBlog(id: number): Promise<SeoBlog> {
  return (await http.delete<SeoBlog>(`/users/seo_blogs/${id}`)).data;
}

export async function restoreSeoBlog(id: number): Promise<SeoBlog> {
  return (await http.post<SeoBlog>(`/users/seo_blogs/restore/${id}`)).data;
}
