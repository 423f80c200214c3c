import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WIDGET_KEYS } from '../../shared/operationKeys';
import {
  tireBrandCreateSchema,
  tireBrandParamsSchema,
  tireBrandSchema,
  tireModelCreateSchema,
  tireModelSchema,
} from '../../shared/schemas/tires';
import { errorResponses } from '../plugins/errorResponses';
import { createTireBrand, createTireModel, listTireBrands, listTireModels } from './tireCatalogRepository';

// The tyre catalogue. Every tyre form reads it, so reading needs only a token; adding a
// brand or a model needs the catalogue's insert permission.

const tags = ['tire-catalog'];

export const tireCatalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/tire_catalog/brands',
    {
      config: { tokenOnly: true },
      schema: { tags, summary: 'Производители шин', response: { 200: z.array(tireBrandSchema), ...errorResponses } },
    },
    async () => listTireBrands(app.db),
  );

  app.get(
    '/v1/tire_catalog/brands/:brandId/models',
    {
      config: { tokenOnly: true },
      schema: {
        tags,
        summary: 'Модели шин производителя',
        params: tireBrandParamsSchema,
        response: { 200: z.array(tireModelSchema), ...errorResponses },
      },
    },
    async (request) => listTireModels(app.db, request.params.brandId),
  );

  app.post(
    '/v1/tire_catalog/brands',
    {
      config: { operation: WIDGET_KEYS.tireCatalog, flag: 'permissionInsert' },
      schema: {
        tags,
        summary: 'Добавить производителя шин',
        body: tireBrandCreateSchema,
        response: { 200: tireBrandSchema, ...errorResponses },
      },
    },
    async (request) => createTireBrand(app.db, request.body.name),
  );

  app.post(
    '/v1/tire_catalog/models',
    {
      config: { operation: WIDGET_KEYS.tireCatalog, flag: 'permissionInsert' },
      schema: {
        tags,
        summary: 'Добавить модель шин',
        body: tireModelCreateSchema,
        response: { 200: tireModelSchema, ...errorResponses },
      },
    },
    async (request) => createTireModel(app.db, request.body.brandId, request.body.name),
  );
};
