import { sql } from 'drizzle-orm';
import type { ReportSpec } from '../kit/reportKit';
import { fioOf, inPeriod, matches, ofPartner, unixOf } from '../kit/reportQuery';
import { DIAMETER_ID, STATUS, STORAGE_PLACE, STORAGE_SERVICE, TIRE_COUNT } from './tyreOrderSql';

// «Перевозки шин», the deliveries: the wheels to take back to clients, i.e. the storage orders (service 68) with an
// address to bring them to and a planned date in the period, not cancelled, soonest first. The console asks for it
// unpaged (?paged=false&pageSize=100000) and shows every row at once.

export const wheelDeliveryReport: ReportSpec = {
  path: '/v1/reports/orders/wheels/delivery',
  operation: 'reports.tyre.changes',
  summary: 'Доставка колёс клиентам',
  fields: {
    orderId: 'number',
    orderNumber: 'text',
    plannedDate: 'datetime',
    clientFio: 'text',
    phone: 'text',
    address: 'text',
    officeName: 'text',
    storedObject: 'text',
    tireCount: 'number',
    diameter: 'text',
    storagePlace: 'text',
    statusName: 'text',
    isPaid: 'boolean',
  },
  key: 'orderId',
  defaultSort: { field: 'plannedDate', order: 'ASC' },
  rows: (q) => sql`
    select o.id as "orderId", o.number as "orderNumber", ${unixOf(sql`o.planned_date`)} as "plannedDate",
           ${fioOf('c')} as "clientFio", c.phone_number as "phone", trim(o.address) as "address",
           of.name as "officeName", so.name as "storedObject", ${TIRE_COUNT}::int as "tireCount",
           dia.name as "diameter", ${STORAGE_PLACE} as "storagePlace", st.name as "statusName", o.is_paid as "isPaid"
    from orders o
    join clients c on c.id = o.client_id
    left join offices of on of.id = o.office_id
    left join ref_values so on so.id = o.stored_object_ref_value_id
    left join ref_values dia on dia.id = ${DIAMETER_ID}
    left join ref_values st on st.id = o.status_ref_value_id
    where o.service_id = ${STORAGE_SERVICE} and o.deleted_date is null and ${inPeriod(sql`o.planned_date`, q)}
      and nullif(trim(o.address), '') is not null and o.status_ref_value_id <> ${STATUS.cancelled}
      and ${ofPartner(sql`o.partner_id`, q)} and ${matches(sql`o.office_id`, q.officeId)}`,
  totals: {
    tireCount: sql`coalesce(sum(r."tireCount"), 0)::int`,
  },
};
