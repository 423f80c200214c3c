import type { Banner, BannerBody } from '../../../shared/schemas/content/banners';
import { http } from '../httpClient';

// The banners screen (/seo/banner): /banners — list by sort, add, change, delete for good, publish and withdraw.

export async function fetchBanners(): Promise<Banner[]> {
  return (await http.get<Banner[]>('/banners')).data;
}

export async function createBanner(body: BannerBody): Promise<Banner> {
  return (await http.post<Banner>('/banners', body)).data;
}

export async function updateBanner(id: number, body: BannerBody): Promise<Banner> {
  return (await http.put<Banner>(`/banners/${id}`, body)).data;
}

/** Removed for good: the screen asks first. */
export async function deleteBanner(id: number): Promise<Banner> {
  return (await http.delete<Banner>(`/banners/${id}`)).data;
}

/** 'Опубликовать' (true) or 'Снять с публикации' (false); asking twice changes nothing. */
export async function setBannerActivated(id: number, activated: boolean): Promise<Banner> {
  const url = `/banners/${id}/activated`;
  return (activated ? await http.put<Banner>(url) : await http.delete<Banner>(url)).data;
}
