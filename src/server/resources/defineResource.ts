import type { SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam, showDeletedQuerySchema } from '../../shared/schemas/fields/resourceFields';
import { recordAudit } from '../audit/auditJournal';
import type { Db, DbOrTx } from '../db/db';
import { notFound } from '../errors';
import { errorResponses } from '../plugins/errorResponses';
import type { SoftDeleteRepository, SoftDeleteTable } from './softDeleteRepository';
import { type WithUnixTimes, withUnixTimes } from './withUnixTimes';

// A soft-deleted resource declared once: list, get, create, update, delete and restore routes with full request
// and response schemas (they make the OpenAPI document), the access each verb needs, ENTITY_NOT_FOUND for unknown
// ids, timestamps as unix seconds. An area declares its resource instead of writing the six routes again.

type EmptyObject = z.ZodObject<Record<never, never>>;

export interface ListRouteOptions<P extends z.ZodObject, Q extends z.ZodObject> {
  /** Default: the base path. */
  path?: string;
  /** Path parameters of a custom path (GET /v1/ref_value/:refId). */
  params?: P;
  /** Query filters besides showDeleted. */
  filters?: Q;
  /** The list's conditions from the parsed params and filters; may throw (an unknown parent: 404). */
  where?: (
    input: { params: z.output<P>; query: z.output<Q> },
    db: DbOrTx,
  ) => SQL | undefined | Promise<SQL | undefined>;
  summary?: string;
}

/** A route of one row: its path (with :id) and, for restore, its method. */
export interface RowRouteOptions {
  path?: string;
  summary?: string;
}

export interface ResourceDefinition<T extends SoftDeleteTable, P extends z.ZodObject, Q extends z.ZodObject> {
  /** The collection's path, e.g. '/v1/ref'; the row routes add '/:id'. */
  basePath: string;
  /** The operation key whose permissionInsert / permissionUpdate / permissionDelete the writes need. */
  operation: string;
  /** OpenAPI tag. */
  tag: string;
  /** Russian names for the summaries: { one: 'справочник', many: 'справочники' }. */
  title: { one: string; many: string };
  /** The ENTITY_NOT_FOUND message: 'Справочник не найден'. */
  notFoundMessage: string;
  repository: SoftDeleteRepository<T>;
  schemas: {
    /** What every route answers: the row with its timestamps in unix seconds. */
    entity: z.ZodType<WithUnixTimes<T['$inferSelect']>>;
    create: z.ZodType<T['$inferInsert']>;
    update: z.ZodType<Partial<T['$inferInsert']>>;
  };
  /**
   * Data of the whole platform (reference books, catalogues): written only by platform staff, never by a partner's
   * staff whatever their keys (auth/routeAccess.ts platformOnly).
   */
  platformOnly?: boolean;
  /** The audit journal's entity name ('ref', 'ref_value'): every write is journalled in its own transaction. */
  auditEntity: string;
  /** Checks before a create (existing null) or an update: a parent that must exist, a unique field. */
  beforeSave?: (db: DbOrTx, values: Partial<T['$inferInsert']>, existing: T['$inferSelect'] | null) => Promise<void>;
  /** Each route can move (path) or be left out (false). Restore is PUT {basePath}/restore/:id by default. */
  routes?: {
    list?: ListRouteOptions<P, Q> | false;
    get?: RowRouteOptions | false;
    create?: RowRouteOptions | false;
    update?: RowRouteOptions | false;
    delete?: RowRouteOptions | false;
    restore?: (RowRouteOptions & { method?: 'PUT' | 'POST' }) | false;
  };
}

const idParams = z.object({ id: idParam('Некорректный идентификатор') });

/**
 * The route plugin of a soft-deleted resource. Reads need a token only; create needs permissionInsert, update and
 * restore permissionUpdate, delete permissionDelete on the definition's operation.
 *
 * @example
 * export const tyreBrandsRoutes = defineResource({
 *   basePath: '/v1/catalog/vehicle/tire_brands',
 *   operation: 'tyre.reference',
 *   tag: 'tyres',
 *   title: { one: 'бренд шин', many: 'бренды шин' },
 *   notFoundMessage: 'Бренд не найден',
 *   auditEntity: 'tire_brand',
 *   repository: createSoftDeleteRepository(tyreBrands, { orderBy: [asc(tyreBrands.name)] }),
 *   schemas: { entity: tyreBrandSchema, create: tyreBrandCreateSchema, update: tyreBrandUpdateSchema },
 *   routes: { restore: { method: 'POST', path: '/v1/catalog/vehicle/tire_brands/:id' } },
 * });
 */
export function defineResource<
  T extends SoftDeleteTable,
  P extends z.ZodObject = EmptyObject,
  Q extends z.ZodObject = EmptyObject,
