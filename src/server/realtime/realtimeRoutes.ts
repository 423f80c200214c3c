import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SOCKET_PATH } from '../../shared/constants';
import { ERROR_CODES } from '../../shared/errorCodes';
import {
  deviceIdSchema,
  fcmRegistrationSchema,
  onlineUserSchema,
  wsntResponseSchema,
} from '../../shared/schemas/realtime';
import { AppError, accessDenied } from '../errors';
import { errorResponses } from '../plugins/errorResponses';
import { onlineUsers } from './presence';
import { savePushRegistration } from './pushRegistrationsRepository';

const BAD_SUBSCRIPTION = 'Некорректная подписка на push-уведомления';
const subscriptionShape = z.object({
  endpoint: z.url(),
  keys: z.object({ p256dh: z.string().min(1), auth: z.string().min(1) }),
});

/** Why the token is not a PushSubscription the server may deliver to, or null when it is. */
function subscriptionRefusal(token: string, allowHttp: boolean): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(token);
  } catch {
    return BAD_SUBSCRIPTION;
  }
  const subscription = subscriptionShape.safeParse(parsed);
  if (!subscription.success) return BAD_SUBSCRIPTION;
  const protocol = new URL(subscription.data.endpoint).protocol;
  if (protocol === 'https:' || (allowHttp && protocol === 'http:')) return null;
  return 'Адрес службы push-уведомлений должен начинаться с https://';
}

/** The calls around the push websocket, and /users/online (ours) for the online-users screen. */
export const realtimeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/notifications/wsnt',
    {
      config: { tokenOnly: true },
      schema: {
        tags: ['notifications'],
        summary: 'Параметры подключения к веб-сокету уведомлений и ключ Web Push',
        querystring: z.object({ deviceId: deviceIdSchema }),
        response: { 200: wsntResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      wsnt: {
        path: SOCKET_PATH,
        transports: ['websocket' as const],
        deviceId: request.query.deviceId,
        vapidPublicKey: app.webPush.publicKey,
      },
    }),
  );

  app.put(
    '/v1/notifications/fcm',
    {
      config: { tokenOnly: true },
      schema: {
        tags: ['notifications'],
        summary: 'Регистрация браузера для push-уведомлений (tokenTypeId 143: Web Push)',
        body: fcmRegistrationSchema,
        response: { 200: z.object({ id: z.number() }), ...errorResponses },
      },
    },
    async (request) => {
      // A browser registers for its own user only: another user's pushes must never be redirected to it.
      if (request.body.userId !== request.authUser!.id) throw accessDenied();
      const refused = subscriptionRefusal(request.body.token, app.serverConfig.pushAllowHttpEndpoints);
      if (refused) throw new AppError(400, ERROR_CODES.validation, refused, { token: refused });
      return savePushRegistration(app.db, request.body);
    },
  );

  app.get(
    '/v1/users/online',
    {
      config: { operation: 'users.online' },
      schema: {
        tags: ['users'],
        summary: 'Сотрудники онлайн: у кого открыт веб-сокет на любом из серверов',
        response: { 200: z.array(onlineUserSchema), ...errorResponses },
      },
    },
    async () => onlineUsers(app.db, app.io),
  );
};
