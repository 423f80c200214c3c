import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  boardPathSchema,
  boardQuerySchema,
  schedulerConfigSchema,
  schedulerFindSchema,
  timelineFindSchema,
} from '../../shared/schemas/scheduler/schedulerAppointments';
import { partnerScopeOf } from '../auth/partnerScope';
import { errorResponses } from '../plugins/errorResponses';
import { SCHEDULER_KEY } from './schedulerAppointmentsRoutes';
import { readSchedulerConfig } from './schedulerConfigRepository';

// The scheduler config the boards draw. POST /users/scheduler/find is the day board (every live post of the office),
// POST /v2/users/scheduler/find the timeline (the posts of one service, 61 by default), GET
// /users/scheduler/board/{officeId} the office's day for the order card (OfficeDaySection), which order staff read too.

const tags = ['scheduler'];
const config = { 200: schedulerConfigSchema, ...errorResponses };

export const schedulerBoardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/users/scheduler/find',
    {
      config: { operation: SCHEDULER_KEY },
      schema: {
        tags,
        summary: 'Расписание офиса за период (не больше 62 дней): посты, записи, нерабочее время',
        body: schedulerFindSchema,
        response: config,
      },
    },
    async (request) =>
      readSchedulerConfig(
        app.db,
        {
          officeId: request.body.partnerOfficeId,
          fromDate: request.body.fromDate,
          toDate: request.body.toDate,
          serviceId: null,
        },
        await partnerScopeOf(app.db, request.authUser),
      ),
  );

  app.post(
    '/v2/users/scheduler/find',
    {
      config: { operation: SCHEDULER_KEY },
      schema: {
        tags,
        summary: 'Лента: посты офиса, выполняющие услугу (по умолчанию 61), за период',
        body: timelineFindSchema,
        response: config,
      },
    },
    async (request) =>
      readSchedulerConfig(
        app.db,
        {
          officeId: request.body.partnerOfficeId,
          fromDate: request.body.fromDate,
          toDate: request.body.toDate,
          serviceId: request.body.serviceId,
        },
        await partnerScopeOf(app.db, request.authUser),
      ),
  );

  app.get(
    '/v1/users/scheduler/board/:officeId',
    {
      config: { anyOf: [{ operation: SCHEDULER_KEY }, { operation: 'orders.view' }] },
      schema: {
        tags,
        summary: 'День офиса (по умолчанию сегодня в его часовом поясе)',
        params: boardPathSchema,
        querystring: boardQuerySchema,
        response: config,
      },
    },
    async (request) =>
      readSchedulerConfig(
        app.db,
        { officeId: request.params.officeId, fromDate: request.query.date, serviceId: null },
        await partnerScopeOf(app.db, request.authUser),
      ),
  );
};
