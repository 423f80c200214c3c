import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WIDGET_KEYS } from '../../shared/operationKeys';
import {
  type Invoice,
  invoiceCardQuerySchema,
  invoiceIdParamsSchema,
  invoiceSmsQuerySchema,
  payInCashSchema,
  paymentLinkSchema,
} from '../../shared/schemas/invoice';
import { loadSecretKey } from '../auth/secretKey';
import { errorResponses } from '../plugins/errorResponses';
import { pushAboutOrder } from '../realtime/pushAboutOrder';
import { pushTexts } from '../realtime/pushTexts';
import {
  affirmPaidToAccount,
  createPaymentLink,
  payInvoiceInCash,
  payInvoiceToAccount,
  sendInvoiceSms,
} from './invoicePaymentsRepository';
import { retractInvoicePayment } from './invoiceRetract';
import type { InvoiceCaller } from './invoicesRepository';
import { oneInvoice as invoiceAnswer, invoiceCaller, INVOICE_TAGS as tags } from './orderInvoicesRoutes';

// An invoice's payments: the SMS with the bonus code, the card and SBP payment links, payment in cash, to
// the account and its confirmation, and retracting the last payment. Money moves here, so every call takes the
// payments key with permissionUpdate; a partner's staff reach only their partner's invoices.

const config = { operation: WIDGET_KEYS.orderInvoicePayments, flag: 'permissionUpdate' } as const;
const linkAnswer = { 200: paymentLinkSchema, ...errorResponses };

/** '+79161234567' whether the query held '+7…' or '7…'. */
const normalPhone = (phone: string | undefined) => (phone ? `+${phone.replace(/\D/g, '')}` : undefined);

export const invoicePaymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The key the session tokens are signed with also signs the payment links (HMAC over its own message).
  const secret = await loadSecretKey({
    db: app.db,
    dataDir: app.serverConfig.dataDir,
    shared: Boolean(app.serverConfig.databaseUrl),
  });
  const linkDeps = { sms: app.sms, secret, baseUrl: app.serverConfig.paymentLinkUrl };
  const caller = (request: Parameters<typeof invoiceCaller>[1]) => invoiceCaller(app.db, request);
  /** A payment that made the invoice paid is told to the order's people; the invoice is the answer. */
  const paid = (invoice: Invoice, by: InvoiceCaller) => {
    if (invoice.state === 'paid')
      pushAboutOrder(app, invoice.orderId, {
        kind: 'invoice',
        body: pushTexts.invoicePaid(invoice.number),
        actorUserId: by.userId,
      });
    return invoice;
  };

  app.post(
    '/v1/order_invoices/:id/send/sms',
    {
      config,
      schema: {
        tags,
        summary: 'Отправить счёт клиенту по SMS; при оплате бонусами — с кодом (действует 15 минут)',
        params: invoiceIdParamsSchema,
        querystring: invoiceSmsQuerySchema,
        response: invoiceAnswer,
      },
    },
    async (request) =>
      sendInvoiceSms(app.db, app.sms, request.params.id, request.query.bonusToSpend, await caller(request)),
  );

  app.post(
    '/v1/order_invoices/:id/payments/card',
    {
      config,
      schema: {
        tags,
        summary: 'Ссылка на оплату картой; с phone — ещё и по SMS на этот номер',
        params: invoiceIdParamsSchema,
        querystring: invoiceCardQuerySchema,
        response: linkAnswer,
      },
    },
    async (request) =>
      createPaymentLink(
        app.db,
        linkDeps,
        request.params.id,
        'card',
        normalPhone(request.query.phone),
        await caller(request),
      ),
  );

  app.post(
    '/v1/order_invoices/:id/payments/sbp_api',
    {
      config,
      schema: { tags, summary: 'Ссылка на оплату по СБП', params: invoiceIdParamsSchema, response: linkAnswer },
    },
    async (request) => createPaymentLink(app.db, linkDeps, request.params.id, 'sbp', undefined, await caller(request)),
  );

  app.post(
    '/v1/order_invoices/:id/pay/in_cash',
    {
      config,
      schema: {
        tags,
        summary: 'Оплата наличными или через терминал; бонусы — с кодом из SMS',
        params: invoiceIdParamsSchema,
        body: payInCashSchema,
        response: invoiceAnswer,
      },
    },
    async (request) => {
      const by = await caller(request);
      return paid(await payInvoiceInCash(app.db, request.params.id, request.body, by), by);
    },
  );

  app.post(
    '/v1/order_invoices/:id/pay/to_account',
    {
      config,
      schema: {
        tags,
        summary: 'Оплата на расчётный счёт (ждёт подтверждения)',
        params: invoiceIdParamsSchema,
        response: invoiceAnswer,
      },
    },
    async (request) => payInvoiceToAccount(app.db, request.params.id, await caller(request)),
  );

  app.post(
    '/v1/order_invoices/:id/affirm_paid_to_account',
    {
      config,
      schema: {
        tags,
        summary: 'Подтвердить оплату на расчётный счёт',
        params: invoiceIdParamsSchema,
        response: invoiceAnswer,
      },
    },
    async (request) => {
      const by = await caller(request);
      return paid(await affirmPaidToAccount(app.db, request.params.id, by), by);
    },
  );

  app.post(
    '/v1/order_invoices/:id/retract',
    {
      config,
      schema: {
        tags,
        summary: 'Отменить последний платёж (возврат денег и бонусов)',
        params: invoiceIdParamsSchema,
        response: invoiceAnswer,
      },
    },
    async (request) => retractInvoicePayment(app.db, request.params.id, await caller(request)),
  );
};
