import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { priceListItemSchema } from '../../shared/schemas/invoice';
import {
  positionChoiceSchema,
  positionIdParamsSchema,
  positionItemQuerySchema,
  positionItemUpdateSchema,
  priceListAmountSchema,
  priceListIdQuerySchema,
  priceListItemIdParamsSchema,
  priceListItemsAddSchema,
  priceListItemsUpdateSchema,
} from '../../shared/schemas/pricing/priceLists';
import { errorResponses } from '../plugins/errorResponses';
import {
  addPriceListItems,
  deletePositionItem,
  deletePriceListItem,
  listPositionChoices,
  restorePriceListItem,
  updatePositionItem,
  updatePriceListItem,
  updatePriceListItems,
} from './priceListItemsRepository';
import { PRICELISTS_KEY } from './priceListsRoutes';

// The writes of a price list's items (GET /price_lists/items is the invoice editor's read, in
// priceListsForInvoicesRoutes.ts): bulk add and bulk update, one item's amount, delete and restore, and the same by
// position. Insert adds, update changes amounts and restores, delete deletes (on 'pricelists').

const tags = ['price lists'];
const one = { 200: priceListItemSchema, ...errorResponses };
const many = { 200: z.array(priceListItemSchema), ...errorResponses };
const actor = (request: { authUser: { id: number } | null }) => request.authUser?.id ?? null;
const access = (flag: 'available' | 'permissionInsert' | 'permissionUpdate' | 'permissionDelete') => ({
  operation: PRICELISTS_KEY,
  flag,
});

export const priceListItemsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/price_lists/positions',
    {
      config: access('available'),
      schema: {
        tags,
        summary: 'Позиции номенклатуры (не удалённые), которые можно добавить в прайс-лист, по названию',
        response: { 200: z.array(positionChoiceSchema), ...errorResponses },
      },
    },
    async () => listPositionChoices(app.db),
  );

  app.post(
    '/v1/price_lists/items',
    {
      config: access('permissionInsert'),
      schema: {
        tags,
        summary: 'Добавить позиции в прайс-лист (все или ни одной; уже добавленная — 409)',
        querystring: priceListIdQuerySchema,
        body: priceListItemsAddSchema,
        response: many,
      },
    },
    async (request) => addPriceListItems(app.db, request.query.priceListId, request.body, actor(request)),
  );

  app.put(
    '/v1/price_lists/items',
    {
      config: access('permissionUpdate'),
      schema: {
        tags,
        summary: 'Изменить суммы нескольких позиций прайс-листа (все или ни одной)',
        querystring: priceListIdQuerySchema,
        body: priceListItemsUpdateSchema,
        response: many,
      },
    },
    async (request) => updatePriceListItems(app.db, request.query.priceListId, request.body, actor(request)),
  );

  app.delete(
    '/v1/price_lists/items',
    {
      config: access('permissionDelete'),
      schema: {
        tags,
        summary: 'Удалить позицию номенклатуры из прайс-листа (мягко)',
        querystring: positionItemQuerySchema,
        response: one,
      },
    },
    async (request) => deletePositionItem(app.db, request.query, actor(request)),
  );

  app.put(
    '/v1/price_lists/items/:id',
    {
      config: access('permissionUpdate'),
      schema: {
        tags,
        summary: 'Изменить сумму позиции прайс-листа',
        params: priceListItemIdParamsSchema,
        body: priceListAmountSchema,
        response: one,
      },
    },
    async (request) => updatePriceListItem(app.db, request.params.id, request.body.amount, actor(request)),
  );

  app.delete(
    '/v1/price_lists/items/:id',
    {
      config: access('permissionDelete'),
      schema: {
        tags,
        summary: 'Удалить позицию прайс-листа (мягко)',
        params: priceListItemIdParamsSchema,
        response: one,
      },
    },
    async (request) => deletePriceListItem(app.db, request.params.id, actor(request)),
  );

  app.post(
    '/v1/price_lists/items/:id',
    {
      config: access('permissionUpdate'),
      schema: {
        tags,
        summary: 'Восстановить удалённую позицию прайс-листа (409, если позиция уже есть в прайс-листе)',
        params: priceListItemIdParamsSchema,
        response: one,
      },
    },
    async (request) => restorePriceListItem(app.db, request.params.id, actor(request)),
  );

  app.post(
    '/v1/price_lists/positions/:positionId/items',
    {
      config: access('permissionInsert'),
      schema: {
        tags,
        summary: 'Добавить позицию номенклатуры в прайс-лист',
        params: positionIdParamsSchema,
        querystring: priceListIdQuerySchema,
        body: priceListAmountSchema,
        response: one,
      },
    },
    async (request) => {
      const [item] = await addPriceListItems(
        app.db,
        request.query.priceListId,
        [{ positionId: request.params.positionId, amount: request.body.amount }],
        actor(request),
      );
      return item;
    },
  );

  app.put(
    '/v1/price_lists/positions/:positionId/items',
    {
      config: access('permissionUpdate'),
      schema: {
        tags,
        summary: 'Изменить сумму позиции номенклатуры в прайс-листе',
        params: positionIdParamsSchema,
        body: positionItemUpdateSchema,
        response: one,
      },
    },
    async (request) => updatePositionItem(app.db, request.params.positionId, request.body, actor(request)),
  );
};
