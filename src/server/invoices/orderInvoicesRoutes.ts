import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WIDGET_KEYS } from '../../shared/operationKeys';
import {
  invoiceEditSchema,
  invoiceHistoryEntrySchema,
  invoiceIdParamsSchema,
  invoiceListQuerySchema,
  invoiceOrderParamsSchema,
  invoicePositionSchema,
  invoicePositionsBodySchema,
  invoiceSchema,
} from '../../shared/schemas/invoice';
import { partnerScopeOf } from '../auth/partnerScope';
import type { Db } from '../db/db';
import { errorResponses } from '../plugins/errorResponses';
import { readInvoiceHistory } from './invoiceRead';
import {
  assertInScope,
  autofillInvoice,
  createAutomatedInvoice,
  createInvoice,
  editInvoice,
  type InvoiceCaller,
  listScopedInvoices,
  readScopedInvoice,
  saveInvoicePositions,
} from './invoicesRepository';

// The order's invoices, a draft made by hand or from the order's price list, and
// what a draft is made of (price list, legal entity, discount, positions). The lifecycle actions are in
// orderInvoiceActions.ts. A partner's staff see and touch only their partner's invoices.

const KEY = WIDGET_KEYS.orderInvoices;
export const INVOICE_TAGS = ['order invoices'];
export const oneInvoice = { 200: invoiceSchema, ...errorResponses };

/** Who calls: his id and, for a partner's staff, the partner whose invoices he may see. */
export async function invoiceCaller(db: Db, request: FastifyRequest): Promise<InvoiceCaller> {
  return { userId: request.authUser?.id ?? null, scope: await partnerScopeOf(db, request.authUser) };
}

export const orderInvoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = INVOICE_TAGS;
  const caller = (request: FastifyRequest) => invoiceCaller(app.db, request);

  app.get(
    '/v1/order_invoices',
    {
      config: { operation: KEY },
      schema: {
        tags,
        summary: 'Счета заявки (неактивные — с showDeleted=true)',
        querystring: invoiceListQuerySchema,
        response: { 200: z.array(invoiceSchema), ...errorResponses },
      },
    },
    async (request) =>
      listScopedInvoices(app.db, request.query.orderId, request.query.showDeleted, (await caller(request)).scope),
  );

  app.get(
    '/v1/order_invoices/:id',
    {
      config: { operation: KEY },
      schema: { tags, summary: 'Счёт', params: invoiceIdParamsSchema, response: oneInvoice },
    },
    async (request) => readScopedInvoice(app.db, request.params.id, (await caller(request)).scope),
  );

  app.post(
    '/v1/order_invoices/:id',
    {
      config: { operation: KEY, flag: 'permissionInsert' },
      schema: {
        tags,
        summary: 'Новый счёт (черновик) заявки {id} из выбранных позиций прайс-листа',
        params: invoiceOrderParamsSchema,
        body: invoiceEditSchema,
        response: oneInvoice,
      },
    },
    async (request) => createInvoice(app.db, request.params.id, request.body, await caller(request)),
  );

  app.post(
    '/v1/order_invoices/:id/automated',
    {
      config: { operation: KEY, flag: 'permissionInsert' },
      schema: {
        tags,
        summary: 'Новый счёт заявки {id}, заполненный по прайс-листу офиса или партнёра',
        params: invoiceOrderParamsSchema,
        response: oneInvoice,
      },
    },
    async (request) => createAutomatedInvoice(app.db, request.params.id, await caller(request)),
  );

  app.put(
    '/v1/order_invoices/:id',
    {
      config: { operation: KEY, flag: 'permissionUpdate' },
      schema: {
        tags,
        summary: 'Изменить черновик: прайс-лист, юрлицо, скидку, комментарий и позиции',
        params: invoiceIdParamsSchema,
        body: invoiceEditSchema,
        response: oneInvoice,
      },
    },
    async (request) => editInvoice(app.db, request.params.id, request.body, await caller(request)),
  );

  app.get(
    '/v1/order_invoices/:id/positions',
    {
      config: { operation: KEY },
      schema: {
        tags,
        summary: 'Позиции счёта',
        params: invoiceIdParamsSchema,
        response: { 200: z.array(invoicePositionSchema), ...errorResponses },
      },
    },
    async (request) =>
      (await readScopedInvoice(app.db, request.params.id, (await caller(request)).scope)).invoicePositions,
  );

  app.get(
    '/v1/order_invoices/:id/history',
    {
      config: { operation: KEY },
      schema: {
        tags,
        summary: 'История счёта: действия, кто и когда, что стало со счётом',
        params: invoiceIdParamsSchema,
        response: { 200: z.array(invoiceHistoryEntrySchema), ...errorResponses },
      },
    },
    async (request) => {
      await assertInScope(app.db, request.params.id, (await caller(request)).scope);
      return readInvoiceHistory(app.db, request.params.id);
    },
  );

  app.put(
    '/v1/order_invoices/:id/positions',
    {
      config: { operation: KEY, flag: 'permissionUpdate' },
      schema: {
        tags,
        summary: 'Заменить позиции черновика',
        params: invoiceIdParamsSchema,
        body: invoicePositionsBodySchema,
        response: oneInvoice,
      },
    },
    async (request) =>
      saveInvoicePositions(app.db, request.params.id, request.body.invoicePositions, await caller(request)),
  );

  app.post(
    '/v1/order_invoices/:id/autofill',
    {
      config: { operation: KEY, flag: 'permissionUpdate' },
      schema: {
        tags,
        summary: 'Заполнить позиции по прайс-листу счёта (за колесо — по числу колёс заявки)',
        params: invoiceIdParamsSchema,
        response: oneInvoice,
      },
    },
    async (request) => autofillInvoice(app.db, request.params.id, await caller(request)),
  );
};
