import { type SQL, sql } from 'drizzle-orm';
import type { ReportSpec } from '../kit/reportKit';
import { dayOf, inPeriod, type ReportQuery } from '../kit/reportQuery';

// «Доступность штрафов»: how the fines registers answered the service's look-ups, per day and register: the
// look-ups, the answered ones, the share answered (percent to 2 decimals) and the average response time of those that
// had one. The seed asks it with GET ?startDate&endDate (days, both inclusive). The platform's data: only platform
// staff open it.

export const PENALTY_SOURCES = ['gibdd', 'gisgmp'] as const;
export const PENALTY_SOURCE_NAMES: Record<string, string> = { gibdd: 'ГИБДД', gisgmp: 'ГИС ГМП' };

const sourceName = sql.raw(
  `coalesce(case pc.source ${Object.entries(PENALTY_SOURCE_NAMES)
    .map(([code, name]) => `when '${code}' then '${name}'`)
    .join(' ')} end, pc.source)`,
);

const percentOf = (part: SQL, whole: SQL): SQL =>
  sql`case when ${whole} > 0 then round(100.0 * ${part} / ${whole}, 2)::float8 end`;

const byDayAndSource = (q: ReportQuery): SQL => sql`
  select pc.day || ' ' || pc.source as "rowId", pc.day, pc.source as "sourceCode", ${sourceName} as "source",
         count(*)::int as "checksCount", (count(*) filter (where pc.ok))::int as "okCount",
         ${percentOf(sql`count(*) filter (where pc.ok)`, sql`count(*)`)} as "availabilityPercent",
         round(avg(pc.response_ms))::int as "averageResponseMs"
  from (
    select ${dayOf(sql`checked_at`, q)} as day, source, ok, response_ms
    from a3_penalty_checks
    where ${inPeriod(sql`checked_at`, q)}
  ) pc
  group by pc.day, pc.source`;

export const penaltyAvailabilityReport: ReportSpec = {
  path: '/v1/a3service/penalties/availability',
  operation: 'reports.a3availability',
  summary: 'Доступность штрафов',
  method: 'GET',
  platformOnly: true,
  fields: {
    day: 'day',
    source: 'text',
    checksCount: 'number',
    okCount: 'number',
    availabilityPercent: 'number',
    averageResponseMs: 'number',
  },
  key: 'rowId',
  defaultSort: { field: 'day', order: 'ASC' },
  rows: byDayAndSource,
  totals: {
    checksCount: sql`sum(r."checksCount")::int`,
    okCount: sql`sum(r."okCount")::int`,
    availabilityPercent: percentOf(sql`sum(r."okCount")`, sql`sum(r."checksCount")`),
  },
  // The share answered per day, a line per register.
  series: (q) => sql`
    select r.day,
           ${sql.join(
             PENALTY_SOURCES.map(
               (s) => sql`max(r."availabilityPercent") filter (where r."sourceCode" = ${s}) as ${sql.identifier(s)}`,
             ),
             sql`, `,
           )}
    from (${byDayAndSource(q)}) r
    group by r.day order by r.day`,
};
