import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isDirectionless, responseSerializerCompiler } from '../../../src/server/plugins/responseSerializer';
import { clientSchema } from '../../../src/shared/schemas/clients/clientEntity';

const compile = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/v1/x', httpStatus: '200' }) as (data: unknown) => string;

describe('response serializer', () => {
  it('takes parse only for schemas whose parse and encode cannot differ', () => {
    const plain = z.object({
      id: z.number().int(),
      name: z.string().nullable(),
      tags: z.array(z.union([z.literal('a'), z.enum(['b', 'c'])])),
      extra: z.record(z.string(), z.boolean()).optional(),
      pair: z.tuple([z.string(), z.number()]),
    });
    expect(isDirectionless(plain)).toBe(true);
    expect(isDirectionless(clientSchema)).toBe(true);

    expect(isDirectionless(z.object({ n: z.string().transform(Number) }))).toBe(false);
    expect(isDirectionless(z.array(z.object({ at: z.iso.datetime().pipe(z.coerce.date()) })))).toBe(false);
    expect(isDirectionless(z.object({ n: z.number().default(0) }))).toBe(false);
    expect(
      isDirectionless(
        z.object({
          d: z.codec(z.iso.datetime(), z.date(), { decode: (s) => new Date(s), encode: (d) => d.toISOString() }),
        }),
      ),
    ).toBe(false);
    expect(isDirectionless(z.lazy(() => z.string()))).toBe(false);
  });

  it('writes only the fields the schema names, and refuses a wrong shape', () => {
    const serialize = compile(z.object({ id: z.number(), name: z.string().nullable() }));
    expect(JSON.parse(serialize({ id: 1, name: null, passwordHash: 'x' }))).toEqual({ id: 1, name: null });
    let thrown: unknown;
    try {
      serialize({ id: '1', name: null });
    } catch (error) {
      thrown = error;
    }
    expect(isResponseSerializationError(thrown)).toBe(true);
  });

  it('still encodes a schema with a codec', () => {
    const serialize = compile(
      z.object({
        at: z.codec(z.iso.datetime(), z.date(), {
          decode: (s) => new Date(s),
          encode: (d) => d.toISOString(),
        }),
      }),
    );
    expect(JSON.parse(serialize({ at: new Date('2026-11-29T10:00:00.000Z') }))).toEqual({
      at: '2026-11-29T10:00:00.000Z',
    });
  });
});
