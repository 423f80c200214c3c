import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { authenticateRequest } from '../auth/accessControl';
import { isApiPath } from '../auth/routeAccess';
import { routeNotFound } from '../errors';

/** dist/console/assets/<name>-<hash>.js (or its .br/.gz): content-addressed, so cacheable for a year. */
const HASHED_ASSET = /[\\/]assets[\\/][^\\/]+-[A-Za-z0-9_-]{8}\.js(\.br|\.gz)?$/;

/** A console route (/client/42/) rather than a missing asset (/assets/app.js): its last segment has no dot. */
const looksLikeRoute = (path: string) => !/\.[a-z0-9]+$/i.test(path.split('/').pop() ?? '');

/**
 * The page a console route opens: the login page the build prerendered (a phone paints its form before any script
 * runs, src/console/main.ts), or index.html, whose script draws the rest. Null when the console is not built.
 */
function consolePage(staticDir: string, path: string): string | null {
  if (/^\/login\/?$/.test(path) && existsSync(join(staticDir, 'login.html'))) return 'login.html';
  return existsSync(join(staticDir, 'index.html')) ? 'index.html' : null;
}

/**
 * Serves the built console from staticDir and answers every unknown path: an API path gets 404 ROUTE_NOT_FOUND
 * (401/430 first without a valid token, so the API's shape is not revealed to strangers); a console route gets
 * its page (the SPA router takes it from there).
 */
export const consoleStatic = fp(
  async (app: FastifyInstance, options: { staticDir: string }) => {
    const { staticDir } = options;
    const served = existsSync(staticDir);
    if (served) {
      await app.register(fastifyStatic, {
        root: staticDir,
        wildcard: true,
        index: ['index.html'],
        // The build writes .br and .gz beside each script and page (src/tools/build/precompress.mjs): a slow phone
        // gets a fifth of the bytes, and the server spends no CPU compressing on every request.
        preCompressed: true,
        setHeaders: (reply, path) => {
          // Hashed file names change with their content: a browser may keep them for good.
          if (HASHED_ASSET.test(path)) reply.header('cache-control', 'public, max-age=31536000, immutable');
        },
      });
    } else {
      app.log.warn({ staticDir }, 'console not built: only the API is served');
    }

    // Not async: returning the reply from an async handler makes Fastify await it as a thenable, which piles
    // 'close' listeners on the response when @fastify/static has already handled it once.
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0];
      if (isApiPath(path)) {
        return authenticateRequest(app, request).then(() => {
          throw routeNotFound();
        });
      }
      const isRead = request.method === 'GET' || request.method === 'HEAD';
      const page = consolePage(staticDir, path);
      if (served && isRead && looksLikeRoute(path) && page) {
        reply.header('cache-control', 'no-cache').sendFile(page);
        return;
      }
      throw routeNotFound();
    });
  },
  { name: 'consoleStatic' },
);
