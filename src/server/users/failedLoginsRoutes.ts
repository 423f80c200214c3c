import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failedLoginSchema, failedLoginsClearedSchema, userIdParamsSchema } from '../../shared/schemas/userAdmin';
import { recordAudit } from '../audit/auditJournal';
import { errorResponses } from '../plugins/errorResponses';
import { clearFailedLogins, listFailedLogins } from '../session/loginAttemptsRepository';
import { requireUserInScope } from './userAdminRepository';

// The user card's failed logins: recent failures of the user's e-mail (any address), and an administrator's
// clearing of them, which lifts the login slow-down for that e-mail at once.

const KEY = 'users';
const tags = ['users'];

export const failedLoginsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/users/:id/failed_logins',
    {
      config: { operation: KEY },
      schema: {
        tags,
        summary: 'Неудачные попытки входа пользователя, новые первыми',
        params: userIdParamsSchema,
        response: { 200: z.array(failedLoginSchema), ...errorResponses },
      },
    },
    async (request) => {
      const user = await requireUserInScope(app.db, request.params.id);
      return listFailedLogins(app.db, user.email);
    },
  );

  app.delete(
    '/v1/users/:id/failed_logins',
    {
      config: { operation: KEY, flag: 'permissionUpdate' },
      schema: {
        tags,
        summary: 'Сбросить неудачные попытки входа пользователя',
        params: userIdParamsSchema,
        response: { 200: failedLoginsClearedSchema, ...errorResponses },
      },
    },
    async (request) =>
      app.db.transaction(async (tx) => {
        const user = await requireUserInScope(tx, request.params.id);
        const deleted = await clearFailedLogins(tx, user.email);
        await recordAudit(tx, {
          actorUserId: request.authUser!.id,
          entity: 'user',
          entityId: user.id,
          action: 'clear_failed_logins',
          partnerId: user.partnerId,
          after: { deleted },
        });
        return { deleted };
      }),
  );
};
