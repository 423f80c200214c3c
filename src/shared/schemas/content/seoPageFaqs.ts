import { z } from 'zod';
import { RICH_TEXT_MAX_LENGTH } from '../../richText';
import { requiredText } from '../fields/formFields';
import { entityIdSchema, idField, idParam, int32Field, unixSecondsSchema } from '../fields/resourceFields';

// The FAQ of an SEO page (/users/seo_page_faqs): questions with rich-text answers, shown by sort then id.

export const SEO_FAQ_MESSAGES = {
  notFound: 'Вопрос FAQ не найден',
  questionRequired: 'Укажите вопрос',
  answerRequired: 'Укажите ответ',
} as const;

export const seoPageFaqSchema = z.object({
  id: entityIdSchema,
  seoPageId: entityIdSchema,
  sort: z.number().int(),
  question: z.string(),
  /** Sanitised HTML. */
  answer: z.string(),
  createdAt: unixSecondsSchema,
});
export type SeoPageFaq = z.infer<typeof seoPageFaqSchema>;

/** POST /users/seo_page_faqs and PUT /users/seo_page_faqs/{id}. */
export const seoPageFaqBodySchema = z.object({
  seoPageId: idField('Укажите страницу'),
  sort: int32Field('Порядок: целое число').default(0),
  question: requiredText(SEO_FAQ_MESSAGES.questionRequired).pipe(
    z.string().max(1000, 'Вопрос: не длиннее 1000 символов'),
  ),
  answer: requiredText(SEO_FAQ_MESSAGES.answerRequired).pipe(
    z.string().max(RICH_TEXT_MAX_LENGTH, 'Ответ слишком длинный'),
  ),
});
export type SeoPageFaqBody = z.output<typeof seoPageFaqBodySchema>;
export type SeoPageFaqBodyInput = z.input<typeof seoPageFaqBodySchema>;

export const seoPageFaqsQuerySchema = z.object({ seoPageId: idParam('Укажите страницу') });
export const seoPageFaqIdParamsSchema = z.object({ id: idParam('Некорректный идентификатор') });
