import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  actCommentSchema,
  actCreateSchema,
  actFindResultSchema,
  actFindSchema,
  actIdParamsSchema,
  actInvoiceSchema,
  actInvoicesSchema,
  actRecalculationSchema,
  actRejectSchema,
  availableInvoiceSchema,
  availableInvoicesQuerySchema,
  firstUnpaidQuerySchema,
  firstUnpaidResultSchema,
  reconciliationActSchema,
} from '../../shared/schemas/reconciliation';
import { partnerScopeOf } from '../auth/partnerScope';
import { accessDenied } from '../errors';
import { errorResponses } from '../plugins/errorResponses';
import type { ActCaller } from './reconciliationActLifecycle';
import {
  findActs,
  listAvailableInvoices,
  readAct,
  readActComments,
  readActContent,
  requireActInScope,
} from './reconciliationActRead';
import {
  addActInvoices,
  createAct,
  finalizeAct,
  firstUnpaidAct,
  hardDeleteAct,
  notifyActRecalculation,
  ratifyAct,
  rejectAct,
  removeActInvoices,
  verifyAct,
} from './reconciliationActsRepository';

// Seed 001 section 7 'Reconciliation acts'. Every action answers the act as it is afterwards, with the actions
// machines/reconciliation/reconciliationActMachine allows from its stored state; a stale action answers 409 INELIGIBLE_STATE.
// A partner's staff work only their partner's acts (others answer 404) and may ratify or reject them; verifying and
// finalizing are the platform's (403 for a partner's staff).

const KEY = 'reconciliation';
const tags = ['reconciliation'];
const act = { 200: reconciliationActSchema, ...errorResponses };
const read = { operation: KEY } as const;
const update = { operation: KEY, flag: 'permissionUpdate' } as const;

