import { z } from 'zod';
import { RICH_TEXT_MAX_LENGTH } from '../../richText';
import { optionalField, requiredText } from '../fields/formFields';
import { findRequestSchema } from '../fields/paging';
import { entityIdSchema, idField, idParam, int32Field, unixSecondsSchema } from '../fields/resourceFields';

// SEO pages (/users/seo_pages): a tree of landing pages per service. A page's `path` is its parent's path plus
// '/' and its own slug, unique within the service; the server keeps it when a page is re-parented or reindexed.

export const SEO_PAGE_MESSAGES = {
  notFound: 'SEO-страница не найдена',
  parentNotFound: 'Родительская страница не найдена',
  serviceNotFound: 'Сервис не найден',
  pathTaken: 'Страница с таким адресом уже есть',
  hasChildren: 'Нельзя удалить страницу, у которой есть дочерние страницы: сначала удалите или перенесите их',
  cycle: 'Страницу нельзя перенести в саму себя или в её дочернюю страницу',
  otherService: 'Родительская страница должна быть того же сервиса',
  serviceFixed: 'Сервис страницы изменить нельзя',
  slugRequired: 'Укажите адрес страницы',
  slugFormat: 'Адрес страницы: строчные латинские буквы, цифры и дефис (не в начале и не в конце)',
} as const;

/** A URL segment: 'zimnie-shiny'. */
export const SEO_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const optionalLine = (max: number, message: string) =>
  optionalField(z.string({ error: 'Ожидается текст' }).trim().max(max, message));

export const seoPageSchema = z.object({
  id: entityIdSchema,
  serviceId: entityIdSchema,
  parentId: entityIdSchema.nullable(),
  title: z.string(),
  slug: z.string(),
  path: z.string(),
  h1: z.string().nullable(),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  /** Sanitised HTML. */
  content: z.string(),
  sort: z.number().int(),
  indexedAt: unixSecondsSchema.nullable(),
  createdAt: unixSecondsSchema,
  updatedAt: unixSecondsSchema,
});
export type SeoPage = z.infer<typeof seoPageSchema>;

/** GET /users/seo_pages/tree/: a page with its children, each level by sort then id. */
export type SeoPageNode = SeoPage & { children: SeoPageNode[] };
export const seoPageNodeSchema: z.ZodType<SeoPageNode> = seoPageSchema.extend({
  get children() {
    return z.array(seoPageNodeSchema);
  },
});

/** POST /users/seo_pages. No parent: a root page of the service. */
export const seoPageBodySchema = z.object({
  serviceId: idField('Укажите сервис'),
  parentId: idField('Некорректная родительская страница').nullable().default(null),
  title: requiredText('Укажите заголовок страницы').pipe(z.string().max(255, 'Заголовок: не длиннее 255 символов')),
  slug: requiredText(SEO_PAGE_MESSAGES.slugRequired).pipe(
    z
      .string()
      .max(100, 'Адрес страницы: не длиннее 100 символов')
      .regex(SEO_SLUG_PATTERN, SEO_PAGE_MESSAGES.slugFormat),
  ),
  h1: optionalLine(255, 'H1: не длиннее 255 символов'),
  metaTitle: optionalLine(255, 'Meta title: не длиннее 255 символов'),
  metaDescription: optionalLine(1000, 'Meta description: не длиннее 1000 символов'),
  content: z
    .string({ error: 'Ожидается текст' })
    .max(RICH_TEXT_MAX_LENGTH, 'Текст страницы слишком длинный')
    .default(''),
  sort: int32Field('Порядок: целое число').default(0),
});
export type SeoPageBody = z.output<typeof seoPageBodySchema>;
export type SeoPageBodyInput = z.input<typeof seoPageBodySchema>;

/** PUT /users/seo_pages: the page's id travels in the body. A changed parentId re-parents the page. */
export const seoPageUpdateSchema = seoPageBodySchema.extend({ id: idField('Некорректный идентификатор') });
export type SeoPageUpdate = z.output<typeof seoPageUpdateSchema>;

/** GET /users/seo_pages: the children of `parentId`, or the roots (of the service) when it is absent. */
export const seoPagesQuerySchema = z.object({
  serviceId: idParam('Некорректный сервис').optional(),
  parentId: idParam('Некорректная родительская страница').optional(),
});
export type SeoPagesQuery = z.output<typeof seoPagesQuerySchema>;

/** GET /users/seo_pages/tree/. */
export const seoTreeQuerySchema = z.object({ serviceId: idParam('Некорректный сервис').optional() });

export const SEO_PAGE_SORT_FIELDS = ['path', 'title', 'sort', 'id', 'updatedAt'] as const;

/** POST /users/seo_pages/find. */
export const seoPagesFindSchema = findRequestSchema.extend({
  sortField: z.enum(SEO_PAGE_SORT_FIELDS, { error: `Сортировка: ${SEO_PAGE_SORT_FIELDS.join(', ')}` }).optional(),
  serviceId: idField('Некорректный сервис').optional(),
  search: optionalField(z.string({ error: 'Ожидается текст' }).trim().max(255, 'Поиск: не длиннее 255 символов')),
});
export type SeoPagesFind = z.output<typeof seoPagesFindSchema>;
export const seoPagesPageSchema = z.object({ items: z.array(seoPageSchema), total: z.number().int() });
export type SeoPagesPage = z.infer<typeof seoPagesPageSchema>;

/** POST /users/seo_pages/reindex. */
export const seoReindexSchema = z.object({ seoPageId: idField('Укажите страницу') });

export const seoPageIdParamsSchema = z.object({ id: idParam('Некорректный идентификатор') });
