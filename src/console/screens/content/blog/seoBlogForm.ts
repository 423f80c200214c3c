import { z } from 'zod';
import { ruDateToUnix, unixToRuDate } from '../../../../shared/format';
import {
  SEO_BLOG_MESSAGES,
  type SeoBlog,
  type SeoBlogBody,
  seoBlogBodySchema,
} from '../../../../shared/schemas/content/seoBlogs';
import { optionalField, refId, withRules } from '../../../../shared/schemas/fields/formFields';

// The blog post dialog's form: the publication date typed as DD.MM.YYYY (Moscow; empty: a draft). The rules and
// messages are the shared seoBlogBodySchema's, run on the values converted as they will be sent.

const text = optionalField(z.string({ error: 'Ожидается текст' }));
const FIELDS = ['title', 'slug', 'annotation', 'content', 'publishedAt'] as const;

const seoBlogFormShape = z.object({
  serviceId: refId(SEO_BLOG_MESSAGES.service),
  title: text,
  slug: text,
  annotation: text,
  content: text,
  publishedAt: text,
});
type FormShape = z.output<typeof seoBlogFormShape>;

/** A typed date as unix seconds; a date that does not parse stays text, so the shared rule reports it. */
const toUnix = (value: unknown) =>
  typeof value === 'string' && value.trim() ? (ruDateToUnix(value) ?? value) : undefined;

const toInput = (value: Partial<FormShape>) => ({
  serviceId: value.serviceId,
  title: value.title ?? '',
  slug: value.slug ?? '',
  annotation: value.annotation,
  content: value.content ?? '',
  publishedAt: toUnix(value.publishedAt),
});

export const seoBlogFormSchema = withRules(seoBlogFormShape, (value, report) => {
  for (const issue of seoBlogBodySchema.safeParse(toInput(value)).error?.issues ?? []) {
    const field = FIELDS.find((f) => f === issue.path[0]);
    if (field) report(field, issue.message);
  }
});
export type SeoBlogFormValues = z.output<typeof seoBlogFormSchema>;

export const toSeoBlogBody = (values: SeoBlogFormValues): SeoBlogBody => seoBlogBodySchema.parse(toInput(values));

/** A stored post as the form's text values (the service as the select's text, so the form starts pristine). */
export const seoBlogFormValues = (blog: SeoBlog) => ({
  serviceId: String(blog.serviceId),
  title: blog.title,
  slug: blog.slug,
  annotation: blog.annotation ?? undefined,
  content: blog.content || undefined,
  publishedAt: blog.publishedAt === null ? undefined : unixToRuDate(blog.publishedAt),
});