export const reconciliationActsRoutes: FastifyPluginAsyncZod = async (app) => {
  const scopeOf = (request: FastifyRequest) => partnerScopeOf(app.db, request.authUser);
  const callerOf = async (request: FastifyRequest): Promise<ActCaller> => ({
    userId: request.authUser?.id ?? null,
    scope: await scopeOf(request),
  });
  /** Verify and finalize: the platform's staff only. */
  const platformCaller = async (request: FastifyRequest) => {
    const caller = await callerOf(request);
    if (caller.scope !== null) throw accessDenied();
    return caller;
  };

  app.post(
    '/v1/reconciliation_acts',
    {
      config: { operation: KEY, flag: 'permissionInsert' },
      schema: {
        tags,
        summary: 'Создать акт сверки из оплаченных или закрытых счетов одного партнёра',
        body: actCreateSchema,
        response: act,
      },
    },
    async (request) => createAct(app.db, request.body, await callerOf(request)),
  );

  app.post(
    '/v1/reconciliation_acts/find',
    {
      config: read,
      schema: {
        tags,
        summary: 'Акты сверки: новые первыми, фильтры партнёр, состояние, даты создания',
        body: actFindSchema,
        response: { 200: actFindResultSchema, ...errorResponses },
      },
    },
    async (request) => findActs(app.db, request.body, await scopeOf(request)),
  );

  app.get(
    '/v1/reconciliation_acts/first_unpaid',
    {
      config: read,
      schema: {
        tags,
        summary: 'Самый старый незавершённый акт партнёра пользователя или null',
        querystring: firstUnpaidQuerySchema,
        response: { 200: firstUnpaidResultSchema, ...errorResponses },
      },
    },
    async (request) => firstUnpaidAct(app.db, request.query.userId, await scopeOf(request)),
  );

  app.get(
    '/v1/reconciliation_acts/available_invoices',
    {
      config: read,
      schema: {
        tags,
        summary: 'Оплаченные и закрытые счета, не вошедшие в акты (новые первыми, не более 500)',
        querystring: availableInvoicesQuerySchema,
        response: { 200: z.array(availableInvoiceSchema), ...errorResponses },
      },
    },
    async (request) => {
      // A partner's staff see their partner's invoices whatever partner they ask for.
      const scope = await scopeOf(request);
      return listAvailableInvoices(app.db, scope ?? request.query.partnerId ?? null);
    },
  );

  app.get(
    '/v1/reconciliation_acts/:id',
    {
      config: read,
      schema: { tags, summary: 'Акт сверки с составом и историей', params: actIdParamsSchema, response: act },
    },
    async (request) => readAct(app.db, request.params.id, await scopeOf(request)),
  );

  app.get(
    '/v1/reconciliation_acts/:id/invoices',
    {
      config: read,
      schema: {
        tags,
        summary: 'Состав акта: счета с заявкой, клиентом, услугой, суммами и датой оплаты',
        params: actIdParamsSchema,
        response: { 200: z.array(actInvoiceSchema), ...errorResponses },
      },
    },
    async (request) => {
      await requireActInScope(app.db, request.params.id, await scopeOf(request));
      return readActContent(app.db, request.params.id);
    },
  );

  app.get(
    '/v1/reconciliation_acts/:id/comments',
    {
      config: read,
      schema: {
        tags,
        summary: 'История акта: действия и комментарии, новые первыми',
        params: actIdParamsSchema,
        response: { 200: z.array(actCommentSchema), ...errorResponses },
      },
    },
    async (request) => {
      await requireActInScope(app.db, request.params.id, await scopeOf(request));
      return readActComments(app.db, request.params.id);
    },
  );

  app.put(
    '/v1/reconciliation_acts/:id',
    {
      config: update,
      schema: {
        tags,
        summary: 'Добавить счета в акт',
        params: actIdParamsSchema,
        body: actInvoicesSchema,
        response: act,
      },
    },
    async (request) => addActInvoices(app.db, request.params.id, request.body.invoiceIds, await callerOf(request)),
  );

  app.delete(
    '/v1/reconciliation_acts/:id',
    {
      config: update,
      schema: {
        tags,
        summary: 'Исключить счета из акта (тело JSON {invoiceIds})',
        params: actIdParamsSchema,
        body: actInvoicesSchema,
        response: act,
      },
    },
    async (request) => removeActInvoices(app.db, request.params.id, request.body.invoiceIds, await callerOf(request)),
  );

  app.post(
    '/v1/reconciliation_acts/:id/notify/recalculation',
    {
      config: update,
      schema: {
        tags,
        summary: 'Уведомить о перерасчёте: суммы акта по счетам как они есть сейчас',
        params: actIdParamsSchema,
        body: actRecalculationSchema,
        response: act,
      },
    },
    async (request) => notifyActRecalculation(app.db, request.params.id, request.body.comment, await callerOf(request)),
  );

  app.put(
    '/v1/reconciliation_acts/:id/ratify',
    {
      config: update,
      schema: { tags, summary: 'Согласовать акт (партнёр)', params: actIdParamsSchema, response: act },
    },
    async (request) => ratifyAct(app.db, request.params.id, await callerOf(request)),
  );

  app.put(
    '/v1/reconciliation_acts/:id/reject',
    {
      config: update,
      schema: {
        tags,
        summary: 'Отклонить акт с комментарием',
        params: actIdParamsSchema,
        body: actRejectSchema,
        response: act,
      },
    },
    async (request) => rejectAct(app.db, request.params.id, request.body.comment, await callerOf(request)),
  );

  app.put(
    '/v1/reconciliation_acts/:id/verify',
    {
      config: update,
      schema: { tags, summary: 'Проверить акт (платформа)', params: actIdParamsSchema, response: act },
    },
    async (request) => verifyAct(app.db, request.params.id, await platformCaller(request)),
  );

  app.put(
    '/v1/reconciliation_acts/:id/finalize',
    {
      config: update,
      schema: {
        tags,
        summary: 'Завершить акт (платформа): оплаченные счета акта закрываются',
        params: actIdParamsSchema,
        response: act,
      },
    },
    async (request) => finalizeAct(app.db, request.params.id, await platformCaller(request)),
  );

  app.delete(
    '/v1/reconciliation_acts/:id/hard',
    {
      config: { operation: KEY, flag: 'permissionDelete' },
      schema: {
        tags,
        summary: 'Удалить акт безвозвратно: его счета освобождаются',
        params: actIdParamsSchema,
        response: act,
      },
    },
    async (request) => hardDeleteAct(app.db, request.params.id, await callerOf(request)),
  );
};
