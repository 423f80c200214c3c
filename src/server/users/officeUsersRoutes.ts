import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { officeUserCreateSchema, officeUserIdParamsSchema, officeUserSchema } from '../../shared/schemas/officeUsers';
import { userIdQuerySchema } from '../../shared/schemas/userFinance';
import { errorResponses } from '../plugins/errorResponses';
import { bindOffice, listOfficesOfUser, unbindOffice } from './officeUsersRepository';

// A user's offices: listed, bound (BINDING_ALREADY_EXISTS when bound already), unbound.

const KEY = 'users';
const tags = ['users'];

export const officeUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/office_user/by_user',
    {
      config: { operation: KEY },
      schema: {
        tags,
        summary: 'Офисы пользователя',
        querystring: userIdQuerySchema,
        response: { 200: z.array(officeUserSchema), ...errorResponses },
      },
    },
    async (request) => listOfficesOfUser(app.db, request.query.userId),
  );

  app.post(
    '/v1/office_user',
    {
      config: { operation: KEY, flag: 'permissionInsert' },
      schema: {
        tags,
        summary: 'Привязать пользователя к офису его партнёра',
        body: officeUserCreateSchema,
        response: { 200: officeUserSchema, ...errorResponses },
      },
    },
    async (request) => app.db.transaction((tx) => bindOffice(tx, request.body, request.authUser!.id)),
  );

  app.delete(
    '/v1/office_user/:id',
    {
      config: { operation: KEY, flag: 'permissionDelete' },
      schema: {
        tags,
        summary: 'Отвязать пользователя от офиса',
        params: officeUserIdParamsSchema,
        response: { 200: officeUserSchema, ...errorResponses },
      },
    },
    async (request) => app.db.transaction((tx) => unbindOffice(tx, request.params.id, request.authUser!.id)),
  );
};
