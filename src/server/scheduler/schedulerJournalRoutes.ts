import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  appointmentSchema,
  appointmentSearchResultSchema,
  appointmentSearchSchema,
  deletedJournalQuerySchema,
} from '../../shared/schemas/scheduler/schedulerAppointments';
import { partnerScopeOf } from '../auth/partnerScope';
import { errorResponses } from '../plugins/errorResponses';
import { readDeletedJournal, searchAppointments } from './appointmentJournalRepository';
import { SCHEDULER_KEY } from './schedulerAppointmentsRoutes';

// The deleted journal (/scheduler/deleted) and the appointment search (the tyre transfers of /scheduler/tire/transfer,
// quick search on the boards). A partner's staff see their partner's offices whatever partner or office they ask for.

const tags = ['scheduler'];

export const schedulerJournalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/users/scheduler/appointment_journal_deleted',
    {
      config: { operation: 'scheduler.deleted' },
      schema: {
        tags,
        summary: 'Удалённые записи с началом в указанные дни (по времени офиса), последние удалённые первыми',
        querystring: deletedJournalQuerySchema,
        response: { 200: z.array(appointmentSchema), ...errorResponses },
      },
    },
    async (request) => readDeletedJournal(app.db, request.query, await partnerScopeOf(app.db, request.authUser)),
  );

  app.post(
    '/v1/users/scheduler/search',
    {
      config: {
        anyOf: [
          { operation: SCHEDULER_KEY },
          { operation: 'scheduler.tire.transfer' },
          { operation: 'scheduler.deleted' },
        ],
      },
      schema: {
        tags,
        summary:
          'Поиск действующих записей: текст (название, телефон, клиент), услуга, партнёр, офис, даты начала; постранично',
        body: appointmentSearchSchema,
        response: { 200: appointmentSearchResultSchema, ...errorResponses },
      },
    },
    async (request) => searchAppointments(app.db, request.body, await partnerScopeOf(app.db, request.authUser)),
  );
};
