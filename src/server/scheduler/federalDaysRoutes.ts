import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  federalDayCreateSchema,
  federalDayPathSchema,
  federalDaySchema,
  federalDaysQuerySchema,
} from '../../shared/schemas/scheduler/schedulerPosts';
import { errorResponses } from '../plugins/errorResponses';
import { createFederalDay, deleteFederalDay, listFederalDays } from './federalDaysRepository';

// Federal non-working days (ours; screen /scheduler/federal, key scheduler.federal). `federal_days` is a static
// segment, so Fastify matches it before the appointments' /users/scheduler/:id.

const KEY = 'scheduler.federal';
const tags = ['scheduler'];

export const federalDaysRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/users/scheduler/federal_days',
    {
      // The boards and the half-year plan grey these days out, so whoever works them may read them too.
      config: { anyOf: [{ operation: KEY }, { operation: 'scheduler.timeline' }, { operation: 'scheduler.halfyear' }] },
      schema: {
        tags,
        summary: 'Федеральные выходные года по датам',
        querystring: federalDaysQuerySchema,
        response: { 200: z.array(federalDaySchema), ...errorResponses },
      },
    },
    async (request) => listFederalDays(app.db, request.query.year),
  );

  app.post(
    '/v1/users/scheduler/federal_days',
    {
      // Federal days block bookings for every partner: only platform staff change them.
      config: { operation: KEY, flag: 'permissionInsert', platformOnly: true },
      schema: {
        tags,
        summary: 'Добавить федеральный выходной',
        body: federalDayCreateSchema,
        response: { 200: federalDaySchema, ...errorResponses },
      },
    },
    async (request) => createFederalDay(app.db, request.body),
  );

  app.delete(
    '/v1/users/scheduler/federal_days/:day',
    {
      config: { operation: KEY, flag: 'permissionDelete', platformOnly: true },
      schema: {
        tags,
        summary: 'Убрать федеральный выходной',
        params: federalDayPathSchema,
        response: { 200: z.object({ day: z.string() }), ...errorResponses },
      },
    },
    async (request) => deleteFederalDay(app.db, request.params.day),
  );
};
