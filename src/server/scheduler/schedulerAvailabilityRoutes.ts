import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appointmentIdPathSchema,
  freeDatesQuerySchema,
  freeDatesResultSchema,
  timeSlotsByAppointmentQuerySchema,
  timeSlotsQuerySchema,
  timeSlotsResultSchema,
} from '../../shared/schemas/scheduler/schedulerAppointments';
import { partnerScopeOf } from '../auth/partnerScope';
import type { AccessRule } from '../auth/routeAccess';
import { errorResponses } from '../plugins/errorResponses';
import {
  freeDates,
  freeDatesByAppointment,
  timeSlots,
  timeSlotsByAppointment,
} from './schedulerAvailabilityRepository';

// Free dates and time slots of a service at an office, and the same for moving an appointment. The board books with
// them and so do the order forms, hence the order keys beside the timeline's. These static paths sit beside GET
// /users/scheduler/{id}; Fastify's router prefers the static segment.

const ACCESS: AccessRule[] = [
  { operation: 'scheduler.timeline' },
  { operation: 'orders.view' },
  { operation: 'orders.create' },
];
const tags = ['scheduler'];
const config = { anyOf: ACCESS };
const dates = { 200: freeDatesResultSchema, ...errorResponses };
const slots = { 200: timeSlotsResultSchema, ...errorResponses };

export const schedulerAvailabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const scopeOf = (request: FastifyRequest) => partnerScopeOf(app.db, request.authUser);

  app.get(
    '/v1/users/scheduler/free_dates',
    {
      config,
      schema: {
        tags,
        summary: 'Свободные даты услуги в офисе на 30 дней вперёд',
        querystring: freeDatesQuerySchema,
        response: dates,
      },
    },
    async (request) => freeDates(app.db, request.query, await scopeOf(request)),
  );

  app.get(
    '/v1/users/scheduler/time_slots',
    {
      config,
      schema: {
        tags,
        summary: 'Свободное время услуги в офисе на дату и свободные посты',
        querystring: timeSlotsQuerySchema,
        response: slots,
      },
    },
    async (request) => timeSlots(app.db, request.query, await scopeOf(request)),
  );

  app.get(
    '/v1/users/scheduler/free_dates_by_appointment/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Свободные даты для переноса записи (её длительность, её время не занято)',
        params: appointmentIdPathSchema,
        response: dates,
      },
    },
    async (request) => freeDatesByAppointment(app.db, request.params.id, await scopeOf(request)),
  );

  app.get(
    '/v1/users/scheduler/time_slots_by_appointment',
    {
      config,
      schema: {
        tags,
        summary: 'Свободное время на дату для переноса записи',
        querystring: timeSlotsByAppointmentQuerySchema,
        response: slots,
      },
    },
    async (request) => timeSlotsByAppointment(app.db, request.query, await scopeOf(request)),
  );
};
