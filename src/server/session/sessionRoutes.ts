import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES } from '../../shared/errorCodes';
import { isAllowed } from '../../shared/permissions';
import { loginSchema } from '../../shared/schemas/auth';
import { idParam } from '../../shared/schemas/fields/resourceFields';
import { permissionSchema, profileSchema } from '../../shared/schemas/users';
import { dummyPasswordHash, verifyPassword } from '../auth/password';
import { isInScope } from '../auth/tenantScope';
import { AppError, accessDenied, MESSAGES, notFound } from '../errors';
import { errorResponses } from '../plugins/errorResponses';
import { operationKeysOfProject } from '../roles/permissionsRepository';
import { findUserByEmail, findUserById, getProfile, normalizeEmail } from '../users/usersRepository';
import { reserveLoginAttempt, settleLoginSuccess } from './loginAttemptsRepository';

const tooManyAttempts = (until: Date) => {
  const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new AppError(
    429,
    ERROR_CODES.tooManyRequests,
    `Слишком много попыток входа. Повторите через ${minutes} мин.`,
    undefined,
    {
      'retry-after': String(seconds),
    },
  );
};

/** Login, the caller's profile and the caller's permissions. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/users/auth',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Вход: токен в заголовке x-authorization, профиль в теле',
        consumes: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'],
        body: loginSchema,
        response: { 200: profileSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const username = normalizeEmail(request.body.username);
      const ip = request.ip;
      // Counted as a failure from here on, until the password proves it is not one.
      const attempt = await reserveLoginAttempt(app.db, username, ip);
      if (attempt.blockedUntil) throw tooManyAttempts(attempt.blockedUntil);

      const user = await findUserByEmail(app.db, username);
      // Unknown logins and invited users (no password yet) cost a hash check too: timing tells nothing.
      const passwordOk = await verifyPassword(request.body.password, user?.passwordHash ?? (await dummyPasswordHash()));
      if (!user?.passwordHash || !passwordOk)
        throw new AppError(401, ERROR_CODES.badCredentials, MESSAGES.badCredentials);
      if (user.status !== 'active') throw new AppError(403, ERROR_CODES.userBlocked, MESSAGES.userBlocked);
      await settleLoginSuccess(app.db, attempt.id);
      const profile = await getProfile(app.db, user.id);
      if (!profile) throw notFound('Пользователь не найден');
      const token = await app.tokens.issue({ userId: user.id, tokenVersion: user.tokenVersion });
      reply.header('x-authorization', `Bearer ${token}`);
      return profile;
    },
  );

  app.get(
    '/v1/users/profile',
    {
      config: { tokenOnly: true },
      schema: {
        tags: ['auth'],
        summary: 'Профиль текущего пользователя',
        response: { 200: profileSchema, ...errorResponses },
      },
    },
    async (request) => {
      const profile = await getProfile(app.db, request.authUser!.id);
      if (!profile) throw notFound('Пользователь не найден');
      return profile;
    },
  );

  app.get(
    '/v1/users/:customerId/operations',
    {
      // Reading one's own permissions needs only the token; another user's needs 'permissions' (checked below).
      config: { tokenOnly: true },
      schema: {
        tags: ['auth'],
        summary: 'Права пользователя (объединённые по ИЛИ из ролей, пользователя и партнёра)',
        params: z.object({ customerId: idParam('Некорректный идентификатор пользователя') }),
        querystring: z.object({ projectId: idParam('Некорректный проект').optional() }),
        response: { 200: z.array(permissionSchema), ...errorResponses },
      },
    },
    async (request) => {
      const caller = request.authUser!;
      const { customerId } = request.params;
      if (customerId !== caller.id) {
        const mine = await app.permissionCache.get(caller.id);
        if (!isAllowed(mine, 'permissions', ['available'])) throw accessDenied();
        const user = await findUserById(app.db, customerId);
        if (!user || !isInScope(user.partnerId)) throw notFound('Пользователь не найден');
      }
      const granted = await app.permissionCache.get(customerId);
      const { projectId } = request.query;
      if (projectId === undefined) return granted;
      const keys = await operationKeysOfProject(app.db, projectId);
      return granted.filter((p) => keys.has(p.operationKey));
    },
  );
};
