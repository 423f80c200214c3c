import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { login, openTestApp } from '../buildTestApp';
import { fillPath, type Operation, routesOf } from '../openApiRoutes';
import { rowsOf } from '../tenant/tenantOwnership';
import { kindOfId } from '../tenant/tenantRouteKinds';

// What a client loads it can save back: for every object the API reads one at a time (GET /v1/x/{id}) and updates
// (PUT /v1/x/{id} or PUT /v1/x), generated from the OpenAPI document, the admin loads a demo object, sends the very
// body GET answered to the update, then the same body with one field changed, then the original again. Each save must
// answer 200 and store exactly what was sent: read-only fields sent back are ignored, nothing the user did not
// change moves. The last save puts the demo object back as it was, for the other files sharing the database.

interface Pair {
  get: string;
  put: string;
  param: string;
}

interface Case {
  /** The table of the object, where neither the tenant placement nor the path names it. */
  table?: string;
  /** SQL conditions on the table's row `t` choosing the demo object, one case each (default: any live row). */
  where?: string[];
  /** The field changed in the second save and its new value (default: the first text field of CHANGEABLE), or why
   * no field is changed. */
  change?: ((body: Record<string, unknown>) => [string, unknown]) | string;
  /** What the user types at save time that no read carries (a reason for the change). */
  extra?: Record<string, unknown>;
  /** Fields a save itself moves besides updatedDate / updatedAt: 'comments' (a history the save adds to), or
   * 'invoicePositions[].id' (rows the save writes anew). */
  volatile?: string[];
}

/** GET routes whose update takes a different body on purpose: why each is not a round trip. */
const NOT_ROUND_TRIPS: Record<string, string> = {
  '/v1/users/settings/{key}':
    'a setting is addressed by a key the console makes up, not a stored object; its value is the console’s own JSON',
};

/** How each object is chosen and changed, where the defaults do not fit. */
const CASES: Record<string, Case> = {
  '/v1/service_cards/types/{id}': { table: 'service_card_types' },
  '/v1/users/{id}': {
    where: [
      "t.partner_id is not null and t.office_id is not null and t.email not in ('admin@demo.ru', 'operator@demo.ru', 'partner@demo.ru', 'dispatch@demo.ru')",
    ],
  },
  '/v1/orders/{id}': {
    // Archived (29) or blocked orders take no changes. A plain order and a tyre-service order with tyres and rims.
    where: [
      't.status_ref_value_id <> 29 and t.blocked_by_user_id is null and t.tires is null',
      't.status_ref_value_id <> 29 and t.blocked_by_user_id is null and t.tires is not null and t.rims is not null',
    ],
  },
  // Only a draft invoice or act is edited (the lifecycle machines). A save writes the invoice's positions anew.
  '/v1/order_invoices/{id}': { where: ["t.state = 'draft'"], volatile: ['invoicePositions[].id'] },
  '/v1/reconciliation_acts/{id}': {
    where: ["t.state = 'draft'"],
    volatile: ['comments'],
    change: 'the update adds invoices to the act (tests/server/reconciliation/reconciliationActs.test.ts)',
  },
  // Only a draft policy is edited (travelPolicyMachine), one drafted today so the save prices it at the same rate; a
  // save writes the insured people anew.
  '/v1/vzr/policies/{id}': {
    where: [
      "t.state = 'draft' and t.rate_date = (now() at time zone 'Europe/Moscow')::date and t.promo_code_id is null",
    ],
    volatile: ['insured[].id'],
    change: (b) => ['holderName', `${b.holderName}-Проверка`],
  },
  // Promo codes are placed as shared data by the tenant matrix: their table is named here.
  '/v1/vzr/promocodes/{id}': { table: 'travel_promo_codes' },
  // Only a registered payment of a policy still waiting for its money is edited (travelPaymentMachine).
  '/v1/vzr/payments/{id}': {
    where: [
      "t.state = 'registered' and exists (select 1 from travel_policies p where p.id = t.policy_id and p.state = 'issued')",
    ],
  },
  '/v1/clients/notifications_control/{clientId}': {
    extra: { reason: 'Проверка круговой передачи' },
    change: (b) => ['canGetNews', !b.canGetNews],
  },
  '/v1/vehicles/{vehicleId}': { change: (b) => ['yearOfIssue', Number(b.yearOfIssue ?? 2015) - 1] },
  '/v1/users/actual_timetable/{officePostId}': {
    // GET answers the post's intervals: the first one goes round, found again by its id; it ends half an hour
    // earlier.
    change: (b) => [
      'endDateTime',
      String(b.endDateTime).replace(
        /T(\d{2}):\d{2}:\d{2}$/,
        (_m, h) => `T${String(Number(h) - 1).padStart(2, '0')}:30:00`,
      ),
    ],
  },
};

