import { sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../../shared/errorCodes';
import { AppError, MESSAGES } from '../../errors';
import type { ReportSpec } from '../kit/reportKit';
import { dayOf, inPeriod, ofPartner, unixOf } from '../kit/reportQuery';
import { STORAGE_SERVICE, TIRE_COUNT } from './tyreOrderSql';

// «Хранение колёс», one office's dates: the days of the period on which the office took wheels into storage, with the
// orders, tyres and paid orders of each day, oldest day first as the seed sorts it. It is the drill-down of the
// office report, so it needs the office: without one it answers 400 on officeId (the kit checks the office belongs
// to the caller's partner before this runs).

export const OFFICE_REQUIRED_MESSAGE = 'Выберите офис';

export const tyreStorageDateReport: ReportSpec = {
  path: '/v1/reports/tyre_storage/date',
  operation: 'reports.wheels.storage',
  summary: 'Хранение колёс: дни офиса',
  fields: {
    orderDate: 'day',
    dayStart: 'datetime',
    ordersCount: 'number',
    tireCount: 'number',
    paidCount: 'number',
  },
  key: 'orderDate',
  defaultSort: { field: 'orderDate', order: 'ASC' },
  rows: (q) => {
    if (!q.officeId) {
      throw new AppError(400, ERROR_CODES.validation, MESSAGES.validation, { officeId: OFFICE_REQUIRED_MESSAGE });
    }
    return sql`
      select d.day as "orderDate", min(d.day_start) as "dayStart", count(*)::int as "ordersCount",
             coalesce(sum(d.tires), 0)::int as "tireCount", count(*) filter (where d.is_paid)::int as "paidCount"
      from (
        select ${dayOf(sql`o.created_at`, q)} as day,
               ${unixOf(sql`date_trunc('day', o.created_at at time zone ${q.timezone}) at time zone ${q.timezone}`)}
                 as day_start,
               ${TIRE_COUNT} as tires, o.is_paid
        from orders o
        where o.service_id = ${STORAGE_SERVICE} and o.deleted_date is null and o.office_id = ${q.officeId}
          and ${inPeriod(sql`o.created_at`, q)} and ${ofPartner(sql`o.partner_id`, q)}
      ) d
      group by d.day`;
  },
  totals: {
    ordersCount: sql`coalesce(sum(r."ordersCount"), 0)::int`,
    tireCount: sql`coalesce(sum(r."tireCount"), 0)::int`,
    paidCount: sql`coalesce(sum(r."paidCount"), 0)::int`,
  },
  series: (q) => sql`
    select r."orderDate" as day, r."ordersCount", r."tireCount"
    from (${tyreStorageDateReport.rows(q)}) r
    order by r."orderDate"`,
};
