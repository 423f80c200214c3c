import { sql } from 'drizzle-orm';
import type { ReportSpec } from '../kit/reportKit';
import { fioOf, inPeriod, matches, ofPartner, unixOf } from '../kit/reportQuery';
import { DIAMETER_ID, STORAGE_PLACE, STORAGE_SERVICE, TIRE_COUNT } from './tyreOrderSql';

// «Хранение колёс», the list of orders: every tyre storage order (service 68) created in the period, oldest first as
// the seed sorts it, with the client, where the wheels lie, what and how many were taken in, and the order's status.

export const tyreStorageReport: ReportSpec = {
  path: '/v1/reports/tyre_storage/',
  operation: 'reports.wheels.storage',
  summary: 'Хранение колёс: заявки',
  fields: {
    orderId: 'number',
    orderNumber: 'text',
    createdDate: 'datetime',
    clientFio: 'text',
    phone: 'text',
    partnerName: 'text',
    officeName: 'text',
    storedObject: 'text',
    tireCount: 'number',
    diameter: 'text',
    storagePlace: 'text',
    statusName: 'text',
    isPaid: 'boolean',
  },
  key: 'orderId',
  defaultSort: { field: 'createdDate', order: 'ASC' },
  rows: (q) => sql`
    select o.id as "orderId", o.number as "orderNumber", ${unixOf(sql`o.created_at`)} as "createdDate",
           ${fioOf('c')} as "clientFio", c.phone_number as "phone", p.name as "partnerName", of.name as "officeName",
           so.name as "storedObject", ${TIRE_COUNT}::int as "tireCount", dia.name as "diameter",
           ${STORAGE_PLACE} as "storagePlace", st.name as "statusName", o.is_paid as "isPaid"
    from orders o
    join clients c on c.id = o.client_id
    left join partners p on p.id = o.partner_id
    left join offices of on of.id = o.office_id
    left join ref_values so on so.id = o.stored_object_ref_value_id
    left join ref_values dia on dia.id = ${DIAMETER_ID}
    left join ref_values st on st.id = o.status_ref_value_id
    where o.service_id = ${STORAGE_SERVICE} and o.deleted_date is null and ${inPeriod(sql`o.created_at`, q)}
      and ${ofPartner(sql`o.partner_id`, q)} and ${matches(sql`o.office_id`, q.officeId)}`,
  totals: {
    tireCount: sql`coalesce(sum(r."tireCount"), 0)::int`,
    isPaid: sql`count(*) filter (where r."isPaid")::int`,
  },
};
