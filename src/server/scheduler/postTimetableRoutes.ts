import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../shared/schemas/fields/resourceFields';
import {
  generatePlanSchema,
  idPathSchema,
  timetableSchema,
  timetableSlotResultSchema,
  timetableSlotUpdateSchema,
  timetableSlotWriteSchema,
  workIntervalCreateSchema,
  workIntervalSchema,
  workIntervalsQuerySchema,
  workIntervalUpdateSchema,
} from '../../shared/schemas/scheduler/schedulerPosts';
import { partnerScopeOf } from '../auth/partnerScope';
import { errorResponses } from '../plugins/errorResponses';
import { createWeeklySlot, deleteWeeklySlot, readTimetable, updateWeeklySlot } from './weeklyHoursRepository';
import {
  createWorkInterval,
  deleteWorkInterval,
  generateWorkPlan,
  listWorkIntervals,
  updateWorkInterval,
} from './workPlanRepository';

// The weekly hours of a post (/users/timetable, screen /scheduler/week, key
// scheduler.week) and its half-year plan (/users/actual_timetable, screen /scheduler/halfyear, key
// scheduler.halfyear). GET takes the post's id, PUT and DELETE the slot's or the interval's.

const WEEK = 'scheduler.week';
const HALF_YEAR = 'scheduler.halfyear';
const tags = ['scheduler'];
const postParams = z.object({ officePostId: idParam('Некорректный пост') });
const slot = { 200: timetableSlotResultSchema, ...errorResponses };
const interval = { 200: workIntervalSchema, ...errorResponses };
const intervals = { 200: z.array(workIntervalSchema), ...errorResponses };
const removed = { 200: z.object({ id: z.number() }), ...errorResponses };

export const postTimetableRoutes: FastifyPluginAsyncZod = async (app) => {
  const scopeOf = (request: FastifyRequest) => partnerScopeOf(app.db, request.authUser);

  app.get(
    '/v1/users/timetable/:officePostId',
    {
      config: { operation: WEEK },
      schema: {
        tags,
        summary: 'Рабочие часы поста на неделю: семь дней, интервалы по времени',
        params: postParams,
        response: { 200: timetableSchema, ...errorResponses },
      },
    },
    async (request) => readTimetable(app.db, request.params.officePostId, await scopeOf(request)),
  );

  app.post(
    '/v1/users/timetable',
    {
      config: { operation: WEEK, flag: 'permissionInsert' },
      schema: {
        tags,
        summary: 'Добавить интервал рабочего времени дня недели',
        body: timetableSlotWriteSchema,
        response: slot,
      },
    },
    async (request) => createWeeklySlot(app.db, request.body, await scopeOf(request)),
  );

  app.put(
    '/v1/users/timetable/:id',
    {
      config: { operation: WEEK, flag: 'permissionUpdate' },
      schema: {
        tags,
        summary: 'Изменить интервал рабочего времени',
        params: idPathSchema,
        body: timetableSlotUpdateSchema,
        response: slot,
      },
    },
    async (request) => updateWeeklySlot(app.db, request.params.id, request.body, await scopeOf(request)),
  );

  app.delete(
    '/v1/users/timetable/:id',
    {
      config: { operation: WEEK, flag: 'permissionDelete' },
      schema: { tags, summary: 'Удалить интервал рабочего времени', params: idPathSchema, response: removed },
    },
    async (request) => deleteWeeklySlot(app.db, request.params.id, await scopeOf(request)),
  );

  app.get(
    '/v1/users/actual_timetable/:officePostId',
    {
      config: { operation: HALF_YEAR },
      schema: {
        tags,
        summary: 'План поста на полугодие: рабочие интервалы по дням (по умолчанию от сегодня на полгода)',
        params: postParams,
        querystring: workIntervalsQuerySchema,
        response: intervals,
      },
    },
    async (request) => listWorkIntervals(app.db, request.params.officePostId, request.query, await scopeOf(request)),
  );

  app.post(
    '/v1/users/actual_timetable/generate',
    {
      config: { operation: HALF_YEAR, flag: 'permissionInsert' },
      schema: {
        tags,
        summary: 'Сформировать план на полгода из рабочих часов недели (без федеральных выходных)',
        body: generatePlanSchema,
        response: intervals,
      },
    },
    async (request) => generateWorkPlan(app.db, request.body.officePostId, await scopeOf(request)),
  );

  app.post(
    '/v1/users/actual_timetable',
    {
      config: { operation: HALF_YEAR, flag: 'permissionInsert' },
      schema: {
        tags,
        summary: 'Добавить рабочий интервал дня (местное время офиса)',
        body: workIntervalCreateSchema,
        response: interval,
      },
    },
    async (request) => createWorkInterval(app.db, request.body, await scopeOf(request)),
  );

  app.put(
    '/v1/users/actual_timetable',
    {
      config: { operation: HALF_YEAR, flag: 'permissionUpdate' },
      schema: {
        tags,
        summary: 'Изменить рабочий интервал дня (местное время офиса)',
        body: workIntervalUpdateSchema,
        response: interval,
      },
    },
    async (request) => updateWorkInterval(app.db, request.body, await scopeOf(request)),
  );

  app.delete(
    '/v1/users/actual_timetable/:id',
    {
      config: { operation: HALF_YEAR, flag: 'permissionDelete' },
      schema: { tags, summary: 'Удалить рабочий интервал дня', params: idPathSchema, response: removed },
    },
    async (request) => deleteWorkInterval(app.db, request.params.id, await scopeOf(request)),
  );
};
