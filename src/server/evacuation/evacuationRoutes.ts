import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SERVICE_IDS } from '../../shared/constants';
import { isAllowed } from '../../shared/permissions';
import {
  driverOrdersQuerySchema,
  driverReportQuerySchema,
  driverReportSchema,
  evacuationListQuerySchema,
  evacuationListSchema,
  partnerOfficeRefuseResultSchema,
  partnerOfficeRefuseSchema,
  tAvarcomQuerySchema,
} from '../../shared/schemas/evacuation';
import { isInScope } from '../auth/tenantScope';
import { accessDenied, notFound } from '../errors';
import { errorResponses } from '../plugins/errorResponses';
import { findUserById } from '../users/usersRepository';
import { driverReport, EVACUATION_SERVICES, listEvacuationOrders } from './evacuationRepository';
import { refusePartnerOffice } from './partnerOfficeRefusalRepository';

// The evacuation lists and the partner office's refusal: GET /orders/evacuation (+ /by_user and
// its report), /orders/avarcom_and_realty, /orders/t_avarcom; POST /orders/partner_office_refuse. Each list is
// read with its screen's key.

const KEYS = {
  evacuation: 'orders.evacuator',
  driver: 'evacuator.orders',
  avarcom: 'avarcom.orders',
  tAvarcom: 'tavarcom.orders',
  tAvarcomEvacuation: 'tavarcom.orders.evacuation',
} as const;
const tags = ['evacuation'];
const list = { 200: evacuationListSchema, ...errorResponses };

async function allowed(app: FastifyInstance, request: FastifyRequest, operation: string): Promise<boolean> {
  const userId = request.authUser?.id;
  return userId !== undefined && isAllowed(await app.permissionCache.get(userId), operation, ['available']);
}

/**
 * Whose orders: the caller's own by default; another driver's only for who sees the whole evacuation list (the
 * dispatcher choosing a driver on /evacuator/orders).
 */
async function driverOf(app: FastifyInstance, request: FastifyRequest, userId: number | undefined): Promise<number> {
  const self = request.authUser!.id;
  if (userId === undefined || userId === self) return self;
  if (!(await allowed(app, request, KEYS.evacuation))) throw accessDenied();
  const driver = await findUserById(app.db, userId);
  if (!driver || !isInScope(driver.partnerId)) throw notFound('Пользователь не найден');
  return userId;
}

export const evacuationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/orders/evacuation',
    {
      config: { operation: KEYS.evacuation },
      schema: {
        tags,
        summary: 'Заявки на эвакуацию и техпомощь (13, 42), новые первыми',
        querystring: evacuationListQuerySchema,
        response: list,
      },
    },
    async (request) => listEvacuationOrders(app.db, { serviceIds: EVACUATION_SERVICES }, request.query),
  );

  app.get(
    '/v1/orders/evacuation/by_user',
    {
      config: { anyOf: [{ operation: KEYS.driver }, { operation: KEYS.evacuation }] },
      schema: {
        tags,
        summary: 'Заявки одного водителя эвакуатора (по умолчанию — свои)',
        querystring: driverOrdersQuerySchema,
        response: list,
      },
    },
    async (request) => {
      const { userId, ...query } = request.query;
      const driverUserId = await driverOf(app, request, userId);
      return listEvacuationOrders(app.db, { serviceIds: EVACUATION_SERVICES, driverUserId }, query);
    },
  );

  app.get(
    '/v1/orders/evacuation/by_user/report',
    {
      config: { anyOf: [{ operation: KEYS.driver }, { operation: KEYS.evacuation }] },
      schema: {
        tags,
        summary: 'Отчёт водителя за период: число заявок, сумма, средняя стоимость, по статусам',
        querystring: driverReportQuerySchema,
        response: { 200: driverReportSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { userId, ...period } = request.query;
      return driverReport(app.db, await driverOf(app, request, userId), period);
    },
  );

  app.get(
    '/v1/orders/avarcom_and_realty',
    {
      config: { operation: KEYS.avarcom },
      schema: {
        tags,
        summary: 'Заявки аварийных комиссаров и осмотра недвижимости (901, 904)',
        querystring: evacuationListQuerySchema,
        response: list,
      },
    },
    async (request) =>
      listEvacuationOrders(app.db, { serviceIds: [SERVICE_IDS.avarcom, SERVICE_IDS.realty] }, request.query),
  );

  app.get(
    '/v1/orders/t_avarcom',
    {
      // evacuation=true is the /tavarcom/orders/evacuation screen's list, read with that screen's key.
      config: { anyOf: [{ operation: KEYS.tAvarcom }, { operation: KEYS.tAvarcomEvacuation }] },
      schema: {
        tags,
        summary: 'Заявки аварийных комиссаров банка-партнёра (903); evacuation=true — нуждающиеся в эвакуации',
        querystring: tAvarcomQuerySchema,
        response: list,
      },
    },
    async (request) => {
      const { evacuation, ...query } = request.query;
      if (!(await allowed(app, request, evacuation ? KEYS.tAvarcomEvacuation : KEYS.tAvarcom))) throw accessDenied();
      return listEvacuationOrders(app.db, { serviceIds: [SERVICE_IDS.tAvarcom], evacuationNeeded: evacuation }, query);
    },
  );

  app.post(
    '/v1/orders/partner_office_refuse',
    {
      config: { operation: KEYS.evacuation, flag: 'permissionUpdate' },
      schema: {
        tags,
        summary:
          'Отказ офиса партнёра от заявки: причина (904), комментарий для «Другое» (503); офис снимается с заявки',
        body: partnerOfficeRefuseSchema,
        response: { 200: partnerOfficeRefuseResultSchema, ...errorResponses },
      },
    },
    async (request) => refusePartnerOffice(app.db, request.body, request.authUser?.id ?? null),
  );
};
