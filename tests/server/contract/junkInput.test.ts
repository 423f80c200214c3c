import { beforeAll, describe, expect, it } from 'vitest';
import { login, openIsolatedTestApp } from '../buildTestApp';
import { fillPath, type Operation, routesOf } from '../openApiRoutes';
import { sampleOf } from '../tenant/jsonSchemaSample';

// Junk in, never a 500 out: generated from the OpenAPI document, the admin calls every route with junk in each path
// parameter, junk query values and junk JSON bodies. No answer may be a 5xx, and every refusal carries the one error
// body { message, errorCode, timestamp, status, details? } in Russian. Path and query junk never names an existing
// row, and body junk goes with such ids (in the path and the body), so no call changes a demo object.

/**
 * Raw path segments, as a client could send them (escapes included). Bodies the JSON parser refuses (broken JSON, a
 * bare 1e309) never reach a route: tests/server/system/errors.test.ts covers them once.
 */
const PATH_JUNK = ['%00', 'x'.repeat(5000), '-1', '1e309', '2147483648', '%E0%A4%A', 'abc'];
/** Query values, raw. */
const QUERY_JUNK = ['%00', '1e309', '-1', 'x'.repeat(3000)];
/** An id no row has: the other ids of a call name nothing, so a call that slips through changes no demo object. */
const MISSING_ID = 2147483000;

type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; anyOf?: JsonSchema[] };

const typesOf = (s: JsonSchema | undefined): string[] =>
  s ? [...(Array.isArray(s.type) ? s.type : s.type ? [s.type] : []), ...(s.anyOf ?? []).flatMap(typesOf)] : [];

/** A value of the wrong type for the schema: text where an object or list goes, an object anywhere else. */
const wrongFor = (s: JsonSchema | undefined) =>
  typesOf(s).some((t) => t === 'object' || t === 'array') ? 'не объект' : { wrong: true };

/** Objects and lists nested `levels` deep (each level holds the next once: the text stays small). */
function deepObject(levels: number): unknown {
  let value: unknown = 'дно';
  for (let i = 0; i < levels; i += 1) value = i % 2 ? { a: value } : [value];
  return value;
}

/** The schema's sample with every number an id no row has. */
function missingIds(value: unknown): unknown {
  if (typeof value === 'number') return MISSING_ID;
  if (Array.isArray(value)) return value.map(missingIds);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, missingIds(v)]));
  return value;
}

/**
 * Junk bodies for a route's JSON body schema, as the raw text sent, each with a name for the report. A variant that
 * would junk no field (a schema without texts, say) is left out: it would be a valid call.
 */
function junkBodies(schema: JsonSchema): [string, string][] {
  const properties = Object.entries(schema.properties ?? {});
  const sample = missingIds(sampleOf(schema));
  const base = sample && typeof sample === 'object' && !Array.isArray(sample) ? sample : {};
  const json = (value: unknown) => JSON.stringify(value);
  const over = (names: string[], value: unknown) =>
    names.length === 0 ? undefined : json({ ...base, ...Object.fromEntries(names.map((n) => [n, value])) });
  const texts = properties.filter(([, s]) => typesOf(s).includes('string')).map(([name]) => name);
  const numbers = properties
    .filter(([, s]) => typesOf(s).some((t) => t === 'number' || t === 'integer'))
    .map(([name]) => name);
  const variants: [string, string | undefined][] = [
    ['null', 'null'],
    ['an array of junk', json([base, 'текст', null])],
    ['a deep object', json(deepObject(400))],
    ['a prototype key', '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}'],
    ['every field of the wrong type', json(Object.fromEntries(properties.map(([n, s]) => [n, wrongFor(s)])))],
    ['nulls everywhere', json(Object.fromEntries(properties.map(([n]) => [n, null])))],
    ['NUL characters in texts', over(texts, 'a\u0000b')],
    ['huge texts', over(texts, 'я'.repeat(200_000))],
    ['numbers beyond range', over(numbers, '__BIG__')?.replaceAll('"__BIG__"', '1e309')],
    ['huge integers', over(numbers, 2 ** 53 + 2)],
  ];
  return variants.filter((v): v is [string, string] => v[1] !== undefined && v[1] !== json(base));
}

const CYRILLIC = /[А-Яа-яЁё]/;
/** A ceiling, not a timing: each pass makes a thousand or more calls, which takes a while on a busy 2-core machine. */
const CEILING_MS = 180_000;

