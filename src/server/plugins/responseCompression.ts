import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';

/** Smaller answers gain less than compressing them costs. */
const THRESHOLD = 1024;
const COMPRESSIBLE = /^(application\/json|text\/)/;
// Brotli at quality 4, not its default 11: about gzip's cost per answer, for smaller output.
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const encoders = {
  br: (body: Buffer | string) => brotliCompressSync(body, BROTLI),
  gzip: (body: Buffer | string) => gzipSync(body),
};
// Clients send a handful of distinct Accept-Encoding headers: each is negotiated once.
const negotiator = new Negotiator<keyof typeof encoders>({ supportedValues: ['br', 'gzip'], cache: new Map() });

/** An answer that holds a list (an array, or an object with one at its top): what grows past a few kilobytes. */
export function holdsList(schema: unknown): boolean {
  const unwrap = (s: unknown): unknown =>
    s instanceof z.ZodOptional || s instanceof z.ZodNullable || s instanceof z.ZodDefault ? unwrap(s.unwrap()) : s;
  const answer = unwrap(schema);
  if (answer instanceof z.ZodArray) return true;
  return (
    answer instanceof z.ZodObject && Object.values(answer.shape).some((field) => unwrap(field) instanceof z.ZodArray)
  );
}

const compressAnswer: onSendHookHandler = (request, reply, payload, done) => {
  const accepted = request.headers['accept-encoding'];
  if (
    !accepted ||
    (typeof payload !== 'string' && !Buffer.isBuffer(payload)) ||
    Buffer.byteLength(payload) < THRESHOLD ||
    reply.hasHeader('content-encoding') ||
    !COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))
  ) {
    done(null, payload);
    return;
  }
  const encoding = negotiator.negotiate(accepted);
  if (!encoding) {
    done(null, payload);
    return;
  }
  const body = encoders[encoding](payload);
  const vary = reply.getHeader('vary'); // CORS's Origin stays
  reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  reply.header('content-encoding', encoding);
  reply.header('content-length', body.length);
  done(null, body);
};

/**
 * The answers that hold lists, from 1 KB up, compressed for clients that accept it: a phone on a slow network waits
 * for every byte, and JSON shrinks to a fifth or less (the signed-in user's operations, read before the console's
 * first screen, are 15 KB; a page of a list tens of KB). Whole answers only: streams (files, exports) and answers
 * that already have an encoding (the console's files, compressed at build time) go out as they are. Requests are
 * not inflated: the console never compresses what it sends.
 *
 * Only the routes whose answers hold a list get the hook: a step after every route cost the API's short reads a few
 * per cent (GET /v1/clients/{id} against a bare route, `npm run bench`), and a card or a status is small anyway.
 * For that reason too it is not @fastify/compress, which adds two hooks to every route.
 */
export const responseCompression = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    if (!holdsList((route.schema?.response as Record<number, unknown> | undefined)?.[200])) return;
    route.onSend = [...(route.onSend ? [route.onSend].flat() : []), compressAnswer];
  });
});
