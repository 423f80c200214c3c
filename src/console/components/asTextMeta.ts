import type { TextField } from './TextField';

/**
 * A field of an optional-text schema (optionalField: z.preprocess) as TextField's meta: conform types such a field's
 * value as unknown, though the form carries it as text like any other.
 */
export const asTextMeta = (meta: unknown) => meta as Parameters<typeof TextField>[0]['meta'];
