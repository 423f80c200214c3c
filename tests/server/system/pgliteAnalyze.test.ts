import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../../src/server/db/db';
import { scheduleAnalyze } from '../../../src/server/db/pgliteAnalyze';

// The embedded database's planner statistics: analyzed a while after the start, then on every interval, a failure
// logged and the next run still made, nothing after the stop.

describe('scheduleAnalyze', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function fakes(fail = false) {
    const statements: string[] = [];
    const db = {
      execute: async (query: SQL) => {
        statements.push(new PgDialect().sqlToQuery(query).sql);
        if (fail) throw new Error('disk full');
        return { rows: [] };
      },
    } as unknown as Db;
    const log = { info: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger & {
      info: ReturnType<typeof vi.fn>;
      warn: ReturnType<typeof vi.fn>;
    };
    return { statements, db, log };
  }

  it('analyzes after the first delay, then every interval, until stopped', async () => {
    vi.useFakeTimers();
    const { statements, db, log } = fakes();
    const stop = scheduleAnalyze(db, log, { firstAfterMs: 1_000, everyMs: 5_000 });
    await vi.advanceTimersByTimeAsync(999);
    expect(statements).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(statements).toEqual(['analyze']);
    expect(log.info).toHaveBeenCalledWith(expect.objectContaining({ ms: expect.any(Number) }), expect.any(String));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(statements).toEqual(['analyze', 'analyze']);
    stop();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(statements).toHaveLength(2);
  });

  it('logs a failed analyze and tries again at the next interval', async () => {
    vi.useFakeTimers();
    const { statements, db, log } = fakes(true);
    const stop = scheduleAnalyze(db, log, { firstAfterMs: 10, everyMs: 100 });
    await vi.advanceTimersByTimeAsync(10);
    expect(log.warn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(statements).toEqual(['analyze', 'analyze']);
    stop();
  });
});
