import { z } from 'zod';
import { optionalField, requiredText } from '../fields/formFields';
import { entityIdSchema, int32Field, unixSecondsSchema } from '../fields/resourceFields';
import { richTextField, siteUrlField } from './contentFields';

// Banners of the site (/banners): only activated ones are shown, by sort. Deleting one removes it for good.

export const BANNER_MESSAGES = {
  notFound: 'Баннер не найден',
  title: 'Укажите название',
  imageUrl: 'Укажите адрес изображения',
  sort: 'Порядок: целое число',
} as const;

export const bannerSchema = z.object({
  id: entityIdSchema,
  title: z.string(),
  imageUrl: z.string(),
  link: z.string().nullable(),
  /** Sanitised HTML shown over the image. */
  content: z.string(),
  sort: z.number().int(),
  activated: z.boolean(),
  createdAt: unixSecondsSchema,
  updatedAt: unixSecondsSchema,
});
export type Banner = z.infer<typeof bannerSchema>;

/** POST /banners and PUT /banners/{id}: the whole banner (activation has its own calls). */
export const bannerBodySchema = z.object({
  title: requiredText(BANNER_MESSAGES.title).pipe(z.string().max(255, 'Название: не длиннее 255 символов')),
  imageUrl: siteUrlField(BANNER_MESSAGES.imageUrl),
  link: optionalField(siteUrlField(BANNER_MESSAGES.imageUrl)),
  content: richTextField,
  sort: optionalField(int32Field(BANNER_MESSAGES.sort)),
});
export type BannerBody = z.output<typeof bannerBodySchema>;
export type BannerBodyInput = z.input<typeof bannerBodySchema>;
