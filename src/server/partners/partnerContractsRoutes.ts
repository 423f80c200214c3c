import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { showDeletedQuerySchema } from '../../shared/schemas/fields/resourceFields';
import { partnerOfficesParamsSchema } from '../../shared/schemas/offices';
import {
  partnerInsuranceCreateSchema,
  partnerInsuranceIdParamsSchema,
  partnerInsuranceSchema,
} from '../../shared/schemas/partners/partnerBindings';
import {
  partnerLegalServiceCreateSchema,
  partnerLegalServiceIdParamsSchema,
  partnerLegalServiceSchema,
  partnerLegalServiceUpdateSchema,
} from '../../shared/schemas/partners/partnerContracts';
import { errorResponses } from '../plugins/errorResponses';
import {
  createPartnerContract,
  listPartnerContracts,
  setPartnerContractDeleted,
  updatePartnerContract,
} from './partnerContractsRepository';
import { bindPartnerInsurance, listPartnerInsurance, unbindPartnerInsurance } from './partnerInsuranceRepository';
import { PARTNERS_KEY } from './partnersRoutes';

// Contracts and fees (/partners/{id}/legal_services, /partner_legal_services[/{id}[/restore]]) and insurance bindings
// (/partners/{id}/insurance_companies, /partner_insurance_companies/{id}). House REST style; the seed shows no paths.

const tags = ['partner contracts'];
const contract = { 200: partnerLegalServiceSchema, ...errorResponses };
const insurance = { 200: partnerInsuranceSchema, ...errorResponses };

export const partnerContractsRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: { authUser: { id: number } | null }) => request.authUser?.id ?? null;

  app.get(
    '/v1/partners/:id/legal_services',
    {
      config: { operation: PARTNERS_KEY },
      schema: {
        tags,
        summary: 'Договоры и комиссии партнёра (удалённые — с showDeleted=true)',
        params: partnerOfficesParamsSchema,
        querystring: showDeletedQuerySchema,
        response: { 200: z.array(partnerLegalServiceSchema), ...errorResponses },
      },
    },
    async (request) => listPartnerContracts(app.db, request.params.id, request.query.showDeleted),
  );

  app.post(
    '/v1/partner_legal_services',
    {
      config: { operation: PARTNERS_KEY, flag: 'permissionInsert' },
      schema: {
        tags,
        summary: 'Добавить договор юридического лица на услугу с комиссией',
        body: partnerLegalServiceCreateSchema,
        response: contract,
      },
    },
    async (request) => createPartnerContract(app.db, request.body, actor(request)),
  );

  app.put(
    '/v1/partner_legal_services/:id',
    {
      config: { operation: PARTNERS_KEY, flag: 'permissionUpdate' },
      schema: {
        tags,
        summary: 'Изменить договор и комиссию',
        params: partnerLegalServiceIdParamsSchema,
        body: partnerLegalServiceUpdateSchema,
        response: contract,
      },
    },
    async (request) => updatePartnerContract(app.db, request.params.id, request.body, actor(request)),
  );

  app.delete(
    '/v1/partner_legal_services/:id',
    {
      config: { operation: PARTNERS_KEY, flag: 'permissionDelete' },
      schema: {
        tags,
        summary: 'Удалить договор (мягко)',
        params: partnerLegalServiceIdParamsSchema,
        response: contract,
      },
    },
    async (request) => setPartnerContractDeleted(app.db, request.params.id, true, actor(request)),
  );

  app.post(
    '/v1/partner_legal_services/:id/restore',
    {
      config: { operation: PARTNERS_KEY, flag: 'permissionUpdate' },
      schema: { tags, summary: 'Восстановить договор', params: partnerLegalServiceIdParamsSchema, response: contract },
    },
    async (request) => setPartnerContractDeleted(app.db, request.params.id, false, actor(request)),
  );

  app.get(
    '/v1/partners/:id/insurance_companies',
    {
      config: { operation: PARTNERS_KEY },
      schema: {
        tags,
        summary: 'Страховые компании, с которыми работает партнёр',
        params: partnerOfficesParamsSchema,
        response: { 200: z.array(partnerInsuranceSchema), ...errorResponses },
      },
    },
    async (request) => listPartnerInsurance(app.db, request.params.id),
  );

  app.post(
    '/v1/partners/:id/insurance_companies',
    {
      config: { operation: PARTNERS_KEY, flag: 'permissionInsert' },
      schema: {
        tags,
        summary: 'Привязать страховую компанию к партнёру (повторно — BINDING_ALREADY_EXISTS)',
        params: partnerOfficesParamsSchema,
        body: partnerInsuranceCreateSchema,
        response: insurance,
      },
    },
    async (request) => bindPartnerInsurance(app.db, request.params.id, request.body.insuranceCompanyId, actor(request)),
  );

  app.delete(
    '/v1/partner_insurance_companies/:id',
    {
      config: { operation: PARTNERS_KEY, flag: 'permissionDelete' },
      schema: {
        tags,
        summary: 'Отвязать страховую компанию от партнёра',
        params: partnerInsuranceIdParamsSchema,
        response: insurance,
      },
    },
    async (request) => unbindPartnerInsurance(app.db, request.params.id, actor(request)),
  );
};
