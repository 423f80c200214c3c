import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam, showDeletedQuerySchema } from '../../shared/schemas/fields/resourceFields';
import {
  insuranceCompaniesCopyResultSchema,
  insuranceCompaniesCopySchema,
  insuranceCompanyChangedSchema,
  insuranceCompanyDeletedSchema,
  insuranceCompanyNewSchema,
  insuranceCompanySchema,
} from '../../shared/schemas/vehicles/vehicleEntity';
import { notFound } from '../errors';
import { errorResponses } from '../plugins/errorResponses';
import {
  changedInCatalog,
  copyCatalog,
  deletedFromCatalog,
  getCompany,
  listCompanies,
  newInCatalog,
  toCompany,
  unknownCompanyIds,
} from './insuranceCompaniesRepository';

// The insurers (the policy dialog's select: a token is enough) and their comparison
// with the insurers' catalogue (/insurance/changes: 'insurance.changes', permissionUpdate to apply it).

const COMPANY_NOT_FOUND = 'Страховая компания не найдена';
const CHANGES = 'insurance.changes';

export const insuranceCompaniesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/catalog/insurance_companies',
    {
      config: { tokenOnly: true },
      schema: {
        tags: ['insurance'],
        summary: 'Страховые компании (удалённые — с showDeleted=true)',
        querystring: showDeletedQuerySchema,
        response: { 200: z.array(insuranceCompanySchema), ...errorResponses },
      },
    },
    async (request) => listCompanies(app.db, { showDeleted: request.query.showDeleted }),
  );

  app.get(
    '/v1/catalog/insurance_company/:id',
    {
      config: { tokenOnly: true },
      schema: {
        tags: ['insurance'],
        summary: 'Страховая компания',
        params: z.object({ id: idParam('Некорректный идентификатор страховой компании') }),
        response: { 200: insuranceCompanySchema, ...errorResponses },
      },
    },
    async (request) => {
      const company = await getCompany(app.db, request.params.id);
      if (!company) throw notFound(COMPANY_NOT_FOUND);
      return toCompany(company);
    },
  );

  app.get(
    '/v1/insurance/insurance_companies/new',
    {
      config: { operation: CHANGES },
      schema: {
        tags: ['insurance'],
        summary: 'Новые в каталоге страховщиков',
        response: { 200: z.array(insuranceCompanyNewSchema), ...errorResponses },
      },
    },
    async () => newInCatalog(app.db),
  );

  app.get(
    '/v1/insurance/insurance_companies/changed',
    {
      config: { operation: CHANGES },
      schema: {
        tags: ['insurance'],
        summary: 'Переименованные в каталоге страховщиков',
        response: { 200: z.array(insuranceCompanyChangedSchema), ...errorResponses },
      },
    },
    async () => changedInCatalog(app.db),
  );

  app.get(
    '/v1/insurance/insurance_companies/deleted',
    {
      config: { operation: CHANGES },
      schema: {
        tags: ['insurance'],
        summary: 'Исчезнувшие из каталога страховщиков',
        response: { 200: z.array(insuranceCompanyDeletedSchema), ...errorResponses },
      },
    },
    async () => deletedFromCatalog(app.db),
  );

  app.put(
    '/v1/insurance/insurance_companies/copy',
    {
      config: { operation: CHANGES, flag: 'permissionUpdate' },
      schema: {
        tags: ['insurance'],
        summary: 'Применить каталог: добавить новые, переименовать изменённые, удалить (мягко) idsForRemoval',
        body: insuranceCompaniesCopySchema,
        response: { 200: insuranceCompaniesCopyResultSchema, ...errorResponses },
      },
    },
    async (request) => {
      const ids = [...new Set(request.body.idsForRemoval)];
      if ((await unknownCompanyIds(app.db, ids)).length > 0) throw notFound(COMPANY_NOT_FOUND);
      return app.db.transaction((tx) => copyCatalog(tx, ids));
    },
  );
};
