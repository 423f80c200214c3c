import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../shared/schemas/fields/resourceFields';
import {
  travelPolicyAnnulSchema,
  travelPolicyFindResultSchema,
  travelPolicyFindSchema,
  travelPolicyHistorySchema,
  travelPolicyInputSchema,
  travelPolicySchema,
  travelPremiumSchema,
} from '../../shared/schemas/travel/travelPolicies';
import { partnerScopeOf } from '../auth/partnerScope';
import { errorResponses } from '../plugins/errorResponses';
import { acceptPolicy, annulPolicy, createPolicy, type PolicyCaller, updatePolicy } from './travelPoliciesRepository';
import { findPolicies } from './travelPolicyFind';
import { moscowToday } from './travelPolicyLifecycle';
import { policyPdfDisposition, renderPolicyPdf } from './travelPolicyPdf';
import { checkPolicyRules, factsOfInput, premiumAnswer, pricePolicy } from './travelPolicyPricing';
import { readPolicy, readPolicyHistory } from './travelPolicyRead';
import { sweepPolicies } from './travelPolicySweep';

// Travel-insurance policies (docs/travel-insurance.md). Every action answers the policy as it is afterwards with the
// actions machines/travel/travelPolicyMachine allows from its stored state; a stale action answers 409. Reads first
// apply the calendar (paid -> active -> expired) to the policies the caller may see. A partner's staff sell as their
// partner and reach only their partner's policies (others answer 404).

const KEY = 'vzr.policies';
const tags = ['vzr'];
const params = z.object({ id: idParam('Некорректный номер полиса') });
const policy = { 200: travelPolicySchema, ...errorResponses };

export const travelPoliciesRoutes: FastifyPluginAsyncZod = async (app) => {
  const callerOf = async (request: FastifyRequest): Promise<PolicyCaller> => ({
    userId: request.authUser?.id ?? null,
    scope: await partnerScopeOf(app.db, request.authUser),
  });
  /** The caller, with the calendar applied to their policies first. */
  const readerOf = async (request: FastifyRequest) => {
    const caller = await callerOf(request);
    const today = moscowToday();
    await sweepPolicies(app.db, caller.scope, today);
    return { ...caller, today };
  };

  app.post(
    '/v1/vzr/policies/find',
    {
      config: { operation: KEY },
      schema: {
        tags,
        summary: 'Полисы ВЗР: новые первыми; поиск по номеру и страхователю, статус, страховщик, агент, даты начала',
        body: travelPolicyFindSchema,
        response: { 200: travelPolicyFindResultSchema, ...errorResponses },
      },
    },
    async (request) => findPolicies(app.db, request.body, (await readerOf(request)).scope),
  );

  app.post(
    '/v1/vzr/policies/calculate',
    {
      config: { operation: KEY },
      schema: {
        tags,
        summary: 'Рассчитать премию полиса по курсу на сегодня, ничего не сохраняя',
        body: travelPolicyInputSchema,
        response: { 200: travelPremiumSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { scope } = await callerOf(request);
      const today = moscowToday();
      const facts = factsOfInput(request.body, scope ?? request.body.partnerId ?? null);
      const { promo } = await checkPolicyRules(app.db, facts, request.body.promoCode, today);
      const priced = await pricePolicy(app.db, facts, today, promo);
      return premiumAnswer(priced, facts.currencyCode);
    },
  );

  app.get(
    '/v1/vzr/policies/:id',
    { config: { operation: KEY }, schema: { tags, summary: 'Полис ВЗР', params, response: policy } },
    async (request) => {
      const { scope, today } = await readerOf(request);
      return readPolicy(app.db, request.params.id, scope, today);
    },
  );

  app.get(
    '/v1/vzr/policies/:id/history',
    {
      config: { operation: KEY },
      schema: {
        tags,
        summary: 'История полиса: действия, кто и когда, причина аннулирования; старые первыми',
        params,
        response: { 200: travelPolicyHistorySchema, ...errorResponses },
      },
    },
    async (request) => readPolicyHistory(app.db, request.params.id, (await readerOf(request)).scope),
  );

  app.get(
    '/v1/vzr/policies/:id/pdf',
    {
      config: { operation: KEY },
      schema: {
        tags,
        summary: 'Печатная форма полиса (PDF); черновик не печатается',
        params,
        response: { 200: z.any().describe('Файл PDF (application/pdf)'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { scope, today } = await readerOf(request);
      const found = await readPolicy(app.db, request.params.id, scope, today);
      const pdf = await renderPolicyPdf(found);
      return reply.type('application/pdf').header('content-disposition', policyPdfDisposition(found.number)).send(pdf);
    },
  );

  app.post(
    '/v1/vzr/policies',
    {
      config: { operation: KEY, flag: 'permissionInsert' },
      schema: { tags, summary: 'Создать черновик полиса ВЗР', body: travelPolicyInputSchema, response: policy },
    },
    async (request) => {
      const caller = await callerOf(request);
      const today = moscowToday();
      const id = await createPolicy(app.db, request.body, caller, today);
      return readPolicy(app.db, id, caller.scope, today);
    },
  );

  app.put(
    '/v1/vzr/policies/:id',
    {
      config: { operation: KEY, flag: 'permissionUpdate' },
      schema: {
        tags,
        summary: 'Изменить черновик полиса: премия пересчитывается',
        params,
        body: travelPolicyInputSchema,
        response: policy,
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      const today = moscowToday();
      await updatePolicy(app.db, request.params.id, request.body, caller, today);
      return readPolicy(app.db, request.params.id, caller.scope, today);
    },
  );

  app.put(
    '/v1/vzr/policies/:id/accept',
    {
      config: { operation: KEY, flag: 'permissionUpdate' },
      schema: {
        tags,
        summary: 'Выпустить полис: премия по курсу дня, использование промокода занимается',
        params,
        response: policy,
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      const today = moscowToday();
      await acceptPolicy(app.db, request.params.id, caller, today);
      return readPolicy(app.db, request.params.id, caller.scope, today);
    },
  );

  app.put(
    '/v1/vzr/policies/:id/annul',
    {
      config: { operation: KEY, flag: 'permissionDelete' },
      schema: {
        tags,
        summary: 'Аннулировать полис с причиной: использование промокода возвращается',
        params,
        body: travelPolicyAnnulSchema,
        response: policy,
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      const today = moscowToday();
      await annulPolicy(app.db, request.params.id, request.body.reason, caller, today);
      return readPolicy(app.db, request.params.id, caller.scope, today);
    },
  );
};
