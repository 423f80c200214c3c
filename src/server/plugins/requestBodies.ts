import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** How request bodies are read: JSON (an empty one is no body), url-encoded forms and multipart uploads. */
export const requestBodies = fp(
  async (app: FastifyInstance, { bodyLimit }: { bodyLimit: number }) => {
    // A JSON content type with no body (a DELETE from a generic client) is no body, not a parse error: the route
    // then answers as it would without one (401 before anything else, the schema's message after).
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (body === '') return done(null, undefined);
      return parseJson(request, String(body), done);
    });
    await app.register(formbody, { bodyLimit: 64 * 1024 });
    await app.register(multipart, {
      // Form fields become a plain object the zod body schemas read, as JSON bodies do.
      attachFieldsToBody: 'keyValues',
      limits: {
        fieldNameSize: 100,
        fieldSize: 64 * 1024,
        fields: 50,
        files: 1,
        fileSize: bodyLimit,
        parts: 60,
        headerPairs: 100,
      },
    });
  },
  { name: 'request-bodies' },
);
