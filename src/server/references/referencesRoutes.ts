import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES } from '../../shared/errorCodes';
import { idParam } from '../../shared/schemas/fields/resourceFields';
import {
  refCreateSchema,
  refSchema,
  refUpdateSchema,
  refValueCreateSchema,
  refValueSchema,
  refValueUpdateSchema,
} from '../../shared/schemas/references';
import { refValues } from '../db/schema';
import { AppError, MESSAGES, notFound } from '../errors';
import { defineResource } from '../resources/defineResource';
import { refCodeTaken, refExists, refsRepository, refValuesRepository } from './referencesRepository';

// Reference books: /ref: GET, POST, PUT and DELETE /{id}; /ref_value: GET /{refId}, POST, PUT and DELETE /{id}.
// Restore is PUT .../restore/{id}, as the SEO reviews restore.
// Every screen reads reference values, so reading needs a token only; writing needs 'universalreference'.

const OPERATION = 'universalreference';
const REF_NOT_FOUND = 'Справочник не найден';

const refResource = defineResource({
  basePath: '/v1/ref',
  operation: OPERATION,
  platformOnly: true,
  tag: 'references',
  title: { one: 'справочник', many: 'справочники' },
  notFoundMessage: REF_NOT_FOUND,
  auditEntity: 'ref',
  repository: refsRepository,
  schemas: { entity: refSchema, create: refCreateSchema, update: refUpdateSchema },
  beforeSave: async (db, values, existing) => {
    if (values.code && (await refCodeTaken(db, values.code, existing?.id))) {
      throw new AppError(400, ERROR_CODES.validation, MESSAGES.validation, {
        code: 'Справочник с таким кодом уже есть',
      });
    }
  },
});

const refValueResource = defineResource({
  basePath: '/v1/ref_value',
  operation: OPERATION,
  platformOnly: true,
  tag: 'references',
  title: { one: 'значение справочника', many: 'значения справочника' },
  notFoundMessage: 'Значение справочника не найдено',
  auditEntity: 'ref_value',
  repository: refValuesRepository,
  schemas: { entity: refValueSchema, create: refValueCreateSchema, update: refValueUpdateSchema },
  beforeSave: async (db, values) => {
    if (values.refId !== undefined && !(await refExists(db, values.refId))) throw notFound(REF_NOT_FOUND);
  },
  routes: {
    // GET /v1/ref_value/{refId} lists one book's values, so there is no GET of one value by id.
    list: {
      path: '/v1/ref_value/:refId',
      params: z.object({ refId: idParam('Некорректный справочник') }),
      summary: 'Значения справочника по порядку (удалённые — с showDeleted=true)',
      where: async ({ params }, db) => {
        if (!(await refExists(db, params.refId))) throw notFound(REF_NOT_FOUND);
        return eq(refValues.refId, params.refId);
      },
    },
    get: false,
  },
});

/** The universal reference screen's books and values. */
export const referencesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(refResource);
  await app.register(refValueResource);
};
