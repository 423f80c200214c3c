import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamsSchema,
  servicePartnerCreateSchema,
  servicePartnerParamsSchema,
  servicePartnerSchema,
  serviceRegionCreateSchema,
  serviceRegionSchema,
  serviceRegionUpdateSchema,
  serviceRegionUserParamsSchema,
  serviceRoleCreateSchema,
  serviceRoleIdParamsSchema,
  serviceRoleParamsSchema,
  serviceRoleQuerySchema,
  serviceRoleSchema,
  serviceUsersFindSchema,
  serviceUsersPageSchema,
} from '../../shared/schemas/roles/serviceBindings';
import { serviceIdParamsSchema } from '../../shared/schemas/roles/servicesAdmin';
import { errorResponses } from '../plugins/errorResponses';
import { adminCallerOf, requirePlatformStaff } from './adminCaller';
import {
  createServicePartner,
  createServiceRole,
  deleteServicePartner,
  deleteServiceRegion,
  deleteServiceRole,
  findServiceUsers,
  saveServiceRegion,
  servicePartnersOf,
  serviceRegionsOfUser,
  serviceRolesOfRole,
} from './serviceBindingsRepository';

// Who works which service: a role's services (the role card), a partner's services (partner administration), a
// user's service regions (the user card), and the users a service may be given to.

const tags = ['services'];
const serviceRole = { 200: serviceRoleSchema, ...errorResponses };
const servicePartner = { 200: servicePartnerSchema, ...errorResponses };
const serviceRegion = { 200: serviceRegionSchema, ...errorResponses };

export const serviceBindingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const callerOf = (request: { authUser: Parameters<typeof adminCallerOf>[1] }) =>
    adminCallerOf(app.db, request.authUser);

  app.get(
    '/v1/service_role/role/:roleId',
    {
      config: { operation: 'roles' },
      schema: {
        tags,
        summary: 'Услуги роли (с partnerId — для этого партнёра и общие)',
        params: serviceRoleParamsSchema,
        querystring: serviceRoleQuerySchema,
        response: { 200: z.array(serviceRoleSchema), ...errorResponses },
      },
    },
    async (request) =>
      serviceRolesOfRole(app.db, request.params.roleId, request.query.partnerId, await callerOf(request)),
  );

  app.post(
    '/v1/service_role',
    {
      config: { operation: 'roles', flag: 'permissionUpdate' },
      schema: { tags, summary: 'Назначить роли услугу', body: serviceRoleCreateSchema, response: serviceRole },
    },
    async (request) => createServiceRole(app.db, request.body, await callerOf(request)),
  );

  app.delete(
    '/v1/service_role/:serviceRoleId',
    {
      config: { operation: 'roles', flag: 'permissionUpdate' },
      schema: { tags, summary: 'Снять услугу с роли', params: serviceRoleIdParamsSchema, response: serviceRole },
    },
    async (request) => deleteServiceRole(app.db, request.params.serviceRoleId, await callerOf(request)),
  );

  app.post(
    '/v1/users/services/:serviceId',
    {
      config: { anyOf: [{ operation: 'users' }, { operation: 'roles' }, { operation: 'services' }] },
      schema: {
        tags,
        summary: 'Пользователи, которые могут выполнять услугу (через услуги их ролей)',
        params: z.object({ serviceId: serviceIdParamsSchema.shape.id }),
        body: serviceUsersFindSchema,
        response: { 200: serviceUsersPageSchema, ...errorResponses },
      },
    },
    async (request) => findServiceUsers(app.db, request.params.serviceId, request.body, await callerOf(request)),
  );

  app.get(
    '/v1/service_partner/partner/:partnerId',
    {
      config: { anyOf: [{ operation: 'partners' }, { operation: 'services' }] },
      schema: {
        tags,
        summary: 'Услуги, которые оказывает партнёр',
        params: servicePartnerParamsSchema,
        response: { 200: z.array(servicePartnerSchema), ...errorResponses },
      },
    },
    async (request) => servicePartnersOf(app.db, request.params.partnerId, await callerOf(request)),
  );

  app.post(
    '/v1/service_partner',
    {
      config: { operation: 'partners', flag: 'permissionUpdate' },
      schema: { tags, summary: 'Добавить партнёру услугу', body: servicePartnerCreateSchema, response: servicePartner },
    },
    async (request) => {
      const caller = await callerOf(request);
      requirePlatformStaff(caller);
      return createServicePartner(app.db, request.body, caller);
    },
  );

  app.delete(
    '/v1/service_partner/:id',
    {
      config: { operation: 'partners', flag: 'permissionUpdate' },
      schema: { tags, summary: 'Убрать услугу партнёра', params: idParamsSchema, response: servicePartner },
    },
    async (request) => {
      const caller = await callerOf(request);
      requirePlatformStaff(caller);
      return deleteServicePartner(app.db, request.params.id, caller);
    },
  );

  app.get(
    '/v1/service_region/users/:customerId',
    {
      config: { operation: 'users' },
      schema: {
        tags,
        summary: 'Регионы услуг пользователя',
        params: serviceRegionUserParamsSchema,
        response: { 200: z.array(serviceRegionSchema), ...errorResponses },
      },
    },
    async (request) => serviceRegionsOfUser(app.db, request.params.customerId, await callerOf(request)),
  );

  app.post(
    '/v1/service_region',
    {
      config: { operation: 'users', flag: 'permissionUpdate' },
      schema: {
        tags,
        summary: 'Добавить пользователю регион услуги',
        body: serviceRegionCreateSchema,
        response: serviceRegion,
      },
    },
    async (request) => saveServiceRegion(app.db, request.body, await callerOf(request)),
  );

  app.put(
    '/v1/service_region',
    {
      config: { operation: 'users', flag: 'permissionUpdate' },
      schema: {
        tags,
        summary: 'Изменить регион услуги пользователя',
        body: serviceRegionUpdateSchema,
        response: serviceRegion,
      },
    },
    async (request) => saveServiceRegion(app.db, request.body, await callerOf(request)),
  );

  app.delete(
    '/v1/service_region/:id',
    {
      config: { operation: 'users', flag: 'permissionUpdate' },
      schema: { tags, summary: 'Удалить регион услуги пользователя', params: idParamsSchema, response: serviceRegion },
    },
    async (request) => deleteServiceRegion(app.db, request.params.id, await callerOf(request)),
  );
};
