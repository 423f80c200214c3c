import type { FastifyPluginAsync } from 'fastify';

/** The OpenAPI document @fastify/swagger builds from the routes' zod schemas. */
export const openapiRoutes: FastifyPluginAsync = async (app) => {
  app.get('/v1/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
};
