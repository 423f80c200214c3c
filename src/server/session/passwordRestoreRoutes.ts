import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { passwordResetSchema, restoreRequestSchema } from '../../shared/schemas/auth';
import { hashPassword } from '../auth/password';
import { notFound } from '../errors';
import { linkOrigin } from '../mail/linkOrigin';
import { errorResponses } from '../plugins/errorResponses';
import { findUserByEmail, setPassword } from '../users/usersRepository';
import { consumeAuthCode, createAuthCode, findValidAuthCode, RESTORE_TTL_SECONDS } from './authCodesRepository';
import { emailOnlySchema } from './registrationRoutes';

const LINK_GONE = 'Ссылка для смены пароля недействительна или устарела';

/** Password restore (/restorepwd and /restorepwd/reset/:code): request a mailed code, then set a new password. */
export const passwordRestoreRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/users/password/restore',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Запрос ссылки для смены пароля (ответ всегда пустой)',
        body: restoreRequestSchema,
        response: { 200: z.object({}), ...errorResponses },
      },
    },
    async (request) => {
      const user = await findUserByEmail(app.db, request.body.email);
      // The same answer whether or not the address is known: the form must not reveal who has an account.
      if (user?.status !== 'active') return {};
      const code = await createAuthCode(app.db, user.id, 'restore', RESTORE_TTL_SECONDS);
      const link = `${linkOrigin(request, app.serverConfig.publicUrl)}/restorepwd/reset/${code}`;
      await app.mailer.send({
        to: user.email,
        subject: 'Смена пароля в консоли Автосервиса',
        text: [
          'Здравствуйте!',
          '',
          'Для смены пароля перейдите по ссылке:',
          link,
          '',
          'Ссылка действует 1 час и срабатывает один раз. Если вы не запрашивали смену пароля, просто удалите это письмо.',
        ].join('\n'),
      });
      return {};
    },
  );

  app.put(
    '/v1/users/password/restore/confirm/:code',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Новый пароль по ссылке из письма; прежние сессии завершаются',
        params: z.object({ code: z.string().min(1).max(200) }),
        body: passwordResetSchema,
        response: { 200: emailOnlySchema, ...errorResponses },
      },
    },
    async (request) => {
      const found = await findValidAuthCode(app.db, request.params.code, 'restore');
      if (found?.user.status !== 'active') throw notFound(LINK_GONE);
      const passwordHash = await hashPassword(request.body.password);
      await app.db.transaction(async (tx) => {
        if (!(await consumeAuthCode(tx, found.codeId))) throw notFound(LINK_GONE);
        // token_version + 1: every token issued before stops working (430).
        await setPassword(tx, found.user.id, passwordHash, { revokeSessions: true });
      });
      // The cached session of every process still holds the old token_version.
      app.permissionCache.invalidate(found.user.id);
      return { email: found.user.email };
    },
  );
};
