import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  serviceAdminSchema,
  serviceBodySchema,
  serviceIdParamsSchema,
  servicesOfPartnerQuerySchema,
  servicesOfUserQuerySchema,
  servicesQuerySchema,
} from '../../shared/schemas/roles/servicesAdmin';
import { ORDER_READ } from '../orders/orderReadAccess';
import { errorResponses } from '../plugins/errorResponses';
import { adminCallerOf, requirePlatformStaff } from './adminCaller';
import {
  createService,
  listServicesAdmin,
  servicesOfPartner,
  servicesOfUser,
  setServiceDeleted,
  updateService,
} from './servicesRepository';

// Services: every screen that names services reads the list (orders, the scheduler, administration); the services
// screen changes them, platform staff only (shared reference data).

const KEY = 'services';
const tags = ['services'];
const one = { 200: serviceAdminSchema, ...errorResponses };
const many = { 200: z.array(serviceAdminSchema), ...errorResponses };
const SERVICE_READERS = [
  ...ORDER_READ,
  // 'pricelists': a price list is for a service, chosen from this list.
  ...[
    'scheduler.post',
    'scheduler.timeline',
    'scheduler.tire.transfer',
    KEY,
    'roles',
    'users',
    'partners',
    'pricelists',
  ].map((operation) => ({ operation })),
];

export const servicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const callerOf = (request: { authUser: Parameters<typeof adminCallerOf>[1] }) =>
    adminCallerOf(app.db, request.authUser);
  const platformCaller = async (request: { authUser: Parameters<typeof adminCallerOf>[1] }) => {
    const caller = await callerOf(request);
    requirePlatformStaff(caller);
    return caller;
  };

  app.get(
    '/v1/services',
    {
      config: { anyOf: SERVICE_READERS },
      schema: {
        tags,
        summary: 'Услуги (действующие, по порядку меню; удалённые — с showDeleted=true)',
        querystring: servicesQuerySchema,
        response: many,
      },
    },
    async (request) => listServicesAdmin(app.db, request.query.showDeleted),
  );

  app.get(
    '/v1/services/partner',
    {
      // One's own partner's services need only the token; another partner's are the platform's to see.
      config: { tokenOnly: true },
      schema: {
        tags,
        summary: 'Услуги партнёра (по умолчанию — своего)',
        querystring: servicesOfPartnerQuerySchema,
        response: many,
      },
    },
    async (request) => servicesOfPartner(app.db, request.query.partnerId, await callerOf(request)),
  );

  app.get(
    '/v1/services/user',
    {
      config: { tokenOnly: true },
      schema: {
        tags,
        summary: 'Услуги, которые может выполнять пользователь (по его ролям; по умолчанию — текущий)',
        querystring: servicesOfUserQuerySchema,
        response: many,
      },
    },
    async (request) => servicesOfUser(app.db, request.query.userId, await callerOf(request)),
  );

  app.post(
    '/v1/services',
    {
      config: { operation: KEY, flag: 'permissionInsert' },
      schema: { tags, summary: 'Создать услугу', body: serviceBodySchema, response: one },
    },
    async (request) => createService(app.db, request.body, await platformCaller(request)),
  );

  app.put(
    '/v1/services/:id',
    {
      config: { operation: KEY, flag: 'permissionUpdate' },
      schema: {
        tags,
        summary: 'Изменить услугу (пустые и нулевые комиссии и бонусы — null)',
        params: serviceIdParamsSchema,
        body: serviceBodySchema,
        response: one,
      },
    },
    async (request) => updateService(app.db, request.params.id, request.body, await platformCaller(request)),
  );

  app.delete(
    '/v1/services/:id',
    {
      config: { operation: KEY, flag: 'permissionDelete' },
      schema: { tags, summary: 'Удалить услугу (мягко)', params: serviceIdParamsSchema, response: one },
    },
    async (request) => setServiceDeleted(app.db, request.params.id, true, await platformCaller(request)),
  );

  app.put(
    '/v1/services/restore/:id',
    {
      config: { operation: KEY, flag: 'permissionUpdate' },
      schema: { tags, summary: 'Восстановить услугу', params: serviceIdParamsSchema, response: one },
    },
    async (request) => setServiceDeleted(app.db, request.params.id, false, await platformCaller(request)),
  );
};
