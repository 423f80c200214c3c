import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WIDGET_KEYS } from '../../shared/operationKeys';
import {
  priceListItemSchema,
  priceListItemsQuerySchema,
  priceListSchema,
  priceListsForInvoicesQuerySchema,
  stationaryPriceListsQuerySchema,
} from '../../shared/schemas/invoice';
import { partnerScopeOf } from '../auth/partnerScope';
import { errorResponses } from '../plugins/errorResponses';
import { listPartnerPriceLists, listPriceListItems, listStationaryPriceLists } from './priceListsRepository';
import { PRICELISTS_KEY } from './priceListsRoutes';

// The price-list reads the invoice editor makes: GET /price_lists/for_invoices,
// /price_lists/stationary/for_invoices and /price_lists/items. Whoever works invoices may read them.

const access = { anyOf: [{ operation: WIDGET_KEYS.orderInvoices }] };
/** A list's items are also the price-list card's table: its screen key reads them too. */
const itemsAccess = { anyOf: [{ operation: WIDGET_KEYS.orderInvoices }, { operation: PRICELISTS_KEY }] };
const tags = ['price lists'];
const lists = { 200: z.array(priceListSchema), ...errorResponses };

export const priceListsForInvoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/price_lists/for_invoices',
    {
      config: access,
      schema: {
        tags,
        summary: 'Прайс-листы партнёра для услуги (без прайс-листов офисов), для счёта',
        querystring: priceListsForInvoicesQuerySchema,
        response: lists,
      },
    },
    async (request) => {
      const { partnerId, serviceId, showDeleted } = request.query;
      return listPartnerPriceLists(app.db, partnerId, {
        serviceId,
        showDeleted,
        scope: await partnerScopeOf(app.db, request.authUser),
      });
    },
  );

  app.get(
    '/v1/price_lists/stationary/for_invoices',
    {
      config: access,
      schema: {
        tags,
        summary: 'Прайс-листы офиса (стационарные) для услуги, для счёта',
        querystring: stationaryPriceListsQuerySchema,
        response: lists,
      },
    },
    async (request) => {
      const { partnerOfficeId, serviceId, showDeleted } = request.query;
      return listStationaryPriceLists(app.db, partnerOfficeId, {
        serviceId,
        showDeleted,
        scope: await partnerScopeOf(app.db, request.authUser),
      });
    },
  );

  app.get(
    '/v1/price_lists/items',
    {
      config: itemsAccess,
      schema: {
        tags,
        summary: 'Позиции прайс-листа с названием и единицей номенклатуры, по названию',
        querystring: priceListItemsQuerySchema,
        response: { 200: z.array(priceListItemSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { priceListId, showDeleted } = request.query;
      return listPriceListItems(app.db, priceListId, showDeleted, await partnerScopeOf(app.db, request.authUser));
    },
  );
};
