import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  appointmentCreateSchema,
  appointmentHistoryEntrySchema,
  appointmentHistoryQuerySchema,
  appointmentIdPathSchema,
  appointmentMoveSchema,
  appointmentSchema,
  appointmentStretchSchema,
  appointmentUpdateSchema,
  orderByAppointmentResultSchema,
} from '../../shared/schemas/scheduler/schedulerAppointments';
import { partnerScopeOf } from '../auth/partnerScope';
import type { AccessRule } from '../auth/routeAccess';
import { errorResponses } from '../plugins/errorResponses';
import { readAppointment, readAppointmentHistory } from './appointmentRead';
import {
  type AppointmentCaller,
  createAppointment,
  createOrderByAppointment,
  deleteAppointment,
  moveAppointment,
  stretchAppointment,
  updateAppointment,
} from './appointmentsRepository';

// One appointment's calls. Every change answers the appointment as it is afterwards with the actions
// machines/scheduler/appointmentMachine allows; an action the chart refuses answers 409 INELIGIBLE_STATE, a taken
// time 409 SLOT_TAKEN, a broken booking rule 400 with its Russian message. History and the card are read by
// whoever works appointments (boards, tyre transfers, the deleted journal); the deleted history is the journal's.

export const SCHEDULER_KEY = 'scheduler.timeline';
/** Reading one appointment: the boards, the tyre-transfer list and the deleted journal open its card. */
export const APPOINTMENT_READERS: AccessRule[] = [
  { operation: SCHEDULER_KEY },
  { operation: 'scheduler.tire.transfer' },
  { operation: 'scheduler.deleted' },
];
const tags = ['scheduler'];
const one = { 200: appointmentSchema, ...errorResponses };
const history = { 200: z.array(appointmentHistoryEntrySchema), ...errorResponses };
const update = { operation: SCHEDULER_KEY, flag: 'permissionUpdate' } as const;

export const schedulerAppointmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const scopeOf = (request: FastifyRequest) => partnerScopeOf(app.db, request.authUser);
  const callerOf = async (request: FastifyRequest): Promise<AppointmentCaller> => ({
    userId: request.authUser!.id,
    scope: await scopeOf(request),
  });

  app.post(
    '/v1/users/scheduler',
    {
      config: { operation: SCHEDULER_KEY, flag: 'permissionInsert' },
      schema: {
        tags,
        summary: 'Записать на пост (окончание по умолчанию: начало + 30 минут)',
        body: appointmentCreateSchema,
        response: one,
      },
    },
    async (request) => createAppointment(app.db, request.body, await callerOf(request)),
  );

  app.get(
    '/v1/users/scheduler/appointment_journal_history',
    {
      config: { anyOf: APPOINTMENT_READERS },
      schema: {
        tags,
        summary: 'История действующей записи, новые первыми',
        querystring: appointmentHistoryQuerySchema,
        response: history,
      },
    },
    async (request) => {
      await readAppointment(app.db, request.query.id, await scopeOf(request), false);
      return readAppointmentHistory(app.db, request.query.id);
    },
  );

  app.get(
    '/v1/users/scheduler/appointment_journal_deleted_history',
    {
      config: { operation: 'scheduler.deleted' },
      schema: {
        tags,
        summary: 'История удалённой записи, новые первыми',
        querystring: appointmentHistoryQuerySchema,
        response: history,
      },
    },
    async (request) => {
      await readAppointment(app.db, request.query.id, await scopeOf(request), true);
      return readAppointmentHistory(app.db, request.query.id);
    },
  );

  app.get(
    '/v1/users/scheduler/:id',
    {
      config: { anyOf: APPOINTMENT_READERS },
      schema: {
        tags,
        summary: 'Запись (также удалённая) с доступными действиями',
        params: appointmentIdPathSchema,
        response: one,
      },
    },
    async (request) => readAppointment(app.db, request.params.id, await scopeOf(request)),
  );

  app.put(
    '/v1/users/scheduler/:id',
    {
      config: update,
      schema: {
        tags,
        summary: 'Изменить услугу, название, подробности, клиента и телефон записи',
        params: appointmentIdPathSchema,
        body: appointmentUpdateSchema,
        response: one,
      },
    },
    async (request) => updateAppointment(app.db, request.params.id, request.body, await callerOf(request)),
  );

  app.delete(
    '/v1/users/scheduler/:id',
    {
      config: { operation: SCHEDULER_KEY, flag: 'permissionDelete' },
      schema: {
        tags,
        summary: 'Удалить запись (мягко): время поста освобождается',
        params: appointmentIdPathSchema,
        response: one,
      },
    },
    async (request) => deleteAppointment(app.db, request.params.id, await callerOf(request)),
  );

  app.put(
    '/v1/users/scheduler/move/:id',
    {
      config: update,
      schema: {
        tags,
        summary: 'Перенести запись на другое время и (или) пост того же офиса; длительность сохраняется',
        params: appointmentIdPathSchema,
        body: appointmentMoveSchema,
        response: one,
      },
    },
    async (request) => moveAppointment(app.db, request.params.id, request.body, await callerOf(request)),
  );

  app.put(
    '/v1/users/scheduler/stretch/:id',
    {
      config: update,
      schema: {
        tags,
        summary: 'Изменить начало и (или) окончание записи',
        params: appointmentIdPathSchema,
        body: appointmentStretchSchema,
        response: one,
      },
    },
    async (request) => stretchAppointment(app.db, request.params.id, request.body, await callerOf(request)),
  );

  app.post(
    '/v1/users/scheduler/order_by_appointment/:id',
    {
      config: update,
      schema: {
        tags,
        summary: 'Создать заявку по записи (услуга, клиент, офис и партнёр поста, плановая дата = начало)',
        params: appointmentIdPathSchema,
        response: { 200: orderByAppointmentResultSchema, ...errorResponses },
      },
    },
    async (request) => createOrderByAppointment(app.db, request.params.id, await callerOf(request)),
  );
};
