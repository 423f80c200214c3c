import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestApp } from '../../buildTestApp';

// The demo's data of the reports (src/server/a3/a3Demo.ts, src/server/db/demoChannels.ts) as the worker's
// demo-seeded database holds them. Report tests add rows of their own only in 2034, so the demo's are the rows before
// now.

const t = openTestApp();

const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('reports demo data', () => {
  it('has a year of fines look-ups, a few dozen a day, with failures of both registers', async () => {
    const [summary] = await rowsOf<{ days: number; checks: number; first: number }>(sql`
      select count(distinct date_trunc('day', checked_at))::int as days, count(*)::int as checks,
             extract(epoch from now() - min(checked_at))::float8 / 86400 as first
      from a3_penalty_checks where checked_at < now()`);
    expect(summary.days).toBeGreaterThanOrEqual(365);
    expect(summary.first).toBeGreaterThan(364);
    expect(summary.first).toBeLessThan(367);
    expect(summary.checks / 365).toBeGreaterThan(24);
    expect(summary.checks / 365).toBeLessThan(41);
    const sources = await rowsOf<{ source: string; failed: number; answered: number }>(sql`
      select source, (count(*) filter (where not ok))::int as failed,
             (count(*) filter (where ok and response_ms between 1 and 10000))::int as answered
      from a3_penalty_checks where checked_at < now() group by 1 order by 1`);
    expect(sources.map((s) => s.source)).toEqual(['gibdd', 'gisgmp']);
    for (const s of sources) {
      expect(s.failed).toBeGreaterThan(100);
      expect(s.answered).toBeGreaterThan(s.failed * 5);
    }
  });

  it('has a few hundred fines the demo clients paid, some with the discount, some refunded', async () => {
    const fines = await rowsOf<{
      with_discount: boolean;
      status: string;
      fine_amount: string;
      paid_amount: string;
      client_id: number | null;
      uin: string;
    }>(sql`select * from a3_fine_payments where paid_at < now()`);
    expect(fines.length).toBeGreaterThanOrEqual(200);
    expect(fines.every((f) => f.client_id !== null && /^\d{20}(\d{5})?$/.test(f.uin))).toBe(true);
    expect(new Set(fines.map((f) => f.status))).toEqual(new Set(['paid', 'refunded']));
    const discounted = fines.filter((f) => f.with_discount);
    expect(discounted.length).toBeGreaterThan(0);
    for (const f of discounted) expect(Number(f.paid_amount)).toBe(Number(f.fine_amount) / 2);
  });

  it('gives clients, orders and appointments channels, and UTM marks only to the site’s and the app’s', async () => {
    for (const [table, column] of [
      ['clients', 'registration_channel'],
      ['orders', 'channel'],
      ['appointments', 'channel'],
    ]) {
      const channels = await rowsOf<{ channel: string }>(
        sql`select distinct ${sql.raw(column)} as channel from ${sql.raw(table)} where created_at < now()`,
      );
      expect(new Set(channels.map((c) => c.channel))).toEqual(new Set(['operator', 'mobile', 'site', 'partner']));
    }
    // The demo's rows only: other files' fixtures live in far-future months (an appointment by its start).
    for (const [table, moment] of [
      ['orders', 'created_at'],
      ['appointments', 'start_at'],
    ]) {
      const marked = await rowsOf<{ channel: string; n: number }>(sql`
        select channel, count(*)::int as n from ${sql.raw(table)}
        where utm_source is not null and ${sql.raw(moment)} < now() group by 1`);
      expect(marked.map((m) => m.channel).sort()).toEqual(['mobile', 'site']);
    }
  });
});
