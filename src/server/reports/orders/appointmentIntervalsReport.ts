import { sql } from 'drizzle-orm';
import type { AppointmentState } from '../../../shared/lifecycleStates';
import type { ReportSpec } from '../kit/reportKit';
import { averageOf, fioOf, inPeriod, matches, ofPartner, unixOf } from '../kit/reportQuery';

// «Длительность записей»: the live appointments of the scheduler starting in the period, each with how long it is
// booked for, and the average length per office. An appointment is its post's office's partner's (as in
// scheduler/schedulerScope.ts).

const STATE_NAMES: Record<Exclude<AppointmentState, 'deleted'>, string> = {
  booked: 'Запись',
  ordered: 'Оформлена заявка',
};

const stateName = sql.raw(
  `case a.state ${Object.entries(STATE_NAMES)
    .map(([state, name]) => `when '${state}' then '${name}'`)
    .join(' ')} else a.state end`,
);

/** POST /v1/reports/appointments/time_intervals */
export const appointmentIntervalsReport: ReportSpec = {
  path: '/v1/reports/appointments/time_intervals',
  operation: 'reports.scheduler.duration',
  summary: 'Длительность записей',
  fields: {
    appointmentId: 'number',
    startDateTime: 'datetime',
    endDateTime: 'datetime',
    durationMinutes: 'number',
    officeId: 'number',
    officeName: 'text',
    postName: 'text',
    serviceName: 'text',
    state: 'text',
    clientFio: 'text',
    phone: 'text',
  },
  key: 'appointmentId',
  defaultSort: { field: 'startDateTime', order: 'ASC' },
  rows: (q) => sql`
    select a.id as "appointmentId", ${unixOf(sql`a.start_at`)} as "startDateTime",
           ${unixOf(sql`a.end_at`)} as "endDateTime",
           round(extract(epoch from a.end_at - a.start_at) / 60)::int as "durationMinutes",
           op.office_id as "officeId", of.name as "officeName", op.name as "postName", s.name as "serviceName", ${stateName} as "state",
           ${fioOf('c')} as "clientFio", coalesce(a.phone, c.phone_number) as "phone"
    from appointments a
    join office_posts op on op.id = a.office_post_id
    join offices of on of.id = op.office_id
    join services s on s.id = a.service_id
    left join clients c on c.id = a.client_id
    where a.deleted_date is null and a.state <> 'deleted' and ${inPeriod(sql`a.start_at`, q)}
      and ${ofPartner(sql`of.partner_id`, q)}
      and ${matches(sql`op.office_id`, q.officeId)} and ${matches(sql`a.service_id`, q.serviceId)}`,
  totals: {
    durationMinutes: sql`sum(r."durationMinutes")`,
    averageDurationMinutes: averageOf(sql`sum(r."durationMinutes")`, sql`count(*)`),
  },
  // The average length per office, the offices by name.
  series: (q) => sql`
    select r."officeId", r."officeName", count(*)::int as "appointments",
           ${averageOf(sql`sum(r."durationMinutes")`, sql`count(*)`)} as "averageDurationMinutes"
    from (${appointmentIntervalsReport.rows(q)}) r
    group by 1, 2 order by 2, 1`,
};
