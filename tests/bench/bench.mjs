// `npm run bench` (not a test): every performance goal of the console, measured side by side in one run on this
// machine, printed beside its goal and its floor (the same work done the plainest way), and written as JSON to
// tests/bench/last-run.json. BENCH_ONLY=startup,login,lighthouse,table,reports,api,orders runs some sections
// ('reports': every report over the demo's year, on the embedded database and on PostgreSQL, the slowest three of
// each); BENCH_ONLY=ceiling runs the dashboard's Lighthouse with one of the simulated phone's limits lifted at a time,
// to show which one holds its score. BENCH_ORDERS sets how many orders the PostgreSQL database is filled with
// (1 000 000); DATABASE_URL uses that server instead of a throw-away cluster.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiOverhead } from './apiOverhead.mjs';
import { bigTable } from './bigTable.mjs';
import { fillOrders } from './fillOrders.mjs';
import { lighthouseScores } from './lighthouse.mjs';
import { loginPageJs } from './loginJs.mjs';
import { benchOrders } from './ordersBench.mjs';
import { startPostgres } from './pgCluster.mjs';
import { reactOnlyGzip } from './reactOnly.mjs';
import { benchReports } from './reportsBench.mjs';
import { roundTripP99, signIn, startServer } from './serverProcess.mjs';
import { startup } from './startup.mjs';

const root = new URL('../..', import.meta.url).pathname;
const only = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',')) : null;
// 'ceiling' (the dashboard's score with Lighthouse's simulated phone made faster, 12 more runs) only when named.
const runs = (section) => (only ? only.has(section) : section !== 'ceiling');
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const PORT = 3950;

/**
 * Every figure: its value, its goal (at most or at least), its floor; `ok` says whether the goal holds. A figure with
 * no goal (null) is there to explain another one.
 */
const figures = [];
function figure(section, name, value, unit, goal, floor = null) {
  const ok = goal === null ? null : goal.max !== undefined ? value <= goal.max : value >= goal.min;
  figures.push({ section, name, value, unit, goal, floor, ok });
}

/** Every report over the demo's year (reportsBench.mjs): each one's median logged, the slowest three as figures. */
const REPORT_RUNS = 5;
const LIGHTHOUSE_RUNS = 3;
async function reportFigures(database, base) {
  const rows = await benchReports(base, await signIn(base), {
    runs: REPORT_RUNS,
    log: (line) => console.log(`reports, ${database}: ${line}`),
  });
  for (const r of rows.slice(0, 3)) {
    const timing = r.slow ? 'one call (over 10 s, not asked again)' : `median of ${r.runs}`;
    figure('reports', `${database}: ${r.method} ${r.path}, ${timing}`, r.ms, 'ms', { max: 1000 });
  }
}

