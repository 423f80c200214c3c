import { type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES } from '../../../shared/errorCodes';
import { reportDayRangeQuerySchema, requestOfDayRange } from '../../../shared/schemas/reports/reportDayRangeQuery';
import {
  type ReportRequest,
  type ReportRow,
  reportExportSchema,
  reportPageSchema,
  reportRequestSchema,
} from '../../../shared/schemas/reports/reportRequest';
import { partnerScopeOf } from '../../auth/partnerScope';
import type { Db } from '../../db/db';
import { AppError, MESSAGES } from '../../errors';
import { errorResponses } from '../../plugins/errorResponses';
import { type FieldKind, streamReportExport } from './reportExport';
import { checkFilterScope } from './reportFilterScope';
import { type ReportQuery, resolvePeriod } from './reportQuery';

// One report = one spec: the SQL of its rows, the kinds of its fields, the seed's sort and its totals and chart. The
// kit turns a spec into its POST route (a page of rows, the count, the totals and the chart's points) and its export
// (`…/export`, CSV or Excel streamed in batches), both behind the report's operation key and the caller's scope.

export interface ReportSpec {
  /** The path as the seed gives it, under /v1. */
  path: string;
  /** The operation key of the report's screen. */
  operation: string;
  summary: string;
  /** The row's fields and what they hold: the sortable fields and the export's formats. */
  fields: Record<string, FieldKind>;
  /** A select of the rows, each column aliased as its field ("camelCase"). */
  rows: (q: ReportQuery) => SQL;
  /** The seed's order; ties are broken by `key`. */
  defaultSort: { field: string; order: 'ASC' | 'DESC' };
  /** A field unique among the rows, so paging never repeats or skips a row. */
  key: string;
  /** The totals row: field -> an aggregate over the rows (alias `r`), e.g. sql`sum(r."amount")`. */
  totals?: Record<string, SQL>;
  /** The chart's points: a select over the rows (alias `r`), when the report draws one. */
  series?: (q: ReportQuery) => SQL;
  /** The request must name one day (`date`): the reports that open one day of their period. */
  needsDate?: boolean;
  /**
   * 'GET': the seed asks the report with GET and the period as days in the query string
   * (?startDate=yyyy-MM-dd&endDate=yyyy-MM-dd, both inclusive). The POST of the usual body answers as well (the
   * console's report screens send it), and the export stays POST `…/export`.
   */
  method?: 'POST' | 'GET';
  /** The platform's own data (no partner's rows in it): a partner's staff get 403 whatever keys they hold. */
  platformOnly?: boolean;
}

export const UNPAGED_MAX = 100_000;

const unpagedQuerySchema = z.object({
  paged: z.enum(['true', 'false'], { error: 'paged: true или false' }).optional(),
  pageSize: z.coerce
    .number()
    .int()
    .min(1, `Размер страницы от 1 до ${UNPAGED_MAX}`)
    .max(UNPAGED_MAX, `Размер страницы от 1 до ${UNPAGED_MAX}`)
    .default(UNPAGED_MAX),
});

export const SORT_FIELD_MESSAGE = 'Недопустимое поле сортировки';
export const DATE_REQUIRED_MESSAGE = 'Укажите день отчёта';

const invalid = (field: string, message: string) =>
  new AppError(400, ERROR_CODES.validation, MESSAGES.validation, { [field]: message });

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The request as a query: the period resolved, the filters checked against the caller's scope. */
async function queryOf(
  db: Db,
  spec: ReportSpec,
  request: FastifyRequest,
  filters: ReportRequest,
): Promise<ReportQuery> {
  if (spec.needsDate && filters.date === undefined) throw invalid('date', DATE_REQUIRED_MESSAGE);
  const scope = await partnerScopeOf(db, request.authUser);
  await checkFilterScope(db, filters, scope);
  return { ...filters, ...resolvePeriod(filters), scope, callerId: request.authUser?.id ?? null };
}

/** ORDER BY of the request: a field of the report (or the seed's), then the key. */
function orderOf(spec: ReportSpec, sortField?: string, sortOrder?: 'ASC' | 'DESC'): SQL {
  const field = sortField ?? spec.defaultSort.field;
  if (!Object.hasOwn(spec.fields, field)) throw invalid('sortField', SORT_FIELD_MESSAGE);
  const order = sql.raw(sortOrder ?? (sortField ? 'ASC' : spec.defaultSort.order));
  const tie = field === spec.key ? sql`` : sql`, r.${sql.identifier(spec.key)} ${order}`;
  return sql`order by r.${sql.identifier(field)} ${order} nulls last${tie}`;
}

