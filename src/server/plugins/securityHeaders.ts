import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** https://{s}.tile.example.org/{z}/{x}/{y}.png -> https://*.tile.example.org (placeholders in the host become *). */
function tileOrigin(template: string): string {
  const match = /^(https?:\/\/)([^/]+)/.exec(template);
  return match ? match[1] + match[2].replace(/\{[^}]*\}/g, '*') : "'none'";
}

/** The content security policy and CORS of every answer. */
export const securityHeaders = fp(
  async (app: FastifyInstance, { mapTileUrl }: { mapTileUrl: string | null }) => {
    await app.register(helmet, {
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
