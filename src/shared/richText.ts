// The markup rich-text content may hold (what the console's editor produces): the server's sanitiser keeps these
// and nothing else before storing and before answering, and the console's sanitiser does the same before showing.

export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'hr',
] as const;

/** Attributes kept per tag; every other attribute (on*, style, class...) is dropped. */
export const RICH_TEXT_ATTRIBUTES: Record<string, string[]> = { a: ['href', 'target', 'rel'] };

/** URL schemes a link may use; javascript:, data: and the like are dropped. */
export const RICH_TEXT_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/** The longest rich text accepted, in characters of HTML. */
export const RICH_TEXT_MAX_LENGTH = 100_000;
