import { type SQL, sql } from 'drizzle-orm';
import type { ReportSpec } from '../kit/reportKit';
import { dayOf, fioOf, inPeriod, moneyOf, type ReportQuery, unixOf } from '../kit/reportQuery';

// «Оплаченные штрафы»: the traffic fines clients paid through the fines service (A3) in the period, newest first,
// with the fine, what was paid (half of it within the discount period), the service's commission and the payment's
// status. The service is the platform's own, with no partner in it: only platform staff open it.

export const FINE_STATUS_NAMES: Record<string, string> = { paid: 'Оплачен', refunded: 'Возвращён' };

const statusName = sql.raw(
  `coalesce(case fp.status ${Object.entries(FINE_STATUS_NAMES)
    .map(([code, name]) => `when '${code}' then '${name}'`)
    .join(' ')} end, fp.status)`,
);

const paidInPeriod = (q: ReportQuery): SQL => inPeriod(sql`fp.paid_at`, q);

export const paidFinesReport: ReportSpec = {
  path: '/v1/a3service/payments/find',
  operation: 'reports.a3paidfine',
  summary: 'Оплаченные штрафы',
  platformOnly: true,
  fields: {
    id: 'number',
    paidDate: 'datetime',
    uin: 'text',
    decreeNumber: 'text',
    decreeDate: 'date',
    clientFio: 'text',
    phone: 'text',
    fineAmount: 'money',
    paidAmount: 'money',
    commission: 'money',
    withDiscount: 'boolean',
    status: 'text',
  },
  key: 'id',
  defaultSort: { field: 'paidDate', order: 'DESC' },
  rows: (q) => sql`
    select fp.id, ${unixOf(sql`fp.paid_at`)} as "paidDate", fp.uin, fp.decree_number as "decreeNumber",
           ${unixOf(sql`fp.decree_date`)} as "decreeDate", ${fioOf('c')} as "clientFio", c.phone_number as "phone",
           ${moneyOf(sql`fp.fine_amount`)} as "fineAmount", ${moneyOf(sql`fp.paid_amount`)} as "paidAmount",
           ${moneyOf(sql`fp.commission`)} as "commission", fp.with_discount as "withDiscount",
           ${statusName} as "status"
    from a3_fine_payments fp
    left join clients c on c.id = fp.client_id
    where ${paidInPeriod(q)}`,
  totals: {
    fineAmount: moneyOf(sql`sum(r."fineAmount")`),
    paidAmount: moneyOf(sql`sum(r."paidAmount")`),
    commission: moneyOf(sql`sum(r."commission")`),
  },
  // What was paid per day (a refunded payment was paid too: the chart shows the money as it came).
  series: (q) => sql`
    select ${dayOf(sql`fp.paid_at`, q)} as day, ${moneyOf(sql`sum(fp.paid_amount)`)} as "paidAmount",
           ${moneyOf(sql`sum(fp.commission)`)} as "commission"
    from a3_fine_payments fp
    where ${paidInPeriod(q)}
    group by 1 order by 1`,
};
