import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CronJobRegistry } from '../../../src/server/config/cronJobs';
import { runDueCronTasks } from '../../../src/server/config/cronRunner';
import { type OpenedDatabase, openDatabase } from '../../../src/server/db/openDatabase';
import { cronTaskRuns, cronTasks } from '../../../src/server/vehicles/vehiclesSchema';

// Two runners on one PostgreSQL, each with its own connection pool as two server processes have, asked at the same
// moment again and again: each schedule slot runs exactly once. Needs a PostgreSQL server (DATABASE_URL;
// tests/server/withPostgres.sh makes a throw-away one).

const serverUrl = process.env.DATABASE_URL;
const T0 = new Date('2033-06-06T10:00:00Z');
const MINUTE = 60_000;

// Several processes need one database server: PGlite is one process's. Say so instead of skipping in silence.
if (!serverUrl)
  process.stdout.write(
    '[skipped] the background tasks runner across processes: needs DATABASE_URL (a PostgreSQL server); .ci/run runs it through tests/server/withPostgres.sh\n',
  );
describe.skipIf(!serverUrl)('the background tasks runner across processes', () => {
  const name = `cron_cluster_${randomBytes(4).toString('hex')}`;
  let admin: pg.Client;
  let one: OpenedDatabase;
  let two: OpenedDatabase;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    one = await openDatabase({ databaseUrl: url.toString(), poolSize: 3 });
    two = await openDatabase({ databaseUrl: url.toString(), poolSize: 3 });
  }, 180_000);
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await admin?.query(`drop database if exists ${name} with (force)`);
    await admin?.end();
  });

  it('runs each slot once when both runners tick together', async () => {
    const code = `test_${randomUUID()}`;
    const [task] = await one.db
      .insert(cronTasks)
      .values({ name: 'Общая задача', code, schedule: '* * * * *', lastSlotAt: T0 })
      .returning();
    const ranBy: string[] = [];
    const jobsOf = (who: string): CronJobRegistry => ({
      [code]: async () => {
        ranBy.push(who);
        // Long enough that the other runner's attempt overlaps the run.
        await new Promise((resolve) => setTimeout(resolve, 50));
        return `Выполнил ${who}`;
      },
    });
    for (let minute = 1; minute <= 5; minute += 1) {
      const now = new Date(T0.getTime() + minute * MINUTE + 5_000);
      await Promise.all([
        runDueCronTasks(one.db, now, { jobs: jobsOf('первый') }),
        runDueCronTasks(two.db, now, { jobs: jobsOf('второй') }),
      ]);
    }
    const runs = await one.db.select().from(cronTaskRuns).where(eq(cronTaskRuns.cronTaskId, task.id));
    expect(runs).toHaveLength(5);
    expect(ranBy).toHaveLength(5);
    expect(new Set(runs.map((r) => r.startedAt.getTime())).size).toBe(5);
    expect(runs.every((r) => r.status === 'success')).toBe(true);
  });
});
