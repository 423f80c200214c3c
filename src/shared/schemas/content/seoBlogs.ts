import { z } from 'zod';
import { unixDate } from '../fields/dates';
import { optionalField, requiredText } from '../fields/formFields';
import { entityIdSchema, idField, idParam, showDeletedQuerySchema, unixSecondsSchema } from '../fields/resourceFields';
import { richTextField } from './contentFields';
import { SEO_SLUG_PATTERN } from './seoPages';

// Blog posts of a service (/users/seo_blogs): soft deleted; a slug is unique among the posts not deleted. A post
// without publishedAt is a draft.

export const SEO_BLOG_MESSAGES = {
  notFound: 'Запись блога не найдена',
  serviceNotFound: 'Сервис не найден',
  service: 'Укажите сервис',
  title: 'Укажите заголовок',
  slug: 'Укажите адрес записи',
  slugFormat: 'Адрес записи: строчные латинские буквы, цифры и дефис (не в начале и не в конце)',
  slugTaken: 'Запись блога с таким адресом уже есть',
  publishedAt: 'Ошибка ввода даты',
} as const;

export const seoBlogSchema = z.object({
  id: entityIdSchema,
  serviceId: entityIdSchema,
  serviceName: z.string(),
  title: z.string(),
  slug: z.string(),
  annotation: z.string().nullable(),
  /** Sanitised HTML. */
  content: z.string(),
  /** null: a draft. */
  publishedAt: unixSecondsSchema.nullable(),
  createdByUserId: entityIdSchema.nullable(),
  createdAt: unixSecondsSchema,
  updatedAt: unixSecondsSchema,
  deletedDate: unixSecondsSchema.nullable(),
});
export type SeoBlog = z.infer<typeof seoBlogSchema>;

/** GET /users/seo_blogs?serviceId&showDeleted: newest first; every service's posts without serviceId. */
export const seoBlogsQuerySchema = showDeletedQuerySchema.extend({
  serviceId: idParam('Некорректный сервис').optional(),
});
export type SeoBlogsQuery = z.output<typeof seoBlogsQuerySchema>;

/** POST /users/seo_blogs and PUT /users/seo_blogs/{id}: the whole post (a field left out is cleared). */
export const seoBlogBodySchema = z.object({
  serviceId: idField(SEO_BLOG_MESSAGES.service),
  title: requiredText(SEO_BLOG_MESSAGES.title).pipe(z.string().max(255, 'Заголовок: не длиннее 255 символов')),
  slug: requiredText(SEO_BLOG_MESSAGES.slug).pipe(
    z.string().max(100, 'Адрес записи: не длиннее 100 символов').regex(SEO_SLUG_PATTERN, SEO_BLOG_MESSAGES.slugFormat),
  ),
  annotation: optionalField(z.string({ error: 'Ожидается текст' }).trim().max(1000, 'Анонс: не длиннее 1000 символов')),
  content: richTextField,
  /** Unix seconds; absent or null: a draft. */
  publishedAt: optionalField(unixDate(SEO_BLOG_MESSAGES.publishedAt)),
});
export type SeoBlogBody = z.output<typeof seoBlogBodySchema>;
export type SeoBlogBodyInput = z.input<typeof seoBlogBodySchema>;
