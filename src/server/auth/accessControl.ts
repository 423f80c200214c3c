import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isAllowed } from '../../shared/permissions';
import type { Permission } from '../../shared/schemas/users';
import { accessDenied, invalidToken, unauthorized } from '../errors';
import type { AuthUser } from '../fastifyTypes';
import { isCurrentPartnerToken } from '../users/partnerTokensRepository';
import { accessRules, isApiPath } from './routeAccess';
import { runInTenant } from './tenantScope';

/** The token of the Authorization header: 'Bearer <jwt>' or the bare jwt, as the console sends it. */
function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization?.trim();
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token || null;
}

/**
 * Who is calling, whose rows they reach and what they may do: 401 without a token; 430 when the token is bad or
 * expired, the user is gone or no longer active, or the token predates the user's token_version (password reset).
 */
export async function authenticateRequest(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ user: AuthUser; permissions: Permission[] }> {
  const token = tokenOf(request);
  if (!token) throw unauthorized();
  const claims = await app.tokens.verify(token);
  if (!claims) throw invalidToken();
  const { user, scope, permissions } = await app.permissionCache.access(claims.userId);
  if (user?.status !== 'active' || user.tokenVersion !== claims.tokenVersion) throw invalidToken();
  // A partner API token works only while it is the user's current one (issuing another revokes it).
  if (claims.tokenId && !(await isCurrentPartnerToken(app.db, user.id, claims.tokenId))) throw invalidToken();
  request.authUser = { id: user.id, email: user.email, status: user.status, partnerId: user.partnerId };
  request.tenantScope = scope;
  return { user: request.authUser, permissions };
}

/**
 * Every API route declares its access in its config (public, tokenOnly, operation + flag, or anyOf); a route
 * that forgets fails at start-up instead of being open. Checked in onRequest, before the body is even parsed.
 */
export const accessControl = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('authUser', null);
    app.decorateRequest('tenantScope', null);

    // The handler runs inside the caller's tenant scope (auth/tenantScope.ts). preHandler is the last hook before
    // the handler, called after the body is parsed, so the scope holds for everything the handler awaits.
    app.addHook('preHandler', (request, _reply, done) => {
      const user = request.authUser;
      if (!user) return done();
      runInTenant({ userId: user.id, scope: request.tenantScope }, done);
    });

    app.addHook('onRoute', (route) => {
      const config = route.config ?? {};
      if (isApiPath(route.url) && !config.public && !config.tokenOnly && !accessRules(config)) {
        throw new Error(
          `${route.method} ${route.url} declares no access: set config.public, tokenOnly, operation or anyOf`,
        );
      }
    });

    app.addHook('onRequest', async (request) => {
      // Unknown paths are answered by the not-found handler, which authenticates API paths itself.
      if (request.is404) return;
      const { url, config } = request.routeOptions;
      if (!url || !isApiPath(url) || config.public) return;
      const { permissions } = await authenticateRequest(app, request);
      const rules = accessRules(config);
      if (config.platformOnly && request.tenantScope !== null) throw accessDenied();
      if (!rules) return;
      if (!rules.some((rule) => isAllowed(permissions, rule.operation, [rule.flag ?? 'available'])))
        throw accessDenied();
    });
  },
  { name: 'accessControl' },
);
