import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The API's answers compressed for clients that accept it, from 1 KB up: a phone on a slow network waits for every
 * byte, and JSON shrinks to a fifth or less (the signed-in user's operations, read before the console's first
 * screen, are 15 KB). Brotli at quality 4, not its default 11: about gzip's cost per answer for smaller output.
 * The console's files are compressed at build time and go out as they are (consoleStatic.ts), since an answer
 * that already has its Content-Encoding is left alone.
 */
export const responseCompression = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    // Requests are not inflated: the console never compresses what it sends, and a small compressed body can
    // unfold far past the body limit. No hook of it runs before a route then.
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
});
