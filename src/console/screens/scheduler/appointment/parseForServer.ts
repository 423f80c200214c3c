import type { z } from 'zod';

/**
 * The body parsed with the contract's schema, as the server will parse it; a refusal is thrown in the shape of the
 * server's 400 (message and per-field details), so the forms show it as they show the server's.
 */
export function parseForServer<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const details: Record<string, string> = {};
  for (const issue of parsed.error.issues) details[String(issue.path[0] ?? '')] ??= issue.message;
  throw {
    message: parsed.error.issues[0]?.message ?? 'Ошибка валидации',
    errorCode: 'VALIDATION_ERROR',
    status: 400,
    details,
  };
}
