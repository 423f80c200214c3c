import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idPathSchema,
  officePostCreateSchema,
  officePostIdQuerySchema,
  officePostRestoreSchema,
  officePostSchema,
  officePostsQuerySchema,
  officePostUpdateSchema,
  servicePostCreateSchema,
  servicePostSchema,
  servicePostsQuerySchema,
  servicePostUpdateSchema,
} from '../../shared/schemas/scheduler/schedulerPosts';
import { partnerScopeOf } from '../auth/partnerScope';
import { errorResponses } from '../plugins/errorResponses';
import {
  createOfficePost,
  createServicePost,
  deleteOfficePost,
  deleteServicePost,
  listOfficePosts,
  listServicePosts,
  restoreOfficePost,
  updateOfficePost,
  updateServicePost,
} from './officePostsRepository';

// Office posts (GET, POST, PUT, DELETE /office_post; POST /office_post/restore) and service posts (GET, POST
// /service_post; PUT, DELETE /service_post/{id}), the /scheduler/post screen. Every write answers the row as it is
// afterwards; a partner's staff work only their partner's posts.

const KEY = 'scheduler.post';
const tags = ['scheduler'];
const post = { 200: officePostSchema, ...errorResponses };
const servicePost = { 200: servicePostSchema, ...errorResponses };
const insert = { operation: KEY, flag: 'permissionInsert' } as const;
const update = { operation: KEY, flag: 'permissionUpdate' } as const;
const remove = { operation: KEY, flag: 'permissionDelete' } as const;

export const officePostsRoutes: FastifyPluginAsyncZod = async (app) => {
  const scopeOf = (request: FastifyRequest) => partnerScopeOf(app.db, request.authUser);

  app.get(
    '/v1/office_post',
    {
      config: { operation: KEY },
      schema: {
        tags,
        summary: 'Посты офисов: по партнёру и офису, удалённые — с showDeleted=true',
        querystring: officePostsQuerySchema,
        response: { 200: z.array(officePostSchema), ...errorResponses },
      },
    },
    async (request) => listOfficePosts(app.db, request.query, await scopeOf(request)),
  );

  app.post(
    '/v1/office_post',
    { config: insert, schema: { tags, summary: 'Создать пост офиса', body: officePostCreateSchema, response: post } },
    async (request) => createOfficePost(app.db, request.body, await scopeOf(request)),
  );

  app.put(
    '/v1/office_post',
    {
      config: update,
      schema: { tags, summary: 'Изменить название и порядок поста', body: officePostUpdateSchema, response: post },
    },
    async (request) => updateOfficePost(app.db, request.body, await scopeOf(request)),
  );

  app.delete(
    '/v1/office_post',
    {
      config: remove,
      schema: {
        tags,
        summary: 'Удалить пост (мягко); нельзя, пока на нём есть будущие записи',
        querystring: officePostIdQuerySchema,
        response: post,
      },
    },
    async (request) => deleteOfficePost(app.db, request.query.id, await scopeOf(request)),
  );

  app.post(
    '/v1/office_post/restore',
    {
      config: update,
      schema: { tags, summary: 'Восстановить удалённый пост', body: officePostRestoreSchema, response: post },
    },
    async (request) => restoreOfficePost(app.db, request.body.id, await scopeOf(request)),
  );

  app.get(
    '/v1/service_post',
    {
      config: { operation: KEY },
      schema: {
        tags,
        summary: 'Услуги поста, удалённые — с showDeleted=true',
        querystring: servicePostsQuerySchema,
        response: { 200: z.array(servicePostSchema), ...errorResponses },
      },
    },
    async (request) =>
      listServicePosts(app.db, request.query.officePostId, request.query.showDeleted, await scopeOf(request)),
  );

  app.post(
    '/v1/service_post',
    {
      config: insert,
      schema: { tags, summary: 'Добавить услугу посту', body: servicePostCreateSchema, response: servicePost },
    },
    async (request) => createServicePost(app.db, request.body, await scopeOf(request)),
  );

  app.put(
    '/v1/service_post/:id',
    {
      config: update,
      schema: {
        tags,
        summary: 'Заменить услугу поста или восстановить её (restore: true)',
        params: idPathSchema,
        body: servicePostUpdateSchema,
        response: servicePost,
      },
    },
    async (request) => updateServicePost(app.db, request.params.id, request.body, await scopeOf(request)),
  );

  app.delete(
    '/v1/service_post/:id',
    {
      config: remove,
      schema: { tags, summary: 'Убрать услугу с поста (мягко)', params: idPathSchema, response: servicePost },
    },
    async (request) => deleteServicePost(app.db, request.params.id, await scopeOf(request)),
  );
};
