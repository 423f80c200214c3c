import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isAllowed, type PermissionFlag } from '../../shared/permissions';
import {
  tyreBrandPutSchema,
  tyreBrandRowSchema,
  tyreBrandsQuerySchema,
  tyreModelPutSchema,
  tyreModelRowSchema,
  tyreModelsQuerySchema,
} from '../../shared/schemas/tyreReference';
import { accessDenied } from '../errors';
import { errorResponses } from '../plugins/errorResponses';
import {
  listTyreBrands,
  listTyreModels,
  putTyreBrand,
  putTyreModel,
  type TyreWriteAction,
  tyreWriteActions,
} from './tyreReferenceRepository';

// The tyre reference screen (/tyre/reference, 'tyre.reference'). The seed's PUT carries the row in its body, so one
// call adds, renames, deletes or restores: the route lets in any write flag of the key and the handler then asks for
// the flag of each thing the body does (add: insert, rename and restore: update, delete: delete). Brands and models
// are platform data: partner staff never change them (the tenant rule).

export const TYRE_REFERENCE_KEY = 'tyre.reference';
const tags = ['tyre-reference'];

const FLAG_OF: Record<TyreWriteAction, PermissionFlag> = {
  create: 'permissionInsert',
  update: 'permissionUpdate',
  delete: 'permissionDelete',
  restore: 'permissionUpdate',
};

const anyWrite = {
  anyOf: (['permissionInsert', 'permissionUpdate', 'permissionDelete'] as const).map((flag) => ({
    operation: TYRE_REFERENCE_KEY,
    flag,
  })),
  platformOnly: true,
};

export const tyreReferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const requireFlags = async (userId: number | undefined, body: { id?: number; name?: string; deleted?: boolean }) => {
    const granted = userId === undefined ? [] : await app.permissionCache.get(userId);
    for (const action of tyreWriteActions(body))
      if (!isAllowed(granted, TYRE_REFERENCE_KEY, [FLAG_OF[action]])) throw accessDenied();
  };

  app.get(
    '/v1/catalog/vehicle/tire_brands',
    {
      config: { operation: TYRE_REFERENCE_KEY },
      schema: {
        tags,
        summary: 'Производители шин по названию (удалённые — с showDeleted=true)',
        querystring: tyreBrandsQuerySchema,
        response: { 200: z.array(tyreBrandRowSchema), ...errorResponses },
      },
    },
    async (request) => listTyreBrands(app.db, request.query.showDeleted),
  );

  app.get(
    '/v1/catalog/vehicle/tire_models',
    {
      config: { operation: TYRE_REFERENCE_KEY },
      schema: {
        tags,
        summary: 'Модели шин производителя по названию (удалённые — с showDeleted=true)',
        querystring: tyreModelsQuerySchema,
        response: { 200: z.array(tyreModelRowSchema), ...errorResponses },
      },
    },
    async (request) => listTyreModels(app.db, request.query.brandId, request.query.showDeleted),
  );

  app.put(
    '/v1/catalog/vehicle/tire_brands',
    {
      config: anyWrite,
      schema: {
        tags,
        summary: 'Добавить производителя (без id), переименовать, удалить или восстановить (deleted)',
        body: tyreBrandPutSchema,
        response: { 200: tyreBrandRowSchema, ...errorResponses },
      },
    },
    async (request) => {
      await requireFlags(request.authUser?.id, request.body);
      return putTyreBrand(app.db, request.body, request.authUser?.id ?? null);
    },
  );

  app.put(
    '/v1/catalog/vehicle/tire_models',
    {
      config: anyWrite,
      schema: {
        tags,
        summary: 'Добавить модель (без id, с brandId), переименовать, удалить или восстановить (deleted)',
        body: tyreModelPutSchema,
        response: { 200: tyreModelRowSchema, ...errorResponses },
      },
    },
    async (request) => {
      await requireFlags(request.authUser?.id, request.body);
      return putTyreModel(app.db, request.body, request.authUser?.id ?? null);
    },
  );
};
