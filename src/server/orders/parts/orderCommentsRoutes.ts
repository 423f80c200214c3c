import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WIDGET_KEYS } from '../../../shared/operationKeys';
import { isAllowed } from '../../../shared/permissions';
import {
  divisionSchema,
  orderCommentCreateSchema,
  orderCommentSchema,
  orderPartsQuerySchema,
  partIdParamsSchema,
} from '../../../shared/schemas/orders/orderParts';
import { errorResponses } from '../../plugins/errorResponses';
import { createOrderComment, deleteOrderComment, listDivisions, listOrderComments } from './orderCommentsRepository';

// An order's comments: GET /order_comments?orderId, POST /order_comments, DELETE /order_comments/{id}; and
// GET /divisions, the comment form's division choice.

const KEY = WIDGET_KEYS.orderComments;
const tags = ['order comments'];
const one = { 200: orderCommentSchema, ...errorResponses };

export const orderCommentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/order_comments',
    {
      config: { operation: KEY },
      schema: {
        tags,
        summary: 'Комментарии заявки, новые первыми (удалённые — с showDeleted=true)',
        querystring: orderPartsQuerySchema,
        response: { 200: z.array(orderCommentSchema), ...errorResponses },
      },
    },
    async (request) => listOrderComments(app.db, request.query.orderId, request.query.showDeleted),
  );

  app.post(
    '/v1/order_comments',
    {
      config: { operation: KEY, flag: 'permissionInsert' },
      schema: {
        tags,
        summary: 'Добавить комментарий (можно и к заблокированной или архивной заявке)',
        body: orderCommentCreateSchema,
        response: one,
      },
    },
    async (request) => createOrderComment(app.db, request.body, request.authUser?.id ?? null),
  );

  app.delete(
    '/v1/order_comments/:id',
    {
      // The author removes his own comment with 'available'; anyone else's needs permissionDelete (checked inside).
      config: { operation: KEY },
      schema: {
        tags,
        summary: 'Удалить комментарий (мягко): автор или право на удаление',
        params: partIdParamsSchema,
        response: one,
      },
    },
    async (request) => {
      const userId = request.authUser?.id ?? null;
      const granted = userId === null ? [] : await app.permissionCache.get(userId);
      return deleteOrderComment(app.db, request.params.id, {
        id: userId,
        mayDeleteAny: isAllowed(granted, KEY, ['permissionDelete']),
      });
    },
  );

  app.get(
    '/v1/divisions',
    {
      config: { operation: KEY },
      schema: {
        tags,
        summary: 'Подразделения (действующие)',
        response: { 200: z.array(divisionSchema), ...errorResponses },
      },
    },
    async () => listDivisions(app.db),
  );
};