/** Text fields the default change appends to, in order of preference. */
const CHANGEABLE = ['comment', 'description', 'address', 'name', 'lastName', 'title'];
const MARK = '-Проверка';

function defaultChange(body: Record<string, unknown>): [string, unknown] | undefined {
  const field = CHANGEABLE.find((name) => name in body && (typeof body[name] === 'string' || body[name] === null));
  return field ? [field, `${(body[field] as string | null) ?? 'Проверка'}${MARK}`] : undefined;
}

/** GET /v1/x/{id} with its update: PUT on the same path, or PUT on the collection. */
function pairsOf(routes: Operation[]): Pair[] {
  const puts = new Set(routes.filter((r) => r.method === 'PUT').map((r) => r.path));
  return routes.flatMap((r) => {
    const match = /^(.*)\/\{(\w+)\}$/.exec(r.path);
    if (r.method !== 'GET' || !match) return [];
    const put = puts.has(r.path) ? r.path : puts.has(match[1]) ? match[1] : undefined;
    return put ? [{ get: r.path, put, param: match[2] }] : [];
  });
}

/** The object without the fields a save moves by itself. */
function stable(body: Record<string, unknown>, volatile: string[]): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (/^updated(Date|At)$/.test(key) || volatile.includes(key)) continue;
    const inItems = volatile.filter((v) => v.startsWith(`${key}[].`)).map((v) => v.slice(key.length + 3));
    result[key] =
      inItems.length > 0 && Array.isArray(value)
        ? value.map((item) => Object.fromEntries(Object.entries(item).filter(([k]) => !inItems.includes(k))))
        : value;
  }
  return result;
}

