// Every report over a year of demo data, against a running server (the built one: nothing is imported from src, so
// the list below is kept by hand, one entry per report route of src/server/reports/**/*Report(s).ts). Each call is
// made once to warm up and check it, then `runs` times one after another; the figure is the median of the whole HTTP
// round trip (ms). Every answer must be 200 with its items: a broken report answering fast is no result.
//
// The period is the last 365 days in Moscow's zone, pages of 100; the one-day reports (…/date) open yesterday; the
// office dates of tyre storage open the first office of the office report; the fines' availability is asked with GET
// and the period as days, as the seed asks it.

import { signIn } from './serverProcess.mjs';

const DAY = 86_400;
const TIMEZONE = 'Europe/Moscow';

/** Today in the zone, 'yyyy-MM-dd', `daysAgo` days back. */
function zoneDay(daysAgo = 0) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIMEZONE }).format(new Date(Date.now() - daysAgo * DAY * 1000));
}

/** The start of a Moscow day (UTC+3 all year since 2014) as unix seconds. */
const dayStart = (day) => Math.floor(new Date(`${day}T00:00:00+03:00`).getTime() / 1000);

/** The report calls: method, path (with its query) and body. `officeId` is filled in from the office report. */
export function reportCalls({ officeId } = {}) {
  const dateTo = Math.floor(Date.now() / 1000);
  const period = { dateFrom: dateTo - 365 * DAY, dateTo, timezone: TIMEZONE, offset: 0, size: 100 };
  const date = dayStart(zoneDay(1));
  const post = (path, extra = {}, query = '') => ({ method: 'POST', path, query, body: { ...period, ...extra } });
  return [
    // invoices/
    post('/v1/reports/paid/invoices'),
    post('/v1/reports/invoices'),
    post('/v1/reports/orders/with_invoices'),
    // clients/
    post('/v1/reports/clients'),
    post('/v1/reports/clients/operator/statistics'),
    post('/v1/reports/clients/operator/statistics/group_by_user'),
    post('/v1/reports/clients/operator/statistics/personal'),
    post('/v1/reports/clients/registration'),
    post('/v1/reports/clients/mobile/statistics'),
    post('/v1/reports/clients/mobile/statistics/extended'),
    // checks/
    post('/v1/reports/bonus/check/date_range'),
    post('/v1/reports/bonus/check/date', { date }),
    post('/v1/reports/promo/check/date_range'),
    post('/v1/reports/promo/check/date', { date }),
    post('/v1/reports/t_bank/check/date_range'),
    post('/v1/reports/t_bank/check/date', { date }),
    post('/v1/reports/orders/bonuses'),
    // tyres/
    post('/v1/reports/tyre_storage/'),
    post('/v1/reports/tyre_storage/office'),
    post('/v1/reports/tyre_storage/date', { officeId }),
    post('/v1/reports/tyre_storage_quality/'),
    post('/v1/reports/wheels/transfers'),
    // The console asks the deliveries unpaged (wheelDeliveryReport.ts).
    post('/v1/reports/orders/wheels/delivery', {}, '?paged=false&pageSize=100000'),
    // orders/
    post('/v1/reports/refusals'),
    post('/v1/reports/appointments/time_intervals'),
    post('/v1/reports/orders/t_avarcom'),
    post('/v1/reports/orders/t_avarcom_salary'),
    post('/v1/reports/orders/utm'),
    post('/v1/reports/appointment_journal/utm'),
    // a3/
    post('/v1/a3service/payments/find'),
    post('/v1/a3service/penalties/availability'),
    {
      method: 'GET',
      path: '/v1/a3service/penalties/availability',
      query: `?${new URLSearchParams({ startDate: zoneDay(364), endDate: zoneDay(0), timezone: TIMEZONE, size: '100' })}`,
      body: null,
    },
  ];
}

async function call(base, token, { method, path, query, body }) {
  const response = await fetch(`${base}${path}${query}`, {
    method,
    headers: { authorization: token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (response.status !== 200) {
    throw new Error(
      `reports bench: ${method} ${path}${query} ${JSON.stringify(body)} answered ${response.status}: ${text}`,
    );
  }
  const json = JSON.parse(text);
  if (!Array.isArray(json.items))
    throw new Error(`reports bench: ${method} ${path} answered no items: ${text.slice(0, 300)}`);
  return json;
}

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/**
 * A warm-up slower than this (10 × the goal) is a miss whatever the median: that call is the report's figure, and it
 * is not asked again (a report of minutes would keep the bench for an hour).
 */
const SLOW_MS = 10_000;

/**
 * Rows `{ method, path, ms, runs, slow, total, items }`, the slowest first: the median ms of `runs` calls of each
 * report after a warm-up, or the warm-up alone when it took over SLOW_MS (`slow`, runs 1). `total` is the report's row
 * count over the period (0 says the timing is of an empty report).
 */
export async function benchReports(base, token, { runs = 5, log = () => {} } = {}) {
  const offices = await call(
    base,
    token,
    reportCalls().find((c) => c.path === '/v1/reports/tyre_storage/office'),
  );
  const officeId = offices.items[0]?.officeId;
  if (!officeId) throw new Error('reports bench: /v1/reports/tyre_storage/office found no office over the year');
  const rows = [];
  for (const c of reportCalls({ officeId })) {
    const warmStarted = performance.now();
    const first = await call(base, token, c);
    const warmMs = performance.now() - warmStarted;
    const slow = warmMs > SLOW_MS;
    const times = slow ? [warmMs] : [];
    for (let i = 0; i < (slow ? 0 : runs); i++) {
      const started = performance.now();
      await call(base, token, c);
      times.push(performance.now() - started);
    }
    const row = {
      method: c.method,
      path: c.path,
      ms: Math.round(median(times) * 10) / 10,
      runs: times.length,
      slow,
      total: first.total,
      items: first.items.length,
    };
    const timing = slow ? 'one call, the warm-up' : `median of ${row.runs}`;
    log(`${row.method} ${row.path}: ${row.ms} ms, ${timing} (${row.total} rows)`);
    rows.push(row);
  }
  return rows.sort((a, b) => b.ms - a.ms);
}

// node tests/bench/reportsBench.mjs http://127.0.0.1:3950 [runs]
if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2] ?? 'http://127.0.0.1:3950';
  const token = await signIn(base);
  const rows = await benchReports(base, token, { runs: process.argv[3] ? Number(process.argv[3]) : undefined });
  for (const r of rows) console.log(JSON.stringify(r));
}
