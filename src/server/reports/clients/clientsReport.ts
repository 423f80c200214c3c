import { sql } from 'drizzle-orm';
import { FIGURE_COLUMNS, FIGURE_FIELDS, FIGURE_TOTALS, FIGURES, orderFigures } from '../kit/orderMoney';
import type { ReportSpec } from '../kit/reportKit';
import { unixOf } from '../kit/reportQuery';

// «Клиенты»: every client with orders created in the period, and how those orders ended up: paid, taken with a promo,
// or not paid. Clients are shared data, so a partner's staff reach a client only through their partner's orders.
// How its orders count: kit/orderMoney.ts.

export const clientsReport: ReportSpec = {
  path: '/v1/reports/clients',
  operation: 'reports.client',
  summary: 'Клиенты',
  fields: {
    clientId: 'number',
    clientFio: 'text',
    phone: 'text',
    registrationDate: 'datetime',
    ...FIGURE_FIELDS,
  },
  key: 'clientId',
  defaultSort: { field: 'paidOrdersSum', order: 'DESC' },
  rows: (q) => sql`
    select c.id as "clientId",
           nullif(trim(concat_ws(' ', c.last_name, c.first_name, c.middle_name)), '') as "clientFio",
           c.phone_number as "phone", ${unixOf(sql`c.created_at`)} as "registrationDate", ${FIGURE_COLUMNS}
    from (
      select f.client_id, ${FIGURES}
      from (${orderFigures(q, sql`true`)}) f
      group by f.client_id
    ) fig
    join clients c on c.id = fig.client_id`,
  totals: FIGURE_TOTALS,
};
