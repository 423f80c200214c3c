import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  vehicleCatalogChangeSchema,
  vehicleChangeGroupParamsSchema,
  vehicleChangeGroupSummarySchema,
  vehicleChangeIdsSchema,
  vehicleChangesDetectResultSchema,
  vehicleChangesQuerySchema,
} from '../../shared/schemas/vehicles/vehicleCatalogChanges';
import { errorResponses } from '../plugins/errorResponses';
import { detectVehicleCatalogChanges } from './vehicleCatalogChanges';
import {
  applyVehicleChanges,
  listVehicleChanges,
  rejectVehicleChanges,
  requireGroup,
  summarizeVehicleChanges,
} from './vehicleCatalogChangesRepository';

// The review of the vehicle catalogue's changes (/vehicle/changes, /vehicle/changes/:group/, 'vehicle.changes').
// The seed names only the screens; the calls are ours. Reviewing changes platform data, so partner staff never do
// it whatever keys their role holds (the tenant rule).

export const VEHICLE_CHANGES_KEY = 'vehicle.changes';
const tags = ['vehicle catalogue changes'];
const review = { operation: VEHICLE_CHANGES_KEY, flag: 'permissionUpdate' as const, platformOnly: true };
const rowsResponse = { 200: z.array(vehicleCatalogChangeSchema), ...errorResponses };

export const vehicleCatalogChangesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/catalog/vehicle/changes',
    {
      config: { operation: VEHICLE_CHANGES_KEY },
      schema: {
        tags,
        summary: 'Ожидающие решения изменения каталога по группам (марки, модели, поколения, модификации)',
        response: { 200: z.array(vehicleChangeGroupSummarySchema), ...errorResponses },
      },
    },
    async () => summarizeVehicleChanges(app.db),
  );

  app.post(
    '/v1/catalog/vehicle/changes/detect',
    {
      config: review,
      schema: {
        tags,
        summary: 'Сравнить каталог с источником сейчас и добавить найденные изменения',
        response: { 200: vehicleChangesDetectResultSchema, ...errorResponses },
      },
    },
    async () => detectVehicleCatalogChanges(app.db),
  );

  app.get(
    '/v1/catalog/vehicle/changes/:group',
    {
      config: { operation: VEHICLE_CHANGES_KEY },
      schema: {
        tags,
        summary: 'Изменения группы: ожидающие (status=pending), применённые или отклонённые',
        params: vehicleChangeGroupParamsSchema,
        querystring: vehicleChangesQuerySchema,
        response: rowsResponse,
      },
    },
    async (request) => listVehicleChanges(app.db, requireGroup(request.params.group), request.query.status),
  );

  app.put(
    '/v1/catalog/vehicle/changes/:group/apply',
    {
      config: review,
      schema: {
        tags,
        summary: 'Применить выбранные изменения группы (все или ни одного)',
        params: vehicleChangeGroupParamsSchema,
        body: vehicleChangeIdsSchema,
        response: rowsResponse,
      },
    },
    async (request) =>
      applyVehicleChanges(app.db, requireGroup(request.params.group), request.body.ids, request.authUser?.id ?? null),
  );

  app.put(
    '/v1/catalog/vehicle/changes/:group/reject',
    {
      config: review,
      schema: {
        tags,
        summary: 'Отклонить выбранные изменения группы',
        params: vehicleChangeGroupParamsSchema,
        body: vehicleChangeIdsSchema,
        response: rowsResponse,
      },
    },
    async (request) =>
      rejectVehicleChanges(app.db, requireGroup(request.params.group), request.body.ids, request.authUser?.id ?? null),
  );
};
