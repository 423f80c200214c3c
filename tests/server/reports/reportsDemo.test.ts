import { type SQL, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIRST_DAY_AGO, LAST_DAY_AGO } from '../../../src/server/reports/demo/reportsDemoPlan';
import { login, openTestApp } from '../buildTestApp';
import { report } from './reportFixtures';

// The demo's year of history for the reports (src/server/reports/demo/reportsDemo.ts) on the worker's demo-seeded
// database: orders nearly every day of the last year, and every month the history spans with paid invoices, bonus
// operations, tyre storage orders and appointments with UTM marks; reports asked by the demo admin over the whole year
// answer rows, totals and their charts. Other files only add rows of their own (other years, 'T-…' orders), which the
// lower bounds here do not mind.

const ZONE = 'Europe/Moscow';
const DAY = 86_400_000;
/** A year of rows through the reports' SQL on PGlite, on a busy 2-core machine. */
const REPORTS_TIMEOUT = 120_000;

type Row = Record<string, string | number | null>;

describe('reports demo history', { timeout: REPORTS_TIMEOUT }, () => {
  const t = openTestApp();
  let admin = '';
  const now = Date.now();
  const year = { dateFrom: Math.floor((now - 365 * DAY) / 1000), dateTo: Math.floor(now / 1000), timezone: ZONE };

  beforeAll(async () => {
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
  });

  const rows = async (query: SQL) => ((await t.db.execute(query)) as unknown as { rows: Row[] }).rows;

  /** The months the history spans ('yyyy-MM'), those it holds at least ten days of. */
  function historyMonths(): string[] {
    const from = DateTime.fromMillis(now - FIRST_DAY_AGO * DAY, { zone: ZONE }).startOf('day');
    const to = DateTime.fromMillis(now - LAST_DAY_AGO * DAY, { zone: ZONE }).startOf('day');
    const months: string[] = [];
    for (let m = from.startOf('month'); m < to; m = m.plus({ months: 1 })) {
      const start = DateTime.max(m, from);
      const end = DateTime.min(m.plus({ months: 1 }), to);
      if (end.diff(start, 'days').days >= 10) months.push(m.toFormat('yyyy-MM'));
    }
    return months;
  }

  /** The months of the last year in which `query` (month, n) counts something. */
  async function monthsWith(query: SQL): Promise<Map<string, number>> {
    return new Map((await rows(query)).map((r) => [String(r.month), Number(r.n)]));
  }

  const month = (column: SQL) => sql`to_char(${column} at time zone ${ZONE}, 'YYYY-MM')`;
  const lastYear = (column: SQL) => sql`${column} >= now() - interval '365 days'`;

  it('has orders on at least 300 days of the last year, 12 to 20 a day in the history', async () => {
    const [{ days }] = await rows(sql`
      select count(distinct (created_at at time zone ${ZONE})::date)::int as days
      from orders where ${lastYear(sql`created_at`)} and deleted_date is null`);
    expect(Number(days)).toBeGreaterThanOrEqual(300);
    const [{ average }] = await rows(sql`
      select avg(n)::float8 as average from (
        select count(*) as n from orders
        where created_at < now() - interval '${sql.raw(String(LAST_DAY_AGO))} days' and ${lastYear(sql`created_at`)}
          and number not like 'T-%'
        group by (created_at at time zone ${ZONE})::date) d`);
    expect(Number(average)).toBeGreaterThanOrEqual(12);
    expect(Number(average)).toBeLessThanOrEqual(20);
  });

  it('has paid invoices, bonus operations, tyre storage orders and UTM-marked appointments every month', async () => {
    const months = historyMonths();
    expect(months.length).toBeGreaterThanOrEqual(9);
    const paid = await monthsWith(sql`
      select ${month(sql`coalesce(pm.affirmed_at, pm.created_at)`)} as month, count(*)::int as n
      from order_invoice_payments pm join order_invoices i on i.id = pm.invoice_id
      where i.state in ('paid', 'closed') and pm.operation = 'income' and pm.retracted_at is null
        and (pm.method <> 'account' or pm.affirmed_at is not null) and ${lastYear(sql`pm.created_at`)}
      group by 1`);
    const bonuses = await monthsWith(sql`
      select ${month(sql`created_at`)} as month, count(*)::int as n
      from bonus_operations where order_id is not null and ${lastYear(sql`created_at`)} group by 1`);
    const storage = await monthsWith(sql`
      select ${month(sql`created_at`)} as month, count(*)::int as n
      from orders where service_id = 68 and deleted_date is null and ${lastYear(sql`created_at`)} group by 1`);
    const appointments = await monthsWith(sql`
      select ${month(sql`start_at`)} as month, count(*)::int as n
      from appointments
      where deleted_date is null and utm_source is not null and ${lastYear(sql`start_at`)} group by 1`);
    for (const m of months) {
      expect(paid.get(m) ?? 0, `paid invoices in ${m}`).toBeGreaterThan(100);
      expect(bonuses.get(m) ?? 0, `bonus operations in ${m}`).toBeGreaterThan(100);
      expect(storage.get(m) ?? 0, `tyre storage orders in ${m}`).toBeGreaterThan(0);
      expect(appointments.get(m) ?? 0, `appointments with UTM marks in ${m}`).toBeGreaterThan(0);
    }
    // The tyre seasons: April and October–November take more tyre orders than a month between them.
    const tyres = await monthsWith(sql`
      select to_char(created_at at time zone ${ZONE}, 'MM') as month, count(*)::int as n
      from orders where service_id in (68, 69) and number not like 'T-%'
        and created_at < now() - interval '${sql.raw(String(LAST_DAY_AGO))} days' and ${lastYear(sql`created_at`)}
      group by 1`);
    if (tyres.has('04') && tyres.has('06')) expect(tyres.get('04')).toBeGreaterThan(tyres.get('06')!);
  });

  it('answers the paid invoices and the settlements of the year with totals and charts', async () => {
    const paid = await report(t.app, admin, '/v1/reports/paid/invoices', { ...year, size: 5 });
    expect(paid.total).toBeGreaterThan(2000);
    expect(paid.items).toHaveLength(5);
    expect(paid.totals.totalAmount).toBeGreaterThan(1_000_000);
    expect(paid.totals.paidAmount).toBeGreaterThan(0);
    expect(paid.totals.bonusSpent).toBeGreaterThan(0);
    expect(paid.totals.promoDiscount).toBeGreaterThan(0);
    // A point per day with payments, each method's money on it.
    expect(paid.series.length).toBeGreaterThanOrEqual(250);
    for (const method of ['cash', 'terminal', 'account'])
      expect(
        paid.series.reduce((sum, p) => sum + Number(p[method] ?? 0), 0),
        method,
      ).toBeGreaterThan(100_000);

    const settlements = await report(t.app, admin, '/v1/reports/invoices', { ...year, size: 20 });
    expect(settlements.total).toBe(paid.total);
    expect(settlements.totals.feeAmount).toBeGreaterThan(0);
    expect(settlements.totals.payoutAmount).toBeGreaterThan(0);
    expect(settlements.items.filter((r) => r.orderImplementedDate !== null).length).toBeGreaterThan(0);
    expect(settlements.series.map((p) => p.partnerName)).toEqual(
      expect.arrayContaining(['Автосервис Демо', 'Шинный центр «Колесо»', 'Эвакуатор-Сервис']),
    );
  });

  it('answers the UTM reports, the bonuses, the tyre storage per office, the wheel moves and the refusals of the year', async () => {
    // Each order's paid money is joined from its invoices' payments: minutes without the planner's statistics of the
    // history (reportsDemo.ts analyzes what it wrote), well under a second with them.
    const orders = await report(t.app, admin, '/v1/reports/orders/utm', year);
    expect(orders.total).toBeGreaterThan(10);
    expect(orders.totals.totalOrders).toBeGreaterThan(4000);
    expect(orders.totals.paidOrdersSum).toBeGreaterThan(1_000_000);
    expect(orders.totals.promoOrdersCount).toBeGreaterThan(0);
    expect(orders.series.map((p) => p.utmSource)).toEqual(
      expect.arrayContaining(['yandex', 'google', 'vk', 'telegram', '(нет)']),
    );

    const appointments = await report(t.app, admin, '/v1/reports/appointment_journal/utm', year);
    expect(appointments.total).toBeGreaterThan(10);
    expect(appointments.totals.appointmentsCount).toBeGreaterThan(500);
    expect(appointments.totals.orderedCount).toBeGreaterThan(300);
    expect(appointments.series.length).toBeGreaterThan(1);

    const bonuses = await report(t.app, admin, '/v1/reports/orders/bonuses', year);
    expect(bonuses.total).toBeGreaterThan(2000);
    expect(bonuses.totals.accrued).toBeGreaterThan(0);
    expect(bonuses.totals.spent).toBeGreaterThan(0);
    expect(bonuses.series.filter((p) => Number(p.accrued) > 0).length).toBeGreaterThanOrEqual(250);

    const storage = await report(t.app, admin, '/v1/reports/tyre_storage/office', year);
    expect(storage.total).toBeGreaterThan(0);
    expect(storage.totals.ordersCount).toBeGreaterThan(100);
    expect(storage.totals.tireCount).toBeGreaterThan(400);
    expect(storage.series.length).toBe(storage.total);

    // Wheels moved between the tyre partner's offices and handed back to their clients.
    const moves = await report(t.app, admin, '/v1/reports/wheels/transfers', year);
    expect(moves.series.reduce((n, p) => n + Number(p.betweenOffices), 0)).toBeGreaterThan(20);
    expect(moves.series.reduce((n, p) => n + Number(p.toClients), 0)).toBeGreaterThan(100);

    const refusals = await report(t.app, admin, '/v1/reports/refusals', year);
    expect(refusals.total).toBeGreaterThan(10);
    expect(refusals.series.map((p) => p.partnerName)).toContain('Эвакуатор-Сервис');
  });
});
