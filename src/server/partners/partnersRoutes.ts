import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { showDeletedQuerySchema } from '../../shared/schemas/fields/resourceFields';
import {
  partnerContactIdParamsSchema,
  partnerContactSaveSchema,
  partnerContactSchema,
  partnerIdParamsSchema,
  partnerSaveSchema,
  partnerSchema,
  partnersFindSchema,
  partnersPageSchema,
} from '../../shared/schemas/partners/partners';
import { errorResponses } from '../plugins/errorResponses';
import {
  createPartnerContact,
  listPartnerContacts,
  setPartnerContactDeleted,
  updatePartnerContact,
} from './partnerContactsRepository';
import { createPartner, findPartners, getPartner, setPartnerDeleted, updatePartner } from './partnersRepository';

// Partners (/partners, /partners/create, /partners/:code): the seed gives no paths for them, so they follow the house
// REST style: POST /partners/find, GET, POST, PUT, DELETE /partners/{id}, POST /partners/{id}/restore, and the
// contacts under /partners/{id}/contacts and /partner_contacts/{id}. Partner staff see only their own partner; only
// platform staff add, delete or restore partners (403 otherwise).

export const PARTNERS_KEY = 'partners';
const tags = ['partners'];
const one = { 200: partnerSchema, ...errorResponses };
const contact = { 200: partnerContactSchema, ...errorResponses };

export const partnersRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: { authUser: { id: number } | null }) => request.authUser?.id ?? null;

  app.post(
    '/v1/partners/find',
    {
      config: { operation: PARTNERS_KEY },
      schema: {
        tags,
        summary: 'Партнёры: страница списка, поиск по названию или ИНН',
        body: partnersFindSchema,
        response: { 200: partnersPageSchema, ...errorResponses },
      },
    },
    async (request) => findPartners(app.db, request.body),
  );

  app.get(
    '/v1/partners/:id',
    {
      config: { operation: PARTNERS_KEY },
      schema: { tags, summary: 'Партнёр: основные данные', params: partnerIdParamsSchema, response: one },
    },
    async (request) => getPartner(app.db, request.params.id),
  );

  app.post(
    '/v1/partners',
    {
      config: { operation: PARTNERS_KEY, flag: 'permissionInsert' },
      schema: {
        tags,
        summary: 'Создать партнёра (только сотрудники платформы)',
        body: partnerSaveSchema,
        response: one,
      },
    },
    async (request) => createPartner(app.db, request.body, actor(request)),
  );

  app.put(
    '/v1/partners/:id',
    {
      config: { operation: PARTNERS_KEY, flag: 'permissionUpdate' },
      schema: {
        tags,
        summary: 'Изменить основные данные партнёра',
        params: partnerIdParamsSchema,
        body: partnerSaveSchema,
        response: one,
      },
    },
    async (request) => updatePartner(app.db, request.params.id, request.body, actor(request)),
  );

  app.delete(
    '/v1/partners/:id',
    {
      config: { operation: PARTNERS_KEY, flag: 'permissionDelete' },
      schema: {
        tags,
        summary: 'Удалить партнёра (мягко; только сотрудники платформы)',
        params: partnerIdParamsSchema,
        response: one,
      },
    },
    async (request) => setPartnerDeleted(app.db, request.params.id, true, actor(request)),
  );

  app.post(
    '/v1/partners/:id/restore',
    {
      config: { operation: PARTNERS_KEY, flag: 'permissionDelete' },
      schema: {
        tags,
        summary: 'Восстановить партнёра (только сотрудники платформы)',
        params: partnerIdParamsSchema,
        response: one,
      },
    },
    async (request) => setPartnerDeleted(app.db, request.params.id, false, actor(request)),
  );

  app.get(
    '/v1/partners/:id/contacts',
    {
      config: { operation: PARTNERS_KEY },
      schema: {
        tags,
        summary: 'Контакты партнёра (удалённые — с showDeleted=true)',
        params: partnerIdParamsSchema,
        querystring: showDeletedQuerySchema,
        response: { 200: z.array(partnerContactSchema), ...errorResponses },
      },
    },
    async (request) => listPartnerContacts(app.db, request.params.id, request.query.showDeleted),
  );

  app.post(
    '/v1/partners/:id/contacts',
    {
      config: { operation: PARTNERS_KEY, flag: 'permissionInsert' },
      schema: {
        tags,
        summary: 'Добавить контакт партнёра',
        params: partnerIdParamsSchema,
        body: partnerContactSaveSchema,
        response: contact,
      },
    },
    async (request) => createPartnerContact(app.db, request.params.id, request.body, actor(request)),
  );

  app.put(
    '/v1/partner_contacts/:id',
    {
      config: { operation: PARTNERS_KEY, flag: 'permissionUpdate' },
      schema: {
        tags,
        summary: 'Изменить контакт партнёра',
        params: partnerContactIdParamsSchema,
        body: partnerContactSaveSchema,
        response: contact,
      },
    },
    async (request) => updatePartnerContact(app.db, request.params.id, request.body, actor(request)),
  );

  app.delete(
    '/v1/partner_contacts/:id',
    {
      config: { operation: PARTNERS_KEY, flag: 'permissionDelete' },
      schema: {
        tags,
        summary: 'Удалить контакт партнёра (мягко)',
        params: partnerContactIdParamsSchema,
        response: contact,
      },
    },
    async (request) => setPartnerContactDeleted(app.db, request.params.id, true, actor(request)),
  );

  app.post(
    '/v1/partner_contacts/:id/restore',
    {
      config: { operation: PARTNERS_KEY, flag: 'permissionUpdate' },
      schema: {
        tags,
        summary: 'Восстановить контакт партнёра',
        params: partnerContactIdParamsSchema,
        response: contact,
      },
    },
    async (request) => setPartnerContactDeleted(app.db, request.params.id, false, actor(request)),
  );
};
