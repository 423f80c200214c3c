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
  type ReconciliationAct,
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

// Reconciliation acts between the platform and a partner. Every action answers the act as it is afterwards, with the
// actions machines/reconciliation/reconciliationActMachine allows from its stored state; a stale action answers 409
// INELIGIBLE_STATE. A partner's staff work only their partner's acts (others answer 404) and may ratify or reject them;
// verifying and finalizing are the platform's (403 for a partner's staff).

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

  /** One action on an act: PUT/POST/DELETE /reconciliation_acts/{id}{suffix}, answering the act afterwards. */
  function actAction<B extends z.ZodType | undefined>(
    method: 'PUT' | 'POST' | 'DELETE',
    suffix: string,
    summary: string,
    body: B,
    run: (
      id: number,
      body: B extends z.ZodType ? z.infer<B> : undefined,
      caller: ActCaller,
    ) => Promise<ReconciliationAct>,
    who: (request: FastifyRequest) => Promise<ActCaller> = callerOf,
  ) {
    app.route({
      method,
      url: `/v1/reconciliation_acts/:id${suffix}`,
      config: update,
      schema: { tags, summary, params: actIdParamsSchema, ...(body ? { body } : {}), response: act },
      handler: async (request) =>
        run((request.params as { id: number }).id, request.body as Parameters<typeof run>[1], await who(request)),
    });
  }

  actAction('PUT', '', 'Добавить счета в акт', actInvoicesSchema, (id, body, caller) =>
    addActInvoices(app.db, id, body.invoiceIds, caller),
  );
  actAction('DELETE', '', 'Исключить счета из акта (тело JSON {invoiceIds})', actInvoicesSchema, (id, body, caller) =>
    removeActInvoices(app.db, id, body.invoiceIds, caller),
  );
  actAction(
    'POST',
    '/notify/recalculation',
    'Уведомить о перерасчёте: суммы акта по счетам как они есть сейчас',
    actRecalculationSchema,
    (id, body, caller) => notifyActRecalculation(app.db, id, body.comment, caller),
  );
  actAction('PUT', '/ratify', 'Согласовать акт (партнёр)', undefined, (id, _, caller) => ratifyAct(app.db, id, caller));
  actAction('PUT', '/reject', 'Отклонить акт с комментарием', actRejectSchema, (id, body, caller) =>
    rejectAct(app.db, id, body.comment, caller),
  );
  actAction(
    'PUT',
    '/verify',
    'Проверить акт (платформа)',
    undefined,
    (id, _, caller) => verifyAct(app.db, id, caller),
    platformCaller,
  );
  actAction(
    'PUT',
    '/finalize',
    'Завершить акт (платформа): оплаченные счета акта закрываются',
    undefined,
    (id, _, caller) => finalizeAct(app.db, id, caller),
    platformCaller,
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
