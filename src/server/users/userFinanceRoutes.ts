import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isAllowed } from '../../shared/permissions';
import { userIdParamsSchema } from '../../shared/schemas/userAdmin';
import {
  balanceHistoryQuerySchema,
  balanceHistorySchema,
  driverOnlineSchema,
  kopecksToRoubles,
  streamBalanceSchema,
  userBalanceSchema,
  userServiceFeeSchema,
} from '../../shared/schemas/userFinance';
import { accessDenied } from '../errors';
import { errorResponses } from '../plugins/errorResponses';
import { driversOnline } from './driversOnline';
import { requireUserInScope } from './userAdminRepository';
import { balanceHistory, balanceKopecks, listServiceFees, streamBalances } from './userFinanceRepository';

// A user's fees and balance (the user card's tabs, and /personal/statistic for one's own), the balances of all
// staff of the scope (/stream/balance) and the tow drivers online.

const KEY = 'users';
const tags = ['users'];

export const userFinanceRoutes: FastifyPluginAsyncZod = async (app) => {
  /** One's own balance needs only the token; another user's needs 'users' and the user in the caller's scope. */
  async function requireBalanceAccess(callerId: number, userId: number) {
    if (userId !== callerId && !isAllowed(await app.permissionCache.get(callerId), KEY, ['available'])) {
      throw accessDenied();
    }
    await requireUserInScope(app.db, userId);
  }

  app.get(
    '/v1/users/:id/service_fees',
    {
      config: { operation: KEY },
      schema: {
        tags,
        summary: 'Комиссии пользователя по услугам',
        params: userIdParamsSchema,
        response: { 200: z.array(userServiceFeeSchema), ...errorResponses },
      },
    },
    async (request) => {
      await requireUserInScope(app.db, request.params.id);
      return listServiceFees(app.db, request.params.id);
    },
  );

  app.get(
    '/v1/users/:id/current_balance',
    {
      config: { tokenOnly: true },
      schema: {
        tags,
        summary: 'Текущий баланс сотрудника, руб.',
        params: userIdParamsSchema,
        response: { 200: userBalanceSchema, ...errorResponses },
      },
    },
    async (request) => {
      const userId = request.params.id;
      await requireBalanceAccess(request.authUser!.id, userId);
      return { userId, balance: kopecksToRoubles(await balanceKopecks(app.db, userId)) };
    },
  );

  app.get(
    '/v1/users/:id/balance_history',
    {
      config: { tokenOnly: true },
      schema: {
        tags,
        summary: 'Операции по балансу сотрудника, новые первыми',
        params: userIdParamsSchema,
        querystring: balanceHistoryQuerySchema,
        response: { 200: balanceHistorySchema, ...errorResponses },
      },
    },
    async (request) => {
      await requireBalanceAccess(request.authUser!.id, request.params.id);
      return balanceHistory(app.db, request.params.id, request.query);
    },
  );

  app.get(
    '/v1/users/stream_balances',
    {
      config: { operation: KEY },
      schema: {
        tags,
        summary: 'Балансы сотрудников (по ФИО)',
        response: { 200: z.array(streamBalanceSchema), ...errorResponses },
      },
    },
    async () => streamBalances(app.db),
  );

  app.get(
    '/v1/users/drivers_online',
    {
      config: { anyOf: [{ operation: KEY }, { operation: 'users.online' }, { operation: 'orders.evacuator' }] },
      schema: {
        tags,
        summary: 'Водители эвакуаторов онлайн',
        response: { 200: z.array(driverOnlineSchema), ...errorResponses },
      },
    },
    async () => driversOnline(app.db, app.io),
  );
};