>(definition: ResourceDefinition<T, P, Q>): FastifyPluginAsyncZod {
  const {
    basePath,
    operation,
    tag,
    title,
    notFoundMessage,
    repository,
    schemas,
    beforeSave,
    platformOnly,
    auditEntity,
    routes = {},
  } = definition;
  type Row = T['$inferSelect'];
  const toEntity = (row: Row) => withUnixTimes(row as object) as WithUnixTimes<Row>;
  const found = (row: Row | null): Row => {
    if (!row) throw notFound(notFoundMessage);
    return row;
  };
  // The definition's types tie the schemas to the table; the routes see them as plain schemas, because Fastify's
  // type provider cannot resolve a generic schema's types.
  const entity: z.ZodType = schemas.entity;
  const createBody: z.ZodType = schemas.create;
  const updateBody: z.ZodType = schemas.update;
  const response = { 200: entity, ...errorResponses };
  const rowPath = (options: RowRouteOptions | undefined, suffix = '') => options?.path ?? `${basePath}${suffix}/:id`;

  /** A write and its journal entry in one transaction: a failed write leaves no entry, a journal failure no change. */
  const journalled = (
    db: Db,
    request: { authUser: { id: number } | null },
    action: 'create' | 'update' | 'delete' | 'restore',
    id: number | null,
    write: (tx: DbOrTx, before: Row | null) => Promise<Row | null>,
  ) =>
    db.transaction(async (tx) => {
      const before = id === null ? null : found(await repository.get(tx, id));
      const after = found(await write(tx, before));
      await recordAudit(tx, {
        actorUserId: request.authUser?.id,
        entity: auditEntity,
        entityId: after.id as number,
        action,
        before: before && toEntity(before),
        after: toEntity(after),
      });
      return toEntity(after);
    });

  return async (app) => {
    const { list, get, create, update, restore } = routes;
    const remove = routes.delete;

    if (list !== false) {
      const query = showDeletedQuerySchema.extend((list?.filters ?? z.object({})).shape);
      app.get(
        list?.path ?? basePath,
        {
          config: { tokenOnly: true },
          schema: {
            tags: [tag],
            summary: list?.summary ?? `Список: ${title.many} (удалённые — с showDeleted=true)`,
            ...(list?.params ? { params: list.params } : {}),
            querystring: query,
            response: { 200: z.array(entity), ...errorResponses },
          },
        },
        async (request) => {
          const input = request.query as z.output<typeof showDeletedQuerySchema> & z.output<Q>;
          const where = await list?.where?.({ params: request.params as z.output<P>, query: input }, app.db);
          const rows = await repository.list(app.db, { showDeleted: input.showDeleted, where });
          return rows.map(toEntity);
        },
      );
    }

    if (get !== false) {
      app.get(
        rowPath(get),
        {
          config: { tokenOnly: true },
          schema: { tags: [tag], summary: get?.summary ?? `Получить: ${title.one}`, params: idParams, response },
        },
        async (request) => toEntity(found(await repository.get(app.db, request.params.id))),
      );
    }

    if (create !== false) {
      app.post(
        create?.path ?? basePath,
        {
          config: { operation, flag: 'permissionInsert', platformOnly },
          schema: { tags: [tag], summary: create?.summary ?? `Создать: ${title.one}`, body: createBody, response },
        },
        async (request) => {
          const values = request.body as T['$inferInsert'];
          return journalled(app.db, request, 'create', null, async (tx) => {
            await beforeSave?.(tx, values, null);
            return repository.create(tx, values);
          });
        },
      );
    }

    if (update !== false) {
      app.put(
        rowPath(update),
        {
          config: { operation, flag: 'permissionUpdate', platformOnly },
          schema: {
            tags: [tag],
            summary: update?.summary ?? `Изменить: ${title.one}`,
            params: idParams,
            body: updateBody,
            response,
          },
        },
        async (request) => {
          const values = request.body as Partial<T['$inferInsert']>;
          return journalled(app.db, request, 'update', request.params.id, async (tx, existing) => {
            await beforeSave?.(tx, values, existing);
            return repository.update(tx, request.params.id, values);
          });
        },
      );
    }

    if (remove !== false) {
      app.delete(
        rowPath(remove),
        {
          config: { operation, flag: 'permissionDelete', platformOnly },
          schema: {
            tags: [tag],
            summary: remove?.summary ?? `Удалить (мягко): ${title.one}`,
            params: idParams,
            response,
          },
        },
        async (request) =>
          journalled(app.db, request, 'delete', request.params.id, (tx) =>
            repository.softDelete(tx, request.params.id),
          ),
      );
    }

    if (restore !== false) {
      app.route({
        method: restore?.method ?? 'PUT',
        url: rowPath(restore, '/restore'),
        config: { operation, flag: 'permissionUpdate', platformOnly },
        schema: { tags: [tag], summary: restore?.summary ?? `Восстановить: ${title.one}`, params: idParams, response },
        handler: async (request) =>
          journalled(app.db, request, 'restore', request.params.id, (tx) => repository.restore(tx, request.params.id)),
      });
    }
  };
}
