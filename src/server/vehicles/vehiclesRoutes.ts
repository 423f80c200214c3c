import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES } from '../../shared/errorCodes';
import { WIDGET_KEYS } from '../../shared/operationKeys';
import { isAllowed, type PermissionFlag } from '../../shared/permissions';
import { idParam, showDeletedQuerySchema } from '../../shared/schemas/fields/resourceFields';
import {
  clientVehicleSchema,
  optionalClientIdQuerySchema,
  type PolicyRow,
  vehicleEntitySchema,
  vehicleFindSchema,
  vehicleFoundSchema,
  vehicleOwnerSchema,
  vehicleOwnersQuerySchema,
  vehicleRelationEntitySchema,
  vehicleRelationSchema,
  vehicleSaveSchema,
} from '../../shared/schemas/vehicles/vehicleEntity';
import type { AccessRule } from '../auth/routeAccess';
import { AppError, MESSAGES, notFound } from '../errors';
import { errorResponses } from '../plugins/errorResponses';
import { catalogChainErrors } from './vehicleCatalogRepository';
import { applyPolicyRows, rowKinds } from './vehicleInsurancesRepository';
import {
  CLIENT_NOT_FOUND,
  changedColumns,
  clientHasPlate,
  createRelation,
  detachRelation,
  findByNumber,
  getClient,
  getVehicleEntity,
  getVehicleRow,
  insertVehicle,
  listClientVehicles,
  listOwners,
  liveRelation,
  lockClient,
  RELATION_NOT_FOUND,
  setPrimary,
  toRelationEntity,
  updateVehicle,
  VEHICLE_NOT_FOUND,
  type VehicleColumns,
  vehicleColumns,
} from './vehiclesRepository';

// The client's vehicles, the vehicle form (saved with its flagged policies in one transaction), the primary
// vehicle, attaching and detaching, the plate search and a vehicle's owners. Reading needs the client card or the
// vehicle search; writing needs order.vehicle with the widget table's flags, the plate order.vehicle.number, and
// policy rows order.insurancePolicies.

const READ: AccessRule[] = [{ operation: 'reference.person.card' }, { operation: 'reference.vehicle.findByNumber' }];
const tags = ['vehicles'];
// One parameter name per position, as the router keeps them.
const vehicleIdParams = z.object({ vehicleId: idParam('Некорректный идентификатор автомобиля') });
const clientVehiclesQuerySchema = showDeletedQuerySchema.extend({ clientId: idParam('Укажите клиента') });
const createQuerySchema = z.object({ clientId: idParam('Укажите клиента').optional() });
const primaryParams = z.object({
  vehicleId: idParam('Некорректный идентификатор автомобиля'),
  clientId: idParam('Некорректный идентификатор клиента'),
});

const MESSAGES_403 = {
  vehicleUpdate: 'Недостаточно прав для изменения автомобиля',
  number: 'Недостаточно прав для изменения гос.номера',
  policyInsert: 'Недостаточно прав для добавления полиса',
  policyUpdate: 'Недостаточно прав для изменения полиса',
  policyDelete: 'Недостаточно прав для удаления полиса',
};

const denied = (message: string) => new AppError(403, ERROR_CODES.accessDenied, message);
const invalid = (details: Record<string, string>) =>
  new AppError(400, ERROR_CODES.validation, MESSAGES.validation, details);
const PLATE_TAKEN = { number: 'У клиента уже есть автомобиль с таким гос.номером' };

/** What the caller may do beyond the route's own rule: the widget keys checked inside a handler. */
async function grants(app: FastifyInstance, request: FastifyRequest) {
  const granted = await app.permissionCache.get(request.authUser!.id);
  return (operation: string, flag: PermissionFlag = 'available') => isAllowed(granted, operation, [flag]);
}

/** Policy rows need order.insurancePolicies with the flag of what they do. */
function checkPolicyRights(can: (operation: string, flag: PermissionFlag) => boolean, rows: PolicyRow[]) {
  const kinds = rowKinds(rows);
  if (kinds.created && !can(WIDGET_KEYS.insurancePolicies, 'permissionInsert')) throw denied(MESSAGES_403.policyInsert);
  if (kinds.updated && !can(WIDGET_KEYS.insurancePolicies, 'permissionUpdate')) throw denied(MESSAGES_403.policyUpdate);
  if (kinds.deleted && !can(WIDGET_KEYS.insurancePolicies, 'permissionDelete')) throw denied(MESSAGES_403.policyDelete);
}