const build = spawnSync(process.execPath, ['node_modules/rollup/dist/bin/rollup', '-c', '--silent'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(1);

if (runs('startup')) {
  const { firstMs, warmMs } = await startup(PORT);
  figure('startup', 'first start (migrations, demo data), embedded database', firstMs / 1000, 's', { max: 20 });
  figure('startup', 'warm start, embedded database', warmMs / 1000, 's', { max: 3 });
}

if (['login', 'lighthouse', 'ceiling', 'table', 'reports'].some(runs)) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
  const server = await startServer({ port: PORT, dataDir });
  try {
    if (runs('login')) {
      const [page, react] = [await loginPageJs(server.base), await reactOnlyGzip()];
      const kb = (n) => Math.round(n / 102.4) / 10;
      figure(
        'login',
        `JS loaded by /login before the form is used, gzip (${page.painted.files} files)`,
        kb(page.painted.total),
        'KB',
        { max: kb(react * 2.5) },
        0,
      );
      figure(
        'login',
        `JS loaded by /login once the form is used, gzip (${page.inUse.files} files)`,
        kb(page.inUse.total),
        'KB',
        { max: kb(react * 2.5) },
        kb(react),
      );
      figure(
        'login',
        'JS loaded by /login once the form is used ÷ react + react-dom only',
        Number((page.inUse.total / react).toFixed(2)),
        '×',
        { max: 2.5 },
        1,
      );
    }
    /** The run of three with the median performance score: one run's score wanders by ±0.05 on this machine. */
    const medianRun = async (url, options) => {
      const results = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) results.push(await lighthouseScores(url, options));
      const s = results.sort((a, b) => a.performance - b.performance)[Math.floor(results.length / 2)];
      if (options.token && new URL(s.finalUrl).pathname.startsWith('/login')) {
        throw new Error('lighthouse: the dashboard run ended on the login page (the session was not taken)');
      }
      return s;
    };
    if (runs('lighthouse')) {
      const token = await signIn(server.base);
      for (const [label, url, options] of [
        ['/login', `${server.base}/login`, {}],
        ['dashboard', `${server.base}/`, { token }],
      ]) {
        const s = await medianRun(url, options);
        for (const key of ['performance', 'accessibility', 'bestPractices']) {
          figure(
            'lighthouse',
            `${label}: ${key} (mobile, median of ${LIGHTHOUSE_RUNS})`,
            s[key],
            'score',
            { min: 0.95 },
            1,
          );
        }
        figure('lighthouse', `${label}: largest contentful paint (simulated)`, s.lcpMs, 'ms', { max: 2500 });
        figure('lighthouse', `${label}: total blocking time (simulated)`, s.tbtMs, 'ms', { max: 200 });
      }
    }
    if (runs('ceiling')) {
      // Where the dashboard's score is held: the same run with one of the simulated phone's limits lifted.
      const token = await signIn(server.base);
      for (const [label, options] of [
        ['scripts cached (a returning user)', { warm: true }],
        ['CPU not slowed', { throttling: { cpuSlowdownMultiplier: 1 } }],
        ['bandwidth unlimited', { throttling: { throughputKbps: 1e6 } }],
        ['CPU not slowed, bandwidth unlimited', { throttling: { cpuSlowdownMultiplier: 1, throughputKbps: 1e6 } }],
      ]) {
        const s = await medianRun(`${server.base}/`, { token, ...options });
        figure(
          'ceiling',
          `dashboard, ${label}: performance (LCP ${s.lcpMs} ms, TBT ${s.tbtMs} ms)`,
          s.performance,
          'score',
          null,
        );
      }
    }
    if (runs('table')) {
      const t = await bigTable(server.base);
      figure('table', `rows in the DOM of a ${t.total}-row list`, t.domRows, 'rows', { max: 59 });
      figure('table', `repaint after a filter change (${t.filteredRows} rows left)`, t.repaintMs, 'ms', { max: 100 });
    }
    if (runs('reports')) await reportFigures('embedded', server.base);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (runs('api') || runs('orders') || runs('reports')) {
  const postgres = await startPostgres();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
  try {
    const databaseUrl = await postgres.createDatabase('console_bench');
    const server = await startServer({ port: PORT, dataDir, databaseUrl });
    try {
      if (runs('api')) {
        const token = await signIn(server.base);
        const r = await apiOverhead({ base: server.base, token, databaseUrl, port: PORT + 1 });
        figure(
          'api',
          'GET /v1/clients/{id}, 10 connections',
          r.ours.rps,
          'req/s',
          { min: Math.ceil(r.bare.rps * 0.8) },
          r.bare.rps,
        );
        figure('api', 'GET /v1/clients/{id} ÷ bare Fastify + pg', r.ratio, '×', { min: 0.8 }, 1);
      }
      // The demo's year as the server loaded it, before the orders' fill.
      if (runs('reports')) await reportFigures('postgres', server.base);
    } finally {
      await server.stop();
    }
    if (runs('orders')) {
      await fillOrders(databaseUrl, { orders: ORDERS, log: (line) => console.log(`fill: ${line}`) });
      // Started again after the fill, as a server would find such a database.
      const filled = await startServer({ port: PORT, dataDir, databaseUrl });
      try {
        const token2 = await signIn(filled.base);
        const floor = await roundTripP99(filled.base);
        for (const row of await benchOrders(filled.base, token2, { runs: 500 })) {
          figure(
            'orders',
            `${row.name.replace(/^orders: /, '')}, p99 (p50 ${row.p50})`,
            row.p99,
            'ms',
            { max: row.goal },
            floor,
          );
        }
      } finally {
        await filled.stop();
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await postgres.stop();
  }
}

// The suite is not run here (it takes minutes): tests/run.mjs records each `npm test` run's duration.
const lastTests = join(root, 'tests/bench/last-test-run.json');
if (existsSync(lastTests)) {
  const t = JSON.parse(readFileSync(lastTests, 'utf8'));
  figure(
    'tests',
    `npm test, last run ${t.finishedAt.slice(0, 16).replace('T', ' ')} (${t.cpus} cores)`,
    Math.round(t.seconds / 6) / 10,
    'min',
    { max: 12 },
  );
}

const goalText = (goal) => (goal === null ? '—' : goal.max !== undefined ? `≤ ${goal.max}` : `≥ ${goal.min}`);
console.log(`\n${'figure'.padEnd(72)} ${'value'.padStart(10)} ${'goal'.padStart(10)} ${'floor'.padStart(8)}`);
for (const f of figures) {
  console.log(
    `${f.ok === false ? '✗' : ' '} ${`${f.section}: ${f.name}`.padEnd(70)} ${`${f.value} ${f.unit}`.padStart(10)} ${goalText(f.goal).padStart(10)} ${String(f.floor ?? '—').padStart(8)}`,
  );
}
const goals = figures.filter((f) => f.ok !== null).length;
const failed = figures.filter((f) => f.ok === false).length;
console.log(
  failed
    ? `\n${failed} of ${goals} goals missed`
    : goals
      ? `\nall ${goals} goals hold`
      : '\nno goals among these figures',
);
// A run of some sections (BENCH_ONLY) keeps the other sections' figures of the file, each with the date it was taken.
const lastRunPath = join(root, 'tests/bench/last-run.json');
const date = new Date().toISOString();
const ran = new Set(figures.map((f) => f.section));
const kept = (existsSync(lastRunPath) ? JSON.parse(readFileSync(lastRunPath, 'utf8')).figures : []).filter(
  (f) => !ran.has(f.section),
);
writeFileSync(
  lastRunPath,
  `${JSON.stringify({ date, cpus: cpus().length, node: process.version, orders: ORDERS, figures: [...kept, ...figures.map((f) => ({ ...f, date }))] }, null, 2)}\n`,
);
