import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '../db/db';

// One run of a task at a time. Across processes on one PostgreSQL: a session advisory lock held on a connection of
// its own for the whole run, so the job itself may use the pool and commit as it goes (its 'running' row is seen
// while it runs). PGlite has one session, in which advisory locks are re-entrant, and one process: there the
// in-process set below is what keeps a second run out.

/** The first key of the two-key advisory lock: the task's id is the second. */
const CRON_LOCK_CLASS = 7_340_205;

const runningByDb = new WeakMap<Db, Set<number>>();

/** Runs `work` holding the task's lock; undefined, without running it, when another run holds it. */
export async function withCronTaskLock<T>(db: Db, taskId: number, work: () => Promise<T>): Promise<T | undefined> {
  const running = runningByDb.get(db) ?? new Set<number>();
  runningByDb.set(db, running);
  if (running.has(taskId)) return undefined;
  running.add(taskId);
  try {
    const client = (db as unknown as { $client: unknown }).$client;
    // Not PGlite: a pool of a PostgreSQL server (tested this way round, so the embedded case never loads pg).
    if (!(client instanceof PGlite)) return await withPoolLock(client as pg.Pool, taskId, work);
    const result = (await db.execute(sql`select pg_try_advisory_lock(${CRON_LOCK_CLASS}, ${taskId}) as locked`)) as {
      rows: { locked: boolean }[];
    };
    if (!result.rows[0].locked) return undefined;
    try {
      return await work();
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${CRON_LOCK_CLASS}, ${taskId})`);
    }
  } finally {
    running.delete(taskId);
  }
}

async function withPoolLock<T>(pool: pg.Pool, taskId: number, work: () => Promise<T>): Promise<T | undefined> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1, $2) as locked', [
      CRON_LOCK_CLASS,
      taskId,
    ]);
    if (!rows[0].locked) return undefined;
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1, $2)', [CRON_LOCK_CLASS, taskId]).catch((error: Error) => {
        // A connection that cannot unlock is closed instead: its session's locks go with it.
        broken = error;
      });
    }
  } finally {
    client.release(broken);
  }
}
