import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES } from '../../shared/errorCodes';
import { registrationSchema, restoreRequestSchema } from '../../shared/schemas/auth';
import { recordAudit } from '../audit/auditJournal';
import { hashPassword } from '../auth/password';
import { isInScope } from '../auth/tenantScope';
import { AppError, notFound } from '../errors';
import { errorResponses } from '../plugins/errorResponses';
import { findUserByEmail, setPassword } from '../users/usersRepository';
import { consumeAuthCode, findValidAuthCode } from './authCodesRepository';
import { sendInvitation } from './invitation';

const INVITE_GONE = 'Приглашение не найдено или устарело';
const alreadyRegistered = () => new AppError(409, ERROR_CODES.userRegistered, 'Пользователь уже зарегистрирован');
const codeParams = z.object({ code: z.string().min(1).max(200) });

export const inviteInfoSchema = z.object({
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});
export const emailOnlySchema = z.object({ email: z.string() });

/** Invitation sign-up (/signup/:code) and re-sending an invitation. */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/users/invite/:code',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Данные приглашения',
        params: codeParams,
        response: { 200: inviteInfoSchema, ...errorResponses },
      },
    },
    async (request) => {
      const found = await findValidAuthCode(app.db, request.params.code, 'invite');
      if (!found) throw notFound(INVITE_GONE);
      if (found.user.status !== 'invited') throw alreadyRegistered();
      const { email, firstName, lastName } = found.user;
      return { email, firstName, lastName };
    },
  );

  app.post(
    '/v1/users/confirm/:code',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Завершение регистрации по приглашению',
        params: codeParams,
        body: registrationSchema,
        response: { 200: emailOnlySchema, ...errorResponses },
      },
    },
    async (request) => {
      const found = await findValidAuthCode(app.db, request.params.code, 'invite');
      if (!found) throw notFound(INVITE_GONE);
      if (found.user.status !== 'invited') throw alreadyRegistered();
      const passwordHash = await hashPassword(request.body.password);
      await app.db.transaction(async (tx) => {
        // The code is taken inside the transaction: of two simultaneous confirmations one wins, one gets 404.
        if (!(await consumeAuthCode(tx, found.codeId))) throw notFound(INVITE_GONE);
        await setPassword(tx, found.user.id, passwordHash, { activate: true });
      });
      app.permissionCache.invalidate(found.user.id);
      return { email: found.user.email };
    },
  );

  app.post(
    '/v1/users/reinvite',
    {
      config: { operation: 'users', flag: 'permissionUpdate' },
      schema: {
        tags: ['users'],
        summary: 'Повторное приглашение (новая ссылка на почту)',
        body: restoreRequestSchema,
        response: { 200: emailOnlySchema, ...errorResponses },
      },
    },
    async (request) => {
      const user = await findUserByEmail(app.db, request.body.email);
      // Another partner's user is, to a partner's staff, one that does not exist.
      if (!user || !isInScope(user.partnerId)) throw notFound('Пользователь не найден');
      if (user.status !== 'invited') throw alreadyRegistered();
      await sendInvitation(app, request, user);
      await recordAudit(app.db, {
        actorUserId: request.authUser!.id,
        entity: 'user',
        entityId: user.id,
        action: 'reinvite',
        partnerId: user.partnerId,
      });
      return { email: user.email };
    },
  );
};
