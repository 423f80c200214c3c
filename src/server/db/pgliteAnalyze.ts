import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db';

// PGlite has no autovacuum, so nothing refreshes the planner's statistics as the tables grow: a report that joins a
// year of payments to orders planned on stale figures runs for minutes instead of a fraction of a second. The server
// on PGlite analyzes every table a while after it starts and then every few hours (PostgreSQL's own autovacuum does
// it on a server).

const FIRST_AFTER_MS = 10 * 60_000;
const EVERY_MS = 6 * 3_600_000;

/** Starts the analyzes; answers the function that stops them. */
export function scheduleAnalyze(
  db: Db,
  log: FastifyBaseLogger,
  timing: { firstAfterMs: number; everyMs: number } = { firstAfterMs: FIRST_AFTER_MS, everyMs: EVERY_MS },
): () => void {
  let timer: ReturnType<typeof setTimeout>;
  const run = async () => {
    const started = performance.now();
    try {
      await db.execute(sql`analyze`);
      log.info({ ms: Math.round(performance.now() - started) }, 'planner statistics refreshed');
    } catch (error) {
      log.warn({ err: error }, 'planner statistics not refreshed');
    }
    timer = setTimeout(run, timing.everyMs).unref();
  };
  timer = setTimeout(run, timing.firstAfterMs).unref();
  return () => clearTimeout(timer);
}
