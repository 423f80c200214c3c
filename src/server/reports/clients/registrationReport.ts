import { type SQL, sql } from 'drizzle-orm';
import { CHANNEL_NAMES, CHANNELS } from '../../../shared/channels';
import type { ReportSpec } from '../kit/reportKit';
import { dayOf, fioOf, inPeriod, ofPartner, type ReportQuery, unixOf } from '../kit/reportQuery';

// «Регистрации клиентов»: the clients registered in the period and where they registered (the operator, the mobile
// app, the site, a partner). Clients are shared data and this report is the platform's (a partner's roles do not hold
// its key); a caller bound to a partner would still see only the clients of that partner.

/** The channel's Russian name, from its code. */
const channelName = (column: string): SQL =>
  sql.raw(`case ${column} ${CHANNELS.map((c) => `when '${c}' then '${CHANNEL_NAMES[c]}'`).join(' ')} end`);

const registered = (q: ReportQuery) => sql`${inPeriod(sql`c.created_at`, q)} and ${ofPartner(sql`c.partner_id`, q)}`;

export const registrationReport: ReportSpec = {
  path: '/v1/reports/clients/registration',
  operation: 'reports.client.registration',
  summary: 'Регистрации клиентов',
  fields: {
    clientId: 'number',
    clientFio: 'text',
    phone: 'text',
    registrationChannel: 'text',
    createdDate: 'datetime',
  },
  key: 'clientId',
  defaultSort: { field: 'createdDate', order: 'DESC' },
  rows: (q) => sql`
    select c.id as "clientId", ${fioOf('c')} as "clientFio", c.phone_number as "phone",
           ${channelName('c.registration_channel')} as "registrationChannel", ${unixOf(sql`c.created_at`)} as "createdDate"
    from clients c
    where ${registered(q)}`,
  // The count of the period's registrations is the report's row count: no other totals.
  // Registrations per day and channel, for the stacked bars.
  series: (q) => sql`
    select ${dayOf(sql`c.created_at`, q)} as day,
           ${sql.join(
             CHANNELS.map(
               (ch) => sql`(count(*) filter (where c.registration_channel = ${ch}))::int as ${sql.identifier(ch)}`,
             ),
             sql`, `,
           )}
    from clients c
    where ${registered(q)}
    group by 1 order by 1`,
};
