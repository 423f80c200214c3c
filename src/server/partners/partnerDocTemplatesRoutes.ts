import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { showDeletedQuerySchema } from '../../shared/schemas/fields/resourceFields';
import { partnerOfficesParamsSchema } from '../../shared/schemas/offices';
import {
  docFontSchema,
  docTemplateAdminSchema,
  docTemplateCreateSchema,
  docTemplateIdParamsSchema,
  docTemplateUpdateSchema,
} from '../../shared/schemas/partners/partnerDocTemplates';
import { errorResponses } from '../plugins/errorResponses';
import {
  createPartnerDocTemplate,
  listDocFonts,
  listPartnerDocTemplates,
  setPartnerDocTemplateDeleted,
  updatePartnerDocTemplate,
} from './partnerDocTemplatesRepository';
import { PARTNERS_KEY } from './partnersRoutes';

// Document templates of the partner card: GET /partners/{id}/doc_templates, POST /partner_doc_templates, PUT and
// DELETE /partner_doc_templates/{id}, POST /partner_doc_templates/{id}/restore, GET /partner_doc_templates/fonts.
// The order card's own reads (GET /partner_doc_templates?orderId, placeholders) are the documents area's.

const tags = ['document templates'];
const one = { 200: docTemplateAdminSchema, ...errorResponses };

export const partnerDocTemplatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: { authUser: { id: number } | null }) => request.authUser?.id ?? null;

  app.get(
    '/v1/partners/:id/doc_templates',
    {
      config: { operation: PARTNERS_KEY },
      schema: {
        tags,
        summary: 'Шаблоны документов партнёра (удалённые — с showDeleted=true)',
        params: partnerOfficesParamsSchema,
        querystring: showDeletedQuerySchema,
        response: { 200: z.array(docTemplateAdminSchema), ...errorResponses },
      },
    },
    async (request) => listPartnerDocTemplates(app.db, request.params.id, request.query.showDeleted),
  );

  app.get(
    '/v1/partner_doc_templates/fonts',
    {
      config: { operation: PARTNERS_KEY },
      schema: {
        tags,
        summary: 'Шрифты, доступные шаблонам документов',
        response: { 200: z.array(docFontSchema), ...errorResponses },
      },
    },
    async () => listDocFonts(),
  );

  app.post(
    '/v1/partner_doc_templates',
    {
      config: { operation: PARTNERS_KEY, flag: 'permissionInsert' },
      schema: { tags, summary: 'Создать шаблон документа', body: docTemplateCreateSchema, response: one },
    },
    async (request) => createPartnerDocTemplate(app.db, request.body, actor(request)),
  );

  app.put(
    '/v1/partner_doc_templates/:id',
    {
      config: { operation: PARTNERS_KEY, flag: 'permissionUpdate' },
      schema: {
        tags,
        summary: 'Изменить шаблон документа',
        params: docTemplateIdParamsSchema,
        body: docTemplateUpdateSchema,
        response: one,
      },
    },
    async (request) => updatePartnerDocTemplate(app.db, request.params.id, request.body, actor(request)),
  );

  app.delete(
    '/v1/partner_doc_templates/:id',
    {
      config: { operation: PARTNERS_KEY, flag: 'permissionDelete' },
      schema: { tags, summary: 'Удалить шаблон документа (мягко)', params: docTemplateIdParamsSchema, response: one },
    },
    async (request) => setPartnerDocTemplateDeleted(app.db, request.params.id, true, actor(request)),
  );

  app.post(
    '/v1/partner_doc_templates/:id/restore',
    {
      config: { operation: PARTNERS_KEY, flag: 'permissionUpdate' },
      schema: { tags, summary: 'Восстановить шаблон документа', params: docTemplateIdParamsSchema, response: one },
    },
    async (request) => setPartnerDocTemplateDeleted(app.db, request.params.id, false, actor(request)),
  );
};
