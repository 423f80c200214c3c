import { z } from 'zod';
import { RICH_TEXT_MAX_LENGTH } from '../../richText';

// Fields the site's content (blog posts, reviews, banners) shares: rich text from the console's editor and the
// addresses of images and links.

export const RICH_TEXT_TOO_LONG = `Не более ${RICH_TEXT_MAX_LENGTH} символов разметки`;

/** Rich text (HTML) as the editor writes it; absent or null is ''. The server sanitises it before storing. */
export const richTextField = z
  .string({ error: 'Ожидается текст' })
  .max(RICH_TEXT_MAX_LENGTH, RICH_TEXT_TOO_LONG)
  .nullish()
  .transform((html) => html ?? '');

export const SITE_URL_MESSAGE = 'Адрес: https://… или путь на сайте, начинающийся с /';

/** An https URL with a host, or a path of the site ('/img/a.png'; never '//host', which would leave the site). */
export function isSiteUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

/** An image or link address: trimmed, at most 2 000 characters, https or a site path. */
export const siteUrlField = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(2000, 'Не более 2000 символов')
    .refine(isSiteUrl, SITE_URL_MESSAGE);
