// What auth, permission, validation and serialisation cost: an authenticated GET /v1/clients/{id} of this project
// against a bare Fastify route doing the same primary-key read on the same PostgreSQL database (bareRoute.mjs).
// The two are loaded in turn, three rounds, and each side's best round is kept: a busy moment of the machine
// then costs a round, not the figure.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';

const here = new URL('.', import.meta.url).pathname;

async function rate(url, headers, seconds) {
  const r = await autocannon({ url, connections: 10, duration: seconds, headers });
  if (r.errors + r.non2xx > 0) throw new Error(`${url}: ${r.errors} errors, ${r.non2xx} non-2xx answers`);
  return { rps: Math.round(r.requests.average), p99: r.latency.p99 };
}

async function waitFor(url) {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} did not answer`);
}

/** { ours, bare, ratio } for the client card read, `seconds` per round. */
export async function apiOverhead({ base, token, databaseUrl, port, clientId = 1, seconds = 5 }) {
  const bare = spawn(process.execPath, [`${here}bareRoute.mjs`, String(port), databaseUrl], { stdio: 'inherit' });
  try {
    const bareUrl = `http://127.0.0.1:${port}/clients/${clientId}`;
    const oursUrl = `${base}/v1/clients/${clientId}`;
    await waitFor(bareUrl);
    const headers = { authorization: token };
    // Warm both: prepared statements, JIT, pools.
    await rate(oursUrl, headers, 2);
    await rate(bareUrl, {}, 2);
    let ours = { rps: 0 };
    let floor = { rps: 0 };
    for (let round = 0; round < 3; round++) {
      const o = await rate(oursUrl, headers, seconds);
      const b = await rate(bareUrl, {}, seconds);
      if (o.rps > ours.rps) ours = o;
      if (b.rps > floor.rps) floor = b;
    }
    return { ours, bare: floor, ratio: Number((ours.rps / floor.rps).toFixed(3)) };
  } finally {
    bare.kill('SIGTERM');
  }
}
