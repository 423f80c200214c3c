import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { showDeletedQuerySchema } from '../../shared/schemas/fields/resourceFields';
import {
  officeDomainSchema,
  officeDomainsSaveSchema,
  officeIdParamsSchema,
  officePriceListSchema,
  officePriceListsQuerySchema,
  officeRefValueSchema,
  officeRefValuesSaveSchema,
  officeSaveSchema,
  officeSchema,
  officeServiceCreateSchema,
  officeServiceIdParamsSchema,
  officeServiceSchema,
  officeServiceUpdateSchema,
  partnerOfficesParamsSchema,
} from '../../shared/schemas/offices';
import { PARTNERS_KEY } from '../partners/partnersRoutes';
import { errorResponses } from '../plugins/errorResponses';
import {
  createOfficeService,
  deleteOfficeService,
  listOfficeDomains,
  listOfficePriceLists,
  listOfficeRefValues,
  listOfficeServices,
  listUniqueDomains,
  saveOfficeDomains,
  saveOfficeRefValues,
  updateOfficeService,
} from './officeBindingsRepository';
import { createOffice, getOffice, listPartnerOffices, setOfficeDeleted, updateOffice } from './officesRepository';

// A partner's offices and their bindings (the partner card's 'Офисы' tab). Paths in the house REST style (the seed
// shows none): /partners/{id}/offices, /offices/{id} (+ /restore), /offices/{id}/services, /office_services/{id},
// /offices/{id}/price_lists, /offices/{id}/domains, /offices/domains/unique, /offices/{id}/ref_values. All under the
// 'partners' key.

const tags = ['offices'];
const one = { 200: officeSchema, ...errorResponses };
const service = { 200: officeServiceSchema, ...errorResponses };
const read = { operation: PARTNERS_KEY };
const write = (flag: 'permissionInsert' | 'permissionUpdate' | 'permissionDelete') => ({
  operation: PARTNERS_KEY,
  flag,
});

