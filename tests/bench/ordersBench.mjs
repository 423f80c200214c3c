// The list calls the bench times at a million orders against a running server on a database filled by fillOrders.mjs:
// each case is warmed up, then asked N times one after another; p50 and p99 are of the whole HTTP round trip (ms).
// Every case must answer 200, and the searches must find something: a wrong answer fast is no result.

import { signIn } from './serverProcess.mjs';

const GOAL_MS = 25;
const DAY = 86_400;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function call(baseUrl, token, { path, body, method = 'POST' }) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${path} ${JSON.stringify(body)}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** The office's local date `days` before today, as the scheduler board sends it. */
function isoDay(daysAgo) {
  const d = new Date(Date.now() - daysAgo * DAY * 1000);
  return d.toISOString().slice(0, 10);
}

export function benchCases() {
  const now = Math.floor(Date.now() / 1000);
  const find = (name, body, check = (r) => r.orders.length > 0) => ({
    name,
    path: '/v1/orders/find',
    body: { offset: 0, size: 20, ...body },
    check,
  });
  return [
    find('orders: first page, all', { scope: 'all' }),
    find('orders: first page, active', { scope: 'active' }),
    find('orders: first page, archive', { scope: 'archive' }),
    find('orders: menu badge count (active, size 1)', { scope: 'active', size: 1 }),
    find('orders: menu badge count (archive, size 1)', { scope: 'archive', size: 1 }),
    find('orders: status filter (в работе)', { scope: 'all', statusRefValueIds: [9012] }),
    find('orders: status filter (выполнена)', { scope: 'all', statusRefValueIds: [9015] }),
    find('orders: date range (a week a year ago)', {
      scope: 'all',
      dateFrom: now - 372 * DAY,
      dateTo: now - 365 * DAY,
    }),
    find('orders: search name «Иванов»', { scope: 'all', search: 'Иванов' }),
    find('orders: search name «Иванов», active', { scope: 'active', search: 'Иванов' }),
    find('orders: search phone digits «4567»', { scope: 'all', search: '4567' }),
    find('orders: search plate «А123»', { scope: 'all', search: 'А123' }),
    find('orders: search plate «123ВС»', { scope: 'all', search: '123ВС' }),
    find('orders: page 50, all', { scope: 'all', offset: 1000 }),
    {
      name: 'scheduler: day board (office 1, a filled day)',
      path: '/v1/users/scheduler/find',
      body: { partnerOfficeId: 1, fromDate: isoDay(20) },
      check: (r) => r.appointments.length > 0,
    },
    {
      name: 'reconciliation: act list, first page',
      path: '/v1/reconciliation_acts/find',
      body: { offset: 0, size: 20 },
      check: (r) => r.items.length > 0,
    },
    {
      name: 'reconciliation: act list, state filter',
      path: '/v1/reconciliation_acts/find',
      body: { offset: 0, size: 20, state: 'draft' },
      check: (r) => r.items.length > 0,
    },
  ];
}

/** Rows `{ name, p50, p99, goal }` in milliseconds, one per case; `only` filters the cases by name. */
export async function benchOrders(baseUrl, token, { warmup = 20, runs = 200, only } = {}) {
  const rows = [];
  for (const c of benchCases()) {
    if (only && !c.name.includes(only)) continue;
    const first = await call(baseUrl, token, c);
    if (!c.check(first)) throw new Error(`${c.name}: found nothing`);
    for (let i = 0; i < warmup; i++) await call(baseUrl, token, c);
    const times = [];
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      await call(baseUrl, token, c);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const round = (v) => Math.round(v * 10) / 10;
    rows.push({
      name: c.name,
      p50: round(percentile(times, 50)),
      p99: round(percentile(times, 99)),
      goal: GOAL_MS,
      ...(first.total !== undefined ? { total: first.total } : {}),
    });
  }
  return rows;
}

// node tests/bench/ordersBench.mjs http://127.0.0.1:4911 [runs] [name filter]
if (import.meta.url === `file://${process.argv[1]}`) {
  const baseUrl = process.argv[2] ?? 'http://127.0.0.1:4911';
  const runs = process.argv[3] ? Number(process.argv[3]) : undefined;
  const token = await signIn(baseUrl);
  const rows = await benchOrders(baseUrl, token, {
    runs,
    warmup: runs ? Math.min(20, runs) : undefined,
    only: process.argv[4],
  });
  for (const r of rows) console.log(JSON.stringify(r));
}
