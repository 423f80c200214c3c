import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { showDeletedQuerySchema } from '../../shared/schemas/fields/resourceFields';
import { officeIdParamsSchema, partnerOfficesParamsSchema } from '../../shared/schemas/offices';
import {
  officeCorporatePartnerCreateSchema,
  officeCorporatePartnerIdParamsSchema,
  officeCorporatePartnerSchema,
  partnerClientCreateSchema,
  partnerClientIdParamsSchema,
  partnerClientSchema,
} from '../../shared/schemas/partners/partnerBindings';
import { errorResponses } from '../plugins/errorResponses';
import {
  bindPartnerClient,
  createOfficeCorporatePartner,
  listOfficeCorporatePartners,
  listPartnerClients,
  setOfficeCorporatePartnerDeleted,
  unbindPartnerClient,
} from './partnerBindingsRepository';
import { PARTNERS_KEY } from './partnersRoutes';

// Corporate executors: /offices/{id}/corporate_partners, /office_corporate_partners/{id} (+ /restore). Affiliated
// clients: /partners/{id}/clients, /partner_clients/{id}. House REST style; the seed shows no paths.

const tags = ['partner bindings'];
const corporate = { 200: officeCorporatePartnerSchema, ...errorResponses };
const client = { 200: partnerClientSchema, ...errorResponses };

export const partnerBindingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: { authUser: { id: number } | null }) => request.authUser?.id ?? null;

  app.get(
    '/v1/offices/:id/corporate_partners',
    {
      config: { operation: PARTNERS_KEY },
      schema: {
        tags,
        summary: 'Корпоративные заказчики офиса (удалённые — с showDeleted=true)',
        params: officeIdParamsSchema,
        querystring: showDeletedQuerySchema,
        response: { 200: z.array(officeCorporatePartnerSchema), ...errorResponses },
      },
    },
    async (request) => listOfficeCorporatePartners(app.db, request.params.id, request.query.showDeleted),
  );

  app.post(
    '/v1/offices/:id/corporate_partners',
    {
      config: { operation: PARTNERS_KEY, flag: 'permissionInsert' },
      schema: {
        tags,
        summary: 'Привязать корпоративного клиента к офису (повторно — BINDING_ALREADY_EXISTS)',
        params: officeIdParamsSchema,
        body: officeCorporatePartnerCreateSchema,
        response: corporate,
      },
    },
    async (request) =>
      createOfficeCorporatePartner(app.db, request.params.id, request.body.corporatePartnerId, actor(request)),
  );

  app.delete(
    '/v1/office_corporate_partners/:id',
    {
      config: { operation: PARTNERS_KEY, flag: 'permissionDelete' },
      schema: {
        tags,
        summary: 'Удалить корпоративного заказчика офиса (мягко)',
        params: officeCorporatePartnerIdParamsSchema,
        response: corporate,
      },
    },
    async (request) => setOfficeCorporatePartnerDeleted(app.db, request.params.id, true, actor(request)),
  );

  app.post(
    '/v1/office_corporate_partners/:id/restore',
    {
      config: { operation: PARTNERS_KEY, flag: 'permissionUpdate' },
      schema: {
        tags,
        summary: 'Восстановить корпоративного заказчика офиса',
        params: officeCorporatePartnerIdParamsSchema,
        response: corporate,
      },
    },
    async (request) => setOfficeCorporatePartnerDeleted(app.db, request.params.id, false, actor(request)),
  );

  app.get(
    '/v1/partners/:id/clients',
    {
      config: { operation: PARTNERS_KEY },
      schema: {
        tags,
        summary: 'Аффилированные клиенты партнёра',
        params: partnerOfficesParamsSchema,
        response: { 200: z.array(partnerClientSchema), ...errorResponses },
      },
    },
    async (request) => listPartnerClients(app.db, request.params.id),
  );

  app.post(
    '/v1/partners/:id/clients',
    {
      config: { operation: PARTNERS_KEY, flag: 'permissionInsert' },
      schema: {
        tags,
        summary: 'Привязать клиента к партнёру (повторно — BINDING_ALREADY_EXISTS)',
        params: partnerOfficesParamsSchema,
        body: partnerClientCreateSchema,
        response: client,
      },
    },
    async (request) => bindPartnerClient(app.db, request.params.id, request.body.clientId, actor(request)),
  );

  app.delete(
    '/v1/partner_clients/:id',
    {
      config: { operation: PARTNERS_KEY, flag: 'permissionDelete' },
      schema: { tags, summary: 'Отвязать клиента от партнёра', params: partnerClientIdParamsSchema, response: client },
    },
    async (request) => unbindPartnerClient(app.db, request.params.id, actor(request)),
  );
};
