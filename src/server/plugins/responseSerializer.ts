import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { safeParse } from 'zod';
import type { $ZodType } from 'zod/v4/core';

// Every answer is checked against its route's response schema before it is written: a field the schema does not
// name is dropped, a wrong shape fails loudly. fastify-type-provider-zod checks with zod's `encode`, which zod runs
// without its compiled fast path: three to four times the time of `parse` for the 27-field client card, more for a
// list of a hundred rows. For a schema with no transforms, defaults or codecs anywhere in it the two give the same
// answer, so such schemas are checked with `parse`; any other keeps `encode`.

/** Kinds that hold other schemas, and where. */
const CHILDREN: Record<string, (def: Record<string, unknown>) => unknown[]> = {
  object: (def) => [...Object.values(def.shape as object), def.catchall],
  array: (def) => [def.element],
  optional: (def) => [def.innerType],
  nullable: (def) => [def.innerType],
  nonoptional: (def) => [def.innerType],
  readonly: (def) => [def.innerType],
  union: (def) => def.options as unknown[],
  intersection: (def) => [def.left, def.right],
  record: (def) => [def.keyType, def.valueType],
  tuple: (def) => [...(def.items as unknown[]), def.rest],
};

/** Kinds that check a value without changing it. */
const PLAIN = new Set([
  'string',
  'number',
  'int',
  'boolean',
  'bigint',
  'null',
  'undefined',
  'literal',
  'enum',
  'date',
  'any',
  'unknown',
  'never',
  'nan',
  'template_literal',
]);

/** True when `parse` and `encode` of `schema` cannot differ: nothing in it transforms, defaults or is lazy. */
export function isDirectionless(schema: $ZodType, seen = new Set<$ZodType>()): boolean {
  if (seen.has(schema)) return true;
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  if (PLAIN.has(def.type)) return true;
  const children = CHILDREN[def.type];
  if (!children) return false;
  return children(def).every((child) => child == null || isDirectionless(child as $ZodType, seen));
}

export const responseSerializerCompiler: FastifySerializerCompiler<$ZodType> = (route) => {
  const { schema, method, url } = route;
  if (!schema || !('_zod' in schema) || !isDirectionless(schema)) return serializerCompiler(route);
  return (data) => {
    const result = safeParse(schema, data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
