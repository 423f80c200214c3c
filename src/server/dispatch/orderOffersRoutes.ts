import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WIDGET_KEYS } from '../../shared/operationKeys';
import {
  offerIdParamsSchema,
  offerRejectSchema,
  offersQuerySchema,
  orderOfferSchema,
} from '../../shared/schemas/orderOffers';
import { partnerScopeOf } from '../auth/partnerScope';
import { errorResponses } from '../plugins/errorResponses';
import { announceNewOffers } from '../realtime/offerPushes';
import { expireDueOffers } from './offerExpiry';
import { orderOffers } from './offersSchema';
import { answerOffer } from './orderDispatchRepository';
import { listOffers, offerListWhere } from './orderOffersRepository';

// Evacuation offers: GET /order_offers; POST /order_offers/{id}/accept and /reject. A partner's
// staff see and answer their partner's offers; platform staff see and answer any. Offers whose time is up expire
// before they are shown or answered, so nobody answers an offer that has already moved on.

const KEY = WIDGET_KEYS.orderOffers;
const tags = ['order offers'];
const one = { 200: orderOfferSchema, ...errorResponses };

export const orderOffersRoutes: FastifyPluginAsyncZod = async (app) => {
  const clock = () => ({ now: new Date(), responseSeconds: app.serverConfig.offerResponseSeconds });

  app.get(
    '/v1/order_offers',
    {
      config: { operation: KEY },
      schema: {
        tags,
        summary: 'Предложения партнёру: ожидающие ответа (по умолчанию), новые сверху; по заявке — все её предложения',
        querystring: offersQuerySchema,
        response: { 200: z.array(orderOfferSchema), ...errorResponses },
      },
    },
    async (request) => {
      const scope = await partnerScopeOf(app.db, request.authUser);
      const now = clock();
      // An expired offer moves on to the next partner: that partner is told.
      if (
        await expireDueOffers(app.db, offerListWhere({ orderId: request.query.orderId, status: 'pending' }, scope), now)
      )
        announceNewOffers(app, now.now);
      return listOffers(app.db, request.query, scope);
    },
  );

  const answer = (event: 'offer.accept' | 'offer.reject', summary: string) =>
    app.post(
      `/v1/order_offers/:id/${event === 'offer.accept' ? 'accept' : 'reject'}`,
      {
        config: { operation: KEY, flag: 'permissionUpdate' },
        schema: { tags, summary, params: offerIdParamsSchema, body: offerRejectSchema.nullish(), response: one },
      },
      async (request) => {
        const { id } = request.params;
        const now = clock();
        if (await expireDueOffers(app.db, eq(orderOffers.id, id), now)) announceNewOffers(app, now.now);
        const user = { id: request.authUser!.id, partnerScope: await partnerScopeOf(app.db, request.authUser) };
        const answered = await answerOffer(app.db, id, event, user, request.body?.comment || null, now);
        // A rejection asks the next partner by priority.
        if (event === 'offer.reject') announceNewOffers(app, now.now, user.id);
        return answered;
      },
    );
  answer('offer.accept', 'Принять предложение: заявка переходит партнёру');
  answer(
    'offer.reject',
    'Отклонить предложение (с комментарием): предложение уходит следующему партнёру по приоритету',
  );
};
