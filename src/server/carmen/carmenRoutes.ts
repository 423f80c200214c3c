import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WIDGET_KEYS } from '../../shared/operationKeys';
import {
  carmenMakeSchema,
  carmenMakeUpdateSchema,
  carmenUserSchema,
  carmenUserUpdateSchema,
} from '../../shared/schemas/carmen';
import { idParam } from '../../shared/schemas/fields/resourceFields';
import { notFound } from '../errors';
import { errorResponses } from '../plugins/errorResponses';
import {
  getCarmenMake,
  getCarmenUser,
  listCarmenMakes,
  listCarmenUsers,
  liveVehicleMakeExists,
  setCarmenMakeMapping,
  setCarmenUserMapping,
  userExists,
} from './carmenRepository';

// The Carmen CRM mapping. The makes screen (/vehicle/carmen-compat/) and its select share the key
// reference.carmen.makes: reading needs 'available', the select 'permissionUpdate'. The employees screen
// (/carmen/users/) has the key carmen.users: reading 'available', mapping 'permissionUpdate'.
// Both are the platform's integration, not a partner's: only platform staff change them (platformOnly).

const MAKES_KEY = WIDGET_KEYS.carmenMakes;
const USERS_KEY = 'carmen.users';

const idParams = z.object({ id: idParam('Некорректный идентификатор') });

function found<T>(row: T | null, message: string): T {
  if (!row) throw notFound(message);
  return row;
}

export const carmenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/vehicle_make_carmen',
    {
      config: { operation: MAKES_KEY },
      schema: {
        tags: ['carmen'],
        summary: 'Марки Carmen и сопоставленные им наши марки',
        response: { 200: z.array(carmenMakeSchema), ...errorResponses },
      },
    },
    async () => listCarmenMakes(app.db),
  );

  app.put(
    '/v1/vehicle_make_carmen/:id',
    {
      config: { operation: MAKES_KEY, flag: 'permissionUpdate', platformOnly: true },
      schema: {
        tags: ['carmen'],
        summary: 'Сопоставить марку Carmen нашей марке (null снимает сопоставление)',
        params: idParams,
        body: carmenMakeUpdateSchema,
        response: { 200: carmenMakeSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { vehicleMakeId } = request.body;
      if (!(await getCarmenMake(app.db, request.params.id))) throw notFound('Марка Carmen не найдена');
      if (vehicleMakeId !== null && !(await liveVehicleMakeExists(app.db, vehicleMakeId)))
        throw notFound('Марка не найдена');
      return found(await setCarmenMakeMapping(app.db, request.params.id, vehicleMakeId), 'Марка Carmen не найдена');
    },
  );

  app.get(
    '/v1/carmen/users',
    {
      config: { operation: USERS_KEY, platformOnly: true },
      schema: {
        tags: ['carmen'],
        summary: 'Сотрудники Carmen и сопоставленные им пользователи',
        response: { 200: z.array(carmenUserSchema), ...errorResponses },
      },
    },
    async () => listCarmenUsers(app.db),
  );

  app.put(
    '/v1/carmen/users/:id',
    {
      config: { operation: USERS_KEY, flag: 'permissionUpdate', platformOnly: true },
      schema: {
        tags: ['carmen'],
        summary: 'Сопоставить сотрудника Carmen пользователю (null снимает сопоставление)',
        params: idParams,
        body: carmenUserUpdateSchema,
        response: { 200: carmenUserSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { userId } = request.body;
      if (!(await getCarmenUser(app.db, request.params.id))) throw notFound('Сотрудник Carmen не найден');
      if (userId !== null && !(await userExists(app.db, userId))) throw notFound('Пользователь не найден');
      return found(await setCarmenUserMapping(app.db, request.params.id, userId), 'Сотрудник Carmen не найден');
    },
  );
};
