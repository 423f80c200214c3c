// `npm run bench` (not a test): prints, side by side in one run,
//  1. the gzip JS the login page loads (measured in Chromium) against a react + react-dom-only bundle;
//  2. authenticated GET /v1/users/profile throughput against a bare Fastify route, on this machine.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import commonjs from '@rollup/plugin-commonjs';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import autocannon from 'autocannon';
import { rollup } from 'rollup';
import esbuild from 'rollup-plugin-esbuild';
import { ensureChromium } from '../e2e/ensureChromium.mjs';

const root = new URL('../..', import.meta.url).pathname;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);

async function reactOnlyGzip() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-react-'));
  const entry = join(dir, 'entry.js');
  writeFileSync(
    entry,
    "import { createElement } from 'react'; import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(createElement('h1', null, 'Привет'));\n",
  );
  const bundle = await rollup({
    input: entry,
    plugins: [
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': '"production"' } }),
      nodeResolve({ browser: true, rootDir: root, modulePaths: [join(root, 'node_modules')] }),
      commonjs(),
      { ...esbuild({ minify: true, target: 'es2022' }), resolveId: undefined },
    ],
  });
  const { output } = await bundle.generate({ format: 'es' });
  rmSync(dir, { recursive: true, force: true });
  return output.filter((c) => c.type === 'chunk').reduce((sum, c) => sum + gzipSync(c.code).length, 0);
}

function startServer(port, dataDir) {
  const proc = spawn(process.execPath, [join(root, 'dist/server/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.DATABASE_URL ?? '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return proc;
}

async function waitHealthy(base) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/v1/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

async function loginPageGzip(base) {
  const executablePath = ensureChromium() || undefined;
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const page = await browser.newPage();
  const scripts = new Set();
  page.on('response', (r) => r.request().resourceType() === 'script' && scripts.add(new URL(r.url()).pathname));
  await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
  await browser.close();
  let total = 0;
  for (const p of scripts) total += gzipSync(readFileSync(join(root, 'dist/console', p))).length;
  return { total, files: scripts.size };
}

async function load(url, headers) {
  const r = await autocannon({ url, connections: 10, duration: DURATION, headers });
  return { rps: Math.round(r.requests.average), p99: r.latency.p99, errors: r.errors + r.non2xx };
}

const build = spawnSync(process.execPath, ['node_modules/rollup/dist/bin/rollup', '-c', '--silent'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(1);

const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
const port = 3950;
const base = `http://127.0.0.1:${port}`;
const server = startServer(port, dataDir);
const bare = spawn(
  process.execPath,
  [
    '-e',
    `
  const app = require('fastify')();
  app.get('/hello', async () => ({ hello: 'world' }));
  app.listen({ port: ${port + 1}, host: '127.0.0.1' });
`,
  ],
  { cwd: root, stdio: 'inherit' },
);
try {
  await waitHealthy(base);
  const [page, react] = [await loginPageGzip(base), await reactOnlyGzip()];
  const auth = await fetch(`${base}/v1/users/auth`, {
    method: 'POST',
    body: new URLSearchParams({ username: 'admin@demo.ru', password: 'Admin12345' }),
  });
  const token = auth.headers.get('x-authorization');
  if (!token) throw new Error('login gave no token');
  const profile = await load(`${base}/v1/users/profile`, { authorization: token });
  const hello = await load(`http://127.0.0.1:${port + 1}/hello`, {});
  console.log('\n                                   this project        reference');
  console.log(
    `login page JS (gzip)               ${kb(page.total).padEnd(10)} ${String(page.files).padStart(2)} files   react + react-dom only: ${kb(react)}`,
  );
  console.log(
    `GET /v1/users/profile (10 conn.)   ${String(profile.rps).padEnd(6)} req/s p99 ${profile.p99} ms   bare Fastify route: ${hello.rps} req/s p99 ${hello.p99} ms`,
  );
  console.log(
    `database: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (embedded)'}; errors during load: ${profile.errors}`,
  );
} finally {
  server.kill('SIGTERM');
  bare.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
