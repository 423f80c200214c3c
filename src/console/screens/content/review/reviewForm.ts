import { z } from 'zod';
import { ruDateToUnix, unixToRuDate } from '../../../../shared/format';
import {
  REVIEW_MESSAGES,
  type Review,
  type ReviewBody,
  reviewBodySchema,
} from '../../../../shared/schemas/content/reviews';
import { optionalField, refId, withRules } from '../../../../shared/schemas/fields/formFields';

// The review dialog's form: the review's date typed as DD.MM.YYYY (Moscow), the rating chosen 1 to 5. The rules and
// messages are the shared reviewBodySchema's, run on the values converted as they will be sent.

const text = optionalField(z.string({ error: 'Ожидается текст' }));
const FIELDS = ['rating', 'authorName', 'text', 'reviewDate'] as const;

const reviewFormShape = z.object({
  serviceId: refId(REVIEW_MESSAGES.service),
  rating: refId(REVIEW_MESSAGES.rating),
  authorName: text,
  text,
  reviewDate: text,
});
type FormShape = z.output<typeof reviewFormShape>;

const toUnix = (value: unknown) =>
  typeof value === 'string' && value.trim() ? (ruDateToUnix(value) ?? value) : undefined;

const toInput = (value: Partial<FormShape>) => ({
  serviceId: value.serviceId,
  rating: value.rating,
  authorName: value.authorName ?? '',
  text: value.text ?? '',
  reviewDate: toUnix(value.reviewDate),
});

export const reviewFormSchema = withRules(reviewFormShape, (value, report) => {
  for (const issue of reviewBodySchema.safeParse(toInput(value)).error?.issues ?? []) {
    const field = FIELDS.find((f) => f === issue.path[0]);
    if (field) report(field, issue.message);
  }
});
export type ReviewFormValues = z.output<typeof reviewFormSchema>;

export const toReviewBody = (values: ReviewFormValues): ReviewBody => reviewBodySchema.parse(toInput(values));

/** A stored review as the form's text values. */
export const reviewFormValues = (review: Review) => ({
  serviceId: String(review.serviceId),
  rating: String(review.rating),
  authorName: review.authorName,
  text: review.text,
  reviewDate: unixToRuDate(review.reviewDate),
});
