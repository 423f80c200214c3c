import { type SQL, sql } from 'drizzle-orm';
import type { ReportSpec } from '../kit/reportKit';
import { inPeriod, matches, ofPartner, type ReportQuery } from '../kit/reportQuery';
import { UTM_FIELDS, UTM_KEY, utmColumns } from './utmMarks';

// «UTM: записи»: the appointments of the journal starting in the period grouped by the UTM marks of the link that
// brought them: how many were booked (deleted ones included), how many turned into an order and how many were
// deleted. An appointment is its office's partner's (scheduler/schedulerScope.ts).

const byMarks = (q: ReportQuery): SQL => sql`
  select g.*, ${UTM_KEY} as "utmKey"
  from (
    select ${utmColumns('a')}, count(*)::int as "appointmentsCount",
           (count(*) filter (where a.order_id is not null or a.state = 'ordered'))::int as "orderedCount",
           (count(*) filter (where a.deleted_date is not null or a.state = 'deleted'))::int as "deletedCount"
    from appointments a
    join office_posts p on p.id = a.office_post_id
    join offices of on of.id = p.office_id
    where ${inPeriod(sql`a.start_at`, q)} and ${ofPartner(sql`of.partner_id`, q)}
      and ${matches(sql`p.office_id`, q.officeId)} and ${matches(sql`a.service_id`, q.serviceId)}
    group by 1, 2, 3
  ) g`;

export const utmAppointmentsReport: ReportSpec = {
  path: '/v1/reports/appointment_journal/utm',
  operation: 'reports.utm.appointments',
  summary: 'UTM: записи',
  fields: { ...UTM_FIELDS, appointmentsCount: 'number', orderedCount: 'number', deletedCount: 'number' },
  key: 'utmKey',
  defaultSort: { field: 'appointmentsCount', order: 'DESC' },
  rows: byMarks,
  totals: {
    appointmentsCount: sql`sum(r."appointmentsCount")::int`,
    orderedCount: sql`sum(r."orderedCount")::int`,
    deletedCount: sql`sum(r."deletedCount")::int`,
  },
  // Per source: its appointments and the ones that became orders.
  series: (q) => sql`
    select r."utmSource", sum(r."appointmentsCount")::int as "appointmentsCount",
           sum(r."orderedCount")::int as "orderedCount"
    from (${byMarks(q)}) r
    group by 1 order by 2 desc, 1`,
};
