import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

// The validator of every route's params, query and body: the route's zod schema, after one rule no schema states
// because it holds for every text the API takes: no NUL character. PostgreSQL cannot store one in a text value
// (it fails the query), so a '%00' in a path or a "\u0000" in a body would otherwise reach the database and fail
// there with a 500 instead of a 400.

export const NUL_CHARACTER_MESSAGE = 'Недопустимый символ в значении';

/** How deep into a body the check looks; deeper junk is the schema's to refuse. */
const MAX_DEPTH = 64;

/** The path of the first text (or key) holding a NUL character, or null. */
function nulPath(value: unknown, path: string[], depth: number): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  // An uploaded file (a Buffer among the multipart fields) is bytes, not text: walking it as an object listed every
  // byte, and a 10 MB upload held the server for seconds.
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = nulPath(value[i], [...path, String(i)], depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return path;
    const found = nulPath(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

export const requestValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route) as (data: unknown) => {
    error?: FastifySchemaValidationError[];
    value?: unknown;
  };
  return (data: unknown) => {
    const path = nulPath(data, [], 0);
    if (path) {
      const issue: FastifySchemaValidationError = {
        keyword: 'custom',
        instancePath: `/${path.join('/')}`,
        schemaPath: '#',
        message: NUL_CHARACTER_MESSAGE,
        params: {},
      };
      return { error: [issue] };
    }
    return validate(data);
  };
};
