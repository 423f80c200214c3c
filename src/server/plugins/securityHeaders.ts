import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** https://{s}.tile.example.org/{z}/{x}/{y}.png -> https://*.tile.example.org (placeholders in the host become *). */
function tileOrigin(template: string): string {
  const match = /^(https?:\/\/)([^/]+)/.exec(template);
  return match ? match[1] + match[2].replace(/\{[^}]*\}/g, '*') : "'none'";
}

/**
 * The headers helmet sets for these options, worked out once. They are the same for every answer, and
 * @fastify/helmet ran helmet's middleware again in two hooks of every request, a measurable share of a short read.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let done = false;
  helmet(options)({} as never, response as never, () => {
    done = true;
  });
  // helmet's middleware is synchronous; should a later version not be, failing at start beats sending no headers.
  if (!done) throw new Error('helmet did not set its headers synchronously');
  return headers;
}

/** The content security policy and CORS of every answer. */
export const securityHeaders = fp(
  async (app: FastifyInstance, { mapTileUrl }: { mapTileUrl: string | null }) => {
    const headers = helmetHeaders({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Emotion (Chakra) injects <style> elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          // The tow-driver map's tile server, when one is configured.
          imgSrc: ["'self'", 'data:', 'blob:', ...(mapTileUrl ? [tileOrigin(mapTileUrl)] : [])],
          fontSrc: ["'self'", 'data:'],
          // The push websocket (socket.io) and the API on the same host.
          connectSrc: ["'self'", 'ws:', 'wss:'],
          workerSrc: ["'self'", 'blob:'],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          // Helmet's default would make browsers fetch assets over https from a plain-http LAN install and fail.
          upgradeInsecureRequests: null,
        },
      },
    });
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    await app.register(cors, {
      // Tokens travel in a header, not in cookies: any origin may call, none gets ambient credentials.
      origin: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      exposedHeaders: ['x-authorization', 'x-request-id', 'retry-after'],
      maxAge: 600,
    });
  },
  { name: 'security-headers' },
);