describe('every object read one at a time is accepted back by its update', () => {
  const t = openTestApp();
  let admin = '';
  let pairs: Pair[] = [];
  let tables: string[] = [];

  beforeAll(async () => {
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
    pairs = pairsOf(await routesOf(t.app));
    tables = (
      await rowsOf<{ name: string }>(
        t.db,
        sql`select table_name as name from information_schema.tables where table_schema = 'public'`,
      )
    ).map((r) => r.name);
  });

  /** The table of the route's id: the tenant matrix's placement, else the path segment or the id's name. */
  function tableOf(pair: Pair): string | undefined {
    const own = CASES[pair.get]?.table;
    if (own && tables.includes(own)) return own;
    const kind = kindOfId(pair.get, pair.param, tables);
    if (kind && tables.includes(kind)) return kind;
    const segment = /\/([a-z_]+)\/\{\w+\}$/.exec(pair.get)?.[1] ?? '';
    const named = pair.param.replace(/Id$/, '').replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    return [segment, `${segment}s`, `${named}s`].find((name) => tables.includes(name));
  }

  async function demoIds(pair: Pair, table: string): Promise<number[]> {
    const [{ soft }] = await rowsOf<{ soft: boolean }>(
      t.db,
      sql`select exists (select 1 from information_schema.columns
          where table_schema = 'public' and table_name = ${table} and column_name = 'deleted_date') as soft`,
    );
    const ids: number[] = [];
    for (const where of CASES[pair.get]?.where ?? ['true']) {
      const [row] = await rowsOf<{ id: number }>(
        t.db,
        sql.raw(
          `select t.id from "${table}" t where ${soft ? 't.deleted_date is null and ' : ''}(${where}) order by t.id limit 1`,
        ),
      );
      ids.push(row?.id ?? 0);
    }
    return ids;
  }

  const call = (method: 'GET' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization: admin }, ...(payload === undefined ? {} : { payload }) });

  /** Loads, saves back unchanged, saves one field changed, saves the original again; the problems found. */
  async function roundTrip(pair: Pair, id: number): Promise<string[]> {
    const values = { [pair.param]: id };
    const getUrl = fillPath(pair.get, values);
    const putUrl = fillPath(pair.put, values);
    const { volatile = [], extra = {}, change: changeOf } = CASES[pair.get] ?? {};
    const problems: string[] = [];
    let listed: unknown;
    const read = async () => {
      const response = await call('GET', getUrl);
      if (response.statusCode !== 200) problems.push(`GET ${getUrl} -> ${response.statusCode} ${response.body}`);
      if (response.statusCode !== 200) return undefined;
      const answer = response.json() as Record<string, unknown> | Record<string, unknown>[];
      if (!Array.isArray(answer)) return answer;
      const one = answer.find((x) => x.id === listed) ?? answer[0];
      listed ??= one?.id;
      if (!one) problems.push(`GET ${getUrl} -> an empty list`);
      return one;
    };
    const save = async (body: object, what: string) => {
      const response = await call('PUT', putUrl, { ...body, ...extra });
      if (response.statusCode !== 200)
        problems.push(`PUT ${putUrl} (${what}) -> ${response.statusCode} ${response.body.slice(0, 400)}`);
      return response.statusCode === 200;
    };
    const expectStored = async (expected: Record<string, unknown>, what: string) => {
      const now = await read();
      if (!now) return;
      const [was, is] = [stable(expected, volatile), stable(now, volatile)];
      if (JSON.stringify(was) !== JSON.stringify(is))
        problems.push(`PUT ${putUrl} (${what}) changed ${changedKeys(was, is).join('; ')}`);
    };

    const before = await read();
    if (!before) return problems;
    if (!(await save(before, 'the GET body'))) return problems;
    await expectStored(before, 'the GET body');

    if (typeof changeOf === 'string') {
      if (await save(before, 'the GET body again')) await expectStored(before, 'the GET body again');
      return problems;
    }
    const change = changeOf?.(before) ?? defaultChange(before);
    if (!change) return [...problems, `${pair.get}: no field to change (add one to CASES)`];
    const [field, value] = change;
    if (await save({ ...before, [field]: value }, `${field} changed`)) {
      const changed = await read();
      if (changed && JSON.stringify(changed[field]) !== JSON.stringify(value))
        problems.push(`PUT ${putUrl} (${field} changed) stored ${JSON.stringify(changed[field])}`);
    }
    if (await save(before, 'the original again')) await expectStored(before, 'the original again');
    return problems;
  }

  it('covers every GET of one object that has an update, or says why not', () => {
    const placed = pairs.filter((p) => !(p.get in NOT_ROUND_TRIPS));
    expect(placed.map((p) => [p.get, tableOf(p)]).filter(([, table]) => !table)).toEqual([]);
    expect(Object.keys(NOT_ROUND_TRIPS).filter((path) => !pairs.some((p) => p.get === path))).toEqual([]);
    expect(placed.length).toBeGreaterThanOrEqual(12);
  });

  it('accepts the read body back, stores one changed field and changes nothing else', async () => {
    const problems: string[] = [];
    for (const pair of pairs.filter((p) => !(p.get in NOT_ROUND_TRIPS))) {
      const table = tableOf(pair);
      if (!table) continue;
      for (const id of await demoIds(pair, table)) {
        if (id === 0) problems.push(`${pair.get}: no demo object in ${table}`);
        else problems.push(...(await roundTrip(pair, id)));
      }
    }
    expect(problems).toEqual([]);
  });
});

function changedKeys(expected: Record<string, unknown>, actual: Record<string, unknown>): string[] {
  const keys = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  return [...keys]
    .filter((k) => JSON.stringify(expected[k]) !== JSON.stringify(actual[k]))
    .map((k) => `${k}: ${JSON.stringify(expected[k])} -> ${JSON.stringify(actual[k])}`.slice(0, 300));
}
