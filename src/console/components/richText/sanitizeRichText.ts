import DOMPurify from 'dompurify';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from '../../../shared/richText';

const ALLOWED_ATTR = [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())];
// http(s), mailto and tel links, or a site path; the list is src/shared/richText.ts's RICH_TEXT_SCHEMES.
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto|tel):|\/(?!\/))/i;

/**
 * Rich text from the server made safe to put into the page: the same tags and attributes the server keeps, so a
 * row that reached the database some other way still cannot run a script in a staff member's browser.
 */
export function sanitizeRichText(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS],
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP,
  });
}
