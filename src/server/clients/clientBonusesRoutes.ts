import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WIDGET_KEYS } from '../../shared/operationKeys';
import { REF_VALUE_IDS } from '../../shared/referenceIds';
import {
  bonusHistoryRowSchema,
  bonusOperationRequestSchema,
  bonusOperationResultSchema,
  clientIdQuerySchema,
} from '../../shared/schemas/clients/clientExtras';
import { errorResponses } from '../plugins/errorResponses';
import { applyBonusOperation, bonusHistory } from './clientBonusesRepository';
import { requireClient } from './clientCrmRepository';

// The bonus history and the accrual / write-off of the client card's 'Бонусы' tab.

/** The client card's screen key: whoever opens the card reads its tabs. */
export const CLIENT_CARD_KEY = 'reference.person.card';

export const clientBonusesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/order_invoices/history_with_bonuses',
    {
      config: { operation: CLIENT_CARD_KEY },
      schema: {
        tags: ['clients'],
        summary: 'История бонусов клиента, новые сверху',
        querystring: clientIdQuerySchema,
        response: { 200: z.array(bonusHistoryRowSchema), ...errorResponses },
      },
    },
    async (request) => {
      await requireClient(app.db, request.query.clientId);
      return bonusHistory(app.db, request.query.clientId);
    },
  );

  app.post(
    '/v1/clients/bonus_operation',
    {
      // The bonus dialog has no key of its own: changing a client's balance is changing the client, so it takes
      // order.client with permissionUpdate (the key of the client form's Save).
      config: { operation: WIDGET_KEYS.client, flag: 'permissionUpdate' },
      schema: {
        tags: ['clients'],
        summary: 'Начислить или списать бонусы клиента (атомарно; ответ — новый баланс)',
        body: bonusOperationRequestSchema,
        response: { 200: bonusOperationResultSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { clientId, operationTypeRefValueId, comment, bonus } = request.body;
      return applyBonusOperation(app.db, {
        clientId,
        delta: operationTypeRefValueId === REF_VALUE_IDS.bonusCredit ? bonus : -bonus,
        operationTypeRefValueId,
        comment,
        userId: request.authUser?.id ?? null,
      });
    },
  );
};
