import type { App } from '../../src/server/app';
import { sampleOf } from './tenant/jsonSchemaSample';

// The server's own route table, read from its OpenAPI document, for the tests generated from it (the tenant matrix,
// the read-update round trips, the junk-input pass): every route's method, path, parameters and JSON body schema.

export interface RouteParam {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: unknown;
}

export interface Operation {
  method: string;
  path: string;
  params: RouteParam[];
  body?: { properties?: Record<string, unknown>; required?: string[] };
}

export type OpenApiDocument = { paths: Record<string, Record<string, unknown>> };

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const result: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, spec] of Object.entries(methods) as [string, Record<string, unknown>][]) {
      const content = (spec.requestBody as { content?: Record<string, { schema: Operation['body'] }> } | undefined)
        ?.content;
      result.push({
        method: method.toUpperCase(),
        path,
        params: (spec.parameters as Operation['params']) ?? [],
        body: content?.['application/json']?.schema,
      });
    }
  }
  return result;
}

/** Every route of the app, from the document it serves. */
export async function routesOf(app: App): Promise<Operation[]> {
  return operationsOf((await app.inject({ method: 'GET', url: '/v1/openapi.json' })).json());
}

/**
 * The path with its `{name}` parameters filled in (1 where no value is given), each segment URL-encoded unless
 * `encode` says otherwise (a raw segment such as a broken escape).
 */
export const fillPath = (
  path: string,
  values: Record<string, unknown>,
  encode: (value: string) => string = encodeURIComponent,
) => path.replace(/\{(\w+)\}/g, (_m, name: string) => encode(String(values[name] ?? 1)));

/** The query string of the route's required parameters and of those given a value (sample values for the rest). */
export function queryOf(route: Operation, values: Record<string, unknown>) {
  const pairs = route.params
    .filter((p) => p.in === 'query' && (p.required || p.name in values))
    .map((p) => `${p.name}=${encodeURIComponent(String(values[p.name] ?? sampleOf(p.schema)))}`);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}
