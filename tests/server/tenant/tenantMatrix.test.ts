import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations, partners, permissions, roles, userRoles } from '../../../src/server/db/schema';
import { createTestUser, login, openTestApp } from '../buildTestApp';
import { fillPath, type Operation, queryOf, routesOf } from '../openApiRoutes';
import { sampleOf } from './jsonSchemaSample';
import { type OwnedTable, otherPartnersFingerprint, ownedTables, ownerOf, rowsOf } from './tenantOwnership';
import { isIdField, kindOfId, NOT_AN_ID, SHARED } from './tenantRouteKinds';

// The tenant matrix, generated from the server's own route table (the OpenAPI document): a member of partner A's
// staff holding every operation calls every route that takes an id with other partners' objects, and every list.
// Another partner's object must answer as if it did not exist (404, or 403/400 before it is even looked up), no
// answer may carry another partner's data, and none of those calls may change a row another partner owns.

const PARTNER_A = 'Шинный центр «Колесо»';

describe('the tenant matrix: partner staff reach only their partner', () => {
  const t = openTestApp();
  let token = '';
  let partnerA = 0;
  let tables: OwnedTable[] = [];
  let routes: Operation[] = [];
  const otherIds = new Map<string, number>();
  let matrixRoleId = 0;
  const markers: string[] = [];

  beforeAll(async () => {
    [{ id: partnerA }] = await t.db.select({ id: partners.id }).from(partners).where(eq(partners.name, PARTNER_A));
    // A's staff member with every operation through a role of A's (not a super-admin role).
    const [role] = await t.db.insert(roles).values({ name: 'Матрица: все права', partnerId: partnerA }).returning();
    matrixRoleId = role.id;
    const ops = await t.db.select({ id: operations.id }).from(operations);
    await t.db.insert(permissions).values(
      ops.map((o) => ({
        operationId: o.id,
        roleId: role.id,
        available: true,
        permissionInsert: true,
        permissionUpdate: true,
        permissionDelete: true,
      })),
    );
    const user = await createTestUser(t.db, { partnerId: partnerA, lastName: 'Матричный' });
    await t.db.insert(userRoles).values({ userId: user.id, roleId: role.id });
    token = await login(t.app, user.email, user.password as string);

    tables = await ownedTables(t.db);
    routes = await routesOf(t.app);

    // What other partners own, as the markers no answer to A may carry: their partners' names, and every name,
    // number, e-mail or title of a row they own that A's rows do not share (long enough not to match by chance).
    const mine = new Set<string>();
    const theirs = new Set<string>(
      (await rowsOf<{ v: string }>(t.db, sql.raw(`select name as v from partners where id <> ${partnerA}`))).map(
        (r) => r.v,
      ),
    );
    const texts = await rowsOf<{ table_name: string; column_name: string }>(
      t.db,
      sql`select table_name, column_name from information_schema.columns where table_schema = 'public'
          and column_name in ('name', 'number', 'email', 'title') and data_type = 'text'`,
    );
    for (const { table_name, column_name } of texts) {
      const owned = tables.find((x) => x.table === table_name);
      if (!owned) {
        // Shared reference rows (regions, cities, services) are everyone's: a name of another partner's row that is
        // part of one (a tow base «Петербург» another file made, in «г. Санкт-Петербург») marks nothing.
        const shared = await rowsOf<{ v: string }>(
          t.db,
          sql.raw(`select t."${column_name}" as v from "${table_name}" t where t."${column_name}" is not null`),
        );
        for (const { v } of shared) mine.add(v);
        continue;
      }
      // Rows no partner owns (platform roles, shared divisions) are everyone's: neither A's nor a marker.
      const values = await rowsOf<{ v: string; other: boolean }>(
        t.db,
        sql.raw(`select t."${column_name}" as v, (${owned.owner}) <> ${partnerA} as other
                 from "${table_name}" t where t."${column_name}" is not null and (${owned.owner}) is not null`),
      );
      for (const { v, other } of values) (other ? theirs : mine).add(v);
    }
    const mineList = [...mine];
    markers.push(...[...theirs].filter((v) => v.length >= 6 && !mineList.some((m) => m.includes(v))));
    // An order A is offered is A's to see, with its number.
    const offered = await rowsOf<{ v: string }>(
      t.db,
      sql.raw(`select o.number as v from orders o join order_offers oo on oo.order_id = o.id
               where oo.partner_id = ${partnerA} and oo.status in ('pending', 'accepted')`),
    );
    for (const { v } of offered) markers.splice(markers.indexOf(v), markers.includes(v) ? 1 : 0);
  });

  // The role holds every operation for partner A: other tests read a partner's ceiling from its roles, so it goes.
  afterAll(async () => {
    await t.db.delete(roles).where(eq(roles.id, matrixRoleId));
  });

  /** Another partner's row of the table, or 0 when the demo has none (the call then looks for a missing row). */
  async function otherIdOf(table: string): Promise<number> {
    const known = otherIds.get(table);
    if (known !== undefined) return known;
    const owner = ownerOf(tables, table);
    // An order A was offered is A's to see; pick one that never was.
    const notOffered =
      table === 'orders'
        ? `and not exists (select 1 from order_offers oo where oo.order_id = t.id and oo.partner_id = ${partnerA} and oo.status in ('pending', 'accepted'))`
        : '';
    const result = await rowsOf<{ id: number }>(
      t.db,
      sql.raw(
        `select t.id from "${table}" t where (${owner}) is not null and (${owner}) <> ${partnerA} ${notOffered}
         order by t.id limit 1`,
      ),
    );
    const id = result[0]?.id ?? 0;
    otherIds.set(table, id);
    return id;
  }

  const tableNames = () => tables.map((x) => x.table);
  const leakedMarkers = (body: string) => markers.filter((m) => m && body.includes(m));

  it('places every id of every route (a new route is added to tenantRouteKinds.ts)', () => {
    const unplaced = routes.flatMap((r) =>
      r.params
        .filter((p) => p.in === 'path' && kindOfId(r.path, p.name, tableNames()) === undefined)
        .map((p) => `${r.method} ${r.path} {${p.name}}`),
    );
    expect(unplaced).toEqual([]);
    expect(routes.length).toBeGreaterThan(200);
  });

  it("answers 404 (or refuses earlier) for another partner's object on every route, and changes none", async () => {
    const before = await otherPartnersFingerprint(t.db, tables, partnerA);
    const crossed: string[] = [];
    let exercised = 0;
    for (const route of routes) {
      const call = await callWithOtherIds(route);
      if (!call) continue;
      exercised += 1;
      const response = await t.app.inject({ ...call, headers: { authorization: token } });
      const status = response.statusCode;
      const leaks = leakedMarkers(response.body);
      // A filter naming another partner's object may answer an empty list; the object itself must not be found.
      const answered = status >= 200 && status < 300 && !(call.filterOnly && leaks.length === 0);
      if (answered || status >= 500 || status === 409 || leaks.length > 0) {
        crossed.push(`${route.method} ${call.url} -> ${status} ${leaks.slice(0, 3).join(', ')}`);
      }
    }
    const after = await otherPartnersFingerprint(t.db, tables, partnerA);
    const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
    expect({ crossed, changed }).toEqual({ crossed: [], changed: [] });
    expect(exercised).toBeGreaterThan(100);
  });

  it("shows none of another partner's rows in any list", async () => {
    const leaked: string[] = [];
    for (const route of routes.filter(isList)) {
      const url = fillPath(route.path, {}) + queryOf(route, {});
      const response = await t.app.inject({
        method: route.method as 'GET' | 'POST',
        url,
        headers: { authorization: token },
        ...(route.method === 'POST'
          ? { payload: { offset: 0, size: 500, ...(sampleOf(route.body ?? {}) as object) } }
          : {}),
      });
      const leaks = leakedMarkers(response.body);
      if (leaks.length > 0) leaked.push(`${route.method} ${url} -> ${leaks.slice(0, 3).join(', ')}`);
    }
    expect(leaked).toEqual([]);
  });

  /** The call of a route with every id it takes pointing at another partner's row; null when it takes none. */
  async function callWithOtherIds(route: Operation) {
    const values: Record<string, unknown> = {};
    let pointsAtOther = false;
    // Whether the other partner's ids are only in the query or body of a read: such a read may answer (an empty list,
    // say) as long as it carries nothing of theirs; an id in the path names the object itself, which must not be found.
    let filterOnly = isRead(route);
    const fill = async (name: string, kind: string | undefined) => {
      if (kind === undefined || kind === SHARED || kind === NOT_AN_ID) return false;
      values[name] = await otherIdOf(kind);
      return true;
    };
    for (const p of route.params) {
      const kind =
        p.in === 'path'
          ? kindOfId(route.path, p.name, tableNames())
          : isIdField(p.name)
            ? kindOfId('', p.name)
            : undefined;
      if (await fill(p.name, kind)) {
        pointsAtOther = true;
        if (p.in === 'path') filterOnly = false;
      } else if (p.in === 'path') values[p.name] = kind === SHARED ? 1 : 'x';
    }
    const body = route.body ? (sampleOf(route.body) as Record<string, unknown>) : undefined;
    if (body && typeof body === 'object' && !Array.isArray(body)) {
      for (const name of Object.keys(route.body?.properties ?? {})) {
        if (isIdField(name) && (await fill(name, kindOfId('', name)))) {
          body[name] = values[name];
          pointsAtOther = true;
        }
      }
    }
    if (!pointsAtOther) return null;
    return {
      method: route.method as 'GET',
      url: fillPath(route.path, values) + queryOf(route, values),
      filterOnly,
      ...(body !== undefined ? { payload: body } : {}),
    };
  }
});

const isFind = (r: Operation) => r.method === 'POST' && /\/(find|search)$/.test(r.path);
const isRead = (r: Operation) => r.method === 'GET' || isFind(r);

/** Lists: reads that take no path id (GET without one, POST .../find and .../search). */
const isList = (r: Operation) => !r.path.includes('{') && !r.path.includes('openapi') && isRead(r);
