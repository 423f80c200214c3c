import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../shared/schemas/fields/resourceFields';
import {
  type BundleItemInput,
  bundleLinkCreateSchema,
  serviceBundleCreateSchema,
  serviceBundleSchema,
  serviceBundlesQuerySchema,
  serviceBundleUpdateSchema,
} from '../../shared/schemas/pricing/serviceBundles';
import { errorResponses } from '../plugins/errorResponses';
import { POSITIONS_KEY } from './nomenclatureRoutes';
import {
  addBundleLink,
  createServiceBundle,
  deleteServiceBundle,
  listServiceBundles,
  removeBundleLink,
  updateServiceBundle,
} from './serviceBundlesRepository';

// Complex bundles: GET and POST /service_bundle, PUT (items replaced as a set) and DELETE /service_bundle/{id},
// POST /service_bundle/link and DELETE /service_bundle/link/{id} (ours: the screen removes links). Shared platform
// data under the /positions screen's key.

const tags = ['service bundles'];
const one = { 200: serviceBundleSchema, ...errorResponses };
const bundleParams = z.object({ id: idParam('Некорректный комплекс') });
const linkParams = z.object({ id: idParam('Некорректная привязка') });
const write = (flag: 'permissionInsert' | 'permissionUpdate' | 'permissionDelete') => ({
  operation: POSITIONS_KEY,
  flag,
  platformOnly: true,
});

export const serviceBundlesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/service_bundle',
    {
      config: { operation: POSITIONS_KEY },
      schema: {
        tags,
        summary: 'Комплексы услуг (одной услуги — с serviceId) с позициями и привязками',
        querystring: serviceBundlesQuerySchema,
        response: { 200: z.array(serviceBundleSchema), ...errorResponses },
      },
    },
    async (request) => listServiceBundles(app.db, request.query.serviceId),
  );

  app.post(
    '/v1/service_bundle',
    {
      config: write('permissionInsert'),
      schema: { tags, summary: 'Создать комплекс услуг', body: serviceBundleCreateSchema, response: one },
    },
    async (request) =>
      createServiceBundle(app.db, { ...request.body, bundleItems: request.body.bundleItems as BundleItemInput[] }),
  );

  app.put(
    '/v1/service_bundle/:id',
    {
      config: write('permissionUpdate'),
      schema: {
        tags,
        summary: 'Изменить комплекс (bundleItems заменяют его позиции)',
        params: bundleParams,
        body: serviceBundleUpdateSchema,
        response: one,
      },
    },
    async (request) => updateServiceBundle(app.db, request.params.id, request.body),
  );

  app.delete(
    '/v1/service_bundle/:id',
    {
      config: write('permissionDelete'),
      schema: { tags, summary: 'Удалить комплекс с позициями и привязками', params: bundleParams, response: one },
    },
    async (request) => deleteServiceBundle(app.db, request.params.id),
  );

  app.post(
    '/v1/service_bundle/link',
    {
      config: write('permissionInsert'),
      schema: {
        tags,
        summary: 'Привязать комплекс к значению справочника',
        body: bundleLinkCreateSchema,
        response: one,
      },
    },
    async (request) => addBundleLink(app.db, request.body),
  );

  app.delete(
    '/v1/service_bundle/link/:id',
    {
      config: write('permissionDelete'),
      schema: { tags, summary: 'Убрать привязку комплекса', params: linkParams, response: one },
    },
    async (request) => removeBundleLink(app.db, request.params.id),
  );
};
