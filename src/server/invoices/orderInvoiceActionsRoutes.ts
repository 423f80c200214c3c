import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WIDGET_KEYS } from '../../shared/operationKeys';
import {
  feeRateSchema,
  invoiceCrucialSchema,
  invoiceIdParamsSchema,
  invoiceSendQuerySchema,
} from '../../shared/schemas/invoice';
import { pushAboutOrder } from '../realtime/pushAboutOrder';
import { pushTexts } from '../realtime/pushTexts';
import {
  crucialEditInvoice,
  type PlainInvoiceAction,
  plainInvoiceAction,
  revokeInvoice,
  sendInvoice,
  setInvoiceFeeRate,
} from './invoiceStateActions';
import { invoiceCaller, oneInvoice, INVOICE_TAGS as tags } from './orderInvoicesRoutes';

// An invoice's lifecycle actions other than payments (those are in the payment routes). Each answers the invoice
// as it is afterwards, or 409 INELIGIBLE_STATE when machines/invoices/invoiceMachine does not allow the action from
// the stored state.

const KEY = WIDGET_KEYS.orderInvoices;
const params = invoiceIdParamsSchema;

const PLAIN: { path: string; action: PlainInvoiceAction; summary: string }[] = [
  { path: 'accept', action: 'invoice.accept', summary: 'Счёт принят клиентом' },
  { path: 'reform', action: 'invoice.reform', summary: 'Переформировать отозванный счёт (снова черновик)' },
  { path: 'close', action: 'invoice.close', summary: 'Закрыть оплаченный счёт' },
  { path: 'activate', action: 'invoice.activate', summary: 'Активировать счёт (снова черновик)' },
  { path: 'deactivate', action: 'invoice.deactivate', summary: 'Деактивировать черновик или отозванный счёт' },
];

export const orderInvoiceActionsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const { path, action, summary } of PLAIN) {
    app.post(
      `/v1/order_invoices/:id/${path}`,
      {
        config: { operation: KEY, flag: action === 'invoice.deactivate' ? 'permissionDelete' : 'permissionUpdate' },
        schema: { tags, summary, params, response: oneInvoice },
      },
      async (request) => plainInvoiceAction(app.db, request.params.id, action, await invoiceCaller(app.db, request)),
    );
  }

  app.post(
    '/v1/order_invoices/:id/send',
    {
      config: { operation: KEY, flag: 'permissionUpdate' },
      schema: {
        tags,
        summary: 'Отправить счёт клиенту (push=true — с push-уведомлением)',
        params,
        querystring: invoiceSendQuerySchema,
        response: oneInvoice,
      },
    },
    async (request) => {
      const caller = await invoiceCaller(app.db, request);
      const invoice = await sendInvoice(app.db, request.params.id, request.query.push, caller);
      // The push flag is the operator's choice: without it the order's people are not told either.
      if (request.query.push)
        pushAboutOrder(app, invoice.orderId, {
          kind: 'invoice',
          body: pushTexts.invoiceSent(invoice.number),
          actorUserId: caller.userId,
        });
      return invoice;
    },
  );

  app.post(
    '/v1/order_invoices/:id/revoke',
    {
      config: { operation: KEY, flag: 'permissionUpdate' },
      schema: {
        tags,
        summary: 'Отозвать счёт (ссылка на оплату и предложенные бонусы снимаются)',
        params,
        response: oneInvoice,
      },
    },
    async (request) => revokeInvoice(app.db, request.params.id, await invoiceCaller(app.db, request)),
  );

  app.put(
    '/v1/order_invoices/:id/crucial',
    {
      config: { operation: KEY, flag: 'permissionUpdate' },
      schema: {
        tags,
        summary: 'Существенное изменение оплаченного счёта: юрлицо, с причиной',
        params,
        body: invoiceCrucialSchema,
        response: oneInvoice,
      },
    },
    async (request) =>
      crucialEditInvoice(app.db, request.params.id, request.body, await invoiceCaller(app.db, request)),
  );

  app.put(
    '/v1/order_invoices/:id/fee_rate',
    {
      config: { operation: KEY, flag: 'permissionUpdate' },
      schema: {
        tags,
        summary: 'Ставка комиссии платформы по счёту, %',
        params,
        body: feeRateSchema,
        response: oneInvoice,
      },
    },
    async (request) =>
      setInvoiceFeeRate(app.db, request.params.id, request.body.feeRate, await invoiceCaller(app.db, request)),
  );
};
