import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WIDGET_KEYS } from '../../shared/operationKeys';
import { idParam } from '../../shared/schemas/fields/resourceFields';
import { policySchema } from '../../shared/schemas/vehicles/policy';
import {
  clientVehicleInsurancesSchema,
  policyActivityQuerySchema,
  policyCreateSchema,
  policyEntitySchema,
} from '../../shared/schemas/vehicles/vehicleEntity';
import type { AccessRule } from '../auth/routeAccess';
import { notFound } from '../errors';
import { errorResponses } from '../plugins/errorResponses';
import {
  createPolicy,
  getPolicyEntity,
  listPolicies,
  POLICY_NOT_FOUND,
  softDeletePolicy,
  updatePolicy,
} from './vehicleInsurancesRepository';
import {
  CLIENT_NOT_FOUND,
  getClient,
  getVehicleRow,
  listClientVehicles,
  VEHICLE_NOT_FOUND,
} from './vehiclesRepository';

// A vehicle's policies (GET with activityStatus, POST, PUT, DELETE) and the client's vehicles with their policies
// (the card's Страхование tab). Writing needs order.insurancePolicies with the flag of the verb; the vehicle form
// sends its policies with the vehicle instead.

const READ: AccessRule[] = [{ operation: 'reference.person.card' }, { operation: 'reference.vehicle.findByNumber' }];
const tags = ['insurance'];
const policyIdParams = z.object({ id: idParam('Некорректный идентификатор полиса') });
const deletedPolicySchema = z.object({ id: z.number(), deleted: z.literal(true) });

export const vehicleInsurancesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/insurance/vehicle_insurances/vehicles/:vehicleId',
    {
      config: { anyOf: READ },
      schema: {
        tags,
        summary: 'Полисы автомобиля (activityStatus: all, active, inactive)',
        params: z.object({ vehicleId: idParam('Некорректный идентификатор автомобиля') }),
        querystring: policyActivityQuerySchema,
        response: { 200: z.array(policyEntitySchema), ...errorResponses },
      },
    },
    async (request) => {
      const { vehicleId } = request.params;
      if (!(await getVehicleRow(app.db, vehicleId))) throw notFound(VEHICLE_NOT_FOUND);
      return listPolicies(app.db, [vehicleId], request.query.activityStatus);
    },
  );

  app.post(
    '/v1/insurance/vehicle_insurances',
    {
      config: { operation: WIDGET_KEYS.insurancePolicies, flag: 'permissionInsert' },
      schema: {
        tags,
        summary: 'Добавить полис автомобилю',
        body: policyCreateSchema,
        response: { 200: policyEntitySchema, ...errorResponses },
      },
    },
    async (request) => {
      const vehicleId = request.body.vehicleId!;
      const vehicle = await getVehicleRow(app.db, vehicleId);
      if (!vehicle || vehicle.deletedDate) throw notFound(VEHICLE_NOT_FOUND);
      return getPolicyEntity(app.db, await createPolicy(app.db, vehicleId, request.body));
    },
  );

  app.put(
    '/v1/insurance/vehicle_insurances/:id',
    {
      config: { operation: WIDGET_KEYS.insurancePolicies, flag: 'permissionUpdate' },
      schema: {
        tags,
        summary: 'Изменить полис',
        params: policyIdParams,
        body: policySchema,
        response: { 200: policyEntitySchema, ...errorResponses },
      },
    },
    async (request) => {
      const id = await updatePolicy(app.db, request.params.id, request.body);
      if (id === null) throw notFound(POLICY_NOT_FOUND);
      return getPolicyEntity(app.db, id);
    },
  );

  app.delete(
    '/v1/insurance/vehicle_insurances/:id',
    {
      config: { operation: WIDGET_KEYS.insurancePolicies, flag: 'permissionDelete' },
      schema: {
        tags,
        summary: 'Удалить полис (мягко)',
        params: policyIdParams,
        response: { 200: deletedPolicySchema, ...errorResponses },
      },
    },
    async (request) => {
      const id = await softDeletePolicy(app.db, request.params.id);
      if (id === null) throw notFound(POLICY_NOT_FOUND);
      return { id, deleted: true as const };
    },
  );

  app.get(
    '/v1/clients/insurances/:id',
    {
      config: { anyOf: READ },
      schema: {
        tags,
        summary: 'Автомобили клиента с их полисами (activityStatus: all, active, inactive)',
        params: z.object({ id: idParam('Некорректный идентификатор клиента') }),
        querystring: policyActivityQuerySchema,
        response: { 200: z.array(clientVehicleInsurancesSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await getClient(app.db, id))) throw notFound(CLIENT_NOT_FOUND);
      const vehicles = await listClientVehicles(app.db, id);
      const policies = await listPolicies(
        app.db,
        vehicles.map((v) => v.id),
        request.query.activityStatus,
      );
      return vehicles.map((vehicle) => ({
        ...vehicle,
        insurances: policies.filter((p) => p.vehicleId === vehicle.id),
      }));
    },
  );
};