async function liveClient(app: FastifyInstance, clientId: number) {
  const client = await getClient(app.db, clientId);
  if (!client || client.deletedDate) throw notFound(CLIENT_NOT_FOUND);
  return client;
}

export const vehiclesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/vehicles',
    {
      config: { anyOf: READ },
      schema: {
        tags,
        summary: 'Автомобили клиента (отвязанные — с showDeleted=true)',
        querystring: clientVehiclesQuerySchema,
        response: { 200: z.array(clientVehicleSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { clientId, showDeleted } = request.query;
      if (!(await getClient(app.db, clientId))) throw notFound(CLIENT_NOT_FOUND);
      return listClientVehicles(app.db, clientId, { showDeleted });
    },
  );

  app.post(
    '/v1/vehicles/find',
    {
      config: { anyOf: READ },
      schema: {
        tags,
        summary: 'Поиск автомобилей по части гос.номера',
        body: vehicleFindSchema,
        response: { 200: z.array(vehicleFoundSchema), ...errorResponses },
      },
    },
    async (request) => findByNumber(app.db, request.body.number),
  );

  app.get(
    '/v1/vehicles/:vehicleId',
    {
      config: { anyOf: READ },
      schema: {
        tags,
        summary: 'Автомобиль (форма) с полисами; с clientId — и его связь с клиентом',
        params: vehicleIdParams,
        querystring: optionalClientIdQuerySchema,
        response: { 200: vehicleEntitySchema, ...errorResponses },
      },
    },
    async (request) => {
      const vehicle = await getVehicleEntity(app.db, request.params.vehicleId, request.query.clientId);
      if (!vehicle) throw notFound(VEHICLE_NOT_FOUND);
      return vehicle;
    },
  );

  app.post(
    '/v1/vehicles',
    {
      config: { operation: WIDGET_KEYS.vehicle, flag: 'permissionInsert' },
      schema: {
        tags,
        summary: 'Создать автомобиль клиента (первый становится основным) с его полисами',
        querystring: createQuerySchema,
        body: vehicleSaveSchema,
        response: { 200: vehicleEntitySchema, ...errorResponses },
      },
    },
    async (request) => {
      const clientId = request.query.clientId ?? request.body.clientId;
      if (clientId === undefined) throw invalid({ clientId: 'Укажите клиента' });
      await liveClient(app, clientId);
      const { insurances, ...form } = request.body;
      checkPolicyRights(await grants(app, request), insurances);
      const columns = vehicleColumns(form);
      const chain = await catalogChainErrors(app.db, {
        makeId: form.makeId,
        modelId: form.modelId,
        generationId: form.generationId,
        modificationId: form.modificationId,
      });
      if (Object.keys(chain).length > 0) throw invalid(chain);
      const vehicleId = await app.db.transaction(async (tx) => {
        await lockClient(tx, clientId);
        if (await clientHasPlate(tx, clientId, columns.number)) throw invalid(PLATE_TAKEN);
        const id = await insertVehicle(tx, columns);
        await createRelation(tx, id, clientId);
        await applyPolicyRows(tx, id, insurances);
        return id;
      });
      return (await getVehicleEntity(app.db, vehicleId, clientId))!;
    },
  );

  app.put(
    '/v1/vehicles/:vehicleId',
    {
      // Saving only policies (the insurance tab) needs only the policy rights; a change of the vehicle itself
      // needs order.vehicle permissionUpdate, checked below once the change is known.
      config: {
        anyOf: [
          { operation: WIDGET_KEYS.vehicle, flag: 'permissionUpdate' },
          { operation: WIDGET_KEYS.insurancePolicies, flag: 'permissionInsert' },
          { operation: WIDGET_KEYS.insurancePolicies, flag: 'permissionUpdate' },
          { operation: WIDGET_KEYS.insurancePolicies, flag: 'permissionDelete' },
        ],
      },
      schema: {
        tags,
        summary: 'Изменить автомобиль; полисы с флагами created / updated / deleted — в той же транзакции',
        params: vehicleIdParams,
        body: vehicleSaveSchema,
        response: { 200: vehicleEntitySchema, ...errorResponses },
      },
    },
    async (request) => {
      const { vehicleId: id } = request.params;
      const stored = await getVehicleRow(app.db, id);
      if (!stored) throw notFound(VEHICLE_NOT_FOUND);
      const { insurances, ...form } = request.body;
      const can = await grants(app, request);
      const next = vehicleColumns(form);
      const changed = changedColumns(stored, next);
      if (changed.length > 0 && !can(WIDGET_KEYS.vehicle, 'permissionUpdate')) throw denied(MESSAGES_403.vehicleUpdate);
      if (changed.includes('number') && !can(WIDGET_KEYS.vehicleNumber, 'available')) throw denied(MESSAGES_403.number);
      checkPolicyRights(can, insurances);
      if (changed.length > 0) {
        const current = { makeId: stored.makeId ?? undefined, modelId: stored.modelId ?? undefined };
        const chain = await catalogChainErrors(
          app.db,
          {
            makeId: form.makeId,
            modelId: form.modelId,
            generationId: form.generationId,
            modificationId: form.modificationId,
          },
          current,
        );
        if (Object.keys(chain).length > 0) throw invalid(chain);
      }
      await app.db.transaction(async (tx) => {
        const columns = Object.fromEntries(changed.map((key) => [key, next[key]])) as Partial<VehicleColumns>;
        await updateVehicle(tx, id, columns);
        await applyPolicyRows(tx, id, insurances);
      });
      return (await getVehicleEntity(app.db, id, form.clientId))!;
    },
  );

  app.put(
    '/v1/vehicles/:vehicleId/client/:clientId/primary',
    {
      config: { operation: WIDGET_KEYS.vehicle, flag: 'permissionUpdate' },
      schema: {
        tags,
        summary: 'Сделать автомобиль основным (единственным основным) у клиента',
        params: primaryParams,
        response: { 200: vehicleRelationEntitySchema, ...errorResponses },
      },
    },
    async (request) => {
      const { vehicleId, clientId } = request.params;
      const row = await app.db.transaction(async (tx) => {
        if (!(await lockClient(tx, clientId))) throw notFound(CLIENT_NOT_FOUND);
        const relation = await liveRelation(tx, vehicleId, clientId);
        if (!relation) throw notFound(RELATION_NOT_FOUND);
        return relation.primary ? relation : setPrimary(tx, relation.id, clientId);
      });
      return toRelationEntity(row);
    },
  );

  app.delete(
    '/v1/vehicles/relations',
    {
      config: { operation: WIDGET_KEYS.vehicle, flag: 'permissionDelete' },
      schema: {
        tags,
        summary: 'Отвязать автомобиль от клиента (связь удаляется мягко)',
        body: vehicleRelationSchema,
        response: { 200: vehicleRelationEntitySchema, ...errorResponses },
      },
    },
    async (request) => {
      const { vehicleId, clientId } = request.body;
      const row = await app.db.transaction(async (tx) => {
        if (!(await lockClient(tx, clientId))) throw notFound(CLIENT_NOT_FOUND);
        const relation = await liveRelation(tx, vehicleId, clientId);
        if (!relation) throw notFound(RELATION_NOT_FOUND);
        return detachRelation(tx, relation.id, clientId);
      });
      return toRelationEntity(row);
    },
  );

  app.post(
    '/v1/vehicles/relations',
    {
      config: { operation: WIDGET_KEYS.vehicle, flag: 'permissionInsert' },
      schema: {
        tags,
        summary: 'Привязать автомобиль к клиенту',
        body: vehicleRelationSchema,
        response: { 200: vehicleRelationEntitySchema, ...errorResponses },
      },
    },
    async (request) => {
      const { vehicleId, clientId, primary } = request.body;
      await liveClient(app, clientId);
      const vehicle = await getVehicleRow(app.db, vehicleId);
      if (!vehicle || vehicle.deletedDate) throw notFound(VEHICLE_NOT_FOUND);
      const row = await app.db.transaction(async (tx) => {
        await lockClient(tx, clientId);
        if (await liveRelation(tx, vehicleId, clientId))
          throw new AppError(409, ERROR_CODES.bindingExists, 'Автомобиль уже привязан к клиенту');
        if (await clientHasPlate(tx, clientId, vehicle.number)) throw invalid(PLATE_TAKEN);
        return createRelation(tx, vehicleId, clientId, { primary });
      });
      return toRelationEntity(row);
    },
  );

  app.get(
    '/v1/vehicles/:vehicleId/clients',
    {
      config: { anyOf: READ },
      schema: {
        tags,
        summary: 'Владельцы автомобиля (удалённые клиенты и связи — по флагам)',
        params: vehicleIdParams,
        querystring: vehicleOwnersQuerySchema,
        response: { 200: z.array(vehicleOwnerSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { vehicleId } = request.params;
      if (!(await getVehicleRow(app.db, vehicleId))) throw notFound(VEHICLE_NOT_FOUND);
      return listOwners(app.db, vehicleId, request.query);
    },
  );
};
