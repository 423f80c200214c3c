import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WIDGET_KEYS } from '../../shared/operationKeys';
import { idParam } from '../../shared/schemas/fields/resourceFields';
import {
  partnerLegalQuerySchema,
  partnerLegalSchema,
  partnerLegalUserBodySchema,
  partnerLegalUserSchema,
} from '../../shared/schemas/invoice';
import { partnerScopeOf } from '../auth/partnerScope';
import { INVOICE_TAGS as tags } from '../invoices/orderInvoicesRoutes';
import { errorResponses } from '../plugins/errorResponses';
import {
  bindPartnerLegalUser,
  findPartnerLegals,
  listPartnerLegalUsers,
  unbindPartnerLegalUser,
} from './partnerLegalsRepository';

// Partner legal entities for invoices: GET /order_invoices/partner_legal (serviceId, userId) and GET, POST, DELETE
// /order_invoices/partner_legal_user. The invoice editor reads them with the invoices key; binding users to a
// legal entity is the legal entities screen's work ('partners.legal').

const LEGALS_KEY = 'partners.legal';
export const LEGAL_USER_QUERY_MESSAGE = 'Укажите пользователя или юридическое лицо';

const bindingsQuerySchema = z
  .object({
    userId: idParam('Некорректный пользователь').optional(),
    partnerLegalId: idParam('Некорректное юридическое лицо').optional(),
  })
  .refine((q) => q.userId !== undefined || q.partnerLegalId !== undefined, {
    message: LEGAL_USER_QUERY_MESSAGE,
    path: ['userId'],
  });
const bindingIdQuerySchema = z.object({ id: idParam('Некорректная привязка') });

export const partnerLegalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const scopeOf = (request: { authUser: Parameters<typeof partnerScopeOf>[1] }) =>
    partnerScopeOf(app.db, request.authUser);

  app.get(
    '/v1/order_invoices/partner_legal',
    {
      config: { anyOf: [{ operation: WIDGET_KEYS.orderInvoices }, { operation: LEGALS_KEY }] },
      schema: {
        tags,
        summary: 'Юридические лица для счёта: пользователя (или его партнёра), партнёров с прайс-листом услуги',
        querystring: partnerLegalQuerySchema,
        response: { 200: z.array(partnerLegalSchema), ...errorResponses },
      },
    },
    async (request) => findPartnerLegals(app.db, request.query, await scopeOf(request)),
  );

  app.get(
    '/v1/order_invoices/partner_legal_user',
    {
      config: { anyOf: [{ operation: WIDGET_KEYS.orderInvoices }, { operation: LEGALS_KEY }] },
      schema: {
        tags,
        summary: 'Привязки пользователей к юридическим лицам (по userId или partnerLegalId)',
        querystring: bindingsQuerySchema,
        response: { 200: z.array(partnerLegalUserSchema), ...errorResponses },
      },
    },
    async (request) => listPartnerLegalUsers(app.db, request.query, await scopeOf(request)),
  );

  app.post(
    '/v1/order_invoices/partner_legal_user',
    {
      config: { operation: LEGALS_KEY, flag: 'permissionInsert' },
      schema: {
        tags,
        summary: 'Привязать пользователя к юридическому лицу',
        body: partnerLegalUserBodySchema,
        response: { 200: partnerLegalUserSchema, ...errorResponses },
      },
    },
    async (request) => bindPartnerLegalUser(app.db, request.body, await scopeOf(request)),
  );

  app.delete(
    '/v1/order_invoices/partner_legal_user',
    {
      config: { operation: LEGALS_KEY, flag: 'permissionDelete' },
      schema: {
        tags,
        summary: 'Отвязать пользователя от юридического лица',
        querystring: bindingIdQuerySchema,
        response: { 200: partnerLegalUserSchema, ...errorResponses },
      },
    },
    async (request) => unbindPartnerLegalUser(app.db, request.query.id, await scopeOf(request)),
  );
};
