import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WIDGET_KEYS } from '../../shared/operationKeys';
import {
  clientIdParamsSchema,
  clientNotificationHistoryItemSchema,
  clientNotificationHistoryQuerySchema,
  clientNotificationSettingsSchema,
} from '../../shared/schemas/clients/clientExtras';
import { notificationSettingsSchema } from '../../shared/schemas/clients/notificationSettings';
import { errorResponses } from '../plugins/errorResponses';
import { CLIENT_CARD_KEY } from './clientBonusesRoutes';
import { requireClient } from './clientCrmRepository';
import {
  clientNotificationHistoryList,
  getNotificationSettings,
  saveNotificationSettings,
} from './clientNotificationsRepository';

// The pushes a client got (GET /v1/notifications/clients/history) and the client's notification settings, changed
// only with a reason.

/** /{clientId} of the settings routes. */
const settingsParams = z.object({ clientId: clientIdParamsSchema.shape.id });

export const clientNotificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/notifications/clients/history',
    {
      // The client card's tab, and the dashboard's push panel whose section lists this call.
      config: { anyOf: [{ operation: CLIENT_CARD_KEY }, { operation: WIDGET_KEYS.notifications }] },
      schema: {
        tags: ['notifications'],
        summary: 'Уведомления клиента и/или заявки, новые сверху',
        querystring: clientNotificationHistoryQuerySchema,
        response: { 200: z.array(clientNotificationHistoryItemSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { clientId, orderId } = request.query;
      if (clientId !== undefined) await requireClient(app.db, clientId);
      return clientNotificationHistoryList(app.db, { clientId, orderId });
    },
  );

  app.get(
    '/v1/clients/notifications_control/:clientId',
    {
      config: { operation: CLIENT_CARD_KEY },
      schema: {
        tags: ['clients'],
        summary: 'Текущие настройки уведомлений клиента',
        params: settingsParams,
        response: { 200: clientNotificationSettingsSchema, ...errorResponses },
      },
    },
    async (request) => getNotificationSettings(app.db, request.params.clientId),
  );

  app.put(
    '/v1/clients/notifications_control/:clientId',
    {
      config: { operation: WIDGET_KEYS.client, flag: 'permissionUpdate' },
      schema: {
        tags: ['clients'],
        summary: 'Изменить настройки уведомлений клиента (с причиной; изменение записывается в журнал)',
        params: settingsParams,
        body: notificationSettingsSchema,
        response: { 200: clientNotificationSettingsSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { clientId: _fromBody, reason, ...flags } = request.body;
      return saveNotificationSettings(app.db, request.params.clientId, flags, reason, request.authUser?.id ?? null);
    },
  );
};
