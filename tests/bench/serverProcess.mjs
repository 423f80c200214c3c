// The built server (dist/server/main.js, or BENCH_SERVER) as a child process, and how long it took to answer /v1/health.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

const root = new URL('../..', import.meta.url).pathname;

/** Starts the server and resolves once /v1/health answers, with the milliseconds from spawn to that answer. */
export async function startServer({ port, dataDir, databaseUrl = '', env = {} }) {
  const started = performance.now();
  const proc = spawn(process.execPath, [`${root}${process.env.BENCH_SERVER ?? 'dist/server/main.js'}`], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  let exited = null;
  proc.on('exit', (code) => {
    exited = code;
  });
  for (;;) {
    if (exited !== null) throw new Error(`server exited with ${exited} before answering`);
    try {
      if ((await fetch(`${base}/v1/health`)).ok) break;
    } catch {}
    if (performance.now() - started > 180_000) throw new Error('server did not answer in 3 minutes');
    await new Promise((r) => setTimeout(r, 50));
  }
  const readyMs = Math.round(performance.now() - started);
  return {
    base,
    readyMs,
    pid: proc.pid,
    stop: () =>
      new Promise((resolve) => {
        if (exited !== null) return resolve();
        proc.once('exit', () => resolve());
        proc.kill('SIGTERM');
      }),
  };
}

/** A session token of a demo user (POST /v1/users/auth answers it in x-authorization). */
export async function signIn(base, username = 'admin@demo.ru', password = 'Admin12345') {
  const response = await fetch(`${base}/v1/users/auth`, {
    method: 'POST',
    body: new URLSearchParams({ username, password }),
  });
  const token = response.headers.get('x-authorization');
  if (!token) throw new Error(`login of ${username} gave no token (${response.status})`);
  return token;
}

/** The p99 (ms) of the plainest round trip to the server, GET /v1/health, asked 200 times one after another. */
export async function roundTripP99(base) {
  const times = [];
  for (let i = 0; i < 220; i++) {
    const started = performance.now();
    await (await fetch(`${base}/v1/health`)).arrayBuffer();
    if (i >= 20) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.ceil(times.length * 0.99) - 1] * 10) / 10;
}
