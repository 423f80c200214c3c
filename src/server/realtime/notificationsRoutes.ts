import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_NOTIFICATION_PERIOD } from '../../shared/constants';
import { userHistoryItemSchema } from '../../shared/schemas/users';
import { errorResponses } from '../plugins/errorResponses';
import { notificationsSince } from './notificationsRepository';

const sinceMessage = 'Некорректное начало периода';

/** The dashboard's push history panel. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/notifications/users/history',
    {
      config: { operation: 'show.notifications' },
      schema: {
        tags: ['notifications'],
        summary: 'История отправленных уведомлений, новые сверху',
        querystring: z.object({
          since: z.coerce.number({ error: sinceMessage }).int(sinceMessage).min(0, sinceMessage).optional(),
        }),
        response: { 200: z.array(userHistoryItemSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { since } = request.query;
      const from =
        since === undefined ? new Date(Date.now() - DEFAULT_NOTIFICATION_PERIOD * 86_400_000) : new Date(since * 1000);
      return notificationsSince(app.db, from);
    },
  );
};