export const officesRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: { authUser: { id: number } | null }) => request.authUser?.id ?? null;

  app.get(
    '/v1/partners/:id/offices',
    {
      config: read,
      schema: {
        tags,
        summary: 'Офисы партнёра (удалённые — с showDeleted=true)',
        params: partnerOfficesParamsSchema,
        querystring: showDeletedQuerySchema,
        response: { 200: z.array(officeSchema), ...errorResponses },
      },
    },
    async (request) => listPartnerOffices(app.db, request.params.id, request.query.showDeleted),
  );

  app.post(
    '/v1/partners/:id/offices',
    {
      config: write('permissionInsert'),
      schema: {
        tags,
        summary: 'Добавить офис партнёра',
        params: partnerOfficesParamsSchema,
        body: officeSaveSchema,
        response: one,
      },
    },
    async (request) => createOffice(app.db, request.params.id, request.body, actor(request)),
  );

  // Before /offices/:id, so 'domains' is not taken for an id.
  app.get(
    '/v1/offices/domains/unique',
    {
      config: read,
      schema: {
        tags,
        summary: 'Список уникальных доменов офисов',
        response: { 200: z.array(z.string()), ...errorResponses },
      },
    },
    async () => listUniqueDomains(app.db),
  );

  app.get(
    '/v1/offices/:id',
    { config: read, schema: { tags, summary: 'Офис', params: officeIdParamsSchema, response: one } },
    async (request) => getOffice(app.db, request.params.id),
  );

  app.put(
    '/v1/offices/:id',
    {
      config: write('permissionUpdate'),
      schema: { tags, summary: 'Изменить офис', params: officeIdParamsSchema, body: officeSaveSchema, response: one },
    },
    async (request) => updateOffice(app.db, request.params.id, request.body, actor(request)),
  );

  app.delete(
    '/v1/offices/:id',
    {
      config: write('permissionDelete'),
      schema: { tags, summary: 'Удалить офис (мягко)', params: officeIdParamsSchema, response: one },
    },
    async (request) => setOfficeDeleted(app.db, request.params.id, true, actor(request)),
  );

  app.post(
    '/v1/offices/:id/restore',
    {
      config: write('permissionUpdate'),
      schema: { tags, summary: 'Восстановить офис', params: officeIdParamsSchema, response: one },
    },
    async (request) => setOfficeDeleted(app.db, request.params.id, false, actor(request)),
  );

  app.get(
    '/v1/offices/:id/services',
    {
      config: read,
      schema: {
        tags,
        summary: 'Услуги офиса с прайс-листами',
        params: officeIdParamsSchema,
        response: { 200: z.array(officeServiceSchema), ...errorResponses },
      },
    },
    async (request) => listOfficeServices(app.db, request.params.id),
  );

  app.post(
    '/v1/offices/:id/services',
    {
      config: write('permissionInsert'),
      schema: {
        tags,
        summary: 'Подключить услугу к офису (повторно — BINDING_ALREADY_EXISTS)',
        params: officeIdParamsSchema,
        body: officeServiceCreateSchema,
        response: service,
      },
    },
    async (request) => createOfficeService(app.db, request.params.id, request.body, actor(request)),
  );

  app.get(
    '/v1/offices/:id/price_lists',
    {
      config: read,
      schema: {
        tags,
        summary: 'Прайс-листы партнёра офиса для услуги (выбор прайс-листа услуги офиса)',
        params: officeIdParamsSchema,
        querystring: officePriceListsQuerySchema,
        response: { 200: z.array(officePriceListSchema), ...errorResponses },
      },
    },
    async (request) => listOfficePriceLists(app.db, request.params.id, request.query.serviceId),
  );

  app.put(
    '/v1/office_services/:id',
    {
      config: write('permissionUpdate'),
      schema: {
        tags,
        summary: 'Изменить услугу офиса: доступность и прайс-лист',
        params: officeServiceIdParamsSchema,
        body: officeServiceUpdateSchema,
        response: service,
      },
    },
    async (request) => updateOfficeService(app.db, request.params.id, request.body, actor(request)),
  );

  app.delete(
    '/v1/office_services/:id',
    {
      config: write('permissionDelete'),
      schema: { tags, summary: 'Отключить услугу от офиса', params: officeServiceIdParamsSchema, response: service },
    },
    async (request) => deleteOfficeService(app.db, request.params.id, actor(request)),
  );

  app.get(
    '/v1/offices/:id/domains',
    {
      config: read,
      schema: {
        tags,
        summary: 'Домены офиса',
        params: officeIdParamsSchema,
        response: { 200: z.array(officeDomainSchema), ...errorResponses },
      },
    },
    async (request) => listOfficeDomains(app.db, request.params.id),
  );

  app.put(
    '/v1/offices/:id/domains',
    {
      config: write('permissionUpdate'),
      schema: {
        tags,
        summary: 'Сохранить домены офиса (весь список)',
        params: officeIdParamsSchema,
        body: officeDomainsSaveSchema,
        response: { 200: z.array(officeDomainSchema), ...errorResponses },
      },
    },
    async (request) => saveOfficeDomains(app.db, request.params.id, request.body.domains, actor(request)),
  );

  app.get(
    '/v1/offices/:id/ref_values',
    {
      config: read,
      schema: {
        tags,
        summary: 'Признаки офиса (значения справочника 10, 15, 56)',
        params: officeIdParamsSchema,
        response: { 200: z.array(officeRefValueSchema), ...errorResponses },
      },
    },
    async (request) => listOfficeRefValues(app.db, request.params.id),
  );

  app.put(
    '/v1/offices/:id/ref_values',
    {
      config: write('permissionUpdate'),
      schema: {
        tags,
        summary: 'Сохранить признаки офиса',
        params: officeIdParamsSchema,
        body: officeRefValuesSaveSchema,
        response: { 200: z.array(officeRefValueSchema), ...errorResponses },
      },
    },
    async (request) => saveOfficeRefValues(app.db, request.params.id, request.body.refValueIds, actor(request)),
  );
};
