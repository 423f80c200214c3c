import { z } from 'zod';
import { RICH_TEXT_MAX_LENGTH } from '../../richText';
import { unixDate } from '../fields/dates';
import { requiredText } from '../fields/formFields';
import { entityIdSchema, idField, idParam, showDeletedQuerySchema, unixSecondsSchema } from '../fields/resourceFields';
import { RICH_TEXT_TOO_LONG } from './contentFields';

// Clients' reviews of a service shown on the site (/reviews): soft deleted, newest review first.

export const REVIEW_MESSAGES = {
  notFound: 'Отзыв не найден',
  serviceNotFound: 'Сервис не найден',
  service: 'Укажите сервис',
  authorName: 'Укажите имя автора',
  rating: 'Оценка: целое число от 1 до 5',
  text: 'Укажите текст отзыва',
  reviewDate: 'Укажите дату отзыва',
} as const;

export const REVIEW_RATINGS = [1, 2, 3, 4, 5] as const;

export const reviewSchema = z.object({
  id: entityIdSchema,
  serviceId: entityIdSchema,
  serviceName: z.string(),
  authorName: z.string(),
  rating: z.number().int(),
  /** Sanitised HTML. */
  text: z.string(),
  /** When the client wrote it. */
  reviewDate: unixSecondsSchema,
  createdAt: unixSecondsSchema,
  deletedDate: unixSecondsSchema.nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

/** GET /reviews?serviceId&showDeleted: by reviewDate, newest first. */
export const reviewsQuerySchema = showDeletedQuerySchema.extend({
  serviceId: idParam('Некорректный сервис').optional(),
});
export type ReviewsQuery = z.output<typeof reviewsQuerySchema>;

/** POST /reviews and PUT /reviews/{id}: the whole review. */
export const reviewBodySchema = z.object({
  serviceId: idField(REVIEW_MESSAGES.service),
  authorName: requiredText(REVIEW_MESSAGES.authorName).pipe(z.string().max(255, 'Имя автора: не длиннее 255 символов')),
  rating: z
    .number({ error: REVIEW_MESSAGES.rating })
    .int(REVIEW_MESSAGES.rating)
    .min(1, REVIEW_MESSAGES.rating)
    .max(5, REVIEW_MESSAGES.rating),
  /** Rich text; nothing left after sanitising is refused like an empty one. */
  text: requiredText(REVIEW_MESSAGES.text).pipe(z.string().max(RICH_TEXT_MAX_LENGTH, RICH_TEXT_TOO_LONG)),
  reviewDate: unixDate(REVIEW_MESSAGES.reviewDate),
});
export type ReviewBody = z.output<typeof reviewBodySchema>;
export type ReviewBodyInput = z.input<typeof reviewBodySchema>;
