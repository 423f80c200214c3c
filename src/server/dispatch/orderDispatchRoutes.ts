import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WIDGET_KEYS } from '../../shared/operationKeys';
import { dispatchParamsSchema, dispatchSchema } from '../../shared/schemas/orderOffers';
import { errorResponses } from '../plugins/errorResponses';
import { announceNewOffers } from '../realtime/offerPushes';
import { expireDueOffers } from './offerExpiry';
import { orderOffers } from './offersSchema';
import { type DispatchEventType, readDispatch, runDispatchAction } from './orderDispatchRepository';

// POST /order_evacuation/{orderId}, /restart, /operator; ours besides: GET /order_evacuation/{orderId} (the dispatch
// the order card shows). Each answers the dispatch with the actions the chart (machines/dispatch/orderOfferMachine)
// allows from its state; a partner's offer whose time is up expires first.

const KEY = WIDGET_KEYS.orderDispatch;
const tags = ['order evacuation dispatch'];
const one = { 200: dispatchSchema, ...errorResponses };

const ACTIONS: { path: string; event: DispatchEventType; summary: string }[] = [
  {
    path: '/v1/order_evacuation/:orderId',
    event: 'offer.start',
    summary: 'Запустить поиск партнёра: предложение первому партнёру по приоритету',
  },
  {
    path: '/v1/order_evacuation/:orderId/restart',
    event: 'offer.restart',
    summary: 'Перезапустить поиск партнёра с первого по приоритету',
  },
  {
    path: '/v1/order_evacuation/:orderId/operator',
    event: 'offer.operator',
    summary: 'Передать заявку на ручную обработку оператором',
  },
];

export const orderDispatchRoutes: FastifyPluginAsyncZod = async (app) => {
  const clock = () => ({ now: new Date(), responseSeconds: app.serverConfig.offerResponseSeconds });
  /** How many offers of the order expired (each moved on to the next partner, made at now.now). */
  const expireOrderOffers = (orderId: number, now = clock()) =>
    expireDueOffers(app.db, eq(orderOffers.orderId, orderId), now);

  app.get(
    '/v1/order_evacuation/:orderId',
    {
      config: { operation: KEY },
      schema: {
        tags,
        summary: 'Поиск партнёра по заявке: состояние, партнёры, предложения, доступные действия',
        params: dispatchParamsSchema,
        response: one,
      },
    },
    async (request) => {
      const now = clock();
      if (await expireOrderOffers(request.params.orderId, now)) announceNewOffers(app, now.now);
      return readDispatch(app.db, request.params.orderId);
    },
  );

  for (const { path, event, summary } of ACTIONS) {
    app.post(
      path,
      {
        config: { operation: KEY, flag: 'permissionUpdate' },
        schema: { tags, summary, params: dispatchParamsSchema, response: one },
      },
      async (request) => {
        // One clock for the expiry and the move: the offers either made are told once, after both.
        const now = clock();
        // An expiry asked the next partner; a start or a restart asks the first one (a refused move asks nobody).
        let asked = (await expireOrderOffers(request.params.orderId, now)) > 0;
        try {
          const dispatch = await runDispatchAction(app.db, request.params.orderId, event, request.authUser!.id, now);
          asked ||= event !== 'offer.operator';
          return dispatch;
        } finally {
          if (asked) announceNewOffers(app, now.now, request.authUser!.id);
        }
      },
    );
  }
};
