import type { SeoPage } from '../../../src/shared/schemas/content/seoPages';

/** An SEO page of the tyre service, with what a test does not care about filled in. */
export const seoPage = (id: number, parentId: number | null, patch: Partial<SeoPage> = {}): SeoPage => ({
  id,
  serviceId: 69,
  parentId,
  title: `Страница ${id}`,
  slug: `p${id}`,
  path: `/p${id}`,
  h1: null,
  metaTitle: null,
  metaDescription: null,
  content: '',
  sort: 0,
  indexedAt: null,
  createdAt: 1,
  updatedAt: 1,
  ...patch,
});