/** The rows of the request, searched: a row matches when the text of any of its fields holds the search. */
function rowsSql(spec: ReportSpec, q: ReportQuery): SQL {
  const search = q.search ? sql`where r::text ilike ${`%${q.search.replace(/[\\%_]/g, '\\$&')}%`}` : sql``;
  return sql`select r.* from (${spec.rows(q)}) r ${search}`;
}

/** One page of the report's rows in its order. */
export function pageOf(spec: ReportSpec, q: ReportQuery, offset: number, size: number, sort: SQL): SQL {
  return sql`select * from (${rowsSql(spec, q)}) r ${sort} limit ${size} offset ${offset}`;
}

export async function runReport(db: Db, spec: ReportSpec, q: ReportQuery, paging: ReportRequest) {
  const sort = orderOf(spec, paging.sortField, paging.sortOrder);
  const aggregates = Object.entries(spec.totals ?? {}).map(
    ([field, expr]) => sql`, ${expr} as ${sql.identifier(field)}`,
  );
  const [items, [summary], series] = await Promise.all([
    rowsOf<ReportRow>(db, pageOf(spec, q, paging.offset, paging.size, sort)),
    rowsOf<Record<string, number | null>>(
      db,
      sql`select count(*)::int as "__total" ${sql.join(aggregates, sql``)} from (${rowsSql(spec, q)}) r`,
    ),
    spec.series ? rowsOf<Record<string, string | number | null>>(db, spec.series(q)) : Promise.resolve([]),
  ]);
  const { __total: total, ...totals } = summary;
  return { items, total: Number(total), totals: numbers(totals), series };
}

/** Aggregates as numbers: a driver may answer a numeric sum as text. */
const numbers = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v === null || v === undefined ? null : Number(v)]));

/** The report's routes: POST path (and GET path for `method: 'GET'`) and POST path/export. */
export function defineReport(spec: ReportSpec): FastifyPluginAsyncZod {
  const config = { operation: spec.operation, platformOnly: spec.platformOnly };
  const tags = ['reports'];
  const exportPath = `${spec.path.replace(/\/$/, '')}/export`;
  return async (app) => {
    if (spec.method === 'GET') {
      app.get(
        spec.path,
        {
          config,
          schema: {
            tags,
            summary: spec.summary,
            querystring: reportDayRangeQuerySchema,
            response: { 200: reportPageSchema, ...errorResponses },
          },
        },
        async (request) => {
          const body = requestOfDayRange(request.query);
          return runReport(app.db, spec, await queryOf(app.db, spec, request, body), body);
        },
      );
    }
    app.post(
      spec.path,
      {
        config,
        schema: {
          tags,
          summary: spec.summary,
          body: reportRequestSchema,
          querystring: unpagedQuerySchema,
          response: { 200: reportPageSchema, ...errorResponses },
        },
      },
      async (request) => {
        const { paged, pageSize } = request.query;
        // ?paged=false answers every row at once (up to pageSize), as the wheels delivery report is asked.
        const paging = paged === 'false' ? { ...request.body, offset: 0, size: pageSize } : request.body;
        return runReport(app.db, spec, await queryOf(app.db, spec, request, request.body), paging);
      },
    );
    app.post(
      exportPath,
      {
        config,
        schema: {
          tags,
          summary: `${spec.summary}: выгрузка в CSV или Excel`,
          body: reportExportSchema,
          response: errorResponses,
        },
      },
      async (request, reply) => {
        const { format, request: body, columns } = request.body;
        const q = await queryOf(app.db, spec, request, body);
        const unknown = columns.find((c) => !Object.hasOwn(spec.fields, c.id));
        if (unknown) throw invalid('columns', `Нет такой колонки: ${unknown.id}`);
        const sort = orderOf(spec, body.sortField, body.sortOrder);
        const [{ total }] = await rowsOf<{ total: number }>(
          app.db,
          sql`select count(*)::int as total from (${rowsSql(spec, q)}) r`,
        );
        return streamReportExport(reply, {
          format,
          columns: columns.map((c) => ({ ...c, kind: spec.fields[c.id] })),
          fileName: spec.summary,
          timezone: q.timezone,
          total: Number(total),
          batch: (offset, size) => rowsOf<ReportRow>(app.db, pageOf(spec, q, offset, size, sort)),
        });
      },
    );
  };
}
