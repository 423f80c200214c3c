import { createRequire } from 'node:module';
import type sanitizeModule from 'sanitize-html';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_SCHEMES, RICH_TEXT_TAGS } from '../../shared/richText';

type Sanitize = typeof sanitizeModule;

// sanitize-html and its parsers (htmlparser2, postcss) take a tenth of a second to load, and most starts of the server
// never store rich text: they are loaded on the first use (the package is CommonJS, so synchronously).
let loaded: { sanitize: Sanitize; options: sanitizeModule.IOptions } | undefined;
function sanitizer() {
  if (!loaded) {
    const sanitize = createRequire(import.meta.url)('sanitize-html') as Sanitize;
    const options: sanitizeModule.IOptions = {
      allowedTags: [...RICH_TEXT_TAGS],
      allowedAttributes: RICH_TEXT_ATTRIBUTES,
      allowedSchemes: [...RICH_TEXT_SCHEMES],
      allowProtocolRelative: false,
      // Script and style bodies go with their tags instead of being kept as text.
      disallowedTagsMode: 'discard',
      transformTags: {
        // A link never gets the page that opened it (window.opener) nor passes ranking to an outside site.
        a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
      },
    };
    loaded = { sanitize, options };
  }
  return loaded;
}

/**
 * Rich text as the site may show it: only the editor's tags and a link's href, no scripts, no event handlers, no
 * javascript: URLs. Applied before every store and again before every answer, so a row written some other way
 * (an import, an older version) is never served unsafe.
 */
export function sanitizeHtml(html: string): string {
  const { sanitize, options } = sanitizer();
  return sanitize(html, options).trim();
}
