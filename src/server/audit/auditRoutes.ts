import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditFindSchema, auditPageSchema } from '../../shared/schemas/audit';
import { errorResponses } from '../plugins/errorResponses';
import { findAuditEntries } from './auditRepository';

/** POST /v1/audit/find: the administration journal (who changed a role, a permission, a user, a partner; when; how). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/audit/find',
    {
      config: { operation: 'audit.journal' },
      schema: {
        tags: ['audit'],
        summary: 'Журнал изменений администрирования, новые первыми',
        body: auditFindSchema,
        response: { 200: auditPageSchema, ...errorResponses },
      },
    },
    async (request) => findAuditEntries(app.db, request.body),
  );
};
