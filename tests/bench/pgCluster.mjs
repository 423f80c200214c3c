// A throw-away PostgreSQL cluster for the bench (Debian's postgresql, as tests/server/withPostgres.sh uses): made in a
// temp folder, listening on 127.0.0.1 on a free port, removed by stop(). With DATABASE_URL set, that server is used
// instead, and the bench makes and drops its own databases on it.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function pgBin() {
  const base = '/usr/lib/postgresql';
  let versions = [];
  try {
    versions = readdirSync(base).sort((a, b) => Number(a) - Number(b));
  } catch {}
  if (versions.length === 0) {
    if (!asRoot) throw new Error('PostgreSQL is not installed: apt-get install postgresql (or set DATABASE_URL)');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', 'postgresql'], { stdio: 'inherit', env });
    return pgBin();
  }
  return join(base, versions.at(-1), 'bin');
}

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

// initdb refuses to run as root: the cluster belongs to the postgres user then.
const asPg = (cmd, args) =>
  execFileSync(asRoot ? 'runuser' : cmd, asRoot ? ['-u', 'postgres', '--', cmd, ...args] : args, { stdio: 'pipe' });

/** A running server: `url(db)` for a database on it, `createDatabase(name)`, `stop()`. */
export async function startPostgres() {
  if (process.env.DATABASE_URL) {
    const admin = new URL(process.env.DATABASE_URL);
    return serverAt(admin, () => {});
  }
  const bin = pgBin();
  const work = mkdtempSync(join(tmpdir(), 'bench-pg-'));
  if (asRoot) execFileSync('chown', ['postgres:', work]);
  else chownSync(work, process.getuid(), process.getgid());
  const port = await freePort();
  asPg(join(bin, 'initdb'), [
    '-D',
    join(work, 'data'),
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  // A bench cluster is thrown away: no fsync; shared_buffers large enough to hold the million orders' hot indexes.
  const options = `-p ${port} -k ${work} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c shared_buffers=512MB -c max_connections=200`;
  asPg(join(bin, 'pg_ctl'), [
    '-D',
    join(work, 'data'),
    '-l',
    join(work, 'server.log'),
    '-w',
    '-t',
    '60',
    '-o',
    options,
    'start',
  ]);
  const stop = () => {
    try {
      asPg(join(bin, 'pg_ctl'), ['-D', join(work, 'data'), '-m', 'immediate', 'stop']);
    } catch {}
    rmSync(work, { recursive: true, force: true });
  };
  return serverAt(new URL(`postgres://postgres@127.0.0.1:${port}/postgres`), stop);
}

function serverAt(admin, stopCluster) {
  const made = [];
  const url = (db) => {
    const u = new URL(admin);
    u.pathname = `/${db}`;
    return u.toString();
  };
  const query = async (sql) => {
    const client = new pg.Client({ connectionString: url('postgres') });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  return {
    url,
    async createDatabase(name) {
      await query(`drop database if exists ${name}`);
      await query(`create database ${name}`);
      made.push(name);
      return url(name);
    },
    async stop() {
      for (const name of made) await query(`drop database if exists ${name} with (force)`).catch(() => {});
      stopCluster();
    },
  };
}
