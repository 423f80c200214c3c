import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registeredUserSchema, usersFindSchema } from '../../shared/schemas/users';
import { errorResponses } from '../plugins/errorResponses';
import { findUsers, USER_SORT_FIELDS } from './usersRepository';

// The shared find body accepts any sortField; this list says which ones users can be sorted by.
const usersFindBodySchema = usersFindSchema.extend({
  sortField: z
    .enum(USER_SORT_FIELDS, { error: 'Сортировка возможна по полям createdAt, lastName, email, fullName' })
    .optional(),
});

export const usersFindResponseSchema = z.object({ users: z.array(registeredUserSchema), total: z.number() });

/** The users list: the dashboard's 'last registered' widget and the users screen. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/users/find',
    {
      config: { anyOf: [{ operation: 'users' }, { operation: 'show.last.event' }] },
      schema: {
        tags: ['users'],
        summary: 'Поиск пользователей (страница и общее число)',
        body: usersFindBodySchema,
        response: { 200: usersFindResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { offset, size, sortField, sortOrder, search, partnerId, status } = request.body;
      return findUsers(app.db, {
        offset,
        size,
        sortField: sortField ?? 'createdAt',
        sortOrder: sortOrder ?? 'DESC',
        search: search || undefined,
        partnerId,
        status,
      });
    },
  );
};
