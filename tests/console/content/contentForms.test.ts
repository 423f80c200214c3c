import { describe, expect, it } from 'vitest';
import {
  seoBlogFormSchema,
  seoBlogFormValues,
  toSeoBlogBody,
} from '../../../src/console/screens/content/blog/seoBlogForm';
import { reviewFormSchema, toReviewBody } from '../../../src/console/screens/content/review/reviewForm';
import { ruDateToUnix } from '../../../src/shared/format';
import { bannerBodySchema } from '../../../src/shared/schemas/content/banners';

// The content dialogs' forms: typed dates become unix seconds, an empty publication date is a draft, and the
// shared schemas' Russian messages reach the fields.

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('content forms', () => {
  it('a blog post: the date as unix seconds, empty as a draft, a bad slug and date refused', () => {
    const values = { serviceId: 69, title: 'Пост', slug: 'post-1', publishedAt: '01.12.2026', content: '<p>x</p>' };
    const parsed = seoBlogFormSchema.parse(values);
    expect(toSeoBlogBody(parsed)).toMatchObject({ publishedAt: ruDateToUnix('01.12.2026'), content: '<p>x</p>' });
    expect(toSeoBlogBody(seoBlogFormSchema.parse({ ...values, publishedAt: undefined })).publishedAt).toBeUndefined();
    expect(messages(seoBlogFormSchema.safeParse({ ...values, slug: 'Пост', publishedAt: '31.02.2026' }))).toEqual({
      slug: 'Адрес записи: строчные латинские буквы, цифры и дефис (не в начале и не в конце)',
      publishedAt: 'Ошибка ввода даты',
    });
    const stored = { ...values, id: 1, serviceName: 'Шиномонтаж', annotation: null, publishedAt: null };
    expect(
      seoBlogFormValues({ ...stored, createdByUserId: null, createdAt: 0, updatedAt: 0, deletedDate: null }),
    ).toMatchObject({
      serviceId: '69',
      publishedAt: undefined,
    });
  });

  it('a review: the rating 1 to 5 and a required text and date', () => {
    const values = { serviceId: 69, rating: 4, authorName: 'Ирина', text: '<p>Хорошо</p>', reviewDate: '24.11.2026' };
    expect(toReviewBody(reviewFormSchema.parse(values))).toMatchObject({
      rating: 4,
      reviewDate: ruDateToUnix('24.11.2026'),
    });
    expect(
      messages(reviewFormSchema.safeParse({ ...values, rating: 6, text: undefined, reviewDate: undefined })),
    ).toEqual({
      rating: 'Оценка: целое число от 1 до 5',
      text: 'Укажите текст отзыва',
      reviewDate: 'Укажите дату отзыва',
    });
  });

  it('a banner: image and link are https or a site path', () => {
    expect(bannerBodySchema.parse({ title: 'Б', imageUrl: ' /img/a.png ', content: null })).toMatchObject({
      imageUrl: '/img/a.png',
      content: '',
    });
    expect(messages(bannerBodySchema.safeParse({ title: 'Б', imageUrl: 'http://x.ru/a.png', link: '//x.ru' }))).toEqual(
      {
        imageUrl: 'Адрес: https://… или путь на сайте, начинающийся с /',
        link: 'Адрес: https://… или путь на сайте, начинающийся с /',
      },
    );
  });
});
