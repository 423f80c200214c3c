import type { SeoPageFaq, SeoPageFaqBody } from '../../../shared/schemas/content/seoPageFaqs';
import type { SeoPage, SeoPageBody, SeoPageNode, SeoPageUpdate } from '../../../shared/schemas/content/seoPages';
import { http } from '../httpClient';

// The SEO tree screen: /users/seo_pages (tree, create, update or re-parent, delete, reindex) and the page's FAQ
// (/users/seo_page_faqs).

export async function fetchSeoTree(serviceId: number): Promise<SeoPageNode[]> {
  return (await http.get<SeoPageNode[]>('/users/seo_pages/tree/', { params: { serviceId } })).data;
}

export async function createSeoPage(body: SeoPageBody): Promise<SeoPage> {
  return (await http.post<SeoPage>('/users/seo_pages', body)).data;
}

/** Also re-parents the page when `parentId` differs. */
export async function updateSeoPage(body: SeoPageUpdate): Promise<SeoPage> {
  return (await http.put<SeoPage>('/users/seo_pages', body)).data;
}

export async function deleteSeoPage(id: number): Promise<SeoPage> {
  return (await http.delete<SeoPage>(`/users/seo_pages/${id}`)).data;
}

export async function reindexSeoPage(seoPageId: number): Promise<SeoPage> {
  return (await http.post<SeoPage>('/users/seo_pages/reindex', { seoPageId })).data;
}

export async function fetchSeoPageFaqs(seoPageId: number): Promise<SeoPageFaq[]> {
  return (await http.get<SeoPageFaq[]>('/users/seo_page_faqs', { params: { seoPageId } })).data;
}

export async function createSeoPageFaq(body: SeoPageFaqBody): Promise<SeoPageFaq> {
  return (await http.post<SeoPageFaq>('/users/seo_page_faqs', body)).data;
}

export async function updateSeoPageFaq(id: number, body: SeoPageFaqBody): Promise<SeoPageFaq> {
  return (await http.put<SeoPageFaq>(`/users/seo_page_faqs/${id}`, body)).data;
}

export async function deleteSeoPageFaq(id: number): Promise<SeoPageFaq> {
  return (await http.delete<SeoPageFaq>(`/users/seo_page_faqs/${id}`)).data;
}
