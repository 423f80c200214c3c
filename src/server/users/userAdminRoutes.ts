import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES } from '../../shared/errorCodes';
import {
  checkEmailResultSchema,
  checkEmailSchema,
  EMAIL_TAKEN,
  partnerTokenSchema,
  userCardSchema,
  userCreateSchema,
  userIdParamsSchema,
  userShortSchema,
  usersOfPartnerQuerySchema,
  userUpdateSchema,
} from '../../shared/schemas/userAdmin';
import { recordAudit } from '../audit/auditJournal';
import { AppError } from '../errors';
import { errorResponses } from '../plugins/errorResponses';
import { sendInvitation } from '../session/invitation';
import { PARTNER_TOKEN_TTL_SECONDS, rotatePartnerTokenId } from './partnerTokensRepository';
import {
  createUser,
  isEmailFree,
  listUsersShort,
  requireUserInScope,
  updateUser,
  userCard,
} from './userAdminRepository';
import { normalizeEmail } from './usersRepository';

// Users administration: the card, the short list, create (with the invitation), edit (block and unblock), the
// e-mail check of the create form, and the partner API token. Partner staff work inside their partner only.

const KEY = 'users';
const tags = ['users'];
const SELF_BLOCK = 'Нельзя заблокировать самого себя';

export const userAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/users',
    {
      config: { operation: KEY },
      schema: {
        tags,
        summary: 'Пользователи партнёра (краткая форма, по ФИО)',
        querystring: usersOfPartnerQuerySchema,
        response: { 200: z.array(userShortSchema), ...errorResponses },
      },
    },
    async (request) => listUsersShort(app.db, request.query.partnerId),
  );

  app.get(
    '/v1/users/:id',
    {
      config: { operation: KEY },
      schema: {
        tags,
        summary: 'Карточка пользователя: роли, офисы, партнёр, статус',
        params: userIdParamsSchema,
        response: { 200: userCardSchema, ...errorResponses },
      },
    },
    async (request) => userCard(app.db, request.params.id),
  );

  app.post(
    '/v1/users',
    {
      config: { operation: KEY, flag: 'permissionInsert' },
      schema: {
        tags,
        summary: 'Новый пользователь: приглашение со ссылкой уходит на e-mail',
        body: userCreateSchema,
        response: { 200: userCardSchema, ...errorResponses },
      },
    },
    async (request) => {
      const actorUserId = request.authUser!.id;
      const user = await app.db.transaction((tx) => createUser(tx, request.body, actorUserId));
      // After the commit: the letter refers to a user that exists. A failed send leaves him invited; reinvite helps.
      await sendInvitation(app, request, user);
      return userCard(app.db, user.id);
    },
  );

  app.put(
    '/v1/users/:id',
    {
      config: { operation: KEY, flag: 'permissionUpdate' },
      schema: {
        tags,
        summary: 'Изменить пользователя: ФИО, телефон, партнёр, офис, блокировка',
        params: userIdParamsSchema,
        body: userUpdateSchema,
        response: { 200: userCardSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const actorUserId = request.authUser!.id;
      if (id === actorUserId && request.body.status === 'blocked') {
        throw new AppError(400, ERROR_CODES.validation, SELF_BLOCK, { status: SELF_BLOCK });
      }
      const result = await app.db.transaction((tx) => updateUser(tx, id, request.body, actorUserId));
      if (result.accessChanged) app.permissionCache.invalidate(id);
      return userCard(app.db, id);
    },
  );

  app.post(
    '/v1/users/check_email',
    {
      config: {
        anyOf: [
          { operation: KEY, flag: 'permissionInsert' },
          { operation: KEY, flag: 'permissionUpdate' },
        ],
      },
      schema: {
        tags,
        summary: 'Свободен ли e-mail для нового пользователя',
        body: checkEmailSchema,
        response: { 200: checkEmailResultSchema, ...errorResponses },
      },
    },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      // Whether an address is taken is told whatever partner holds it: it cannot be used for a new user either way.
      const free = await isEmailFree(app.db, email);
      return { email, free, message: free ? null : EMAIL_TAKEN };
    },
  );

  app.get(
    '/v1/users/partner/token/:id',
    {
      config: { operation: KEY, flag: 'permissionUpdate' },
      schema: {
        tags,
        summary: 'Новый токен API партнёра для пользователя (прежний перестаёт действовать)',
        params: userIdParamsSchema,
        response: { 200: partnerTokenSchema, ...errorResponses },
      },
    },
    async (request) => {
      const actorUserId = request.authUser!.id;
      const { user, tokenId, issuedAt } = await app.db.transaction(async (tx) => {
        const user = await requireUserInScope(tx, request.params.id);
        if (user.status !== 'active') {
          const message = 'Токен выдаётся только активному пользователю';
          throw new AppError(409, ERROR_CODES.ineligibleState, message);
        }
        const issued = await rotatePartnerTokenId(tx, user.id, actorUserId);
        await recordAudit(tx, {
          actorUserId,
          entity: 'user',
          entityId: user.id,
          action: 'issue_partner_token',
          partnerId: user.partnerId,
          after: { issuedAt: issued.issuedAt },
        });
        return { user, ...issued };
      });
      const token = await app.tokens.issue(
        { userId: user.id, tokenVersion: user.tokenVersion, tokenId },
        PARTNER_TOKEN_TTL_SECONDS,
      );
      return { token, issuedAt: Math.floor(issuedAt.getTime() / 1000) };
    },
  );
};