describe('junk input never makes the server fail', () => {
  // Its own database: a junk body a create or copy route accepts must not change the demo data other files read.
  const t = openIsolatedTestApp();
  let admin = '';
  let routes: Operation[] = [];

  beforeAll(async () => {
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
    routes = await routesOf(t.app);
  });

  interface Call {
    label: string;
    method: string;
    url: string;
    /** The raw JSON text of the body. */
    payload?: string;
  }

  /** Runs the calls a few at a time; the problems of their answers. */
  async function problemsOf(calls: Call[]): Promise<string[]> {
    const problems: string[] = [];
    for (let i = 0; i < calls.length; i += 16) {
      const batch = calls.slice(i, i + 16);
      const answers = await Promise.all(
        batch.map((c) =>
          t.app.inject({
            method: c.method as 'GET',
            url: c.url,
            headers: {
              authorization: admin,
              ...(c.payload === undefined ? {} : { 'content-type': 'application/json' }),
            },
            ...(c.payload === undefined ? {} : { payload: c.payload }),
          }),
        ),
      );
      answers.forEach((response, k) => {
        const problem = problemOf(response.statusCode, response.body);
        if (problem) problems.push(`${batch[k].label}: ${problem}`);
      });
    }
    return problems;
  }

  /** What is wrong with an answer: a 5xx, or a refusal not in the one Russian error body. */
  function problemOf(status: number, text: string): string | null {
    if (status >= 500) return `${status} ${text.slice(0, 200)}`;
    if (status < 400) return null;
    let body: { message?: unknown; errorCode?: unknown; timestamp?: unknown; status?: unknown; details?: unknown };
    try {
      body = JSON.parse(text);
    } catch {
      return `${status} not JSON: ${text.slice(0, 200)}`;
    }
    const details = Object.values((body.details ?? {}) as Record<string, unknown>);
    const shaped =
      typeof body.message === 'string' &&
      typeof body.errorCode === 'string' &&
      typeof body.timestamp === 'number' &&
      body.status === status;
    if (!shaped) return `${status} not the error body: ${text.slice(0, 200)}`;
    const russian = CYRILLIC.test(body.message as string) && details.every((d) => CYRILLIC.test(String(d)));
    return russian ? null : `${status} not in Russian: ${text.slice(0, 300)}`;
  }

  const label = (route: Operation, what: string) => `${route.method} ${route.path} ${what}`;
  const skipped = (route: Operation) => route.path.includes('openapi');

  it('refuses a NUL character before the database sees it (GET /v1/geo/timezone/%00 was a 500)', async () => {
    const response = await t.app.inject({ url: '/v1/geo/timezone/%00', headers: { authorization: admin } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      status: 400,
      details: { fiasId: 'Недопустимый символ в значении' },
    });
  });

  it(
    'answers junk path parameters with 400 or 404, in the error body',
    async () => {
      const calls: Call[] = [];
      for (const route of routes.filter((r) => !skipped(r) && r.params.some((p) => p.in === 'path'))) {
        for (const param of route.params.filter((p) => p.in === 'path')) {
          for (const junk of PATH_JUNK) {
            const url = fillPath(route.path, { [param.name]: junk }, (v) => (v === junk ? v : String(MISSING_ID)));
            calls.push({ label: label(route, `{${param.name}}=${junk.slice(0, 30)}`), method: route.method, url });
          }
        }
      }
      expect(calls.length).toBeGreaterThan(500);
      expect(await problemsOf(calls)).toEqual([]);
    },
    CEILING_MS,
  );

  it(
    'answers junk query values without a 5xx, in the error body',
    async () => {
      const calls: Call[] = [];
      for (const route of routes.filter((r) => !skipped(r) && r.params.some((p) => p.in === 'query'))) {
        const path = fillPath(route.path, {}, () => String(MISSING_ID));
        for (const junk of QUERY_JUNK) {
          const query = route.params
            .filter((p) => p.in === 'query')
            .map((p) => `${p.name}=${junk}`)
            .join('&');
          calls.push({ label: label(route, `?${junk.slice(0, 30)}`), method: route.method, url: `${path}?${query}` });
        }
      }
      expect(calls.length).toBeGreaterThan(100);
      expect(await problemsOf(calls)).toEqual([]);
    },
    CEILING_MS,
  );

  it(
    'answers junk JSON bodies without a 5xx, in the error body',
    async () => {
      const calls: Call[] = [];
      for (const route of routes.filter((r) => !skipped(r) && r.body)) {
        const url = fillPath(route.path, {}, () => String(MISSING_ID));
        for (const [what, payload] of junkBodies(route.body as JsonSchema)) {
          calls.push({ label: label(route, what), method: route.method, url, payload });
        }
      }
      expect(calls.length).toBeGreaterThan(500);
      expect(await problemsOf(calls)).toEqual([]);
    },
    CEILING_MS,
  );
});
