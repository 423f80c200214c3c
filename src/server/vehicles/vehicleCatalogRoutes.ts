import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam, showDeletedQuerySchema } from '../../shared/schemas/fields/resourceFields';
import {
  vehicleGenerationSchema,
  vehicleMakeSchema,
  vehicleModelSchema,
  vehicleModificationSchema,
} from '../../shared/schemas/vehicles/vehicleEntity';
import { notFound } from '../errors';
import { errorResponses } from '../plugins/errorResponses';
import {
  generationExists,
  listGenerations,
  listMakes,
  listModels,
  listModifications,
  makeExists,
  modelExists,
} from './vehicleCatalogRepository';

// The catalogue the vehicle form's selects cascade through (make -> model ->
// generation -> modification). It is product data every form with a vehicle reads, so a token is enough.

const idParams = z.object({ id: idParam('Некорректный идентификатор') });
const tags = ['vehicle catalogue'];

export const vehicleCatalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/catalog/vehicle/makes',
    {
      config: { tokenOnly: true },
      schema: {
        tags,
        summary: 'Марки (удалённые — с showDeleted=true)',
        querystring: showDeletedQuerySchema,
        response: { 200: z.array(vehicleMakeSchema), ...errorResponses },
      },
    },
    async (request) => listMakes(app.db, { showDeleted: request.query.showDeleted }),
  );

  app.get(
    '/v1/catalog/vehicle/makes/:id/models',
    {
      config: { tokenOnly: true },
      schema: {
        tags,
        summary: 'Модели марки',
        params: idParams,
        response: { 200: z.array(vehicleModelSchema), ...errorResponses },
      },
    },
    async (request) => {
      if (!(await makeExists(app.db, request.params.id))) throw notFound('Марка не найдена');
      return listModels(app.db, request.params.id);
    },
  );

  app.get(
    '/v1/catalog/vehicle/models/:id/generations',
    {
      config: { tokenOnly: true },
      schema: {
        tags,
        summary: 'Поколения модели',
        params: idParams,
        response: { 200: z.array(vehicleGenerationSchema), ...errorResponses },
      },
    },
    async (request) => {
      if (!(await modelExists(app.db, request.params.id))) throw notFound('Модель не найдена');
      return listGenerations(app.db, request.params.id);
    },
  );

  app.get(
    '/v1/catalog/vehicle/generations/:id/modifications',
    {
      config: { tokenOnly: true },
      schema: {
        tags,
        summary: 'Модификации поколения',
        params: idParams,
        response: { 200: z.array(vehicleModificationSchema), ...errorResponses },
      },
    },
    async (request) => {
      if (!(await generationExists(app.db, request.params.id))) throw notFound('Поколение не найдено');
      return listModifications(app.db, request.params.id);
    },
  );
};
