import { expect } from 'vitest';
import type { z } from 'zod';

/** A table row: a title, the input, the field path ('' for the root, 'tires.front.brandId', '1.barcode') and the
 *  expected first message there, or null when the whole input must pass. */
export type Row = [title: string, input: unknown, path: string, message: string | null];

/** Every message the schema gives at `path`, in order. */
export function messagesAt(schema: z.ZodType, input: unknown, path: string): string[] {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.filter((issue) => issue.path.join('.') === path).map((issue) => issue.message);
}

/** null: the input passes with no issue at all; a message: it is the first one at `path` (the one a form shows). */
export function expectIssue(schema: z.ZodType, input: unknown, path: string, message: string | null): void {
  const result = schema.safeParse(input);
  const issues = result.success ? [] : result.error.issues;
  if (message === null) {
    expect(issues).toEqual([]);
    return;
  }
  expect(messagesAt(schema, input, path)[0], JSON.stringify(issues)).toBe(message);
}
